/**
 * One skill's content-quality sweep: every seed below `seeds` at each difficulty (themes rotating
 * with the seed, as in the generator suite) through `qualityProblems`, plus `repeatProblems` over
 * the lot. Shared by the generator suite (which compares the counts with quality-baseline.json)
 * and `npm run content:quality` (which prints them).
 */
import { THEMES } from "../reading/types.ts";
import { qualityProblems, repeatProblems, type QualityClass, type QualityProblem } from "./quality.ts";
import { generateItem } from "./registry.ts";
import { DIFFICULTIES, type Item } from "./types.ts";

export type QualityCounts = Partial<Record<QualityClass, number>>;
export type Sweep = { counts: QualityCounts; findings: (QualityProblem & { where: string })[] };

export function sweepSkill(skillId: string, seeds = 200): Sweep {
  const counts: QualityCounts = {};
  const findings: Sweep["findings"] = [];
  const note = (p: QualityProblem, where: string) => {
    counts[p.kind] = (counts[p.kind] ?? 0) + 1;
    findings.push({ ...p, where });
  };
  const byDifficulty = new Map<number, Item[]>();
  for (const difficulty of DIFFICULTIES) {
    const items: Item[] = [];
    for (let seed = 0; seed < seeds; seed++) {
      const theme = THEMES[seed % THEMES.length] ?? "animals";
      const item = generateItem({ skillId, seed, difficulty, theme });
      items.push(item);
      for (const p of qualityProblems(item)) note(p, `difficulty ${difficulty}, seed ${seed} (${theme})`);
    }
    byDifficulty.set(difficulty, items);
  }
  for (const p of repeatProblems(byDifficulty)) note(p, skillId);
  return { counts, findings };
}
