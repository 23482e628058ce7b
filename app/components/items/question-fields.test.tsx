import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { QuestionView } from "../../server/items/question-view.server.ts";
import { InLanguage } from "../../i18n/testing.tsx";
import { QuestionFields as Fields } from "./question-fields.tsx";

/** The fields as an English (or Spanish) page renders them. */
function QuestionFields(props: Parameters<typeof Fields>[0] & { locale?: "en" | "es" }) {
  return (
    <InLanguage locale={props.locale ?? "en"}>
      <Fields {...props} />
    </InLanguage>
  );
}

const view = (format: QuestionView["format"], signed: boolean): QuestionView => ({
  format,
  prompt: "What is 2 - 7?",
  figure: null,
  choices: [],
  comparison: null,
  signed,
});

const input = (html: string) => /<input id="question-answer"[^>]*>/.exec(html)?.[0] ?? "";

describe("QuestionFields", () => {
  it("gives whole-number answers the numeric keypad only when they cannot be negative", () => {
    expect(input(renderToString(<QuestionFields question={view("integer", false)} />))).toContain(
      'inputMode="numeric"',
    );
    const signed = renderToString(<QuestionFields question={view("integer", true)} />);
    expect(input(signed)).toContain('inputMode="text"');
    expect(signed).toContain("Use - for a number below 0");
  });

  it("gives a text field to decimals, fractions and expressions, with a negative example when signed", () => {
    for (const format of ["decimal", "fraction", "expression"] as const)
      expect(input(renderToString(<QuestionFields question={view(format, false)} />)), format).toContain(
        'inputMode="text"',
      );
    expect(renderToString(<QuestionFields question={view("fraction", true)} />)).toContain("-3/4");
    expect(renderToString(<QuestionFields question={view("decimal", true)} />)).toContain("-2.5");
  });

  it("words its own chrome in the page's language and marks the English item as English", () => {
    const html = renderToString(<QuestionFields question={view("integer", true)} locale="es" />);
    expect(html).toContain("Tu respuesta");
    expect(html).toContain("Usa - para un número menor que 0");
    expect(html).toContain('<p lang="en" class="text-xl whitespace-pre-line text-slate-900">What is 2 - 7?</p>');
  });
});
