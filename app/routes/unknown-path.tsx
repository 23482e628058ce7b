import { redirect } from "react-router";
import { localeOfPath, localizePath } from "../i18n/locales.ts";

/** SPEC.md §2: any unknown path redirects to the landing page (the Spanish one under /es). */
export function loader({ request }: { request: Request }) {
  return redirect(localizePath("/", localeOfPath(new URL(request.url).pathname)));
}
