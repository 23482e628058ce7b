/**
 * `npm run --silent mastery:bound [-- --json]`: the fewest answers any mastery rule can spend
 * while keeping its promise about never-learners (core/sim/mastery-bound.ts; issue 11, decision
 * 0006 sixth pass), beside what 10-in-a-row spends and how often it declares a stuck child within
 * the benchmark's 20 days of 12 answers. Counts first tries after the child can do the skill; the
 * learning before it and the delayed check come on top for every rule.
 */
import { expectedItemsToStreak, fewestExpectedItems, streakWithin } from "../core/sim/mastery-bound.ts";
import { ITEMS_PER_DAY, MAX_DAYS } from "../core/sim/mastery-run.ts";

const json = process.argv.includes("--json");
const rows = [];
for (const stuckAt of [0.75, 0.78]) {
  for (const chance of [0.85, 0.9, 0.95]) {
    rows.push({
      stuckAt,
      chance,
      fewestAt1Percent: round(fewestExpectedItems(chance, stuckAt, 0.01)),
      fewestAt5Percent: round(fewestExpectedItems(chance, stuckAt, 0.05)),
      fewestAt1PercentHalfDeclared: round(fewestExpectedItems(chance, stuckAt, 0.01, 0.5)),
      streak10Expected: round(expectedItemsToStreak(chance, 10)),
      streak10DeclaresStuck: round(streakWithin(stuckAt, 10, ITEMS_PER_DAY * MAX_DAYS)),
    });
  }
}
if (json) {
  console.log(JSON.stringify({ itemsPerDay: ITEMS_PER_DAY, days: MAX_DAYS, rows }, null, 2));
} else {
  console.log(
    "stuck  child  fewest(1%)  fewest(5%)  fewest(1%, half declared)  10-in-a-row  10-in-a-row declares stuck",
  );
  for (const r of rows) {
    console.log(
      [
        r.stuckAt,
        r.chance,
        r.fewestAt1Percent,
        r.fewestAt5Percent,
        r.fewestAt1PercentHalfDeclared,
        r.streak10Expected,
        r.streak10DeclaresStuck,
      ]
        .map((v) => String(v).padEnd(6))
        .join("  "),
    );
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
