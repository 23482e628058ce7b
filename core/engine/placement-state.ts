/**
 * Placement state: plain, versioned data the web layer stores between items, so a check can be
 * paused after any answer and resumed on another day (issue 6).
 */
import { z } from "zod";
import { ITEM_FORMATS } from "./response.ts";
import { fail, ok, type Result } from "./result.ts";
import type { EngineItem, Grade, Subject } from "./types.ts";

export const PLACEMENT_SCHEMA_VERSION = 1;

export type PlacementSettings = {
  /** Stop once the overall posterior SD reaches this (PRODUCT.md §10: 0.4 logits). */
  targetSe: number;
  /** Never ask more than this many counted items per subject. */
  maxItems: number;
  /** Ask at least this many before stopping for precision (two per strand, so every strand is seen). */
  minItems: number;
  /** Expected success the item selection aims for (children quit when every item is too hard). */
  targetSuccess: number;
  /** Rapid guesses do not count, so this caps everything shown. */
  maxPresented: number;
};

export const DEFAULT_PLACEMENT_SETTINGS: PlacementSettings = {
  targetSe: 0.4,
  maxItems: 30,
  minItems: 10,
  targetSuccess: 0.7,
  maxPresented: 40,
};

export type PlacementResponse = {
  itemId: string;
  skillId: string;
  strand: string;
  difficulty: number;
  format: EngineItem["format"];
  correct: boolean;
  dontKnow: boolean;
  rapidGuess: boolean;
  responseTimeMs: number;
};

export type StopReason = "precision" | "max-items" | "presented-limit" | "bank-exhausted";

export type PlacementState = {
  schemaVersion: typeof PLACEMENT_SCHEMA_VERSION;
  subject: Subject;
  enrolledGrade: Grade;
  status: "active" | "paused" | "done";
  stopReason: StopReason | null;
  settings: PlacementSettings;
  /** The item on screen, waiting for its answer. */
  pending: EngineItem | null;
  responses: PlacementResponse[];
};

const formatSchema = z.enum(ITEM_FORMATS as [EngineItem["format"], ...EngineItem["format"][]]);
const itemSchema = z.object({
  id: z.string(),
  skillId: z.string(),
  strand: z.string(),
  difficulty: z.number(),
  format: formatSchema,
});

const placementStateSchema = z.object({
  schemaVersion: z.literal(PLACEMENT_SCHEMA_VERSION),
  subject: z.enum(["math", "reading"]),
  enrolledGrade: z.number().int().min(2).max(8),
  status: z.enum(["active", "paused", "done"]),
  stopReason: z.enum(["precision", "max-items", "presented-limit", "bank-exhausted"]).nullable(),
  settings: z.object({
    targetSe: z.number().positive(),
    maxItems: z.number().int().positive(),
    minItems: z.number().int().nonnegative(),
    targetSuccess: z.number().gt(0).lt(1),
    maxPresented: z.number().int().positive(),
  }),
  pending: itemSchema.nullable(),
  responses: z.array(
    z.object({
      itemId: z.string(),
      skillId: z.string(),
      strand: z.string(),
      difficulty: z.number(),
      format: formatSchema,
      correct: z.boolean(),
      dontKnow: z.boolean(),
      rapidGuess: z.boolean(),
      responseTimeMs: z.number().nonnegative(),
    }),
  ),
});

/**
 * Placement states already checked: `nextPlacementItem` and `recordPlacementAnswer` read the state
 * the route read from storage without running the schema again (validated once per request, as
 * learner states are; states are never changed in place).
 */
const checkedPlacementStates = new WeakSet<object>();

/** Checks stored state before use: a wrong version or a damaged field is an error value, not a crash. */
export function readPlacementState(value: unknown): Result<PlacementState> {
  if (typeof value === "object" && value !== null && checkedPlacementStates.has(value))
    return ok(value as PlacementState);
  const read = parsePlacementState(value);
  if (read.ok) checkedPlacementStates.add(read.value);
  return read;
}

function parsePlacementState(value: unknown): Result<PlacementState> {
  if (typeof value === "object" && value !== null && "schemaVersion" in value) {
    const version = (value as { schemaVersion: unknown }).schemaVersion;
    if (typeof version === "number" && version > PLACEMENT_SCHEMA_VERSION) {
      return fail("unsupported-schema-version", `Placement state version ${version} is newer than this engine.`);
    }
  }
  const parsed = placementStateSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? "" : ` at ${issue.path.join(".") || "the top level"}: ${issue.message}`;
    return fail("corrupt-state", `The placement state is damaged${where}.`);
  }
  return ok(parsed.data as PlacementState);
}
