/**
 * Counts content-quality findings (core/items/quality.ts) per generator and class, over every
 * generator x 200 seeds x 3 difficulties, the same sweep as the generator suite.
 *
 *   npm run content:quality                          counts and a few examples per generator
 *   npm run content:quality -- --skill m-3.oa.a.1 --examples 20
 *   npm run content:quality -- --grade 5
 *   npm run content:quality -- --update-baseline     rewrite core/items/quality-baseline.json
 *
 * The generator suite fails when a generator has more findings of a class than the baseline
 * allows, and when it has fewer (so the baseline only ever goes down: rerun --update-baseline).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { QUALITY_CLASSES } from "../core/items/quality.ts";
import { sweepSkill, type QualityCounts } from "../core/items/quality-sweep.ts";
import { GENERATORS } from "../core/items/registry.ts";

const { values } = parseArgs({
  options: {
    skill: { type: "string" },
    grade: { type: "string" },
    examples: { type: "string", default: "2" },
    "update-baseline": { type: "boolean", default: false },
  },
});
const EXAMPLES = Number(values.examples);
const BASELINE = path.join(import.meta.dirname, "../core/items/quality-baseline.json");

const ids = Object.keys(GENERATORS)
  .filter((id) => (!values.skill || id === values.skill) && (!values.grade || id.startsWith(`m-${values.grade}.`)))
  .sort();
if (ids.length === 0) {
  process.stderr.write("No generator matches.\n");
  process.exit(2);
}
const totals: Record<string, number> = Object.fromEntries(QUALITY_CLASSES.map((k) => [k, 0]));
const all: Record<string, QualityCounts> = {};
for (const skillId of ids) {
  const { counts, findings } = sweepSkill(skillId);
  for (const [k, n] of Object.entries(counts)) totals[k] = (totals[k] ?? 0) + (n ?? 0);
  if (Object.keys(counts).length === 0) continue;
  all[skillId] = counts;
  process.stdout.write(`${skillId}: ${JSON.stringify(counts)}\n`);
  for (const kind of QUALITY_CLASSES)
    for (const f of findings.filter((x) => x.kind === kind).slice(0, EXAMPLES))
      process.stdout.write(`    [${kind}] ${f.where}: ${f.message}\n`);
}
process.stdout.write(`\nTOTAL over ${ids.length} generators: ${JSON.stringify(totals)}\n`);
if (values["update-baseline"]) {
  if (values.skill || values.grade) {
    // Merge: only the swept generators change.
    const old = JSON.parse(fs.readFileSync(BASELINE, "utf8")) as Record<string, QualityCounts>;
    for (const id of ids) delete old[id];
    Object.assign(old, all);
    writeBaseline(old);
  } else writeBaseline(all);
}

function writeBaseline(data: Record<string, QualityCounts>): void {
  const sorted = Object.fromEntries(
    Object.keys(data)
      .sort()
      .map((k) => [k, data[k]]),
  );
  fs.writeFileSync(BASELINE, `${JSON.stringify(sorted, null, 2)}\n`);
  process.stdout.write(`Wrote ${path.relative(process.cwd(), BASELINE)}\n`);
}
