/**
 * The server-rendered (no-JavaScript) form of the three multi-field formats: every control is a
 * real form field with the names the server reads (field-names.ts), labelled for screen readers.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "../../../i18n/testing.tsx";
import type { QuestionView } from "../../../server/items/question-view.server.ts";
import { QuestionFields } from "../../items/question-fields.tsx";

const choices = [
  { id: "a", text: "−3" },
  { id: "b", text: "0" },
  { id: "c", text: "2" },
];

const view = (format: QuestionView["format"], extra: Partial<QuestionView> = {}): QuestionView => ({
  format,
  prompt: "A question",
  figure: null,
  choices,
  comparison: null,
  signed: false,
  ...extra,
});

const html = (question: QuestionView) =>
  renderToString(
    <InLanguage>
      <QuestionFields question={question} />
    </InLanguage>,
  );

describe("player fields without JavaScript", () => {
  it("multi-select: one named checkbox per choice, in a labelled group", () => {
    const page = html(view("multi-select"));
    for (const choice of choices)
      expect(page).toMatch(new RegExp(`<input type="checkbox"[^>]* name="pick.${choice.id}"`));
    expect(page).toMatch(/<fieldset[^>]*><legend[^>]*>[^<]+<\/legend>/);
  });

  it("ordering: a labelled select per place, each starting on the card shown there", () => {
    const page = html(view("ordering"));
    for (const position of [0, 1, 2]) {
      expect(page).toContain(`for="order-${position}"`);
      expect(page).toContain(`name="order.${position}"`);
    }
    // No move buttons before JavaScript runs: they would do nothing.
    expect(page).not.toContain('data-move="up"');
    expect(page).toContain('<option value="a" selected="">');
  });

  it("number line: one radio per mark, named for screen readers, whole numbers printed; its picture's words kept", () => {
    const page = html(
      view("number-line-point", {
        choices: [],
        figure: { svg: "<svg id='line'></svg>", description: "A number line from 0 to 2 in quarters." },
        numberLine: { min: 0, max: 2, ticksPerUnit: 4 },
      }),
    );
    expect(page.match(/<input type="radio"[^>]* name="tick"/g)).toHaveLength(9);
    expect(page).toContain('aria-label="mark 3 after 0"');
    expect(page).toContain('aria-label="2"');
    expect(page).toContain("A number line from 0 to 2 in quarters.");
    // The interactive line replaces the static picture.
    expect(page).not.toContain("<svg id='line'>");
  });
});
