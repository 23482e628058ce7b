import type { AppServices } from "../../context.ts";
import { authHeaders } from "../auth/session.server.ts";

/**
 * Ends every session of the parent except this one, on the server, so the other devices are
 * signed out at their next request (sessions are checked in the database on every request).
 * No password needed: it only takes access away.
 */
export async function signOutOtherDevices(
  services: Pick<AppServices, "auth" | "logger">,
  { request, clientIp }: { request: Request; clientIp: string },
): Promise<void> {
  const response = await services.auth.api.revokeOtherSessions({
    headers: authHeaders(request, clientIp),
    asResponse: true,
  });
  if (!response.ok) throw new Error(`The auth library refused to end the other sessions (${response.status}).`);
  services.logger.info({ event: "other-sessions-revoked" }, "signed out of all other devices");
}
