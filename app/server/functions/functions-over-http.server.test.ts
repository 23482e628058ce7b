/**
 * The browser helper (app/lib/functions-client.ts) against the real server side over HTTP: the
 * app's Express pipeline (security headers, body limit, compression, same-origin check) in front
 * of the callable-function handler, as in production. Checks that the two halves of the protocol
 * agree, that a bearer token works from outside a browser, and that streamed progress arrives as
 * events through the compression middleware.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFunction, FunctionsError, streamFunction } from "../../lib/functions-client.ts";
import { createHttpApp } from "../../../server/http-app.ts";
import { createLifecycle, type Lifecycle } from "../../../server/lifecycle.ts";
import { insertTestChild, takeTestPlacement, workingAtGrade } from "../../../tests/setup/factories.ts";
import { registerAndSignIn } from "../../../tests/setup/signed-in-parent.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { callFunction as handleCall } from "./call-function.server.ts";

const DAY_MS = 86_400_000;

/** What @react-router/express does for our route, minus the router: Request in, Response out. */
function functionsHandler(services: TestServices): RequestHandler {
  return async (request, response) => {
    const match = /^\/api\/functions\/([^/]+)$/.exec(request.path);
    if (!match) return void response.status(404).end();
    const controller = new AbortController();
    response.on("close", () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const fetchRequest = new Request(`http://${request.get("host")}${request.originalUrl}`, {
      method: request.method,
      headers,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: "half",
      signal: controller.signal,
    } as RequestInit);
    const answer = await handleCall({
      services,
      request: fetchRequest,
      clientIp: "192.0.2.44",
      name: decodeURIComponent(match[1]!),
    });
    response.status(answer.status);
    answer.headers.forEach((value, name) => response.setHeader(name, value));
    if (!answer.body) return void response.end();
    Readable.fromWeb(answer.body as never).pipe(response);
  };
}

describe.each(testDialects())("callable functions over HTTP (%s)", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let server: http.Server;
  let lifecycle: Lifecycle;
  let baseUrl = "";
  let token = "";
  let anaId = "";

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    const parent = await registerAndSignIn(services, "http-functions@example.com");
    token = decodeURIComponent(/brightpath\.session_token=([^;]+)/.exec(parent.cookie)![1]!);
    await database.db
      .updateTable("family")
      .set({ hasCOPPAVerification: true })
      .where("id", "=", parent.familyId)
      .execute();
    anaId = await insertTestChild(database.db, parent.familyId, "Ana", { days: ["mon", "wed", "fri"] });
    await takeTestPlacement(database.db, parent.familyId, anaId, "math", {
      start: new Date(Date.now() - 3 * DAY_MS),
      seconds: 5,
      strategy: workingAtGrade(3),
    });
    lifecycle = createLifecycle(services.logger, 2000);
    const app = createHttpApp({
      config: services.config,
      logger: services.logger,
      database: { ping: async () => {} },
      lifecycle,
      appHandlers: [functionsHandler(services)],
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    lifecycle.attach(server, async () => {});
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await lifecycle?.shutdown("test over");
    await database?.destroy();
  });

  it("streams each progress message, then the result, through the app's middleware", async () => {
    const call = streamFunction("rebuildLearningPlan", { memberId: anaId }, { baseUrl, token });
    const messages: unknown[] = [];
    for await (const message of call.stream) messages.push(message);
    expect(messages).toEqual([
      { step: "rebuilding", subject: "math" },
      { step: "rebuilt", subject: "math", version: 2 },
      { step: "rebuilding", subject: "reading" },
    ]);
    await expect(call.data).resolves.toEqual({
      memberId: anaId,
      plans: [{ subject: "math", version: 2, rebuilt: true }],
    });
  });

  it("answers a plain call with data, and errors with their codes", async () => {
    await expect(callFunction("rebuildLearningPlan", { memberId: anaId }, { baseUrl, token })).resolves.toEqual({
      memberId: anaId,
      plans: [{ subject: "math", version: 2, rebuilt: false }],
    });
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof FunctionsError ? [error.code, error.status] : error),
      );
    expect(await codeOf(callFunction("rebuildLearningPlan", { memberId: anaId }, { baseUrl }))).toEqual([
      "unauthenticated",
      401,
    ]);
    expect(await codeOf(callFunction("rebuildLearningPlan", { memberId: 7 }, { baseUrl, token }))).toEqual([
      "invalid-argument",
      400,
    ]);
    expect(await codeOf(callFunction("noSuchThing", {}, { baseUrl, token }))).toEqual(["not-found", 404]);
    const pdf = await callFunction<{ pdfBase64: string }>(
      "buildReportPdf",
      { memberId: anaId, subject: "math" },
      { baseUrl, token },
    );
    expect(Buffer.from(pdf.pdfBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });
});
