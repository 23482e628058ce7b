/** The settings forms as the server accepts them (SECURITY.md "Input"); unknown fields are ignored. */
import { z } from "zod";
import { messageRef } from "../../i18n/message-format.ts";
import { cleanText } from "../../lib/clean-text.ts";
import { passwordProblem } from "../auth/password-policy.server.ts";
import { PREFERRED_LANGUAGES, type PreferredLanguage } from "./languages.ts";

const LANGUAGE_CODES = PREFERRED_LANGUAGES.map((language) => language.code) as [
  PreferredLanguage,
  ...PreferredLanguage[],
];

// Passwords are never trimmed or cleaned: every character counts. Optional here because
// password-less accounts re-authenticate with a fresh session instead (reauthenticate.server.ts).
const currentPassword = z.string().optional();

export const profileSchema = z.object({
  name: z
    .string({ error: messageRef("settings.profile.error.nameMissing") })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, messageRef("settings.profile.error.nameMissing"))
        .max(100, messageRef("settings.profile.error.nameTooLong", { max: 100 })),
    ),
  language: z.enum(LANGUAGE_CODES, { error: messageRef("settings.profile.error.language") }),
});

export const changeEmailSchema = z.object({
  newEmail: z
    .string({ error: messageRef("settings.email.error.missing") })
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(
      z
        .email({ error: messageRef("auth.form.error.emailInvalid") })
        .max(254, messageRef("auth.form.error.emailTooLong")),
    ),
  currentPassword,
});

/** The new password may not contain the account's e-mail name, so the schema needs the address. */
export function changePasswordSchema(email: string) {
  return z
    .object({
      currentPassword,
      newPassword: z.string({ error: messageRef("settings.password.error.newMissing") }),
      confirmPassword: z.string({ error: messageRef("settings.password.error.againMissing") }),
    })
    .superRefine((value, context) => {
      const problem = passwordProblem(value.newPassword, { email });
      if (problem) context.addIssue({ code: "custom", path: ["newPassword"], message: problem });
      else if (value.confirmPassword !== value.newPassword) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: messageRef("auth.form.error.passwordsDiffer"),
        });
      }
    });
}

/**
 * The word a parent types to delete their account, in each page language ("settings.delete.word"):
 * either is accepted, whatever the page's language, so a parent who switches language mid-way is
 * never refused for typing the word the other page showed.
 */
export const DELETE_CONFIRMATION_WORDS = ["DELETE", "ELIMINAR"] as const;

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: messageRef("settings.delete.error.confirm") })
    .transform((value) => value.trim())
    .refine(
      (value) => (DELETE_CONFIRMATION_WORDS as readonly string[]).includes(value),
      messageRef("settings.delete.error.confirm"),
    ),
  currentPassword,
});
