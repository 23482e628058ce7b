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
  /**
   * A scheduled family e-mail's claim row (decision 0028). Every e-mail stops being due within 40
   * days (the report-ready window is the longest), so an older claim stops nothing from being sent
   * twice; it only keeps that e-mail's one-click unsubscribe link working, for six months
   * (decision 0043). The parent's settings page turns any e-mail off at any time.
   */
  scheduledEmail: 180,
} as const;

export type RetentionReport = Record<keyof typeof RETENTION_DAYS | "rateLimitBucket", number>;

function cutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/**
 * One statement per kind of record, one after another: on SQLite each is synchronous and takes the
 * write lock, on PostgreSQL each holds one pooled connection, so running them side by side would
 * only lengthen the stall they cause (decision 0043).
 */
export async function enforceRetention(db: Kysely<Database>, now: Date = new Date()): Promise<RetentionReport> {
  const practiceCheck = await db
    .deleteFrom("practiceCheck")
    .where("createdAt", "<", cutoff(now, RETENTION_DAYS.practiceCheck))
    .executeTakeFirst();
  const pageView = await db
    .deleteFrom("pageView")
    .where("createdAt", "<", cutoff(now, RETENTION_DAYS.pageView))
    .executeTakeFirst();
  const contactMessage = await db
    .deleteFrom("contactMessage")
    .where("createdAt", "<", cutoff(now, RETENTION_DAYS.contactMessage))
    .executeTakeFirst();
  const rateLimitBucket = await db
    .deleteFrom("rateLimitBucket")
    .where("expiresAt", "<", now.toISOString())
    .executeTakeFirst();
  const scheduledEmail = await db
    .deleteFrom("scheduledEmail")
    .where("claimedAt", "<", cutoff(now, RETENTION_DAYS.scheduledEmail))
    .executeTakeFirst();
  return {
    practiceCheck: Number(practiceCheck.numDeletedRows),
    pageView: Number(pageView.numDeletedRows),
    contactMessage: Number(contactMessage.numDeletedRows),
    rateLimitBucket: Number(rateLimitBucket.numDeletedRows),
    scheduledEmail: Number(scheduledEmail.numDeletedRows),
  };
}
