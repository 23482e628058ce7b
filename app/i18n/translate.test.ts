import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "./message-format.ts";
import { createT } from "./translate.ts";

const MESSAGES = {
  "demo.children": "{count, plural, =0 {No children yet} one {# child} other {# children}}",
  "demo.welcome": "Welcome, {name}!",
  "demo.terms": "I agree to the <link>terms</link>.",
  "demo.parent": "{gender, select, female {She} male {He} other {They}} set it up",
};
const SPANISH = {
  "demo.children": "{count, plural, =0 {Todavía no hay niños} one {# niño} other {# niños}}",
  "demo.welcome": "¡Hola, {name}!",
  "demo.terms": "Acepto los <link>términos</link>.",
  "demo.parent": "{gender, select, female {Ella lo configuró} male {Él lo configuró} other {Lo configuraron}}",
};

describe("createTranslator", () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats ICU plurals, selects and placeholders in each language", () => {
    const en = createTranslator("en", MESSAGES);
    const es = createTranslator("es", SPANISH);
    expect([0, 1, 1200].map((count) => en("demo.children", { count }))).toEqual([
      "No children yet",
      "1 child",
      "1,200 children",
    ]);
    expect(es("demo.children", { count: 2 })).toBe("2 niños");
    expect(es("demo.welcome", { name: "Ana" })).toBe("¡Hola, Ana!");
    expect(es("demo.parent", { gender: "female" })).toBe("Ella lo configuró");
    expect(en.locale).toBe("en");
  });

  it("renders tags through functions (links inside a sentence)", () => {
    const es = createTranslator("es", SPANISH);
    const parts = es.rich("demo.terms", { link: (chunks) => ({ link: chunks.join("") }) });
    expect(parts).toEqual(["Acepto los ", { link: "términos" }, "."]);
    // Plain t() keeps a tag's words (for e-mails' text parts).
    expect(es("demo.terms")).toBe("Acepto los términos.");
  });

  it("shows the key and reports a missing message instead of failing the page", () => {
    const onMissing = vi.fn();
    const t = createTranslator("es", SPANISH, onMissing);
    expect(t("demo.nothing")).toBe("demo.nothing");
    expect(onMissing).toHaveBeenCalledWith("demo.nothing", "es");
  });
});

describe("createT", () => {
  it("reads the real catalogs and takes a stored preference as it comes (null is English)", () => {
    expect(createT("es")("layout.nav.pricing")).toBe("Precios");
    expect(createT(null)("layout.nav.pricing")).toBe("Pricing");
    expect(createT("fr")("layout.nav.pricing")).toBe("Pricing");
    expect(createT("es")("errors.stillStuck", { address: "a@b.c", hours: 1 })).toBe(
      "¿Sigues con problemas? Escríbenos a a@b.c; respondemos en menos de 1 hora.",
    );
  });
});
