import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blocksInsideParagraphs } from "../../../tests/setup/html-nesting.ts";
import { InLanguage } from "../../i18n/testing.tsx";
import type { ChildSessionsView, TodayView } from "../../server/sessions/list-family-sessions.server.ts";
import { ChildSessions } from "./child-sessions.tsx";

function view(today: TodayView): ChildSessionsView {
  return {
    id: "child-1",
    displayName: "Ana",
    grade: 4,
    today,
    recent: [],
    week: { minutes: 0, daysPractised: 0, scheduledKept: 0, scheduledSoFar: 0, started: true, nextScheduled: null },
  };
}

function render(child: ChildSessionsView): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ChildSessions child={child} /> }]);
  return renderToString(
    <InLanguage>
      <Stub initialEntries={["/"]} />
    </InLanguage>,
  );
}

describe("blocksInsideParagraphs (the HTML-nesting check)", () => {
  it("finds a form or a div inside a paragraph", () => {
    expect(blocksInsideParagraphs('<p class="x">Go <form action="/"><button>Start</button></form></p>')).toEqual([
      "<p> > <form>",
    ]);
    expect(blocksInsideParagraphs("<p><span><div>x</div></span></p>")).toEqual(["<p> > <div>"]);
  });

  it("accepts phrasing content in a paragraph and blocks after it", () => {
    expect(
      blocksInsideParagraphs('<p>A <a href="/">link</a><br/><input type="hidden"></p><form><p>in</p></form>'),
    ).toEqual([]);
  });
});

describe("a child on /activities", () => {
  // The actions hold the child-mode button, a form: inside a <p> the browser closed the <p>
  // before it, so the page's hydration never matched the server's HTML (React error #418).
  it.each(["planned", "started", "ended"] as const)(
    "renders HTML the browser parses as written (session %s)",
    (sessionStatus) => {
      const html = render(
        view({ status: "ready", sessionStatus, minutesDone: 0, parts: [], currentActivityId: "activity-1" }),
      );
      if (sessionStatus !== "ended") expect(html).toContain('action="/child-mode/start"');
      expect(blocksInsideParagraphs(html)).toEqual([]);
    },
  );

  it.each([{ status: "no-placement" }, { status: "paused" }] as const)("parses as written ($status)", (today) => {
    expect(blocksInsideParagraphs(render(view(today)))).toEqual([]);
  });
});
