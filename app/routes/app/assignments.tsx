import { data, isRouteErrorResponse, Link, redirect, useLocation } from "react-router";
import { z } from "zod";
import { AssignmentCard } from "../../components/assignments/assignment-card.tsx";
import { AssignmentForm } from "../../components/assignments/assignment-form.tsx";
import { NotFoundPage } from "../../components/placement/not-found-page.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { assignmentFormValues } from "../../server/assignments/assignment-input.ts";
import {
  createAssignment,
  deleteAssignment,
  moveAssignment,
  updateAssignment,
} from "../../server/assignments/assignments.server.ts";
import { GRADES, loadAssignmentsPage, STRANDS } from "../../server/assignments/assignments-page.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/assignments";

const NOT_FOUND = "Not found";
const NOTICES = [
  "created",
  "created-joined",
  "created-finished",
  "created-full",
  "saved",
  "saved-joined",
  "deleted",
  "moved",
] as const;

/**
 * SPEC.md §2 /assignments (issue 15, decision 0027): what the parent has set for each child, its
 * status and score, and the form to set, edit, reorder or delete one. Child mode never reaches
 * this page (its guard allows only the child's own pages).
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const url = new URL(args.request.url);
  const page = await loadAssignmentsPage(
    args.context.get(servicesContext).database.db,
    family.id,
    url,
    new Date(),
    await requestLocale(args.context),
  );
  // Another family's child or assignment (or a made-up id) is not found, and says nothing about it.
  if (page === "not-found") throw data(NOT_FOUND, { status: 404 });
  const notice = url.searchParams.get("notice");
  return data(
    {
      page,
      grades: GRADES,
      strands: STRANDS,
      notice: NOTICES.find((entry) => entry === notice) ?? null,
    },
    { headers: privatePageHeaders(parent) },
  );
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), childId: z.string().max(100) }),
  z.object({
    intent: z.literal("update"),
    assignmentId: z.string().max(100),
    version: z.coerce.number().int().min(1),
  }),
  z.object({ intent: z.literal("move"), assignmentId: z.string().max(100), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("delete"), assignmentId: z.string().max(100) }),
]);

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const form = Object.fromEntries(await readForm(args.request));
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) throw data("Bad request", { status: 400 });
  const request = parsed.data;
  const db = args.context.get(servicesContext).database.db;
  const headers = privatePageHeaders(parent);
  const now = new Date();
  const done = (notice: (typeof NOTICES)[number]) => redirect(`/assignments?notice=${notice}`, { headers });

  if (request.intent === "create" || request.intent === "update") {
    const values = assignmentFormValues(form);
    const result =
      request.intent === "create"
        ? await createAssignment(db, {
            familyId: family.id,
            userId: parent.user.id,
            childId: request.childId,
            values,
            now,
          })
        : await updateAssignment(db, {
            familyId: family.id,
            assignmentId: request.assignmentId,
            version: request.version,
            values,
            now,
          });
    if (result.status === "not-found") throw data(NOT_FOUND, { status: 404 });
    if (result.status === "invalid")
      return data({ errors: result.errors, values, changed: false }, { status: 400, headers });
    if (result.status === "changed")
      return data({ errors: undefined, values, changed: true }, { status: 409, headers });
    // Say plainly when the child meets it: today (it joined the open session) or next time.
    if (request.intent === "update") return done(result.session === "joined" ? "saved-joined" : "saved");
    return done(
      result.session === "joined"
        ? "created-joined"
        : result.session === "finished"
          ? "created-finished"
          : result.session === "full"
            ? "created-full"
            : "created",
    );
  }
  if (request.intent === "move") {
    const result = await moveAssignment(db, {
      familyId: family.id,
      assignmentId: request.assignmentId,
      direction: request.direction,
      now,
    });
    if (result.status === "not-found") throw data(NOT_FOUND, { status: 404 });
    return done("moved");
  }
  const result = await deleteAssignment(db, { familyId: family.id, assignmentId: request.assignmentId, now });
  if (result.status === "not-found") throw data(NOT_FOUND, { status: 404 });
  return done("deleted");
}

export function meta() {
  return [{ name: "robots", content: "noindex,nofollow" }];
}

export default function Assignments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const { page, notice } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("assignments.title")}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{t("assignments.intro")}</p>
        {notice ? (
          <p role="status" className="rounded-lg border border-emerald-700 bg-emerald-50 p-3 text-emerald-900">
            {t(`assignments.notice.${notice}`)}
          </p>
        ) : null}
      </header>

      {page.children.length === 0 ? (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{t("assignments.noChildren")}</p>
          <Link to="/child-setup" className="mt-3 inline-block font-semibold text-brand-700 underline">
            {t("assignments.addChild")}
          </Link>
        </section>
      ) : (
        <>
          <section aria-labelledby="assignment-list-title" className="space-y-6">
            <h2 id="assignment-list-title" className="text-2xl font-bold text-slate-900">
              {t("assignments.listTitle")}
            </h2>
            {page.children.map((child) => (
              <section key={child.childId} aria-labelledby={`child-${child.childId}`} className="space-y-3">
                <h3 id={`child-${child.childId}`} className="text-xl font-bold text-slate-900">
                  {child.childName}
                </h3>
                {child.open.length === 0 && child.done.length === 0 ? (
                  <p className="text-slate-700">{t("assignments.none", { name: child.childName })}</p>
                ) : null}
                {child.open.length > 0 ? (
                  <>
                    <p className="text-slate-700">{t("assignments.orderHint", { name: child.childName })}</p>
                    <ol className="space-y-3" aria-label={t("assignments.openLabel", { name: child.childName })}>
                      {child.open.map((assignment, index) => (
                        <AssignmentCard
                          key={assignment.id}
                          assignment={assignment}
                          first={index === 0}
                          last={index === child.open.length - 1}
                        />
                      ))}
                    </ol>
                  </>
                ) : null}
                {child.done.length > 0 ? (
                  <>
                    <h4 className="text-lg font-semibold text-slate-900">{t("assignments.doneTitle")}</h4>
                    <ul className="space-y-3">
                      {child.done.map((assignment) => (
                        <AssignmentCard key={assignment.id} assignment={assignment} first last />
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            ))}
          </section>
          {/* A new address (after saving, or another search) starts the form afresh. */}
          <AssignmentForm
            key={location.key}
            page={page}
            grades={loaderData.grades}
            strands={loaderData.strands}
            errors={actionData?.errors}
            values={actionData?.values}
            changed={actionData?.changed ?? false}
          />
        </>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
