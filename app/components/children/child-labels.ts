import type { Translate } from "../../i18n/message-format.ts";
import { formatList } from "../../i18n/format.ts";
import { WEEKDAYS } from "../../server/children/child-form.ts";

/** The words for a child's choices in the reader's language (app/i18n/catalogs/<language>/children.json). */
function labelOf(t: Translate, key: string, id: string): string {
  return t.has(key) ? t(key) : id;
}

export function interestLabel(t: Translate, id: string): string {
  return labelOf(t, `children.interest.${id}`, id);
}

/** "Math and reading" / "Matemáticas y lectura". */
export function subjectsText(t: Translate, subjects: readonly string[]): string {
  const labels = subjects.map((id, index) => {
    const label = labelOf(t, `children.subject.${id}`, id);
    return index === 0 ? label : label.toLowerCase();
  });
  return labels.length > 0 ? formatList(labels, t.locale) : t("children.subjects.none");
}

export function involvementLabel(t: Translate, id: string): string {
  return labelOf(t, `children.involvement.${id}.label`, id);
}

/** "Mon, Wed, Fri at 4:00 PM" / "lun, mié, vie a las 4:00 p. m.". */
export function scheduleText(t: Translate, schedule: { days: readonly string[]; time: string }): string {
  const days = WEEKDAYS.filter((day) => schedule.days.includes(day.id)).map((day) =>
    labelOf(t, `children.weekday.${day.id}`, day.id).slice(0, 3),
  );
  const [hours = 0, minutes = 0] = schedule.time.split(":").map(Number);
  const time = new Intl.DateTimeFormat(t.locale === "es" ? "es-US" : "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  return days.length === 7
    ? t("children.schedule.everyDay", { time })
    : t("children.schedule.days", { days: days.join(", "), time });
}
