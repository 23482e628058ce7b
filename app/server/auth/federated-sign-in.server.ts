import { redirect } from "react-router";
import type { AppServices } from "../../context.ts";
import { OIDC_PROVIDER_ID, oidcEnabled } from "./auth.server.ts";
import { authHeaders, copySetCookies } from "./session.server.ts";

/**
 * Starts OpenID Connect sign-in ("Continue with Google"): better-auth makes the authorization
 * URL (with state and PKCE kept in a cookie) and we send the browser there. The provider comes
 * back to /api/auth/callback/google, which better-auth handles, then to `redirectTo`.
 */
export async function startFederatedSignIn(
  services: Pick<AppServices, "auth" | "config">,
  redirectTo: string,
  { request, clientIp }: { request: Request; clientIp: string },
): Promise<Response> {
  if (!oidcEnabled(services.config)) throw redirect("/login");
  const response = await services.auth.api.signInSocial({
    body: {
      provider: OIDC_PROVIDER_ID,
      callbackURL: redirectTo,
      errorCallbackURL: "/login?error=oidc",
      disableRedirect: true,
    },
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  const body = (await response.json()) as { url?: string };
  if (!response.ok || !body.url) throw redirect("/login?error=oidc");
  return redirect(body.url, { headers: copySetCookies(response.headers) });
}
