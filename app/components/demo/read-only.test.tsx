import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { InLanguage } from "../../i18n/testing.tsx";
import { DashboardView } from "../children/dashboard-view.tsx";

const child = {
  id: "c1",
  displayName: "Maya",
  grade: 4,
  subjects: ["math", "reading"],
  interests: ["animals"],
  involvement: "side-by-side",
  hasPersonalizedPlan: false,
  progress: [
    { subject: "math", status: "plan-ready" as const, answered: 30, rapidGuesses: 0 },
    { subject: "reading", status: "in-progress" as const, answered: 5, rapidGuesses: 0 },
  ],
};

/** The dashboard's content under the signed-in shell, whose loader says whether this is the demo. */
function renderDashboard(demo: boolean) {
  const Stub = createRoutesStub([
    {
      id: "routes/app/layout",
      path: "/",
      loader: () => ({ demo }),
      children: [
        {
          index: true,
          Component: () => (
            <DashboardView data={{ children: [child], canAddChild: true, maxChildren: 5, warningsLifted: [] }} />
          ),
        },
      ],
    },
  ]);
  return renderToString(
    <InLanguage locale="en">
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { "routes/app/layout": { demo } } }} />
    </InLanguage>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;|’/g, "'");

describe("the read-only demo's pages offer no change (decision 0040)", () => {
  it("a real family's dashboard offers Edit, Personalize, the checks, the session and Add child", () => {
    const page = text(renderDashboard(false));
    for (const offered of ["Edit", "Personalize", "Continue Maya's reading check", "Start Maya's session", "Add child"])
      expect(page, offered).toContain(offered);
  });

  it("the demo's dashboard shows where the child is, and none of those", () => {
    const page = text(renderDashboard(true));
    expect(page).toContain("Maya");
    expect(page).toContain("Details and answers");
    for (const offered of ["Edit", "Personalize", "Continue Maya's reading check", "Start Maya's session", "Add child"])
      expect(page, offered).not.toContain(offered);
  });
});
