/**
 * Billing's part of the fake Stripe API (issue 17): customers, Checkout Sessions in subscription
 * mode, subscriptions, invoices and portal sessions, held in memory with a clock tests can set.
 * Test helpers play what Stripe and the card holder would do (complete Checkout, a renewal, a
 * failed payment, the end of a period) and return the events Stripe would send, as snapshots at
 * that moment, so tests can deliver them in any order, twice, or not at all.
 */
import { randomBytes } from "node:crypto";

export type FakeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
};

type Interval = "month" | "year";
type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  default_payment_method: Record<string, unknown> | null;
  latest_invoice: string | null;
  items: { object: "list"; data: FakeItem[] };
};
type FakeItem = {
  id: string;
  object: "subscription_item";
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  price: {
    id: string;
    object: "price";
    product: string;
    unit_amount: number;
    currency: string;
    recurring: { interval: Interval };
  };
};
type FakeInvoice = Record<string, unknown> & { id: string; customer: string; created: number };
type FakeSession = Record<string, unknown> & { id: string; params: Record<string, string> };

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export type FakeStripeBilling = ReturnType<typeof createFakeStripeBilling>;

export function createFakeStripeBilling(baseUrl: () => string) {
  let now = Date.now();
  const seconds = () => Math.floor(now / 1000);
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: FakeInvoice[] = [];
  /** Events caused by API calls (e.g. cancel at period end), for tests to deliver. */
  const apiEvents: FakeEvent[] = [];

  const event = (type: string, object: object): FakeEvent => ({
    id: newId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: seconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: clone(object) as Record<string, unknown> },
  });

  const periodEnd = (from: number, interval: Interval) => {
    const date = new Date(from * 1000);
    if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  };

  function invoice(subscription: FakeSubscription, amount: number, paid: boolean, reason: string): FakeInvoice {
    const item = subscription.items.data[0]!;
    const id = newId("in");
    const created: FakeInvoice = {
      id,
      object: "invoice",
      customer: subscription.customer,
      number: `FAKE-${String(invoices.length + 1).padStart(4, "0")}`,
      created: seconds(),
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      status: paid ? "paid" : "open",
      billing_reason: reason,
      hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
      invoice_pdf: `https://pay.stripe.com/invoice/${id}/pdf`,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: {} } },
    };
    invoices.push(created);
    subscription.latest_invoice = id;
    return created;
  }

  const api = {
    /** Answers a request if it is billing's; undefined lets the caller try its own routes. */
    handle(method: string, path: string, params: Record<string, string>): [number, unknown] | undefined {
      if (method === "POST" && path === "/v1/customers") {
        const customer = {
          id: newId("cus"),
          object: "customer",
          email: params.email ?? null,
          name: params.name ?? null,
        };
        customers.set(customer.id, customer);
        return [200, customer];
      }
      if (method === "POST" && path === "/v1/checkout/sessions" && params.mode === "subscription") {
        const id = newId("cs");
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: "subscription",
          status: "open",
          payment_status: "unpaid",
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          metadata: nested(params, "metadata"),
          url: `${baseUrl()}/checkout/${id}`,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          params,
        };
        sessions.set(id, session);
        const { params: _omitted, ...visible } = session;
        return [200, visible];
      }
      const one = path.match(/^\/v1\/subscriptions\/([\w]+)$/);
      if (one) {
        const subscription = subscriptions.get(one[1]!);
        if (!subscription)
          return [
            404,
            { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } },
          ];
        if (method === "POST") updateSubscription(subscription, params);
        if (method === "DELETE") {
          subscription.status = "canceled";
          subscription.canceled_at = seconds();
          subscription.ended_at = seconds();
          apiEvents.push(event("customer.subscription.deleted", subscription));
        }
        return [200, subscription];
      }
      if (method === "GET" && path === "/v1/subscriptions") {
        const data = [...subscriptions.values()]
          .filter((subscription) => subscription.customer === params.customer)
          .sort((a, b) => b.created - a.created);
        return [200, { object: "list", data, has_more: false, url: "/v1/subscriptions" }];
      }
      if (method === "GET" && path === "/v1/invoices") {
        const data = invoices
          .filter((entry) => entry.customer === params.customer)
          .sort((a, b) => b.created - a.created);
        return [200, { object: "list", data, has_more: false, url: "/v1/invoices" }];
      }
      if (method === "POST" && path === "/v1/billing_portal/sessions") {
        const id = newId("bps");
        return [
          200,
          {
            id,
            object: "billing_portal.session",
            customer: params.customer,
            return_url: params.return_url,
            url: `${baseUrl()}/portal/${id}`,
          },
        ];
      }
      return undefined;
    },
  };

  function updateSubscription(subscription: FakeSubscription, params: Record<string, string>) {
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      subscription.canceled_at = subscription.cancel_at_period_end ? seconds() : null;
    }
    const interval = params["items[0][price_data][recurring][interval]"] as Interval | undefined;
    const amount = params["items[0][price_data][unit_amount]"];
    const item = subscription.items.data[0]!;
    if (interval && amount) {
      const changed = interval !== item.price.recurring.interval;
      item.price = { ...item.price, id: newId("price"), unit_amount: Number(amount), recurring: { interval } };
      // Like Stripe: a new interval starts a new period at once and is invoiced then (outside a trial).
      if (changed && subscription.status !== "trialing") {
        item.current_period_start = seconds();
        item.current_period_end = periodEnd(seconds(), interval);
        invoice(subscription, Number(amount), true, "subscription_update");
      }
    }
    const metadata = nested(params, "metadata");
    if (Object.keys(metadata).length > 0) subscription.metadata = { ...subscription.metadata, ...metadata };
    apiEvents.push(event("customer.subscription.updated", subscription));
  }

  const helpers = {
    api,
    apiEvents,
    subscriptions,
    sessions,
    invoices,
    setNow(date: Date) {
      now = date.getTime();
    },
    now: () => new Date(now),
    /** The card holder pays on the Checkout page: the events Stripe then sends, in its usual order. */
    completeCheckout(sessionId: string, card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 }) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No Checkout Session ${sessionId}`);
      const p = session.params;
      const interval = p["line_items[0][price_data][recurring][interval]"] as Interval;
      const amount = Number(p["line_items[0][price_data][unit_amount]"]);
      const trialEnd = p["subscription_data[trial_end]"] ? Number(p["subscription_data[trial_end]"]) : null;
      const start = seconds();
      const customer = String(session.customer ?? newId("cus"));
      const subscription: FakeSubscription = {
        id: newId("sub"),
        object: "subscription",
        customer,
        status: trialEnd && trialEnd > start ? "trialing" : "active",
        created: start,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_end: trialEnd,
        metadata: nested(p, "subscription_data[metadata]"),
        default_payment_method: { id: newId("pm"), object: "payment_method", type: "card", card },
        latest_invoice: null,
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              quantity: 1,
              current_period_start: start,
              current_period_end: trialEnd && trialEnd > start ? trialEnd : periodEnd(start, interval),
              price: {
                id: newId("price"),
                object: "price",
                product: newId("prod"),
                unit_amount: amount,
                currency: p["line_items[0][price_data][currency]"] ?? "usd",
                recurring: { interval },
              },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      const first = invoice(subscription, subscription.status === "trialing" ? 0 : amount, true, "subscription_create");
      Object.assign(session, {
        status: "complete",
        payment_status: subscription.status === "trialing" ? "no_payment_required" : "paid",
        subscription: subscription.id,
        customer,
      });
      const { params: _omitted, ...visible } = session;
      return [
        event("checkout.session.completed", visible),
        event("customer.subscription.created", subscription),
        event("invoice.paid", first),
      ];
    },
    /** A renewal (or the end of Stripe's trial) is charged and the card declines. */
    failPayment(subscriptionId: string) {
      const subscription = need(subscriptionId);
      advancePeriod(subscription);
      subscription.status = "past_due";
      const failed = invoice(subscription, subscription.items.data[0]!.price.unit_amount, false, "subscription_cycle");
      return [event("invoice.payment_failed", failed), event("customer.subscription.updated", subscription)];
    },
    /** The parent updates the card (portal) and Stripe's retry succeeds. */
    recoverPayment(subscriptionId: string) {
      const subscription = need(subscriptionId);
      const open = invoices.findLast(
        (entry) => entry.parent && entry.status === "open" && entry.customer === subscription.customer,
      );
      if (open) Object.assign(open, { status: "paid", amount_paid: open.amount_due });
      subscription.status = "active";
      return [event("invoice.paid", open ?? {}), event("customer.subscription.updated", subscription)];
    },
    /** The period ends: a renewal is charged, or a subscription set to cancel ends. */
    endPeriod(subscriptionId: string) {
      const subscription = need(subscriptionId);
      if (subscription.cancel_at_period_end) {
        subscription.status = "canceled";
        subscription.ended_at = subscription.items.data[0]!.current_period_end;
        return [event("customer.subscription.deleted", subscription)];
      }
      advancePeriod(subscription);
      subscription.status = "active";
      const paid = invoice(subscription, subscription.items.data[0]!.price.unit_amount, true, "subscription_cycle");
      return [event("invoice.paid", paid), event("customer.subscription.updated", subscription)];
    },
  };

  function advancePeriod(subscription: FakeSubscription) {
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_end, item.price.recurring.interval);
    if (subscription.status === "trialing")
      subscription.trial_end = subscription.trial_end ?? item.current_period_start;
  }

  function need(subscriptionId: string): FakeSubscription {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    return subscription;
  }

  return helpers;
}

/** "metadata[familyId]" style keys under `prefix`, as a plain object. */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}[`;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith(start) && key.indexOf("]", start.length) === key.length - 1)
      .map(([key, value]) => [key.slice(start.length, -1), value]),
  );
}
