/**
 * Card consent against a fake Stripe API on loopback, on both databases: the Checkout Session we
 * create, and signed webhooks (generateTestHeaderString) — a valid event confirms once, a replay
 * changes nothing, a bad signature is a 400, an unknown family is ignored, late events change
 * nothing; the charge is refunded and the account holder told.
 */
import Stripe from "stripe";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { newId } from "../../../db/ids.ts";
import { servicesContext } from "../../context.ts";
import { action as webhookRoute } from "../../routes/api/stripe-webhook.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { confirmConsentByToken } from "./confirm-consent-by-token.server.ts";
import { NOTICE_VERSION } from "./consent-notice.ts";
import { handleStripeWebhook } from "./handle-stripe-webhook.server.ts";
import { requestEmailConsent } from "./request-email-consent.server.ts";
import { revokeConsentByToken } from "./revoke-consent.server.ts";
import { sendDueConsentFollowUps } from "./send-consent-follow-ups.server.ts";
import { startCardConsent } from "./start-card-consent.server.ts";
import { checkoutCompletedEvent, startFakeStripeApi, type FakeStripeApi } from "./testing/fake-stripe-api.ts";
import { actionLinkIn, insertTestChild, insertTestParent, type TestParent } from "../../../tests/setup/factories.ts";

const WEBHOOK_SECRET = "whsec_testsecret";
const signer = new Stripe("sk_test_signer");

function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe.each(testDialects())("card consent on %s", (dialect) => {
  let database: TestDatabase;
  let services: TestServices;
  let stripeApi: FakeStripeApi;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    stripeApi = await startFakeStripeApi();
    services = createTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_brightpath",
      STRIPE_PUBLISHABLE_KEY: "pk_test_brightpath",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    });
  });
  afterAll(async () => {
    await stripeApi.close();
    await database.destroy();
  });

  const consentRow = (id: string) =>
    database.db.selectFrom("parentalConsent").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const familyFlag = async (parent: TestParent) =>
    (await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification;
  const refundCalls = () => stripeApi.calls.filter((call) => call.path === "/v1/refunds");
  const mailsTo = (parent: TestParent) => services.sentMail.filter((mail) => mail.to === parent.email);

  /** A parent who has been sent to Checkout: their pending consent and the session Stripe made. */
  async function startCheckout(parent: TestParent) {
    const result = await startCardConsent(services, parent);
    if (result.status !== "redirect") throw new Error(result.status);
    const call = stripeApi.calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
    const consentId = call.params["metadata[consentId]"]!;
    const row = await consentRow(consentId);
    return { url: result.url, call, consentId, sessionId: row.evidenceId!, metadata: metadataOf(call.params) };
  }

  function metadataOf(params: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
    );
  }

  it("opens a Stripe Checkout Session for a refunded verification charge, paid by card", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const { url, call, consentId, sessionId } = await startCheckout(parent);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(call.authorization).toBe("Bearer sk_test_brightpath");
    expect(call.idempotencyKey).toBe(`coppa-checkout-${consentId}`);
    expect(call.params).toMatchObject({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      customer_email: parent.email,
      client_reference_id: consentId,
      "metadata[purpose]": "coppa-verification",
      "metadata[familyId]": parent.familyId,
      "line_items[0][price_data][unit_amount]": "50",
      "line_items[0][price_data][currency]": "usd",
      success_url: "http://brightpath.test/coppa-verification?checkout=returned",
      cancel_url: "http://brightpath.test/coppa-verification?checkout=cancelled",
    });
    expect(await consentRow(consentId)).toMatchObject({
      status: "pending",
      method: "card",
      parentUserId: parent.userId,
      noticeVersion: NOTICE_VERSION,
    });
    // Opening Checkout records no consent: only the webhook does.
    expect(await familyFlag(parent)).toBe(false);
  });

  it("a valid signed event confirms consent once, refunds the charge and tells the account holder", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const { consentId, sessionId, metadata } = await startCheckout(parent);
    const event = checkoutCompletedEvent({ sessionId, metadata, paymentIntent: "pi_test_valid" });
    const now = new Date("2026-11-21T15:00:00.000Z");

    const result = await handleStripeWebhook(services, signed(event), now);
    expect(result).toEqual({ status: 200, outcome: { kind: "confirmed", consentId, familyId: parent.familyId } });
    expect(await familyFlag(parent)).toBe(true);
    expect(await consentRow(consentId)).toMatchObject({
      status: "confirmed",
      method: "card",
      confirmedAt: now.toISOString(),
      noticeVersion: NOTICE_VERSION,
      parentUserId: parent.userId,
      evidenceId: "pi_test_valid",
      followUpSentAt: now.toISOString(),
    });
    const stored = await database.db.selectFrom("stripeEvent").selectAll().where("id", "=", event.id).execute();
    expect(stored).toEqual([{ id: event.id, type: "checkout.session.completed", processedAt: now.toISOString() }]);

    const refunds = refundCalls().filter((call) => call.params.payment_intent === "pi_test_valid");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe("coppa-refund-pi_test_valid");
    const [notice] = mailsTo(parent);
    expect(notice?.subject).toMatch(/charged your card \$0\.50/);
    expect(notice?.text).toMatch(/refunded in full/);
    expect(actionLinkIn(notice!.text).mode).toBe("revokeConsent");

    // Replayed (Stripe retries, or an attacker resends a captured request): nothing changes.
    const replay = await handleStripeWebhook(services, signed(event), new Date("2026-11-21T16:00:00.000Z"));
    expect(replay).toEqual({ status: 200, outcome: { kind: "duplicate" } });
    expect((await consentRow(consentId)).confirmedAt).toBe(now.toISOString());
    expect(refundCalls().filter((call) => call.params.payment_intent === "pi_test_valid")).toHaveLength(1);
    expect(mailsTo(parent)).toHaveLength(1);
  });

  it("refuses a bad or missing signature with 400 and stores nothing", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const { sessionId, metadata } = await startCheckout(parent);
    const event = checkoutCompletedEvent({ sessionId, metadata });
    const forged = signed(event, "whsec_not_the_secret");
    expect(await handleStripeWebhook(services, forged)).toMatchObject({ status: 400 });
    // A valid signature over a different body does not carry over to a tampered one.
    const genuine = signed(event);
    const tampered = { payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature };
    expect(await handleStripeWebhook(services, tampered)).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(services, { payload: genuine.payload, signature: null })).toMatchObject({
      status: 400,
    });
    expect(await database.db.selectFrom("stripeEvent").select("id").where("id", "=", event.id).execute()).toEqual([]);
    expect(await familyFlag(parent)).toBe(false);
  });

  it("ignores an event for an unknown family or request, and events that are not card consent", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const { sessionId, metadata } = await startCheckout(parent);
    const unknown = checkoutCompletedEvent({
      sessionId,
      metadata: { purpose: "coppa-verification", consentId: newId(), familyId: newId() },
    });
    expect(await handleStripeWebhook(services, signed(unknown))).toEqual({ status: 200, outcome: { kind: "ignored" } });
    // Right request, wrong family: ignored too.
    const mismatched = checkoutCompletedEvent({ sessionId, metadata: { ...metadata, familyId: newId() } });
    expect((await handleStripeWebhook(services, signed(mismatched))).status).toBe(200);
    const billing = checkoutCompletedEvent({ sessionId: "cs_test_billing", metadata: { purpose: "subscription" } });
    expect(await handleStripeWebhook(services, signed(billing))).toEqual({ status: 200, outcome: { kind: "ignored" } });
    const unpaid = checkoutCompletedEvent({ sessionId, metadata, paymentStatus: "unpaid" });
    expect(await handleStripeWebhook(services, signed(unpaid))).toEqual({ status: 200, outcome: { kind: "ignored" } });
    const other = { ...checkoutCompletedEvent({ sessionId, metadata }), type: "customer.created" };
    expect(await handleStripeWebhook(services, signed(other))).toEqual({ status: 200, outcome: { kind: "ignored" } });
    expect(await familyFlag(parent)).toBe(false);
    // Each was recorded, so a redelivery is a cheap no-op.
    expect(await handleStripeWebhook(services, signed(unknown))).toEqual({
      status: 200,
      outcome: { kind: "duplicate" },
    });
  });

  it("is order-independent: a late payment or an expiry after the fact changes no consent", async () => {
    // Consent confirmed by e-mail while an older checkout was still open…
    const parent = await insertTestParent(database.db, { consented: false });
    const open = await startCheckout(parent);
    const emailServices = { ...services, config: { ...services.config, STRIPE_SECRET_KEY: undefined } };
    await requestEmailConsent(emailServices, parent);
    const { token } = actionLinkIn(mailsTo(parent).at(-1)!.text);
    expect((await confirmConsentByToken(services, token)).status).toBe("confirmed");
    await insertTestChild(database.db, parent.familyId);

    // …then the old checkout is paid: consent unchanged, the money goes back.
    const late = checkoutCompletedEvent({ ...open, paymentIntent: "pi_test_late" });
    expect(await handleStripeWebhook(services, signed(late))).toEqual({
      status: 200,
      outcome: { kind: "paid-too-late", consentId: open.consentId, paymentIntentId: "pi_test_late" },
    });
    expect(await consentRow(open.consentId)).toMatchObject({ status: "superseded", confirmedAt: null });
    expect(refundCalls().some((call) => call.params.payment_intent === "pi_test_late")).toBe(true);

    // An expiry arriving after a confirmation does not undo it.
    const second = await insertTestParent(database.db, { consented: false });
    const checkout = await startCheckout(second);
    const paid = checkoutCompletedEvent({ ...checkout, paymentIntent: "pi_test_second" });
    await handleStripeWebhook(services, signed(paid));
    const expired = checkoutCompletedEvent({ ...checkout, type: "checkout.session.expired", paymentStatus: "unpaid" });
    expect(await handleStripeWebhook(services, signed(expired))).toEqual({ status: 200, outcome: { kind: "ignored" } });
    expect(await familyFlag(second)).toBe(true);

    // A payment confirmed after the parent revoked does not bring consent back.
    const { token: revokeToken } = actionLinkIn(mailsTo(second).at(-1)!.text);
    expect((await revokeConsentByToken(services, revokeToken)).status).toBe("revoked");
    const redelivered = checkoutCompletedEvent({ ...checkout, paymentIntent: "pi_test_second" });
    expect((await handleStripeWebhook(services, signed(redelivered))).status).toBe(200);
    expect(await familyFlag(second)).toBe(false);
  });

  it("keeps the notice back until the refund succeeds, and the sweep retries it", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const checkout = await startCheckout(parent);
    stripeApi.failRefunds(1);
    const event = checkoutCompletedEvent({ ...checkout, paymentIntent: "pi_test_retry" });
    const result = await handleStripeWebhook(services, signed(event));
    expect(result).toMatchObject({ status: 200, outcome: { kind: "confirmed" } });
    expect(await familyFlag(parent)).toBe(true);
    expect(mailsTo(parent)).toEqual([]);
    expect((await consentRow(checkout.consentId)).followUpSentAt).toBeNull();

    await sendDueConsentFollowUps(services);
    expect(mailsTo(parent)).toHaveLength(1);
    expect(refundCalls().filter((call) => call.params.payment_intent === "pi_test_retry")).toHaveLength(2);
  });

  it("the route reads the raw body and answers 400 to a bad signature, 200 to a good one", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const checkout = await startCheckout(parent);
    const { payload, signature } = signed(checkoutCompletedEvent({ ...checkout, paymentIntent: "pi_test_route" }));
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const post = (sig: string) =>
      webhookRoute({
        request: new Request("http://brightpath.test/api/stripe/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": sig },
          body: payload,
        }),
        context,
        params: {},
      } as unknown as Parameters<typeof webhookRoute>[0]);
    const bad = (await post(`${signature}0`)) as { init: ResponseInit | null };
    expect(bad.init?.status).toBe(400);
    const good = (await post(signature)) as { data: unknown; init: ResponseInit | null };
    expect(good.data).toEqual({ received: true });
    expect(await familyFlag(parent)).toBe(true);
  });

  it("answers 404 when Stripe is not configured", async () => {
    const bare = createTestServices(database);
    expect(await handleStripeWebhook(bare, signed({ id: "evt_x" }))).toMatchObject({ status: 404 });
    expect(await startCardConsent(bare, await insertTestParent(database.db, { consented: false }))).toEqual({
      status: "unavailable",
    });
  });
});
