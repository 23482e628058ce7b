/**
 * The parent-mode PIN forms (PRODUCT.md §4: 4-6 digits) as the server accepts them; unknown
 * fields are ignored. PINs are never trimmed into something else: "12 34" is refused, not fixed.
 */
import { z } from "zod";
import { messageRef } from "../../i18n/message-format.ts";

/** PRODUCT.md §4: 5 wrong tries lock the PIN for 15 minutes. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_SECONDS = 15 * 60;

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
const PIN_PATTERN = /^[0-9]{4,6}$/;
const PIN_FORMAT_MESSAGE = messageRef("settings.pin.error.format", { min: PIN_MIN_DIGITS, max: PIN_MAX_DIGITS });

/**
 * A child who wants out of child mode tries 0000 and 1234 first, so repeated digits and straight
 * runs (1234, 9876) are refused when a PIN is chosen.
 */
export function easyToGuess(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - digits[index]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

const pinField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).regex(PIN_PATTERN, PIN_FORMAT_MESSAGE);

export const setPinSchema = z
  .object({
    pin: pinField(messageRef("settings.pin.error.choose")),
    confirmPin: z.string({ error: messageRef("settings.pin.error.again") }),
    // Optional: parents without a password re-authenticate with a fresh session instead.
    currentPassword: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (easyToGuess(value.pin)) {
      context.addIssue({
        code: "custom",
        path: ["pin"],
        message: messageRef("settings.pin.error.easy"),
      });
    } else if (value.confirmPin !== value.pin) {
      context.addIssue({ code: "custom", path: ["confirmPin"], message: messageRef("settings.pin.error.differ") });
    }
  });

export const removePinSchema = z.object({ currentPassword: z.string().optional() });

export const checkPinSchema = z.object({ pin: pinField(messageRef("settings.pin.error.enter")) });
