/**
 * The e-mails sign-in sends. Every link points at /auth/action (issue 4), never at better-auth's
 * own endpoints, so one page explains used or expired links and nothing is consumed by a mail
 * scanner following the link (the page asks for a click before it acts).
 */
import { BRAND } from "../../config/brand.ts";
import { renderEmail } from "../mail/layout.server.ts";

export type AuthLinkMode = "verifyEmail" | "resetPassword" | "signIn" | "changeEmail";

export function actionLink(publicUrl: string, mode: AuthLinkMode, token: string): string {
  const url = new URL("/auth/action", publicUrl);
  url.searchParams.set("mode", mode);
  url.searchParams.set("token", token);
  return url.toString();
}

export function verifyEmailMessage(link: string) {
  return renderEmail({
    subject: `Confirm your e-mail for ${BRAND.name}`,
    heading: "Confirm your e-mail address",
    paragraphs: [
      `Welcome to ${BRAND.name}! Please confirm that this is your e-mail address so we can keep your family's account safe.`,
      "The link works once, for 15 minutes. If it has expired, sign in with your password and we will send a new one.",
    ],
    action: { label: "Confirm my e-mail", url: link },
    footnote: "If you did not create an account, you can ignore this e-mail; nothing will happen.",
  });
}

export function resetPasswordMessage(link: string) {
  return renderEmail({
    subject: `Reset your ${BRAND.name} password`,
    heading: "Reset your password",
    paragraphs: [
      "Someone (we hope you) asked to reset the password of this account.",
      "The link works once, for 15 minutes. Setting a new password signs you out on every device.",
    ],
    action: { label: "Choose a new password", url: link },
    footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}

export function signInLinkMessage(link: string) {
  return renderEmail({
    subject: `Your ${BRAND.name} sign-in link`,
    heading: "Sign in with one click",
    paragraphs: [
      `Use the button below to sign in to ${BRAND.name}. If you don't have an account yet, this creates one.`,
      "The link works once, for 15 minutes.",
    ],
    action: { label: "Sign me in", url: link },
    footnote: "If you did not ask for this link, ignore this e-mail; nobody can sign in without it.",
  });
}

/** Sent instead of a second account when someone registers with an address we already know. */
export function alreadyRegisteredMessage(loginUrl: string, resetUrl: string) {
  return renderEmail({
    subject: `You already have a ${BRAND.name} account`,
    heading: "You already have an account",
    paragraphs: [
      "Someone (probably you) tried to create a new account with this e-mail address, but it already has one.",
      `Sign in at ${loginUrl}, or if you have forgotten your password, reset it at ${resetUrl}.`,
    ],
    action: { label: "Sign in", url: loginUrl },
    footnote: "If this wasn't you, you can ignore this e-mail; your account has not changed.",
  });
}

export function changeEmailMessage(link: string, newEmail: string) {
  return renderEmail({
    subject: `Confirm your new e-mail for ${BRAND.name}`,
    heading: "Confirm your new e-mail address",
    paragraphs: [
      `You asked to change the e-mail address of your ${BRAND.name} account to ${newEmail}.`,
      "The change happens when you open this link. It works once, for 15 minutes.",
    ],
    action: { label: "Confirm the new address", url: link },
    footnote: "If you did not ask for this, ignore this e-mail and your address stays as it is.",
  });
}

/** To the current address when someone asks to move the account to another one (settings). */
export function emailChangeRequestedMessage(newEmail: string, resetUrl: string) {
  return renderEmail({
    subject: `Your ${BRAND.name} e-mail address is being changed`,
    heading: "A change of e-mail address was requested",
    paragraphs: [
      `Someone signed in to your ${BRAND.name} account asked to use ${newEmail} from now on. We have sent a confirmation link to that address; nothing changes until it is opened.`,
      "If this was you, there is nothing else to do.",
    ],
    action: { label: "Not me: reset my password", url: resetUrl },
    footnote: `If you did not ask for this, reset your password now and write to ${BRAND.supportEmail}.`,
  });
}
