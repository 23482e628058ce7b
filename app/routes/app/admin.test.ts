import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { ORIGIN, registerAndSignIn } from "../../../tests/setup/signed-in-parent.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { changeAdminRole } from "../../server/admin/grant-admin-role.server.ts";
import { loader } from "./admin.tsx";

// Registering hashes a password with scrypt at N=2^17, which takes a while on a busy machine.
describe.each(testDialects())("the /admin loader on %s", { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
  });
  afterAll(() => database?.destroy());

  /** Registers, verifies and signs in a parent whose family has consented; returns their session cookie. */
  async function signedInCookie(email: string): Promise<string> {
    const { cookie, familyId } = await registerAndSignIn(services, email, "Pat Staff");
    // The family has consented, so the route guard lets the parent through to the page.
    await database.db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
    return cookie;
  }

  function load(cookie: string, query = "") {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { requestId: "test", cspNonce: "n", logger: services.logger, clientIp: "192.0.2.10" });
    const request = new Request(`${ORIGIN}/admin${query}`, { headers: { cookie } });
    return loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
  }

  async function statusOf(promise: Promise<unknown>): Promise<number> {
    try {
      await promise;
      return 200;
    } catch (error) {
      if (isRouteErrorResponse(error)) return error.status;
      if (error instanceof Response) return error.status;
      // data(..., { status }) thrown from a loader, before the router turns it into a response.
      if (error && typeof error === "object" && "init" in error) return (error.init as ResponseInit).status ?? 200;
      throw error;
    }
  }

  it("answers 404 to a signed-in parent without the admin role", async () => {
    const cookie = await signedInCookie("parent@example.com");
    expect(await statusOf(load(cookie))).toBe(404);
    expect(await statusOf(load(cookie, "?view=messages"))).toBe(404);
  });

  it("sends a visitor who is not signed in to /login", async () => {
    const status = await statusOf(load(""));
    expect(status).toBe(302);
  });

  it("shows an admin the feedback, the contact messages and the numbers", async () => {
    const cookie = await signedInCookie("staff@example.com");
    await changeAdminRole(database.db, { email: "staff@example.com" });
    const at = new Date().toISOString();
    await database.db
      .insertInto("contactMessage")
      .values([
        {
          id: "m1",
          name: "Old",
          email: "old@example.com",
          topic: "billing",
          message: "First",
          createdAt: "2026-01-01T00:00:00.000Z",
          emailedAt: null,
        },
        {
          id: "m2",
          name: "<b>New</b>",
          email: "new@example.com",
          topic: "general",
          message: "Second",
          createdAt: at,
          emailedAt: at,
        },
      ])
      .execute();
    const result = (await load(cookie, "?view=messages&page=9")) as unknown as {
      data: {
        health: { families: number; parents: number };
        list: { view: string; messages: { rows: { name: string }[]; page: number } };
      };
      init: { headers: Headers } | null;
    };
    expect(result.data.list.view).toBe("messages");
    expect(result.data.list.messages.page).toBe(1);
    expect(result.data.list.messages.rows.map((row) => row.name)).toEqual(["<b>New</b>", "Old"]);
    expect(result.data.health.families).toBe(2);
    expect(result.data.health.parents).toBe(2);
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
  });
});
