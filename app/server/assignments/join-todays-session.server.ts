/**
 * An assignment set (or changed) while today's session is open joins that session (decision 0040):
 * its part is inserted before the part the child has not begun yet — right after the one they are
 * in the middle of — so it comes next, the same day. Nothing already planned is deleted, so every
 * screen the child may have open (a lesson never touched included) keeps working.
 */
import { sql, type Kysely } from "kysely";
import { readLearnerState } from "../../../core/engine/index.ts";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import type { Member } from "../placement/find-member.server.ts";
import { localDay } from "../plans/family-day.ts";
import { currentActivity } from "../sessions/activity-store.server.ts";
import { loadSessionOfDay } from "../sessions/plan-todays-session.server.ts";
import { ACTIVITY_STATE_VERSION } from "../sessions/session-parts.ts";
import { ASSIGNMENTS_PER_SESSION, assignmentPart, plannerAssignment } from "./assignment-parts.server.ts";

/**
 * Where the assignment is now, for the parent's notice:
 * - "joined": in today's session, next after what the child is doing;
 * - "next-session": no session today yet (the next one planned starts with it), or it cannot be
 *   practised yet (its subject's placement check is not finished);
 * - "finished": today's session is over, so it comes first in the next one;
 * - "full": today's session already has its three assignments; it waits for the next one.
 */
export type JoinOutcome = "joined" | "next-session" | "finished" | "full";

const OPEN_PART = new Set(["planned", "started"]);
const ATTEMPTS = 3;

export async function joinTodaysSession(
  db: Kysely<Database>,
  member: Member,
  assignmentId: string,
  now: Date,
): Promise<JoinOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const outcome = await tryJoin(db, member, assignmentId, now);
    if (outcome !== "lost-race") return outcome;
  }
  // The child kept answering while we tried: the next session starts with it, as before.
  return "next-session";
}

async function tryJoin(
  db: Kysely<Database>,
  member: Member,
  assignmentId: string,
  now: Date,
): Promise<JoinOutcome | "lost-race"> {
  const day = localDay(now, member.timeZone);
  const today = await loadSessionOfDay(db, member.id, day);
  if (!today || today.status !== "ready") return "next-session";
  const { session, activities } = today;
  const current = currentActivity(session, activities);
  if (!current) return "finished";

  const row = await db.selectFrom("assignment").selectAll().where("id", "=", assignmentId).executeTakeFirst();
  if (!row || row.deletedAt !== null || row.status === "done") return "next-session";
  const open = activities.filter((activity) => activity.assignmentId !== null && OPEN_PART.has(activity.status));
  // Already there, asking the same thing (an edit of the note or due day): nothing to add.
  const sameContent = (activity: (typeof activities)[number]) =>
    row.kind === "passage" ? activity.passageId === row.passageId : activity.skillId === row.skillId;
  if (open.some((activity) => activity.assignmentId === row.id && sameContent(activity))) return "joined";
  if (new Set(open.map((activity) => activity.assignmentId)).size >= ASSIGNMENTS_PER_SESSION) return "full";

  const learnerRow = await db
    .selectFrom("learnerState")
    .select("stateJson")
    .where("childId", "=", member.id)
    .where("subject", "=", row.subject)
    .executeTakeFirst();
  const learner = learnerRow ? readLearnerState(learnerRow.stateJson) : null;
  const planned = plannerAssignment(row);
  if (!learner?.ok || !planned) return "next-session";
  // The minutes the planner would give it in a new session (at least one, as planned parts are).
  const minutes = Math.max(1, Math.round(planned.minutes ?? 1));
  const built = assignmentPart(row, { minutes, learner: learner.value, member, day });
  if (!built) return "next-session";

  // Before the first part not begun: after the one in progress, or first if nothing is begun.
  const begun = current.status === "started" || current.answered > 0;
  const at = begun ? current.position + 1 : current.position;
  const stamp = now.toISOString();
  const joined = await db.transaction().execute(async (trx) => {
    // The session's version moves, so an answer read before this insert retries on the new list
    // (it never ends the session without the new part).
    const claimed = await trx
      .updateTable("dailySession")
      .set({ version: session.version + 1 })
      .where("id", "=", session.id)
      .where("version", "=", session.version)
      .where("status", "!=", "ended")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    // Make room at `at` under the unique (session, position) index: out of the way to negative
    // positions first, then back one place further on.
    await trx
      .updateTable("sessionActivity")
      .set({ position: sql<number>`-1 - ${sql.ref("position")}` })
      .where("sessionId", "=", session.id)
      .where("position", ">=", at)
      .execute();
    await trx
      .updateTable("sessionActivity")
      .set({ position: sql<number>`0 - ${sql.ref("position")}` })
      .where("sessionId", "=", session.id)
      .where("position", "<", 0)
      .execute();
    await trx
      .insertInto("sessionActivity")
      .values({
        id: newId(),
        sessionId: session.id,
        childId: member.id,
        position: at,
        kind: built.part.kind,
        subject: built.part.subject,
        skillId: built.part.skillIds[0] ?? null,
        passageId: built.passageId,
        theme: built.part.theme,
        plannedMinutes: built.part.minutes,
        status: "planned",
        stateJson: toJson(built.state),
        stateSchemaVersion: ACTIVITY_STATE_VERSION,
        pendingJson: null,
        pendingShownAt: null,
        answered: 0,
        correctCount: 0,
        activeMs: 0,
        onPaper: false,
        assignmentId: row.id,
        version: 1,
        startedAt: null,
        endedAt: null,
        updatedAt: stamp,
      })
      .execute();
    return true;
  });
  return joined ? "joined" : "lost-race";
}
