/**
 * Every misconception an item may carry: the shared list plus each grade folder's own. Stored
 * items are checked against this (stored.ts) and reports look descriptions up here. The grade
 * lists live beside their generators while the team writes them; folding them into the shared
 * list (and retiring the grade folders' filters) is one step for later, with the whole harness run.
 * Grade lists that import the shared list are fine: this module imports them, not the reverse.
 */
import { GRADE2_MISCONCEPTIONS } from "./generators/grade-2/misconceptions.ts";
import { GRADE4_MISCONCEPTIONS } from "./generators/grade-4/misconceptions.ts";
import { GRADE5_MISCONCEPTIONS } from "./generators/grade-5/misconceptions.ts";
import { GRADE6_MISCONCEPTIONS } from "./generators/grade-6/misconceptions.ts";
import { GRADE7_DATA_MISCONCEPTIONS } from "./generators/grade-7/data-misconceptions.ts";
import { GRADE7_MISCONCEPTIONS } from "./generators/grade-7/misconceptions.ts";
import { GRADE8_MISCONCEPTIONS } from "./generators/grade-8/misconceptions.ts";
import { MISCONCEPTIONS } from "./misconceptions.ts";

/** Grade lists describe an id either with a sentence or with `{ description, shared }`. */
type GradeList = Readonly<Record<string, string | { readonly description: string }>>;

function descriptions(list: GradeList): Record<string, string> {
  return Object.fromEntries(
    Object.entries(list).map(([id, entry]) => [id, typeof entry === "string" ? entry : entry.description]),
  );
}

const GRADE_LISTS: GradeList[] = [
  GRADE2_MISCONCEPTIONS,
  GRADE4_MISCONCEPTIONS,
  GRADE5_MISCONCEPTIONS,
  GRADE6_MISCONCEPTIONS,
  GRADE7_MISCONCEPTIONS,
  GRADE7_DATA_MISCONCEPTIONS,
  GRADE8_MISCONCEPTIONS,
];

export const ALL_MISCONCEPTIONS: Readonly<Record<string, string>> = {
  ...Object.assign({}, ...GRADE_LISTS.map(descriptions)),
  // The shared descriptions win where a grade list repeats an id.
  ...MISCONCEPTIONS,
};

export function isKnownMisconception(id: string): boolean {
  return Object.hasOwn(ALL_MISCONCEPTIONS, id);
}

export function describeMisconception(id: string): string | undefined {
  return ALL_MISCONCEPTIONS[id];
}
