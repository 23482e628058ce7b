import { Sparkles } from "lucide-react";
import { useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import type { SessionSummary as Summary } from "../../server/sessions/activity-screen.server.ts";
import { LinkButton } from "../ui/link-button.tsx";
import { levelUpWords } from "./level-words.ts";

/** The end of a session for the child: minutes, what was practised, what got better (issue 13). */
export function SessionSummary({
  summary,
  backTo,
  showReasons = true,
}: {
  summary: Summary;
  backTo: string | null;
  /** Parent mode: the precise level and a plain reason; false on a child's own screen (plain words only). */
  showReasons?: boolean;
}) {
  const t = useT();
  const nameOf = useSkillName();
  const done = summary.parts.filter((part) => part.status === "done");
  return (
    <div className="space-y-6 text-xl text-slate-900">
      <p>{t("sessions.summary.minutes", { count: summary.minutes })}</p>
      {done.length > 0 ? (
        <section aria-labelledby="practised-title">
          <h2 id="practised-title" className="text-2xl font-bold">
            {t("sessions.summary.practised")}
          </h2>
          <ul className="mt-3 space-y-2">
            {done.map((part) => (
              <li key={part.activityId} className="rounded-xl border border-slate-200 bg-white p-4">
                <span className="font-semibold">{t(`sessions.kind.${part.kind}`)}</span>
                {part.skillId ? <span>: {nameOf(part.skillId)}</span> : null}
                {part.onPaper ? (
                  <span className="ml-2 text-base text-slate-700">({t("sessions.part.onPaper")})</span>
                ) : part.answered > 0 ? (
                  <span className="ml-2 text-base text-slate-700">
                    ({t("sessions.part.right", { correct: part.correct, answered: part.answered })})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {summary.improved.length > 0 ? (
        <section aria-labelledby="improved-title">
          <h2 id="improved-title" className="text-2xl font-bold">
            {t("sessions.summary.improved")}
          </h2>
          <ul className="mt-3 space-y-2">
            {summary.improved.map((change) => (
              <li key={`${change.skillId}-${change.to}`} className="flex gap-2 rounded-xl bg-green-50 p-4">
                <Sparkles aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-amber-600" />
                <LevelUpLine
                  words={levelUpWords(
                    t,
                    change,
                    nameOf(change.skillId),
                    showReasons ? { childName: summary.childName } : null,
                  )}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {summary.leftForLater > 0 ? (
        <p className="text-slate-700">{t("sessions.summary.leftForLater", { count: summary.leftForLater })}</p>
      ) : null}
      {backTo ? (
        <LinkButton to={backTo} size="lg">
          {t("sessions.summary.back")}
        </LinkButton>
      ) : null}
    </div>
  );
}

export function LevelUpLine({ words }: { words: { line: string; reason: string | null } }) {
  return (
    <span>
      {words.line}
      {words.reason ? <span className="block text-lg text-slate-700">{words.reason}</span> : null}
    </span>
  );
}
