/**
 * The shapes stored with a daily session (migration 0010): the planned parts, each activity's
 * state (versioned JSON, read defensively with zod) and the item on screen.
 */
import { z } from "zod";
import type { LevelChange, NextStep, SessionState } from "../../../core/engine/index.ts";
import type { SessionActivityKind } from "../../../db/schema.ts";
import type { ItemSnapshot, RecordedResponse } from "../placement/item-snapshot.ts";

export const ACTIVITY_STATE_VERSION = 1;

export type SessionPart = {
  kind: SessionActivityKind;
  subject: "math" | "reading";
  skillIds: string[];
  minutes: number;
  theme: string | null;
  reason: string;
};

/**
 * A level change as a session stores it. Changes stored before the engine gave codes (decision
 * 0042) have only the English `reason`; `level-reasons.ts` reads those back by pattern.
 */
export type StoredLevelChange = Omit<LevelChange, "code" | "values"> &
  Partial<Pick<LevelChange, "code" | "values">> & { day: string; subject: string; activityId: string };

export type LessonPracticeState = {
  schemaVersion: typeof ACTIVITY_STATE_VERSION;
  kind: "lesson-practice";
  withLesson: boolean;
  lessonDone: boolean;
  engine: SessionState;
  /** The engine's choice for the next item (from the last answer), or null before the first. */
  step: NextStep | null;
  served: number;
};

export type ReviewState = {
  schemaVersion: typeof ACTIVITY_STATE_VERSION;
  kind: "review";
  skills: string[];
  position: number;
  served: number;
};

export type ReadingState = {
  schemaVersion: typeof ACTIVITY_STATE_VERSION;
  kind: "reading";
  passageId: string;
  /** The passage's question indexes asked here, in order. */
  questions: number[];
  position: number;
  served: number;
};

export type WordProblemsState = {
  schemaVersion: typeof ACTIVITY_STATE_VERSION;
  kind: "word-problems";
  skillId: string;
  target: number;
  served: number;
  /** An assigned practice set (issue 15): exactly `target` items, whatever the minutes say. */
  exact?: boolean;
};

/**
 * The day-7 check (decision 0029): one question per week-one skill, at the placement item's
 * difficulty, no hints, no right/wrong until the parent's day-7 page.
 */
export type Day7CheckState = {
  schemaVersion: typeof ACTIVITY_STATE_VERSION;
  kind: "day-7-check";
  items: { skillId: string; targetDifficulty: number; avoidItemIds: string[] }[];
  position: number;
  served: number;
};

/** The day-30 strand re-measure (decision 0029): a short run of the placement engine. */
export type ReMeasureState = {
  schemaVersion: typeof ACTIVITY_STATE_VERSION;
  kind: "re-measure";
  /** The placement engine's state (core/engine/placement-state.ts). */
  placement: unknown;
  /** Items the first placement asked (a reading passage is not read twice) or a parent skipped. */
  avoidItemIds: string[];
  served: number;
};

export type ActivityState =
  LessonPracticeState | ReviewState | ReadingState | WordProblemsState | Day7CheckState | ReMeasureState;

const base = { schemaVersion: z.literal(ACTIVITY_STATE_VERSION), served: z.number().int().nonnegative() };
const activityStateSchema = z.discriminatedUnion("kind", [
  z.object({
    ...base,
    kind: z.literal("lesson-practice"),
    withLesson: z.boolean(),
    lessonDone: z.boolean(),
    engine: z.looseObject({ schemaVersion: z.number() }),
    step: z.looseObject({ action: z.enum(["item", "done"]) }).nullable(),
  }),
  z.object({ ...base, kind: z.literal("review"), skills: z.array(z.string()), position: z.number().int() }),
  z.object({
    ...base,
    kind: z.literal("reading"),
    passageId: z.string(),
    questions: z.array(z.number().int()),
    position: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal("word-problems"),
    skillId: z.string(),
    target: z.number().int(),
    exact: z.boolean().optional(),
  }),
  z.object({
    ...base,
    kind: z.literal("day-7-check"),
    items: z.array(z.object({ skillId: z.string(), targetDifficulty: z.number(), avoidItemIds: z.array(z.string()) })),
    position: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal("re-measure"),
    placement: z.looseObject({ schemaVersion: z.number() }),
    avoidItemIds: z.array(z.string()),
  }),
]);

/** A stored activity state, or null when it is damaged (the caller refuses to go on with it). */
export function readActivityState(value: unknown): ActivityState | null {
  const parsed = activityStateSchema.safeParse(value);
  return parsed.success ? (parsed.data as unknown as ActivityState) : null;
}

/** What the child was told after a final answer. */
export type ItemFeedback = {
  correct: boolean;
  dontKnow: boolean;
  /** The item's worked solution (after a second wrong try or "I don't know"). */
  solution: string[] | null;
  explanation: string | null;
  answerText: string;
  /** The child's own final answer in words (not after "I don't know"; absent in older rows). */
  yourAnswer?: string | null;
  change: LevelChange | null;
};

/** The item on screen in an activity. */
export type PendingItem = {
  snapshot: ItemSnapshot;
  /** The form's idempotency key: a new one for each try, so one post records once. */
  answerKey: string;
  hintsShown: number;
  /** Wrong tries so far (0 or 1: the second wrong try ends the item). */
  tries: number;
  /** The targeted feedback for the first wrong try (a known misconception's, else a nudge). */
  tryAgain: string | null;
  firstResponse: RecordedResponse | null;
  phase: "asking" | "feedback";
  feedback: ItemFeedback | null;
};

export function readPending(value: unknown): PendingItem | null {
  if (typeof value !== "object" || value === null) return null;
  const pending = value as Partial<PendingItem>;
  if (typeof pending.answerKey !== "string" || typeof pending.snapshot !== "object" || pending.snapshot === null)
    return null;
  return pending as PendingItem;
}
