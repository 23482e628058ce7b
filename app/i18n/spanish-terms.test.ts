/**
 * One Spanish word for each thing a parent meets on several pages (decision 0042): the placement
 * check is "evaluación inicial" (short: "la evaluación"), never "prueba de nivel" or "prueba de
 * ubicación"; the STAAR-style practice check is "prueba de práctica"; the "I don't know this yet"
 * button reads the same wherever it is shown or quoted. Catalogs, Spanish pages and Spanish blog
 * posts are all read, so a new message or page with a rejected term fails `npm test`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogFiles } from "./catalogs.server.ts";

const spanish = catalogFiles().filter((file) => file.locale === "es");
const english = new Map(
  catalogFiles()
    .filter((file) => file.locale === "en")
    .flatMap((file) => Object.entries(file.messages)),
);
const spanishMessages = spanish.flatMap((file) => Object.entries(file.messages));

function markdownUnder(directory: string): [string, string][] {
  const root = path.resolve(directory);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => [path.join(directory, name), fs.readFileSync(path.join(root, name), "utf8")]);
}
const spanishTexts: [string, string][] = [
  ...spanishMessages,
  ...markdownUnder("content/pages/es"),
  ...markdownUnder("content/blog-es"),
];

/** The names decision 0042 rejected for the placement check, and the rejected practice-check name. */
const REJECTED: { term: RegExp; use: string }[] = [
  { term: /pruebas? de nivel/i, use: "evaluación inicial" },
  { term: /pruebas? de ubicaci[oó]n/i, use: "evaluación inicial" },
  { term: /ex[aá]m[e]?n(es)? de (ubicaci[oó]n|colocaci[oó]n|nivel)/i, use: "evaluación inicial" },
  { term: /evaluaci[oó]n(es)? de (ubicaci[oó]n|nivel|colocaci[oó]n)/i, use: "evaluación inicial" },
  { term: /ubicaci[oó]n honesta/i, use: "evaluación inicial" },
  { term: /evaluaci[oó]n(es)? de pr[aá]ctica/i, use: "prueba de práctica" },
];

export function rejectedTermsIn(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    REJECTED.filter(({ term }) => term.test(text)).map(
      ({ term, use }) => `${where}: "${text.match(term)?.[0]}" (use "${use}")`,
    ),
  );
}

describe("Spanish terms (decision 0042)", () => {
  it("finds the rejected names when they are there", () => {
    expect(rejectedTermsIn([["a", "Primero, la prueba de nivel."]])).toHaveLength(1);
    expect(rejectedTermsIn([["b", "Una Prueba de Ubicación corta"]])).toHaveLength(1);
    expect(rejectedTermsIn([["c", "Empieza la evaluación de práctica"]])).toHaveLength(1);
    expect(rejectedTermsIn([["d", "La evaluación inicial y la prueba de práctica"]])).toEqual([]);
  });

  it("no Spanish message, page or post names the placement or practice check with a rejected term", () => {
    expect(rejectedTermsIn(spanishTexts)).toEqual([]);
  });

  it("every Spanish message whose English names the placement check says evaluación, not prueba", () => {
    const wrong = spanishMessages
      .filter(([key]) => /placement (check|question)/i.test(english.get(key) ?? ""))
      .filter(([, text]) => !/evaluaci[oó]n/i.test(text) || /\bprueba de (nivel|ubicaci)/i.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it("the placement screens never call the check a prueba", () => {
    const placement = spanishMessages.filter(([key]) => key.startsWith("placement."));
    expect(placement.length).toBeGreaterThan(50);
    expect(placement.filter(([, text]) => /\bprueba/i.test(text)).map(([key]) => key)).toEqual([]);
  });

  it("parent mode and child mode have one name each in the catalogs: modo para padres, modo para niños", () => {
    const other = spanishMessages.filter(([, text]) => /modo (de padres|infantil|de niños)/i.test(text));
    expect(other.map(([key]) => key)).toEqual([]);
  });

  it('the "I don\'t know this yet" button has one Spanish wording, quoted the same everywhere', () => {
    const buttons = spanishMessages.filter(([key]) => /^I don['’]t know this yet$/.test(english.get(key) ?? ""));
    expect(buttons.length).toBeGreaterThan(2);
    const wordings = new Set(buttons.map(([, text]) => text));
    expect([...wordings]).toEqual(["Todavía no lo sé"]);
    const quotedOtherwise = spanishTexts.filter(([, text]) =>
      /Todav[ií]a no s[eé] esto|A[uú]n no lo s[eé]/i.test(text),
    );
    expect(quotedOtherwise.map(([where]) => where)).toEqual([]);
  });
});
