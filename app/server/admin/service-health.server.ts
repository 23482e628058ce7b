import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../../../db/connection.ts";
import type { Database } from "../../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ServiceHealth = {
  database: { kind: DatabaseHandle["kind"]; reachable: boolean; latencyMs: number | null };
  uptimeSeconds: number;
  families: number;
  children: number;
  parents: number;
  pageViewsLast30Days: number;
  feedbackLast30Days: number;
  contactMessagesLast30Days: number;
};

async function countRows(db: Kysely<Database>, table: "family" | "user"): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Aggregate numbers for staff (PRODUCT.md §1): counts only, never anyone's details.
 * Children are those not archived.
 */
export async function serviceHealth(database: DatabaseHandle, now: Date = new Date()): Promise<ServiceHealth> {
  const { db } = database;
  const started = performance.now();
  const reachable = await database.ping(2000).then(
    () => true,
    () => false,
  );
  const latencyMs = reachable ? Math.round(performance.now() - started) : null;
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [families, parents, children, pageViews, feedback, messages] = await Promise.all([
    countRows(db, "family"),
    countRows(db, "user"),
    db
      .selectFrom("child")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("archivedAt", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("pageView")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("createdAt", ">=", since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("feedback")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("timestampUTC", ">=", since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contactMessage")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("createdAt", ">=", since)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    database: { kind: database.kind, reachable, latencyMs },
    uptimeSeconds: Math.round(process.uptime()),
    families,
    parents,
    children: Number(children.count),
    pageViewsLast30Days: Number(pageViews.count),
    feedbackLast30Days: Number(feedback.count),
    contactMessagesLast30Days: Number(messages.count),
  };
}
