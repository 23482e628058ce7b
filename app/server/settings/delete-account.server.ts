import { sql, type Expression, type Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { authHeaders, copySetCookies, type SignedInParent } from "../auth/session.server.ts";
import { endSubscriptionOfDeletedFamily } from "../billing/end-subscription-on-deletion.server.ts";
import { reauthenticate, type ReauthFailure } from "./reauthenticate.server.ts";
import { deleteAccountSchema } from "./settings-forms.ts";

export type DeleteAccountResult =
  | { status: "deleted"; headers: Headers; deletedFamily: boolean }
  | { status: "invalid"; errors: FieldErrors<{ confirmation: string; currentPassword: string }> }
  | ReauthFailure;

/**
 * Deletes the account for real (SECURITY.md "Children's privacy": deletion removes the data, not
 * just hides it), after re-authentication and a typed confirmation.
 * - The primary parent takes the whole family with them: the family row cascades to children,
 *   consents, invitations, the PIN and the membership of every parent. Co-parents keep their own
 *   sign-in, without the family.
 * - A co-parent deletes only themselves (PRODUCT.md §1: they cannot delete the family).
 * The user row cascades to sessions (every device is signed out) and sign-in methods. Feedback
 * they sent, their pending e-mail links and their rate-limit counters go too.
 */
export async function deleteAccount(
  services: Pick<AppServices, "auth" | "database" | "logger" | "config">,
  parent: SignedInParent,
  input: Record<string, unknown>,
  { request, clientIp }: { request: Request; clientIp: string },
): Promise<DeleteAccountResult> {
  const parsed = parseForm(deleteAccountSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const reauth = await reauthenticate(services, parent, parsed.value.currentPassword, { clientIp });
  if (!reauth.ok) return reauth.failure;
  // The family's subscription ends first (issue 17): no card is charged for a deleted account.
  const billing = await endSubscriptionOfDeletedFamily(services, parent.user.id);
  if (billing.status === "failed") {
    return {
      status: "invalid",
      errors: {
        confirmation:
          "We could not cancel your subscription with Stripe just now, so nothing was deleted. Please try again in a moment.",
      },
    };
  }

  const deletedFamily = await services.database.db.transaction().execute((trx) => deleteEverythingOf(trx, parent.user));
  // The session row is gone already; signing out clears the cookie in this browser.
  const signOut = await services.auth.api.signOut({ headers: authHeaders(request, clientIp), asResponse: true });
  services.logger.info({ event: "account-deleted", deletedFamily }, "account deleted");
  return { status: "deleted", headers: copySetCookies(signOut.headers), deletedFamily };
}

/** Returns whether the family went too (the parent was its primary parent). */
async function deleteEverythingOf(trx: Transaction<Database>, user: { id: string; email: string }): Promise<boolean> {
  const primaryOf = await trx
    .selectFrom("family")
    .select("id")
    .where("primaryParentUid", "=", user.id)
    .executeTakeFirst();
  if (primaryOf) {
    // Feedback carries the family id as plain text (SPEC.md §3), so no cascade reaches it.
    await trx.deleteFrom("feedback").where("familyId", "=", primaryOf.id).execute();
    await trx.deleteFrom("family").where("id", "=", primaryOf.id).execute();
  }
  await trx.deleteFrom("feedback").where("userId", "=", user.id).execute();
  // Unused reset, sign-in and deletion links hold the user id or the address.
  await trx
    .deleteFrom("verification")
    .where((eb) => eb.or([eb("value", "=", user.id), mentions(eb.ref("value"), `"${user.email}"`)]))
    .execute();
  await trx
    .deleteFrom("rateLimitBucket")
    .where((eb) => eb.or([endsWith(eb.ref("key"), `:${user.email}`), endsWith(eb.ref("key"), `:${user.id}`)]))
    .execute();
  await trx.deleteFrom("user").where("id", "=", user.id).execute();
  return primaryOf !== undefined;
}

// LIKE with an explicit escape character: addresses may contain "_" or "%".
const escapeLike = (text: string) => text.replace(/[!%_]/g, "!$&");
const mentions = (column: Expression<string>, text: string) =>
  sql<boolean>`${column} like ${`%${escapeLike(text)}%`} escape '!'`;
const endsWith = (column: Expression<string>, text: string) =>
  sql<boolean>`${column} like ${`%${escapeLike(text)}`} escape '!'`;
