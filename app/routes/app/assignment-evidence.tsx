import { data, isRouteErrorResponse, Link } from "react-router";
import { useStatusLine } from "../../components/assignments/assignment-card.tsx";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { EvidenceAnswerCard } from "../../components/plans/evidence-answer.tsx";
import { servicesContext } from "../../context.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { getAssignmentEvidence } from "../../server/assignments/assignments.server.ts";
import type { Route } from "./+types/assignment-evidence";

/** /assignments/{id} (issue 15): one assignment's questions with the child's answers, as evidence. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const evidence = await getAssignmentEvidence(
    args.context.get(servicesContext).database.db,
    family.id,
    args.params.assignmentId,
    new Date(),
    await requestLocale(args.context),
  );
  if (!evidence) throw data("Not found", { status: 404 });
  return data(evidence, { headers: privatePageHeaders(parent) });
}

export function meta() {
  return [{ name: "robots", content: "noindex,nofollow" }];
}

export default function AssignmentEvidence({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const f = useFormat();
  const statusLine = useStatusLine();
  const { assignment, answers, timeZone } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <p>
        <Link to="/assignments" className="font-semibold text-brand-700 underline">
          {t("assignments.evidencePage.back")}
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">
          {t("assignments.evidencePage.title", { name: assignment.childName, title: assignment.title })}
        </h1>
        <p className="text-lg text-slate-700">
          {statusLine(assignment)} · {t("assignments.due", { date: f.date(assignment.dueDay, "full") })}
        </p>
        {assignment.note ? (
          <p className="rounded-lg bg-amber-50 p-3 whitespace-pre-line text-slate-900">
            <span className="font-semibold">{t("assignments.noteLabel")}</span> {assignment.note}
          </p>
        ) : null}
      </header>
      {answers.length === 0 ? (
        <p className="text-slate-700">{t("assignments.evidencePage.none", { name: assignment.childName })}</p>
      ) : (
        <ol className="space-y-4" aria-label={t("assignments.evidencePage.answers")}>
          {answers.map((answer) => (
            <li key={answer.id}>
              <EvidenceAnswerCard answer={answer} timeZone={timeZone} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
