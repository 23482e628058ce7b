import { describe, expect, it } from "vitest";
import type { PlacementResult } from "../../../core/engine/index.ts";
import { checkSummary, standingOf } from "./check-summary.ts";

type Estimate = { level: number; low: number; high: number; items: number };

function result(overall: Estimate, strands: Record<string, Estimate>): PlacementResult {
  const estimate = (value: Estimate) => ({ theta: 0, se: 1, ...value });
  return {
    subject: "math",
    finished: true,
    stopReason: null,
    itemsAnswered: overall.items,
    rapidGuesses: 0,
    dontKnows: 0,
    overall: estimate(overall),
    strands: Object.entries(strands).map(([strand, value]) => ({ strand, ...estimate(value) })),
    skills: {},
    responses: [],
  };
}

describe("the practice check summary: one computation for the headline, the table and the closing line", () => {
  it("says the case that used to read 'below grade 2', 'grade 3.7 or below' and 'below grade 5' as one thing", () => {
    // A grade-5 child: overall under the scale's floor; one area reaching up to 3.7; one not asked.
    const summary = checkSummary(
      result(
        { level: 2, low: 2, high: 2, items: 12 },
        {
          fractions: { level: 2.4, low: 2, high: 3.7, items: 5 },
          geometry: { level: 2, low: 2, high: 2, items: 7 },
          data: { level: 2, low: 2, high: 2, items: 0 },
        },
      ),
      5,
    );
    expect(summary.overall.standing).toBe("below");
    expect(summary.areas.map((area) => [area.strand, area.standing])).toEqual([
      ["fractions", "below"],
      ["geometry", "below"],
      ["data", "not-asked"],
    ]);
    expect(summary.areasBelow).toEqual(["fractions", "geometry"]);
    // Every area asked about is below: one short sentence rather than the list.
    expect(summary.closing).toBe("all-areas-below");
  });

  it("never calls a child below their grade in the closing line when the headline says they are at it", () => {
    const summary = checkSummary(
      result(
        { level: 5.3, low: 4.6, high: 6.1, items: 20 },
        {
          fractions: { level: 5.5, low: 4.4, high: 6.6, items: 10 },
          geometry: { level: 5.1, low: 4.2, high: 6.0, items: 10 },
        },
      ),
      5,
    );
    expect(summary.overall.standing).toBe("at");
    expect(summary.areasBelow).toEqual([]);
    expect(summary.closing).toBe("at-or-above");
  });

  it("names the areas below even when the whole is about at grade, and says 'not clear' for ranges too wide to tell", () => {
    const summary = checkSummary(
      result(
        { level: 4.8, low: 4.1, high: 5.6, items: 20 },
        {
          fractions: { level: 3.6, low: 3.1, high: 4.4, items: 8 },
          geometry: { level: 4.9, low: 2.9, high: 6.9, items: 2 },
        },
      ),
      5,
    );
    expect(summary.overall.standing).toBe("at");
    expect(summary.areas.map((area) => area.standing)).toEqual(["below", "unclear"]);
    expect(summary.closing).toBe("areas-below");
  });

  it("says overall below without naming areas when no area alone is clearly below", () => {
    const summary = checkSummary(
      result(
        { level: 3.9, low: 3.4, high: 4.5, items: 14 },
        {
          fractions: { level: 4.2, low: 2.5, high: 6, items: 7 },
          geometry: { level: 4, low: 2.2, high: 5.5, items: 7 },
        },
      ),
      5,
    );
    expect(summary.overall.standing).toBe("below");
    expect(summary.areasBelow).toEqual([]);
    expect(summary.closing).toBe("below-unknown-areas");
  });

  it("places ranges against the child's grade", () => {
    expect(standingOf({ kind: "below", floor: 2 }, 3)).toBe("below");
    expect(standingOf({ kind: "up-to", high: 3.7 }, 5)).toBe("below");
    expect(standingOf({ kind: "up-to", high: 5.4 }, 5)).toBe("unclear");
    expect(standingOf({ kind: "between", low: 4.1, high: 5.2 }, 5)).toBe("at");
    expect(standingOf({ kind: "between", low: 6, high: 7.1 }, 5)).toBe("above");
    expect(standingOf({ kind: "from", low: 7.8 }, 6)).toBe("above");
    expect(standingOf({ kind: "above", ceiling: 9 }, 8)).toBe("above");
  });
});
