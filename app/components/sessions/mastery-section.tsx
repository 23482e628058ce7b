import { useFormat, useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import type { MemberMastery } from "../../server/sessions/member-mastery.server.ts";

/**
 * Member details (issue 13): each level change with its reason, reviews done and due, and the
 * skills confirmed as mastered by a check on a later day.
 */
export function MasterySection({ mastery }: { mastery: MemberMastery | null }) {
  const t = useT();
  const f = useFormat();
  const nameOf = useSkillName();
  if (!mastery) return null;
  const day = (value: string) => f.date(`${value}T12:00:00Z`, "medium", "UTC");
  const level = (value: string) => t(`sessions.level.${value}`);
  return (
    <section aria-labelledby="mastery-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="mastery-title" className="text-xl font-bold text-slate-900">
        {t("sessions.mastery.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("sessions.mastery.intro")}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">{t("sessions.mastery.confirmed")}</h3>
          {mastery.confirmed.length === 0 ? (
            <p className="mt-1 text-slate-700">{t("sessions.mastery.noneConfirmed")}</p>
          ) : (
            <ul className="mt-1 list-disc pl-5 text-slate-800">
              {mastery.confirmed.map((skill) => (
                <li key={skill.skillId}>
                  {nameOf(skill.skillId)} ({day(skill.on)})
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t("sessions.mastery.reviewsDue")}</h3>
          <p className="mt-1 text-slate-700">{t("sessions.mastery.reviewsDone", { count: mastery.reviewsDone })}</p>
          {mastery.reviews.length === 0 ? (
            <p className="mt-1 text-slate-700">{t("sessions.mastery.noneDue")}</p>
          ) : (
            <ul className="mt-1 list-disc pl-5 text-slate-800">
              {mastery.reviews.map((review) => (
                <li key={review.skillId} className={review.due ? "font-semibold" : undefined}>
                  {t("sessions.mastery.dueOn", { skill: nameOf(review.skillId), day: day(review.day) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <h3 className="mt-6 font-semibold text-slate-900">{t("sessions.mastery.history")}</h3>
      {mastery.history.length === 0 ? (
        <p className="mt-1 text-slate-700">{t("sessions.mastery.noHistory")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {mastery.history.map((change, index) => (
            <li key={index} className="rounded-lg bg-slate-50 p-3 text-slate-800">
              <p className="font-semibold text-slate-900">
                {t("sessions.mastery.change", {
                  day: day(change.day),
                  skill: nameOf(change.skillId),
                  from: level(change.from),
                  to: level(change.to),
                })}
              </p>
              <p className="text-sm">{t.ref(change.reason)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
