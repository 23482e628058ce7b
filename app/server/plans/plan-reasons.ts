/**
 * The engine writes a plan's reasons and a skill's evidence as English sentences (core/engine
 * plan.ts `reasons`, skill-inference.ts `explain`), and stored plan versions keep them. Pages show
 * them in the reader's language: each sentence is read back into a catalog key and its values
 * (placement.json `placement.reason.*`, `placement.evidence.*`). A sentence this does not know
 * (the engine's wording changed) is shown as it is rather than lost; plans.server.test.ts fails
 * when a real plan has one, so a wording change is caught.
 */
export type ReasonMessage = {
  key: string;
  values: Record<string, string | number>;
  /** Skills (ids) to list by name in the reader's language as the `skills` value. */
  skillIds?: string[];
};

export const UNKNOWN_REASON_KEY = "placement.reason.text";

const unknown = (text: string): ReasonMessage => ({ key: UNKNOWN_REASON_KEY, values: { text } });

/** One of the plan's "why it is here" sentences. */
export function planReason(text: string): ReasonMessage {
  if (text === "You asked for this skill.") return { key: "placement.reason.asked", values: {} };
  if (text === "Part of the area you asked us to focus on.") return { key: "placement.reason.focus", values: {} };
  if (text === "Ready now: everything it builds on looks secure.") return { key: "placement.reason.ready", values: {} };
  if (
    text ===
    "Probably secure, but no placement question asked it directly: a short check first, because later skills build on it."
  )
    return { key: "placement.reason.check", values: {} };
  let match = /^Comes after (.+), which it builds on\.$/.exec(text);
  if (match) return { key: "placement.reason.after", values: {}, skillIds: match[1]!.split(", ") };
  match = /^Major work of grade (\d+)\.$/.exec(text);
  if (match) return { key: "placement.reason.majorWork", values: { grade: Number(match[1]) } };
  match = /^A grade-(\d+) skill that later work rests on\.$/.exec(text);
  if (match) return { key: "placement.reason.foundation", values: { grade: Number(match[1]) } };
  match = /^Opens the way to (\d+) other skills?\.$/.exec(text);
  if (match) return { key: "placement.reason.unlocks", values: { count: Number(match[1]) } };
  return unknown(text);
}

const BASES: [RegExp, (match: RegExpExecArray) => ReasonMessage][] = [
  [
    /^(\d+) placement questions? on this skill and answers on related skills$/,
    (m) => ({ key: "placement.evidence.basis.directRelated", values: { count: Number(m[1]) } }),
  ],
  [
    /^(\d+) placement questions? on this skill$/,
    (m) => ({ key: "placement.evidence.basis.direct", values: { count: Number(m[1]) } }),
  ],
  [/^answers on skills connected to it$/, () => ({ key: "placement.evidence.basis.related", values: {} })],
  [/^the overall level in this strand only$/, () => ({ key: "placement.evidence.basis.strand", values: {} })],
];

function basis(text: string): ReasonMessage | null {
  for (const [pattern, message] of BASES) {
    const match = pattern.exec(text);
    if (match) return message(match);
  }
  return null;
}

/**
 * A skill's evidence sentence, as a status key whose `basis` is itself a message
 * (`basis` + `basisValues`, rendered first by `reasonText`).
 */
export function evidenceReason(text: string): ReasonMessage & { basis?: ReasonMessage } {
  if (text === "Not covered by the placement check.") return { key: "placement.evidence.notCovered", values: {} };
  const forms: [RegExp, string][] = [
    [/^Probably secure, judging from (.+)\.$/, "placement.evidence.known"],
    [/^Probably not learned yet, judging from (.+)\.$/, "placement.evidence.gap"],
    [/^Not sure yet: (.+) did not settle it\.$/, "placement.evidence.unsure"],
  ];
  for (const [pattern, key] of forms) {
    const match = pattern.exec(text);
    const found = match ? basis(match[1]!) : null;
    if (found) return { key, values: {}, basis: found };
  }
  return unknown(text);
}
