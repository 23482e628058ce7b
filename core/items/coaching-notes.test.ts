import { describe, expect, it } from "vitest";
import { coachingSurvival } from "../curriculum/coaching.ts";
import { getSkill } from "../curriculum/index.ts";
import { THEMES } from "../reading/types.ts";
import { questionTexts } from "./quality.ts";
import { GENERATORS, generateItem } from "./registry.ts";
import { DIFFICULTIES } from "./types.ts";

const SEEDS = 10;

// Decision 0044: coaching notes give their advice in general terms and keep the lesson's example
// numbers in asides, so beside any question only asides are left out, never a whole sentence.
// `npm run coaching:survival` prints the same figures over more seeds.
describe("coaching notes beside generated questions", () => {
  it("keep every sentence beside every generator's questions (only example asides are left out)", () => {
    const losing: string[] = [];
    for (const skillId of Object.keys(GENERATORS)) {
      const notes = getSkill(skillId)?.coaching;
      if (!notes) continue;
      for (const difficulty of DIFFICULTIES)
        for (let seed = 0; seed < SEEDS; seed++) {
          const theme = THEMES[seed % THEMES.length] ?? "animals";
          const { sentences, kept } = coachingSurvival(
            notes,
            questionTexts(generateItem({ skillId, seed, difficulty, theme })),
          );
          if (kept < sentences) losing.push(`${skillId} difficulty ${difficulty} seed ${seed}: ${kept}/${sentences}`);
        }
    }
    expect(losing.slice(0, 10)).toEqual([]);
  }, 60_000);
});
