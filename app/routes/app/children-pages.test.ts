/**
 * The children's pages as the router calls them, with real sessions: every loader and action is
 * scoped to the signed-in parent's family (SECURITY.md "Access"), and nothing about a child is
 * written before consent.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, linkTokenSentTo, type TestServices } from "../../../tests/setup/test-services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { completeEmailLink, registerParent, signInWithPassword } from "../../server/auth/sign-in.server.ts";
import { createChild } from "../../server/children/create-child.server.ts";
import { findFamilyOfParent } from "../../server/family/find-family.server.ts";
import { loader as exportLoader } from "../resources/family-export.ts";
import * as childSetup from "./child-setup.tsx";
import * as dashboard from "./dashboard.tsx";
import * as settings from "./settings-children.tsx";
import { childValues } from "../../../tests/setup/factories.ts";

const ORIGIN = "http://brightpath.test";
const PASSWORD = "correct horse battery";
const facts = () => ({ request: new Request(`${ORIGIN}/register`, { method: "POST" }), clientIp: "192.0.2.20" });

type Parent = { cookie: string; userId: string; familyId: string; childId: string };
type Outcome = { status: number; location?: string | null; data?: unknown; headers?: Headers };

/** What the router would answer: thrown redirects and data(..., { status }) included. */
async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), headers: value.headers };
  }
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value.init ?? {}) as ResponseInit;
    return { status: init.status ?? 200, data: value.data, headers: new Headers(init.headers) };
  }
  return { status: 200, data: value };
}

describe.each(testDialects())("the children's pages on %s", { timeout: 90_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let lopez: Parent;
  let chen: Parent;

  async function signUp(email: string, name: string, consented: boolean): Promise<Parent> {
    await registerParent(services, { name, email, password: PASSWORD, acceptTerms: "on" }, facts());
    const { token } = await linkTokenSentTo(services, email);
    await completeEmailLink(services, "verifyEmail", token, {}, facts());
    const signedIn = await signInWithPassword(services, { email, password: PASSWORD }, facts());
    if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const user = await database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const family = (await findFamilyOfParent(database.db, user.id))!;
    let childId = "";
    if (consented) {
      await database.db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", family.id).execute();
      const created = await createChild(database.db, family.id, childValues({ displayName: `${name}'s child` }));
      if (created.status === "created") childId = created.childId;
    }
    return { cookie, userId: user.id, familyId: family.id, childId };
  }

  function args(parent: Parent | null, path: string, form?: Record<string, string | string[]>) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { requestId: "t", cspNonce: "n", logger: services.logger, clientIp: "192.0.2.20" });
    const headers: Record<string, string> = parent ? { cookie: parent.cookie } : {};
    let body: FormData | undefined;
    if (form) {
      body = new FormData();
      for (const [name, value] of Object.entries(form)) {
        for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
      }
    }
    const request = new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers,
      ...(body ? { body } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's full argument object is not needed here
    return { request, context, params: {} } as any;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    lopez = await signUp("maria@example.com", "Maria", true);
    chen = await signUp("wei@example.com", "Wei", true);
    // Two registrations hash two passwords with scrypt at N=2^17: slow on a busy machine.
  }, 60_000);
  afterAll(() => database?.destroy());

  it("shows each family only its own children, never cached by the browser", async () => {
    const result = await outcome(dashboard.loader(args(lopez, "/dashboard")));
    expect(result.status).toBe(200);
    expect((result.data as { children: { displayName: string }[] }).children.map((child) => child.displayName)).toEqual(
      ["Maria's child"],
    );
    expect(result.headers?.get("Cache-Control")).toBe("no-store");
  });

  it("keeps the children's data when the family comes back after a retention warning", async () => {
    await database.db
      .updateTable("child")
      .set({ lastActiveAt: "2025-01-01T00:00:00.000Z", retentionWarningSentAt: "2025-12-01T00:00:00.000Z" })
      .where("id", "=", chen.childId)
      .execute();
    const result = await outcome(dashboard.loader(args(chen, "/dashboard")));
    expect(result.data).toMatchObject({ warningsLifted: ["Wei's child"] });
    const child = await database.db
      .selectFrom("child")
      .select(["lastActiveAt", "retentionWarningSentAt"])
      .where("id", "=", chen.childId)
      .executeTakeFirstOrThrow();
    expect(child.retentionWarningSentAt).toBeNull();
    expect(Date.now() - new Date(child.lastActiveAt).getTime()).toBeLessThan(60_000);
  });

  it("sends a visitor who is not signed in to /login", async () => {
    const result = await outcome(dashboard.loader(args(null, "/dashboard")));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login?redirectTo=%2Fdashboard");
  });

  it("answers 404 to every action and page on another family's child, and changes nothing", async () => {
    const theirs = chen.childId;
    const attempts: (() => Promise<unknown>)[] = [
      () => dashboard.action(args(lopez, "/dashboard", { intent: "personalize", childId: theirs })),
      () => settings.loader(args(lopez, `/settings/children?edit=${theirs}`)),
      () => settings.loader(args(lopez, `/settings/children?delete=${theirs}`)),
      () => settings.loader(args(lopez, `/settings/children?remove=${chen.userId}`)),
      ...["archive", "unarchive", "delete"].map(
        (intent) => () => settings.action(args(lopez, "/settings/children", { intent, childId: theirs })),
      ),
      () =>
        settings.action(
          args(lopez, "/settings/children", {
            intent: "update",
            childId: theirs,
            ...childValues({ displayName: "Hacked" }),
          }),
        ),
      () => settings.action(args(lopez, "/settings/children", { intent: "remove-parent", userId: chen.userId })),
    ];
    for (const attempt of attempts) {
      const result = await outcome(attempt());
      expect(result.status).toBe(404);
      expect(JSON.stringify(result.data ?? "")).not.toContain("Wei");
    }
    const child = await database.db.selectFrom("child").selectAll().where("id", "=", theirs).executeTakeFirstOrThrow();
    expect(child).toMatchObject({ displayName: "Wei's child", hasPersonalizedPlan: false, archivedAt: null });
  });

  it("personalizes the family's own child", async () => {
    const result = await outcome(
      dashboard.action(args(lopez, "/dashboard", { intent: "personalize", childId: lopez.childId })),
    );
    expect(result.status).toBe(200);
    const child = await database.db
      .selectFrom("child")
      .select("hasPersonalizedPlan")
      .where("id", "=", lopez.childId)
      .executeTakeFirstOrThrow();
    expect(child.hasPersonalizedPlan).toBe(true);
  });

  it("adds a child and goes to the dashboard, or keeps what was typed with messages by the fields", async () => {
    const invalid = await outcome(
      childSetup.action(args(lopez, "/child-setup", { ...childValues({ displayName: "Lu", interests: ["space"] }) })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      status: "invalid",
      errors: { interests: "children.form.error.interests?min=3" },
      values: { displayName: "Lu", interests: ["space"] },
    });
    const created = await outcome(
      childSetup.action(
        args(lopez, "/authenticated-app/child-setup", {
          ...childValues({ displayName: "Lu", familyId: chen.familyId }),
        }),
      ),
    );
    expect(created).toMatchObject({ status: 302, location: "/dashboard" });
    const lu = await database.db.selectFrom("child").select("familyId").where("displayName", "=", "Lu").execute();
    expect(lu).toEqual([{ familyId: lopez.familyId }]);
  });

  it("writes no child data before consent: the gate first, and a 403 where there is no consented family", async () => {
    const newcomer = await signUp("new@example.com", "Newcomer", false);
    const gated = await outcome(
      childSetup.action(args(newcomer, "/child-setup", childValues({ displayName: "Early" }))),
    );
    expect(gated).toMatchObject({ status: 302, location: "/coppa-gate" });
    // A parent whose family record is missing passes the guard (SPEC.md §2 step 6) but still cannot write.
    await database.db.deleteFrom("family").where("id", "=", newcomer.familyId).execute();
    const refused = await outcome(
      childSetup.action(args(newcomer, "/child-setup", childValues({ displayName: "Early" }))),
    );
    expect(refused.status).toBe(403);
    const refusedToo = await outcome(
      dashboard.action(args(newcomer, "/dashboard", { intent: "personalize", childId: lopez.childId })),
    );
    expect(refusedToo.status).toBe(403);
    expect(await database.db.selectFrom("child").select("id").where("displayName", "=", "Early").execute()).toEqual([]);
  });

  it("downloads the family's own data as a JSON attachment", async () => {
    const response = (await exportLoader(args(lopez, "/settings/children/export"))) as Response;
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="brightpath-family-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.text();
    const exported = JSON.parse(body) as { parents: { email: string }[]; children: { displayName: string }[] };
    expect(exported.parents.map((parent) => parent.email)).toEqual(["maria@example.com"]);
    expect(exported.children.map((child) => child.displayName).sort()).toEqual(["Lu", "Maria's child"]);
    expect(body).not.toContain("wei@example.com");
    expect(body).not.toContain("Wei's child");
  });

  it("edits, archives and deletes the family's own child, redirecting with a notice", async () => {
    const edit = await outcome(settings.loader(args(lopez, `/settings/children?edit=${lopez.childId}`)));
    expect(edit.data).toMatchObject({ editingId: lopez.childId });
    const saved = await outcome(
      settings.action(
        args(lopez, "/settings/children", {
          intent: "update",
          childId: lopez.childId,
          ...childValues({ displayName: "Ana" }),
        }),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: "/settings/children?notice=saved" });
    const archived = await outcome(
      settings.action(args(lopez, "/settings/children", { intent: "archive", childId: lopez.childId })),
    );
    expect(archived.location).toBe("/settings/children?notice=archived");
    const deleted = await outcome(
      settings.action(args(lopez, "/settings/children", { intent: "delete", childId: lopez.childId })),
    );
    expect(deleted.location).toBe("/settings/children?notice=deleted");
    expect(await database.db.selectFrom("child").select("id").where("id", "=", lopez.childId).execute()).toEqual([]);
  });

  it("refuses requests it does not understand", async () => {
    const result = await outcome(settings.action(args(lopez, "/settings/children", { intent: "drop-tables" })));
    expect(result.status).toBe(400);
  });
});
