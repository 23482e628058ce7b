import { useFormat, useT } from "../../i18n/react.tsx";
import { skillNamesIn } from "../../i18n/skill-names.ts";
import type { Translate } from "../../i18n/message-format.ts";
import type { PlanVersionView } from "../../server/plans/get-learning-plan.server.ts";
import { strandName } from "../placement/subject-words.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";

/** What changed in a version, in plain words (issue 12 §3: every version with what changed and why). */
function changeLines(
  t: Translate,
  version: PlanVersionView,
  day: (value: string) => string,
  list: (items: string[]) => string,
) {
  const { changes, trigger } = version;
  const lines = [t(`placement.history.trigger.${trigger}`)];
  if (changes.missedSessions > 0) lines.push(t("placement.history.missed", { count: changes.missedSessions }));
  if (trigger === "placement") lines.push(t("placement.history.skills", { count: changes.added.length }));
  else if (changes.added.length > 0)
    lines.push(t("placement.history.added", { skills: list(changes.added.map(skillNamesIn(t.locale))) }));
  if (changes.removed.length > 0)
    lines.push(t("placement.history.removed", { skills: list(changes.removed.map(skillNamesIn(t.locale))) }));
  if (changes.datesMoved > 0) lines.push(t("placement.history.moved", { count: changes.datesMoved }));
  if (changes.goalsBefore && JSON.stringify(changes.goalsBefore) !== JSON.stringify(changes.goalsAfter)) {
    const goals = changes.goalsAfter;
    lines.push(
      goals.testDate
        ? t("placement.history.goalsTest", { date: day(goals.testDate) })
        : t("placement.history.goalsNoTest"),
    );
    if (goals.focusStrands.length > 0) {
      lines.push(
        t("placement.history.goalsFocus", { areas: list(goals.focusStrands.map((strand) => strandName(t, strand))) }),
      );
    }
  }
  return lines;
}

export function PlanHistory({ history, timeZone }: { history: PlanVersionView[]; timeZone: string }) {
  const t = useT();
  const f = useFormat();
  const day = (value: string) => f.date(`${value}T12:00:00Z`, "medium", "UTC");
  return (
    <details className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <summary className={`cursor-pointer font-semibold text-slate-900 ${FOCUS_RING}`}>
        {t("placement.history.title", { count: history.length })}
      </summary>
      <ol className="mt-3 space-y-3">
        {history.map((version) => (
          <li key={version.version}>
            <p className="font-semibold text-slate-900">
              {t("placement.history.version", {
                version: version.version,
                when: f.dateTime(version.createdAt, "medium", timeZone),
              })}
            </p>
            <ul className="list-disc pl-5 text-slate-700">
              {changeLines(t, version, day, (items) => f.list(items)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
