import { describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { parseForm } from "../../lib/parse-form.ts";
import { easyToGuess, setPinSchema } from "./pin-forms.ts";

describe("parent-mode PIN rules", () => {
  it.each(["0000", "1111", "1234", "4321", "987654", "56789"])("refuses %s as easy to guess", (pin) => {
    expect(easyToGuess(pin)).toBe(true);
  });

  it.each(["4826", "1235", "0912", "112233", "135790"])("accepts %s", (pin) => {
    expect(easyToGuess(pin)).toBe(false);
  });

  it.each([
    ["123", /4 to 6 digits/],
    ["1234567", /4 to 6 digits/],
    ["12a4", /4 to 6 digits/],
    ["12 34", /4 to 6 digits/],
    ["٤٨٢٦", /4 to 6 digits/],
    ["", /choose a PIN/],
  ])("refuses %j with a message by the field", (pin, message) => {
    const parsed = parseForm(setPinSchema, { pin, confirmPin: pin });
    // Messages travel as catalog references (t.ref shows them in the page's language).
    expect(parsed.ok ? "" : createT("en").ref(parsed.errors.pin ?? "")).toMatch(message);
  });

  it("asks for the same PIN twice and ignores unknown fields", () => {
    expect(parseForm(setPinSchema, { pin: "4826", confirmPin: "4827" })).toMatchObject({
      ok: false,
      errors: { confirmPin: "settings.pin.error.differ" },
    });
    expect(parseForm(setPinSchema, { pin: "4826", confirmPin: "4826", familyId: "someone-else" })).toEqual({
      ok: true,
      value: { pin: "4826", confirmPin: "4826" },
    });
  });
});
