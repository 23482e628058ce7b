/**
 * Child mode (issue 13, PRODUCT.md §4, docs/decisions/0018-child-mode-enforcement.md): a flag on
 * the sign-in session. While it is on, the session reaches only the child's own pages
 * (child-mode-paths.ts); only the parent-mode PIN ends it (or the session ending).
 *
 * The flag lives in the database, keyed by the better-auth session, so the browser can neither set
 * it nor drop it: deleting a cookie signs the device out, which is no way into the parent's pages.
 */
import type { AppServices } from "../../context.ts";
import { findParentModePinStatus } from "../parent-mode-pin/find-parent-mode-pin.server.ts";
import { findMember } from "../placement/find-member.server.ts";

export type ChildMode = { memberId: string; familyId: string; sessionId: string; startedAt: string };

type Services = Pick<AppServices, "database">;

/** better-auth's session cookie: `brightpath.session_token`, with `__Secure-` on HTTPS. */
const SESSION_COOKIE_NAMES = new Set(["brightpath.session_token", "__Secure-brightpath.session_token"]);

/**
 * The session tokens the request carries. The cookie value is `token.signature` (URL-encoded);
 * the signature is not checked here because the answer can only ever restrict: a forged token
 * finds no session, and a valid token with a broken signature is signed out by better-auth anyway
 * while still being held to child mode here.
 */
export function sessionTokensOf(request: Request): string[] {
  const header = request.headers.get("cookie");
  if (!header) return [];
  const tokens: string[] = [];
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (!SESSION_COOKIE_NAMES.has(name)) continue;
    let value = pair.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    const dot = value.lastIndexOf(".");
    const token = dot === -1 ? value : value.slice(0, dot);
    if (token && token.length <= 200) tokens.push(token);
  }
  return tokens;
}

/**
 * The child mode of the request's sign-in session, or null. One indexed query, and none at all
 * without a session cookie, because the guard asks on every request (decision 0018).
 */
export async function getChildMode(
  services: Services,
  request: Request,
  now: Date = new Date(),
): Promise<ChildMode | null> {
  const tokens = sessionTokensOf(request);
  if (tokens.length === 0) return null;
  const row = await services.database.db
    .selectFrom("childModeSession")
    .innerJoin("session", "session.id", "childModeSession.sessionId")
    .select([
      "childModeSession.memberId",
      "childModeSession.familyId",
      "childModeSession.sessionId",
      "childModeSession.startedAt",
    ])
    .where("session.token", "in", tokens)
    .where("session.expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export type StartChildModeResult = { status: "started" } | { status: "not-found" } | { status: "needs-pin" };

/**
 * Turns child mode on for this sign-in session and this child. The child must be an active child
 * of the parent's (consented) family — another family's child is "not found" — and the family
 * must have a PIN, or nothing could ever end child mode on this device.
 */
export async function startChildMode(
  services: Services,
  input: { sessionId: string; familyId: string; memberId: string },
  now: Date = new Date(),
): Promise<StartChildModeResult> {
  const member = await findMember(services.database.db, input.familyId, input.memberId);
  if (!member) return { status: "not-found" };
  const pin = await findParentModePinStatus(services, input.familyId, now);
  if (!pin.hasPin) return { status: "needs-pin" };
  await services.database.db
    .insertInto("childModeSession")
    .values({
      sessionId: input.sessionId,
      familyId: input.familyId,
      memberId: member.id,
      startedAt: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .column("sessionId")
        .doUpdateSet({ familyId: input.familyId, memberId: member.id, startedAt: now.toISOString() }),
    )
    .execute();
  return { status: "started" };
}

/** Ends child mode for one sign-in session (after the right PIN). Ending it twice is harmless. */
export async function endChildMode(services: Services, sessionId: string): Promise<void> {
  await services.database.db.deleteFrom("childModeSession").where("sessionId", "=", sessionId).execute();
}
