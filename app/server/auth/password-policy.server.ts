/**
 * What a password must be (SECURITY.md, ASVS 6.2.x): 8 to 128 characters, no composition rules,
 * never truncated, and not one of the ~49,000 most common passwords (the list bundled with
 * @zxcvbn-ts/language-common, MIT).
 */
import { dictionary } from "@zxcvbn-ts/language-common";

import { messageRef } from "../../i18n/message-format.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set((dictionary["passwords-common"] as string[]).map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Counts characters as people see them (an emoji is one), not UTF-16 units. */
function length(password: string): number {
  return [...password].length;
}

/** Returns a message (a reference into the auth catalog) for the field, or null when the password is acceptable. */
export function passwordProblem(password: string, { email }: { email?: string } = {}): string | null {
  if (length(password) < PASSWORD_MIN_LENGTH) return messageRef("auth.password.tooShort", { min: PASSWORD_MIN_LENGTH });
  if (length(password) > PASSWORD_MAX_LENGTH) return messageRef("auth.password.tooLong", { max: PASSWORD_MAX_LENGTH });
  if (isCommon(password)) return messageRef("auth.password.common");
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) {
    return messageRef("auth.password.containsEmail");
  }
  return null;
}
