/**
 * Hints lead to the last step and leave it to the child (issue 20: "the last hint is often the
 * whole computation"). Many generators write a hint as the computation with its result ("One layer
 * has 3 rows of 2: 3 × 2 = 6 cubes"), which hands over the answer. `withholdAnswer` is the shared
 * fix every generator gets through `generateItem`: where a hint states the key as the result of a
 * computation ("= 6", "equals 6"), the result becomes a question mark ("3 × 2 = ? cubes"), so the
 * hint still shows which computation to do and the child does it. Only the key is withheld: other
 * numbers in a hint (a first step, an estimate) stay, and solutions, feedback and checks are never
 * touched. Generators that can say more than "= ?" write their own last hint.
 */
import { plainText } from "./text.ts";
import type { Answer, Choice } from "./types.ts";

/** The ways the key can be written in a text: "1234", "1,234", "−5", "3/4", "1 1/2", a numeric choice's text. */
export function keyTexts(answer: Answer, choices: readonly Choice[] | undefined): string[] {
  const signed = (t: string) => (t.startsWith("-") ? [t, `−${t.slice(1)}`] : [t]);
  switch (answer.format) {
    case "integer":
      return [...new Set([String(answer.value), answer.value.toLocaleString("en-US")])].flatMap(signed);
    case "decimal":
      return signed(String(answer.value));
    case "fraction": {
      const { n, d } = answer.value;
      const out = [`${n}/${d}`];
      if (Math.abs(n) > d && n % d !== 0)
        out.push(`${n < 0 ? "-" : ""}${Math.trunc(Math.abs(n) / d)} ${Math.abs(n) % d}/${d}`);
      if (d === 1) out.push(String(n));
      return out.flatMap(signed);
    }
    case "multiple-choice": {
      const text = choices?.find((c) => c.id === answer.choiceId)?.text;
      const plain = text ? plainText(text).trim() : "";
      // Only a key that is a number (with a unit at most) can be stated as a result.
      return /^[−-]?\$?[\d.,/ ]*\d(\s?[a-z°%]+)?$/i.test(plain) ? [plain.replace(/\s?[a-z°%]+$/i, "")] : [];
    }
    default:
      return [];
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The hint with every "= <key>" / "equals <key>" turned into "= ?" (inside or outside inline math). */
export function withholdAnswer(hint: string, keys: readonly string[]): string {
  let out = hint;
  for (const key of [...keys].sort((a, b) => b.length - a.length)) {
    if (!/\d/.test(key)) continue;
    const pattern = new RegExp(
      `(=|\\bequals)(\\s*)(\\\\\\(\\s*)?\\$?${escape(key)}(?![\\d/.,]\\d|[\\d⁰¹²³⁴⁵⁶⁷⁸⁹π\\w])`,
      "g",
    );
    out = out.replace(
      pattern,
      (_m, sign: string, space: string, open: string | undefined) => `${sign}${space || " "}${open ?? ""}?`,
    );
  }
  return out;
}
