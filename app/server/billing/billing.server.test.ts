/**
 * Billing against the fake Stripe API on loopback and signed webhooks, on both databases
 * (issue 17): subscribe monthly, switch to yearly, fail a payment, recover, cancel at period end,
 * resume, the period ends; redelivered and out-of-order events; access at each step; a missed
 * event fixed by reconciliation; the trial reminder sent once; consent from the first charge;
 * co-parents; and no-billing mode.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import {
  insertTestCoParent,
  insertTestParent,
  setTestBilling,
  type TestParent,
} from "../../../tests/setup/factories.ts";
import { handleStripeWebhook } from "../consent/handle-stripe-webhook.server.ts";
import { noticeVersionFor } from "../consent/consent-notice.ts";
import { startFakeStripeApi, type FakeStripeApi } from "../consent/testing/fake-stripe-api.ts";
import type { FakeEvent } from "../consent/testing/fake-stripe-billing.ts";
import { endSubscriptionOfDeletedFamily } from "./end-subscription-on-deletion.server.ts";
import { createFamilyForNewParent } from "../family/create-family.server.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { cancelSubscription } from "./cancel-subscription.server.ts";
import { getFamilyAccess } from "./get-family-access.server.ts";
import { listInvoices } from "./list-invoices.server.ts";
import { openBillingPortal } from "./open-billing-portal.server.ts";
import { reconcileSubscriptions } from "./reconcile-subscriptions.server.ts";
import { resumeSubscription } from "./resume-subscription.server.ts";
import { sendTrialReminders } from "./send-trial-reminders.server.ts";
import { startSubscriptionCheckout } from "./start-subscription-checkout.server.ts";
import { storeSubscription } from "./store-subscription.server.ts";
import { switchBillingInterval } from "./switch-billing-interval.server.ts";

const WEBHOOK_SECRET = "whsec_billingsecret";
const signer = new Stripe("sk_test_signer");
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2027-01-04T10:00:00.000Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);

describe.each(testDialects())("billing on %s", (dialect) => {
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

  const fake = () => stripeApi.billing;
  const row = (familyId: string) =>
    database.db.selectFrom("familyBilling").selectAll().where("familyId", "=", familyId).executeTakeFirstOrThrow();
  async function deliver(events: FakeEvent[], now = fake().now()) {
    const outcomes = [];
    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const result = await handleStripeWebhook(services, { payload, signature }, now);
      if (result.status !== 200) throw new Error(`webhook ${result.status}`);
      outcomes.push(result.outcome.kind);
    }
    return outcomes;
  }
  /** A consented family whose trial started at T0, sent to Checkout and back with the events. */
  async function subscribedFamily(interval: "month" | "year" = "month", { trialDaysLeft = 30 } = {}) {
    const parent = await insertTestParent(database.db, { consented: true });
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(trialDaysLeft).toISOString() });
    fake().setNow(T0);
    const started = await startSubscriptionCheckout(services, parent, interval, T0);
    if (started.status !== "redirect") throw new Error(started.status);
    const sessionId = started.url.split("/").at(-1)!;
    const events = fake().completeCheckout(sessionId);
    return { parent, sessionId, events, subscriptionId: fake().sessions.get(sessionId)!.subscription as string };
  }

  it("starts a 30-day free trial for every new family, with no card", async () => {
    const parent = await insertTestParent(database.db, { consented: true });
    await database.db.deleteFrom("family").where("id", "=", parent.familyId).execute();
    await createFamilyForNewParent(database.db, parent.userId);
    const family = await findFamilyOfParent(database.db, parent.userId);
    const billing = await row(family!.id);
    expect(Date.parse(billing.trialEndsAt) - Date.parse(billing.trialStartedAt)).toBe(30 * DAY);
    expect(billing).toMatchObject({ status: null, stripeCustomerId: null, cancelAtPeriodEnd: false });
    const access = await getFamilyAccess(services, family!.id, new Date(billing.trialStartedAt));
    expect(access).toEqual({ state: "trial", canStartSessions: true, trialEndsAt: billing.trialEndsAt, daysLeft: 30 });
    expect(await getFamilyAccess(services, family!.id, new Date(Date.parse(billing.trialEndsAt) + 1000))).toEqual({
      state: "trial-ended",
      canStartSessions: false,
    });
  });

  it("opens Checkout in subscription mode at the configured price, keeping the rest of the trial", async () => {
    const parent = await insertTestParent(database.db, { consented: true, name: "Dana Parent" });
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(20).toISOString() });
    const result = await startSubscriptionCheckout(services, parent, "year", T0);
    expect(result).toMatchObject({ status: "redirect" });
    const customerCall = stripeApi.calls.findLast((call) => call.path === "/v1/customers")!;
    expect(customerCall.params).toMatchObject({ email: parent.email, "metadata[familyId]": parent.familyId });
    expect(customerCall.idempotencyKey).toBe(`family-customer-${parent.familyId}`);
    const call = stripeApi.calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
    expect(call.params).toMatchObject({
      mode: "subscription",
      customer: (await row(parent.familyId)).stripeCustomerId,
      "line_items[0][price_data][unit_amount]": "14900",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][recurring][interval]": "year",
      "metadata[purpose]": "subscription",
      "subscription_data[metadata][familyId]": parent.familyId,
      "subscription_data[trial_end]": String(Math.floor(at(20).getTime() / 1000)),
      success_url: "http://brightpath.test/settings/plan?checkout=done",
      cancel_url: "http://brightpath.test/settings/plan?checkout=cancelled",
    });
    // Opening Checkout stores no subscription: only Stripe's word does.
    expect((await row(parent.familyId)).status).toBeNull();
    // A second attempt reuses the family's one customer.
    await startSubscriptionCheckout(services, parent, "month", T0);
    expect(
      stripeApi.calls.filter((c) => c.path === "/v1/customers" && c.params["metadata[familyId]"] === parent.familyId),
    ).toHaveLength(1);

    // With less than 48 hours of trial left, Stripe cannot keep a trial: the charge is at once.
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(1).toISOString() });
    await startSubscriptionCheckout(services, parent, "month", T0);
    const last = stripeApi.calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
    expect(last.params["subscription_data[trial_end]"]).toBeUndefined();
  });

  it("subscribe monthly, switch to yearly, fail, recover, cancel, resume, period ends: access at each step", async () => {
    const { parent, events, subscriptionId } = await subscribedFamily("month");
    const familyId = parent.familyId;
    const access = (now: Date) => getFamilyAccess(services, familyId, now);

    expect(await deliver(events)).toEqual(["synced", "synced", "synced"]);
    expect(await row(familyId)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      status: "trialing",
      billingInterval: "month",
      priceAmount: 1900,
      currency: "usd",
      cardBrand: "visa",
      cardLast4: "4242",
      cardExpiry: "12/2030",
      cancelAtPeriodEnd: false,
      subscriptionTrialEndsAt: at(30).toISOString(),
    });
    expect(await access(at(1))).toEqual({
      state: "subscribed",
      canStartSessions: true,
      renewsAt: at(30).toISOString(),
      inTrial: true,
    });
    // The $0 trial invoice is no real charge: it gives no consent evidence and nothing changes.
    expect(await deliver(events)).toEqual(["duplicate", "duplicate", "duplicate"]);

    // Switch to yearly (during the trial: the price changes, the first charge stays on day 30).
    expect(await switchBillingInterval(services, parent, "year", at(2))).toEqual({
      status: "switched",
      interval: "year",
    });
    expect(await row(familyId)).toMatchObject({ billingInterval: "year", priceAmount: 14900 });
    expect(await switchBillingInterval(services, parent, "year", at(2))).toEqual({ status: "unchanged" });

    // The trial ends and the first yearly charge fails: past due, with a grace period.
    fake().setNow(at(30));
    await deliver(fake().failPayment(subscriptionId));
    expect((await row(familyId)).status).toBe("past_due");
    expect(await access(at(31))).toMatchObject({ state: "grace", canStartSessions: true });
    expect(await access(at(38))).toEqual({ state: "payment-failed", canStartSessions: false });

    // The parent fixes the card; Stripe's retry succeeds.
    fake().setNow(at(33));
    await deliver(fake().recoverPayment(subscriptionId));
    const recovered = await row(familyId);
    expect(recovered).toMatchObject({ status: "active", pastDueSince: null });
    expect(await access(at(40))).toEqual({
      state: "subscribed",
      canStartSessions: true,
      renewsAt: recovered.currentPeriodEnd,
      inTrial: false,
    });

    // Cancel in one click: it ends at the period end, and says when.
    const canceled = await cancelSubscription(services, parent, at(40));
    expect(canceled).toEqual({ status: "canceling", endsAt: recovered.currentPeriodEnd });
    expect(await access(at(41))).toEqual({
      state: "canceling",
      canStartSessions: true,
      endsAt: recovered.currentPeriodEnd,
    });
    // Resume before the end; then cancel again.
    expect(await resumeSubscription(services, parent, at(42))).toEqual({ status: "resumed" });
    expect((await row(familyId)).cancelAtPeriodEnd).toBe(false);
    expect(await access(at(42))).toMatchObject({ state: "subscribed" });
    expect(await cancelSubscription(services, parent, at(43))).toMatchObject({ status: "canceling" });
    // The API's own update events arrive too (late): they change nothing.
    await deliver(fake().apiEvents.splice(0));
    expect((await row(familyId)).cancelAtPeriodEnd).toBe(true);

    // The period ends: the subscription is deleted; new sessions pause, nothing is deleted.
    const end = new Date(recovered.currentPeriodEnd!);
    fake().setNow(end);
    await deliver(fake().endPeriod(subscriptionId));
    expect((await row(familyId)).status).toBe("canceled");
    expect(await access(new Date(end.getTime() + DAY))).toEqual({ state: "canceled", canStartSessions: false });
    expect(await resumeSubscription(services, parent, new Date(end.getTime() + DAY))).toEqual({
      status: "not-canceling",
    });
    expect(await database.db.selectFrom("family").select("id").where("id", "=", familyId).execute()).toHaveLength(1);

    // Subscribing again is possible once it has ended.
    const again = await startSubscriptionCheckout(services, parent, "month", new Date(end.getTime() + DAY));
    expect(again.status).toBe("redirect");
  });

  it("redelivered and out-of-order events end in Stripe's current state", async () => {
    const { parent, events, subscriptionId } = await subscribedFamily("month", { trialDaysLeft: 1 });
    fake().setNow(at(1));
    const failed = fake().failPayment(subscriptionId);
    fake().setNow(at(2));
    const recovered = fake().recoverPayment(subscriptionId);
    // Newest first, then the oldest, then everything again.
    await deliver([...recovered].reverse());
    await deliver([...failed, ...events].reverse());
    expect(await row(parent.familyId)).toMatchObject({
      status: "active",
      pastDueSince: null,
      billingInterval: "month",
    });
    expect(await deliver([...events, ...failed, ...recovered])).toEqual(Array(7).fill("duplicate"));
    expect(await getFamilyAccess(services, parent.familyId, at(3))).toMatchObject({ state: "subscribed" });
  });

  it("when Stripe cannot be read, the event is not recorded and the webhook asks Stripe to send it again", async () => {
    const { events } = await subscribedFamily("month");
    const offline = createTestServices(database, { ...services.config, STRIPE_API_URL: "http://127.0.0.1:9" });
    const payload = JSON.stringify(events[1]);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(await handleStripeWebhook(offline, { payload, signature }, T0)).toMatchObject({ status: 503 });
    expect(await database.db.selectFrom("stripeEvent").select("id").where("id", "=", events[1]!.id).execute()).toEqual(
      [],
    );
    // Redelivered once Stripe answers again: applied.
    expect(await deliver([events[1]!])).toEqual(["synced"]);
  });

  it("ignores subscriptions that belong to no family, and records them so a redelivery is a no-op", async () => {
    const { events, subscriptionId } = await subscribedFamily("month");
    const subscription = fake().subscriptions.get(subscriptionId)!;
    const stranger = { ...subscription, customer: "cus_test_stranger", metadata: {} };
    fake().subscriptions.set(subscriptionId, stranger);
    expect(await deliver([events[1]!])).toEqual(["ignored"]);
    expect(await deliver([events[1]!])).toEqual(["duplicate"]);
    fake().subscriptions.set(subscriptionId, subscription);
  });

  it("a slower read of the subscription never overwrites a newer one", async () => {
    const { parent, events, subscriptionId } = await subscribedFamily("month");
    await deliver(events);
    const subscription = fake().subscriptions.get(subscriptionId)!;
    const stale = JSON.parse(JSON.stringify({ ...subscription, status: "past_due" })) as Stripe.Subscription;
    const outcome = await storeSubscription(database.db, stale, { readAt: new Date(Date.now() - 60_000), now: T0 });
    expect(outcome).toEqual({ kind: "stale", familyId: parent.familyId });
    expect((await row(parent.familyId)).status).toBe("trialing");
  });

  it("reconciliation fixes a missed event, once per family across servers", async () => {
    const { parent, subscriptionId } = await subscribedFamily("year");
    // No webhook ever arrives.
    expect((await row(parent.familyId)).status).toBeNull();
    const listCalls = () =>
      stripeApi.calls.filter((c) => c.path === "/v1/subscriptions" && c.params.customer === customer).length;
    const customer = (await row(parent.familyId)).stripeCustomerId;
    const [first, second] = await Promise.all([
      reconcileSubscriptions(services, T0),
      reconcileSubscriptions(services, T0),
    ]);
    expect(first.failed + second.failed).toBe(0);
    expect(listCalls()).toBe(1);
    expect(await row(parent.familyId)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      status: "trialing",
      billingInterval: "year",
    });
    // Not asked again until it is due.
    await reconcileSubscriptions(services, at(0.1));
    expect(listCalls()).toBe(1);
    // A missed deletion, later on.
    fake().subscriptions.get(subscriptionId)!.cancel_at_period_end = true;
    fake().setNow(at(30));
    fake().endPeriod(subscriptionId);
    await reconcileSubscriptions(services, at(30));
    expect((await row(parent.familyId)).status).toBe("canceled");
  });

  it("sends the trial reminder 3 days before the end, exactly once across servers", async () => {
    const soon = await insertTestParent(database.db, { consented: true, name: "Robin" });
    await setTestBilling(database.db, soon.familyId, { trialEndsAt: at(2.5).toISOString() });
    const later = await insertTestParent(database.db, { consented: true });
    await setTestBilling(database.db, later.familyId, { trialEndsAt: at(10).toISOString() });
    const mailsTo = (parent: TestParent) => services.sentMail.filter((mail) => mail.to === parent.email);

    await Promise.all([sendTrialReminders(services, T0), sendTrialReminders(services, T0)]);
    await sendTrialReminders(services, at(0.5));
    expect(mailsTo(soon)).toHaveLength(1);
    expect(mailsTo(later)).toHaveLength(0);
    const [mail] = mailsTo(soon);
    expect(mail!.subject).toBe("Your Brightpath free trial ends on January 6, 2027");
    expect(mail!.text).toMatch(/Hi Robin,/);
    expect(mail!.text).toMatch(/new learning sessions pause until you subscribe/);
    expect(mail!.text).toMatch(/\$19 a month or \$149 a year/);
    expect(mail!.text).toMatch(/http:\/\/brightpath\.test\/settings\/plan/);

    // In the parent's preferred language.
    const spanish = await insertTestParent(database.db, { consented: true, name: "Lucía" });
    await database.db.updateTable("user").set({ language: "es" }).where("id", "=", spanish.userId).execute();
    await setTestBilling(database.db, spanish.familyId, { trialEndsAt: at(2.5).toISOString() });
    await sendTrialReminders(services, T0);
    const [spanishMail] = mailsTo(spanish);
    expect(spanishMail!.subject).toBe("Tu prueba gratis de Brightpath termina el 6 de enero de 2027");
    expect(spanishMail!.text).toMatch(/Hola, Lucía:/);
    expect(spanishMail!.text).toMatch(/\$19 al mes o \$149 al año/);

    // A family that subscribed during the trial is told about the first charge and how to cancel.
    const { parent, events } = await subscribedFamily("month", { trialDaysLeft: 3 });
    await deliver(events);
    await sendTrialReminders(services, T0);
    const [subscribed] = mailsTo(parent);
    expect(subscribed!.text).toMatch(/your card is charged \$19/);
    expect(subscribed!.text).toMatch(/Cancel in one click in Settings > Billing/);
  });

  it("gives the mail back when sending fails, so the next run sends it", async () => {
    const parent = await insertTestParent(database.db, { consented: true });
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(1).toISOString() });
    const failing = {
      ...services,
      mailer: { destination: "memory" as const, send: () => Promise.reject(new Error("SMTP down")) },
    };
    expect((await sendTrialReminders(failing, T0)).failed).toBeGreaterThan(0);
    expect((await row(parent.familyId)).trialReminderSentAt).toBeNull();
    await sendTrialReminders(services, T0);
    expect(services.sentMail.filter((mail) => mail.to === parent.email)).toHaveLength(1);
  });

  it("the first real subscription charge records consent like card consent, without a refund", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(-1).toISOString() });
    fake().setNow(T0);
    const started = await startSubscriptionCheckout(services, parent, "month", T0);
    if (started.status !== "redirect") throw new Error(started.status);
    const events = fake().completeCheckout(started.url.split("/").at(-1)!);
    await deliver(events);
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(true);
    const invoiceId = fake().invoices.findLast(
      (invoice) => invoice.customer === (fake().sessions.get(started.url.split("/").at(-1)!)!.customer as string),
    )!.id;
    const consent = await database.db
      .selectFrom("parentalConsent")
      .selectAll()
      .where("familyId", "=", parent.familyId)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      method: "card",
      status: "confirmed",
      evidenceId: invoiceId,
      parentUserId: parent.userId,
      noticeVersion: noticeVersionFor(null),
    });
    const notice = services.sentMail.findLast((mail) => mail.to === parent.email);
    expect(notice?.subject).toBe("Your first Brightpath payment also verified your consent");
    expect(
      stripeApi.calls.some((call) => call.path === "/v1/refunds" && call.params.payment_intent === invoiceId),
    ).toBe(false);
    expect(await getFamilyAccess(services, parent.familyId, T0)).toMatchObject({ state: "subscribed", inTrial: false });
  });

  it("a charge that records consent names the notice version of the parent's language", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    await database.db.updateTable("user").set({ language: "es" }).where("id", "=", parent.userId).execute();
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(-1).toISOString() });
    fake().setNow(T0);
    const started = await startSubscriptionCheckout(services, parent, "month", T0);
    if (started.status !== "redirect") throw new Error(started.status);
    await deliver(fake().completeCheckout(started.url.split("/").at(-1)!));
    const consent = await database.db
      .selectFrom("parentalConsent")
      .select(["noticeVersion", "status"])
      .where("familyId", "=", parent.familyId)
      .executeTakeFirstOrThrow();
    expect(consent).toEqual({ noticeVersion: noticeVersionFor("es"), status: "confirmed" });
  });

  it("only the primary parent changes billing; a co-parent sees the same access", async () => {
    const { parent, events } = await subscribedFamily("month");
    await deliver(events);
    const coParent = await insertTestCoParent(database.db, parent.familyId);
    expect(await startSubscriptionCheckout(services, coParent, "month", T0)).toEqual({ status: "not-allowed" });
    expect(await cancelSubscription(services, coParent, T0)).toEqual({ status: "not-allowed" });
    expect(await resumeSubscription(services, coParent, T0)).toEqual({ status: "not-allowed" });
    expect(await switchBillingInterval(services, coParent, "year", T0)).toEqual({ status: "not-allowed" });
    expect(await openBillingPortal(services, coParent, T0)).toEqual({ status: "not-allowed" });
    expect((await row(parent.familyId)).cancelAtPeriodEnd).toBe(false);
    // A subscribed family cannot open a second subscription by accident.
    expect(await startSubscriptionCheckout(services, parent, "year", T0)).toEqual({ status: "already-subscribed" });
  });

  it("opens the customer portal and lists invoices with Stripe's hosted links", async () => {
    const { parent, events, subscriptionId } = await subscribedFamily("month", { trialDaysLeft: 0 });
    await deliver(events);
    fake().setNow(at(31));
    await deliver(fake().endPeriod(subscriptionId));
    const portal = await openBillingPortal(services, parent, T0);
    expect(portal).toMatchObject({ status: "redirect" });
    expect(stripeApi.calls.findLast((c) => c.path === "/v1/billing_portal/sessions")?.params.return_url).toBe(
      "http://brightpath.test/settings/billing",
    );
    const listed = await listInvoices(services, parent, T0);
    if (listed.status !== "listed") throw new Error(listed.status);
    expect(listed.invoices).toHaveLength(2);
    expect(listed.invoices[0]).toMatchObject({ amount: 1900, currency: "usd", status: "paid" });
    expect(listed.invoices[0]!.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.com\/i\/in_/);
  });

  it("deleting the primary parent's account ends the subscription at once", async () => {
    const { parent, events, subscriptionId } = await subscribedFamily("month");
    await deliver(events);
    expect(await endSubscriptionOfDeletedFamily(services, parent.userId)).toEqual({ status: "ended" });
    expect(fake().subscriptions.get(subscriptionId)?.status).toBe("canceled");
    const deletions = stripeApi.calls.filter(
      (call) => call.method === "DELETE" && call.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(deletions).toHaveLength(1);
    // A family without a subscription has nothing to end.
    const trial = await insertTestParent(database.db, { consented: true });
    expect(await endSubscriptionOfDeletedFamily(services, trial.userId)).toEqual({ status: "none" });
  });

  it("no-billing mode: full product, nothing asks for a card, no reminders", async () => {
    const bare = createTestServices(database);
    const parent = await insertTestParent(database.db, { consented: true });
    await setTestBilling(database.db, parent.familyId, { trialEndsAt: at(-10).toISOString() });
    expect(await getFamilyAccess(bare, parent.familyId, T0)).toEqual({ state: "no-billing", canStartSessions: true });
    expect(await startSubscriptionCheckout(bare, parent, "month", T0)).toEqual({ status: "unavailable" });
    expect(await cancelSubscription(bare, parent, T0)).toEqual({ status: "unavailable" });
    expect(await sendTrialReminders(bare, at(-11))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await reconcileSubscriptions(bare, T0)).toEqual({ checked: 0, changed: 0, failed: 0 });
  });
});
