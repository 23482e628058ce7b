/**
 * "E-mail plus", step 2: the parent followed the link and pressed "I give consent". The consent
 * record and the family's flag change in one transaction; the delayed second e-mail is scheduled
 * in the same row (followUpDueAt), so a restart cannot lose it.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { ConsentLinkMode } from "./consent-links.ts";
import { markFamilyConsented } from "./consent-rows.server.ts";
import { hashConsentToken } from "./consent-tokens.server.ts";
import type { ConsentServices } from "./request-email-consent.server.ts";

/** The second e-mail goes out this long after consent is confirmed. */
export const FOLLOW_UP_DELAY_MS = 24 * 60 * 60 * 1000;

/** Tokens are 43 characters; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

export type ConfirmConsentResult =
  { status: "confirmed"; consentId: string; familyId: string; confirmedAt: string } | { status: "expired-or-used" };

export async function confirmConsentByToken(
  services: Pick<ConsentServices, "database" | "logger">,
  token: string,
  now: Date = new Date(),
): Promise<ConfirmConsentResult> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { status: "expired-or-used" };
  const nowIso = now.toISOString();
  const result = await services.database.db.transaction().execute(async (trx) => {
    // One conditional UPDATE claims the token: two presses (or two servers) cannot both confirm.
    const row = await trx
      .updateTable("parentalConsent")
      .set((eb) => ({
        status: "confirmed",
        confirmedAt: nowIso,
        evidenceId: eb.ref("id"),
        tokenHash: null,
        tokenExpiresAt: null,
        followUpDueAt: new Date(now.getTime() + FOLLOW_UP_DELAY_MS).toISOString(),
      }))
      .where("tokenHash", "=", hashConsentToken(token))
      .where("method", "=", "email-plus")
      .where("status", "=", "pending")
      .where("tokenExpiresAt", ">", nowIso)
      .returning(["id", "familyId"])
      .executeTakeFirst();
    if (!row) return null;
    await markFamilyConsented(trx, { familyId: row.familyId, consentId: row.id, now: nowIso });
    return row;
  });
  if (!result) return { status: "expired-or-used" };
  services.logger.info(
    { event: "consent-confirmed", method: "email-plus", consentId: result.id },
    "parental consent confirmed",
  );
  return { status: "confirmed", consentId: result.id, familyId: result.familyId, confirmedAt: nowIso };
}

/**
 * Whether a consent link can still be used, without using it: the GET page of /auth/action says
 * at once that a link has expired instead of after the button press.
 */
export async function consentLinkIsUsable(
  db: Kysely<Database>,
  mode: ConsentLinkMode,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const row = await db
    .selectFrom("parentalConsent")
    .select("id")
    .where("tokenHash", "=", hashConsentToken(token))
    .where("status", "=", mode === "confirmConsent" ? "pending" : "confirmed")
    .where("tokenExpiresAt", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
