/**
 * The landing page's "Try a sample question" (PRODUCT.md §8): a real generated item, shown
 * without its answer, and checked on the server by regenerating it from its inputs (items are
 * pure functions of skill, seed, difficulty and theme, so nothing needs storing).
 */
import { z } from "zod";
import { getSkill } from "../../core/curriculum/index.ts";
import { GENERATORS, generateItem } from "../../core/items/registry.ts";
import { score } from "../../core/items/score.ts";
import { plainText } from "../../core/items/text.ts";
import type { Item, ItemResponse } from "../../core/items/types.ts";
import { THEMES } from "../../core/reading/types.ts";

/** Formats the sample player shows; the full activity player handles the rest. */
const SAMPLE_FORMATS = new Set<Item["format"]>(["integer", "decimal", "fraction", "multiple-choice", "comparison"]);
const SAMPLE_GRADES = new Set([3, 4, 5]);

export const sampleKeySchema = z.object({
  skillId: z.string().max(80),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  theme: z.enum(THEMES),
});
export type SampleKey = z.infer<typeof sampleKeySchema>;

export type SampleQuestion = {
  key: SampleKey;
  skillName: string;
  grade: number;
  format: "integer" | "decimal" | "fraction" | "multiple-choice" | "comparison";
  prompt: string;
  figure: { svg: string; description: string } | null;
  choices: { id: string; text: string }[];
  comparison: { left: string; right: string } | null;
  hints: string[];
};

function sampleSkillIds(): string[] {
  return Object.keys(GENERATORS).filter((id) => SAMPLE_GRADES.has(getSkill(id)?.grade ?? 0));
}

/** A random sample item in a format the sample player can show. */
export function newSampleQuestion(random: () => number = Math.random): SampleQuestion | null {
  const skillIds = sampleSkillIds();
  for (let attempt = 0; attempt < 30 && skillIds.length > 0; attempt++) {
    const key: SampleKey = {
      skillId: skillIds[Math.floor(random() * skillIds.length)] ?? "",
      seed: Math.floor(random() * 1_000_000),
      difficulty: random() < 0.5 ? 1 : 2,
      theme: THEMES[Math.floor(random() * THEMES.length)] ?? "animals",
    };
    const item = generateItem(key);
    if (SAMPLE_FORMATS.has(item.format)) return toSampleQuestion(key, item);
  }
  return null;
}

function toSampleQuestion(key: SampleKey, item: Item): SampleQuestion {
  const skill = getSkill(item.skillId);
  return {
    key,
    skillName: skill?.name ?? "Math practice",
    grade: skill?.grade ?? 3,
    format: item.format as SampleQuestion["format"],
    prompt: plainText(item.prompt),
    figure: item.figure ?? null,
    choices: (item.choices ?? []).map((choice) => ({ id: choice.id, text: plainText(choice.text) })),
    comparison:
      item.answer.format === "comparison"
        ? { left: plainText(item.answer.left), right: plainText(item.answer.right) }
        : null,
    hints: item.hints.map(plainText),
  };
}

export const sampleResponseSchema = z.discriminatedUnion("format", [
  z.object({ format: z.literal("integer"), text: z.string().max(100) }),
  z.object({ format: z.literal("decimal"), text: z.string().max(100) }),
  z.object({ format: z.literal("fraction"), text: z.string().max(100) }),
  z.object({ format: z.literal("multiple-choice"), choiceId: z.string().max(10).nullable() }),
  z.object({ format: z.literal("comparison"), symbol: z.string().max(5) }),
]);

export type SampleCheck =
  | { status: "invalid"; message: string }
  | { status: "scored"; correct: boolean; feedback: string; solution: { steps: string[]; answer: string } };

/** Regenerates the item from its key and scores the response; an unusable answer reveals nothing. */
export function checkSampleAnswer(key: SampleKey, response: z.infer<typeof sampleResponseSchema>): SampleCheck {
  const item = generateItem(key);
  const result = score(item, response as ItemResponse);
  if (result.status === "invalid") return { status: "invalid", message: result.message };
  return {
    status: "scored",
    correct: result.correct,
    feedback: plainText(result.feedback),
    solution: { steps: item.solution.steps.map(plainText), answer: plainText(item.solution.answer) },
  };
}
