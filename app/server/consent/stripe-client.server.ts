/**
 * The Stripe SDK client, built once per configuration. Card consent needs the secret key (to
 * create the Checkout Session and refund the charge) and the webhook secret (payment confirmation
 * arrives only by a signed webhook); without both, the service uses "e-mail plus".
 */
import Stripe from "stripe";
import type { AppConfig } from "../env.server.ts";

export type StripeConfig = Pick<AppConfig, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">;

type SdkOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

export function cardConsentAvailable(config: StripeConfig): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

/** STRIPE_API_URL (tests: a fake API on loopback) as the SDK's host, port and protocol options. */
export function stripeHostOptions(apiUrl: string | undefined): Pick<SdkOptions, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const clients = new WeakMap<StripeConfig, Stripe>();

/** The client for this configuration, or null when Stripe is not configured. */
export function stripeClient(config: StripeConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      ...stripeHostOptions(config.STRIPE_API_URL),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "Brightpath" },
    });
    clients.set(config, client);
  }
  return client;
}
