import type { AppServices } from "../../context.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import { consumeRateLimit } from "../rate-limit.server.ts";
import { checkPinSchema } from "./pin-forms.ts";
import { verifyParentModePin, type PinCheck } from "./verify-parent-mode-pin.server.ts";

/**
 * Per client address, on top of the per-family lock: one device cannot sweep through several
 * families' PINs (SECURITY.md "Brute force": the parent-mode PIN is rate-limited). The family's own
 * lock (5 wrong tries, 15 minutes) is what guards a PIN; this bound only has to stop a device from
 * cycling through many families' locks, so it leaves room for a household (or a school's shared
 * address) where child mode is left and entered many times a day: 12 families' worth of tries.
 */
export const PIN_FORM_RATE_LIMIT = { limit: 60, windowMs: 15 * 60 * 1000 };

export type CheckPinResult =
  | PinCheck
  | { status: "invalid"; errors: FieldErrors<{ pin: string }> }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** The "Check my PIN" form: the same check as the child-mode exit, so the lock shows here too. */
export async function checkParentModePin(
  services: Pick<AppServices, "database">,
  familyId: string,
  input: Record<string, unknown>,
  { clientIp }: { clientIp: string },
): Promise<CheckPinResult> {
  const parsed = parseForm(checkPinSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  const limit = await consumeRateLimit(services.database.db, `pin:ip:${clientIp}`, PIN_FORM_RATE_LIMIT);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  return verifyParentModePin(services, familyId, parsed.value.pin);
}
