import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n/locales.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { InLanguage } from "../../i18n/testing.tsx";
import type { ItemFeedback } from "../../server/sessions/session-parts.ts";
import { PracticeFeedback } from "../player/practice-feedback.tsx";
import { SessionSummary } from "./session-summary.tsx";

// The engine's reasons are statistics (certainty, later-day checks): the parent gets a plain
// reason instead, and a child's own screen says the step up in a child's words, without the
// levels' names (issue 13, child mode).
const REASON = "Proficient: 4 of the last 5 answers were right, so we are 87% sure.";

const feedback: ItemFeedback = {
  correct: true,
  dontKnow: false,
  solution: null,
  explanation: null,
  answerText: "5",
  yourAnswer: "5/8",
  change: {
    skillId: "g4.frac.decompose",
    from: "learning",
    to: "proficient",
    reason: REASON,
    code: "level.proficient",
    values: { right: 4, total: 5, sure: 87, check: 3 },
  },
};

/** "Breaking fractions apart" (es: "Descomponer fracciones"). */
const BREAKING_APART = "m-4.nf.b.3.b";

function renderFeedback(showReason?: boolean, shown: ItemFeedback = feedback, locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <PracticeFeedback
          feedback={shown}
          answerKey="k"
          skillName={skillName(BREAKING_APART, locale)}
          childName="Ana"
          showReason={showReason}
        />
      ),
    },
  ]);
  return renderToString(
    <InLanguage locale={locale}>
      <Stub initialEntries={["/"]} />
    </InLanguage>,
  );
}

const summary = {
  childName: "Ana",
  minutes: 12,
  parts: [],
  improved: [{ skillId: BREAKING_APART, reason: REASON, to: "mastered" }],
  leftForLater: 0,
};

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'");

describe("the session screens in child mode", () => {
  it("feedback repeats the child's own answer", () => {
    expect(text(renderFeedback(false))).toContain("Your answer: 5/8");
    const wrong = text(renderFeedback(false, { ...feedback, correct: false, change: null }));
    expect(wrong).toContain("You answered 5/8.");
    expect(wrong).toContain("The answer: 5");
    // The answer is item content (English for now): marked so, even inside a Spanish sentence.
    const wrongInSpanish = renderFeedback(false, { ...feedback, correct: false, change: null }, "es");
    expect(wrongInSpanish).toMatch(/La respuesta: <span lang="en">5<\/span>/);
    expect(text(renderFeedback(false, { ...feedback, dontKnow: true, yourAnswer: null }))).not.toContain("Your answer");
  });

  it("feedback celebrates a level up in a child's words; the parent gets the level and a plain reason", () => {
    const parent = text(renderFeedback());
    expect(parent).toContain("Breaking fractions apart is now proficient.");
    expect(parent).toContain("Ana got most of the recent questions on this right.");
    expect(parent).not.toContain(REASON);
    const child = text(renderFeedback(false));
    expect(child).toContain("You’re getting good at Breaking fractions apart!");
    expect(child).not.toMatch(/proficient|mastered/i);
    expect(text(renderFeedback(false, feedback, "es"))).toContain("¡Cada vez te sale mejor: Descomponer fracciones!");
  });

  it("the summary lists what got better; plain words for the child, a plain reason for the parent", () => {
    const render = (showReasons?: boolean, locale: Locale = "en") =>
      text(
        renderToString(
          <InLanguage locale={locale}>
            <SessionSummary summary={summary} backTo={null} showReasons={showReasons} />
          </InLanguage>,
        ),
      );
    const parent = render();
    expect(parent).toContain("Breaking fractions apart is now mastered.");
    expect(parent).toContain("Ana got it right again on a later day without help, so it has stuck.");
    expect(parent).not.toContain(REASON);
    const child = render(false);
    expect(child).toContain("You know Breaking fractions apart now!");
    expect(child).not.toMatch(/proficient|mastered/i);
    expect(render(false, "es")).toContain("Descomponer fracciones");
    expect(render(false, "es")).not.toContain("Breaking fractions apart");
  });
});
