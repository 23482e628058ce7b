import { redirect } from "react-router";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { robotsFor } from "../../seo/canonical.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";

/**
 * /coming-soon redirects to /register (SPEC.md §2, the first reading of the route table); so does
 * /sign-up, which is the same sign-up journey under its older name.
 */
export function loader({ request }: { request: Request }) {
  const { pathname, search } = new URL(request.url);
  return redirect(`${REGISTER_PATH}${search}`, { headers: { "X-Robots-Tag": robotsFor(pathname) } });
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
