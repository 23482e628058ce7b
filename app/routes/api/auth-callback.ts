import { requestContext, servicesContext } from "../../context.ts";
import { authHeaders } from "../../server/auth/session.server.ts";
import { trustFederatedSignIn } from "../../server/auth/sign-in.server.ts";
import { methodNotAllowed } from "../../server/request-body.server.ts";
import type { Route } from "./+types/auth-callback";

/**
 * The one better-auth endpoint served over HTTP: the OpenID Connect provider sends the browser
 * back here with the code; better-auth checks state and PKCE, signs in and redirects.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const response = await services.auth.handler(
    new Request(request.url, { method: "GET", headers: authHeaders(request, clientIp) }),
  );
  // A parent signed in with Google: this browser and address are known from now on (decision 0012).
  return trustFederatedSignIn(services, { request, clientIp }, response);
}

/** Only GET: a POST gets a plain 405 (issue 14), not the router's generic error. */
export const action = methodNotAllowed;
