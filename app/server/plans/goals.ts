/**
 * The parent's goals for a child's plan (issue 12 §3 and §5): a test date (STAAR in April), the
 * areas to focus on ("behind in fractions") and a short note. Kept on the child so child setup can
 * ask for them before any plan exists; every plan version records the goals it was built with.
 * Error messages are catalog keys (app/i18n/catalogs/<language>/placement.json): the page words them.
 */
import { z } from "zod";
import { MATH_STRANDS, READING_STRANDS } from "../../../core/curriculum/types.ts";
import { cleanText } from "../../lib/clean-text.ts";

export const GOAL_STRANDS: Record<string, string> = { ...MATH_STRANDS, ...READING_STRANDS };

export type PlanGoals = { testDate: string | null; focusStrands: string[]; note: string };

export const NO_GOALS: PlanGoals = { testDate: null, focusStrands: [], note: "" };

const strandIds = Object.keys(GOAL_STRANDS);

/** Form fields: testDate (optional YYYY-MM-DD), focusStrands (repeated), note (optional). */
export const goalsFormSchema = z.object({
  testDate: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "placement.goals.error.testDate")
    .refine(
      (value) => value === "" || !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()),
      "placement.goals.error.realDate",
    )
    .transform((value) => (value === "" ? null : value)),
  focusStrands: z
    .array(z.string())
    .optional()
    .transform((values) => strandIds.filter((id) => (values ?? []).includes(id))),
  note: z
    .string()
    .optional()
    .transform((value) => cleanText(value ?? ""))
    .pipe(z.string().max(200, "placement.goals.error.note")),
});

export type GoalsForm = { testDate?: string; focusStrands?: string[]; note?: string };

/** The form's values from FormData-like input (focusStrands may come once or many times). */
export function goalsFormInput(form: Record<string, unknown>, focusStrands: unknown): GoalsForm {
  const list = Array.isArray(focusStrands) ? focusStrands : focusStrands === undefined ? [] : [focusStrands];
  return {
    testDate: typeof form.testDate === "string" ? form.testDate : "",
    focusStrands: list.filter((value): value is string => typeof value === "string"),
    note: typeof form.note === "string" ? form.note : "",
  };
}

/** Stored goals read defensively: unknown strands and bad dates are dropped. */
export function readGoals(value: unknown): PlanGoals {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const parsed = goalsFormSchema.safeParse({
    testDate: typeof record.testDate === "string" ? record.testDate : "",
    focusStrands: Array.isArray(record.focusStrands) ? record.focusStrands.map(String) : [],
    note: typeof record.note === "string" ? record.note : "",
  });
  return parsed.success ? parsed.data : NO_GOALS;
}
