import { CheckCircle2, Pencil, Sparkles } from "lucide-react";
import { useT } from "../../i18n/react.tsx";
import type { CachedChild } from "../../lib/family-cache.ts";
import { StartChildModeButton } from "../child-mode/start-child-mode-button.tsx";
import { ChildProgress } from "../placement/child-progress.tsx";
import { AppLink } from "../ui/app-link.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { interestLabel, involvementLabel, subjectsText } from "./child-labels.ts";
import { WeekFigures } from "../sessions/week-figures.tsx";
import { ChangesData, useIsDemo } from "../demo/read-only.tsx";

/**
 * One child on the dashboard (SPEC.md §2): name, grade, interests, subjects, involvement and
 * "Personalize", which opens the child's goals and interests for the plan on /learning-plan
 * (saving there rebuilds the plan and marks it personalized). `stale` while the card shows the
 * browser's cached copy: the actions wait for the fresh list.
 */
export function ChildCard({ child, stale = false }: { child: CachedChild; stale?: boolean }) {
  const t = useT();
  const personalized = child.hasPersonalizedPlan;
  // The read-only demo (decision 0030) shows where each child is, and offers nothing to change.
  const demo = useIsDemo();
  const headingId = `child-${child.id}-name`;
  const name = child.displayName;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {child.displayName}
          </h2>
          <p className="text-slate-700">{t("children.grade", { grade: child.grade })}</p>
        </div>
        <ChangesData>
          <LinkButton
            to={`/settings/children?edit=${encodeURIComponent(child.id)}`}
            variant="quiet"
            className="shrink-0"
          >
            <Pencil aria-hidden="true" className="mr-1 inline h-4 w-4" />
            {t("dashboard.card.edit")}
            <span className="sr-only"> {name}</span>
          </LinkButton>
        </ChangesData>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        <dt className="font-semibold">{t("dashboard.card.subjects")}</dt>
        <dd>{subjectsText(t, child.subjects)}</dd>
        <dt className="font-semibold">{t("dashboard.card.involvement")}</dt>
        <dd>{involvementLabel(t, child.involvement)}</dd>
      </dl>
      <h3 id={`interests-${child.id}`} className="mt-4 text-sm font-semibold text-slate-900">
        {t("dashboard.card.interests")}
      </h3>
      <ul aria-labelledby={`interests-${child.id}`} className="mt-1 flex flex-wrap gap-2">
        {child.interests.map((id) => (
          <li key={id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
            {interestLabel(t, id)}
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-slate-200 pt-4">
        {personalized ? (
          <>
            <p className="flex items-center gap-2 font-semibold text-green-800">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
              {t("dashboard.card.personalized")}
            </p>
            <p className="mt-1 text-slate-700">
              {t("dashboard.card.next", { name, subjects: subjectsText(t, child.subjects).toLowerCase() })}
            </p>
            <ChangesData>
              <AppLink
                to={`/learning-plan/${child.id}?personalize#goals`}
                className="mt-1 inline-block font-semibold text-brand-700 underline"
              >
                {t("placement.card.goals")}
              </AppLink>
            </ChangesData>
          </>
        ) : (
          <>
            <ChangesData>
              <p className="text-slate-700">{t("dashboard.card.shape", { name })}</p>
            </ChangesData>
            {stale || demo ? null : (
              <LinkButton
                to={`/learning-plan/${child.id}?personalize#goals`}
                className="mt-3 inline-flex items-center gap-2"
              >
                <Sparkles aria-hidden="true" className="h-4 w-4" />
                {t("dashboard.card.personalize")}
                <span className="sr-only"> {t("dashboard.card.personalizeWhose", { name })}</span>
              </LinkButton>
            )}
          </>
        )}
        {stale ? null : <ChildProgress child={child} />}
        {!stale && child.progress?.some((entry) => entry.status === "plan-ready") ? (
          <AppLink to={`/progress/${child.id}`} className="mt-3 inline-block font-semibold text-brand-700 underline">
            {t("reports.link")}
          </AppLink>
        ) : null}
        {child.week ? <WeekFigures week={child.week} compact /> : null}
        {stale || demo ? null : <StartChildModeButton memberId={child.id} childName={name} withHint className="mt-5" />}
      </div>
    </article>
  );
}
