import { Suspense, useEffect } from "react";
import { Await, data, Link } from "react-router";
import { z } from "zod";
import { BillingBanner, type DashboardBilling } from "../../components/billing/billing-banner.tsx";
import { DashboardView, type DashboardData } from "../../components/children/dashboard-view.tsx";
import { useT } from "../../i18n/react.tsx";
import { servicesContext } from "../../context.ts";
import { readCachedChildren, writeCachedChildren } from "../../lib/family-cache.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { loadBillingOverview } from "../../server/billing/load-billing-overview.server.ts";
import { MAX_ACTIVE_CHILDREN } from "../../server/children/child-form.ts";
import { listChildren } from "../../server/children/list-children.server.ts";
import { recordFamilyActivity } from "../../server/children/record-family-activity.server.ts";
import { listFamilyProgress } from "../../server/placement/list-family-progress.server.ts";
import { listFamilyWeeks } from "../../server/sessions/list-family-sessions.server.ts";
import { personalizeChild } from "../../server/children/personalize-child.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/dashboard";
import { ChangesData, useIsDemo } from "../../components/demo/read-only.tsx";

/** SPEC.md §2 /dashboard (and /authenticated-app/dashboard): the family's children. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const { database } = services;
  const family = parent.family;
  // Signing in lands here: the family is active, so its children's data is kept (privacy policy).
  const { warningsLifted } =
    family?.hasCOPPAVerification === true && !parent.demo
      ? await recordFamilyActivity(database.db, family.id)
      : { warningsLifted: [] };
  const children = family ? await listChildren(database.db, family.id) : [];
  const progress = family ? await listFamilyProgress(database.db, family.id, children) : {};
  const weeks = family ? await listFamilyWeeks(database.db, family.id, children, new Date()) : {};
  const dashboard: DashboardData = {
    children: children.map(({ id, displayName, grade, subjects, interests, involvement, hasPersonalizedPlan }) => ({
      id,
      displayName,
      grade,
      subjects,
      interests,
      involvement,
      hasPersonalizedPlan,
      progress: progress[id] ?? [],
      ...(weeks[id] ? { week: weeks[id] } : {}),
    })),
    canAddChild: family?.hasCOPPAVerification === true && children.length < MAX_ACTIVE_CHILDREN,
    maxChildren: MAX_ACTIVE_CHILDREN,
    warningsLifted,
  };
  // Issue 17: days left in the free trial, or the kind "sessions are paused" banner.
  // The demo family (decision 0030) has no billing to show.
  const overview = family && !parent.demo ? await loadBillingOverview(services, family) : null;
  const billing: DashboardBilling | null = overview
    ? { access: overview.access, canManage: overview.canManage, primaryParentName: overview.primaryParentName }
    : null;
  return data({ ...dashboard, billing }, { headers: privatePageHeaders(parent) });
}

/**
 * Instant paint (SPEC.md §3 `dashboardChildren`): arriving from another page, the cards are drawn
 * from the browser's copy at once while the server's list loads. Staying on the page (after
 * Personalize, or a refresh on focus) always waits for the server, so nothing flickers back.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const arriving = new URL(request.url).pathname !== window.location.pathname;
  const cached = arriving ? readCachedChildren() : null;
  if (!cached) return { fresh: await serverLoader(), cached: null, pending: null };
  return { fresh: null, cached, pending: serverLoader() };
}

const personalizeSchema = z.object({ intent: z.literal("personalize"), childId: z.string().min(1).max(100) });

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const parsed = personalizeSchema.safeParse(await readFormFields(args.request));
  if (!parsed.success) throw data("This request is not one we understand.", { status: 400 });
  const { database } = args.context.get(servicesContext);
  const result = await personalizeChild(database.db, family.id, parsed.data.childId);
  // Another family's child, or one that is gone: "not found", nothing more.
  if (result.status === "not-found") throw data("Not found", { status: 404 });
  return data({ status: "personalized" as const }, { headers: privatePageHeaders(parent) });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

function FreshDashboard({ dashboard }: { dashboard: DashboardData }) {
  // The demo's sample children are never kept as this browser's own family's cards.
  const demo = useIsDemo();
  useEffect(() => {
    if (!demo) writeCachedChildren(dashboard.children);
  }, [dashboard.children, demo]);
  return <DashboardView data={dashboard} />;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  // Server-rendered (and hydrated) data has the server loader's shape; client loads carry `fresh`.
  const fresh = "fresh" in loaderData ? loaderData.fresh : loaderData;
  const pending = "pending" in loaderData ? loaderData.pending : null;
  const cached = "cached" in loaderData ? loaderData.cached : null;
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("dashboard.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{t("dashboard.intro")}</p>
      {/* Issue 15: the family's month is one link away (the top bar keeps SPEC.md's two entries). */}
      <p className="mt-2">
        <Link to="/calendar" className="font-semibold text-brand-700 underline">
          {t("calendar.link")}
        </Link>
        <ChangesData>
          {" · "}
          <Link to="/assignments" className="font-semibold text-brand-700 underline">
            {t("assignments.link")}
          </Link>
        </ChangesData>
      </p>
      {fresh?.billing ? <BillingBanner billing={fresh.billing} /> : null}
      {fresh ? (
        <FreshDashboard dashboard={fresh} />
      ) : pending && cached ? (
        <Suspense
          fallback={
            <DashboardView
              data={{ children: cached, canAddChild: false, maxChildren: MAX_ACTIVE_CHILDREN, warningsLifted: [] }}
              stale
            />
          }
        >
          <Await
            resolve={pending}
            errorElement={
              <p role="alert" className="mt-6 rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
                {t("dashboard.loadFailed")}{" "}
                <Link reloadDocument to="/dashboard" className="font-semibold text-brand-700 underline">
                  {t("dashboard.tryAgain")}
                </Link>
              </p>
            }
          >
            {(dashboard) => (
              <>
                {dashboard.billing ? <BillingBanner billing={dashboard.billing} /> : null}
                <FreshDashboard dashboard={dashboard} />
              </>
            )}
          </Await>
        </Suspense>
      ) : null}
    </main>
  );
}
