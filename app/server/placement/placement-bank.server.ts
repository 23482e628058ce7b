/**
 * The items a child's placement may choose from next: math over the generators (every skill with a
 * generator at three difficulties, in all nine answer formats: the child's player answers them all,
 * where the practice check keeps to the one-field formats), reading over the original passages'
 * questions in passage sets (reading-bank.server.ts), exactly as /staar-full does.
 */
import type { EngineItem } from "../../../core/engine/index.ts";
import type { Theme } from "../../../core/reading/types.ts";
import { PLAYER_FORMATS } from "../items/question-view.server.ts";
import { mathItemBank } from "../practice-check/item-bank.server.ts";
import { readingBankFor } from "../practice-check/reading-bank.server.ts";
import { mathSnapshot, readingSnapshot, type ItemSnapshot } from "./item-snapshot.ts";

export type PlacementSubject = "math" | "reading";

function askedItemIds(state: unknown): string[] {
  const responses = (state as { responses?: { itemId?: unknown }[] }).responses ?? [];
  return responses.map((response) => String(response.itemId));
}

export function placementBank(subject: PlacementSubject, state: unknown): EngineItem[] {
  return subject === "reading" ? readingBankFor(askedItemIds(state)) : mathItemBank(PLAYER_FORMATS);
}

/**
 * The question as the child will see it. Math items are themed by the child's interests, taking
 * them in turn so a check is not all about one thing.
 */
export function snapshotFor(
  subject: PlacementSubject,
  checkId: string,
  item: EngineItem,
  interests: readonly Theme[],
  position: number,
): ItemSnapshot {
  if (subject === "reading") return readingSnapshot(item);
  const theme = interests.length > 0 ? interests[position % interests.length]! : "sports";
  return mathSnapshot(checkId, item, theme);
}

// The math bank is built on first use (every generator sampled at three difficulties, about a
// second of CPU): in production it is built just after start, not inside the first child's answer.
if (import.meta.env?.PROD) setTimeout(() => mathItemBank(PLAYER_FORMATS), 1_500).unref();
