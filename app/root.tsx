import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieConsentProvider } from "./components/consent/cookie-consent.tsx";
import { DebugPanel } from "./components/layout/debug-panel.tsx";
import { DocumentHead } from "./components/layout/document-head.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { useNonce } from "./components/nonce.tsx";
import { LinkRendererContext, type AppLinkProps } from "./components/ui/app-link.tsx";
import { servicesContext } from "./context.ts";
import { Island } from "./islands/island.tsx";
import { wantsIslands } from "./islands/page-scripts.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { config, landingIslandsScript } = context.get(servicesContext);
  return {
    publicUrl: config.PUBLIC_URL,
    buildVersion: __BUILD_VERSION__,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    landingIslandsScript: landingIslandsScript ?? null,
  };
}

// Nothing in the root's data changes while the app runs.
export function shouldRevalidate() {
  return false;
}

/**
 * The islands script when the server renders a page whose route asks for islands and the
 * production build has one; null otherwise (the page hydrates the whole app). Decided only on the
 * server: a page the browser reached by client navigation is already running the full app.
 */
function useIslandsScript(): string | null {
  const script = useRouteLoaderData<typeof loader>("root")?.landingIslandsScript ?? null;
  const matches = useMatches();
  return import.meta.env.SSR && script && wantsIslands(matches) ? script : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const islandsScript = useIslandsScript();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        {islandsScript ? (
          <script type="module" src={islandsScript} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

// Shared components link through the router here (client-side navigation); see app-link.tsx.
function renderRouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <LinkRendererContext value={renderRouterLink}>
      <DocumentHead />
      <Outlet />
      <Island name="consent-and-debug" props={{ buildVersion: loaderData.buildVersion }}>
        <CookieConsentProvider>
          <DebugPanel buildVersion={loaderData.buildVersion} route={location.pathname + location.search} />
        </CookieConsentProvider>
      </Island>
    </LinkRendererContext>
  );
}

/** SPEC.md §8: an unhandled routing error shows 'Unexpected Application Error!'; 404s get their own page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        title="Page not found"
        message="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    const reason = (error.data as { error?: unknown } | undefined)?.error;
    return (
      <ErrorPage
        title="Not allowed yet"
        message={typeof reason === "string" ? reason : "You don't have access to this page. Nothing was changed."}
      />
    );
  }
  // Issue 14: a request we cannot read (a body that is not a form, a POST to a page without a
  // form) is the sender's mistake: say so, with the reason, rather than blaming our server.
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const reason = (error.data as { error?: unknown } | undefined)?.error;
    return (
      <ErrorPage
        title="We could not read that request"
        message={
          typeof reason === "string"
            ? `${reason} Nothing was changed.`
            : error.status === 405
              ? "This page does not take forms. Nothing was changed."
              : "The request was not one this page understands. Nothing was changed."
        }
      />
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Nothing you did was lost; please try again in a moment."
      {...(detail ? { detail } : {})}
    />
  );
}
