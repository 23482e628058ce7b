/** The sign-in forms as the server accepts them (SECURITY.md "Input"); unknown fields are ignored. */
import { z } from "zod";
import { messageRef } from "../../i18n/message-format.ts";
import { cleanText } from "../../lib/clean-text.ts";
import { passwordProblem } from "./password-policy.server.ts";

const email = z
  .string({ error: messageRef("auth.form.error.emailMissing") })
  .transform((value) => cleanText(value).toLowerCase())
  .pipe(
    z.email({ error: messageRef("auth.form.error.emailInvalid") }).max(254, messageRef("auth.form.error.emailTooLong")),
  );

// Passwords are never trimmed or cleaned: every character counts (no truncation either).
const anyPassword = z
  .string({ error: messageRef("auth.form.error.passwordMissing") })
  .min(1, messageRef("auth.form.error.passwordMissing"));

// Checked on its own so its message shows even when another field is wrong too.
const newPassword = z.string({ error: messageRef("auth.form.error.choosePassword") }).superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const registerSchema = z
  .object({
    name: z
      .string({ error: messageRef("auth.form.error.nameMissing") })
      .transform(cleanText)
      .pipe(
        z
          .string()
          .min(1, messageRef("auth.form.error.nameMissing"))
          .max(100, messageRef("auth.form.error.nameTooLong", { max: 100 })),
      ),
    email,
    password: newPassword,
    acceptTerms: z.literal("on", { error: messageRef("auth.form.error.acceptTerms") }),
  })
  .superRefine((value, context) => {
    const problem = passwordProblem(value.password, { email: value.email });
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });

export const signInSchema = z.object({ email, password: anyPassword });

export const emailOnlySchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string().optional() })
  .superRefine((value, context) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      context.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: messageRef("auth.form.error.passwordsDiffer"),
      });
    }
  });

/**
 * Where to go after signing in: only a path on this site (never another origin), so a crafted
 * link cannot send a parent elsewhere after they sign in.
 */
export function safeRedirectTarget(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  // A co-parent invitation sends a signed-out invitee to sign in first, then back to the link.
  if (/^\/auth\/action\?mode=acceptInvite&/.test(value)) return value;
  if (/^\/(login|register|forgot-password|auth\/)/.test(value)) return fallback;
  return value;
}
