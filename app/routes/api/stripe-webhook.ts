import { data } from "react-router";
import { servicesContext } from "../../context.ts";
import { handleStripeWebhook } from "../../server/consent/handle-stripe-webhook.server.ts";
import { readRawText } from "../../server/request-body.server.ts";
import type { Route } from "./+types/stripe-webhook";

/**
 * POST /api/stripe/webhook (SECURITY.md "Payment webhooks"): Stripe's signed events. The body is
 * read as raw text, exactly as signed; the service verifies the signature and applies each event once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405 });
  const result = await handleStripeWebhook(context.get(servicesContext), {
    payload: await readRawText(request),
    signature: request.headers.get("stripe-signature"),
  });
  if (result.status !== 200) return data({ error: result.error }, { status: result.status });
  return data({ received: true });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
