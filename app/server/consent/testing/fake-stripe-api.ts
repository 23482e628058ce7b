/**
 * A tiny stand-in for Stripe's API on loopback, for integration tests (STRIPE_API_URL points the
 * SDK at it). It answers the calls card consent makes (create a Checkout Session, refund a
 * payment) and billing's (fake-stripe-billing.ts). Every request is recorded so tests can check
 * what was sent. With `webhook`, it also serves a stand-in for Stripe's hosted Checkout page
 * (for e2e): paying there sends the signed events to the app, then returns to its success URL.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createFakeStripeBilling, type FakeEvent, type FakeStripeBilling } from "./fake-stripe-billing.ts";

export type RecordedStripeCall = {
  method: string;
  path: string;
  /** The form-encoded body, decoded (nested keys stay as Stripe writes them, e.g. "metadata[consentId]"). */
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
};

export type FakeStripeApi = {
  url: string;
  calls: RecordedStripeCall[];
  /** Makes the next `count` refund calls fail (a 400, which the SDK does not retry by itself). */
  failRefunds(count: number): void;
  /** Subscriptions, invoices and the helpers that play Stripe's side of billing. */
  billing: FakeStripeBilling;
  /** Signs and posts events to the webhook (when one was given), in order. */
  deliver(events: FakeEvent[]): Promise<void>;
  close(): Promise<void>;
};

export type FakeWebhookTarget = { url: string; secret: string };

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Listens on `port` (0: any free one). */
export async function startFakeStripeApi({
  port = 0,
  webhook,
}: { port?: number; webhook?: FakeWebhookTarget } = {}): Promise<FakeStripeApi> {
  const calls: RecordedStripeCall[] = [];
  let refundFailures = 0;
  let baseUrl = "";
  const billing = createFakeStripeBilling(() => baseUrl);
  const signer = new Stripe("sk_test_fake_signer");
  const deliver = async (events: FakeEvent[]) => {
    if (!webhook) throw new Error("The fake Stripe API was started without a webhook target");
    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
      const answer = await fetch(webhook.url, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      if (!answer.ok) throw new Error(`The webhook answered ${answer.status} to ${event.type}`);
    }
  };
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const [rawPath = "", query = ""] = (request.url ?? "").split("?");
      const path = rawPath;
      // The SDK sends GET parameters in the query string and POST parameters in the body.
      const params = Object.fromEntries(new URLSearchParams(request.method === "GET" ? query : body));
      calls.push({
        method: request.method ?? "",
        path,
        params,
        idempotencyKey: header(request, "idempotency-key"),
        authorization: header(request, "authorization"),
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        response.end(JSON.stringify(payload));
      };
      const billingAnswer = billing.api.handle(request.method ?? "", path, params);
      if (billingAnswer) return send(...billingAnswer);
      const standIn = path.match(/^\/checkout\/(\w+)(\/pay)?$/);
      if (standIn && webhook) {
        const session = billing.sessions.get(standIn[1]!);
        if (!session) return send(404, { error: { message: "No such Checkout Session" } });
        if (request.method === "GET") {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          return response.end(checkoutStandInPage(session.id, session.params));
        }
        // Paying: Stripe's events reach the app before the browser returns, as they usually do.
        return void deliver(billing.completeCheckout(session.id)).then(
          () => {
            response.writeHead(303, { location: String(session.success_url) });
            response.end();
          },
          (error: unknown) => send(500, { error: { message: String(error) } }),
        );
      }
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const sessionId = id("cs");
        return send(200, {
          id: sessionId,
          object: "checkout.session",
          mode: params.mode,
          status: "open",
          payment_status: "unpaid",
          client_reference_id: params.client_reference_id ?? null,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        });
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        if (refundFailures > 0) {
          refundFailures -= 1;
          return send(400, {
            error: { type: "invalid_request_error", code: "fake_refund_failure", message: "The fake refused." },
          });
        }
        return send(200, {
          id: id("re"),
          object: "refund",
          payment_intent: params.payment_intent,
          status: "succeeded",
        });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path}).` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    calls,
    billing,
    deliver,
    failRefunds(count) {
      refundFailures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The stand-in for Stripe's hosted Checkout page: what is bought, and one button to pay. */
function checkoutStandInPage(sessionId: string, params: Record<string, string>): string {
  const amount = Number(params["line_items[0][price_data][unit_amount]"] ?? 0) / 100;
  const interval = params["line_items[0][price_data][recurring][interval]"] ?? "month";
  const name = params["line_items[0][price_data][product_data][name]"] ?? "Subscription";
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (test stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body><main><h1>Subscribe to ${escape(name)}</h1>
<p>$${amount.toFixed(2)} per ${escape(interval)}. Test card 4242 4242 4242 4242.</p>
<form method="post" action="/checkout/${escape(sessionId)}/pay"><button type="submit">Pay and subscribe</button></form>
<p><a href="${escape(params.cancel_url ?? "/")}">Back</a></p></main></body></html>`;
}

function header(request: http.IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
}

/** A webhook event as Stripe would send it for a paid (or unpaid) Checkout Session. */
export function checkoutCompletedEvent(session: {
  sessionId: string;
  metadata: Record<string, string>;
  paymentIntent?: string;
  paymentStatus?: "paid" | "unpaid";
  eventId?: string;
  type?: string;
}) {
  return {
    id: session.eventId ?? id("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: session.type ?? "checkout.session.completed",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: session.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: session.paymentStatus ?? "paid",
        payment_intent: session.paymentIntent ?? id("pi"),
        metadata: session.metadata,
      },
    },
  };
}
