/**
 * The question for the engine's choice: a generated math item on the skill at the difficulty
 * nearest the engine's target, themed by the child's interests, with the child's next seed on that
 * skill and level (nextSeed), or a question of an original passage for a reading skill. Snapshotted (decision 0014) so what is marked is what was shown.
 */
import type { Kysely } from "kysely";
import type { EngineItem } from "../../../core/engine/index.ts";
import type { Theme } from "../../../core/reading/types.ts";
import type { Database } from "../../../db/schema.ts";
import { mathSnapshot, readingSnapshot, seedFor, type ItemSnapshot } from "../placement/item-snapshot.ts";
import { readingItemBank } from "../practice-check/reading-bank.server.ts";
import { sessionMathBank } from "./session-content.server.ts";

export async function pickItem(
  db: Kysely<Database>,
  childId: string,
  contextId: string,
  skillId: string,
  targetDifficulty: number | null,
  theme: Theme,
  served: number,
  skippedHere: number,
): Promise<ItemSnapshot | null> {
  const math = sessionMathBank().filter((item) => item.skillId === skillId);
  if (math.length > 0) {
    const target = targetDifficulty ?? math[Math.floor(math.length / 2)]!.difficulty;
    const nearest = math.reduce((best: EngineItem, item) =>
      Math.abs(item.difficulty - target) < Math.abs(best.difficulty - target) ? item : best,
    );
    return mathSnapshot(contextId, nearest, theme, await nextSeed(db, childId, nearest, skippedHere));
  }
  const reading = readingItemBank().filter((item) => item.skillId === skillId);
  if (reading.length > 0) return readingSnapshot(reading[served % reading.length]!);
  return null;
}

/**
 * The seed of the child's next question on a skill at a level: consecutive per child, skill and
 * level, across sessions and days (a start fixed per child and skill, plus the questions on it
 * answered in sessions so far, plus the ones skipped in this activity). The item generators'
 * `cycle()` walks consecutive seeds through every variant of a small question space before one
 * comes back, so practice does not ask the same thing again soon (content, decision 0022).
 */
export async function nextSeed(
  db: Kysely<Database>,
  childId: string,
  engineItem: EngineItem,
  skippedHere: number,
): Promise<number> {
  const [, level = "2"] = engineItem.id.split("|");
  const answered = await db
    .selectFrom("answerLog")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("childId", "=", childId)
    .where("context", "=", "session")
    .where("skillId", "=", engineItem.skillId)
    .where("difficulty", "=", Number(level))
    .executeTakeFirstOrThrow();
  return seedFor(childId, `${engineItem.skillId}|${level}`) + Number(answered.count) + Math.max(0, skippedHere);
}

export function readingItem(passageId: string, questionIndex: number): ItemSnapshot | null {
  const item = readingItemBank().find((entry) => entry.id === `${passageId}#${questionIndex}`);
  return item ? readingSnapshot(item) : null;
}
