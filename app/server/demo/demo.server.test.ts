import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestChild } from "../../../tests/setup/factories.ts";
import { outcome, routeArgs } from "../../../tests/setup/route-args.ts";
import { registerAndSignIn, type TestParent } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { requireParent } from "../auth/require-parent.server.ts";
import { ensureDemoFamily, findDemoFamily, isDemoParentEmail } from "./demo-family.server.ts";
import { demoGuard } from "./demo-guard.server.ts";
import { demoAllowsChange, demoAllowsReading, demoMemberPage, refusedDestination } from "./demo-paths.ts";
import { enterDemo, getDemoMode, leaveDemo } from "./demo-session.server.ts";

describe("what a demo session may reach", () => {
  it("reads the family's pages and the public site, and nothing that stores something", () => {
    for (const path of [
      "/demo",
      "/authenticated-app/demo",
      "/dashboard",
      "/dashboard.data",
      "/calendar",
      "/activities",
      "/member-details/abc",
      "/learning-plan/abc",
      "/placement/abc/math/result",
      "/progress/abc",
      "/progress/abc/day-7",
      "/progress/abc/math.pdf",
      "/",
      "/pricing",
    ])
      expect(demoAllowsReading(path), path).toBe(true);
    for (const path of [
      "/child-setup",
      "/settings",
      "/settings/children/export",
      "/placement/abc/math",
      "/activities/parent/abc",
      "/child-mode/start",
      "/assignments",
      "/admin",
      "/dev/mailbox",
      "/api/functions/buildReportPdf",
    ])
      expect(demoAllowsReading(path), path).toBe(false);
    expect(demoAllowsChange("/demo")).toBe(true);
    expect(demoAllowsChange("/logout")).toBe(true);
    for (const path of ["/dashboard", "/learning-plan/abc", "/api/functions/buildReportPdf", "/settings"])
      expect(demoAllowsChange(path), path).toBe(false);
  });

  it("knows which child a demo page is about, and the same page for another child", () => {
    for (const [path, moved] of [
      ["/member-details/old", "/member-details/new"],
      ["/member-details/old.data", "/member-details/new"],
      ["/learning-plan/old", "/learning-plan/new"],
      ["/placement/old/math/result", "/placement/new/math/result"],
      ["/progress/old", "/progress/new"],
      ["/progress/old/day-7", "/progress/new/day-7"],
      ["/progress/old/reading.pdf", "/progress/new/reading.pdf"],
    ] as const) {
      const page = demoMemberPage(path);
      expect(page?.memberId, path).toBe("old");
      expect(page?.pathFor("new"), path).toBe(moved);
    }
    for (const path of ["/dashboard", "/calendar", "/placement/old/math", "/demo"])
      expect(demoMemberPage(path)).toBeNull();
  });

  it("sends a refused change back to the readable page it came from, with the kind message", () => {
    const origin = "http://brightpath.test";
    expect(refusedDestination(`${origin}/learning-plan/abc`, origin)).toBe("/learning-plan/abc?demo=read-only");
    expect(refusedDestination(`${origin}/settings`, origin)).toBe("/demo?demo=read-only");
    expect(refusedDestination("https://elsewhere.example/dashboard", origin)).toBe("/demo?demo=read-only");
    expect(refusedDestination(null, origin)).toBe("/demo?demo=read-only");
  });
});

describe.each(testDialects())("the demo family on %s", { timeout: 300_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let visitor: TestParent;
  let ownChild: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    visitor = await registerAndSignIn(services, `visitor-${kind}@example.com`);
    await db().updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", visitor.familyId).execute();
    ownChild = await insertTestChild(db(), visitor.familyId, "Ana");
  }, 300_000);
  afterAll(() => database?.destroy());

  it("is built once when two servers ask at the same time, with two children, their month and an assignment", async () => {
    const [first, second] = await Promise.all([
      ensureDemoFamily(services, { historyDays: 9 }),
      ensureDemoFamily(services, { historyDays: 9 }),
    ]);
    expect(first.status).toBe("ready");
    expect(second).toEqual(first);
    const demoAccounts = await db().selectFrom("user").select("email").execute();
    expect(demoAccounts.filter((user) => isDemoParentEmail(user.email))).toHaveLength(1);
    if (first.status !== "ready") return;
    const children = await db()
      .selectFrom("child")
      .select(["id", "displayName", "grade"])
      .where("familyId", "=", first.familyId)
      .orderBy("grade")
      .execute();
    expect(children.map((child) => [child.displayName, child.grade])).toEqual([
      ["Maya", 4],
      ["Leo", 7],
    ]);
    const sessions = await db()
      .selectFrom("dailySession")
      .select("id")
      .where(
        "childId",
        "in",
        children.map((child) => child.id),
      )
      .execute();
    expect(sessions.length).toBeGreaterThan(4);
    const assignments = await db()
      .selectFrom("assignment")
      .selectAll()
      .where("familyId", "=", first.familyId)
      .execute();
    expect(assignments).toHaveLength(1);
    // Asked again on the same day: the same family, nothing rebuilt.
    expect(await ensureDemoFamily(services, { historyDays: 9 })).toEqual(first);
  });

  it("shows a session in the demo the demo family, read-only, until it leaves", async () => {
    const demo = (await findDemoFamily(db()))!;
    const page = (path: string, method = "GET") =>
      routeArgs(services, {
        path,
        method,
        cookie: visitor.cookie,
        ...(method === "POST" ? { body: new URLSearchParams({ intent: "personalize" }) } : {}),
      });
    // Before: the visitor's own family.
    expect((await requireParent(page("/dashboard"))).family?.id).toBe(visitor.familyId);
    expect(await getDemoMode(services, page("/dashboard").request)).toBeNull();

    await enterDemo(services, visitor.parent.session.id);
    const inDemo = await requireParent(page("/dashboard"));
    expect(inDemo.demo).toBe(true);
    expect(inDemo.family).toMatchObject({ id: demo.familyId, hasCOPPAVerification: true });

    // Every change is refused before any action runs, and a page that would store something too.
    let reached = false;
    const next = async () => {
      reached = true;
      return new Response("ok");
    };
    const refused = await outcome(() => demoGuard(page(`/learning-plan/${ownChild}`, "POST"), next));
    expect(refused.status).toBe(303);
    expect(refused.location).toBe("/demo?demo=read-only");
    expect((await outcome(() => demoGuard(page("/child-setup"), next))).location).toBe("/demo?demo=read-only");
    expect(reached).toBe(false);
    expect((await outcome(() => demoGuard(page("/calendar"), next))).status).toBe(200);
    expect(reached).toBe(true);

    await leaveDemo(services, visitor.parent.session.id);
    const back = await requireParent(page("/dashboard"));
    expect(back.demo).toBe(false);
    expect(back.family?.id).toBe(visitor.familyId);
  });

  it("rebuilt the next day: a page of the old family still open moves to the same child of the new one", async () => {
    const first = (await findDemoFamily(db()))!;
    const mayaOf = async (familyId: string) =>
      (
        await db()
          .selectFrom("child")
          .select("id")
          .where("familyId", "=", familyId)
          .where("displayName", "=", "Maya")
          .executeTakeFirstOrThrow()
      ).id;
    const oldMaya = await mayaOf(first.familyId);
    const rebuild = async (daysLater: number) => {
      const before = (await findDemoFamily(db()))!.familyId;
      const now = new Date(Date.now() + daysLater * 86_400_000);
      // The stale family is shown at once while the new one is built in the background.
      expect(await ensureDemoFamily(services, { now, historyDays: 9 })).toMatchObject({ familyId: before });
      for (let tries = 0; (await findDemoFamily(db()))!.familyId === before; tries++) {
        if (tries > 1200) throw new Error("the demo family was not rebuilt");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return (await findDemoFamily(db()))!;
    };
    const second = await rebuild(1);
    const newMaya = await mayaOf(second.familyId);
    await enterDemo(services, visitor.parent.session.id);
    const next = async () => new Response("ok");
    const get = (path: string) => routeArgs(services, { path, cookie: visitor.cookie });
    for (const [path, moved] of [
      [`/member-details/${oldMaya}?skill=x`, `/member-details/${newMaya}?skill=x`],
      [`/learning-plan/${oldMaya}.data?_routes=routes%2Fapp%2Flearning-plan`, `/learning-plan/${newMaya}`],
      [`/progress/${oldMaya}/day-7`, `/progress/${newMaya}/day-7`],
    ] as const) {
      const answer = await outcome(() => demoGuard(get(path), next));
      expect(answer.status, path).toBe(303);
      expect(answer.location, path).toBe(moved);
    }
    // Today's pages, and a real family's child, go on as before (the latter: "not found" there).
    expect((await outcome(() => demoGuard(get(`/member-details/${newMaya}`), next))).status).toBe(200);
    expect((await outcome(() => demoGuard(get(`/member-details/${ownChild}`), next))).status).toBe(200);
    await leaveDemo(services, visitor.parent.session.id);

    // The next rebuild deletes the family two builds old; the one it replaced stays a day.
    const third = await rebuild(2);
    const families = await db().selectFrom("family").select("id").execute();
    const ids = families.map((family) => family.id);
    expect(ids).toContain(third.familyId);
    expect(ids).toContain(second.familyId);
    expect(ids).not.toContain(first.familyId);
    const accounts = await db().selectFrom("user").select("email").execute();
    expect(accounts.filter((user) => isDemoParentEmail(user.email))).toHaveLength(2);
  });
});
