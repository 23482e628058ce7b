/**
 * The child profile form (PRODUCT.md §2 step 1) as the server accepts it, and the choices the page
 * shows. Shared by /child-setup and /settings/children; unknown fields are ignored, and nothing a
 * form sends can set a flag such as hasPersonalizedPlan (SECURITY.md "Access").
 */
import { z } from "zod";
import { THEME_WORDS } from "../../../core/items/themes.ts";
import { THEMES, type Theme } from "../../../core/reading/types.ts";
import type { Involvement } from "../../../db/schema.ts";
import { PLANS } from "../../config/plans.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { cleanText } from "../../lib/clean-text.ts";

/** PRODUCT.md §7: a family has up to four children (archived ones do not count). */
export const MAX_ACTIVE_CHILDREN = Math.max(...PLANS.map((plan) => plan.maxChildren));

export const GRADES = [3, 4, 5, 6, 7, 8] as const;

/** Subject ids with the catalog key of their label (app/i18n/catalogs/<language>/children.json). */
export const SUBJECTS = { math: "children.subject.math", reading: "children.subject.reading" } as const;
export type Subject = keyof typeof SUBJECTS;

/** The interest themes of the item generators and passages, with their labels. */
export const INTERESTS: readonly { id: Theme; label: string }[] = THEMES.map((id) => ({
  id,
  label: THEME_WORDS[id].label,
}));
export const MIN_INTERESTS = 3;

/** Involvement levels with the catalog keys of their words. */
export const INVOLVEMENT: Record<Involvement, { label: string; description: string }> = {
  "side-by-side": {
    label: "children.involvement.side-by-side.label",
    description: "children.involvement.side-by-side.description",
  },
  "check-ins": {
    label: "children.involvement.check-ins.label",
    description: "children.involvement.check-ins.description",
  },
  independent: {
    label: "children.involvement.independent.label",
    description: "children.involvement.independent.description",
  },
};
const INVOLVEMENT_IDS = Object.keys(INVOLVEMENT) as [Involvement, ...Involvement[]];

/** PRODUCT.md §2: grades 3-5 default to side by side; older children to check-ins. */
export function defaultInvolvement(grade: number): Involvement {
  return grade <= 5 ? "side-by-side" : "check-ins";
}

export const WEEKDAYS = [
  { id: "mon", label: "children.weekday.mon" },
  { id: "tue", label: "children.weekday.tue" },
  { id: "wed", label: "children.weekday.wed" },
  { id: "thu", label: "children.weekday.thu" },
  { id: "fri", label: "children.weekday.fri" },
  { id: "sat", label: "children.weekday.sat" },
  { id: "sun", label: "children.weekday.sun" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["id"];
const WEEKDAY_IDS = WEEKDAYS.map((day) => day.id) as [Weekday, ...Weekday[]];

export type Schedule = { days: Weekday[]; time: string };

/** Only the known values, each once, in the list's own order (so stored JSON is canonical). */
function pickFrom<Id extends string>(ids: readonly Id[], message: string) {
  return z
    .array(z.string(), { error: message })
    .transform((values): string[] => ids.filter((id) => values.includes(id)));
}

export const childFormSchema = z
  .object({
    displayName: z
      .string({ error: messageRef("children.form.error.nameMissing") })
      .transform(cleanText)
      .pipe(
        z
          .string()
          .min(1, messageRef("children.form.error.nameMissing"))
          .max(40, messageRef("children.form.error.nameTooLong", { max: 40 })),
      ),
    grade: z.coerce.number({ error: messageRef("children.form.error.gradeMissing") }).pipe(
      z.union(
        GRADES.map((grade) => z.literal(grade)),
        { error: messageRef("children.form.error.gradeRange") },
      ),
    ),
    subjects: pickFrom(Object.keys(SUBJECTS), messageRef("children.form.error.subjects")).pipe(
      z.array(z.string()).min(1, messageRef("children.form.error.subjects")),
    ),
    interests: pickFrom(THEMES, messageRef("children.form.error.interests", { min: MIN_INTERESTS })).pipe(
      z.array(z.string()).min(MIN_INTERESTS, messageRef("children.form.error.interests", { min: MIN_INTERESTS })),
    ),
    // Left empty, it follows the grade (defaultInvolvement).
    involvement: z.enum(INVOLVEMENT_IDS, { error: messageRef("children.form.error.involvement") }).optional(),
    days: pickFrom(WEEKDAY_IDS, messageRef("children.form.error.days")).pipe(
      z.array(z.string()).min(1, messageRef("children.form.error.days")),
    ),
    time: z
      .string({ error: messageRef("children.form.error.timeMissing") })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageRef("children.form.error.timeFormat")),
  })
  .transform((value) => ({
    displayName: value.displayName,
    grade: value.grade,
    subjects: value.subjects as Subject[],
    interests: value.interests as Theme[],
    involvement: value.involvement ?? defaultInvolvement(value.grade),
    schedule: { days: value.days as Weekday[], time: value.time } satisfies Schedule,
  }));

export type ChildProfileInput = z.output<typeof childFormSchema>;

/** The form fields as typed, to show them again after an error (works without JavaScript). */
export type ChildFormValues = {
  displayName: string;
  grade: string;
  subjects: string[];
  interests: string[];
  involvement: string;
  days: string[];
  time: string;
};

export type ChildFormErrors = Partial<Record<keyof ChildFormValues | "form", string>>;

/** Reads the child form's fields from a submitted form (repeated checkboxes become lists). */
export function childFormValues(form: FormData): ChildFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    displayName: text("displayName").slice(0, 200),
    grade: text("grade"),
    subjects: list("subjects"),
    interests: list("interests"),
    involvement: text("involvement"),
    days: list("days"),
    time: text("time"),
  };
}

/** Schema input from the typed values: an empty choice is "not chosen". */
export function childFormInput(values: ChildFormValues): Record<string, unknown> {
  return {
    ...values,
    grade: values.grade === "" ? undefined : values.grade,
    involvement: values.involvement === "" ? undefined : values.involvement,
    time: values.time === "" ? undefined : values.time,
  };
}

/**
 * What a new child's form starts with: both subjects and an after-school time. No days are ticked
 * (issue 18): families choose 3, 4 or 5 days as often as every weekday, and unticking is more work
 * than ticking; the form asks for at least one.
 */
export const NEW_CHILD_VALUES: ChildFormValues = {
  displayName: "",
  grade: "",
  subjects: ["math", "reading"],
  interests: [],
  involvement: "",
  days: [],
  time: "16:00",
};
