import { lazy, Suspense, useEffect, useState } from "react";
import {
  data,
  Outlet,
  redirectDocument,
  useLocation,
  useMatches,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { isChildScreen } from "../../components/child-mode/child-screen.ts";
import { AppHeader } from "../../components/app-shell/app-header.tsx";
import { DemoBanner } from "../../components/demo/demo-banner.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { servicesContext } from "../../context.ts";
import { isPrivatePath } from "../../config/private-paths.ts";
import { isPlayerStep } from "../../components/player/lean-step.ts";
import { COPPA_GATE_PATH } from "../../guard/route-guard.ts";
import { useT } from "../../i18n/react.tsx";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { requestChildMode } from "../../server/child-mode/child-mode-guard.server.ts";
import type { Route } from "./+types/layout";

const FeedbackDialog = lazy(() => import("../../components/feedback/feedback-dialog.tsx"));

/** SPEC.md §2 route guard, server side: every page under this layout is protected. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const { database } = args.context.get(servicesContext);
  const staff = await database.db
    .selectFrom("staffRole")
    .select("role")
    .where("userId", "=", parent.user.id)
    .executeTakeFirst();
  return data(
    {
      user: { name: parent.user.name, email: parent.user.email },
      family: parent.family
        ? { id: parent.family.id, hasCOPPAVerification: parent.family.hasCOPPAVerification, role: parent.family.role }
        : null,
      isAdmin: staff?.role === "admin",
      // Child mode (decision 0018): the root's guard already keeps the child on their pages.
      childMode: (await requestChildMode(args)) !== null,
      // Exploring the demo family (decision 0030): every page says so.
      demo: parent.demo,
    },
    { headers: privatePageHeaders(parent) },
  );
}

/** A player step (a placement answer, a session step) changes nothing the layout loads (lean player steps, decision 0019). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isPlayerStep(args) ? false : args.defaultShouldRevalidate;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Issue 14, PRODUCT.md §6: a page with a family's data never runs in a document that was loaded
 * as a public page, where consented analytics (GA) may have run and the looser public CSP is in
 * force. Any client-side way in (a link, a form's redirect, a loader's redirect) becomes a full
 * document load here, before any data is fetched; the server then sends the signed-in CSP.
 */
function documentWasLoadedAsPublicPage(): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  if (!entry) return true; // unknown: err on the safe side (one extra page load)
  return !isPrivatePath(new URL(entry.name).pathname);
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    if (!documentWasLoadedAsPublicPage()) return;
    const url = new URL(request.url);
    throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
  },
];

/**
 * Family changes made elsewhere (consent confirmed from the e-mail in another tab, a co-parent
 * adding a child) show up without a reload: the data is re-read when the tab regains focus,
 * and every few seconds while the parent waits on the consent gate.
 */
function useFamilyLiveUpdates(onGate: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    const timer = onGate ? window.setInterval(refresh, 5000) : undefined;
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
      window.clearInterval(timer);
    };
  }, [onGate, revalidator]);
}

/** The signed-in shell (SPEC.md §2): top bar, the page, the public footer. */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const t = useT();
  const [feedbackWanted, setFeedbackWanted] = useState(false);
  useFamilyLiveUpdates(location.pathname === COPPA_GATE_PATH);
  // SPEC.md §2 step 4, on client-side transitions: the family and page data are loading.
  const loading = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;
  // A child's screen (child mode, or a placement) draws its own calm frame: no top bar or footer.
  const matches = useMatches();
  if (loaderData.childMode || isChildScreen(matches)) return <Outlet />;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("layout.skipToContent")}
      </a>
      <AppHeader
        displayName={loaderData.user.name}
        isAdmin={loaderData.isAdmin}
        onOpenFeedback={() => {
          setFeedbackWanted(true);
          setFeedbackOpen(true);
        }}
      />
      {loaderData.demo ? <DemoBanner /> : null}
      {loading ? (
        <p role="status" className="bg-brand-50 px-4 py-2 text-center font-medium text-brand-900">
          {t("layout.loadingAccount")}
        </p>
      ) : null}
      {/* The page's grey runs down to the footer, with no white band between (issue 18). */}
      <div className="flex-1 bg-slate-50 pb-16">
        <Outlet />
      </div>
      <SiteFooter path={location.pathname + location.search} languageSwitch="account" />
      {/* FEEDBACK DIALOG: its code loads the first time the parent asks for it. */}
      {feedbackWanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
