import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DashboardView, type DashboardData } from "../../components/children/dashboard-view.tsx";
import { Button } from "../../components/ui/button.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { pagePathOf } from "../../server/child-mode/child-mode-paths.ts";
import { ensureDemoFamily } from "../../server/demo/demo-family.server.ts";
import { enterDemo, leaveDemo } from "../../server/demo/demo-session.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { loader as dashboardLoader } from "./dashboard.tsx";
import type { Route } from "./+types/demo";

/**
 * SPEC.md §2 /demo and /authenticated-app/demo, PRODUCT.md §8 (decision 0030): the demo
 * dashboard. A signed-in parent first sees what the demo is and enters it; from then on this
 * sign-in session shows the demo family's dashboard here (and its other pages everywhere),
 * read-only, until they leave it.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  if (!parent.demo) return data({ kind: "intro" as const, dashboard: null }, { headers: privatePageHeaders(parent) });
  const dashboard = await dashboardLoader(args as unknown as Parameters<typeof dashboardLoader>[0]);
  return data({ kind: "dashboard" as const, dashboard: dashboard.data }, { headers: privatePageHeaders(parent) });
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const form = await readFormFields(args.request);
  const headers = privatePageHeaders(parent);
  if (form.intent === "leave") {
    await leaveDemo(services, parent.session.id);
    throw redirect("/dashboard", { headers });
  }
  if (form.intent !== "enter") return data({ status: "unknown" as const }, { status: 400, headers });
  // The first visitor ever (or after a failed build) waits while the sample month is built.
  const demo = await ensureDemoFamily(services);
  if (demo.status !== "ready") return data({ status: "building" as const }, { status: 503, headers });
  await enterDemo(services, parent.session.id);
  // The page itself, not its data request ("/demo.data"): /demo or /authenticated-app/demo.
  throw redirect(pagePathOf(new URL(args.request.url).pathname), { headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export default function DemoPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  if (loaderData.kind === "dashboard" && loaderData.dashboard) {
    // The dashboard's own view over the demo family (the route component reads its own route's data).
    const dashboard: DashboardData = loaderData.dashboard;
    return (
      <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("dashboard.title")}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700">{t("dashboard.intro")}</p>
        <p className="mt-2">
          <Link to="/calendar" className="font-semibold text-brand-700 underline">
            {t("calendar.link")}
          </Link>
        </p>
        <DashboardView data={dashboard} />
      </main>
    );
  }
  const entering = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("demo.intro.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("demo.intro.body")}</p>
      <p className="mt-3 text-lg text-slate-700">{t("demo.intro.note")}</p>
      {actionData && "status" in actionData && actionData.status === "building" ? (
        <p role="alert" className="mt-6 rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900">
          {t("demo.intro.building")}
        </p>
      ) : null}
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="enter" />
        <Button type="submit" size="lg" disabled={entering}>
          {entering ? t("demo.intro.entering") : t("demo.intro.enter")}
        </Button>
      </Form>
    </main>
  );
}
