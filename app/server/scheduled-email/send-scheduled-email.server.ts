/**
 * The one mechanism every scheduled family e-mail goes through (decision 0028): the weekly e-mail,
 * session reminders, "assignment due tomorrow" and "your report is ready".
 *
 * 1. Claim: insert a `scheduledEmail` row with the e-mail's (kind, key), ON CONFLICT DO NOTHING.
 *    Only the scheduler whose insert won goes on, so several app servers on one database, or a
 *    restart in the middle of a run, send each e-mail once.
 * 2. Compose the message with this e-mail's own one-click unsubscribe link (a fresh random token;
 *    the row keeps only its SHA-256) and send it with the List-Unsubscribe headers (RFC 8058).
 * 3. A failed send deletes the claim, so the next run tries again while the e-mail is still due.
 */
import { createHash, randomBytes } from "node:crypto";
import type { AppServices } from "../../context.ts";
import type { DatabaseHandle } from "../../../db/connection.ts";
import { newId } from "../../../db/ids.ts";
import type { ScheduledEmailKind } from "../../../db/schema.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { MailAttachment } from "../mail/mailer.server.ts";

export type ScheduledEmailServices = Pick<AppServices, "config" | "mailer" | "logger"> & {
  database: Pick<DatabaseHandle, "db">;
};

export type ScheduledEmailMessage = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

export type ScheduledEmail = {
  kind: ScheduledEmailKind;
  /** What makes the e-mail unique within its kind, e.g. "<familyId>:2026-W48:<userId>". */
  key: string;
  userId: string;
  familyId: string;
  to: string;
  locale: Locale;
  /** Builds the message once the claim is won (so losers do no work), with its unsubscribe link. */
  compose(unsubscribeUrl: string): Promise<ScheduledEmailMessage> | ScheduledEmailMessage;
};

export type SendOutcome = "sent" | "taken" | "failed";

export type SendReport = { sent: number; failed: number };

export function countOutcome(report: SendReport, outcome: SendOutcome): void {
  if (outcome === "sent") report.sent += 1;
  if (outcome === "failed") report.failed += 1;
}

/** 256 random bits, URL-safe: the unsubscribe link's token. */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashUnsubscribeToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export const UNSUBSCRIBE_PATH_PREFIX = "/email/unsubscribe/";

/** The unsubscribe page of a token (it speaks the language of the parent the token was sent to). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return new URL(`${UNSUBSCRIBE_PATH_PREFIX}${token}`, publicUrl).toString();
}

/**
 * RFC 2369 + RFC 8058: mail apps show an "Unsubscribe" button that POSTs to the header's link, the
 * page's one-click twin (app/routes/resources/email-unsubscribe-one-click.ts).
 */
export function unsubscribeHeaders(pageUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${pageUrl}/one-click>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export async function sendScheduledEmail(
  services: ScheduledEmailServices,
  email: ScheduledEmail,
  now: Date,
): Promise<SendOutcome> {
  const db = services.database.db;
  const id = newId();
  const token = newUnsubscribeToken();
  const claimed = await db
    .insertInto("scheduledEmail")
    .values({
      id,
      kind: email.kind,
      key: email.key,
      userId: email.userId,
      familyId: email.familyId,
      unsubscribeTokenHash: hashUnsubscribeToken(token),
      claimedAt: now.toISOString(),
      sentAt: null,
    })
    .onConflict((conflict) => conflict.columns(["kind", "key"]).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return "taken";
  try {
    const url = unsubscribeUrl(services.config.PUBLIC_URL, token);
    const message = await email.compose(url);
    await services.mailer.send({ to: email.to, ...message, headers: unsubscribeHeaders(url) });
    await db.updateTable("scheduledEmail").set({ sentAt: new Date().toISOString() }).where("id", "=", id).execute();
    return "sent";
  } catch (error) {
    await db.deleteFrom("scheduledEmail").where("id", "=", id).execute();
    services.logger.error(
      { err: error, event: "scheduled-email-failed", kind: email.kind, familyId: email.familyId },
      "scheduled e-mail not sent; it will be retried",
    );
    return "failed";
  }
}
