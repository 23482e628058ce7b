/**
 * The shape of a generated math item (PRODUCT.md §3 "Math"). Items are plain data: the web player
 * renders them, the engine stores them, and `validate`/`score` read them. Nothing here is a class,
 * so an item survives JSON round trips unchanged.
 */
import type { Theme } from "../reading/types.ts";
import type { MisconceptionId } from "./misconceptions.ts";

/** Bump when the stored shape changes, and add an upgrade step with its own test (STYLE.md habit 12). */
export const ITEM_SCHEMA_VERSION = 1;

export type Difficulty = 1 | 2 | 3;
export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3];

export const ANSWER_FORMATS = [
  "integer",
  "decimal",
  "fraction",
  "multiple-choice",
  "multi-select",
  "ordering",
  "comparison",
  "expression",
  "number-line-point",
] as const;
export type AnswerFormat = (typeof ANSWER_FORMATS)[number];

/** An exact fraction; the denominator is positive. Whole numbers have denominator 1. */
export type Rational = { n: number; d: number };

export type ComparisonSymbol = "<" | "=" | ">";

/**
 * The correct answer, one shape per format. Options say which equivalent forms are accepted.
 * `min` and `max` bound what a child may type; a negative answer ("-5", "-3/4") is accepted only
 * where `min` < 0, and otherwise refused with a message that says answers here are never below 0.
 */
export type Answer =
  | { format: "integer"; value: number; min: number; max: number; unit?: string }
  | { format: "decimal"; value: number; places: number; min: number; max: number; unit?: string }
  | {
      format: "fraction";
      value: Rational;
      /** Accept any equal fraction (2/4 for 1/2). When false the exact numerator and denominator are needed. */
      equivalent: boolean;
      /** Accept a decimal that equals the fraction exactly (0.5 for 1/2). */
      decimal: boolean;
      /** Accept a mixed number ("1 1/2", "-1 1/2") for a fraction greater than 1 or less than -1. */
      mixed: boolean;
      /** Smallest value a child may type; absent means 0 (no negative fractions). Below 0 allows "-3/4". */
      min?: number;
      /** Largest value a child may type; absent means no upper bound. */
      max?: number;
      unit?: string;
    }
  | { format: "multiple-choice"; choiceId: string }
  | { format: "multi-select"; choiceIds: string[] }
  /** Choice ids in the right order. */
  | { format: "ordering"; order: string[] }
  | { format: "comparison"; symbol: ComparisonSymbol; left: string; right: string }
  /**
   * An expression or equation in the letters `variables`; any equivalent form is accepted
   * (checked by evaluating at several points).
   */
  | { format: "expression"; expression: string; variables: string[] }
  /** A point on the number line from `min` to `max` divided into `1/ticksPerUnit` steps. */
  | { format: "number-line-point"; value: Rational; min: number; max: number; ticksPerUnit: number };

/** What the child sends back, one shape per format. Text formats keep the raw text the child typed. */
export type ItemResponse =
  | { format: "integer"; text: string }
  | { format: "decimal"; text: string }
  | { format: "fraction"; text: string }
  | { format: "multiple-choice"; choiceId: string | null }
  | { format: "multi-select"; choiceIds: string[] }
  | { format: "ordering"; order: string[] }
  | { format: "comparison"; symbol: string }
  | { format: "expression"; text: string }
  /** Where the child dropped the point, in number-line units (the player snaps to ticks). */
  | { format: "number-line-point"; position: number | null };

export type Choice = {
  /** Stable within the item: "a", "b", "c"... in display order. */
  id: string;
  /** What the child sees; may contain inline math. */
  text: string;
  /**
   * The choice's meaning for the checking harness: a math expression ("3/4", "3*60+47") or, for
   * property questions, a name ("rectangle"). Never shown to the child.
   */
  value: string;
  /** Set on a wrong choice: the misconception that leads to it. */
  misconception?: MisconceptionId;
};

/** A common wrong answer: the misconception, a response it produces, and what to tell the child. */
export type WrongAnswer = {
  misconception: MisconceptionId;
  response: ItemResponse;
  feedback: string;
};

/** An accessible SVG figure: the SVG has role="img" and a <title>; `description` says the same in words. */
export type Figure = { svg: string; description: string };

/**
 * The underlying numbers, for checking by an independent computation (PRODUCT.md §10). The tests
 * evaluate these with mathjs and compare with `answer`; the generator's own arithmetic is not used.
 */
export type Check =
  /**
   * The answer equals this mathjs expression over the problem's raw numbers: arithmetic, floor,
   * sum/max/min of a data list, setSize(setDistinct(...)). For multiple choice, the keyed choice's
   * `value` equals it and no other choice's does.
   */
  | { kind: "value"; expression: string }
  /** Comparison answers: the sign of left - right. */
  | { kind: "compare"; left: string; right: string }
  /** Ordering answers: the choices' values sorted. */
  | { kind: "order"; direction: "ascending" | "descending" }
  /** Multi-select answers: every choice whose value equals `target`. */
  | { kind: "select-equal"; target: string }
  /** Expression answers: equal to this mathjs expression at every point. */
  | { kind: "expression"; expression: string }
  /** Quadrilateral names: the names that fit the polygon with these vertices (grid units). */
  | { kind: "quadrilateral-names"; points: [number, number][] };

export type Item = {
  schemaVersion: typeof ITEM_SCHEMA_VERSION;
  /** `${skillId}/${difficulty}/${theme}/${seed}`: the same inputs always give the same item. */
  id: string;
  skillId: string;
  seed: number;
  difficulty: Difficulty;
  theme: Theme;
  format: AnswerFormat;
  /** Plain text; inline math sits between `\(` and `\)` (see `math()` in text.ts). */
  prompt: string;
  figure?: Figure;
  answer: Answer;
  /** Present for multiple-choice, multi-select and ordering items, in display order. */
  choices?: Choice[];
  /** Two or three hints, from a nudge to almost the answer. */
  hints: string[];
  solution: { steps: string[]; answer: string };
  wrongAnswers: WrongAnswer[];
  check: Check;
};

export type GeneratorInput = {
  skillId: string;
  seed: number;
  difficulty: Difficulty;
  theme: Theme;
};
