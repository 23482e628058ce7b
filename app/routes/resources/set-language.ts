import { redirect } from "react-router";
import { requestContext, servicesContext } from "../../context.ts";
import { isLocale, localizePath } from "../../i18n/locales.ts";
import { languageCookie } from "../../i18n/request-locale.server.ts";
import { safeRedirectTarget } from "../../server/auth/auth-forms.ts";
import { copySetCookies, lookUpSession } from "../../server/auth/session.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import { setLanguage } from "../../server/settings/set-language.server.ts";
import type { Route } from "./+types/set-language";

/**
 * POST /language (the language switch of the signed-in shell): remembers the language in the
 * cookie, saves it as a signed-in parent's preference, and goes back to the page. An unknown
 * language changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const language = form.get("language");
  // Only our own paths: an open redirect would let a link send people elsewhere (issue 14).
  const back = safeRedirectTarget(form.get("redirectTo"), "/");
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
