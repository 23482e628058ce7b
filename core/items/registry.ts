/**
 * From a skill id to its generator, and `generateItem`, the one way the app makes an item. The item
 * is a pure function of (skill, seed, difficulty, theme): the Random is seeded from all four.
 */
import { keyTexts, withholdAnswer } from "./hints.ts";
import { SKILLS } from "../curriculum/index.ts";
import { THEMES, type Theme } from "../reading/types.ts";
import type { Generator } from "./build.ts";
import { grade2Generators } from "./generators/grade-2/index.ts";
import { grade3Generators } from "./generators/grade-3/index.ts";
import { grade4Generators } from "./generators/grade-4/index.ts";
import { grade5Generators } from "./generators/grade-5/index.ts";
import { grade6Generators } from "./generators/grade-6/index.ts";
import { grade7Generators } from "./generators/grade-7/index.ts";
import { grade8Generators } from "./generators/grade-8/index.ts";
import { makePolisher } from "./language.ts";
import { createRandom } from "./random.ts";
import { THEME_WORDS } from "./themes.ts";
import { ITEM_SCHEMA_VERSION, type GeneratorInput, type Item } from "./types.ts";

export const GENERATORS: Readonly<Record<string, Generator>> = {
  ...grade2Generators,
  ...grade3Generators,
  ...grade4Generators,
  ...grade5Generators,
  ...grade6Generators,
  ...grade7Generators,
  ...grade8Generators,
};

export type ItemErrorCode = "unknown-skill" | "no-generator" | "bad-seed" | "bad-difficulty" | "bad-theme";

export class ItemGenerationError extends Error {
  readonly code: ItemErrorCode;
  constructor(code: ItemErrorCode, message: string) {
    super(message);
    this.name = "ItemGenerationError";
    this.code = code;
  }
}

const MATH_SKILL_IDS = new Set(SKILLS.filter((s) => s.subject === "math").map((s) => s.id));

export function hasGenerator(skillId: string): boolean {
  return Object.hasOwn(GENERATORS, skillId);
}

/** Makes the item for these inputs; throws ItemGenerationError with a clear message otherwise. */
export function generateItem(input: GeneratorInput): Item {
  const { skillId, seed, difficulty, theme } = input;
  if (!MATH_SKILL_IDS.has(skillId))
    throw new ItemGenerationError("unknown-skill", `No math skill has the id "${skillId}".`);
  const generator = GENERATORS[skillId];
  if (!generator) throw new ItemGenerationError("no-generator", `The skill "${skillId}" has no item generator yet.`);
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new ItemGenerationError("bad-seed", `The seed must be a whole number of 0 or more, not ${seed}.`);
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) {
    throw new ItemGenerationError("bad-difficulty", `The difficulty must be 1, 2 or 3, not ${String(difficulty)}.`);
  }
  if (!(THEMES as readonly string[]).includes(theme))
    throw new ItemGenerationError("bad-theme", `Unknown theme "${theme}".`);
  // Consecutive seeds of a skill and level spread apart (decision 0031): no repeat within a session's reach.
  const rng = createRandom(`${skillId}|${difficulty}|${theme}|${seed}`, {
    counter: seed,
    key: `${skillId}|${difficulty}`,
  });
  const draft = guardHints(
    polishDraft(generator({ skillId, seed, difficulty, theme, rng, words: THEME_WORDS[theme as Theme] })),
  );
  return {
    schemaVersion: ITEM_SCHEMA_VERSION,
    id: `${skillId}/${difficulty}/${theme}/${seed}`,
    skillId,
    seed,
    difficulty,
    theme,
    format: draft.answer.format,
    ...draft,
  };
}

/**
 * Every text of the item through the language layer's last pass (`polishText`: counts of one,
 * fractions of a unit, a/an, spaces). Answers, choice values and checks are never touched, so the
 * keys the harness recomputes are exactly the generator's.
 */
const polishText = makePolisher(
  Object.values(THEME_WORDS).flatMap((w) => [
    ...w.items,
    ...w.groups,
    w.lengthThing,
    w.heavy,
    w.light,
    w.container.noun,
  ]),
);

function polishDraft(draft: ReturnType<Generator>): ReturnType<Generator> {
  const figure = draft.figure && {
    ...draft.figure,
    description: polishText(draft.figure.description),
    svg: draft.figure.svg.replace(/<desc>([^<]*)<\/desc>/, (_m, d: string) => `<desc>${polishText(d)}</desc>`),
  };
  return {
    ...draft,
    prompt: polishText(draft.prompt),
    ...(figure ? { figure } : {}),
    ...(draft.choices ? { choices: draft.choices.map((c) => ({ ...c, text: polishText(c.text) })) } : {}),
    hints: draft.hints.map(polishText),
    solution: { steps: draft.solution.steps.map(polishText), answer: polishText(draft.solution.answer) },
    wrongAnswers: draft.wrongAnswers.map((w) => ({ ...w, feedback: polishText(w.feedback) })),
  };
}

/** Hints never state the key as a result: "3 × 2 = 6" becomes "3 × 2 = ?" (hints.ts). */
function guardHints(draft: ReturnType<Generator>): ReturnType<Generator> {
  const keys = keyTexts(draft.answer, draft.choices);
  return keys.length === 0 ? draft : { ...draft, hints: draft.hints.map((h) => withholdAnswer(h, keys)) };
}

/** Math skills with and without a generator (PRODUCT.md §3: every math skill gets one). */
export function generatorCoverage(): { covered: string[]; missing: string[] } {
  const ids = [...MATH_SKILL_IDS];
  return { covered: ids.filter(hasGenerator), missing: ids.filter((id) => !hasGenerator(id)) };
}
