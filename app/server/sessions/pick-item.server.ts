/**
 * The question for the engine's choice: a generated math item on the skill at the difficulty
 * nearest the engine's target, themed by the child's interests, or a question of an original
 * passage for a reading skill. Snapshotted (decision 0014) so what is marked is what was shown.
 */
import type { EngineItem } from "../../../core/engine/index.ts";
import type { Theme } from "../../../core/reading/types.ts";
import { mathSnapshot, readingSnapshot, type ItemSnapshot } from "../placement/item-snapshot.ts";
import { practiceItemBank } from "../practice-check/item-bank.server.ts";
import { readingItemBank } from "../practice-check/reading-bank.server.ts";

export function pickItem(
  contextId: string,
  skillId: string,
  targetDifficulty: number | null,
  theme: Theme,
  served: number,
): ItemSnapshot | null {
  const math = practiceItemBank().filter((item) => item.skillId === skillId);
  if (math.length > 0) {
    const target = targetDifficulty ?? math[Math.floor(math.length / 2)]!.difficulty;
    const nearest = math.reduce((best: EngineItem, item) =>
      Math.abs(item.difficulty - target) < Math.abs(best.difficulty - target) ? item : best,
    );
    // The seed differs with each item served, so practice never repeats the same question.
    return mathSnapshot(`${contextId}/${served}`, nearest, theme);
  }
  const reading = readingItemBank().filter((item) => item.skillId === skillId);
  if (reading.length > 0) return readingSnapshot(reading[served % reading.length]!);
  return null;
}

export function readingItem(passageId: string, questionIndex: number): ItemSnapshot | null {
  const item = readingItemBank().find((entry) => entry.id === `${passageId}#${questionIndex}`);
  return item ? readingSnapshot(item) : null;
}
