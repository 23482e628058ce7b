import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import type { SignedInParent } from "../auth/session.server.ts";
import { reauthenticate, type ReauthFailure } from "../settings/reauthenticate.server.ts";
import { hashPin } from "./pin-hash.server.ts";
import { setPinSchema } from "./pin-forms.ts";

export type SetPinResult =
  | { status: "saved" }
  | { status: "invalid"; errors: FieldErrors<{ pin: string; confirmPin: string; currentPassword: string }> }
  | ReauthFailure;

/**
 * Sets, changes or resets the family's parent-mode PIN (PRODUCT.md §4). It needs the account
 * password (or a fresh session for password-less accounts), never the old PIN, so a forgotten or
 * locked PIN is reset the same way; a new PIN starts with no failed tries and no lock.
 * How it is hashed, and why: pin-hash.server.ts.
 */
export async function setParentModePin(
  services: Pick<AppServices, "database" | "logger">,
  parent: SignedInParent,
  familyId: string,
  input: Record<string, unknown>,
  { clientIp }: { clientIp: string },
): Promise<SetPinResult> {
  const parsed = parseForm(setPinSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const reauth = await reauthenticate(services, parent, parsed.value.currentPassword, { clientIp });
  if (!reauth.ok) return reauth.failure;
  const pinHash = await hashPin(parsed.value.pin);
  const updatedAt = new Date().toISOString();
  await services.database.db
    .insertInto("parentModePin")
    .values({ familyId, pinHash, failedAttempts: 0, lockedUntil: null, updatedAt })
    .onConflict((conflict) =>
      conflict.column("familyId").doUpdateSet({ pinHash, failedAttempts: 0, lockedUntil: null, updatedAt }),
    )
    .execute();
  services.logger.info({ event: "parent-mode-pin-set" }, "parent-mode PIN set");
  return { status: "saved" };
}
