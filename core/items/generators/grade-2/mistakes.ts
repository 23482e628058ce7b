/**
 * Wrong answers tagged with either a shared misconception or a grade-2 one (./misconceptions.ts).
 * Items may only carry ids the shared list knows, so `onlyKnown` drops the others for now; it
 * reads the shared list when the item is made, so merged grade-2 ids switch on with no change here.
 */
import type { Distractor, Mistake } from "../../build.ts";
import { MISCONCEPTIONS, type MisconceptionId } from "../../misconceptions.ts";
import type { Grade2MisconceptionId } from "./misconceptions.ts";

export type Grade2Tag = MisconceptionId | Grade2MisconceptionId;
export type Mistake2<T> = Omit<Mistake<T>, "misconception"> & { misconception: Grade2Tag };
export type Distractor2 = Omit<Distractor, "misconception"> & { misconception: Grade2Tag };

function isKnown(id: Grade2Tag): id is MisconceptionId {
  return Object.hasOwn(MISCONCEPTIONS, id);
}

/** The mistakes or distractors whose misconception the shared list knows, typed for build.ts. */
export function onlyKnown<T extends { misconception: Grade2Tag }>(
  list: readonly T[],
): (Omit<T, "misconception"> & { misconception: MisconceptionId })[] {
  const out: (Omit<T, "misconception"> & { misconception: MisconceptionId })[] = [];
  for (const m of list) {
    const id = m.misconception;
    if (isKnown(id)) out.push({ ...m, misconception: id });
  }
  return out;
}

/**
 * The first of several tags for the same wrong response that the shared list knows, so a response
 * is listed once: a grade-2 tag when it has been merged, the shared fallback until then.
 */
export function firstKnown<T extends { misconception: Grade2Tag }>(
  ...options: T[]
): (Omit<T, "misconception"> & { misconception: MisconceptionId })[] {
  return onlyKnown(options).slice(0, 1);
}
