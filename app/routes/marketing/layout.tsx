import { Outlet, useLoaderData, useLocation, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import { AnalyticsRunner } from "../../analytics/analytics-runner.tsx";
import { CalmHeader } from "../../components/layout/calm-header.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { isPrivatePath } from "../../config/private-paths.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { Island } from "../../islands/island.tsx";
import type { loader as rootLoader } from "../../root.tsx";
import { lookUpSession } from "../../server/auth/session.server.ts";
import type { Route } from "./+types/layout";

/**
 * A public page can ask for a calm frame (no site header or footer), e.g. while a child answers the
 * practice check's questions (issue 18). `frame` gets the page's loader data.
 */
export type FrameHandle = { frame?: (loaderData: unknown) => "calm" | "site" };

/**
 * Issue 18: a signed-in parent who reaches a public page (any unknown path lands on "/") sees that
 * they are signed in, with the way back to the dashboard. Only the first name leaves the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientIp, logger } = context.get(requestContext);
  try {
    const { parent } = await lookUpSession(services, request, clientIp);
    return { signedIn: parent ? { firstName: parent.user.name.trim().split(/\s+/)[0] ?? "" } : null };
  } catch (error) {
    // The public pages must render even when the session store is unreachable.
    logger.warn({ err: error }, "could not read the session for the public header");
    return { signedIn: null };
  }
}

/** The public site's frame (SPEC.md §2 "Public layout"). Analytics run only here. */
export default function MarketingLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const { signedIn } = useLoaderData<typeof loader>();
  const t = useT();
  const gaMeasurementId = useRouteLoaderData<typeof rootLoader>("root")?.gaMeasurementId ?? null;
  const page = matches.at(-1);
  const calm = (page?.handle as FrameHandle | undefined)?.frame?.(page?.loaderData) === "calm";
  // SPEC.md §2 route guard step 1, on client-side transitions into the signed-in area.
  const checking = navigation.state === "loading" && isPrivatePath(navigation.location.pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("layout.skipToContent")}
      </a>
      {calm ? <CalmHeader /> : <SiteHeader signedIn={signedIn} />}
      {checking ? (
        <p role="status" className="bg-brand-50 px-4 py-2 text-center font-medium text-brand-900">
          {t("layout.checkingAuthentication")}
        </p>
      ) : null}
      {/* Grows to push the footer to the bottom of a short page (the body is a flex column). */}
      <div className="flex-1">
        <Outlet />
      </div>
      {calm ? null : <SiteFooter path={location.pathname + location.search} />}
      <Island name="analytics" props={{ gaMeasurementId }}>
        <AnalyticsRunner gaMeasurementId={gaMeasurementId} pathname={location.pathname} />
      </Island>
    </>
  );
}
