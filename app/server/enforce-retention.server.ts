/**
 * Deletes data past its retention period (SECURITY.md "a written retention policy that the
 * product enforces"; the periods are the privacy policy's retention table). Idempotent: the server
 * runs it at start-up and then every hour, so a restart never skips it.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days each kind of record is kept (privacy policy, "How long we keep data"). */
export const RETENTION_DAYS = {
  practiceCheck: 30,
  pageView: 396, // 13 months
  contactMessage: 730, // 24 months
} as const;

export type RetentionReport = Record<keyof typeof RETENTION_DAYS | "rateLimitBucket", number>;

function cutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export async function enforceRetention(db: Kysely<Database>, now: Date = new Date()): Promise<RetentionReport> {
  const [practiceCheck, pageView, contactMessage, rateLimitBucket] = await Promise.all([
    db
      .deleteFrom("practiceCheck")
      .where("createdAt", "<", cutoff(now, RETENTION_DAYS.practiceCheck))
      .executeTakeFirst(),
    db.deleteFrom("pageView").where("createdAt", "<", cutoff(now, RETENTION_DAYS.pageView)).executeTakeFirst(),
    db
      .deleteFrom("contactMessage")
      .where("createdAt", "<", cutoff(now, RETENTION_DAYS.contactMessage))
      .executeTakeFirst(),
    db.deleteFrom("rateLimitBucket").where("expiresAt", "<", now.toISOString()).executeTakeFirst(),
  ]);
  return {
    practiceCheck: Number(practiceCheck.numDeletedRows),
    pageView: Number(pageView.numDeletedRows),
    contactMessage: Number(contactMessage.numDeletedRows),
    rateLimitBucket: Number(rateLimitBucket.numDeletedRows),
  };
}
