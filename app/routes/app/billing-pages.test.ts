/**
 * /settings/plan and /settings/billing as routes (issue 17): a signed-in primary parent's loader
 * data, bad input refused with a clear message and nothing changed, Checkout as a redirect, and
 * no-billing mode. The journeys themselves are in tests/e2e/billing.spec.ts.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { ORIGIN, registerAndSignIn } from "../../../tests/setup/signed-in-parent.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { startFakeStripeApi, type FakeStripeApi } from "../../server/consent/testing/fake-stripe-api.ts";
import * as billingPage from "./settings-billing.tsx";
import * as planPage from "./settings-plan.tsx";

type Outcome = { status: number; data: unknown; location: string | null };

/** What a loader or action answered, returned or thrown. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: null, location: value.headers.get("location") };
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, data, location: null };
}

describe.each(testDialects())("the billing pages on %s", { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let stripeApi: FakeStripeApi;
  let cookie: string;
  let familyId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    stripeApi = await startFakeStripeApi();
    services = createTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_pages",
      STRIPE_WEBHOOK_SECRET: "whsec_pages",
      STRIPE_API_URL: stripeApi.url,
    });
    ({ cookie, familyId } = await registerAndSignIn(services, "billing-pages@example.com", "Pat Parent"));
    await database.db.updateTable("family").set({ hasCOPPAVerification: true }).where("id", "=", familyId).execute();
  });
  afterAll(async () => {
    await stripeApi?.close();
    await database?.destroy();
  });

  function args(path: string, withServices: TestServices, form?: Record<string, string>) {
    const context = new RouterContextProvider();
    context.set(servicesContext, withServices);
    context.set(requestContext, { requestId: "t", cspNonce: "n", logger: withServices.logger, clientIp: "192.0.2.20" });
    const request = new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { cookie, origin: ORIGIN, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    return { request, context, params: {} } as never;
  }

  it("shows the new family's trial on /settings/plan", async () => {
    const loaded = await outcome(() => planPage.loader(args("/settings/plan", services)));
    expect(loaded.status).toBe(200);
    expect(loaded.data).toMatchObject({
      overview: { enabled: true, canManage: true, access: { state: "trial", daysLeft: 30 }, subscription: null },
      checkout: null,
    });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const forms: Record<string, string>[] = [
      { intent: "subscribe", interval: "weekly" },
      { intent: "bogus", interval: "month" },
      {},
    ];
    for (const form of forms) {
      const answer = await outcome(() => planPage.action(args("/settings/plan", services, form)));
      expect(answer).toMatchObject({ status: 400, data: { error: "billing.error.badRequest" } });
    }
    const billing = await outcome(() => billingPage.action(args("/settings/billing", services, { intent: "refund" })));
    expect(billing).toMatchObject({ status: 400, data: { error: "billing.error.badRequest" } });
    expect(stripeApi.calls).toEqual([]);
    const row = await database.db
      .selectFrom("familyBilling")
      .selectAll()
      .where("familyId", "=", familyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stripeCustomerId: null, status: null });
  });

  it("cancelling with no subscription says so; subscribing redirects to Checkout", async () => {
    const cancel = await outcome(() => billingPage.action(args("/settings/billing", services, { intent: "cancel" })));
    expect(cancel).toMatchObject({ status: 409, data: { error: "billing.error.notSubscribed" } });
    const subscribe = await outcome(() =>
      planPage.action(args("/settings/plan", services, { intent: "subscribe", interval: "year" })),
    );
    expect(subscribe.status).toBe(303);
    expect(subscribe.location).toMatch(new RegExp(`^${stripeApi.url}/checkout/cs_test_`));
  });

  it("in no-billing mode the pages say everything is included and nothing can be bought", async () => {
    const bare = createTestServices(database);
    const loaded = await outcome(() => billingPage.loader(args("/settings/billing", bare)));
    expect(loaded.data).toMatchObject({
      overview: { enabled: false, access: { state: "no-billing" } },
      invoices: null,
    });
    const subscribe = await outcome(() =>
      planPage.action(args("/settings/plan", bare, { intent: "subscribe", interval: "month" })),
    );
    expect(subscribe).toMatchObject({ status: 409, data: { error: "billing.error.unavailable" } });
  });
});
