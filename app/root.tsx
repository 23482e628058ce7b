import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { isPlayerStep } from "./components/player/lean-step.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { CHOICE_MADE_SCRIPT, CookieConsentProvider } from "./components/consent/cookie-consent.tsx";
import { DebugPanel } from "./components/layout/debug-panel.tsx";
import { DocumentHead } from "./components/layout/document-head.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { useNonce } from "./components/nonce.tsx";
import { LinkRendererContext, type AppLinkProps } from "./components/ui/app-link.tsx";
import { servicesContext } from "./context.ts";
import { isChildScreen } from "./components/child-mode/child-screen.ts";
import { childModeGuard, requestChildMode } from "./server/child-mode/child-mode-guard.server.ts";
import { demoGuard } from "./server/demo/demo-guard.server.ts";
import { ISLAND_CATALOG_AREAS, ISLANDS_I18N_ELEMENT_ID, Island } from "./islands/island.tsx";
import { wantsIslands } from "./islands/page-scripts.ts";
import { localeOfPath, localeSource, type Locale } from "./i18n/locales.ts";
import englishErrors from "./i18n/catalogs/en/errors.json";
import spanishErrors from "./i18n/catalogs/es/errors.json";
import { messagesOfAreas } from "./i18n/message-format.ts";
import { I18nProvider, useT } from "./i18n/react.tsx";
import { localeMiddleware, requestLocale } from "./i18n/request-locale.server.ts";
import { messagesFor } from "./i18n/translate.ts";

/**
 * Child mode first (decision 0018: a device in child mode reaches only the child's pages, whatever
 * the route), then every request's language (app/i18n/negotiate.ts), before any loader runs.
 */
// The demo guard (decision 0030): a session exploring the demo family reads it and changes nothing.
export const middleware: Route.MiddlewareFunction[] = [childModeGuard, demoGuard, localeMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, landingIslandsScript } = context.get(servicesContext);
  const locale = await requestLocale(context);
  return {
    // The page's language and all its messages (useT reads them; see app/i18n/README in the README).
    i18n: { locale, messages: messagesFor(locale) },
    publicUrl: config.PUBLIC_URL,
    buildVersion: __BUILD_VERSION__,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    landingIslandsScript: landingIslandsScript ?? null,
    // Child mode (decision 0018): no cookie banner or other grown-up chrome on the child's pages.
    childMode: (await requestChildMode({ request, context })) !== null,
  };
}

/**
 * Only the language can change while the app runs: after a form is sent (a sign-in, a saved
 * preference) or when a navigation moves between English pages, Spanish pages and signed-in pages.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod } = args;
  // A player step (a placement answer, a session step) changes no language (lean player steps, decision 0019).
  if (isPlayerStep(args)) return false;
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  return localeSource(currentUrl.pathname) !== localeSource(nextUrl.pathname);
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

/**
 * When the root loader did not run — a POST to a page without a form is refused before any
 * loader (issue 14) — the error page still needs its words: the small errors area of the catalog
 * ships with the app for that case.
 */
const ERROR_PAGE_MESSAGES: Record<Locale, Readonly<Record<string, string>>> = { en: englishErrors, es: spanishErrors };

function errorPageWords(locale: Locale) {
  return { locale, messages: ERROR_PAGE_MESSAGES[locale] };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const islandsScript = useIslandsScript();
  const location = useLocation();
  const i18n = useRouteLoaderData<typeof loader>("root")?.i18n ?? errorPageWords(localeOfPath(location.pathname));
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Hides the cookie banner before the first paint when a choice is already stored. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHOICE_MADE_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <I18nProvider locale={i18n.locale} messages={i18n.messages}>
          {children}
        </I18nProvider>
        {islandsScript ? (
          <>
            {/* The islands' words: only their areas of the catalog, as JSON the script reads. */}
            <script
              type="application/json"
              id={ISLANDS_I18N_ELEMENT_ID}
              nonce={nonce}
              dangerouslySetInnerHTML={{
                __html: JSON.stringify({
                  locale: i18n.locale,
                  messages: messagesOfAreas(i18n.messages, ISLAND_CATALOG_AREAS),
                }).replace(/</g, "\\u003c"),
              }}
            />
            <script type="module" src={islandsScript} nonce={nonce} />
          </>
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
  // A child's screen (child mode, or a placement a parent opened) shows no cookie banner over the
  // question: nothing there sets a cookie that needs consent, and no analytics runs there.
  const matches = useMatches();
  const childScreen = loaderData.childMode || isChildScreen(matches);
  return (
    <LinkRendererContext value={renderRouterLink}>
      <DocumentHead />
      {/* First, so the cookie banner docks above the page instead of over it (docs/decisions/0023);
          never on a child's screen (no banner, no analytics: PRODUCT.md §6). */}
      {childScreen ? null : (
        <Island name="consent-and-debug" props={{ buildVersion: loaderData.buildVersion }}>
          <CookieConsentProvider>
            <DebugPanel buildVersion={loaderData.buildVersion} route={location.pathname + location.search} />
          </CookieConsentProvider>
        </Island>
      )}
      <Outlet />
    </LinkRendererContext>
  );
}

/** SPEC.md §8: an unhandled routing error shows 'Unexpected Application Error!'; 404s get their own page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={t("errors.notFound.title")} message={t("errors.notFound.message")} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    // A service's reason is already in the reader's language (its action translated it).
    const reason = (error.data as { error?: unknown } | undefined)?.error;
    return (
      <ErrorPage
        title={t("errors.forbidden.title")}
        message={typeof reason === "string" ? reason : t("errors.forbidden.message")}
      />
    );
  }
  // Issue 14: a request we cannot read (a body that is not a form, a POST to a page without a
  // form) is the sender's mistake: say so, with the reason, rather than blaming our server.
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const reason = (error.data as { error?: unknown } | undefined)?.error;
    return (
      <ErrorPage
        title={t("errors.badRequest.title")}
        message={
          typeof reason === "string"
            ? t("errors.badRequest.withReason", { reason })
            : error.status === 405
              ? t("errors.badRequest.noForms")
              : t("errors.badRequest.message")
        }
      />
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      title={t("errors.unexpected.title")}
      message={t("errors.unexpected.message")}
      {...(detail ? { detail } : {})}
    />
  );
}
