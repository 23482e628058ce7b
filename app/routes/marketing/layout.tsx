import { Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { AnalyticsRunner } from "../../analytics/analytics-runner.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { isPrivatePath } from "../../config/private-paths.ts";
import { useT } from "../../i18n/react.tsx";
import { Island } from "../../islands/island.tsx";
import type { loader as rootLoader } from "../../root.tsx";

/** The public site's frame (SPEC.md §2 "Public layout"). Analytics run only here. */
export default function MarketingLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT();
  const gaMeasurementId = useRouteLoaderData<typeof rootLoader>("root")?.gaMeasurementId ?? null;
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
      <SiteHeader />
      {checking ? (
        <p role="status" className="bg-brand-50 px-4 py-2 text-center font-medium text-brand-900">
          {t("layout.checkingAuthentication")}
        </p>
      ) : null}
      <Outlet />
      <SiteFooter path={location.pathname + location.search} />
      <Island name="analytics" props={{ gaMeasurementId }}>
        <AnalyticsRunner gaMeasurementId={gaMeasurementId} pathname={location.pathname} />
      </Island>
    </>
  );
}
