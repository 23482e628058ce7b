import { Cat } from "@bdelab/jscat";
import { describe, expect, it } from "vitest";
import { difficultyForSuccess, eapEstimate, normalCdf, raschProbability, thetaGrid } from "./irt.ts";

describe("EAP estimator", () => {
  it("matches @bdelab/jscat's EAP on the same grid, prior and answers", () => {
    const patterns: { b: number; r: 0 | 1 }[][] = [
      [{ b: 0, r: 1 }],
      [
        { b: -1, r: 1 },
        { b: 0, r: 1 },
        { b: 1, r: 0 },
        { b: 0.5, r: 1 },
        { b: 1.5, r: 0 },
      ],
      Array.from({ length: 25 }, (_, i) => ({ b: -2 + (i % 9) * 0.5, r: (i % 3 === 0 ? 0 : 1) as 0 | 1 })),
    ];
    for (const pattern of patterns) {
      const cat = new Cat({ method: "EAP", priorDist: "norm", priorPar: [0.3, 1.2], minTheta: -6, maxTheta: 6 });
      cat.updateAbilityEstimate(
        pattern.map((p) => ({ a: 1, b: p.b, c: 0, d: 1 })),
        pattern.map((p) => p.r),
      );
      // jscat's grid: -6..6 in 0.1 steps.
      const grid = Array.from({ length: 121 }, (_, i) => Math.round((-6 + i * 0.1) * 1e6) / 1e6);
      const mine = eapEstimate(
        pattern.map((p) => ({ difficulty: p.b, correct: p.r === 1 })),
        { mean: 0.3, sd: 1.2 },
        grid,
      );
      expect(mine.mean).toBeCloseTo(cat.theta, 6);
    }
  });

  it("returns the prior with no answers and shrinks the SD as answers come in", () => {
    const none = eapEstimate([], { mean: -1, sd: 1 });
    expect(none.mean).toBeCloseTo(-1, 3);
    expect(none.sd).toBeCloseTo(1, 2);
    const some = eapEstimate(
      Array.from({ length: 20 }, (_, i) => ({ difficulty: -1, correct: i % 2 === 0 })),
      { mean: -1, sd: 1 },
    );
    expect(some.sd).toBeLessThan(0.45);
    expect(thetaGrid().length).toBeGreaterThan(200);
  });

  it("targets success: an item at difficultyForSuccess(theta, 0.7) is answered right 70% of the time", () => {
    expect(raschProbability(1.2, difficultyForSuccess(1.2, 0.7))).toBeCloseTo(0.7, 10);
  });

  it("computes the normal CDF", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.2816)).toBeCloseTo(0.1, 3);
  });
});
