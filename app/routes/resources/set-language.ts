import { redirect } from "react-router";
import { requestContext, servicesContext } from "../../context.ts";
import { isLocale, localizePath } from "../../i18n/locales.ts";
import { languageCookie } from "../../i18n/request-locale.server.ts";
import { copySetCookies, lookUpSession } from "../../server/auth/session.server.ts";
import { setLanguage } from "../../server/settings/set-language.server.ts";
import type { Route } from "./+types/set-language";

/** Only our own paths: an open redirect would let a link send people elsewhere. */
function safeReturnPath(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")
    ? value
    : "/";
}

/**
 * POST /language (the language switch of the signed-in shell): remembers the language in the
 * cookie, saves it as a signed-in parent's preference, and goes back to the page. An unknown
 * language changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const back = safeReturnPath(form.get("redirectTo"));
  if (!isLocale(language)) return redirect(back);
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const { parent, responseHeaders } = await lookUpSession(services, request, clientIp);
  if (parent) await setLanguage(services, parent, language);
  const headers = copySetCookies(responseHeaders);
  headers.append("Set-Cookie", languageCookie(language, services.config.PUBLIC_URL.startsWith("https:")));
  return redirect(localizePath(back, language), { headers });
}

/** A GET (someone typing the address) just goes home. */
export function loader() {
  return redirect("/");
}
