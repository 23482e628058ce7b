/**
 * Prints the whole content set as one JSON document on stdout (issue "Content tools"):
 *
 *   npm run --silent content:export -- --count N
 *
 * { skills: [...], items: [...], passages: [...] }: every skill; N items for every math skill that
 * has a generator (difficulty and theme cycle with the seed); every passage with its questions.
 * Math skills without a generator yet are listed on stderr so the JSON stays clean.
 */
import { parseArgs } from "node:util";
import { SKILLS } from "../core/curriculum/index.ts";
import { generateItem, hasGenerator } from "../core/items/registry.ts";
import { DIFFICULTIES, type Difficulty } from "../core/items/types.ts";
import { PASSAGES } from "../core/reading/passages/index.ts";
import { THEMES, type Theme } from "../core/reading/types.ts";

const { values } = parseArgs({ options: { count: { type: "string", default: "1" } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0 || count > 10_000) {
  process.stderr.write(
    "--count must be a whole number from 0 to 10000.\nUsage: npm run --silent content:export -- --count N\n",
  );
  process.exit(2);
}

const skills = SKILLS.map((s) => ({
  id: s.id,
  subject: s.subject,
  grade: s.grade,
  strand: s.strand,
  standards: s.standards,
  prerequisites: s.prerequisites,
  name: s.name,
}));

const mathSkills = SKILLS.filter((s) => s.subject === "math");
const items = mathSkills
  .filter((s) => hasGenerator(s.id))
  .flatMap((skill) =>
    Array.from({ length: count }, (_, seed) => {
      const item = generateItem({
        skillId: skill.id,
        seed,
        difficulty: DIFFICULTIES[seed % 3] as Difficulty,
        theme: THEMES[seed % THEMES.length] as Theme,
      });
      return {
        id: item.id,
        skillId: item.skillId,
        seed: item.seed,
        difficulty: item.difficulty,
        theme: item.theme,
        format: item.format,
        prompt: item.prompt,
        ...(item.figure ? { figureDescription: item.figure.description } : {}),
        answer: item.answer,
        ...(item.choices
          ? {
              choices: item.choices.map(({ id, text, misconception }) => ({
                id,
                text,
                ...(misconception ? { misconception } : {}),
              })),
            }
          : {}),
        hints: item.hints,
        solution: item.solution,
      };
    }),
  );

const passages = PASSAGES.map((p) => ({
  id: p.id,
  grade: p.grade,
  genre: p.genre,
  theme: p.theme,
  title: p.title,
  text: p.text,
  questions: p.questions.map((q) => ({
    // Reading skill ids are `r<grade>-<kind>` (core/curriculum/README.md).
    skillId: `r${p.grade}-${q.skill}`,
    prompt: q.prompt,
    format: q.format,
    choices: q.format === "multiple-choice" ? q.choices : [],
    answer: q.format === "multiple-choice" ? q.choices[q.answer] : q.answer,
    explanation: q.explanation,
  })),
}));

const missing = mathSkills.filter((s) => !hasGenerator(s.id)).map((s) => s.id);
if (missing.length > 0)
  process.stderr.write(
    `content:export: ${missing.length} math skills have no item generator yet; no items for them.\n`,
  );

process.stdout.write(`${JSON.stringify({ skills, items, passages }, null, 2)}\n`);
