import { data, isRouteErrorResponse, Link } from "react-router";
import { interestLabel } from "../../components/children/child-labels.ts";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { subjectTitle } from "../../components/placement/subject-words.ts";
import { AnswersBySkill, answersAnchor } from "../../components/plans/answers-by-skill.tsx";
import { servicesContext } from "../../context.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { useSkillName } from "../../i18n/use-skill-name.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { listMemberEvidence, type SkillLevelView } from "../../server/plans/list-member-evidence.server.ts";
import { getMemberMastery } from "../../server/sessions/member-mastery.server.ts";
import { MasterySection } from "../../components/sessions/mastery-section.tsx";
import type { Route } from "./+types/member-details";

/** SPEC.md §2 /member-details/{memberId}: profile, placement, skill levels and every answer (issue 12 §4). */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const asked = new URL(args.request.url).searchParams.get("skill");
  const skillId = asked && asked.length <= 100 ? asked : null;
  // Every answer, grouped by skill on the page; `?skill=` opens that skill's group.
  const details = await listMemberEvidence(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.memberId,
    { skillId: null },
  );
  if (details.status === "not-found") throw data("Not found", { status: 404 });
  const { member } = details;
  return data(
    {
      member: {
        id: member.id,
        displayName: member.displayName,
        grade: member.grade,
        subjects: member.subjects,
        interests: member.interests,
      },
      timeZone: member.timeZone,
      subjects: details.subjects,
      skillId,
      mastery: await getMemberMastery(args.context.get(servicesContext).database.db, family.id, member.id),
    },
    { headers: privatePageHeaders(parent) },
  );
}

/** Skills with their level and the chance each is known, each linking to its answers below. */
function SkillTable({ skills }: { skills: SkillLevelView[] }) {
  const t = useT();
  const f = useFormat();
  const nameOf = useSkillName();
  if (skills.length === 0) return null;
  // Alphabetical in the reader's language.
  const named = skills
    .map((skill) => ({ ...skill, name: nameOf(skill.skillId) }))
    .sort((a, b) => a.name.localeCompare(b.name, t.locale));
  return (
    <table className="mt-2 w-full border-collapse text-left text-slate-800">
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            {t("placement.member.skill")}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t("placement.member.level")}
          </th>
          <th scope="col" className="py-2">
            {t("placement.member.chance")}
          </th>
        </tr>
      </thead>
      <tbody>
        {named.map((skill) => (
          <tr key={skill.skillId} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              <Link
                to={`?skill=${encodeURIComponent(skill.skillId)}#${answersAnchor(skill.skillId)}`}
                className="text-brand-700 underline"
              >
                {skill.name}
              </Link>
            </th>
            <td className="py-2 pr-4">{t(`placement.level.${skill.level}`)}</td>
            <td className="py-2">{f.percent(skill.pKnown)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function MemberDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const f = useFormat();
  const { member, subjects, skillId, timeZone } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {t("placement.member.title", { name: member.displayName })}
      </h1>
      <section aria-labelledby="profile" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="profile" className="text-xl font-bold text-slate-900">
          {t("placement.member.profile")}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
          <dt className="font-semibold">{t("placement.member.grade")}</dt>
          <dd>{member.grade}</dd>
          <dt className="font-semibold">{t("placement.member.subjects")}</dt>
          <dd>{f.list(member.subjects.map((subject) => subjectTitle(t, subject)))}</dd>
          <dt className="font-semibold">{t("placement.member.interests")}</dt>
          <dd>{f.list(member.interests.map((id) => interestLabel(t, id)))}</dd>
        </dl>
      </section>
      <MasterySection mastery={loaderData.mastery} />
      {subjects.map((entry) => {
        const subject = subjectTitle(t, entry.subject);
        const { placement } = entry;
        return (
          <section key={entry.subject} aria-labelledby={`subject-${entry.subject}`} className="mt-10">
            <h2 id={`subject-${entry.subject}`} className="text-2xl font-bold text-slate-900">
              {subject}
            </h2>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{t("placement.member.placement")}</h3>
            <p className="text-slate-800">
              {placement.status === "not-started"
                ? t("placement.member.status.not-started")
                : placement.status === "active"
                  ? t("placement.member.status.active", { count: placement.counted + placement.rapidGuesses })
                  : t("placement.member.status.done", { count: placement.counted })}
              {placement.rapidGuesses > 0
                ? ` · ${t("placement.member.rapidCount", { count: placement.rapidGuesses })}`
                : null}
            </p>
            <p className="mt-1 flex flex-wrap gap-4">
              {placement.status === "done" ? (
                <Link
                  to={`/placement/${member.id}/${entry.subject}/result`}
                  className="font-semibold text-brand-700 underline"
                >
                  {t("placement.member.seeResult")}
                </Link>
              ) : null}
              <Link to={`/learning-plan/${member.id}`} className="font-semibold text-brand-700 underline">
                {t("placement.member.seePlan")}
              </Link>
              {placement.status === "done" ? (
                <Link
                  to={`/progress/${member.id}?subject=${entry.subject}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {t("reports.link")}
                </Link>
              ) : null}
            </p>
            {entry.skills.length > 0 ? (
              <>
                <h3 className="mt-6 text-lg font-bold text-slate-900">{t("placement.member.skills")}</h3>
                {/* Every skill of the subject is tracked; those not started yet (most of them) fold
                    away, so the skills with a level the child earned stay on one screen. */}
                <SkillTable skills={entry.skills.filter((skill) => skill.level !== "not-started")} />
                {entry.skills.some((skill) => skill.level === "not-started") ? (
                  <details className="mt-3 rounded-xl border border-slate-200 bg-white">
                    <summary className="cursor-pointer p-3 font-semibold text-slate-900">
                      {t("placement.member.notStartedSkills", {
                        count: entry.skills.filter((skill) => skill.level === "not-started").length,
                      })}
                    </summary>
                    <div className="px-3 pb-3">
                      <SkillTable skills={entry.skills.filter((skill) => skill.level === "not-started")} />
                    </div>
                  </details>
                ) : null}
              </>
            ) : null}
            <h3 id={entry === subjects[0] ? "answers" : undefined} className="mt-8 text-lg font-bold text-slate-900">
              {t("placement.member.answers")}
            </h3>
            {entry.answers.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("placement.member.noAnswers")}</p>
            ) : (
              <>
                <p className="text-slate-700">{t("placement.member.answersHint", { name: member.displayName })}</p>
                <AnswersBySkill answers={entry.answers} openSkill={skillId} timeZone={timeZone} />
              </>
            )}
          </section>
        );
      })}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
