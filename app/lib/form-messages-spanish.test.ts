/**
 * Every form a parent fills in answers a mistake in the parent's language (issue 19): the errors
 * the server returns are catalog references, and each reads as Spanish words in the Spanish
 * catalog, also for input no page sends (zod's own English messages never reach the page).
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { registerSchema, signInSchema, emailOnlySchema, newPasswordSchema } from "../server/auth/auth-forms.ts";
import { childFormSchema } from "../server/children/child-form.ts";
import { parseContactForm } from "../server/contact/contact-form.ts";
import { feedbackInputSchema } from "../server/feedback/feedback-input.ts";
import { inviteFormSchema } from "../server/family/invite-co-parent.server.ts";
import { checkPinSchema, removePinSchema, setPinSchema } from "../server/parent-mode-pin/pin-forms.ts";
import { goalsFormSchema } from "../server/plans/goals.ts";
import { emailPreferencesSchema } from "../server/scheduled-email/email-preferences.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "../server/settings/settings-forms.ts";
import { isMessageRef } from "../i18n/message-format.ts";
import { createT } from "../i18n/translate.ts";
import { parseForm } from "./parse-form.ts";

const es = createT("es");
const en = createT("en");

const SCHEMAS: Record<string, z.ZodType<Record<string, unknown>>> = {
  registerSchema,
  signInSchema,
  emailOnlySchema,
  newPasswordSchema,
  childFormSchema,
  feedbackInputSchema,
  inviteFormSchema,
  setPinSchema,
  checkPinSchema,
  removePinSchema,
  goalsFormSchema,
  emailPreferencesSchema,
  profileSchema,
  changeEmailSchema,
  changePasswordSchema: changePasswordSchema("parent@example.com"),
  deleteAccountSchema,
};

/** Forms as a page never sends them: empty, wrong types, far too long, nonsense choices. */
function badInputs(schema: z.ZodType<Record<string, unknown>>): Record<string, unknown>[] {
  const shape = "shape" in schema ? Object.keys((schema as unknown as z.ZodObject).shape) : [];
  const fill = (value: unknown) => Object.fromEntries(shape.map((field) => [field, value]));
  return [{}, fill(""), fill("x".repeat(6000)), fill(["a", "b"]), fill({ nested: true }), fill("-1"), fill("1e9")];
}

function expectSpanish(message: string, where: string) {
  expect(isMessageRef(message), `${where}: "${message}" is words, not a catalog reference`).toBe(true);
  const spanish = es.ref(message);
  expect(spanish, `${where}: ${message} has no Spanish message`).not.toBe(message);
  expect(spanish, `${where}: ${message} is the same in English`).not.toBe(en.ref(message));
}

describe("form errors in Spanish", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name}: every error a form can get is a Spanish message`, () => {
      let errors = 0;
      for (const input of badInputs(schema)) {
        const parsed = parseForm(schema, input);
        if (parsed.ok) continue;
        for (const [field, message] of Object.entries(parsed.errors)) {
          errors++;
          expectSpanish(String(message), `${name}.${field}`);
        }
      }
      // Some forms have only optional fields (removing a PIN); the others must have been exercised.
      if (name !== "removePinSchema") expect(errors, name).toBeGreaterThan(0);
    });
  }

  it("the contact form too", () => {
    const parsed = parseContactForm({ topic: "nonsense", email: "no", message: "" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) for (const [field, message] of Object.entries(parsed.errors)) expectSpanish(String(message), field);
  });

  it("a message a schema gives in plain words becomes a translated one, never English on the page", () => {
    const parsed = parseForm(feedbackInputSchema, { text: "ok", currentRoute: "/x", componentOrSection: "" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.componentOrSection).toBe("errors.field.invalid");
      expect(es.ref(parsed.errors.componentOrSection!)).toBe(
        "No pudimos leer este campo. Revísalo e inténtalo otra vez.",
      );
    }
  });
});
