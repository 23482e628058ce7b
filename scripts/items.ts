/**
 * Prints generated math items readably for review (PRODUCT.md §3 "Math items").
 *
 *   npm run items -- --skill m-3.nf.a.1 --count 5 --theme space [--difficulty 2] [--seed 100] [--svg]
 *   npm run items -- --list                       skills with and without a generator
 *   npm run items -- --catalogue [--update-readme] the content catalogue (README table)
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import { catalogueMarkdown, withCatalogue } from "../core/items/catalogue.ts";
import { describeMisconception } from "../core/items/misconception-catalogue.ts";
import { generateItem, generatorCoverage, ItemGenerationError } from "../core/items/registry.ts";
import { plainText } from "../core/items/text.ts";
import { DIFFICULTIES, type Difficulty, type Item, type ItemResponse } from "../core/items/types.ts";
import { THEMES, type Theme } from "../core/reading/types.ts";

const USAGE =
  "Usage: npm run items -- --skill <id> [--count 5] [--theme space] [--difficulty 1|2|3] [--seed 0] [--svg] | --list | --catalogue [--update-readme]";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function describeResponse(item: Item, response: ItemResponse): string {
  switch (response.format) {
    case "multiple-choice":
      return item.choices?.find((c) => c.id === response.choiceId)?.text ?? String(response.choiceId);
    case "multi-select":
      return response.choiceIds.map((id) => item.choices?.find((c) => c.id === id)?.text ?? id).join(", ");
    case "ordering":
      return response.order.map((id) => item.choices?.find((c) => c.id === id)?.text ?? id).join(", ");
    case "comparison":
      return response.symbol;
    case "number-line-point":
      return `point at ${response.position}`;
    default:
      return response.text;
  }
}

function describeAnswer(item: Item): string {
  const a = item.answer;
  switch (a.format) {
    case "integer":
    case "decimal":
      return `${a.value}${a.unit ? ` ${a.unit}` : ""}`;
    case "fraction":
      return `${a.value.n}/${a.value.d}${a.equivalent ? " (equivalent forms accepted)" : " (exactly)"}`;
    case "number-line-point":
      return `point at ${a.value.n}/${a.value.d} on a line from ${a.min} to ${a.max}`;
    case "comparison":
      return `${a.left} ${a.symbol} ${a.right}`;
    case "expression":
      return `${a.expression} (any equivalent expression)`;
    case "multiple-choice":
      return describeResponse(item, { format: "multiple-choice", choiceId: a.choiceId });
    case "multi-select":
      return describeResponse(item, { format: "multi-select", choiceIds: a.choiceIds });
    case "ordering":
      return describeResponse(item, { format: "ordering", order: a.order });
  }
}

function printItem(item: Item, index: number, showSvg: boolean): void {
  const out: string[] = [];
  out.push(`── ${index + 1}. ${item.id}  [${item.format}]`);
  out.push(`Prompt:   ${plainText(item.prompt)}`);
  if (item.figure) out.push(`Figure:   ${item.figure.description}`);
  if (item.figure && showSvg) out.push(item.figure.svg);
  for (const choice of item.choices ?? []) {
    const tag = choice.misconception ? `  ← ${choice.misconception}` : "";
    out.push(`  ${choice.id}) ${plainText(choice.text)}${tag}`);
  }
  out.push(`Answer:   ${plainText(describeAnswer(item))}`);
  item.hints.forEach((hint, i) => out.push(`Hint ${i + 1}:   ${plainText(hint)}`));
  out.push("Solution:");
  for (const step of item.solution.steps) out.push(`  - ${plainText(step)}`);
  out.push(`  = ${plainText(item.solution.answer)}`);
  if (item.wrongAnswers.length > 0) out.push("Common wrong answers:");
  for (const w of item.wrongAnswers) {
    out.push(
      `  ${plainText(describeResponse(item, w.response))}: ${w.misconception} (${describeMisconception(w.misconception) ?? "no description"})`,
    );
    out.push(`      → ${plainText(w.feedback)}`);
  }
  process.stdout.write(`${out.join("\n")}\n\n`);
}

const { values } = parseArgs({
  options: {
    skill: { type: "string" },
    count: { type: "string", default: "5" },
    theme: { type: "string" },
    difficulty: { type: "string" },
    seed: { type: "string", default: "0" },
    svg: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    catalogue: { type: "boolean", default: false },
    "update-readme": { type: "boolean", default: false },
  },
});

if (values.catalogue) {
  const table = catalogueMarkdown();
  if (values["update-readme"]) {
    const readme = path.join(import.meta.dirname, "../README.md");
    const updated = withCatalogue(fs.readFileSync(readme, "utf8"), table);
    if (updated === null) fail(`${readme} has no catalogue markers`);
    // Format like the rest of the repository so `prettier --check` (npm run lint) stays green.
    const options = (await prettier.resolveConfig(readme)) ?? {};
    fs.writeFileSync(readme, await prettier.format(updated, { ...options, filepath: readme }));
    process.stdout.write(`Updated the catalogue in ${path.relative(process.cwd(), readme)}\n`);
  } else process.stdout.write(`${table}\n`);
  process.exit(0);
}

if (values.list) {
  const { covered, missing } = generatorCoverage();
  process.stdout.write(
    `With a generator (${covered.length}):\n  ${covered.join("\n  ")}\n\nWithout a generator (${missing.length}):\n  ${missing.join("\n  ")}\n`,
  );
  process.exit(0);
}

if (!values.skill) fail("Give a skill id with --skill.");
const count = Number(values.count);
const firstSeed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || count > 1000) fail("--count must be a whole number from 1 to 1000.");
if (!Number.isInteger(firstSeed) || firstSeed < 0) fail("--seed must be a whole number of 0 or more.");
if (values.theme !== undefined && !(THEMES as readonly string[]).includes(values.theme))
  fail(`--theme must be one of: ${THEMES.join(", ")}.`);
const difficulty = values.difficulty === undefined ? undefined : (Number(values.difficulty) as Difficulty);
if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) fail("--difficulty must be 1, 2 or 3.");

try {
  for (let i = 0; i < count; i++) {
    const item = generateItem({
      skillId: values.skill,
      seed: firstSeed + i,
      // Without --difficulty the items cycle through 1, 2, 3 so a reviewer sees the range.
      difficulty: difficulty ?? (DIFFICULTIES[i % 3] as Difficulty),
      theme: (values.theme as Theme | undefined) ?? (THEMES[i % THEMES.length] as Theme),
    });
    printItem(item, i, values.svg);
  }
} catch (error) {
  if (error instanceof ItemGenerationError) fail(error.message);
  throw error;
}
