/**
 * The language of the request being answered, decided once by the root route's middleware
 * (negotiate.ts has the rules) and read by loaders and actions with `requestLocale(context)`.
 * On public pages it also sends a new visitor whose browser prefers Spanish to the Spanish page
 * and remembers a language chosen with the switch.
 */
import { isbot } from "isbot";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../context.ts";
import { lookUpRequestSession } from "../server/auth/session.server.ts";
import { localeSource, type Locale } from "./locales.ts";
import {
  decideAccountLocale,
  decidePublicLocale,
  isPageViewRequest,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  localeFromAcceptLanguage,
  localeFromCookie,
} from "./negotiate.ts";

const localeContext = createContext<() => Promise<Locale>>();

/** The page's path, for a page load or its single-fetch data request ("/es/pricing.data"). */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

function isFromOurSite(request: Request, publicUrl: string): boolean {
  const referrer = request.headers.get("referer");
  if (!referrer) return false;
  try {
    return (
      new URL(referrer).origin === new URL(publicUrl).origin || new URL(referrer).origin === new URL(request.url).origin
    );
  } catch {
    return false;
  }
}

export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const pathname = pagePath(url.pathname);
  const cookie = localeFromCookie(request.headers.get("cookie"));
  const acceptLanguage = localeFromAcceptLanguage(request.headers.get("accept-language"));
  const { config } = context.get(servicesContext);
  const secure = config.PUBLIC_URL.startsWith("https:");

  if (localeSource(pathname) === "account") {
    let resolved: Promise<Locale> | undefined;
    context.set(localeContext, () => {
      resolved ??= accountLocale(context, request, cookie, acceptLanguage);
      return resolved;
    });
    return next();
  }

  const isPageView = isPageViewRequest({
    method: request.method,
    pathname: url.pathname,
    secFetchDest: request.headers.get("sec-fetch-dest"),
  });
  const userAgent = request.headers.get("user-agent");
  const decision = decidePublicLocale({
    pathname,
    search: url.search,
    isPageView,
    cookie,
    acceptLanguage,
    fromOurSite: isFromOurSite(request, config.PUBLIC_URL),
    isBot: Boolean(userAgent && isbot(userAgent)),
  });
  if (decision.redirectTo) {
    throw redirect(decision.redirectTo, { headers: { Vary: "Accept-Language, Cookie", "Cache-Control": "no-store" } });
  }
  context.set(localeContext, () => Promise.resolve(decision.locale));
  const response = await next();
  try {
    if (isPageView) response.headers.append("Vary", "Accept-Language, Cookie");
    if (decision.remember) response.headers.append("Set-Cookie", languageCookie(decision.remember, secure));
  } catch {
    // A response with immutable headers (a static redirect) keeps them as they are.
  }
  return response;
};

async function accountLocale(
  context: Readonly<RouterContextProvider>,
  request: Request,
  cookie: Locale | null,
  acceptLanguage: Locale | null,
): Promise<Locale> {
  const { logger } = context.get(requestContext);
  try {
    const { parent } = await lookUpRequestSession(context, request);
    return decideAccountLocale({
      signedIn: parent !== null,
      stored: parent?.user.language ?? null,
      cookie,
      acceptLanguage,
    });
  } catch (error) {
    logger.warn({ err: error }, "could not read the session for the page's language");
    return decideAccountLocale({ signedIn: false, stored: null, cookie, acceptLanguage });
  }
}

/** The language of this request's page (after the root middleware ran; English otherwise). */
export async function requestLocale(context: Readonly<RouterContextProvider>): Promise<Locale> {
  try {
    return await context.get(localeContext)();
  } catch {
    return "en";
  }
}
