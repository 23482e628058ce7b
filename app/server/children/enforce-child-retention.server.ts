/**
 * The child-data retention job (privacy policy; SECURITY.md "a written retention policy that the
 * product enforces"). Each run, in this order:
 * 1. deletes children inactive for 12 months whose parents were warned at least 30 days ago;
 * 2. warns the parents of children 30 days from that point, one e-mail per family.
 * Safe to run on several servers at once and to repeat: a warning is claimed by one atomic UPDATE
 * before it is sent (only the server whose UPDATE changed the rows sends it), and deletion needs
 * the recorded warning, so nobody's data goes without 30 days' notice.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import { formatDate, formatList } from "../../i18n/format.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { createT } from "../../i18n/translate.ts";
import type { AppServices } from "../../context.ts";
import { BRAND } from "../../config/brand.ts";
import { renderEmail } from "../mail/layout.server.ts";
import { deletionCutoffs, scheduledDeletion, warningCutoff } from "./child-retention.ts";
import { listOfNames } from "./names.ts";

export type ChildRetentionReport = { warnedFamilies: number; deletedChildren: number };

type Services = Pick<AppServices, "mailer" | "config" | "logger"> & { database: Pick<AppServices["database"], "db"> };

export async function enforceChildRetention(services: Services, now: Date = new Date()): Promise<ChildRetentionReport> {
  const db = services.database.db;
  const { lastActiveBefore, warnedBefore } = deletionCutoffs(now);
  const deleted = await db
    .deleteFrom("child")
    .where("lastActiveAt", "<", lastActiveBefore)
    .where("retentionWarningSentAt", "is not", null)
    .where("retentionWarningSentAt", "<=", warnedBefore)
    .executeTakeFirst();

  const cutoff = warningCutoff(now);
  const families = await db
    .selectFrom("child")
    .select("familyId")
    .distinct()
    .where("lastActiveAt", "<", cutoff)
    .where("retentionWarningSentAt", "is", null)
    .execute();
  let warnedFamilies = 0;
  for (const { familyId } of families) {
    // A family at a time, letting requests in between (decision 0043).
    await letOtherRequestsIn();
    if (await warnFamily(services, familyId, cutoff, now)) warnedFamilies++;
  }
  return { warnedFamilies, deletedChildren: Number(deleted.numDeletedRows) };
}

async function warnFamily(services: Services, familyId: string, cutoff: string, now: Date): Promise<boolean> {
  const db = services.database.db;
  const sentAt = now.toISOString();
  const claimed = await db
    .updateTable("child")
    .set({ retentionWarningSentAt: sentAt })
    .where("familyId", "=", familyId)
    .where("lastActiveAt", "<", cutoff)
    .where("retentionWarningSentAt", "is", null)
    .returning(["id", "displayName", "lastActiveAt"])
    .execute();
  if (claimed.length === 0) return false; // another server took it
  const parents = await db
    .selectFrom("familyMember")
    .innerJoin("user", "user.id", "familyMember.userId")
    .select(["user.email", "user.language"])
    .where("familyMember.familyId", "=", familyId)
    .execute();
  try {
    for (const { email, language } of parents) {
      await services.mailer.send({
        to: email,
        ...retentionWarningMessage(createT(language), services.config.PUBLIC_URL, claimed, sentAt),
      });
    }
    return true;
  } catch (error) {
    // Release the claim so the next run tries again; the data stays until a warning gets out.
    // (A parent who already got it may get it twice; never none.)
    await db
      .updateTable("child")
      .set({ retentionWarningSentAt: null })
      .where(
        "id",
        "in",
        claimed.map((child) => child.id),
      )
      .where("retentionWarningSentAt", "=", sentAt)
      .execute();
    services.logger.error({ err: error, familyId }, "child retention warning not sent; will retry");
    return false;
  }
}

/** Written in each parent's own language (issue 19). */
export function retentionWarningMessage(
  t: Translate,
  publicUrl: string,
  children: { displayName: string; lastActiveAt: string }[],
  sentAt: string,
) {
  const names =
    t.locale === "en"
      ? listOfNames(children.map((child) => child.displayName))
      : formatList(
          children.map((child) => child.displayName),
          t.locale,
        );
  const date = formatDate(
    new Date(Math.min(...children.map((child) => new Date(scheduledDeletion(child.lastActiveAt, sentAt)).getTime()))),
    t.locale,
  );
  const values = { names, date, count: children.length, brand: BRAND.name };
  return renderEmail(
    {
      subject: t("mail.retention.subject", values),
      heading: t("mail.retention.heading", values),
      paragraphs: [t("mail.retention.p1", values), t("mail.retention.p2", values)],
      action: { label: t("mail.retention.action"), url: new URL("/dashboard", publicUrl).toString() },
      footnote: t("mail.retention.footnote", values),
    },
    t,
  );
}
