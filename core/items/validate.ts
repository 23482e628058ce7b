/**
 * Is a response usable? (STYLE.md habit 3: validation is separate from scoring, and an invalid
 * response never learns whether it was right.) Messages speak to a child of 8-14: they say what to
 * fix, never that the answer is wrong.
 */
import { parseExpression } from "./expression.ts";
import { compareRationals, parseNumberText, type ParsedNumber } from "./numbers.ts";
import type { Item, ItemResponse } from "./types.ts";

export type ValidationProblem = "empty" | "malformed" | "out-of-range" | "wrong-format";

/**
 * What to tell the child, as a code with its values (the app shows it in the page's language:
 * catalog key `items.validation.<code>`) and in English (`message`: tests, the item harness, logs).
 */
export type ValidationMessage =
  | { code: keyof typeof MESSAGES; values: Record<string, never> }
  | { code: "atLeast"; values: { min: string } }
  | { code: "between"; values: { min: string; max: string } }
  | { code: "letters"; values: { letters: string; count: number; unknown: string } };

export type ValidationCode = ValidationMessage["code"];

export type Validation =
  { ok: true } | ({ ok: false; problem: ValidationProblem; message: string } & ValidationMessage);

const OK: Validation = { ok: true };
const bad = (problem: ValidationProblem, code: keyof typeof MESSAGES): Validation => ({
  ok: false,
  problem,
  code,
  values: {},
  message: MESSAGES[code],
});

export const MESSAGES = {
  typeFirst: "Type your answer first.",
  pickFirst: "Pick an answer first.",
  wholeNumber: "Type a whole number, like 24.",
  signedWholeNumber: "Type a whole number, like 24 or -24.",
  decimal: "Type a number, like 2.5.",
  fraction: "Type a fraction like 3/4, or a whole number.",
  signedFraction: "Type a fraction like 3/4 or -3/4, or a whole number.",
  mixed: "Type a fraction like 7/4, or a mixed number like 1 3/4.",
  signedMixed: "Type a fraction like -7/4, or a mixed number like -1 3/4.",
  notNegative: "Answers here are never less than 0, so they have no minus sign. Check your answer.",
  zeroBottom: "The bottom number of a fraction can't be 0.",
  expression: "Use numbers, letters and + − × ÷ ( ). Try typing it again.",
  placePoint: "Choose a point on the number line first.",
  offLine: "Put the point on the number line.",
  pickSign: "Pick <, = or >.",
  pickAtLeastOne: "Pick at least one answer.",
  orderAll: "Put every card in order first.",
  needsEquation: "Write an equation with an = sign.",
  noEquation: "Write an expression without an = sign.",
  refresh: "Something went wrong with this question. Try the next one.",
} as const;

/** A bound as a child reads it, with a true minus sign: "−10". */
const bound = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

/**
 * Within `min`..`max` (no upper bound when `max` is absent)? A negative number where the range
 * starts at 0 or above gets its own message: the child typed a minus sign that has no place here.
 */
function range(n: ParsedNumber, min: number, max?: number): Validation {
  if (n.value.n < 0 && min >= 0) return bad("out-of-range", "notNegative");
  const low = compareRationals(n.value, { n: min, d: 1 }) < 0;
  const high = max !== undefined && compareRationals(n.value, { n: max, d: 1 }) > 0;
  if (!low && !high) return OK;
  if (max === undefined) {
    return {
      ok: false,
      problem: "out-of-range",
      code: "atLeast",
      values: { min: bound(min) },
      message: `Your answer should be at least ${bound(min)}. Check it and try again.`,
    };
  }
  return {
    ok: false,
    problem: "out-of-range",
    code: "between",
    values: { min: bound(min), max: bound(max) },
    message: `Your answer should be between ${bound(min)} and ${bound(max)}. Check it and try again.`,
  };
}

export function validate(item: Item, response: ItemResponse): Validation {
  const answer = item.answer;
  if (response.format !== answer.format) return bad("wrong-format", "refresh");
  switch (response.format) {
    case "integer": {
      if (answer.format !== "integer") return bad("wrong-format", "refresh");
      const parsed = parseNumberText(response.text);
      const hint = answer.min < 0 ? "signedWholeNumber" : "wholeNumber";
      if (!parsed.ok) return parsed.problem === "empty" ? bad("empty", "typeFirst") : bad("malformed", hint);
      // "24.0" is a whole number written with a decimal point; accept it, but not "24.5".
      if (parsed.number.value.d !== 1 || parsed.number.form === "fraction" || parsed.number.form === "mixed") {
        return bad("malformed", hint);
      }
      return range(parsed.number, answer.min, answer.max);
    }
    case "decimal": {
      if (answer.format !== "decimal") return bad("wrong-format", "refresh");
      const parsed = parseNumberText(response.text);
      if (!parsed.ok) return parsed.problem === "empty" ? bad("empty", "typeFirst") : bad("malformed", "decimal");
      if (parsed.number.form === "fraction" || parsed.number.form === "mixed") return bad("malformed", "decimal");
      return range(parsed.number, answer.min, answer.max);
    }
    case "fraction": {
      if (answer.format !== "fraction") return bad("wrong-format", "refresh");
      const parsed = parseNumberText(response.text);
      // No `min` means 0: fractions are never negative unless the item says so.
      const min = answer.min ?? 0;
      const hint = min < 0 ? (answer.mixed ? "signedMixed" : "signedFraction") : answer.mixed ? "mixed" : "fraction";
      if (!parsed.ok) {
        if (parsed.problem === "empty") return bad("empty", "typeFirst");
        return bad("malformed", parsed.problem === "zero-denominator" ? "zeroBottom" : hint);
      }
      const form = parsed.number.form;
      if ((form === "decimal" && !answer.decimal) || (form === "mixed" && !answer.mixed)) return bad("malformed", hint);
      return range(parsed.number, min, answer.max);
    }
    case "multiple-choice": {
      if (response.choiceId === null || response.choiceId === "") return bad("empty", "pickFirst");
      return item.choices?.some((c) => c.id === response.choiceId) ? OK : bad("malformed", "refresh");
    }
    case "multi-select": {
      if (response.choiceIds.length === 0) return bad("empty", "pickAtLeastOne");
      const ids = new Set(item.choices?.map((c) => c.id));
      const unique = new Set(response.choiceIds);
      if (unique.size !== response.choiceIds.length || !response.choiceIds.every((id) => ids.has(id))) {
        return bad("malformed", "refresh");
      }
      return OK;
    }
    case "ordering": {
      const ids = item.choices?.map((c) => c.id) ?? [];
      if (response.order.length === 0) return bad("empty", "orderAll");
      const same = response.order.length === ids.length && [...response.order].sort().join() === [...ids].sort().join();
      return same ? OK : bad("malformed", "orderAll");
    }
    case "comparison": {
      if (response.symbol.trim() === "") return bad("empty", "pickSign");
      return ["<", "=", ">"].includes(response.symbol.trim()) ? OK : bad("malformed", "pickSign");
    }
    case "expression": {
      if (answer.format !== "expression") return bad("wrong-format", "refresh");
      if (response.text.trim() === "") return bad("empty", "typeFirst");
      const parsed = parseExpression(response.text);
      if (!parsed.ok) return bad("malformed", "expression");
      const unknown = parsed.variables.filter((v) => !answer.variables.includes(v));
      if (unknown.length > 0) {
        const letters = answer.variables.join(", ");
        const count = answer.variables.length;
        return {
          ok: false,
          problem: "malformed",
          code: "letters",
          values: { letters, count, unknown: unknown.join(", ") },
          message: `Use the letter${count === 1 ? "" : "s"} ${letters} in your answer, not ${unknown.join(", ")}.`,
        };
      }
      const needsEquation = answer.expression.includes("=");
      if (needsEquation !== (parsed.sides.length === 2)) {
        return bad("malformed", needsEquation ? "needsEquation" : "noEquation");
      }
      return OK;
    }
    case "number-line-point": {
      if (answer.format !== "number-line-point") return bad("wrong-format", "refresh");
      if (response.position === null) return bad("empty", "placePoint");
      if (!Number.isFinite(response.position)) return bad("malformed", "placePoint");
      if (response.position < answer.min || response.position > answer.max) return bad("out-of-range", "offLine");
      return OK;
    }
  }
}
