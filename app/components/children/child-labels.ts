import { INTERESTS, INVOLVEMENT, SUBJECTS, WEEKDAYS } from "../../server/children/child-form.ts";

const INTEREST_LABELS: Record<string, string> = Object.fromEntries(INTERESTS.map(({ id, label }) => [id, label]));

export function interestLabel(id: string): string {
  return INTEREST_LABELS[id] ?? id;
}

/** "Math and reading". */
export function subjectsText(subjects: readonly string[]): string {
  const labels = subjects.map((id) => SUBJECTS[id as keyof typeof SUBJECTS] ?? id);
  const text = labels.length === 2 ? `${labels[0]} and ${labels[1]?.toLowerCase()}` : labels.join(", ");
  return text || "No subjects chosen";
}

export function involvementLabel(id: string): string {
  return INVOLVEMENT[id as keyof typeof INVOLVEMENT]?.label ?? id;
}

/** "Mon, Wed, Fri at 4:00 PM". */
export function scheduleText(schedule: { days: readonly string[]; time: string }): string {
  const days = WEEKDAYS.filter((day) => schedule.days.includes(day.id)).map((day) => day.label.slice(0, 3));
  const [hours = 0, minutes = 0] = schedule.time.split(":").map(Number);
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  return days.length === 7 ? `Every day at ${time}` : `${days.join(", ")} at ${time}`;
}
