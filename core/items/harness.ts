/**
 * The checking harness (PRODUCT.md §10: 0 wrong answer keys across every generator x 200 seeds,
 * checked by an independent computation). `checkItem` recomputes the answer from the item's
 * `check` data with mathjs, which shares no code with the generators, and lists every problem it
 * finds. Used by generators.test.ts; kept out of test files so a generator author can call it on
 * one item while writing.
 *
 * This module imports mathjs (a dev dependency): only tests and scripts may import it.
 */
import { all, create, type FactoryFunctionMap, type Fraction as MathFraction, type MathType } from "mathjs";
import { isKnownMisconception } from "./misconception-catalogue.ts";
import { score } from "./score.ts";
import type { Choice, Item, ItemResponse } from "./types.ts";
import { validate } from "./validate.ts";

const ALL = all as FactoryFunctionMap;
const math = create(ALL, { number: "Fraction" });
const plain = create(ALL);

function exact(expression: string): MathFraction {
  const v = math.evaluate(expression) as MathType;
  return math.fraction(v as MathFraction);
}

function equalValue(a: MathFraction, n: number, d = 1): boolean {
  return math.equal(a, math.fraction(n, d)) as boolean;
}

function isNumericText(value: string): boolean {
  return /^[\d\s+\-*/().,a-z]+$/i.test(value) && !/^[a-z][a-z -]*$/i.test(value);
}

/** The names a quadrilateral earns from its vertices, computed from side lengths and angles. */
export function quadrilateralNames(points: [number, number][]): string[] {
  if (points.length !== 4) return [];
  const sides = points.map((p, i) => {
    const q = points[(i + 1) % 4] as [number, number];
    return [q[0] - p[0], q[1] - p[1]] as [number, number];
  });
  // Squared lengths are whole numbers on a grid, so equal sides compare exactly.
  const lengths = sides.map(([x, y]) => x * x + y * y);
  const rightAngles = sides.every((s, i) => {
    const t = sides[(i + 1) % 4] as [number, number];
    return s[0] * t[0] + s[1] * t[1] === 0;
  });
  const equalSides = lengths.every((l) => l === lengths[0]);
  const names = ["quadrilateral"];
  if (rightAngles) names.push("rectangle");
  if (equalSides) names.push("rhombus");
  if (rightAngles && equalSides) names.push("square");
  return names;
}

/** The response a child gives when typing or choosing exactly the key. */
export function correctResponse(item: Item): ItemResponse {
  const a = item.answer;
  switch (a.format) {
    case "integer":
    case "decimal":
      return { format: a.format, text: String(a.value) };
    case "fraction":
      return { format: "fraction", text: `${a.value.n}/${a.value.d}` };
    case "multiple-choice":
      return { format: "multiple-choice", choiceId: a.choiceId };
    case "multi-select":
      return { format: "multi-select", choiceIds: a.choiceIds };
    case "ordering":
      return { format: "ordering", order: a.order };
    case "comparison":
      return { format: "comparison", symbol: a.symbol };
    case "expression":
      return { format: "expression", text: a.expression };
    case "number-line-point":
      return { format: "number-line-point", position: a.value.n / a.value.d };
  }
}

/** The key recomputed from `check` and compared with `answer`; returns problems found. */
function checkKey(item: Item): string[] {
  const problems: string[] = [];
  const { check, answer } = item;
  const choices = item.choices ?? [];
  const choiceValue = (c: Choice) => exact(c.value);
  switch (check.kind) {
    case "value": {
      const expected = exact(check.expression);
      if (answer.format === "integer") {
        if (!equalValue(expected, answer.value))
          problems.push(`key ${answer.value} but ${check.expression} = ${math.format(expected)}`);
      } else if (answer.format === "decimal") {
        if (Math.abs(math.number(expected) - answer.value) > 1e-9)
          problems.push(`key ${answer.value} but ${check.expression} = ${math.format(expected)}`);
      } else if (answer.format === "fraction" || answer.format === "number-line-point") {
        if (!equalValue(expected, answer.value.n, answer.value.d))
          problems.push(`key ${answer.value.n}/${answer.value.d} but ${check.expression} = ${math.format(expected)}`);
      } else if (answer.format === "multiple-choice") {
        for (const c of choices) {
          const right = math.equal(choiceValue(c), expected) as boolean;
          if (right !== (c.id === answer.choiceId))
            problems.push(`choice "${c.text}" (${c.value}) ${right ? "is also right" : "is keyed right but is not"}`);
        }
      } else problems.push(`check "value" does not fit format ${answer.format}`);
      break;
    }
    case "compare": {
      if (answer.format !== "comparison") return [`check "compare" does not fit format ${answer.format}`];
      const sign = math.number(math.compare(exact(check.left), exact(check.right)) as MathFraction);
      const symbol = sign < 0 ? "<" : sign > 0 ? ">" : "=";
      if (symbol !== answer.symbol) problems.push(`key ${answer.symbol} but ${check.left} ${symbol} ${check.right}`);
      break;
    }
    case "order": {
      if (answer.format !== "ordering") return [`check "order" does not fit format ${answer.format}`];
      const sorted = [...choices].sort((x, y) =>
        math.number(math.compare(choiceValue(x), choiceValue(y)) as MathFraction),
      );
      if (check.direction === "descending") sorted.reverse();
      const values = choices.map((c) => math.format(choiceValue(c)));
      if (new Set(values).size !== values.length)
        problems.push("two cards have the same value, so the order is not unique");
      if (sorted.map((c) => c.id).join() !== answer.order.join())
        problems.push(`key order ${answer.order.join()} but values sort to ${sorted.map((c) => c.id).join()}`);
      break;
    }
    case "select-equal": {
      if (answer.format !== "multi-select") return [`check "select-equal" does not fit format ${answer.format}`];
      const target = exact(check.target);
      const expected = choices.filter((c) => math.equal(choiceValue(c), target)).map((c) => c.id);
      if (expected.sort().join() !== [...answer.choiceIds].sort().join())
        problems.push(`key ${answer.choiceIds.join()} but equal choices are ${expected.join()}`);
      break;
    }
    case "expression": {
      if (answer.format !== "expression") return [`check "expression" does not fit format ${answer.format}`];
      for (const x of [0.5, 2, 3.25, 7]) {
        const scope = Object.fromEntries(answer.variables.map((v) => [v, x]));
        const key = answer.expression
          .replace(/(\d)([a-z(])/gi, "$1*$2")
          .replace(/×/g, "*")
          .replace(/÷/g, "/");
        const a = plain.evaluate(key, { ...scope }) as number;
        const b = plain.evaluate(check.expression, { ...scope }) as number;
        if (Math.abs(a - b) > 1e-9)
          problems.push(`expression key ${answer.expression} differs from ${check.expression} at ${x}`);
      }
      break;
    }
    case "quadrilateral-names": {
      if (answer.format !== "multi-select") return [`check "quadrilateral-names" does not fit format ${answer.format}`];
      const names = quadrilateralNames(check.points);
      const expected = choices.filter((c) => names.includes(c.value)).map((c) => c.id);
      if (expected.sort().join() !== [...answer.choiceIds].sort().join())
        problems.push(`key ${answer.choiceIds.join()} but the shape is ${names.join(", ")}`);
      break;
    }
  }
  return problems;
}

/** Sanity of the item's shape and values: things no child should ever see. */
function checkShape(item: Item): string[] {
  const problems: string[] = [];
  const json = JSON.stringify(item);
  if (/NaN|undefined|Infinity|\[object /.test(json))
    problems.push("item text contains NaN, undefined, Infinity or [object");
  if (item.prompt.trim().length < 5) problems.push("prompt is empty");
  if (item.hints.length < 2 || item.hints.some((h) => h.trim() === "")) problems.push("needs at least two hints");
  if (new Set(item.hints).size !== item.hints.length) problems.push("hints repeat");
  if (item.solution.steps.length === 0 || item.solution.answer.trim() === "") problems.push("needs a worked solution");
  if (item.format !== item.answer.format) problems.push("format differs from answer.format");
  const a = item.answer;
  // A negative answer is absurd unless the item's range goes below 0 (signed numbers, grade 6 on).
  if (
    a.format === "integer" &&
    (!Number.isSafeInteger(a.value) || (a.value < 0 && a.min >= 0) || Math.abs(a.value) > 100_000)
  )
    problems.push(`absurd integer answer ${a.value}`);
  if (
    (a.format === "fraction" || a.format === "number-line-point") &&
    (a.value.d <= 0 || (a.value.n < 0 && (a.min ?? 0) >= 0) || a.value.d > 100)
  )
    problems.push("absurd fraction answer");
  if (a.format === "number-line-point" && (a.value.n / a.value.d < a.min || a.value.n / a.value.d > a.max))
    problems.push("point is off the line");
  if (item.figure) {
    const svg = item.figure.svg;
    if (
      !svg.startsWith("<svg") ||
      !/viewBox="/.test(svg) ||
      !/role="img"/.test(svg) ||
      !/<title>[^<]+<\/title>/.test(svg)
    )
      problems.push("figure lacks viewBox, role or title");
    if (item.figure.description.trim().length < 10) problems.push("figure lacks a description");
  }
  const choices = item.choices ?? [];
  for (const id of [...item.wrongAnswers.map((w) => w.misconception), ...choices.map((c) => c.misconception)])
    if (id !== undefined && !isKnownMisconception(id)) problems.push(`misconception ${id} is not in misconceptions.ts`);
  if (["multiple-choice", "multi-select", "ordering"].includes(item.format) && choices.length < 3)
    problems.push("needs at least 3 choices");
  if (new Set(choices.map((c) => c.text)).size !== choices.length) problems.push("duplicate choice text");
  if (new Set(choices.map((c) => c.id)).size !== choices.length) problems.push("duplicate choice id");
  const numeric = choices.filter((c) => isNumericText(c.value));
  if (item.format === "multiple-choice" && numeric.length === choices.length) {
    const values = numeric.map((c) => math.format(exact(c.value)));
    if (new Set(values).size !== values.length) problems.push(`two choices have the same value: ${values.join(", ")}`);
  }
  if (item.format === "multiple-choice") {
    const key = item.answer.format === "multiple-choice" ? item.answer.choiceId : "";
    for (const c of choices)
      if ((c.id === key) === (c.misconception !== undefined))
        problems.push(`choice ${c.id}: the key has no misconception, every distractor has one`);
  }
  return problems;
}

/** The key validates and scores right; each listed wrong answer validates and scores wrong with its misconception. */
function checkScoring(item: Item): string[] {
  const problems: string[] = [];
  const right = correctResponse(item);
  if (!validate(item, right).ok) problems.push(`the key does not validate: ${JSON.stringify(validate(item, right))}`);
  const s = score(item, right);
  if (s.status !== "scored" || !s.correct) problems.push("the key does not score right");
  const seen = new Set<string>();
  for (const w of item.wrongAnswers) {
    const key = JSON.stringify(w.response);
    if (seen.has(key)) problems.push(`wrong answer ${key} listed twice`);
    seen.add(key);
    const v = validate(item, w.response);
    if (!v.ok) problems.push(`wrong answer ${key} (${w.misconception}) does not validate: ${v.message}`);
    const ws = score(item, w.response);
    if (ws.status !== "scored" || ws.correct) problems.push(`wrong answer ${key} (${w.misconception}) scores right`);
    else if (ws.misconception !== w.misconception)
      problems.push(`wrong answer ${key} matched ${ws.misconception}, not ${w.misconception}`);
    if (w.feedback.trim().length < 10) problems.push(`wrong answer ${key} has no feedback`);
  }
  if (item.wrongAnswers.length === 0) problems.push("no common wrong answers listed");
  return problems;
}

/** Every problem with one item; an empty list means the item is sound. */
export function checkItem(item: Item): string[] {
  let keyProblems: string[];
  try {
    keyProblems = checkKey(item);
  } catch (error) {
    keyProblems = [`check could not be evaluated: ${String(error)}`];
  }
  return [...checkShape(item), ...keyProblems, ...checkScoring(item)];
}
