/**
 * The child's knowledge state: plain, versioned data (one entry per skill touched), checked with
 * zod whenever it comes back from storage.
 */
import { z } from "zod";
import { isDay } from "./dates.ts";
import { LEVELS, type Level } from "./knowledge.ts";
import type { ReviewCard } from "./review.ts";
import { fail, ok, type Result } from "./result.ts";
import type { DayString } from "./types.ts";

export const LEARNER_SCHEMA_VERSION = 1;
/** How many recent outcomes each skill keeps (for reasons and in-session decisions). */
export const RECENT_KEPT = 10;

export type SkillKnowledge = {
  pKnown: number;
  level: Level;
  /** Counted answers (rapid guesses excluded) and how many were right. */
  answers: number;
  right: number;
  /** Last outcomes, oldest first: true = right. */
  recent: boolean[];
  rapidGuesses: number;
  firstAnsweredOn: DayString | null;
  lastAnsweredOn: DayString | null;
  proficientOn: DayString | null;
  masteredOn: DayString | null;
  delayedChecks: { passed: number; failed: number; lastOn: DayString | null; lastCorrect: boolean | null };
  review: ReviewCard | null;
};

export type LearnerState = {
  schemaVersion: typeof LEARNER_SCHEMA_VERSION;
  skills: Record<string, SkillKnowledge>;
  /** Rapid guesses over all skills (shown to the parent gently). */
  rapidGuesses: number;
};

export function emptyLearner(): LearnerState {
  return { schemaVersion: LEARNER_SCHEMA_VERSION, skills: {}, rapidGuesses: 0 };
}

export function freshSkill(pKnown: number): SkillKnowledge {
  return {
    pKnown,
    level: "not-started",
    answers: 0,
    right: 0,
    recent: [],
    rapidGuesses: 0,
    firstAnsweredOn: null,
    lastAnsweredOn: null,
    proficientOn: null,
    masteredOn: null,
    delayedChecks: { passed: 0, failed: 0, lastOn: null, lastCorrect: null },
    review: null,
  };
}

const day = z.string().refine(isDay, "not a YYYY-MM-DD day");
const count = z.number().int().nonnegative();
const probability = z.number().min(0).max(1);

const skillSchema = z.object({
  pKnown: probability,
  level: z.enum(LEVELS),
  answers: count,
  right: count,
  recent: z.array(z.boolean()).max(RECENT_KEPT),
  rapidGuesses: count,
  firstAnsweredOn: day.nullable(),
  lastAnsweredOn: day.nullable(),
  proficientOn: day.nullable(),
  masteredOn: day.nullable(),
  delayedChecks: z.object({
    passed: count,
    failed: count,
    lastOn: day.nullable(),
    lastCorrect: z.boolean().nullable(),
  }),
  review: z
    .object({
      due: day,
      stability: z.number(),
      difficulty: z.number(),
      scheduledDays: z.number(),
      reps: count,
      lapses: count,
      state: z.number().int().min(0).max(3),
      lastReview: day.nullable(),
    })
    .nullable(),
});

const learnerSchema = z.object({
  schemaVersion: z.literal(LEARNER_SCHEMA_VERSION),
  skills: z.record(z.string(), skillSchema),
  rapidGuesses: count,
});

export function readLearnerState(value: unknown): Result<LearnerState> {
  if (typeof value === "object" && value !== null && "schemaVersion" in value) {
    const version = (value as { schemaVersion: unknown }).schemaVersion;
    if (typeof version === "number" && version > LEARNER_SCHEMA_VERSION) {
      return fail("unsupported-schema-version", `Learner state version ${version} is newer than this engine.`);
    }
  }
  const parsed = learnerSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? "" : ` at ${issue.path.join(".") || "the top level"}: ${issue.message}`;
    return fail("corrupt-state", `The learner state is damaged${where}.`);
  }
  return ok(parsed.data as LearnerState);
}
