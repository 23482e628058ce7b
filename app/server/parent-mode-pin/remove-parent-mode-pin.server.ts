import type { AppServices } from "../../context.ts";
import { parseForm } from "../../lib/parse-form.ts";
import type { SignedInParent } from "../auth/session.server.ts";
import { reauthenticate, type ReauthFailure } from "../settings/reauthenticate.server.ts";
import { removePinSchema } from "./pin-forms.ts";

export type RemovePinResult = { status: "removed" } | ReauthFailure;

/** Removes the family's parent-mode PIN; needs the account password (PRODUCT.md §4). */
export async function removeParentModePin(
  services: Pick<AppServices, "database" | "logger">,
  parent: SignedInParent,
  familyId: string,
  input: Record<string, unknown>,
  { clientIp }: { clientIp: string },
): Promise<RemovePinResult> {
  const parsed = parseForm(removePinSchema, input);
  const password = parsed.ok ? parsed.value.currentPassword : undefined;
  const reauth = await reauthenticate(services, parent, password, { clientIp });
  if (!reauth.ok) return reauth.failure;
  await services.database.db.deleteFrom("parentModePin").where("familyId", "=", familyId).execute();
  services.logger.info({ event: "parent-mode-pin-removed" }, "parent-mode PIN removed");
  return { status: "removed" };
}
