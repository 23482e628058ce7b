/**
 * A child on a Spanish page reads why an answer could not be used in Spanish (issue 19): every
 * message core/items/validate.ts can give is a catalog message in both languages, with its values.
 */
import { describe, expect, it } from "vitest";
import { generateItem } from "../../../core/items/registry.ts";
import type { Answer, Item, ItemResponse } from "../../../core/items/types.ts";
import { MESSAGES, validate, type ValidationCode } from "../../../core/items/validate.ts";
import { createT } from "../../i18n/translate.ts";
import { markAnswer, SNAPSHOT_SCHEMA_VERSION, type ReadingSnapshot } from "../placement/item-snapshot.ts";
import { validationMessageRef } from "./validation-message.ts";

const es = createT("es");
const en = createT("en");

function itemWith(answer: Answer): Item {
  return {
    schemaVersion: 1,
    id: "test",
    skillId: "m-6.ee.a.2",
    seed: 0,
    difficulty: 1,
    theme: "space",
    format: answer.format,
    prompt: "A test question",
    answer,
    hints: ["A hint"],
    solution: { steps: ["A step"], answer: "The answer" },
    wrongAnswers: [],
    check: { kind: "value", expression: "1" },
  };
}

/** What the child reads for a response, in a language. */
function shown(locale: "en" | "es", item: Item, response: ItemResponse): string {
  const validation = validate(item, response);
  if (validation.ok) throw new Error("expected a validation message");
  return (locale === "es" ? es : en).ref(validationMessageRef(validation));
}

describe("validation messages in the reader's language", () => {
  it("has every code in both catalogs, and the English catalog says what core says", () => {
    const codes: ValidationCode[] = [
      ...(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]),
      "atLeast",
      "between",
      "letters",
    ];
    for (const code of codes) {
      expect(es.has(`items.validation.${code}`), code).toBe(true);
      expect(en.has(`items.validation.${code}`), code).toBe(true);
    }
    for (const [code, english] of Object.entries(MESSAGES)) expect(en(`items.validation.${code}`)).toBe(english);
  });

  it("says what to fix in Spanish, with the item's own range and letters", () => {
    const whole = itemWith({ format: "integer", value: 5, min: 0, max: 100 });
    expect(shown("es", whole, { format: "integer", text: "" })).toBe("Primero escribe tu respuesta.");
    expect(shown("es", whole, { format: "integer", text: "2.5" })).toBe("Escribe un número entero, como 24.");
    expect(shown("es", whole, { format: "integer", text: "-5" })).toMatch(
      /^Aquí las respuestas nunca son menores que 0/,
    );
    expect(shown("es", whole, { format: "integer", text: "200" })).toBe(
      "Tu respuesta debe estar entre 0 y 100. Revísala e inténtalo otra vez.",
    );
    const signed = itemWith({ format: "integer", value: -5, min: -10 } as Answer);
    expect(shown("es", signed, { format: "integer", text: "-20" })).toBe(
      "Tu respuesta debe ser por lo menos −10. Revísala e inténtalo otra vez.",
    );
    const expression = itemWith({ format: "expression", expression: "50 - 3n", variables: ["n"] });
    expect(shown("es", expression, { format: "expression", text: "50 - 3x" })).toBe(
      "Usa la letra n en tu respuesta, no x.",
    );
    expect(shown("en", expression, { format: "expression", text: "50 - 3x" })).toBe(
      "Use the letter n in your answer, not x.",
    );
    expect(shown("es", expression, { format: "expression", text: "n = 3" })).toBe(
      "Escribe una expresión sin el signo =.",
    );
  });

  it("travels as a reference from the player's marking, for math and reading questions alike", () => {
    const item = generateItem({ skillId: "m-3.oa.a.1", seed: 7, difficulty: 1, theme: "animals" });
    const field = item.format === "multiple-choice" ? { choiceId: "" } : { answer: "" };
    const math = markAnswer(
      { schemaVersion: SNAPSHOT_SCHEMA_VERSION, kind: "math", engineItem: {} as never, generatorVersion: "1", item },
      field,
    );
    expect(math.ok).toBe(false);
    if (!math.ok) expect(es.ref(math.message)).toMatch(/^Primero (escribe|elige)/);
    const reading: ReadingSnapshot = {
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      kind: "reading",
      engineItem: {} as never,
      generatorVersion: "1",
      passage: { id: "p", title: "A passage", text: "Some text." },
      question: { prompt: "What happened?", choices: ["One", "Two"], answer: 0 },
    };
    const empty = markAnswer(reading, {});
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(es.ref(empty.message)).toBe("Primero elige una respuesta.");
    const unknown = markAnswer(reading, { choiceId: "9" });
    if (!unknown.ok) expect(es.ref(unknown.message)).toBe("Algo salió mal con esta pregunta. Pasa a la siguiente.");
    expect(unknown.ok).toBe(false);
  });
});
