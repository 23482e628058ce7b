/**
 * `npm run bench:engine [-- --json] [-- --children N --seed S --condition NAME --cpu-clock]`: runs simulated
 * children of every simulator condition (core/sim/conditions.ts) through the adaptive engine
 * (core/sim/bench.ts) and prints the figures of issues 6 and 11 against their targets, as one JSON
 * document or as a readable table per condition. Figures are reported, never asserted.
 */
import { curriculumSkillMap } from "../core/engine/skill-map.ts";
import { runBenchmark, type ConditionReport } from "../core/sim/bench.ts";
import { cliArgs, numberArg, repeatedArg } from "./cli-args.ts";

const json = cliArgs.includes("--json");
// --cpu-clock: time each call by the process's CPU time instead of the wall clock, so the p99 on a
// machine shared with other work says what the engine costs, not how long it waited for a core.
const cpuClock = cliArgs.includes("--cpu-clock");
const cpuNow = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const conditions = repeatedArg("--condition");

const report = runBenchmark(
  {
    // 150 children per condition keeps a run to a couple of minutes on a shared 2-core machine;
    // pass --children 1000 for tighter figures.
    children: numberArg("--children", 150),
    seed: numberArg("--seed", 20260105),
    subject: "math",
    conditions: conditions.length === 0 ? undefined : conditions,
    ...(cpuClock ? { clock: cpuNow, clockName: "cpu" as const } : {}),
  },
  curriculumSkillMap(),
);

if (json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  process.stdout.write(
    `Brightpath engine benchmark: ${report.children} simulated children per condition, seed ${report.seed}, ${report.subject}\n`,
  );
  for (const c of report.conditions) printCondition(c);
}

function printCondition(c: ConditionReport): void {
  const p = c.placement;
  const m = c.mastery;
  const t = c.timing;
  const e = m.engine;
  const mark = (pass: boolean) => (pass ? "ok  " : "MISS");
  const never = e.falseMasteryRateNeverLearners;
  const inBand = (x: number) => x >= 0.75 && x <= 0.85;
  const rows: [string, string, string][] = [
    ["placement items (median / p90)", `${p.itemsMedian} / ${p.itemsP90}`, `${mark(p.itemsMedian <= 30)} <= 30`],
    ["placement SE median (logits)", String(p.seMedian), ""],
    ["placement RMSE vs truth (logits)", String(p.rmseTheta), ""],
    ["80% range covers truth: children", pct(p.coverage80.children), `${mark(inBand(p.coverage80.children))} 75-85%`],
    ["80% range covers truth: strands", pct(p.coverage80.strands), `${mark(inBand(p.coverage80.strands))} 75-85%`],
    ["strand range width median (grades)", String(p.strandRangeWidthMedian), ""],
    ["strands within ±0.5 grade", pct(p.strandAccuracy), ""],
    ["placement success rate", pct(p.successRate), "aim ~70%"],
    ["rapid guesses flagged", String(p.rapidGuessesFlagged), ""],
    ["false mastery (engine)", pct(e.falseMasteryRate), `${mark(e.falseMasteryRate <= 0.05)} <= 5%`],
    ["  clearly false (true chance < 0.7)", pct(e.clearlyFalseMasteryRate), ""],
    [
      "  for never-learners",
      never === null ? "-" : `${pct(never)} of ${e.neverLearnerRuns}`,
      never === null ? "" : `${mark(never <= 0.01)} <= 1%`,
    ],
    ["  true chance at declaration (median)", String(e.chanceAtDeclarationMedian), ""],
    [
      "items to mastery (engine)",
      String(e.itemsToMasteryMedian),
      m.savingVsStreak10 === null
        ? ""
        : `${mark(m.savingVsStreak10 >= 0.3)} ${pct(m.savingVsStreak10)} fewer than streak-10`,
    ],
    [
      "items to a true mastery (false = never)",
      String(e.itemsToTrueMasteryMedian ?? "-"),
      m.trueSavingVsStreak10 === null
        ? `streak-10 ${m.baselineStreak10.itemsToTrueMasteryMedian ?? "-"}`
        : `${mark(m.trueSavingVsStreak10 >= 0.3)} ${pct(m.trueSavingVsStreak10)} fewer than streak-10 (${m.baselineStreak10.itemsToTrueMasteryMedian})`,
    ],
    ["  mastered within 20 days", pct(e.declaredShare), ""],
    [
      "items to mastery (engine, no placement)",
      String(m.engineWithoutPlacement.itemsToMasteryMedian),
      `false ${pct(m.engineWithoutPlacement.falseMasteryRate)}`,
    ],
    [
      "streak-10: items / false / never-learners",
      String(m.baselineStreak10.itemsToMasteryMedian),
      `false ${pct(m.baselineStreak10.falseMasteryRate)} (clearly ${pct(m.baselineStreak10.clearlyFalseMasteryRate)}), never-learners ${pct(m.baselineStreak10.falseMasteryRateNeverLearners ?? 0)}`,
    ],
    [
      "SmartScore 80: items / false / never-learners",
      String(m.baselineSmartScore.itemsToMasteryMedian),
      `false ${pct(m.baselineSmartScore.falseMasteryRate)} (clearly ${pct(m.baselineSmartScore.clearlyFalseMasteryRate)}), never-learners ${pct(m.baselineSmartScore.falseMasteryRateNeverLearners ?? 0)}`,
    ],
    [
      "streak-10 first tries: items / true / false",
      `${m.baselineStreak10FirstTry.itemsToMasteryMedian} / ${m.baselineStreak10FirstTry.itemsToTrueMasteryMedian ?? "-"}`,
      `false ${pct(m.baselineStreak10FirstTry.falseMasteryRate)}, never-learners ${pct(m.baselineStreak10FirstTry.falseMasteryRateNeverLearners ?? 0)}; engine ${m.trueSavingVsStreak10FirstTry === null ? "-" : pct(m.trueSavingVsStreak10FirstTry)} fewer to a true mastery`,
    ],
    [
      "SmartScore 80 first tries: items / true / false",
      `${m.baselineSmartScoreFirstTry.itemsToMasteryMedian} / ${m.baselineSmartScoreFirstTry.itemsToTrueMasteryMedian ?? "-"}`,
      `false ${pct(m.baselineSmartScoreFirstTry.falseMasteryRate)}, never-learners ${pct(m.baselineSmartScoreFirstTry.falseMasteryRateNeverLearners ?? 0)}`,
    ],
    ["timings measured by", t.clock === "cpu" ? "CPU time of the process" : "wall clock", ""],
    ["next item p99 (ms)", String(t.nextItemP99Ms), `${mark(t.nextItemP99Ms < 5)} < 5`],
    ["record placement answer p99 (ms)", String(t.recordPlacementP99Ms), `${mark(t.recordPlacementP99Ms < 5)} < 5`],
    ["placement result p99 (ms)", String(t.placementResultP99Ms), `${mark(t.placementResultP99Ms < 5)} < 5`],
    ["answer update p99 (ms)", String(t.updateP99Ms), `${mark(t.updateP99Ms < 5)} < 5`],
    ["learning plan p99 (ms)", String(t.planP99Ms), `${mark(t.planP99Ms < 5)} < 5`],
    ["session plan p99 (ms)", String(t.sessionPlanP99Ms), `${mark(t.sessionPlanP99Ms < 5)} < 5`],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(...rows.map((row) => row[1].length));
  process.stdout.write(`\n== ${c.name}: ${c.description} (${m.runs} mastery runs)\n`);
  for (const [name, value, target] of rows) {
    process.stdout.write(`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${target}\n`);
  }
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
