import { redirect } from "react-router";
import { localeOfPath, localizePath } from "../i18n/locales.ts";

/** SPEC.md §2: any unknown path redirects to the landing page (the Spanish one under /es). */
export function loader({ request }: { request: Request }) {
  return redirect(localizePath("/", localeOfPath(new URL(request.url).pathname)));
}

/**
 * A form or API call sent to an address that does not exist: a plain 404 (issue 14), rather than
 * the router's "Unexpected Server Error" for a route without an action. Nothing is read or changed.
 */
export function action() {
  return new Response("Not found: nothing at this address takes a form or an API call.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
