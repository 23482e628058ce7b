/**
 * A tiny stand-in for Stripe's API on loopback, for integration tests (STRIPE_API_URL points the
 * SDK at it). It answers exactly the calls card consent makes: create a Checkout Session, and
 * refund a payment. Every request is recorded so tests can check what was sent.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

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
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Listens on `port` (0: any free one). */
export async function startFakeStripeApi({ port = 0 }: { port?: number } = {}): Promise<FakeStripeApi> {
  const calls: RecordedStripeCall[] = [];
  let refundFailures = 0;
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const path = (request.url ?? "").split("?")[0] ?? "";
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
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failRefunds(count) {
      refundFailures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
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
