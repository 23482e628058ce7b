/**
 * A child as the pages see it, read from a stored row. The JSON columns are read defensively:
 * only known ids survive, so an old or damaged record never breaks a page.
 */
import { THEMES, type Theme } from "../../../core/reading/types.ts";
import type { ChildTable, Involvement } from "../../../db/schema.ts";
import { INVOLVEMENT, SUBJECTS, WEEKDAYS, type Schedule, type Subject, type Weekday } from "./child-form.ts";

export type ChildSummary = {
  id: string;
  displayName: string;
  grade: number;
  subjects: Subject[];
  interests: Theme[];
  involvement: Involvement;
  schedule: Schedule;
  hasPersonalizedPlan: boolean;
  archived: boolean;
};

/** The columns a summary needs. */
export const CHILD_SUMMARY_COLUMNS = [
  "id",
  "displayName",
  "grade",
  "subjectsJson",
  "interestsJson",
  "involvement",
  "scheduleJson",
  "hasPersonalizedPlan",
  "archivedAt",
] as const;

type SummaryRow = Pick<ChildTable, (typeof CHILD_SUMMARY_COLUMNS)[number]>;

function knownIds<Id extends string>(value: unknown, ids: readonly Id[]): Id[] {
  return Array.isArray(value) ? ids.filter((id) => value.includes(id)) : [];
}

function readSchedule(value: unknown): Schedule {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const time = typeof record.time === "string" && /^\d\d:\d\d$/.test(record.time) ? record.time : "16:00";
  return {
    days: knownIds<Weekday>(
      record.days,
      WEEKDAYS.map((day) => day.id),
    ),
    time,
  };
}

export function toChildSummary(row: SummaryRow): ChildSummary {
  return {
    id: row.id,
    displayName: row.displayName,
    grade: row.grade,
    subjects: knownIds(row.subjectsJson, Object.keys(SUBJECTS) as Subject[]),
    interests: knownIds(row.interestsJson, THEMES),
    involvement: row.involvement in INVOLVEMENT ? row.involvement : "side-by-side",
    schedule: readSchedule(row.scheduleJson),
    hasPersonalizedPlan: row.hasPersonalizedPlan === true,
    archived: row.archivedAt !== null,
  };
}
