import { useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import type { PartView } from "../../server/sessions/list-family-sessions.server.ts";
import { interestLabel } from "../children/child-labels.ts";

/** One part of a session in a list: its kind, skill or theme, minutes and how it went. */
export function PartLine({ part, showStatus }: { part: PartView; showStatus: boolean }) {
  const t = useT();
  const nameOf = useSkillName();
  const detail =
    (part.skillId !== null ? nameOf(part.skillId) : null) ??
    (part.theme ? t("sessions.part.theme", { theme: interestLabel(t, part.theme) }) : null);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span>
        <span className="font-semibold text-slate-900">
          {part.assigned ? t("assignments.partKind") : t(`sessions.kind.${part.kind}`)}
        </span>
        {detail ? <span className="text-slate-800">: {detail}</span> : null}
      </span>
      <span className="text-sm text-slate-700">
        {t("sessions.today.minutes", { count: part.minutes })}
        {part.onPaper ? ` · ${t("sessions.part.onPaper")}` : null}
        {!part.onPaper && part.answered > 0
          ? ` · ${t("sessions.part.right", { correct: part.correct, answered: part.answered })}`
          : null}
        {showStatus ? ` · ${t(`sessions.part.status.${part.status}`)}` : null}
      </span>
    </li>
  );
}
