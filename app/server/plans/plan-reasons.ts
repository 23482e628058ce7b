/**
 * The engine gives a plan's reasons and a skill's evidence as codes with values beside the English
 * sentences (core/engine/reason-codes.ts, decision 0042): `planReasonOf` and `evidenceReasonOf`
 * turn the code into a catalog key and values (placement.json `placement.reason.*`,
 * `placement.evidence.*`). Plans stored before the codes existed have only the sentences: those
 * are read back by pattern (`planReason`, `evidenceReason`), as before. A sentence neither knows
 * is shown as it is rather than lost; plans.server.test.ts fails when a real plan has one.
 */
import type { EvidenceBasis, EvidenceCode, PlanReasonCode, ReasonCode } from "../../../core/engine/reason-codes.ts";

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

/** The catalog key of each plan reason code; a code missing here fails the type check. */
export const PLAN_REASON_KEYS: Readonly<Record<PlanReasonCode, string>> = {
  "plan.asked": "placement.reason.asked",
  "plan.focus": "placement.reason.focus",
  "plan.ready": "placement.reason.ready",
  "plan.after": "placement.reason.after",
  "plan.major-work": "placement.reason.majorWork",
  "plan.foundation": "placement.reason.foundation",
  "plan.unlocks": "placement.reason.unlocks",
  "plan.check-first": "placement.reason.check",
};

/** The catalog key of each evidence code, and of each basis an evidence reason names. */
export const EVIDENCE_KEYS: Readonly<Record<EvidenceCode, string>> = {
  "evidence.not-covered": "placement.evidence.notCovered",
  "evidence.known": "placement.evidence.known",
  "evidence.gap": "placement.evidence.gap",
  "evidence.unsure": "placement.evidence.unsure",
};
export const EVIDENCE_BASIS_KEYS: Readonly<Record<EvidenceBasis, string>> = {
  direct: "placement.evidence.basis.direct",
  "direct-related": "placement.evidence.basis.directRelated",
  related: "placement.evidence.basis.related",
  strand: "placement.evidence.basis.strand",
};

const numberOf = (value: unknown): number => (typeof value === "number" ? value : Number(value ?? 0));

/**
 * One of a plan target's reasons: from its code when the plan has one (plans built since decision
 * 0042), else read back from the stored English sentence.
 */
export function planReasonOf(text: string, code?: ReasonCode): ReasonMessage {
  const key = code ? PLAN_REASON_KEYS[code.code as PlanReasonCode] : undefined;
  if (!code || !key) return planReason(text);
  const { values } = code;
  switch (code.code as PlanReasonCode) {
    case "plan.after": {
      const skills = values.skills;
      return { key, values: {}, skillIds: Array.isArray(skills) ? skills.map(String) : [] };
    }
    case "plan.major-work":
    case "plan.foundation":
      return { key, values: { grade: numberOf(values.grade) } };
    case "plan.unlocks":
      return { key, values: { count: numberOf(values.count) } };
    default:
      return { key, values: {} };
  }
}

/** A target's reasons: from the codes when there is one per sentence, else from the sentences. */
export function planReasonsOf(why: readonly string[], codes?: readonly ReasonCode[]): ReasonMessage[] {
  const usable = codes !== undefined && codes.length === why.length;
  return why.map((text, index) => planReasonOf(text, usable ? codes[index] : undefined));
}

/** A skill's evidence: from its code when there is one, else read back from the English sentence. */
export function evidenceReasonOf(text: string, code?: ReasonCode): ReasonMessage & { basis?: ReasonMessage } {
  const key = code ? EVIDENCE_KEYS[code.code as EvidenceCode] : undefined;
  if (!code || !key) return evidenceReason(text);
  if (code.code === "evidence.not-covered") return { key, values: {} };
  const basisKey = EVIDENCE_BASIS_KEYS[code.values.basis as EvidenceBasis];
  if (!basisKey) return evidenceReason(text);
  const counted = code.values.basis === "direct" || code.values.basis === "direct-related";
  return { key, values: {}, basis: { key: basisKey, values: counted ? { count: numberOf(code.values.count) } : {} } };
}
