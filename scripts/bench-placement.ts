/**
 * `npm run bench:placement [-- --json] [-- --children N --seed S --condition NAME]`: the placement
 * check alone, for every simulator condition (core/sim/conditions.ts), on the same children as
 * `bench:engine` (same seeds, same worlds: child i of a condition is the same child in both). No
 * mastery runs or planners, so 400+ children per condition fit in a few minutes: a coverage figure
 * from 150 children has a standard error of 3-5 points, as large as half the 75-85% band
 * (docs/decisions/0007-placement-model.md, fifth pass). Figures are reported, never asserted.
 */
import { thetaToGradeLevel } from "../core/engine/grade-scale.ts";
import { curriculumSkillMap } from "../core/engine/skill-map.ts";
import { mean, quantile, round, share } from "../core/sim/bench.ts";
import { CONDITIONS } from "../core/sim/conditions.ts";
import { worldForCondition } from "../core/sim/continuous-child.ts";
import { buildItemBank } from "../core/sim/item-bank.ts";
import { runPlacement } from "../core/sim/placement-run.ts";
import { childSeed, createRng } from "../core/sim/rng.ts";
import { makeChild } from "../core/sim/sim-child.ts";
import { cliArgs, numberArg, repeatedArg } from "./cli-args.ts";

const json = cliArgs.includes("--json");
const children = numberArg("--children", 400);
const baseSeed = numberArg("--seed", 20260105);
const wanted = repeatedArg("--condition");
const subject = "math" as const;
const map = curriculumSkillMap();
const bank = buildItemBank(map, subject);

type Row = {
  name: string;
  children: number;
  itemsMedian: number;
  coverage80: { children: number; strands: number };
  /** Standard error of the children's coverage share (binomial), so a difference can be judged. */
  coverageSe: { children: number; strands: number };
  rmseTheta: number;
  /** Mean of estimate − truth, overall (logits) and per strand (grades). */
  biasTheta: number;
  biasStrandGrades: number;
  strandAccuracy: number;
  overallRangeWidthMedian: number;
  strandRangeWidthMedian: number;
  successRate: number;
};

const rows: Row[] = [];
const pct = (x: number, se: number) => `${(x * 100).toFixed(1)}% ±${(se * 100).toFixed(1)}`.padEnd(17);
const printRow = (r: Row): void => {
  process.stdout.write(
    `${r.name.padEnd(16)} ${String(r.itemsMedian).padStart(5)}  ${pct(r.coverage80.children, r.coverageSe.children)}  ${pct(r.coverage80.strands, r.coverageSe.strands)} ${r.rmseTheta.toFixed(3)}  ${r.biasTheta.toFixed(2).padStart(6)}  ${r.biasStrandGrades.toFixed(2).padStart(11)}  ${(r.strandAccuracy * 100).toFixed(1).padStart(9)}%  ${r.overallRangeWidthMedian.toFixed(2)} / ${r.strandRangeWidthMedian.toFixed(2)}          ${(r.successRate * 100).toFixed(1)}%\n`,
  );
};
if (!json) {
  process.stdout.write(`Placement only: ${children} children per condition, seed ${baseSeed}, ${subject}\n`);
  process.stdout.write(
    "condition        items  coverage children  coverage strands  rmseθ  bias θ  bias strand  strand acc  width overall/strand  success\n",
  );
}
CONDITIONS.forEach((condition, index) => {
  if (wanted.length > 0 && !wanted.includes(condition.name)) return;
  // The same seeds and world as core/sim/bench.ts's runBenchmark, so the children are the same.
  const seed = baseSeed + 1000 * index;
  const world = worldForCondition(map, subject, bank, condition, seed);
  const items: number[] = [];
  const thetaErrors: number[] = [];
  const strandErrors: number[] = [];
  const coveredChildren: boolean[] = [];
  const coveredStrands: boolean[] = [];
  const overallWidths: number[] = [];
  const strandWidths: number[] = [];
  const success: number[] = [];
  for (let i = 0; i < children; i++) {
    const rng = createRng(childSeed(seed, i));
    const child = makeChild(condition, rng, world);
    const placed = runPlacement(child, subject, bank, map, rng, thetaToGradeLevel, () => 0);
    items.push(placed.items);
    thetaErrors.push(placed.thetaError);
    strandErrors.push(...placed.strandLevelErrors);
    coveredChildren.push(placed.overallCovered);
    coveredStrands.push(...placed.strandsCovered);
    overallWidths.push(placed.result.overall.high - placed.result.overall.low);
    strandWidths.push(...placed.result.strands.map((s) => s.high - s.low));
    success.push(placed.successRate);
  }
  const cc = share(coveredChildren);
  const cs = share(coveredStrands);
  rows.push({
    name: condition.name,
    children,
    itemsMedian: quantile(items, 0.5),
    coverage80: { children: round(cc, 3), strands: round(cs, 3) },
    coverageSe: {
      children: round(Math.sqrt((cc * (1 - cc)) / coveredChildren.length), 3),
      strands: round(Math.sqrt((cs * (1 - cs)) / coveredStrands.length), 3),
    },
    rmseTheta: round(Math.sqrt(mean(thetaErrors.map((e) => e * e))), 3),
    biasTheta: round(mean(thetaErrors), 3),
    biasStrandGrades: round(mean(strandErrors), 3),
    strandAccuracy: round(strandErrors.filter((e) => Math.abs(e) <= 0.5).length / Math.max(strandErrors.length, 1), 3),
    overallRangeWidthMedian: round(quantile(overallWidths, 0.5), 2),
    strandRangeWidthMedian: round(quantile(strandWidths, 0.5), 2),
    successRate: round(mean(success), 3),
  });
  // Each condition's row as soon as it is done: a 400-children run takes minutes on a shared machine.
  if (!json) printRow(rows[rows.length - 1]!);
});

if (json) {
  process.stdout.write(`${JSON.stringify({ children, seed: baseSeed, subject, conditions: rows }, null, 2)}\n`);
}
