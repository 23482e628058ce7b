/**
 * Child mode (issue 13, decision 0018) on both databases: starting it needs a PIN and a child of
 * the parent's own consented family; while it is on, the root's guard lets the device reach only
 * the child's pages — walked over every route of app/routes.ts, GET and POST, pages and their data
 * requests — and only the right PIN (respecting the lock) or the session ending turns it off.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { middleware as rootMiddleware } from "../../app/root.tsx";
import { signOut } from "../../app/server/auth/sign-in.server.ts";
import { childDestination } from "../../app/server/child-mode/child-destination.server.ts";
import { childModeGuard, refuseOtherChild } from "../../app/server/child-mode/child-mode-guard.server.ts";
import { getChildMode, type ChildMode } from "../../app/server/child-mode/child-mode.server.ts";
import { CHILD_MODE_HOME } from "../../app/server/child-mode/child-mode-paths.ts";
import { insertTestChild, insertTestParent, takeTestPlacement } from "../setup/factories.ts";
import { outcome, routeArgs, type RouteCall } from "../setup/route-args.ts";
import { PASSWORD, registerAndSignIn, request, signIn, type TestParent } from "../setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../setup/test-database.ts";
import { createTestServices, type TestServices } from "../setup/test-services.ts";

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type RouteModule = {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

/** Every route of app/routes.ts with its full path (the English address of `es?` pages). */
function flatten(entries: readonly RouteEntry[], parentPath = ""): { file: string; pattern: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, "/") : parentPath;
    return [{ file: entry.file, pattern: path || "/" }, ...flatten(entry.children ?? [], path)];
  });
}
const ROUTES = flatten(routes as RouteEntry[]).map(({ file, pattern }) => ({
  file,
  pattern: pattern.replace(/\/[\w-]+\?(?=\/|$)/g, "") || "/",
}));

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}");
async function load(file: string): Promise<RouteModule> {
  const importer = modules[`../../app/${file}`];
  if (!importer) throw new Error(`app/routes.ts names ${file}, which was not found`);
  return importer();
}

const PIN = "2580";

describe.each(testDialects())("child mode (%s)", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let parent: TestParent;
  let samId: string;
  let otherFamilyChildId: string;

  /** Calls a route's loader or action as React Router would, after the root's child-mode guard. */
  async function call(file: string, method: "loader" | "action", routeCall: RouteCall) {
    const module = await load(file);
    const handler = module[method];
    if (!handler) throw new Error(`${file} has no ${method}`);
    const args = routeArgs(services, routeCall);
    return outcome(() => childModeGuard(args, async () => (await handler(args)) as Response));
  }

  /** Only the guard: whether the request would reach its route (next) or be sent away. */
  async function guard(path: string, method = "GET", cookie = parent.cookie) {
    let reached = false;
    const args = routeArgs(services, {
      method,
      path,
      cookie,
      ...(method === "POST" ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" } : {}),
    });
    const result = await outcome(() =>
      childModeGuard(args, async () => {
        reached = true;
        return new Response("reached");
      }),
    );
    return { reached, ...result };
  }

  const form = (fields: Record<string, string>) => ({
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

  const childModeOf = (cookie = parent.cookie): Promise<ChildMode | null> =>
    getChildMode(services, request(cookie, "/dashboard"));

  async function setPin(cookie = parent.cookie, path = "/settings/parent-mode-pin") {
    return call("routes/app/settings-parent-mode-pin.tsx", "action", {
      path,
      cookie,
      ...form({ intent: "set", pin: PIN, confirmPin: PIN, currentPassword: PASSWORD }),
    });
  }

  const start = (memberId: string, cookie = parent.cookie) =>
    call("routes/app/child-mode-start.tsx", "action", { path: "/child-mode/start", cookie, ...form({ memberId }) });

  const exit = (pin: string, cookie = parent.cookie) =>
    call("routes/app/child-mode-exit.tsx", "action", { path: "/child-mode/exit", cookie, ...form({ pin }) });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    parent = await registerAndSignIn(services, "child-mode@example.com");
    await database.db
      .updateTable("family")
      .set({ hasCOPPAVerification: true })
      .where("id", "=", parent.familyId)
      .execute();
    samId = await insertTestChild(database.db, parent.familyId, "Sam", { subjects: ["math", "reading"] });
    const other = await insertTestParent(database.db, { consented: true });
    otherFamilyChildId = await insertTestChild(database.db, other.familyId, "Noa");
  }, 60_000);
  afterAll(() => database?.destroy());

  it("the root route runs the child-mode guard first, before any loader, for every route", () => {
    expect(rootMiddleware[0]).toBe(childModeGuard);
  });

  it("a parent without a PIN is asked to choose one first, then comes back to start", async () => {
    const refused = await start(samId);
    expect(refused.status).toBe(302);
    const pinPage = new URL(refused.location!, "http://x");
    expect(pinPage.pathname).toBe("/settings/parent-mode-pin");
    expect(pinPage.searchParams.get("for")).toBe("child-mode");
    const back = pinPage.searchParams.get("returnTo");
    expect(back).toBe(`/child-mode/start?member=${samId}`);
    expect(await childModeOf()).toBeNull();

    // The PIN page says why, and saving the PIN returns to the start page (nowhere else).
    const page = await call("routes/app/settings-parent-mode-pin.tsx", "loader", {
      path: refused.location!,
      cookie: parent.cookie,
    });
    expect((page.data as { childModeReturn: string | null }).childModeReturn).toBe(back);
    const elsewhere = await call("routes/app/settings-parent-mode-pin.tsx", "loader", {
      path: "/settings/parent-mode-pin?returnTo=%2Fsettings%2Fbilling",
      cookie: parent.cookie,
    });
    expect((elsewhere.data as { childModeReturn: string | null }).childModeReturn).toBeNull();
    const saved = await setPin(parent.cookie, refused.location!);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(back);

    const startPage = await call("routes/app/child-mode-start.tsx", "loader", { path: back!, cookie: parent.cookie });
    expect(startPage.data).toMatchObject({ memberId: samId, childName: "Sam", hasPin: true });
  });

  it("another family's child (or no child) is not found, and nothing starts", async () => {
    expect((await start(otherFamilyChildId)).status).toBe(404);
    expect((await start("not-an-id")).status).toBe(404);
    const page = await call("routes/app/child-mode-start.tsx", "loader", {
      path: `/child-mode/start?member=${otherFamilyChildId}`,
      cookie: parent.cookie,
    });
    expect(page.status).toBe(404);
    expect(await childModeOf()).toBeNull();
  });

  it("starting hands over to the child's first unfinished placement, as a fresh document", async () => {
    const started = await start(samId);
    expect(started.status).toBe(302);
    expect(started.location).toBe(`/placement/${samId}/math`);
    expect(started.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(await childModeOf()).toMatchObject({ memberId: samId, familyId: parent.familyId });
  });

  it("while on, every route of app/routes.ts except the child's own pages sends the child back", async () => {
    const destination = `/placement/${samId}/math`;
    const allowed = new Set([`/placement/${samId}/:subject`, "/child-mode", "/child-mode/exit"]);
    let walked = 0;
    for (const route of ROUTES) {
      for (const memberId of [samId, otherFamilyChildId]) {
        const pattern = route.pattern.replace(":memberId", memberId);
        const path = pattern
          .replace(":subject", "math")
          .replace(/:(\w+)/g, "some-$1")
          .replace(/\*$/, "anything");
        const expected = allowed.has(pattern);
        for (const address of [path, path === "/" ? "/_.data" : `${path}.data`]) {
          for (const method of ["GET", "POST"]) {
            const result = await guard(address, method);
            const label = `${method} ${address} (${route.file})`;
            expect(result.reached, label).toBe(expected);
            if (!expected) {
              expect(result.status, label).toBe(303);
              expect(result.location, label).toBe(destination);
            }
            walked += 1;
          }
        }
        if (!route.pattern.includes(":memberId")) break;
      }
    }
    expect(walked).toBeGreaterThan(ROUTES.length * 4 - 1);
    // The daily sessions' child activities (COORD.md) pass; their parent mode does not.
    expect((await guard("/activities/child/some-activity")).reached).toBe(true);
    expect((await guard("/activities/parent/some-activity")).reached).toBe(false);
    // Nor the parent's result page of a placement, nor tricks with the address.
    expect((await guard(`/placement/${samId}/math/result`)).reached).toBe(false);
    expect((await guard(`/placement/${samId}/math/../../../settings`)).reached).toBe(false);
    expect((await guard(`/placement/${encodeURIComponent(samId)}/reading`)).reached).toBe(true);
  });

  it("a page of another child that passes by its address (an activity) sends the child back", async () => {
    const args = () => routeArgs(services, { path: "/activities/child/some-activity", cookie: parent.cookie });
    await expect(refuseOtherChild(args(), samId)).resolves.toBeUndefined();
    const refused = await outcome(() => refuseOtherChild(args(), otherFamilyChildId));
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`/placement/${samId}/math`);
  });

  it("a POST to a refused route changes nothing: its action never runs", async () => {
    let ran = false;
    const args = routeArgs(services, {
      path: "/settings/children",
      cookie: parent.cookie,
      ...form({ intent: "delete", childId: samId }),
    });
    const result = await outcome(() =>
      childModeGuard(args, async () => {
        ran = true;
        return new Response("ran");
      }),
    );
    expect(ran).toBe(false);
    expect(result.status).toBe(303);
    const sam = await database.db.selectFrom("child").select("id").where("id", "=", samId).executeTakeFirst();
    expect(sam?.id).toBe(samId);
  });

  it("the child's pages render in child mode: placement, the exit page; the layout knows", async () => {
    const placement = await call("routes/app/placement.tsx", "loader", {
      path: `/placement/${samId}/math`,
      cookie: parent.cookie,
      params: { memberId: samId, subject: "math" },
    });
    expect(placement.status).toBe(200);
    const layout = await call("routes/app/layout.tsx", "loader", {
      path: `/placement/${samId}/math`,
      cookie: parent.cookie,
    });
    expect((layout.data as { childMode: boolean }).childMode).toBe(true);
    const exitPage = await call("routes/app/child-mode-exit.tsx", "loader", {
      path: "/child-mode/exit",
      cookie: parent.cookie,
    });
    expect(exitPage.data).toMatchObject({ childName: "Sam", hasPin: true, locked: null });
    // The child's home sends the child on to where they belong.
    const home = await call("routes/app/child-mode-home.tsx", "loader", { path: "/child-mode", cookie: parent.cookie });
    expect(home.location).toBe(`/placement/${samId}/math`);
  });

  it("a wrong PIN is refused kindly and changes nothing; a malformed one is explained", async () => {
    const wrong = await exit("1357");
    expect(wrong.status).toBe(400);
    expect((wrong.data as { error: string }).error).toBe(
      "That’s not the PIN. 4 tries left before it locks for 15 minutes.",
    );
    const malformed = await exit("12ab");
    expect(malformed.status).toBe(400);
    expect((malformed.data as { error: string }).error).toBe("Enter the PIN: 4 to 6 digits, numbers only.");
    expect(await childModeOf()).not.toBeNull();
  });

  it("after 5 wrong tries the PIN is locked: even the right one waits; then it ends child mode", async () => {
    for (let index = 0; index < 3; index += 1) expect((await exit("1357")).status).toBe(400);
    const locking = await exit("1357");
    expect(locking.status).toBe(423);
    expect((locking.data as { error: string }).error).toContain("locked after 5 wrong tries");
    const rightButLocked = await exit(PIN);
    expect(rightButLocked.status).toBe(423);
    expect(await childModeOf()).not.toBeNull();
    const page = await call("routes/app/child-mode-exit.tsx", "loader", {
      path: "/child-mode/exit",
      cookie: parent.cookie,
    });
    expect((page.data as { locked: string | null }).locked).toContain("Try again in 15 minutes");

    // The 15 minutes pass.
    await database.db
      .updateTable("parentModePin")
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where("familyId", "=", parent.familyId)
      .execute();
    const right = await exit(PIN);
    expect(right.status).toBe(302);
    expect(right.location).toBe("/dashboard");
    expect(right.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(await childModeOf()).toBeNull();
    expect((await guard("/settings")).reached).toBe(true);
    // Out of child mode, its pages send the parent home.
    const exitPage = await call("routes/app/child-mode-exit.tsx", "loader", {
      path: "/child-mode/exit",
      cookie: parent.cookie,
    });
    expect(exitPage.location).toBe("/dashboard");
  });

  it("the flag dies with the sign-in session: signing out ends it, a new sign-in starts without it", async () => {
    const device = await signIn(services, "child-mode@example.com");
    expect((await start(samId, device.cookie)).status).toBe(302);
    expect(await childModeOf(device.cookie)).not.toBeNull();
    // Only that device: the parent's other session is not in child mode.
    expect(await childModeOf(parent.cookie)).toBeNull();
    await signOut(services, { request: request(device.cookie), clientIp: "192.0.2.9" });
    expect(await childModeOf(device.cookie)).toBeNull();
    const rows = await database.db
      .selectFrom("childModeSession")
      .select("sessionId")
      .where("sessionId", "=", device.parent.session.id)
      .execute();
    expect(rows).toEqual([]);
    const again = await signIn(services, "child-mode@example.com");
    expect(await childModeOf(again.cookie)).toBeNull();
  });

  it("signing out from the exit page is offered only when the family has no PIN left", async () => {
    const device = await signIn(services, "child-mode@example.com");
    await start(samId, device.cookie);
    const signOutForm = () =>
      call("routes/app/child-mode-exit.tsx", "action", {
        path: "/child-mode/exit",
        cookie: device.cookie,
        ...form({ intent: "sign-out" }),
      });
    expect((await signOutForm()).status).toBe(400);
    expect(await childModeOf(device.cookie)).not.toBeNull();
    // A co-parent removes the PIN on another device: nothing can be checked any more.
    const saved = await database.db
      .selectFrom("parentModePin")
      .selectAll()
      .where("familyId", "=", parent.familyId)
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom("parentModePin").where("familyId", "=", parent.familyId).execute();
    const page = await call("routes/app/child-mode-exit.tsx", "loader", {
      path: "/child-mode/exit",
      cookie: device.cookie,
    });
    expect((page.data as { hasPin: boolean }).hasPin).toBe(false);
    expect((await exit(PIN, device.cookie)).status).toBe(409);
    const signedOut = await signOutForm();
    expect(signedOut.location).toBe("/login?signedOut=1");
    expect(await childModeOf(device.cookie)).toBeNull();
    await database.db.insertInto("parentModePin").values(saved).execute();
  });

  it("the cookie cannot switch it off: a tampered signature still finds child mode", async () => {
    const device = await signIn(services, "child-mode@example.com");
    await start(samId, device.cookie);
    const tampered = device.cookie.replace(/(session_token=[^.;]+)\.[^;]*/, "$1.forged");
    expect(tampered).not.toBe(device.cookie);
    expect(await childModeOf(tampered)).not.toBeNull();
    expect((await guard("/dashboard", "GET", tampered)).reached).toBe(false);
  });

  it("the destination: each unfinished placement in turn, then today's session or the calm home", async () => {
    const mode = (await childModeOf(parent.cookie)) ?? {
      memberId: samId,
      familyId: parent.familyId,
      sessionId: parent.parent.session.id,
      startedAt: "",
    };
    await takeTestPlacement(database.db, parent.familyId, samId, "math");
    expect(await childDestination(services, mode)).toBe(`/placement/${samId}/reading`);
    await takeTestPlacement(database.db, parent.familyId, samId, "reading");
    // Both placed: today's session, at its first part, in child mode.
    expect(await childDestination(services, mode)).toMatch(new RegExp(`^/activities/child/[0-9a-f-]{36}$`));
    // An archived child has no pages: the calm home, never a redirect loop.
    await database.db
      .updateTable("child")
      .set({ archivedAt: new Date().toISOString() })
      .where("id", "=", samId)
      .execute();
    expect(await childDestination(services, mode)).toBe(CHILD_MODE_HOME);
    await database.db.updateTable("child").set({ archivedAt: null }).where("id", "=", samId).execute();
  });
});
