/**
 * Linear expressions for the grade-7 expression generators: writing ax + b the way a child writes
 * it, for the key (plain "-" and implied multiplication) and for display (true minus signs), and
 * keeping only wrong expressions that differ from the key and from each other.
 */
import { equivalent, parseExpression } from "../../expression.ts";
import type { MisconceptionId } from "../../misconceptions.ts";
import type { WrongAnswer } from "../../types.ts";
import { roundTo } from "./helpers.ts";

/** "3x - 5", "-x + 2", "0.5x", "4": a linear expression in plain text. */
export function linear(a: number, b: number, v: string): string {
  const [ca, cb] = [roundTo(a, 4), roundTo(b, 4)];
  const term = ca === 0 ? "" : ca === 1 ? v : ca === -1 ? `-${v}` : `${ca}${v}`;
  if (cb === 0) return term || "0";
  if (!term) return String(cb);
  return `${term} ${cb < 0 ? "-" : "+"} ${Math.abs(cb)}`;
}

/** The same text with true minus signs, for the child to read. */
export function show(plain: string): string {
  return plain.replace(/-/g, "−");
}

/** Wrong expressions that are not equivalent to the key or to an earlier wrong one. */
export function wrongExpressions(
  key: string,
  variables: string[],
  mistakes: { text: string; misconception: MisconceptionId; feedback: string }[],
): WrongAnswer[] {
  const parse = (t: string) => {
    const p = parseExpression(t);
    return p.ok ? p.sides : null;
  };
  const seen = [parse(key)].filter((s) => s !== null);
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    const sides = parse(m.text);
    if (!sides || seen.some((s) => equivalent(s, sides, variables))) continue;
    seen.push(sides);
    out.push({
      misconception: m.misconception,
      response: { format: "expression", text: m.text },
      feedback: m.feedback,
    });
  }
  return out;
}
