/**
 * The e-mails sign-in sends. Every link points at /auth/action (issue 4), never at better-auth's
 * own endpoints, so one page explains used or expired links and nothing is consumed by a mail
 * scanner following the link (the page asks for a click before it acts). Each is written in the
 * reader's preferred language (`createT(user.language)`).
 */
import { BRAND } from "../../config/brand.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { renderEmail } from "../mail/layout.server.ts";

export type AuthLinkMode = "verifyEmail" | "resetPassword" | "signIn" | "changeEmail";

export function actionLink(publicUrl: string, mode: AuthLinkMode, token: string): string {
  const url = new URL("/auth/action", publicUrl);
  url.searchParams.set("mode", mode);
  url.searchParams.set("token", token);
  return url.toString();
}

const brand = { brand: BRAND.name, email: BRAND.supportEmail };

function message(t: Translate, name: string, action: { url: string }, values: Record<string, string> = {}) {
  const all = { ...brand, ...values };
  return renderEmail(
    {
      subject: t(`mail.auth.${name}.subject`, all),
      heading: t(`mail.auth.${name}.heading`, all),
      paragraphs: [t(`mail.auth.${name}.p1`, all), t(`mail.auth.${name}.p2`, all)],
      action: { label: t(`mail.auth.${name}.action`, all), url: action.url },
      footnote: t(`mail.auth.${name}.footnote`, all),
    },
    t,
  );
}

export function verifyEmailMessage(t: Translate, link: string) {
  return message(t, "verifyEmail", { url: link });
}

export function resetPasswordMessage(t: Translate, link: string) {
  return message(t, "resetPassword", { url: link });
}

export function signInLinkMessage(t: Translate, link: string) {
  return message(t, "signIn", { url: link });
}

/** Sent instead of a second account when someone registers with an address we already know. */
export function alreadyRegisteredMessage(t: Translate, loginUrl: string, resetUrl: string) {
  return message(t, "alreadyRegistered", { url: loginUrl }, { loginUrl, resetUrl });
}

export function changeEmailMessage(t: Translate, link: string, newEmail: string) {
  return message(t, "changeEmail", { url: link }, { newEmail });
}

/** To the current address when someone asks to move the account to another one (settings). */
export function emailChangeRequestedMessage(t: Translate, newEmail: string, resetUrl: string) {
  return message(t, "emailChangeRequested", { url: resetUrl }, { newEmail });
}
