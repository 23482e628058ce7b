/**
 * `npm run bench:engine [-- --json] [-- --children N --seed S]`: runs simulated children through
 * the adaptive engine (core/sim/bench.ts) and prints the figures of issue 6 against the targets of
 * PRODUCT.md §10, as one JSON document or as a readable table.
 */
import { curriculumSkillMap } from "../core/engine/skill-map.ts";
import { runBenchmark, type BenchReport } from "../core/sim/bench.ts";

const args = process.argv.slice(2);
const json = args.includes("--json");
const numberArg = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  const value = index === -1 ? NaN : Number(args[index + 1]);
  return Number.isFinite(value) ? value : fallback;
};

const report = runBenchmark(
  { children: numberArg("--children", 500), seed: numberArg("--seed", 20260105), subject: "math" },
  curriculumSkillMap(),
);

if (json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  printTable(report);
}

function printTable(r: BenchReport): void {
  const p = r.placement;
  const m = r.mastery;
  const t = r.timing;
  const streak = m.baselineStreak10.itemsToMasteryMedian;
  const saving = streak === null || m.itemsToMasteryMedian === null ? null : 1 - m.itemsToMasteryMedian / streak;
  const mark = (pass: boolean) => (pass ? "ok  " : "MISS");
  const rows: [string, string, string][] = [
    ["placement items (median / p90)", `${p.itemsMedian} / ${p.itemsP90}`, `${mark(p.itemsMedian <= 30)} <= 30`],
    ["placement SE median (logits)", String(p.seMedian), `${mark(p.seMedian <= 0.4)} <= 0.4`],
    ["placement RMSE vs truth (logits)", String(p.rmseTheta), ""],
    ["  same, model-conforming children", String(p.rmseThetaModelConforming), "no slips, guesses or gaps"],
    ["theory floor SE for items used", String(p.floorSe), ""],
    ["strands within ±0.5 grade", pct(p.strandAccuracy), ""],
    ["placement success rate", pct(p.successRate), "aim ~70%"],
    ["rapid guesses flagged", String(p.rapidGuessesFlagged), ""],
    ["false mastery (engine)", pct(m.falseMasteryRate), `${mark(m.falseMasteryRate <= 0.05)} <= 5%`],
    [
      "items to mastery (engine)",
      String(m.itemsToMasteryMedian),
      saving === null ? "" : `${mark(saving >= 0.3)} ${pct(saving)} fewer than streak-10`,
    ],
    [
      "items to mastery (engine, no placement)",
      String(m.engineWithoutPlacement.itemsToMasteryMedian),
      `false ${pct(m.engineWithoutPlacement.falseMasteryRate)}`,
    ],
    ["false mastery (streak-10)", pct(m.baselineStreak10.falseMasteryRate), ""],
    ["items to mastery (streak-10)", String(streak), ""],
    ["false mastery (SmartScore 80)", pct(m.baselineSmartScore.falseMasteryRate), ""],
    ["items to mastery (SmartScore 80)", String(m.baselineSmartScore.itemsToMasteryMedian), ""],
    ["next item p99 (ms)", String(t.nextItemP99Ms), `${mark(t.nextItemP99Ms < 5)} < 5`],
    ["answer update p99 (ms)", String(t.updateP99Ms), `${mark(t.updateP99Ms < 5)} < 5`],
    ["learning plan p99 (ms)", String(t.planP99Ms), `${mark(t.planP99Ms < 5)} < 5`],
    ["session plan p99 (ms)", String(t.sessionPlanP99Ms), `${mark(t.sessionPlanP99Ms < 5)} < 5`],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(...rows.map((row) => row[1].length));
  process.stdout.write(
    `Brightpath engine benchmark: ${r.children} simulated children, seed ${r.seed}, ${r.subject}\n\n`,
  );
  for (const [name, value, target] of rows) {
    process.stdout.write(`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${target}\n`);
  }
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
