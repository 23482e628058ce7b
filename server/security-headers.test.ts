import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, securityHeaders } from "./security-headers.ts";

describe("Content-Security-Policy form-action", () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(
      securityHeaders({
        isPrivatePath: (path) => path === "/coppa-gate",
        formActionSourcesByPath: { "/login": ["https://accounts.google.com"] },
      }),
    );
    app.use((_request, response) => {
      response.send("ok");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const formAction = async (path: string) =>
    ((await fetch(`${baseUrl}${path}`)).headers.get("content-security-policy") ?? "")
      .split("; ")
      .find((directive) => directive.startsWith("form-action"));

  it("allows only our own pages by default", () => {
    expect(buildContentSecurityPolicy("n").split("; ")).toContain("form-action 'self'");
  });

  it("lets the card-consent page hand over to Stripe Checkout, and no other page", async () => {
    expect(await formAction("/coppa-verification")).toBe("form-action 'self' https://checkout.stripe.com");
    for (const path of ["/", "/pricing", "/coppa-gate", "/coppa-verification/x", "/register"]) {
      expect(await formAction(path)).toBe("form-action 'self'");
    }
  });

  it("lets /login hand over to the OpenID provider when federated sign-in is configured", async () => {
    expect(await formAction("/login")).toBe("form-action 'self' https://accounts.google.com");
  });
});

describe("Cache-Control on signed-in pages", () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ isPrivatePath: (path) => path.startsWith("/dashboard") }));
    // As @react-router/express does with a loader's headers: append each one.
    app.use((request, response) => {
      if (request.path === "/dashboard/own") response.append("Cache-Control", "no-store");
      response.send("ok");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is sent once, whether or not the route sets it too", async () => {
    expect((await fetch(`${baseUrl}/dashboard`)).headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${baseUrl}/dashboard/own`)).headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${baseUrl}/pricing`)).headers.get("cache-control")).toBeNull();
  });
});
