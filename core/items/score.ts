/**
 * Is a usable response right, and which misconception does a wrong one match? `score` validates
 * first and returns only the validation message for an unusable response (STYLE.md habit 3).
 */
import { equivalent, parseExpression } from "./expression.ts";
import type { MisconceptionId } from "./misconceptions.ts";
import { parseNumberText, rationalEquals } from "./numbers.ts";
import type { Answer, Item, ItemResponse, Rational } from "./types.ts";
import { validate, type ValidationMessage, type ValidationProblem } from "./validate.ts";

export type Score =
  | ({ status: "invalid"; problem: ValidationProblem; message: string } & ValidationMessage)
  | { status: "scored"; correct: true; feedback: string }
  | { status: "scored"; correct: false; misconception: MisconceptionId | null; feedback: string };

function numberOf(text: string): { value: Rational; raw: Rational } | null {
  const parsed = parseNumberText(text);
  return parsed.ok ? parsed.number : null;
}

function decimalValue(value: number, places: number): Rational {
  const d = 10 ** places;
  return { n: Math.round(value * d), d };
}

/** Does the response give the answer, in any form the item accepts? */
export function isCorrect(answer: Answer, response: ItemResponse): boolean {
  switch (answer.format) {
    case "integer": {
      const got = response.format === "integer" ? numberOf(response.text) : null;
      return got !== null && rationalEquals(got.value, { n: answer.value, d: 1 });
    }
    case "decimal": {
      const got = response.format === "decimal" ? numberOf(response.text) : null;
      return got !== null && rationalEquals(got.value, decimalValue(answer.value, answer.places));
    }
    case "fraction": {
      const got = response.format === "fraction" ? numberOf(response.text) : null;
      if (got === null) return false;
      if (answer.equivalent) return rationalEquals(got.value, answer.value);
      return got.raw.n === answer.value.n && got.raw.d === answer.value.d;
    }
    case "multiple-choice":
      return response.format === "multiple-choice" && response.choiceId === answer.choiceId;
    case "multi-select":
      return response.format === "multi-select" && sameSet(response.choiceIds, answer.choiceIds);
    case "ordering":
      return response.format === "ordering" && response.order.join("|") === answer.order.join("|");
    case "comparison":
      return response.format === "comparison" && response.symbol.trim() === answer.symbol;
    case "expression": {
      if (response.format !== "expression") return false;
      return expressionsMatch(response.text, answer.expression, answer.variables);
    }
    case "number-line-point":
      return (
        response.format === "number-line-point" &&
        response.position !== null &&
        // Within a quarter of a tick: the player snaps to ticks, so only the right tick counts.
        Math.abs(response.position - answer.value.n / answer.value.d) <= 1 / (4 * answer.ticksPerUnit)
      );
  }
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join("|") === [...b].sort().join("|");
}

function expressionsMatch(a: string, b: string, variables: string[]): boolean {
  const x = parseExpression(a);
  const y = parseExpression(b);
  return x.ok && y.ok && equivalent(x.sides, y.sides, variables);
}

/** Does the child's response give the same answer as a listed wrong answer? (Equal values match.) */
function sameAnswer(item: Item, response: ItemResponse, wrong: ItemResponse): boolean {
  if (response.format !== wrong.format) return false;
  switch (wrong.format) {
    case "integer":
    case "decimal":
    case "fraction": {
      const got = numberOf((response as { text: string }).text);
      const listed = numberOf(wrong.text);
      return got !== null && listed !== null && rationalEquals(got.value, listed.value);
    }
    case "expression": {
      const variables = item.answer.format === "expression" ? item.answer.variables : [];
      return expressionsMatch((response as { text: string }).text, wrong.text, variables);
    }
    case "number-line-point": {
      const position = (response as { position: number | null }).position;
      const ticks = item.answer.format === "number-line-point" ? item.answer.ticksPerUnit : 1;
      return position !== null && wrong.position !== null && Math.abs(position - wrong.position) <= 1 / (4 * ticks);
    }
    default:
      return isCorrect(asAnswer(wrong), response);
  }
}

/** A wrong choice-type response read as if it were the key, to reuse the comparisons above. */
function asAnswer(wrong: ItemResponse): Answer {
  switch (wrong.format) {
    case "multiple-choice":
      return { format: "multiple-choice", choiceId: wrong.choiceId ?? "" };
    case "multi-select":
      return { format: "multi-select", choiceIds: wrong.choiceIds };
    case "ordering":
      return { format: "ordering", order: wrong.order };
    case "comparison":
      return { format: "comparison", symbol: wrong.symbol as "<", left: "", right: "" };
    default:
      throw new Error(`asAnswer: ${wrong.format} is compared by value`);
  }
}

export function score(item: Item, response: ItemResponse): Score {
  const validation = validate(item, response);
  if (!validation.ok) {
    const { ok: _ok, ...invalid } = validation;
    return { status: "invalid", ...invalid };
  }
  if (isCorrect(item.answer, response)) {
    return { status: "scored", correct: true, feedback: `That's right! ${item.solution.answer}` };
  }
  const chosen =
    response.format === "multiple-choice" ? item.choices?.find((c) => c.id === response.choiceId) : undefined;
  const wrong = item.wrongAnswers.find((w) => sameAnswer(item, response, w.response));
  const misconception = wrong?.misconception ?? chosen?.misconception ?? null;
  const feedback = wrong?.feedback ?? `Not quite. ${item.hints[0] ?? "Look at the question again."}`;
  return { status: "scored", correct: false, misconception, feedback };
}
