/**
 * The child's knowledge state: plain, versioned data (one entry per skill touched), checked with
 * zod whenever it comes back from storage. Version 1 (issue 6, BKT) is upgraded on read to
 * version 2 (issue 11: a continuous ability per skill and a delayed check of several items).
 */
import { z } from "zod";
import { isDay } from "./dates.ts";
import {
  abilityFromSecure,
  LEVELS,
  MAX_COMPONENTS,
  priorAbility,
  type Ability,
  type AbilityComponent,
  type Level,
} from "./knowledge.ts";
import type { ReviewCard } from "./review.ts";
import { fail, ok, type Result } from "./result.ts";
import type { DayString } from "./types.ts";

export const LEARNER_SCHEMA_VERSION = 2;
/** How many recent outcomes each skill keeps (for reasons and in-session decisions). */
export const RECENT_KEPT = 10;

/** The delayed check of a proficient skill: the first answers on a later day. */
export type DelayedCheck = {
  on: DayString;
  asked: number;
  right: number;
  status: "under-way" | "passed" | "failed";
};

export type SkillKnowledge = {
  /** P(secure): the chance that a fresh item of this skill would be right at least 4 times in 5. */
  pKnown: number;
  /** Ability relative to the skill's difficulty anchor, in logits, with its uncertainty. */
  ability: Ability;
  /**
   * The hypotheses about when the ability last changed that `ability` summarises (decision 0006,
   * sixth pass; newest first). Absent on states written before it: then `ability` is the only one.
   */
  components?: AbilityComponent[];
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
  /** The latest delayed check (null before the first). */
  check: DelayedCheck | null;
  /** Checks failed since the skill last became proficient (retries are limited). */
  failedChecks: number;
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

export function freshSkill(pKnown: number, ability: Ability = priorAbility()): SkillKnowledge {
  return {
    pKnown,
    ability,
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
    check: null,
    failedChecks: 0,
    review: null,
  };
}

const day = z.string().refine(isDay, "not a YYYY-MM-DD day");
const count = z.number().int().nonnegative();
const probability = z.number().min(0).max(1);

const skillSchemaV1 = z.object({
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

const skillSchema = skillSchemaV1.extend({
  ability: z.object({ mean: z.number().finite(), sd: z.number().positive().finite() }),
  components: z
    .array(
      z.object({
        weight: z.number().min(0).max(1),
        mean: z.number().finite(),
        sd: z.number().positive().finite(),
      }),
    )
    .max(MAX_COMPONENTS)
    .optional(),
  check: z
    .object({
      on: day,
      asked: count,
      right: count,
      status: z.enum(["under-way", "passed", "failed"]),
    })
    .nullable(),
  failedChecks: count,
});

const learnerSchemaV1 = z.object({
  schemaVersion: z.literal(1),
  skills: z.record(z.string(), skillSchemaV1),
  rapidGuesses: count,
});

const learnerSchema = z.object({
  schemaVersion: z.literal(LEARNER_SCHEMA_VERSION),
  skills: z.record(z.string(), skillSchema),
  rapidGuesses: count,
});

/**
 * Version 1 -> 2: the ability is read back from the stored P(known) with a wide spread (the BKT
 * number was over-confident, issue 11), levels and history are kept, no check is under way.
 */
export function upgradeLearnerV1(v1: z.infer<typeof learnerSchemaV1>): LearnerState {
  const skills: Record<string, SkillKnowledge> = {};
  for (const [id, skill] of Object.entries(v1.skills)) {
    const ability = skill.answers === 0 && skill.pKnown === 0.25 ? priorAbility() : abilityFromSecure(skill.pKnown);
    skills[id] = { ...skill, ability, check: null, failedChecks: 0 } as SkillKnowledge;
  }
  return { schemaVersion: LEARNER_SCHEMA_VERSION, skills, rapidGuesses: v1.rapidGuesses };
}

/**
 * Learner states this engine has already checked: reading one again (the route reads the stored
 * state, then `nextInSession` and `recordAnswer` each read what they are given) returns it without
 * running the schema again, so a state is validated once per request (decision 0019). Engine
 * states are never changed in place, by the engine or its callers, so a checked object stays valid;
 * an object that never went through `readLearnerState` (e.g. fresh from storage) is always checked.
 */
const checkedLearnerStates = new WeakSet<object>();

export function readLearnerState(value: unknown): Result<LearnerState> {
  if (typeof value === "object" && value !== null && checkedLearnerStates.has(value)) return ok(value as LearnerState);
  const read = parseLearnerState(value);
  if (read.ok) checkedLearnerStates.add(read.value);
  return read;
}

function parseLearnerState(value: unknown): Result<LearnerState> {
  if (typeof value === "object" && value !== null && "schemaVersion" in value) {
    const version = (value as { schemaVersion: unknown }).schemaVersion;
    if (typeof version === "number" && version > LEARNER_SCHEMA_VERSION) {
      return fail("unsupported-schema-version", `Learner state version ${version} is newer than this engine.`);
    }
  }
  if (typeof value === "object" && value !== null && (value as { schemaVersion?: unknown }).schemaVersion === 1) {
    const old = learnerSchemaV1.safeParse(value);
    if (old.success) return ok(upgradeLearnerV1(old.data));
    const issue = old.error.issues[0];
    const where = issue === undefined ? "" : ` at ${issue.path.join(".") || "the top level"}: ${issue.message}`;
    return fail("corrupt-state", `The learner state is damaged${where}.`);
  }
  const parsed = learnerSchema.safeParse(expandStoredSkills(value));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? "" : ` at ${issue.path.join(".") || "the top level"}: ${issue.message}`;
    return fail("corrupt-state", `The learner state is damaged${where}.`);
  }
  return ok(parsed.data as LearnerState);
}

/**
 * The learner state as stored: a skill's fields that still hold their fresh value are left out.
 * Placement seeds every skill of the subject (about 300), and nearly all of them are never
 * answered, so the full form was ~100 KB per child written on every answer; stored like this an
 * untouched skill is its P(secure) and ability alone. `readLearnerState` reads both forms.
 */
export function compactLearnerState(state: LearnerState): unknown {
  const skills: Record<string, Record<string, unknown>> = {};
  for (const [skillId, knowledge] of Object.entries(state.skills)) {
    const kept: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(knowledge)) {
      if (field === "pKnown" || field === "ability" || !isFresh(field, value)) kept[field] = value;
    }
    skills[skillId] = kept;
  }
  return { ...state, skills };
}

/** A fresh skill's fields, objects as their JSON: compared ~300 skills × 16 fields on every answer. */
let freshFields: Map<string, { value: unknown } | { json: string }> | null = null;

function isFresh(field: string, value: unknown): boolean {
  // Made on first use, not at import: freshSkill needs the IRT module, which may load after this one.
  freshFields ??= new Map(
    Object.entries(freshSkill(0)).map(([name, fresh]) => [
      name,
      typeof fresh === "object" && fresh !== null ? { json: JSON.stringify(fresh) } : { value: fresh },
    ]),
  );
  const fresh = freshFields.get(field);
  if (!fresh) return false;
  if ("value" in fresh) return value === fresh.value;
  return typeof value === "object" && value !== null && JSON.stringify(value) === fresh.json;
}

/** A stored version-2 state with its left-out skill fields filled with their fresh values. */
function expandStoredSkills(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const skills = (value as { skills?: unknown }).skills;
  if (typeof skills !== "object" || skills === null) return value;
  const expanded: Record<string, unknown> = {};
  for (const [skillId, stored] of Object.entries(skills)) {
    expanded[skillId] =
      typeof stored === "object" && stored !== null && !Array.isArray(stored)
        ? { ...freshSkill(0), pKnown: undefined, ability: undefined, ...stored }
        : stored;
  }
  return { ...value, skills: expanded };
}
