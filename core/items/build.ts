/**
 * The toolkit generators are written with. A generator returns an ItemDraft; the registry adds the
 * identity fields (skill, seed, difficulty, theme, schema version). The helpers here turn a list of
 * "misconception -> wrong value" into wrong answers and choices, dropping any that would collide
 * with the correct answer or with each other, so a generator stays short and never ships a
 * distractor that is secretly right.
 */
import { evaluate, parseExpression } from "./expression.ts";
import type { MisconceptionId } from "./misconceptions.ts";
import { compareRationals, rationalEquals, reduce } from "./numbers.ts";
import { createRandom, type Random } from "./random.ts";
import { fractionText } from "./text.ts";
import type { ThemeWords } from "./themes.ts";
import type { Answer, Choice, GeneratorInput, Item, Rational, WrongAnswer } from "./types.ts";

export type GeneratorContext = GeneratorInput & { rng: Random; words: ThemeWords };

/** What a generator returns: the item without the fields the registry fills in. */
export type ItemDraft = Pick<
  Item,
  "prompt" | "figure" | "answer" | "choices" | "hints" | "solution" | "wrongAnswers" | "check"
>;

export type Generator = (ctx: GeneratorContext) => ItemDraft;

/** A wrong value and why a child might give it. */
export type Mistake<T> = { misconception: MisconceptionId; value: T; feedback: string };

/** Answers above this are absurd for grades 3-8 and rejected by validation as out of range. */
export const DEFAULT_MAX = 1_000_000;

/**
 * A whole-number answer. The child may type from `min` (default 0) to `max`; a negative `min`
 * allows signed answers ("-5", "−5"): `integerAnswer(-5, { min: -100, max: 100 })`.
 */
export function integerAnswer(value: number, options: { unit?: string; min?: number; max?: number } = {}): Answer {
  const answer: Answer = { format: "integer", value, min: options.min ?? 0, max: options.max ?? DEFAULT_MAX };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

/**
 * Keeps whole wrong values from `min` (default 0; pass the answer's `min` for signed answers) up to
 * DEFAULT_MAX that differ from the answer and from each other.
 */
export function wrongIntegers(correct: number, mistakes: Mistake<number>[], min = 0): WrongAnswer[] {
  const seen = new Set<number>([correct]);
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    if (!Number.isInteger(m.value) || m.value < min || m.value > DEFAULT_MAX || seen.has(m.value)) continue;
    seen.add(m.value);
    out.push({
      misconception: m.misconception,
      response: { format: "integer", text: String(m.value) },
      feedback: m.feedback,
    });
  }
  return out;
}

/**
 * A fraction answer. Equal fractions are accepted unless `equivalent: false`; mixed numbers when
 * the fraction is beyond 1 (or -1). Fractions are never negative unless `min` < 0:
 * `fractionAnswer({ n: -3, d: 4 }, { min: -10, max: 10 })` accepts "-3/4" and "−6/8".
 */
export function fractionAnswer(
  value: Rational,
  options: { equivalent?: boolean; decimal?: boolean; mixed?: boolean; min?: number; max?: number } = {},
): Answer {
  const answer: Answer = {
    format: "fraction",
    value,
    equivalent: options.equivalent ?? true,
    decimal: options.decimal ?? false,
    mixed: options.mixed ?? Math.abs(value.n) > value.d,
  };
  // Set only when given, so items without a range keep their stored shape.
  if (options.min !== undefined) answer.min = options.min;
  if (options.max !== undefined) answer.max = options.max;
  return answer;
}

/**
 * Keeps wrong fractions from `min` (default 0, so no negatives; pass the answer's `min` for signed
 * answers) whose value differs from the answer and from each other.
 */
export function wrongFractions(correct: Rational, mistakes: Mistake<Rational>[], min = 0): WrongAnswer[] {
  const seen: Rational[] = [correct];
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    if (
      m.value.d <= 0 ||
      !Number.isInteger(m.value.n) ||
      compareRationals(m.value, { n: min, d: 1 }) < 0 ||
      seen.some((s) => rationalEquals(s, m.value))
    )
      continue;
    seen.push(m.value);
    out.push({
      misconception: m.misconception,
      response: { format: "fraction", text: fractionText(m.value.n, m.value.d) },
      feedback: m.feedback,
    });
  }
  return out;
}

/**
 * `value` rounded to `places` decimal places, halves away from zero as in class: 2.675 is 2.68
 * (not 2.67, despite floating point) and -2.5 to 0 places is -3.
 */
function roundTo(value: number, places: number): number {
  const f = 10 ** places;
  const scaled = Math.round(Number((Math.abs(value) * f).toPrecision(12))) / f;
  return value < 0 && scaled !== 0 ? -scaled : scaled;
}

/** A number as a child types it, without exponent or thousands commas: "-3.5", "0.0001", "12". */
function decimalText(value: number): string {
  const fixed = roundTo(value, 10).toFixed(10);
  const text = fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
  return text === "-0" ? "0" : text;
}

/**
 * A decimal answer given to `places` decimal places (the value is rounded to them). The child may
 * type from `min` (default 0) to `max` (default DEFAULT_MAX); a negative `min` allows signed
 * answers: `decimalAnswer(-2.5, 1, { min: -10, max: 10 })`. Whole signed numbers may use
 * `integerAnswer` with a negative `min` instead.
 */
export function decimalAnswer(
  value: number,
  places: number,
  options: { unit?: string; min?: number; max?: number } = {},
): Answer {
  const answer: Answer = {
    format: "decimal",
    value: roundTo(value, places),
    places,
    min: options.min ?? 0,
    max: options.max ?? DEFAULT_MAX,
  };
  if (options.unit) answer.unit = options.unit;
  return answer;
}

/**
 * Keeps wrong decimals within `range` (default 0 to DEFAULT_MAX) that differ from the answer and
 * from each other. A wrong value keeps up to six decimal places even beyond `places`, so a
 * misplaced decimal point (0.025 for 0.25) stays a listed wrong answer.
 */
export function wrongDecimals(
  correct: number,
  places: number,
  mistakes: Mistake<number>[],
  range: { min?: number; max?: number } = {},
): WrongAnswer[] {
  const min = range.min ?? 0;
  const max = range.max ?? DEFAULT_MAX;
  const seen = new Set<number>([roundTo(correct, places)]);
  const out: WrongAnswer[] = [];
  for (const m of mistakes) {
    const value = roundTo(m.value, Math.max(places, 6));
    if (!Number.isFinite(value) || value < min || value > max || seen.has(value)) continue;
    seen.add(value);
    out.push({
      misconception: m.misconception,
      response: { format: "decimal", text: decimalText(value) },
      feedback: m.feedback,
    });
  }
  return out;
}

/** The numeric value of a choice's `value` when it is arithmetic, else null (names like "rectangle"). */
function numericValue(value: string): number | null {
  if (!/^[\d\s+\-*/().]+$/.test(value)) return null;
  const parsed = parseExpression(value);
  if (!parsed.ok || parsed.sides.length !== 1) return null;
  return evaluate(parsed.sides[0] as NonNullable<(typeof parsed.sides)[0]>, {});
}

function sameValue(a: string, b: string): boolean {
  const x = numericValue(a);
  const y = numericValue(b);
  return x !== null && y !== null ? Math.abs(x - y) < 1e-9 : a === b;
}

export type ChoiceSpec = { text: string; value: string };
export type Distractor = ChoiceSpec & { misconception: MisconceptionId; feedback: string };

/**
 * How `multipleChoice` lays out its choices. Omitted or `false`: shuffled. Otherwise the choices
 * keep their natural order and the key sits wherever it naturally falls:
 * - `true` or `"ascending"`: by value, smallest first (every choice's value must be a number);
 * - `"descending"`: by value, largest first;
 * - a list of the choices' texts (or values) in their natural order, for words and signs:
 *   `["less than", "equal to", "greater than"]`. Every choice must be in the list.
 */
export type ChoiceOrder = boolean | "ascending" | "descending" | readonly string[];

function naturalOrder<T extends ChoiceSpec>(specs: T[], order: Exclude<ChoiceOrder, false>): T[] {
  if (typeof order === "object") {
    const rank = (s: T) => {
      const at = order.findIndex((entry) => entry === s.text || entry === s.value);
      if (at < 0) throw new Error(`multipleChoice: choice "${s.text}" is missing from the keepOrder list`);
      return at;
    };
    return [...specs].sort((a, b) => rank(a) - rank(b));
  }
  const numbers = specs.map((s) => {
    const value = numericValue(s.value);
    if (value === null)
      throw new Error(
        `multipleChoice: keepOrder by value needs numeric values, not "${s.value}"; give the texts in order instead`,
      );
    return { spec: s, value };
  });
  const sign = order === "descending" ? -1 : 1;
  return numbers.sort((a, b) => sign * (a.value - b.value)).map((n) => n.spec);
}

/**
 * A multiple-choice item's choices: the correct one and up to `count - 1` distractors, skipping any
 * whose text or value repeats an earlier one. Shuffled unless `keepOrder` (see `ChoiceOrder`: for
 * choices with a natural order, such as numbers from smallest to largest or "less than / equal to /
 * greater than"). Throws if fewer than two distractors survive: a generator bug.
 */
export function multipleChoice(
  rng: Random,
  correct: ChoiceSpec,
  distractors: Distractor[],
  options: { count?: number; keepOrder?: ChoiceOrder } = {},
): { choices: Choice[]; answer: Answer; wrongAnswers: WrongAnswer[] } {
  const count = options.count ?? 4;
  const kept: Distractor[] = [];
  for (const d of distractors) {
    if (kept.length >= count - 1) break;
    const clash = [correct, ...kept].some((c) => c.text === d.text || sameValue(c.value, d.value));
    if (!clash) kept.push(d);
  }
  if (kept.length < 2)
    throw new Error(`multipleChoice: only ${kept.length} distinct distractors for "${correct.text}"`);
  const specs: (ChoiceSpec & { misconception?: MisconceptionId; feedback?: string })[] = [correct, ...kept];
  const ordered = options.keepOrder ? naturalOrder(specs, options.keepOrder) : rng.shuffle(specs);
  const ids = "abcdefgh";
  const choices: Choice[] = ordered.map((s, i) => {
    const choice: Choice = { id: ids.charAt(i), text: s.text, value: s.value };
    if (s.misconception) choice.misconception = s.misconception;
    return choice;
  });
  const idOf = (text: string) => choices.find((c) => c.text === text)?.id ?? "";
  return {
    choices,
    answer: { format: "multiple-choice", choiceId: idOf(correct.text) },
    wrongAnswers: kept.map((d) => ({
      misconception: d.misconception,
      response: { format: "multiple-choice", choiceId: idOf(d.text) },
      feedback: d.feedback,
    })),
  };
}

/** Lowest-terms text of a fraction, for solution lines. */
export function simplest(r: Rational): string {
  const s = reduce(r);
  return fractionText(s.n, s.d);
}

/** Picks one value per difficulty: `byDifficulty(ctx, [easy, medium, hard])`. */
export function byDifficulty<T>(ctx: { difficulty: 1 | 2 | 3 }, values: readonly [T, T, T]): T {
  return values[ctx.difficulty - 1] as T;
}

export type { Item };

/** The whole numbers lo..hi, both included: the options of a small range for `cycle`. */
export function intRange(lo: number, hi: number): number[] {
  return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
}

/**
 * Each level's options without those the level below already has (compared by their values), so
 * `cycle` at level 2 never asks a level-1 question (the repeat check counts those too).
 */
export function levelsApart<T extends readonly unknown[]>(levels: readonly [T[], T[], T[]]): readonly [T[], T[], T[]] {
  const apart = (options: T[], below: T[] | undefined) => {
    const seen = new Set((below ?? []).map((o) => JSON.stringify(o)));
    return options.filter((o) => !seen.has(JSON.stringify(o)));
  };
  return [levels[0], apart(levels[1], levels[0]), apart(levels[2], levels[1])];
}

type Span = readonly [number, number];
/**
 * Every combination of whole numbers from the given ranges (both ends included), e.g. the
 * length, width and height of a box: the options for `cycle` when each number was drawn alone.
 */
export function intGrid(a: Span, b: Span): [number, number][];
export function intGrid(a: Span, b: Span, c: Span): [number, number, number][];
export function intGrid(a: Span, b: Span, c: Span, d: Span): [number, number, number, number][];
export function intGrid(...spans: Span[]): number[][] {
  return spans.reduce<number[][]>(
    (rows, [lo, hi]) => rows.flatMap((row) => intRange(lo, hi).map((v) => [...row, v])),
    [[]],
  );
}

/**
 * One of `options`, chosen so that consecutive seeds of one skill and level walk through every
 * option (in an order fixed per skill and level) before any comes back: for a small space of
 * questions (grade-3 fractions with denominators 2-8, single-digit facts) this is what keeps a
 * session from asking the same thing twice. Seed s and seed s + options.length give the same
 * option; the rest of the item may still vary with `ctx.rng`.
 */
export function cycle<T>(ctx: Pick<GeneratorContext, "skillId" | "seed" | "difficulty">, options: readonly T[]): T {
  if (options.length === 0) throw new Error("cycle needs at least one option");
  const order = createRandom(`${ctx.skillId}|${ctx.difficulty}|cycle|${options.length}`).shuffle(
    options.map((_, i) => i),
  );
  const at = ((ctx.seed % options.length) + options.length) % options.length;
  return options[order[at] ?? 0] as T;
}
