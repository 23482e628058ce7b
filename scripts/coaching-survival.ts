/**
 * How much of a skill's coaching notes survives beside its questions (decision 0044). Next to a
 * question, `coachingForQuestion` leaves out every sentence, aside and question to ask that quotes
 * a number the question does not show; this counts, over every generator x `--seeds` seeds x 3
 * difficulties (themes rotating with the seed, as in the generator suite), the share of items that
 * lose at least one sentence and the average share of sentences kept.
 *
 *   npm run coaching:survival                       totals
 *   npm run coaching:survival -- --seeds 200 --worst 15
 */
import { parseArgs } from "node:util";
import { coachingSurvival } from "../core/curriculum/coaching.ts";
import { getSkill } from "../core/curriculum/index.ts";
import { questionTexts } from "../core/items/quality.ts";
import { GENERATORS, generateItem } from "../core/items/registry.ts";
import { THEMES } from "../core/reading/types.ts";
import { DIFFICULTIES } from "../core/items/types.ts";

const { values } = parseArgs({
  options: { seeds: { type: "string", default: "20" }, worst: { type: "string", default: "10" } },
});
const SEEDS = Number(values.seeds);

let items = 0;
let losing = 0;
let trimmed = 0;
let sentences = 0;
let kept = 0;
const perSkill: { skillId: string; losing: number; items: number; keptShare: number }[] = [];
for (const skillId of Object.keys(GENERATORS).sort()) {
  const notes = getSkill(skillId)?.coaching;
  if (!notes) continue;
  let skillItems = 0;
  let skillLosing = 0;
  let skillSentences = 0;
  let skillKept = 0;
  for (const difficulty of DIFFICULTIES)
    for (let seed = 0; seed < SEEDS; seed++) {
      const theme = THEMES[seed % THEMES.length] ?? "animals";
      const survival = coachingSurvival(notes, questionTexts(generateItem({ skillId, seed, difficulty, theme })));
      skillItems++;
      if (survival.kept < survival.sentences) skillLosing++;
      if (!survival.whole) trimmed++;
      skillSentences += survival.sentences;
      skillKept += survival.kept;
    }
  items += skillItems;
  losing += skillLosing;
  sentences += skillSentences;
  kept += skillKept;
  perSkill.push({ skillId, losing: skillLosing, items: skillItems, keptShare: skillKept / skillSentences });
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
process.stdout.write(
  `${items} items (${perSkill.length} generators x ${SEEDS} seeds x ${DIFFICULTIES.length} difficulties)\n` +
    `items losing at least one sentence: ${losing} (${pct(losing / items)})\n` +
    `items losing a sentence or an aside: ${trimmed} (${pct(trimmed / items)})\n` +
    `sentences kept on average: ${(kept / items).toFixed(2)} of ${(sentences / items).toFixed(2)} (${pct(kept / sentences)})\n`,
);
const worst = perSkill.sort((a, b) => a.keptShare - b.keptShare).slice(0, Number(values.worst));
for (const s of worst)
  process.stdout.write(`  ${s.skillId}: ${s.losing}/${s.items} items lose, ${pct(s.keptShare)} kept\n`);
