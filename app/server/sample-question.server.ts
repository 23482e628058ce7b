/**
 * The landing page's "Try a sample question" (PRODUCT.md §8): a real generated item, shown
 * without its answer, and checked on the server by regenerating it from its inputs (items are
 * pure functions of skill, seed, difficulty and theme, so nothing needs storing).
 */
import { z } from "zod";
import { getSkill } from "../../core/curriculum/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { skillName } from "../i18n/skill-names.ts";
import { GENERATORS, generateItem } from "../../core/items/registry.ts";
import { score } from "../../core/items/score.ts";
import { plainText } from "../../core/items/text.ts";
import { THEMES } from "../../core/reading/types.ts";
import { FORM_FORMATS, questionView, responseFromFields, type QuestionView } from "./items/question-view.server.ts";
import { validationMessageRef } from "./items/validation-message.ts";

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

export type SampleQuestion = QuestionView & { key: SampleKey; skillName: string; grade: number; hints: string[] };

function sampleSkillIds(): string[] {
  return Object.keys(GENERATORS).filter((id) => SAMPLE_GRADES.has(getSkill(id)?.grade ?? 0));
}

/** A random sample item in a format answered with plain form fields. */
/** `locale` names the skill in the page's language; the item itself stays English (decision 0039). */
export function newSampleQuestion(locale: Locale, random: () => number = Math.random): SampleQuestion | null {
  const skillIds = sampleSkillIds();
  for (let attempt = 0; attempt < 30 && skillIds.length > 0; attempt++) {
    const key: SampleKey = {
      skillId: skillIds[Math.floor(random() * skillIds.length)] ?? "",
      seed: Math.floor(random() * 1_000_000),
      difficulty: random() < 0.5 ? 1 : 2,
      theme: THEMES[Math.floor(random() * THEMES.length)] ?? "animals",
    };
    const item = generateItem(key);
    if (!FORM_FORMATS.has(item.format)) continue;
    const skill = getSkill(item.skillId);
    return {
      ...questionView(item),
      key,
      skillName: skillName(item.skillId, locale),
      grade: skill?.grade ?? 3,
      hints: item.hints.map(plainText),
    };
  }
  return null;
}

/** The fields QuestionFields submits; anything else is ignored. */
export const sampleFieldsSchema = z.object({
  answer: z.string().max(100).optional(),
  choiceId: z.string().max(10).optional(),
  symbol: z.string().max(5).optional(),
});

export type SampleCheck =
  | { status: "invalid"; message: string }
  | { status: "scored"; correct: boolean; feedback: string; solution: { steps: string[]; answer: string } };

/** Regenerates the item from its key and scores the answer; an unusable answer reveals nothing. */
export function checkSampleAnswer(key: SampleKey, fields: z.infer<typeof sampleFieldsSchema>): SampleCheck {
  const item = generateItem(key);
  const result = score(item, responseFromFields(item, fields));
  if (result.status === "invalid") return { status: "invalid", message: validationMessageRef(result) };
  return {
    status: "scored",
    correct: result.correct,
    feedback: plainText(result.feedback),
    solution: { steps: item.solution.steps.map(plainText), answer: plainText(item.solution.answer) },
  };
}
