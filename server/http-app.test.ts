import type { AddressInfo } from "node:net";
import http from "node:http";
import type { RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../app/server/logger.server.ts";
import { testConfig } from "../tests/setup/test-config.ts";
import { createHttpApp } from "./http-app.ts";
import { createLifecycle, type Lifecycle } from "./lifecycle.ts";

const config = testConfig();

type Harness = { baseUrl: string; server: http.Server; lifecycle: Lifecycle; closedResources: () => boolean };
const running: Harness[] = [];

/** A stand-in for the React Router handler: an HTML page, optionally slow, echoing its nonce. */
const page: RequestHandler = async (request, response) => {
  const delay = Number(request.query.delay ?? 0);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  response.type("html").send(`<!doctype html><script nonce="${response.locals.requestInfo.cspNonce}"></script>`);
};

/** Error-level log lines written during a test: the pipeline must not log errors for these cases. */
let errorLogs: string[] = [];

async function start({
  ping = async () => {},
  appConfig = config,
}: { ping?: () => Promise<void>; appConfig?: typeof config } = {}): Promise<Harness> {
  const logger = createLogger(
    { LOG_LEVEL: "error" },
    {
      write(line: string) {
        errorLogs.push(line);
      },
    },
  );
  const lifecycle = createLifecycle(logger, 2000);
  let closed = false;
  const app = createHttpApp({ config: appConfig, logger, database: { ping }, lifecycle, appHandlers: [page] });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  lifecycle.attach(server, async () => {
    closed = true;
  });
  const harness = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    lifecycle,
    closedResources: () => closed,
  };
  running.push(harness);
  return harness;
}

afterEach(async () => {
  for (const harness of running.splice(0)) await harness.lifecycle.shutdown("test over");
  const logged = errorLogs;
  errorLogs = [];
  expect(logged).toEqual([]);
});

describe("HTTP pipeline", () => {
  it("sends the security headers with a fresh CSP nonce that matches the page's scripts", async () => {
    const { baseUrl } = await start();
    const first = await fetch(`${baseUrl}/`);
    const second = await fetch(`${baseUrl}/`);
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.get("x-powered-by")).toBeNull();
    // Plain-HTTP deployments must not be pinned to HTTPS.
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("allows GA4's origins only on public pages, and only when it is configured", async () => {
    const plain = await start();
    expect((await fetch(`${plain.baseUrl}/pricing`)).headers.get("content-security-policy")).not.toContain(
      "googletagmanager",
    );
    const withGa = await start({ appConfig: testConfig({ GA_MEASUREMENT_ID: "G-TEST1234" }) });
    expect((await fetch(`${withGa.baseUrl}/pricing`)).headers.get("content-security-policy")).toContain(
      "https://www.googletagmanager.com",
    );
    for (const path of ["/dashboard", "/activities/child/abc", "/settings/profile", "/learning-plan/x"]) {
      expect((await fetch(`${withGa.baseUrl}${path}`)).headers.get("content-security-policy"), path).not.toContain(
        "google",
      );
    }
  });

  it("gives every response a request id, keeping a well-formed one from the caller", async () => {
    const { baseUrl } = await start();
    expect((await fetch(`${baseUrl}/`)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${baseUrl}/`, { headers: { "x-request-id": "edge-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-1234abcd");
    const replaced = await fetch(`${baseUrl}/`, { headers: { "x-request-id": "bad id\twith tab" } });
    expect(replaced.headers.get("x-request-id")).not.toContain("bad");
  });

  it("refuses a 2 MB body with 413 and a clear message, before the app sees it", async () => {
    const { baseUrl } = await start();
    const response = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { origin: config.PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" },
      body: "a".repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request is too large: the limit is 1 MB.");
    const json = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { origin: config.PUBLIC_URL, accept: "application/json" },
      body: "a".repeat(2 * 1024 * 1024),
    });
    expect(await json.json()).toEqual({ error: "The request is too large: the limit is 1 MB." });
  });

  it("refuses a body of undeclared length with 411", async () => {
    const { baseUrl } = await start();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("chunked=1"));
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { origin: config.PUBLIC_URL },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  it("accepts a body under the limit", async () => {
    const { baseUrl } = await start();
    const response = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { origin: config.PUBLIC_URL },
      body: "name=Ada",
    });
    expect(response.status).toBe(200);
  });

  it("refuses state changes from another site but allows same-origin ones", async () => {
    const { baseUrl } = await start();
    const crossSite = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: "x=1",
    });
    expect(crossSite.status).toBe(403);
    const fetchMetadata = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: "x=1",
    });
    expect(fetchMetadata.status).toBe(403);
    const sameOrigin = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { origin: config.PUBLIC_URL },
      body: "x=1",
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("answers /healthz without touching the database", async () => {
    const { baseUrl } = await start({ ping: () => Promise.reject(new Error("down")) });
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz 200 when the database answers and 503 when it does not", async () => {
    const up = await start();
    expect((await fetch(`${up.baseUrl}/readyz`)).status).toBe(200);
    const down = await start({ ping: () => Promise.reject(new Error("connection refused")) });
    const response = await fetch(`${down.baseUrl}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "database-unreachable" });
  });

  it("turns /readyz 503 the moment shutdown starts, while /healthz (liveness) stays 200", async () => {
    // Issue 14: a load balancer must route by /readyz. Here the lifecycle is not attached to the
    // listener, so the probes can still be asked after the signal (the real server also stops
    // accepting connections at that moment, which every probe sees as a failure).
    const logger = createLogger({ LOG_LEVEL: "error" }, { write: (line: string) => void errorLogs.push(line) });
    const lifecycle = createLifecycle(logger, 2000);
    const app = createHttpApp({ config, logger, database: { ping: async () => {} }, lifecycle, appHandlers: [page] });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
      const shutdown = lifecycle.shutdown("SIGTERM");
      // No waiting: the very next probe already says "do not send me traffic".
      const ready = await fetch(`${baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "shutting-down" });
      expect(ready.headers.get("connection")).toBe("close");
      const live = await fetch(`${baseUrl}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok" });
      await shutdown;
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("shuts down gracefully: in-flight requests finish, /readyz turns 503, resources close", async () => {
    const harness = await start();
    const inFlight = fetch(`${harness.baseUrl}/?delay=300`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness.lifecycle.isShuttingDown()).toBe(false);
    const shutdown = harness.lifecycle.shutdown("SIGTERM");
    expect(harness.lifecycle.isShuttingDown()).toBe(true);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<script");
    const started = Date.now();
    await shutdown;
    // Well inside the forced-close deadline (2 s here): nothing was left hanging.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(harness.closedResources()).toBe(true);
    await expect(fetch(`${harness.baseUrl}/`)).rejects.toThrow();
  });
});
