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

/** Characters a same-site redirect target may contain (RFC 3986 path, query and fragment characters). */
const SAFE_TARGET_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/;
/** Percent-escapes a path must not carry: "/", "\\" and control characters (a later decode could revive them). */
const RISKY_PATH_ESCAPES = /%(2f|5c|[01][0-9a-f]|7f)/i;
/** Any base works: only whether the target stays on it matters. */
const SAME_SITE_BASE = "https://same-site.invalid";

/**
 * Where to go after signing in: only a path on this site, so a crafted link cannot send a parent
 * elsewhere (issue 14). Browsers drop tabs and newlines from a Location, read "\\" as "/" and
 * resolve "/.." segments, so "/<TAB>/evil.example" or "/..//evil.example" would leave the site:
 * the value must be made only of safe characters, and what a browser would resolve it to must
 * still be a path on our origin that does not start with "//". Anything else gives `fallback`,
 * which also keeps control characters out of the Location header.
 */
export function safeRedirectTarget(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length > 2048 || !value.startsWith("/")) return fallback;
  if (!SAFE_TARGET_CHARACTERS.test(value) || /%(?![0-9a-f]{2})/i.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  if (path.startsWith("//") || RISKY_PATH_ESCAPES.test(path)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, SAME_SITE_BASE);
  } catch {
    return fallback;
  }
  const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (resolved.origin !== SAME_SITE_BASE || !target.startsWith("/") || target.startsWith("//")) return fallback;
  // A co-parent invitation sends a signed-out invitee to sign in first, then back to the link.
  if (/^\/auth\/action\?mode=acceptInvite&/.test(target)) return target;
  if (/^\/(login|register|forgot-password|auth\/|logout)/.test(target)) return fallback;
  return target;
}
