import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginWrites } from "./same-origin.ts";

describe("same-origin check on state changes", () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(sameOriginWrites("http://brightpath.test"));
    app.use((_request, response) => {
      response.send("ok");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, origin: string) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { origin }, body: "{}" });

  it("exempts only the signed Stripe webhook, which authenticates itself by its signature", async () => {
    expect((await post("/api/stripe/webhook", "https://elsewhere.example")).status).toBe(200);
    expect((await post("/api/stripe/webhookx", "https://elsewhere.example")).status).toBe(403);
    expect((await post("/api/feedback", "https://elsewhere.example")).status).toBe(403);
    expect((await post("/coppa-gate", "https://elsewhere.example")).status).toBe(403);
    expect((await post("/coppa-gate", "http://brightpath.test")).status).toBe(200);
  });

  it("lets a mail app's one-click unsubscribe POST through (RFC 8058), and only to a token's own address", async () => {
    expect((await post("/email/unsubscribe/abcDEF123_-token/one-click", "https://mail.example")).status).toBe(200);
    expect((await post("/email/unsubscribe/abcDEF123_-token", "https://mail.example")).status).toBe(403);
    expect((await post("/email/unsubscribe/token/more/one-click", "https://mail.example")).status).toBe(403);
    expect((await post("/email/unsubscribe", "https://mail.example")).status).toBe(403);
    expect((await post("/email/other", "https://mail.example")).status).toBe(403);
  });
});
