/**
 * The billing journeys need Stripe configured, and every other journey needs the embedded default
 * (no Stripe). So the billing spec starts its own server, per worker, on a free loopback port, with
 * Stripe's keys pointed at the fake Stripe API (app/server/consent/testing/fake-stripe-api.ts),
 * whose Checkout stand-in sends the signed events to this server's webhook.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { startFakeStripeApi, type FakeStripeApi } from "../../../app/server/consent/testing/fake-stripe-api.ts";

export type BillingServer = {
  url: string;
  dataDir: string;
  stripe: FakeStripeApi;
  /** Writes to this server's database, for fixtures no screen makes alone. */
  run(sql: string, ...params: (string | number | null)[]): void;
  query<T>(sql: string, ...params: (string | number)[]): T[];
  stop(): Promise<void>;
};

const WEBHOOK_SECRET = "whsec_e2ebilling";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the billing e2e server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the billing e2e server did not become ready in 60 s");
}

export async function startBillingServer(): Promise<BillingServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stripe = await startFakeStripeApi({ webhook: { url: `${url}/api/stripe/webhook`, secret: WEBHOOK_SECRET } });
  const dataDir = mkdtempSync(path.join(tmpdir(), "brightpath-e2e-billing-"));
  const child = spawn("node", ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY_HOPS: "0",
      STRIPE_SECRET_KEY: "sk_test_e2ebilling",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2ebilling",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  await waitUntilReady(url, child);
  const open = (readOnly: boolean) => new DatabaseSync(path.join(dataDir, "app.db"), { readOnly, timeout: 10_000 });
  return {
    url,
    dataDir,
    stripe,
    run(sql, ...params) {
      const database = open(false);
      try {
        database.prepare(sql).run(...params);
      } finally {
        database.close();
      }
    },
    query<T>(sql: string, ...params: (string | number)[]) {
      const database = open(true);
      try {
        return database.prepare(sql).all(...params) as T[];
      } finally {
        database.close();
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
