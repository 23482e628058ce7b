import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { InLanguage } from "../../i18n/testing.tsx";
import type { ItemFeedback } from "../../server/sessions/session-parts.ts";
import { PracticeFeedback } from "../player/practice-feedback.tsx";
import { SessionSummary } from "./session-summary.tsx";

// The engine's reasons are written for parents (certainty, later-day checks): a child's own
// screen celebrates the step up without them (issue 13, child mode).
const REASON = "Proficient: 4 of the last 5 answers were right, so we are 87% sure.";

const feedback: ItemFeedback = {
  correct: true,
  dontKnow: false,
  solution: null,
  explanation: null,
  answerText: "5",
  change: { skillId: "g4.frac.decompose", from: "learning", to: "proficient", reason: REASON },
};

function renderFeedback(showReason?: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <PracticeFeedback
          feedback={feedback}
          answerKey="k"
          skillName="Breaking fractions apart"
          showReason={showReason}
        />
      ),
    },
  ]);
  return renderToString(
    <InLanguage>
      <Stub initialEntries={["/"]} />
    </InLanguage>,
  );
}

const summary = {
  childName: "Ana",
  minutes: 12,
  parts: [],
  improved: [{ skillName: "Breaking fractions apart", reason: REASON, to: "proficient" }],
  leftForLater: 0,
};

describe("the session screens in child mode", () => {
  it("feedback celebrates a level up; the reason is for the parent only", () => {
    expect(renderFeedback()).toContain(REASON);
    const child = renderFeedback(false);
    expect(child).toContain("Breaking fractions apart is now proficient.");
    expect(child).not.toContain(REASON);
  });

  it("the summary lists what got better; the reasons are for the parent only", () => {
    const render = (showReasons?: boolean) =>
      renderToString(
        <InLanguage>
          <SessionSummary summary={summary} backTo={null} showReasons={showReasons} />
        </InLanguage>,
      );
    expect(render()).toContain(REASON);
    const child = render(false);
    expect(child).toContain("Breaking fractions apart is now proficient.");
    expect(child).not.toContain(REASON);
  });
});
