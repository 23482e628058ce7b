import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { getSkill } from "../../../core/curriculum/index.ts";
import { PLACEMENT_COPY, RESULT_COPY, SUBJECT_NAMES } from "../../components/placement/placement-copy.ts";
import { changesText, dayText, PLAN_COPY as COPY } from "../../components/plans/plan-copy.ts";
import { FOCUS_RING, LinkButton } from "../../components/ui/link-button.tsx";
import { INPUT_CLASS } from "../../components/ui/field.tsx";
import { servicesContext } from "../../context.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { strandsOf } from "../../server/plans/compose-plan.ts";
import { getLearningPlan, type SubjectPlanView } from "../../server/plans/get-learning-plan.server.ts";
import { GOAL_STRANDS, goalsFormInput } from "../../server/plans/goals.ts";
import { setPlanGoals } from "../../server/plans/set-plan-goals.server.ts";
import type { Route } from "./+types/learning-plan";

/** SPEC.md §2 /learning-plan/{memberId}: the child's plan per subject, goals and history (issue 12 §3). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const page = await getLearningPlan(args.context.get(servicesContext).database.db, family.id, args.params.memberId);
  if (page.status === "not-found") throw data("Not found", { status: 404 });
  const url = new URL(args.request.url);
  return data(
    {
      member: {
        id: page.member.id,
        displayName: page.member.displayName,
        goals: page.member.goals,
        subjects: page.member.subjects,
      },
      plans: page.plans,
      waiting: page.waiting,
      // SPEC.md §3: the feedback record's learningPlanId on plan pages (read by the feedback dialog).
      learningPlanId:
        page.plans.find((plan) => plan.subject === url.searchParams.get("subject"))?.planId ??
        page.plans[0]?.planId ??
        "",
      saved: url.searchParams.get("saved"),
    },
    { headers: privatePageHeaders(parent) },
  );
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const formData = await args.request.formData();
  const input = goalsFormInput(Object.fromEntries(formData), formData.getAll("focusStrands"));
  const result = await setPlanGoals(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.memberId,
    input,
    parent.user.id,
  );
  if (result.status === "not-found") throw data("Not found", { status: 404 });
  if (result.status === "invalid")
    return data({ errors: result.errors }, { status: 400, headers: privatePageHeaders(parent) });
  return redirect(`/learning-plan/${args.params.memberId}?saved=${result.rebuilt.length}#goals`, {
    headers: parent.responseHeaders,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData ? COPY["placement.plan.title"](loaderData.member.displayName) : "Learning plan"} | Brightpath`,
    },
  ];
}

const skillName = (id: string) => getSkill(id)?.name ?? id;

function SubjectPlan({ plan, memberId }: { plan: SubjectPlanView; memberId: string }) {
  const subject = SUBJECT_NAMES[plan.subject] ?? plan.subject;
  const late = plan.skills.filter((skill) => skill.afterTestDate).length;
  return (
    <section aria-labelledby={`plan-${plan.subject}`} className="mt-10">
      <h2 id={`plan-${plan.subject}`} className="text-2xl font-bold text-slate-900">
        {COPY["placement.plan.subject"](subject)}
      </h2>
      <p className="text-slate-700">{COPY["placement.plan.version"](plan.version, dayText(plan.plannedFrom))}</p>
      {plan.finishDate ? (
        <p className="mt-2 text-slate-800">{COPY["placement.plan.finish"](dayText(plan.finishDate))}</p>
      ) : null}
      {plan.goals.testDate ? (
        <p className="mt-1 font-semibold text-slate-900">
          {late === 0
            ? COPY["placement.plan.testOnTrack"](dayText(plan.goals.testDate))
            : COPY["placement.plan.testLate"](dayText(plan.goals.testDate), late)}
        </p>
      ) : null}
      {plan.skills.length === 0 ? <p className="mt-4 text-slate-700">{COPY["placement.plan.empty"]}</p> : null}
      <ol className="mt-4 space-y-4">
        {plan.skills.map((skill, index) => (
          <li key={skill.skillId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <h3 className="text-lg font-bold text-slate-900">
              {index + 1}. {skill.name} <span className="font-normal text-slate-600">(grade {skill.grade})</span>
            </h3>
            <p className="mt-1 text-slate-800">
              {COPY["placement.plan.projected"](dayText(skill.projectedDate))}
              {skill.afterTestDate ? ` (${COPY["placement.plan.afterTest"]})` : ""} ·{" "}
              {COPY["placement.plan.minutes"](skill.minutesNeeded)}
            </p>
            <h4 className="mt-3 text-sm font-semibold text-slate-900">{COPY["placement.plan.why"]}</h4>
            <ul className="list-disc pl-5 text-slate-700">
              {skill.why.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <h4 className="mt-3 text-sm font-semibold text-slate-900">{COPY["placement.plan.evidence"]}</h4>
            <p className="text-slate-700">{skill.evidence}</p>
            {skill.answers > 0 ? (
              <Link
                to={`/member-details/${memberId}?skill=${encodeURIComponent(skill.skillId)}#answers`}
                className="mt-1 inline-block font-semibold text-brand-700 underline"
              >
                {COPY["placement.plan.evidenceLink"](skill.answers)}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      <details className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <summary className={`cursor-pointer font-semibold text-slate-900 ${FOCUS_RING}`}>
          {COPY["placement.history.title"]} ({plan.history.length})
        </summary>
        <ol className="mt-3 space-y-3">
          {plan.history.map((version) => (
            <li key={version.version}>
              <p className="font-semibold text-slate-900">
                {COPY["placement.history.version"](
                  version.version,
                  new Date(version.createdAt).toLocaleString("en-US"),
                )}
              </p>
              <ul className="list-disc pl-5 text-slate-700">
                {changesText(version.trigger, version.changes, skillName).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}

export default function LearningPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { member, plans, waiting, saved } = loaderData;
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const strands = member.subjects.flatMap((subject) => strandsOf(subject));
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {COPY["placement.plan.title"](member.displayName)}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{COPY["placement.plan.intro"](20)}</p>
      {waiting.map((subject) => (
        <p key={subject} className="mt-4 rounded-lg bg-slate-100 p-4 text-slate-800">
          {COPY["placement.plan.waiting"](SUBJECT_NAMES[subject] ?? subject)}{" "}
          <Link to={`/placement/${member.id}/${subject}`} className="font-semibold text-brand-700 underline">
            {COPY["placement.plan.startCheck"](SUBJECT_NAMES[subject] ?? subject)}
          </Link>
        </p>
      ))}
      {plans.map((plan) => (
        <SubjectPlan key={plan.planId} plan={plan} memberId={member.id} />
      ))}
      <section
        id="goals"
        aria-labelledby="goals-title"
        className="mt-12 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="goals-title" className="text-2xl font-bold text-slate-900">
          {COPY["placement.goals.title"]}
        </h2>
        <p className="mt-1 text-slate-700">{COPY["placement.goals.intro"]}</p>
        {saved !== null ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
            {COPY["placement.goals.saved"](Number(saved))}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-5">
          <div>
            <label htmlFor="testDate" className="block font-semibold text-slate-900">
              {COPY["placement.goals.testDate"]}
            </label>
            <p id="testDate-hint" className="text-sm text-slate-700">
              {COPY["placement.goals.testDateHint"]}
            </p>
            <input
              id="testDate"
              name="testDate"
              type="date"
              defaultValue={member.goals.testDate ?? ""}
              aria-describedby={errors.testDate ? "testDate-hint testDate-error" : "testDate-hint"}
              aria-invalid={errors.testDate ? true : undefined}
              className={`${INPUT_CLASS} max-w-xs`}
            />
            {errors.testDate ? (
              <p id="testDate-error" className="mt-1 font-semibold text-red-800">
                {errors.testDate}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="font-semibold text-slate-900">{COPY["placement.goals.focus"]}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {strands.map((strand) => (
                <label key={strand} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    name="focusStrands"
                    value={strand}
                    defaultChecked={member.goals.focusStrands.includes(strand)}
                    className="h-5 w-5"
                  />
                  {GOAL_STRANDS[strand]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="note" className="block font-semibold text-slate-900">
              {COPY["placement.goals.note"]}
            </label>
            <p id="note-hint" className="text-sm text-slate-700">
              {COPY["placement.goals.noteHint"]}
            </p>
            <input
              id="note"
              name="note"
              defaultValue={member.goals.note}
              maxLength={200}
              aria-describedby={errors.note ? "note-hint note-error" : "note-hint"}
              aria-invalid={errors.note ? true : undefined}
              className={INPUT_CLASS}
            />
            {errors.note ? (
              <p id="note-error" className="mt-1 font-semibold text-red-800">
                {errors.note}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
          >
            {COPY["placement.goals.save"]}
          </button>
        </Form>
      </section>
      <p className="mt-8">
        <LinkButton to={`/member-details/${member.id}`} variant="secondary">
          {RESULT_COPY["placement.result.toDetails"]}
        </LinkButton>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{PLACEMENT_COPY["placement.notFound.title"]}</h1>
      <p className="mt-4 text-lg text-slate-700">{PLACEMENT_COPY["placement.notFound.body"]}</p>
      <p className="mt-6">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          {PLACEMENT_COPY["placement.notFound.back"]}
        </Link>
      </p>
    </main>
  );
}
