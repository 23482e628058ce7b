/**
 * Reading an item back from storage (STYLE.md habit 12: stored content carries a schema version,
 * and upgrades go step by step). `readStoredItem` checks the shape with zod and upgrades older
 * versions one step at a time; version 1 is the first, so there are no steps yet. When the shape
 * changes: bump ITEM_SCHEMA_VERSION, add `UPGRADES[1] = (v1) => v2`, and a test for that step.
 * (Optional fields that older items simply lack, like a fraction answer's `min` and `max`, need no
 * step: an older item reads back unchanged and keeps its meaning.) Signs are not restricted here:
 * integer and fraction answers may be negative; whether one is allowed is the answer's `min`.
 */
import { z } from "zod";
import { isKnownMisconception } from "./misconception-catalogue.ts";
import type { MisconceptionId } from "./misconceptions.ts";
import { ANSWER_FORMATS, ITEM_SCHEMA_VERSION, type Item } from "./types.ts";
import { THEMES } from "../reading/types.ts";

const rational = z.object({ n: z.number().int(), d: z.number().int().positive() });
const misconception = z
  .string()
  .refine((id): id is MisconceptionId => isKnownMisconception(id), "unknown misconception");
const format = z.enum(ANSWER_FORMATS);

const answer = z.discriminatedUnion("format", [
  z.object({
    format: z.literal("integer"),
    value: z.number().int(),
    min: z.number(),
    max: z.number(),
    unit: z.string().optional(),
  }),
  z.object({
    format: z.literal("decimal"),
    value: z.number(),
    places: z.number().int(),
    min: z.number(),
    max: z.number(),
    unit: z.string().optional(),
  }),
  z.object({
    format: z.literal("fraction"),
    value: rational,
    equivalent: z.boolean(),
    decimal: z.boolean(),
    mixed: z.boolean(),
    min: z.number().optional(),
    max: z.number().optional(),
    unit: z.string().optional(),
  }),
  z.object({ format: z.literal("multiple-choice"), choiceId: z.string() }),
  z.object({ format: z.literal("multi-select"), choiceIds: z.array(z.string()) }),
  z.object({ format: z.literal("ordering"), order: z.array(z.string()) }),
  z.object({ format: z.literal("comparison"), symbol: z.enum(["<", "=", ">"]), left: z.string(), right: z.string() }),
  z.object({ format: z.literal("expression"), expression: z.string(), variables: z.array(z.string()) }),
  z.object({
    format: z.literal("number-line-point"),
    value: rational,
    min: z.number(),
    max: z.number(),
    ticksPerUnit: z.number().int().positive(),
  }),
]);

const response = z.discriminatedUnion("format", [
  z.object({ format: z.literal("integer"), text: z.string() }),
  z.object({ format: z.literal("decimal"), text: z.string() }),
  z.object({ format: z.literal("fraction"), text: z.string() }),
  z.object({ format: z.literal("multiple-choice"), choiceId: z.string().nullable() }),
  z.object({ format: z.literal("multi-select"), choiceIds: z.array(z.string()) }),
  z.object({ format: z.literal("ordering"), order: z.array(z.string()) }),
  z.object({ format: z.literal("comparison"), symbol: z.string() }),
  z.object({ format: z.literal("expression"), text: z.string() }),
  z.object({ format: z.literal("number-line-point"), position: z.number().nullable() }),
]);

const check = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("value"), expression: z.string() }),
  z.object({ kind: z.literal("compare"), left: z.string(), right: z.string() }),
  z.object({ kind: z.literal("order"), direction: z.enum(["ascending", "descending"]) }),
  z.object({ kind: z.literal("select-equal"), target: z.string() }),
  z.object({ kind: z.literal("expression"), expression: z.string() }),
  z.object({ kind: z.literal("quadrilateral-names"), points: z.array(z.tuple([z.number(), z.number()])) }),
]);

export const itemSchema = z.object({
  schemaVersion: z.literal(ITEM_SCHEMA_VERSION),
  id: z.string(),
  skillId: z.string(),
  seed: z.number().int().nonnegative(),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  theme: z.enum(THEMES),
  format,
  prompt: z.string().min(1),
  figure: z.object({ svg: z.string(), description: z.string() }).optional(),
  answer,
  choices: z
    .array(z.object({ id: z.string(), text: z.string(), value: z.string(), misconception: misconception.optional() }))
    .optional(),
  hints: z.array(z.string()).min(2),
  solution: z.object({ steps: z.array(z.string()), answer: z.string() }),
  wrongAnswers: z.array(z.object({ misconception, response, feedback: z.string() })),
  check,
});

/** Upgrade steps: UPGRADES[v] turns a version-v item into a version-(v + 1) item. None yet. */
const UPGRADES: Record<number, (item: Record<string, unknown>) => Record<string, unknown>> = {};

export type StoredItemResult = { ok: true; item: Item } | { ok: false; error: string };

export function readStoredItem(raw: unknown): StoredItemResult {
  if (typeof raw !== "object" || raw === null) return { ok: false, error: "not an object" };
  let data = raw as Record<string, unknown>;
  let version = data.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return { ok: false, error: "missing schemaVersion" };
  if (version > ITEM_SCHEMA_VERSION)
    return { ok: false, error: `schemaVersion ${version} is newer than this code (${ITEM_SCHEMA_VERSION})` };
  while (version < ITEM_SCHEMA_VERSION) {
    const step = UPGRADES[version];
    if (!step) return { ok: false, error: `no upgrade from schemaVersion ${version}` };
    data = step(data);
    version += 1;
  }
  const parsed = itemSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  if (parsed.data.format !== parsed.data.answer.format)
    return { ok: false, error: "format differs from answer.format" };
  return { ok: true, item: parsed.data as Item };
}
