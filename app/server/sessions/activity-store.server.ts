/**
 * Loading one activity for the signed-in family and writing it back with compare-and-swap: every
 * write names the version it read, so two tabs, a double click or a resent form change a row once
 * and the loser simply shows what is current.
 */
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { Database } from "../../../db/schema.ts";
import { toJson } from "../../../db/type-parity.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import { activeGap } from "./active-time.ts";
import type { ActivityRow, SessionRow } from "./plan-todays-session.server.ts";
import type { StoredLevelChange } from "./session-parts.ts";

export type ActivityContext = {
  member: Member;
  session: SessionRow;
  activity: ActivityRow;
  activities: ActivityRow[];
};

const idSchema = z.uuid();

/**
 * The activity with its session, the session's activities and the child, or null when the id is
 * malformed, unknown or another family's (the caller answers 404 and reveals nothing).
 */
export async function loadActivityContext(
  db: Kysely<Database>,
  familyId: string,
  activityId: string,
): Promise<ActivityContext | null> {
  if (!idSchema.safeParse(activityId).success) return null;
  const activity = await db.selectFrom("sessionActivity").selectAll().where("id", "=", activityId).executeTakeFirst();
  if (!activity) return null;
  const member = await findMember(db, familyId, activity.childId);
  if (!member) return null;
  const session = await db
    .selectFrom("dailySession")
    .selectAll()
    .where("id", "=", activity.sessionId)
    .executeTakeFirstOrThrow();
  const activities = await db
    .selectFrom("sessionActivity")
    .selectAll()
    .where("sessionId", "=", session.id)
    .orderBy("position")
    .execute();
  return { member, session, activity, activities };
}

/** The activity the child should be on: the first not finished, or null when the session is over. */
export function currentActivity(session: SessionRow, activities: readonly ActivityRow[]): ActivityRow | null {
  if (session.status === "ended") return null;
  return activities.find((activity) => activity.status === "planned" || activity.status === "started") ?? null;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Compare-and-swap on an activity; false when another request changed it first. */
export async function updateActivity(
  db: Db,
  activity: ActivityRow,
  values: Partial<Omit<ActivityRow, "id" | "version">>,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("sessionActivity")
    .set({
      ...values,
      ...(values.stateJson === undefined ? {} : { stateJson: toJson(values.stateJson) }),
      ...(values.pendingJson === undefined
        ? {}
        : { pendingJson: values.pendingJson === null ? null : toJson(values.pendingJson) }),
      version: activity.version + 1,
      updatedAt: now.toISOString(),
    })
    .where("id", "=", activity.id)
    .where("version", "=", activity.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts the interaction in the session's active time (each gap capped, decision 0017), marks the
 * session started, adds level changes and `extraMs` (practice done on paper). Compare-and-swap.
 */
export async function touchSession(
  db: Db,
  session: SessionRow,
  now: Date,
  { extraMs = 0, changes = [], end = false }: { extraMs?: number; changes?: StoredLevelChange[]; end?: boolean } = {},
): Promise<{ ok: boolean; gapMs: number }> {
  const gapMs = activeGap(session.lastActivityAt, now);
  const stored = Array.isArray(session.changesJson) ? (session.changesJson as StoredLevelChange[]) : [];
  const result = await db
    .updateTable("dailySession")
    .set({
      status: end ? "ended" : "started",
      startedAt: session.startedAt ?? now.toISOString(),
      endedAt: end ? now.toISOString() : session.endedAt,
      activeMs: session.activeMs + gapMs + extraMs,
      lastActivityAt: now.toISOString(),
      ...(changes.length > 0 ? { changesJson: toJson([...stored, ...changes]) } : {}),
      version: session.version + 1,
    })
    .where("id", "=", session.id)
    .where("version", "=", session.version)
    .executeTakeFirst();
  return { ok: Number(result.numUpdatedRows) === 1, gapMs };
}

/** Thrown inside a transaction to roll it back when a compare-and-swap lost the race. */
export class LostRace extends Error {
  constructor() {
    super("another request changed this session first");
    this.name = "LostRace";
  }
}

/** Runs `work` in a transaction; a lost race rolls everything back and answers false. */
export async function casTransaction(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<void>) {
  try {
    await db.transaction().execute(work);
    return true;
  } catch (error) {
    if (error instanceof LostRace) return false;
    throw error;
  }
}
