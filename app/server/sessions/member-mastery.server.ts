import type { Kysely } from "kysely";
import { readLearnerState } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import { findMember } from "../placement/find-member.server.ts";
import { localDay } from "../plans/family-day.ts";
import { levelChangeReasonRef } from "./level-reasons.ts";
import type { StoredLevelChange } from "./session-parts.ts";

export type MemberMastery = {
  /** Newest first: every level change in sessions with the engine's plain reason (a message reference: t.ref). */
  history: { day: string; skillId: string; from: string; to: string; reason: string }[];
  reviewsDone: number;
  /** Scheduled reviews, soonest first; `due` is true when the review is due today or overdue. */
  reviews: { skillId: string; day: string; due: boolean }[];
  /** Mastered: the engine's delayed check on a later day passed (never a same-day streak). */
  confirmed: { skillId: string; on: string }[];
};

const HISTORY_LIMIT = 60;

/** Member details' practice and mastery section (issue 13), or null for another family's child. */
export async function getMemberMastery(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  now: Date = new Date(),
): Promise<MemberMastery | null> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return null;
  const today = localDay(now, member.timeZone);
  const sessions = await db
    .selectFrom("dailySession")
    .select(["changesJson"])
    .where("childId", "=", member.id)
    .orderBy("day", "desc")
    .execute();
  const history = sessions
    .flatMap((session) =>
      Array.isArray(session.changesJson) ? [...(session.changesJson as StoredLevelChange[])].reverse() : [],
    )
    .slice(0, HISTORY_LIMIT)
    .map((change) => ({
      day: change.day,
      skillId: change.skillId,
      from: change.from,
      to: change.to,
      reason: levelChangeReasonRef(change),
    }));
  const reviewsDone = await db
    .selectFrom("answerLog")
    .innerJoin("sessionActivity", "sessionActivity.id", "answerLog.contextId")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("answerLog.childId", "=", member.id)
    .where("answerLog.context", "=", "session")
    .where("sessionActivity.kind", "=", "review")
    .executeTakeFirstOrThrow();
  const learners = await db.selectFrom("learnerState").select("stateJson").where("childId", "=", member.id).execute();
  const reviews: MemberMastery["reviews"] = [];
  const confirmed: MemberMastery["confirmed"] = [];
  for (const row of learners) {
    const learner = readLearnerState(row.stateJson);
    if (!learner.ok) continue;
    for (const [skillId, skill] of Object.entries(learner.value.skills)) {
      if (skill.level === "mastered" && skill.masteredOn) confirmed.push({ skillId, on: skill.masteredOn });
      const dueDay = skill.review?.due ?? null;
      if (dueDay && (skill.level === "proficient" || skill.level === "mastered")) {
        reviews.push({ skillId, day: dueDay, due: dueDay <= today });
      }
    }
  }
  reviews.sort((a, b) => a.day.localeCompare(b.day));
  confirmed.sort((a, b) => b.on.localeCompare(a.on));
  return { history, reviewsDone: Number(reviewsDone.count), reviews: reviews.slice(0, 12), confirmed };
}
