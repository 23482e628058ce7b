/** The settings forms as the server accepts them (SECURITY.md "Input"); unknown fields are ignored. */
import { z } from "zod";
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
    .string({ error: "Please enter your name." })
    .transform(cleanText)
    .pipe(z.string().min(1, "Please enter your name.").max(100, "Please keep your name under 100 characters.")),
  language: z.enum(LANGUAGE_CODES, { error: "Please choose a language from the list." }),
});

export const changeEmailSchema = z.object({
  newEmail: z
    .string({ error: "Please enter your new e-mail address." })
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(
      z
        .email({ error: "Please enter a valid e-mail address, like name@example.com." })
        .max(254, "That e-mail address is too long."),
    ),
  currentPassword,
});

/** The new password may not contain the account's e-mail name, so the schema needs the address. */
export function changePasswordSchema(email: string) {
  return z
    .object({
      currentPassword,
      newPassword: z.string({ error: "Please choose a new password." }),
      confirmPassword: z.string({ error: "Please type the new password again." }),
    })
    .superRefine((value, context) => {
      const problem = passwordProblem(value.newPassword, { email });
      if (problem) context.addIssue({ code: "custom", path: ["newPassword"], message: problem });
      else if (value.confirmPassword !== value.newPassword) {
        context.addIssue({ code: "custom", path: ["confirmPassword"], message: "The two passwords are not the same." });
      }
    });
}

export const DELETE_CONFIRMATION_WORD = "DELETE";

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: `Please type ${DELETE_CONFIRMATION_WORD} to confirm.` })
    .transform((value) => value.trim())
    .refine((value) => value === DELETE_CONFIRMATION_WORD, `Please type ${DELETE_CONFIRMATION_WORD} to confirm.`),
  currentPassword,
});
