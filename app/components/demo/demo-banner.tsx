import { Form, useLocation, useNavigation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { Button } from "../ui/button.tsx";

/** The request parameter a refused change comes back with (app/server/demo/demo-paths.ts). */
const REFUSED_PARAM = "demo";

/**
 * On every page of the demo (decision 0030): what this is ("Demo family — sample data"), that
 * nothing can be changed, the kind answer when something was tried, and the way out.
 */
export function DemoBanner() {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const refused = new URLSearchParams(location.search).get(REFUSED_PARAM) === "read-only";
  return (
    <section
      aria-labelledby="demo-banner-title"
      className="border-b-2 border-amber-300 bg-amber-50 px-4 py-3 text-slate-900"
      data-testid="demo-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="demo-banner-title" className="text-lg font-bold">
            {t("demo.banner.title")}
          </h2>
          <p className="text-base">{t("demo.banner.body")}</p>
          {refused ? (
            <p role="status" className="mt-2 rounded-md bg-white px-3 py-2 font-semibold text-amber-900">
              {t("demo.refused")}
            </p>
          ) : null}
        </div>
        <Form method="post" action="/demo" className="shrink-0">
          <input type="hidden" name="intent" value="leave" />
          <Button type="submit" variant="secondary" disabled={navigation.state === "submitting"}>
            {t("demo.banner.leave")}
          </Button>
        </Form>
      </div>
    </section>
  );
}
