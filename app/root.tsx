import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieConsentProvider } from "./components/consent/cookie-consent.tsx";
import { DebugPanel } from "./components/layout/debug-panel.tsx";
import { DocumentHead } from "./components/layout/document-head.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { useNonce } from "./components/nonce.tsx";
import { servicesContext } from "./context.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    publicUrl: config.PUBLIC_URL,
    buildVersion: __BUILD_VERSION__,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
  };
}

// Nothing in the root's data changes while the app runs.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <CookieConsentProvider>
      <DocumentHead />
      <Outlet />
      <DebugPanel />
    </CookieConsentProvider>
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
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Nothing you did was lost; please try again in a moment."
      {...(detail ? { detail } : {})}
    />
  );
}
