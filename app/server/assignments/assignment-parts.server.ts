/**
 * Assignments inside daily sessions (issue 15, decision 0027): which open assignments today's
 * session takes first, the session part each becomes (a skill: lesson and practice to the usual
 * stopping rule; a practice set: exactly its number of items; a passage: that passage's
 * questions), and the assignment's progress, counted once per final answer inside the answer's
 * own transaction (compare-and-swap on `version`).
 */
import type { Kysely, Transaction } from "kysely";
import { startSession, type Assignment, type LearnerState } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import type { Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { LostRace } from "../sessions/activity-store.server.ts";
import { ACTIVITY_STATE_VERSION, type ActivityState, type SessionPart } from "../sessions/session-parts.ts";
import { readingQuestionIndexes } from "../sessions/session-content.server.ts";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";
import { findPassage, passageSkillId, questionsOf, titleOf } from "./assignment-content.ts";
import type { AssignmentRow } from "./assignments.server.ts";

/** At most this many assignments go into one session (the rest wait for the next one). */
export const ASSIGNMENTS_PER_SESSION = 3;
const SKILL_MINUTES = 8;
const MINUTES_PER_ITEM = 1.2;

type Db = Kysely<Database> | Transaction<Database>;

/** The child's open assignments (not done, not deleted) in a placed subject, in the parent's order. */
export async function openAssignments(
  db: Db,
  childId: string,
  placedSubjects: readonly PlacementSubject[],
): Promise<AssignmentRow[]> {
  if (placedSubjects.length === 0) return [];
  const rows = await db
    .selectFrom("assignment")
    .selectAll()
    .where("childId", "=", childId)
    .where("deletedAt", "is", null)
    .where("status", "!=", "done")
    .where("subject", "in", [...placedSubjects])
    .orderBy("position")
    .limit(ASSIGNMENTS_PER_SESSION)
    .execute();
  return rows.filter((row) => remainingOf(row) !== 0);
}

/** Questions still to answer (null: a skill, practised until the usual stopping rule). */
function remainingOf(row: AssignmentRow): number | null {
  const total = questionsOf(row);
  return total === null ? null : Math.max(0, total - row.answered);
}

/** What the engine's planner is told about an assignment: the skill it works on and its minutes. */
export function plannerAssignment(row: AssignmentRow): Assignment | null {
  const skillId = row.kind === "passage" ? passageSkillId(findPassage(row.passageId)!) : row.skillId;
  if (!skillId) return null;
  const remaining = remainingOf(row);
  const minutes =
    row.kind === "skill" ? SKILL_MINUTES : Math.max(3, Math.ceil((remaining ?? 1) * MINUTES_PER_ITEM) + 1);
  return { skillId, minutes };
}

/** The session part an assignment becomes, or null when it cannot be built (unknown content). */
export function assignmentPart(
  row: AssignmentRow,
  { minutes, learner, member, day }: { minutes: number; learner: LearnerState; member: Member; day: string },
): { part: SessionPart; state: ActivityState; passageId: string | null } | null {
  const subject = row.subject === "reading" ? "reading" : "math";
  const reason = "Set by your parent, so it comes first.";
  const remaining = remainingOf(row);
  if (row.kind === "passage") {
    const passage = findPassage(row.passageId);
    if (!passage) return null;
    const questions = readingQuestionIndexes(passage).slice(row.answered);
    if (questions.length === 0) return null;
    return {
      part: {
        kind: "reading",
        subject: "reading",
        skillIds: [passageSkillId(passage)!],
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
  if (!row.skillId) return null;
  if (row.kind === "practice-set") {
    if (!remaining) return null;
    return {
      part: {
        kind: "word-problems",
        subject,
        skillIds: [row.skillId],
        minutes,
        theme: member.interests[0] ?? null,
        reason,
      },
      state: {
        schemaVersion: ACTIVITY_STATE_VERSION,
        kind: "word-problems",
        skillId: row.skillId,
        target: remaining,
        served: 0,
        exact: true,
      },
      passageId: null,
    };
  }
  const engine = startSession(day, row.skillId, []);
  if (!engine.ok) return null;
  const withLesson = (learner.skills[row.skillId]?.answers ?? 0) < 5;
  return {
    part: { kind: "lesson-practice", subject, skillIds: [row.skillId], minutes, theme: null, reason },
    state: {
      schemaVersion: ACTIVITY_STATE_VERSION,
      kind: "lesson-practice",
      withLesson,
      lessonDone: !withLesson,
      engine: engine.value,
      step: null,
      served: 0,
    },
    passageId: null,
  };
}

/**
 * One final answer given in an assignment's part: answered and correct go up by one, the status
 * becomes "in-progress", or "done" when a practice set or passage has all its answers. Runs in the
 * answer's transaction; a lost compare-and-swap rolls the answer back (LostRace), so the counts
 * move exactly once per answer logged.
 */
export async function countAssignmentAnswer(
  trx: Transaction<Database>,
  assignmentId: string,
  correct: boolean,
  now: Date,
): Promise<void> {
  const row = await trx.selectFrom("assignment").selectAll().where("id", "=", assignmentId).executeTakeFirst();
  if (!row) return;
  const answered = row.answered + 1;
  const total = questionsOf(row);
  const done = row.status === "done" || (total !== null && answered >= total);
  const stamp = now.toISOString();
  const result = await trx
    .updateTable("assignment")
    .set({
      answered,
      correctCount: row.correctCount + (correct ? 1 : 0),
      status: done ? "done" : "in-progress",
      startedAt: row.startedAt ?? stamp,
      completedAt: done ? (row.completedAt ?? stamp) : null,
      version: row.version + 1,
      updatedAt: stamp,
    })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new LostRace();
}

/**
 * The assignment's part has ended (its work, its minutes, the session's end, or "we did this on
 * paper"). A skill assignment is then done — it was practised to the usual stopping rule; a
 * practice set or passage is done only when all its questions are answered (counted above), so
 * one cut short by the end of the session comes back next time with what is left.
 */
export async function finishAssignmentPart(
  trx: Transaction<Database>,
  assignmentId: string,
  { answeredInPart, onPaper, now }: { answeredInPart: number; onPaper: boolean; now: Date },
): Promise<void> {
  const row = await trx.selectFrom("assignment").selectAll().where("id", "=", assignmentId).executeTakeFirst();
  if (!row || row.status === "done" || row.deletedAt !== null || row.kind !== "skill") return;
  if (answeredInPart === 0 && !onPaper) return;
  const stamp = now.toISOString();
  const result = await trx
    .updateTable("assignment")
    .set({
      status: "done",
      startedAt: row.startedAt ?? stamp,
      completedAt: stamp,
      version: row.version + 1,
      updatedAt: stamp,
    })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new LostRace();
}

/** What the child's screen shows about the assignment of a part: the parent's note (live). */
export type PartAssignment = {
  id: string;
  kind: AssignmentRow["kind"];
  note: string;
  /** A passage's title (English, as the passage is); null for a skill, which the page names in its language. */
  passageTitle: string | null;
  skillId: string | null;
  /** The note is shown at the start of the part: until the child's first answer in it. */
  showNote: boolean;
};

/**
 * A part whose assignment was deleted, finished elsewhere or changed before the child began it
 * is left out (null: nothing to show); otherwise the assignment as the child's screen shows it.
 */
export async function partAssignment(
  db: Db,
  activity: { assignmentId: string | null; answered: number; skillId: string | null; passageId: string | null },
): Promise<{ stale: boolean; assignment: PartAssignment | null }> {
  if (!activity.assignmentId) return { stale: false, assignment: null };
  const row = await db.selectFrom("assignment").selectAll().where("id", "=", activity.assignmentId).executeTakeFirst();
  if (!row) return { stale: activity.answered === 0, assignment: null };
  const changed = row.kind === "passage" ? row.passageId !== activity.passageId : row.skillId !== activity.skillId;
  const stale = activity.answered === 0 && (row.deletedAt !== null || row.status === "done" || changed);
  return {
    stale,
    assignment: {
      id: row.id,
      kind: row.kind,
      note: row.note,
      passageTitle: row.kind === "passage" ? titleOf(row, CONTENT_LANGUAGE) : null,
      skillId: row.kind === "passage" ? null : row.skillId,
      showNote: activity.answered === 0 && row.note !== "",
    },
  };
}
