import { describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { parseForm } from "../../lib/parse-form.ts";
import { deleteAccountSchema } from "./settings-forms.ts";

describe("the account deletion's typed word", () => {
  it.each(["DELETE", " ELIMINAR "])("accepts %j, the word of either page language", (confirmation) => {
    expect(parseForm(deleteAccountSchema, { confirmation })).toMatchObject({ ok: true });
  });

  it.each(["delete", "eliminar", "BORRAR", ""])("refuses %j and names the page language's word", (confirmation) => {
    const parsed = parseForm(deleteAccountSchema, { confirmation });
    expect(parsed.ok).toBe(false);
    const error = parsed.ok ? "" : (parsed.errors.confirmation ?? "");
    expect(createT("en").ref(error)).toBe("Please type DELETE to confirm.");
    expect(createT("es").ref(error)).toBe("Escribe ELIMINAR para confirmar.");
  });

  it("shows the word the label asks for in each language", () => {
    for (const locale of ["en", "es"] as const) {
      const t = createT(locale);
      expect(t("settings.delete.error.confirm")).toContain(t("settings.delete.word"));
    }
  });
});
