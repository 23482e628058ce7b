/**
 * The flags kept on a sign-in session — child mode (decision 0018) and the demo (decision 0030) —
 * read together in one indexed query per request (decision 0019). The root route's child-mode and
 * demo guards both run before every loader and action; each used to ask the database on its own.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { AppServices } from "../../context.ts";
import { servicesContext } from "../../context.ts";
import type { ChildMode } from "../child-mode/child-mode.server.ts";
import { sessionTokensOf } from "../child-mode/child-mode.server.ts";

type Services = Pick<AppServices, "database">;

export type SessionFlags = {
  /** The session's child mode, or null. */
  childMode: ChildMode | null;
  /** The session's id when it is exploring the demo family, or null. */
  demoSessionId: string | null;
};

const NO_FLAGS: SessionFlags = { childMode: null, demoSessionId: null };

/**
 * Both flags of the request's unexpired sign-in session(s), in one query; none at all without a
 * session cookie. The cookie's signature is not checked, as in `getChildMode`: the answer can only
 * restrict (a forged token finds no session).
 */
export async function getSessionFlags(
  services: Services,
  request: Request,
  now: Date = new Date(),
): Promise<SessionFlags> {
  const tokens = sessionTokensOf(request);
  if (tokens.length === 0) return NO_FLAGS;
  const rows = await services.database.db
    .selectFrom("session")
    .leftJoin("childModeSession", "childModeSession.sessionId", "session.id")
    .leftJoin("demoSession", "demoSession.sessionId", "session.id")
    .select([
      "childModeSession.memberId",
      "childModeSession.familyId",
      "childModeSession.sessionId as childModeSessionId",
      "childModeSession.startedAt",
      "demoSession.sessionId as demoSessionId",
    ])
    .where("session.token", "in", tokens)
    .where("session.expiresAt", ">", now.toISOString())
    .execute();
  let childMode: ChildMode | null = null;
  let demoSessionId: string | null = null;
  for (const row of rows) {
    if (!childMode && row.memberId && row.familyId && row.childModeSessionId && row.startedAt)
      childMode = {
        memberId: row.memberId,
        familyId: row.familyId,
        sessionId: row.childModeSessionId,
        startedAt: row.startedAt,
      };
    demoSessionId ??= row.demoSessionId ?? null;
  }
  return { childMode, demoSessionId };
}

const flagsContext = createContext<Promise<SessionFlags> | null>(null);

/**
 * The request's session flags, read once however many guards ask (memoized on the request's router
 * context, like `lookUpRequestSession`). A failed read is not kept: the next caller tries again.
 */
export function requestSessionFlags(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionFlags> {
  let flags = context.get(flagsContext);
  if (!flags) {
    flags = getSessionFlags(context.get(servicesContext), request);
    flags.catch(() => context.set(flagsContext, null));
    context.set(flagsContext, flags);
  }
  return flags;
}
