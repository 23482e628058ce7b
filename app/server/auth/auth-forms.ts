/** The sign-in forms as the server accepts them (SECURITY.md "Input"); unknown fields are ignored. */
import { z } from "zod";
import { cleanText } from "../../lib/clean-text.ts";
import { passwordProblem } from "./password-policy.server.ts";

const email = z
  .string({ error: "Please enter your e-mail address." })
  .transform((value) => cleanText(value).toLowerCase())
  .pipe(
    z
      .email({ error: "Please enter a valid e-mail address, like name@example.com." })
      .max(254, "That e-mail address is too long."),
  );

// Passwords are never trimmed or cleaned: every character counts (no truncation either).
const anyPassword = z.string({ error: "Please enter your password." }).min(1, "Please enter your password.");

// Checked on its own so its message shows even when another field is wrong too.
const newPassword = z.string({ error: "Please choose a password." }).superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const registerSchema = z
  .object({
    name: z
      .string({ error: "Please enter your name." })
      .transform(cleanText)
      .pipe(z.string().min(1, "Please enter your name.").max(100, "Please keep your name under 100 characters.")),
    email,
    password: newPassword,
    acceptTerms: z.literal("on", { error: "Please agree to the terms and the privacy policy to continue." }),
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
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: "The two passwords are not the same." });
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
