import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { subjectTitle, subjectWord } from "../../components/placement/subject-words.ts";
import { PlanGoalsForm } from "../../components/plans/plan-goals-form.tsx";
import { answersAnchor } from "../../components/plans/answers-by-skill.tsx";
import { reasonText } from "../../components/plans/reason-text.ts";
import { PlanHistory } from "../../components/plans/plan-history.tsx";
import { MissedSessionsNotice } from "../../components/sessions/missed-sessions-notice.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { SESSION_MINUTES, strandsOf } from "../../server/plans/compose-plan.ts";
import {
  getLearningPlan,
  type PlanSkillView,
  type SubjectPlanView,
} from "../../server/plans/get-learning-plan.server.ts";
import { goalsFormInput } from "../../server/plans/goals.ts";
import { personalizePlan } from "../../server/plans/personalize-plan.server.ts";
import { setPlanGoals } from "../../server/plans/set-plan-goals.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/learning-plan";
import { ChangesData, useIsDemo } from "../../components/demo/read-only.tsx";

/** SPEC.md §2 /learning-plan/{memberId}: the child's plan per subject, goals and history (issue 12 §3). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const page = await getLearningPlan(args.context.get(servicesContext).database.db, family.id, args.params.memberId);
  if (page.status === "not-found") throw data("Not found", { status: 404 });
  const url = new URL(args.request.url);
  const { member } = page;
  return data(
    {
      member: {
        id: member.id,
        displayName: member.displayName,
        goals: member.goals,
        subjects: member.subjects,
        interests: member.interests,
      },
      timeZone: member.timeZone,
      plans: page.plans,
      waiting: page.waiting,
      // SPEC.md §3: the feedback record's learningPlanId on plan pages (the feedback dialog reads it).
      learningPlanId:
        page.plans.find((plan) => plan.subject === url.searchParams.get("subject"))?.planId ??
        page.plans[0]?.planId ??
        "",
      saved: url.searchParams.get("saved"),
      // The dashboard's "Personalize" opens the goals and interests first (?personalize).
      personalize: url.searchParams.has("personalize"),
      personalized: url.searchParams.has("personalized"),
    },
    { headers: privatePageHeaders(parent) },
  );
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const formData = await readForm(args.request);
  const input = goalsFormInput(Object.fromEntries(formData), formData.getAll("focusStrands"));
  const { db } = args.context.get(servicesContext).database;
  if (formData.get("intent") === "personalize") {
    const interests = formData.getAll("interests").filter((value) => typeof value === "string");
    const done = await personalizePlan(db, family.id, args.params.memberId, { ...input, interests }, parent.user.id);
    if (done.status === "not-found") throw data("Not found", { status: 404 });
    if (done.status === "invalid") {
      // The form shows what the parent typed, with the messages, not the saved values again.
      return data(
        { errors: done.errors, submitted: { goals: input, interests } },
        { status: 400, headers: privatePageHeaders(parent) },
      );
    }
    // Leads to the plan, rebuilt (or, before a placement ends, to what the plan is waiting for).
    return redirect(`/learning-plan/${args.params.memberId}?personalized&saved=${done.rebuilt.length}`, {
      headers: parent.responseHeaders,
    });
  }
  const result = await setPlanGoals(db, family.id, args.params.memberId, input, parent.user.id);
  if (result.status === "not-found") throw data("Not found", { status: 404 });
  if (result.status === "invalid") {
    return data(
      { errors: result.errors, submitted: { goals: input, interests: null } },
      { status: 400, headers: privatePageHeaders(parent) },
    );
  }
  return redirect(`/learning-plan/${args.params.memberId}?saved=${result.rebuilt.length}#goals`, {
    headers: parent.responseHeaders,
  });
}

/** The plan's next skills shown in full; the later ones fold into one group per strand. */
const SKILLS_IN_FULL = 3;
/** A plan this short is shown whole: folding two skills away would only hide them. */
const FOLD_FROM = SKILLS_IN_FULL + 3;

type NumberedSkill = { skill: PlanSkillView; position: number };

/** The later skills, one group per strand in the order the plan first reaches it. */
function groupByStrand(skills: NumberedSkill[]): { strand: string; skills: NumberedSkill[] }[] {
  const groups = new Map<string, NumberedSkill[]>();
  for (const entry of skills) {
    const group = groups.get(entry.skill.strand) ?? [];
    group.push(entry);
    groups.set(entry.skill.strand, group);
  }
  return [...groups].map(([strand, entries]) => ({ strand, skills: entries }));
}

function SkillCard({ skill, position, memberId }: NumberedSkill & { memberId: string }) {
  const t = useT();
  const nameOf = useSkillName();
  const f = useFormat();
  const day = (value: string) => f.date(`${value}T12:00:00Z`, "full", "UTC");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 className="text-lg font-bold text-slate-900">
        {t("placement.plan.skillTitle", { position, name: nameOf(skill.skillId) })}{" "}
        <span className="font-normal text-slate-600">({t("placement.plan.skillGrade", { grade: skill.grade })})</span>
      </h3>
      <p className="mt-1 text-slate-800">
        {t(skill.afterTestDate ? "placement.plan.projectedLate" : "placement.plan.projected", {
          date: day(skill.projectedDate),
        })}{" "}
        · {t("placement.plan.minutes", { minutes: skill.minutesNeeded })}
      </p>
      {skill.earlierDate ? (
        <p className="mt-1 text-slate-700" data-plan-earlier>
          {t("placement.plan.behind", { date: day(skill.earlierDate) })}
        </p>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold text-slate-900">{t("placement.plan.why")}</h4>
      <ul className="list-disc pl-5 text-slate-700">
        {skill.why.map((reason) => (
          <li key={reason.key}>{reasonText(t, f.list, reason)}</li>
        ))}
      </ul>
      <h4 className="mt-3 text-sm font-semibold text-slate-900">{t("placement.plan.evidence")}</h4>
      <p className="text-slate-700">{reasonText(t, f.list, skill.evidence)}</p>
      {skill.answers > 0 ? (
        <Link
          to={`/member-details/${memberId}?skill=${encodeURIComponent(skill.skillId)}#${answersAnchor(skill.skillId)}`}
          className="mt-1 inline-block font-semibold text-brand-700 underline"
        >
          {t("placement.plan.evidenceLink", { count: skill.answers })}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * One subject's plan. A whole plan with every reason runs to dozens of cards, so the next few
 * skills (what the coming sessions work on) are shown in full and the later ones fold, one
 * native <details> per strand, each card keeping its reasons and evidence link when opened.
 */
function SubjectPlan({ plan, memberId }: { plan: SubjectPlanView; memberId: string }) {
  const t = useT();
  const f = useFormat();
  const day = (value: string) => f.date(`${value}T12:00:00Z`, "full", "UTC");
  const late = plan.skills.filter((skill) => skill.afterTestDate).length;
  const numbered = plan.skills.map((skill, index) => ({ skill, position: index + 1 }));
  const folds = numbered.length >= FOLD_FROM;
  const inFull = folds ? numbered.slice(0, SKILLS_IN_FULL) : numbered;
  const later = folds ? groupByStrand(numbered.slice(SKILLS_IN_FULL)) : [];
  return (
    <section aria-labelledby={`plan-${plan.subject}`} className="mt-10">
      <h2 id={`plan-${plan.subject}`} className="text-2xl font-bold text-slate-900">
        {t("placement.plan.subject", { subject: subjectTitle(t, plan.subject) })}
      </h2>
      <p className="text-slate-700">
        {t("placement.plan.version", { version: plan.version, date: day(plan.plannedFrom) })}
      </p>
      {plan.projectedFrom !== plan.plannedFrom ? (
        <p className="text-slate-700">
          {t("placement.plan.projectedFromToday", {
            days: plan.sessionDays.length,
            minutes: plan.minutesPerSession,
          })}
        </p>
      ) : null}
      {plan.finishDate ? (
        <p className="mt-2 text-slate-800">{t("placement.plan.finish", { date: day(plan.finishDate) })}</p>
      ) : null}
      {plan.goals.testDate ? (
        <p className="mt-1 font-semibold text-slate-900">
          {late === 0
            ? t("placement.plan.testOnTrack", { date: day(plan.goals.testDate) })
            : t("placement.plan.testLate", { date: day(plan.goals.testDate), count: late })}
        </p>
      ) : null}
      {plan.skills.length === 0 ? <p className="mt-4 text-slate-700">{t("placement.plan.empty")}</p> : null}
      {folds ? <p className="mt-4 font-semibold text-slate-900">{t("placement.plan.comingNext")}</p> : null}
      <ol className="mt-4 space-y-4">
        {inFull.map((entry) => (
          <SkillCard key={entry.skill.skillId} {...entry} memberId={memberId} />
        ))}
      </ol>
      {later.length > 0 ? (
        <>
          <p className="mt-6 font-semibold text-slate-900">{t("placement.plan.later")}</p>
          <div className="mt-2 space-y-3">
            {later.map((group) => {
              const last = group.skills.at(-1)!.skill;
              return (
                <details
                  key={group.strand}
                  className="rounded-xl border border-slate-200 bg-white"
                  data-plan-strand={group.strand}
                >
                  <summary className="cursor-pointer p-4 font-semibold text-slate-900 sm:px-5">
                    {t("placement.plan.laterGroup", {
                      strand: group.strand ? t(`placement.strand.${group.strand}`) : t("placement.plan.otherSkills"),
                      count: group.skills.length,
                      date: day(last.projectedDate),
                    })}
                  </summary>
                  <ol className="space-y-4 px-3 pb-4 sm:px-4">
                    {group.skills.map((entry) => (
                      <SkillCard key={entry.skill.skillId} {...entry} memberId={memberId} />
                    ))}
                  </ol>
                </details>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}

export default function LearningPlan({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { member, plans, waiting, saved, timeZone, personalize, personalized } = loaderData;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const strands = member.subjects.flatMap((subject) => strandsOf(subject));
  // The read-only demo (decision 0030) shows the plan and its history, not the goals form.
  const demo = useIsDemo();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {t("placement.plan.title", { name: member.displayName })}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("placement.plan.intro", { minutes: SESSION_MINUTES })}</p>
      <MissedSessionsNotice plans={plans} />
      {personalized ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          {t("placement.personalize.saved", { name: member.displayName, count: Number(saved ?? 0) })}
        </p>
      ) : null}
      {personalize && !demo ? (
        <section
          id="goals"
          aria-labelledby="goals-title"
          className="mt-8 rounded-2xl border border-brand-200 bg-white p-6"
        >
          <h2 id="goals-title" className="text-2xl font-bold text-slate-900">
            {t("placement.personalize.title", { name: member.displayName })}
          </h2>
          <p className="mt-1 text-slate-700">{t("placement.personalize.intro", { name: member.displayName })}</p>
          <PlanGoalsForm
            member={member}
            strands={strands}
            errors={errors}
            submitted={actionData?.submitted}
            personalize
          />
        </section>
      ) : null}
      {waiting.map((subject) => (
        <p key={subject} className="mt-4 rounded-lg bg-slate-100 p-4 text-slate-800">
          {t("placement.plan.waiting", { subject: subjectWord(t, subject) })}{" "}
          <ChangesData>
            <Link to={`/placement/${member.id}/${subject}`} className="font-semibold text-brand-700 underline">
              {t("placement.plan.startCheck", { subject: subjectWord(t, subject) })}
            </Link>
          </ChangesData>
        </p>
      ))}
      {plans.map((plan) => (
        <div key={plan.planId}>
          <SubjectPlan plan={plan} memberId={member.id} />
          <PlanHistory history={plan.history} timeZone={timeZone} />
        </div>
      ))}
      {personalize || demo ? null : (
        <section
          id="goals"
          aria-labelledby="goals-title"
          className="mt-12 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="goals-title" className="text-2xl font-bold text-slate-900">
            {t("placement.goals.title")}
          </h2>
          <p className="mt-1 text-slate-700">{t("placement.goals.intro")}</p>
          {saved !== null && !personalized ? (
            <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
              {t("placement.goals.saved", { count: Number(saved) })}
            </p>
          ) : null}
          <PlanGoalsForm
            member={member}
            strands={strands}
            errors={errors}
            submitted={actionData?.submitted}
            personalize={false}
          />
        </section>
      )}
      <p className="mt-8">
        <LinkButton to={`/member-details/${member.id}`} variant="secondary">
          {t("placement.result.toDetails")}
        </LinkButton>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
