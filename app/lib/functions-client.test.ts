/**
 * The browser helper against a real HTTP server on 127.0.0.1 (SPEC.md §8's function-call errors,
 * each case its own path). The deadline is made short through `timeoutMs`; the default is checked
 * to be SPEC.md §9's 70 000 ms.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callFunction,
  FUNCTION_TIMEOUT_MS,
  FunctionsError,
  streamFunction,
  type CallOptions,
} from "./functions-client.ts";

type Seen = { method?: string; headers: http.IncomingHttpHeaders; body: string };
const seen = new Map<string, Seen>();

function reply(response: http.ServerResponse, status: number, body: string, type = "application/json") {
  response.writeHead(status, { "Content-Type": type });
  response.end(body);
}

const handlers: Record<string, (response: http.ServerResponse, request: http.IncomingMessage) => void> = {
  echo: (response) => {
    const body = JSON.parse(seen.get("echo")!.body) as { data: unknown };
    reply(response, 200, JSON.stringify({ data: { echoed: body.data } }));
  },
  legacyResult: (response) => reply(response, 200, JSON.stringify({ result: 42 })),
  nullData: (response) => reply(response, 200, JSON.stringify({ data: null })),
  notJson: (response) => reply(response, 200, "<html>proxy error page</html>", "text/html"),
  jsonArray: (response) => reply(response, 200, "[1,2,3]"),
  noData: (response) => reply(response, 200, JSON.stringify({ answer: 1 })),
  notFound: (response) =>
    reply(response, 404, JSON.stringify({ error: { status: "NOT_FOUND", message: "No child with this id." } })),
  unknownStatus: (response) => reply(response, 400, JSON.stringify({ error: { status: "TEAPOT", message: "x" } })),
  bareUnavailable: (response) => reply(response, 503, ""),
  slow: (response) => setTimeout(() => reply(response, 200, JSON.stringify({ data: "late" })), 2_000),
  whoAmI: (response, request) => reply(response, 200, JSON.stringify({ data: request.headers.authorization ?? null })),
  stream: (response) => {
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    response.write('data: {"message":{"step":1}}\n\n');
    setTimeout(() => {
      response.write('data: {"message":{"step":2}}\n\ndata: {"result":{"done":true}}\n\n');
      response.end();
    }, 20);
  },
  streamError: (response) => {
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    response.write('data: {"message":"working"}\n\n');
    response.end('data: {"error":{"status":"FAILED_PRECONDITION","message":"No plan yet."}}\n\n');
  },
  streamNoResult: (response) => {
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    response.end('data: {"message":"working"}\n\n');
  },
  streamSlow: (response) => {
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    response.write('data: {"message":"started"}\n\n');
    // Never finishes: the client's deadline or signal ends it.
  },
  streamPlainJson: (response) =>
    reply(response, 401, JSON.stringify({ error: { status: "UNAUTHENTICATED", message: "Sign in first." } })),
};

let server: http.Server;
let baseUrl = "";
let closedPort = "";

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const name = decodeURIComponent(request.url!.replace(/^\/api\/functions\//, ""));
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.set(name, { method: request.method, headers: request.headers, body });
      const handler = handlers[name];
      if (handler) handler(response, request);
      else reply(response, 404, JSON.stringify({ error: { status: "NOT_FOUND", message: `no ${name}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nothing listens on: a server opened and closed again.
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, "127.0.0.1", resolve));
  closedPort = String((spare.address() as AddressInfo).port);
  await new Promise<void>((resolve) => spare.close(() => resolve()));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = (extra: CallOptions = {}): CallOptions => ({ baseUrl, ...extra });

async function failure(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  return error as FunctionsError;
}

describe("callFunction", () => {
  it("posts { data } as JSON and resolves with the answer's data", async () => {
    await expect(callFunction("echo", { memberId: "m1" }, options())).resolves.toEqual({ echoed: { memberId: "m1" } });
    const request = seen.get("echo")!;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({ data: { memberId: "m1" } });
  });

  it("falls back to result, and takes a null data as an answer", async () => {
    await expect(callFunction("legacyResult", null, options())).resolves.toBe(42);
    await expect(callFunction("nullData", null, options())).resolves.toBeNull();
  });

  it("sends a bearer token when given one", async () => {
    await expect(callFunction("whoAmI", {}, options({ token: "abc.def" }))).resolves.toBe("Bearer abc.def");
  });

  it("a body that is not a JSON object: internal, 'Response is not valid JSON object.'", async () => {
    for (const name of ["notJson", "jsonArray"]) {
      const error = await failure(callFunction(name, {}, options()));
      expect([error.code, error.message, error.status]).toEqual([
        "internal",
        "Response is not valid JSON object.",
        200,
      ]);
    }
  });

  it("an object without data: internal, 'Response is missing data field.'", async () => {
    const error = await failure(callFunction("noData", {}, options()));
    expect([error.code, error.message]).toEqual(["internal", "Response is missing data field."]);
  });

  it("an error answer: the code and message the server sent (an unknown status is internal)", async () => {
    const notFound = await failure(callFunction("notFound", {}, options()));
    expect([notFound.code, notFound.message, notFound.status]).toEqual(["not-found", "No child with this id.", 404]);
    const unknown = await failure(callFunction("unknownStatus", {}, options()));
    expect([unknown.code, unknown.message]).toEqual(["internal", "internal"]);
    const bare = await failure(callFunction("bareUnavailable", {}, options()));
    expect([bare.code, bare.status]).toEqual(["unavailable", 503]);
  });

  it("the deadline: deadline-exceeded (70 000 ms unless told otherwise)", async () => {
    expect(FUNCTION_TIMEOUT_MS).toBe(70_000);
    const started = Date.now();
    const error = await failure(callFunction("slow", {}, options({ timeoutMs: 100 })));
    expect([error.code, error.status]).toEqual(["deadline-exceeded", 0]);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("cancelling: cancelled, 'Request was cancelled.' (before the call and during it)", async () => {
    const before = new AbortController();
    before.abort();
    const early = await failure(callFunction("echo", {}, options({ signal: before.signal })));
    expect([early.code, early.message]).toEqual(["cancelled", "Request was cancelled."]);
    const during = new AbortController();
    const pending = callFunction("slow", {}, options({ signal: during.signal }));
    setTimeout(() => during.abort(), 50);
    const late = await failure(pending);
    expect([late.code, late.message, late.status]).toEqual(["cancelled", "Request was cancelled.", 0]);
  });

  it("a network failure: status 0", async () => {
    const error = await failure(callFunction("echo", {}, { baseUrl: `http://127.0.0.1:${closedPort}` }));
    expect(error.status).toBe(0);
    expect(error.code).toBe("internal");
  });
});

describe("streamFunction", () => {
  async function collect(stream: AsyncIterable<unknown>): Promise<unknown[]> {
    const all: unknown[] = [];
    for await (const message of stream) all.push(message);
    return all;
  }

  it("asks for server-sent events, hands over each message, then the result", async () => {
    const call = streamFunction("stream", { a: 1 }, options());
    expect(await collect(call.stream)).toEqual([{ step: 1 }, { step: 2 }]);
    await expect(call.data).resolves.toEqual({ done: true });
    expect(seen.get("stream")!.headers.accept).toBe("text/event-stream");
  });

  it("an error event rejects data with its code and message, after the messages before it", async () => {
    const call = streamFunction("streamError", {}, options());
    expect(await collect(call.stream)).toEqual(["working"]);
    const error = await failure(call.data);
    expect([error.code, error.message]).toEqual(["failed-precondition", "No plan yet."]);
  });

  it("a stream that ends without a result: internal, 'Response is missing data field.'", async () => {
    const error = await failure(streamFunction("streamNoResult", {}, options()).data);
    expect([error.code, error.message]).toEqual(["internal", "Response is missing data field."]);
  });

  it("a plain JSON answer (an error before streaming began) is read as callFunction reads it", async () => {
    const error = await failure(streamFunction("streamPlainJson", {}, options()).data);
    expect([error.code, error.message, error.status]).toEqual(["unauthenticated", "Sign in first.", 401]);
  });

  it("deadline, cancelling and network failure end a stream as they end a call", async () => {
    const timedOut = await failure(streamFunction("streamSlow", {}, options({ timeoutMs: 150 })).data);
    expect(timedOut.code).toBe("deadline-exceeded");
    const controller = new AbortController();
    const call = streamFunction("streamSlow", {}, options({ signal: controller.signal }));
    const messages = collect(call.stream);
    setTimeout(() => controller.abort(), 50);
    const cancelled = await failure(call.data);
    expect([cancelled.code, cancelled.message]).toEqual(["cancelled", "Request was cancelled."]);
    expect(await messages).toEqual(["started"]);
    const offline = await failure(streamFunction("stream", {}, { baseUrl: `http://127.0.0.1:${closedPort}` }).data);
    expect(offline.status).toBe(0);
  });
});
