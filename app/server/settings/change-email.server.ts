import { createT } from "../../i18n/translate.ts";
import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { emailChangeRequestedMessage } from "../auth/auth-emails.server.ts";
import { authHeaders, type SignedInParent } from "../auth/session.server.ts";
import { reauthenticate, type ReauthFailure } from "./reauthenticate.server.ts";
import { changeEmailSchema } from "./settings-forms.ts";

export type ChangeEmailResult =
  | { status: "link-sent"; newEmail: string }
  | { status: "invalid"; errors: FieldErrors<{ newEmail: string; currentPassword: string }> }
  | { status: "same-email" }
  | ReauthFailure;

/**
 * Starts a change of e-mail address, re-verified: better-auth (1.7.25, no
 * sendChangeEmailConfirmation configured) signs a token carrying `updateTo` and our
 * sendVerificationEmail (auth.server.ts) mails it to the NEW address; the address changes only
 * when that link is used on /auth/action. The current address is told, so a stolen session
 * cannot move the account quietly. If the new address already belongs to another account,
 * better-auth sends nothing and answers the same, so this form reveals no one's address.
 */
export async function changeEmail(
  services: Pick<AppServices, "auth" | "database" | "logger" | "mailer" | "config">,
  parent: SignedInParent,
  input: Record<string, unknown>,
  { request, clientIp }: { request: Request; clientIp: string },
): Promise<ChangeEmailResult> {
  const parsed = parseForm(changeEmailSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const { newEmail, currentPassword } = parsed.value;
  if (newEmail === parent.user.email.toLowerCase()) return { status: "same-email" };
  const reauth = await reauthenticate(services, parent, currentPassword, { clientIp });
  if (!reauth.ok) return reauth.failure;

  const response = await services.auth.api.changeEmail({
    body: { newEmail },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) throw new Error(`The auth library refused the e-mail change (${response.status}).`);
  const resetUrl = new URL("/forgot-password", services.config.PUBLIC_URL).toString();
  await services.mailer
    .send({ to: parent.user.email, ...emailChangeRequestedMessage(createT(parent.user.language), newEmail, resetUrl) })
    .catch((error: unknown) => services.logger.error({ err: error }, "e-mail change notice could not be sent"));
  services.logger.info({ event: "email-change-requested" }, "e-mail change requested");
  return { status: "link-sent", newEmail };
}
