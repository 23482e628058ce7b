import type { Kysely } from "kysely";
import { getSkill } from "../../../core/curriculum/index.ts";
import {
  planSession,
  readLearnerState,
  startSession,
  type LearnerState,
  type SessionActivity,
} from "../../../core/engine/index.ts";
import { PASSAGES } from "../../../core/reading/passages/index.ts";
import { assignmentPart, openAssignments, plannerAssignment } from "../assignments/assignment-parts.server.ts";
import type { Passage, Theme } from "../../../core/reading/types.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import type { Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { localDay } from "../plans/family-day.ts";
import { loadPlanInputs } from "../plans/load-plan-inputs.server.ts";
import { replanMissedSessions } from "../plans/replan-missed-sessions.server.ts";
import { planCheckParts } from "./check-parts.server.ts";
import { daysBetweenDays } from "./week.ts";
import { readingQuestionIndexes, readingSkillId } from "./session-content.server.ts";
import { ACTIVITY_STATE_VERSION, type ActivityState, type SessionPart } from "./session-parts.ts";

export type SessionRow = Database["dailySession"] extends infer T ? { [K in keyof T]: T[K] } : never;
export type ActivityRow = Database["sessionActivity"] extends infer T ? { [K in keyof T]: T[K] } : never;

export type PlannedSession =
  | { status: "ready"; session: SessionRow; activities: ActivityRow[] }
  /** No finished placement yet: nothing to plan from. */
  | { status: "no-placement" };

/** Reading questions asked in one sitting with a passage. */
const READING_QUESTIONS = 4;
const MINUTES_PER_WORD_PROBLEM = 1.5;

/**
 * Today's session for a child (issue 13): the stored one when it exists (a reload, another tab or
 * device resumes it exactly), otherwise planned now and stored. "Today" is the family's local day.
 * Missed scheduled days re-plan the learning plan first, so the session works on the plan as it is
 * today. The lesson's subject takes turns between the child's placed subjects; the
 * themed part is a reading passage about one of the child's interests or themed word problems.
 */
export async function planTodaysSession(db: Kysely<Database>, member: Member, now: Date): Promise<PlannedSession> {
  const day = localDay(now, member.timeZone);
  const existing = await loadSessionOfDay(db, member.id, day);
  // An assignment set after this was planned joins it when it is set (join-todays-session.server.ts):
  // a stored session is never planned again, so no screen the child has open goes away.
  if (existing) return existing;

  const learners = await db
    .selectFrom("learnerState")
    .select(["subject", "stateJson"])
    .where("childId", "=", member.id)
    .execute();
  const placed = new Map<PlacementSubject, LearnerState>();
  for (const row of learners) {
    if (row.subject !== "math" && row.subject !== "reading") continue;
    if (!member.subjects.includes(row.subject)) continue;
    const read = readLearnerState(row.stateJson);
    if (read.ok) placed.set(row.subject, read.value);
  }
  const subjects = (["math", "reading"] as const).filter((subject) => placed.has(subject));
  if (subjects.length === 0) return { status: "no-placement" };

  for (const subject of subjects) await replanMissedSessions(db, member, subject, now);

  // The lesson's subject takes turns by sessions actually done (math first), not by calendar days,
  // so a child who practises on Mondays only still gets both subjects.
  const done = await db
    .selectFrom("dailySession")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("childId", "=", member.id)
    .where("activeMs", ">", 0)
    .executeTakeFirstOrThrow();
  const primary = subjects[Number(done.count) % subjects.length]!;
  const inputs = await loadPlanInputs(db, member.id, primary);
  // The parent's open assignments come first (issue 15), in the parent's order.
  const assigned = (await openAssignments(db, member.id, subjects)).flatMap((row) => {
    const planned = plannerAssignment(row);
    return planned ? [{ row, planned }] : [];
  });
  const planned = planSession({
    learner: placed.get(primary),
    today: day,
    plan: inputs?.plan ?? null,
    interests: member.interests,
    assignments: assigned.map((entry) => entry.planned),
  });
  if (!planned.ok) return { status: "no-placement" };

  const parts: { part: SessionPart; state: ActivityState; passageId: string | null; assignmentId: string | null }[] =
    [];
  let assignmentIndex = 0;
  for (const activity of planned.value.activities) {
    if (activity.kind === "assignment") {
      // The planner keeps the assignments' order; each of its assignment parts is the next one.
      const entry = assigned[assignmentIndex++];
      const learner = entry ? placed.get(entry.row.subject as PlacementSubject) : undefined;
      const minutes = Math.max(1, Math.round(activity.minutes));
      const built = entry && learner ? assignmentPart(entry.row, { minutes, learner, member, day }) : null;
      if (built && entry) parts.push({ ...built, assignmentId: entry.row.id });
      continue;
    }
    const built = buildPart(activity, primary, placed, member, day, inputs?.plan.targets.map((t) => t.skillId) ?? []);
    if (built) parts.push({ ...built, assignmentId: null });
  }
  if (parts.length === 0) return { status: "no-placement" };
  // The day-7 check and the day-30 re-measure come first when due, so the 20 minutes never cut them.
  const checkParts = await planCheckParts(db, member, subjects, day);
  parts.unshift(...checkParts.map((check) => ({ ...check, assignmentId: null })));

  const sessionId = newId();
  const created = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("dailySession")
        .values({
          id: sessionId,
          childId: member.id,
          day,
          status: "planned",
          partsJson: toJson(parts.map((entry) => entry.part)),
          changesJson: toJson([]),
          activeMs: 0,
          lastActivityAt: null,
          version: 1,
          createdAt: created,
          startedAt: null,
          endedAt: null,
        })
        .execute();
      await trx
        .insertInto("sessionActivity")
        .values(
          parts.map(({ part, state, passageId, assignmentId }, position) => ({
            id: newId(),
            sessionId,
            childId: member.id,
            position,
            kind: part.kind,
            subject: part.subject,
            skillId: part.skillIds[0] ?? null,
            passageId,
            theme: part.theme,
            plannedMinutes: part.minutes,
            status: "planned" as const,
            stateJson: toJson(state),
            stateSchemaVersion: ACTIVITY_STATE_VERSION,
            pendingJson: null,
            pendingShownAt: null,
            answered: 0,
            correctCount: 0,
            activeMs: 0,
            onPaper: false,
            assignmentId,
            version: 1,
            startedAt: null,
            endedAt: null,
            updatedAt: created,
          })),
        )
        .execute();
    });
  } catch (error) {
    // Another tab planned the same day at the same moment (the unique child+day key): use theirs.
    const raced = await loadSessionOfDay(db, member.id, day);
    if (raced) return raced;
    throw error;
  }
  const stored = await loadSessionOfDay(db, member.id, day);
  if (!stored) throw new Error(`session ${sessionId}: not stored`);
  return stored;
}

export async function loadSessionOfDay(
  db: Kysely<Database>,
  childId: string,
  day: string,
): Promise<PlannedSession | null> {
  const session = await db
    .selectFrom("dailySession")
    .selectAll()
    .where("childId", "=", childId)
    .where("day", "=", day)
    .executeTakeFirst();
  if (!session) return null;
  const activities = await db
    .selectFrom("sessionActivity")
    .selectAll()
    .where("sessionId", "=", session.id)
    .orderBy("position")
    .execute();
  return { status: "ready", session, activities };
}

function buildPart(
  activity: SessionActivity,
  primary: PlacementSubject,
  placed: Map<PlacementSubject, LearnerState>,
  member: Member,
  day: string,
  planSkills: readonly string[],
): { part: SessionPart; state: ActivityState; passageId: string | null } | null {
  const minutes = Math.max(1, Math.round(activity.minutes));
  const reason = activity.reason;
  if (activity.kind === "review") {
    return {
      part: { kind: "review", subject: primary, skillIds: activity.skillIds, minutes, theme: null, reason },
      state: {
        schemaVersion: ACTIVITY_STATE_VERSION,
        kind: "review",
        skills: activity.skillIds,
        position: 0,
        served: 0,
      },
      passageId: null,
    };
  }
  if (activity.kind === "lesson-practice" || activity.kind === "assignment") {
    const target = activity.skillIds[0];
    if (target === undefined) return null;
    // After today's skill is secure, practice moves on to the next skills of the plan.
    const learner = placed.get(primary)!;
    const queue = planSkills
      .filter((id) => id !== target && (learner.skills[id]?.level ?? "not-started") !== "mastered")
      .filter((id) => learner.skills[id]?.level !== "proficient")
      .slice(0, 3);
    const engine = startSession(day, target, queue);
    if (!engine.ok) return null;
    return {
      part: { kind: "lesson-practice", subject: primary, skillIds: [target], minutes, theme: null, reason },
      state: {
        schemaVersion: ACTIVITY_STATE_VERSION,
        kind: "lesson-practice",
        withLesson: activity.withLesson ?? true,
        lessonDone: !(activity.withLesson ?? true),
        engine: engine.value,
        step: null,
        served: 0,
      },
      passageId: null,
    };
  }
  // The themed part: a passage about one of the child's interests when reading is placed (and the
  // lesson was math), otherwise word problems on a skill the child can use, themed the same way.
  const theme = (activity.theme ?? member.interests[0] ?? "animals") as Theme;
  const wantsReading = placed.has("reading") && (primary === "math" || !placed.has("math"));
  if (wantsReading) {
    const passage = choosePassage(member.grade, theme, member.interests, day);
    if (passage) {
      const questions = readingQuestionIndexes(passage).slice(0, READING_QUESTIONS);
      return {
        part: {
          kind: "reading",
          subject: "reading",
          skillIds: [...new Set(questions.map((index) => readingSkillId(passage, index)))],
          minutes,
          theme: passage.theme,
          reason,
        },
        state: {
          schemaVersion: ACTIVITY_STATE_VERSION,
          kind: "reading",
          passageId: passage.id,
          questions,
          position: 0,
          served: 0,
        },
        passageId: passage.id,
      };
    }
  }
  const mathLearner = placed.get("math");
  if (!mathLearner) return null;
  const skillId = primary === "math" ? activity.skillIds[0] : secureMathSkill(mathLearner);
  if (skillId === undefined || skillId === null || !getSkill(skillId)) return null;
  return {
    part: { kind: "word-problems", subject: "math", skillIds: [skillId], minutes, theme, reason },
    state: {
      schemaVersion: ACTIVITY_STATE_VERSION,
      kind: "word-problems",
      skillId,
      target: Math.max(2, Math.floor(minutes / MINUTES_PER_WORD_PROBLEM)),
      served: 0,
    },
    passageId: null,
  };
}

function secureMathSkill(learner: LearnerState): string | null {
  const entries = Object.entries(learner.skills);
  const secure = entries.find(([, skill]) => skill.level === "proficient" || skill.level === "mastered");
  return secure?.[0] ?? entries.find(([, skill]) => skill.level === "learning")?.[0] ?? null;
}

/**
 * A passage of the child's grade about today's interest (another interest, then any theme, when
 * there is none), varied from day to day.
 */
function choosePassage(grade: number, theme: Theme, interests: readonly Theme[], day: string): Passage | null {
  const ofGrade = PASSAGES.filter(
    (passage) => passage.grade === Math.min(8, Math.max(2, grade)) && readingQuestionIndexes(passage).length >= 2,
  );
  const offset = Math.abs(daysBetweenDays("2000-01-01", day));
  for (const pool of [
    ofGrade.filter((passage) => passage.theme === theme),
    ofGrade.filter((passage) => interests.includes(passage.theme)),
    ofGrade,
  ]) {
    if (pool.length > 0) return pool[offset % pool.length]!;
  }
  return null;
}
