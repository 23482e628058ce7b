import { Outlet } from "react-router";
import { AnalyticsRunner } from "../../analytics/analytics-runner.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";

/** The public site's frame (SPEC.md §2 "Public layout"). Analytics run only here. */
export default function MarketingLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <AnalyticsRunner />
    </>
  );
}
