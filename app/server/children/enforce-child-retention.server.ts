/**
 * The child-data retention job (privacy policy; SECURITY.md "a written retention policy that the
 * product enforces"). Each run, in this order:
 * 1. deletes children inactive for 12 months whose parents were warned at least 30 days ago;
 * 2. warns the parents of children 30 days from that point, one e-mail per family.
 * Safe to run on several servers at once and to repeat: a warning is claimed by one atomic UPDATE
 * before it is sent (only the server whose UPDATE changed the rows sends it), and deletion needs
 * the recorded warning, so nobody's data goes without 30 days' notice.
 */
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
    .select("user.email")
    .where("familyMember.familyId", "=", familyId)
    .execute();
  try {
    for (const { email } of parents) {
      await services.mailer.send({
        to: email,
        ...retentionWarningMessage(services.config.PUBLIC_URL, claimed, sentAt),
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

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function retentionWarningMessage(
  publicUrl: string,
  children: { displayName: string; lastActiveAt: string }[],
  sentAt: string,
) {
  const names = listOfNames(children.map((child) => child.displayName));
  const deletionDate = DATE_FORMAT.format(
    new Date(Math.min(...children.map((child) => new Date(scheduledDeletion(child.lastActiveAt, sentAt)).getTime()))),
  );
  const plural = children.length > 1;
  return renderEmail({
    subject: `We will delete ${names}'s learning data on ${deletionDate}`,
    heading: `${names}'s learning data will be deleted on ${deletionDate}`,
    paragraphs: [
      `Nobody in your family has signed in to ${BRAND.name} for almost a year. As our privacy policy promises, we delete a child's data 12 months after the family's last sign-in, so we will delete ${plural ? "their" : `${names}'s`} profile, answers, plan and reports on ${deletionDate}.`,
      `To keep ${plural ? "it" : "the data"}, just sign in before then. If you are happy for it to go, you don't need to do anything.`,
    ],
    action: { label: "Sign in to keep the data", url: new URL("/dashboard", publicUrl).toString() },
    footnote: `You get this e-mail because you are a parent in a ${BRAND.name} family.`,
  });
}
