/**
 * Every misconception an item may carry: the one shared list in ./misconceptions.ts. Stored items
 * are checked against it (stored.ts) and reports look descriptions up here, by any string id (an
 * id read back from storage is not yet known to be one of ours).
 */
import { MISCONCEPTIONS, type MisconceptionId } from "./misconceptions.ts";

export const ALL_MISCONCEPTIONS: Readonly<Record<MisconceptionId, string>> = MISCONCEPTIONS;

export function isKnownMisconception(id: string): id is MisconceptionId {
  return Object.hasOwn(MISCONCEPTIONS, id);
}

export function describeMisconception(id: string): string | undefined {
  return isKnownMisconception(id) ? MISCONCEPTIONS[id] : undefined;
}
