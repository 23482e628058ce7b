import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { authHeaders, copySetCookies, type SignedInParent } from "../auth/session.server.ts";
import { profileSchema } from "./settings-forms.ts";

export type UpdateProfileResult =
  | { status: "saved"; headers: Headers }
  | { status: "invalid"; errors: FieldErrors<{ name: string; language: string }> };

/**
 * Saves the parent's display name (through better-auth, which owns the user record) and their
 * preferred language (a column better-auth does not accept as input, so written directly).
 */
export async function updateProfile(
  services: Pick<AppServices, "auth" | "database" | "logger">,
  parent: SignedInParent,
  input: Record<string, unknown>,
  { request, clientIp }: { request: Request; clientIp: string },
): Promise<UpdateProfileResult> {
  const parsed = parseForm(profileSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { name, language } = parsed.value;
  const response = await services.auth.api.updateUser({
    body: { name },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) throw new Error(`The auth library refused the name change (${response.status}).`);
  await services.database.db
    .updateTable("user")
    .set({ language, updatedAt: new Date().toISOString() })
    .where("id", "=", parent.user.id)
    .execute();
  services.logger.info({ event: "profile-updated" }, "profile updated");
  return { status: "saved", headers: copySetCookies(response.headers) };
}
