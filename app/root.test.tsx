import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InLanguage } from "./i18n/testing.tsx";
import type { Locale } from "./i18n/locales.ts";
import { ErrorBoundary } from "./root.tsx";

/** Renders a path through a router whose root uses the app's real error boundary. */
async function render(pathname: string, locale: Locale = "en"): Promise<string> {
  function RootErrorBoundary() {
    const error = useRouteError();
    return <ErrorBoundary {...({ error } as Parameters<typeof ErrorBoundary>[0])} />;
  }
  const routes = [
    {
      id: "root",
      path: "/",
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          path: "explodes",
          loader: () => {
            throw new Error("database exploded");
          },
          Component: () => null,
        },
        {
          path: "missing",
          loader: () => {
            throw data("No such child", { status: 404 });
          },
          Component: () => null,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <InLanguage locale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </InLanguage>,
  );
}

describe("root error boundary", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows 'Unexpected Application Error!' with a way home for an unhandled error (SPEC.md §8)", async () => {
    vi.stubEnv("DEV", false);
    const html = await render("/explodes");
    expect(html).toContain("<title>Unexpected Application Error! - Brightpath</title>");
    expect(html).toContain("<h1");
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain('href="/"');
    // The cause stays in the logs; visitors never see internals in production builds.
    expect(html).not.toContain("database exploded");
  });

  it("shows the stack to developers in development builds", async () => {
    vi.stubEnv("DEV", true);
    expect(await render("/explodes")).toContain("database exploded");
  });

  it("shows a not-found page for a route that answers 404", async () => {
    const html = await render("/missing");
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toContain('href="/"');
    expect(html).not.toContain("Unexpected Application Error!");
  });
});

describe("root error boundary in Spanish", () => {
  it("says the page was not found in Spanish, with the way home to the Spanish landing page", async () => {
    const html = await render("/missing", "es");
    expect(html).toMatch(/<h1[^>]*>No encontramos esta página<\/h1>/);
    expect(html).toContain('href="/es"');
    expect(html).toContain("respondemos en menos de 24 horas");
  });
});
