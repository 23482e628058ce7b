/**
 * `npm run --silent trace:mastery -- [--condition NAME] [--children N] [--index I] [--rows]`:
 * where the engine's items to mastery go (issue 11, docs/decisions/0006 "Where the items go").
 * Replays the benchmark's engine run (core/sim/mastery-run.ts: same children, placement seeding,
 * 12 items a day, stop for the day at proficient) and splits each run into the item at which the
 * child truly reached a 0.8 chance, the item at which the engine said proficient, and the check
 * items after it. `--index` is the condition's position in a full benchmark run (its seed offset);
 * `--rows` prints every run with its answer-by-answer trace (right:mean/sd:true chance, r = rapid).
 */
import { addDays } from "../core/engine/dates.ts";
import type { LearnerState } from "../core/engine/learner-state.ts";
import { recordAnswer } from "../core/engine/learner.ts";
import { curriculumSkillMap } from "../core/engine/skill-map.ts";
import type { EngineItem } from "../core/engine/types.ts";
import { conditionNamed } from "../core/sim/conditions.ts";
import { worldForCondition } from "../core/sim/continuous-child.ts";
import { buildItemBank } from "../core/sim/item-bank.ts";
import { benchMasterySetups, enginePracticeItem, ITEMS_PER_DAY, MAX_DAYS } from "../core/sim/mastery-run.ts";
import { createRng } from "../core/sim/rng.ts";
import { PROFICIENT_CHANCE } from "../core/sim/sim-child.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i === -1 || args[i + 1] === undefined ? fallback : args[i + 1]!;
};
const condition = conditionNamed(arg("--condition", "two-state"));
if (condition === undefined) throw new Error(`Unknown condition "${arg("--condition", "")}".`);
const children = Number(arg("--children", "40"));
const seed = 20260105 + 1000 * Number(arg("--index", "0"));

type Row = {
  child: number;
  target: string;
  startChance: number;
  startPKnown: number | null;
  /** Item at which the child's true chance first reached 0.8 (0: already there), null: never. */
  learnedAt: number | null;
  proficientAt: number | null;
  masteredAt: number | null;
  failedChecks: number;
  items: number;
  trace: string;
};

const map = curriculumSkillMap();
const bank = buildItemBank(map, "math");
const world = worldForCondition(map, "math", bank, condition, seed);
const rows: Row[] = [];
const setups = benchMasterySetups(condition, world, bank, map, seed, children);
for (const { index: i, child, target, items, learner: seededLearner, runSeed } of setups) {
  const c = child.clone();
  const answerRng = createRng(runSeed);
  let learner: LearnerState = seededLearner;
  const row: Row = {
    child: i,
    target,
    startChance: round(c.trueChance(target)),
    startPKnown: learner.skills[target]?.pKnown ?? null,
    learnedAt: c.trueChance(target) >= PROFICIENT_CHANCE ? 0 : null,
    proficientAt: null,
    masteredAt: null,
    failedChecks: 0,
    items: 0,
    trace: "",
  };
  const trace: string[] = [];
  let last: EngineItem | null = null;
  days: for (let day = 0; day < MAX_DAYS; day++) {
    for (let k = 0; k < ITEMS_PER_DAY; k++) {
      const item = enginePracticeItem(learner, target, items, map, last, row.items);
      last = item;
      const answer = c.answerPractice(item, answerRng, k);
      const outcome = recordAnswer(learner, item, answer, addDays("2026-01-05", day), map);
      if (!outcome.ok) throw new Error(outcome.error.message);
      row.items += 1;
      learner = outcome.value.learner;
      const skill = learner.skills[target]!;
      const change = outcome.value.change;
      trace.push(
        `${answer.correct ? 1 : 0}${outcome.value.rapidGuess ? "r" : ""}:` +
          `${skill.ability.mean.toFixed(2)}/${skill.ability.sd.toFixed(2)}:${c.trueChance(target).toFixed(2)}`,
      );
      if (row.learnedAt === null && c.trueChance(target) >= PROFICIENT_CHANCE) row.learnedAt = row.items;
      if (change?.to === "proficient" && row.proficientAt === null) row.proficientAt = row.items;
      if (change?.from === "proficient" && change.to === "learning") row.failedChecks += 1;
      if (skill.level === "mastered") {
        row.masteredAt = row.items;
        break days;
      }
      if (skill.level === "proficient" && !outcome.value.checkPending) break;
    }
    c.endOfDay();
    trace.push("|");
  }
  row.trace = trace.join(" ");
  rows.push(row);
}

const median = (xs: (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  return v.length === 0 ? null : v[Math.floor((v.length - 1) / 2)]!;
};
const secure = rows.filter((r) => r.learnedAt === 0);
const learnt = rows.filter((r) => r.learnedAt !== null && r.learnedAt > 0);
const summary = {
  condition: condition.name,
  runs: rows.length,
  alreadySecure: {
    runs: secure.length,
    proficientAtMedian: median(secure.map((r) => r.proficientAt)),
    masteredAtMedian: median(secure.map((r) => r.masteredAt)),
  },
  learnt: {
    runs: learnt.length,
    learnedAtMedian: median(learnt.map((r) => r.learnedAt)),
    learnedToProficientMedian: median(
      learnt.map((r) => (r.proficientAt === null ? null : r.proficientAt - r.learnedAt!)),
    ),
    masteredAtMedian: median(learnt.map((r) => r.masteredAt)),
  },
  neverSecure: rows.length - secure.length - learnt.length,
  checkItemsMedian: median(
    rows.map((r) => (r.masteredAt === null || r.proficientAt === null ? null : r.masteredAt - r.proficientAt)),
  ),
  runsWithFailedCheck: rows.filter((r) => r.failedChecks > 0).length,
  masteredAtMedian: median(rows.map((r) => r.masteredAt)),
};
process.stdout.write(`${JSON.stringify(args.includes("--rows") ? { summary, rows } : summary, null, 2)}\n`);

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
