/**
 * The server side of the callable-function protocol (SPEC.md §7-§9, issue 16 "Long operations").
 *
 * POST /api/functions/{name} with the JSON body `{ "data": … }`, signed in by the session cookie
 * or by `Authorization: Bearer <session token>` (API clients; better-auth's bearer plugin,
 * docs/decisions/0024-callable-functions-and-report-pdf.md). The answer is `{ "data": … }`, or
 * `{ "error": { "status": "NOT_FOUND", "message": "…" } }` with the matching HTTP status.
 * With `Accept: text/event-stream` the answer is a stream of server-sent events, each a
 * `data:` line holding `{ "message": … }` (progress), then one `{ "result": … }` or
 * `{ "error": … }`.
 */
import type { AppServices } from "../../context.ts";
import type { Logger } from "../logger.server.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit.server.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { lookUpSession } from "../auth/session.server.ts";
import { readJson } from "../request-body.server.ts";
import type { FunctionContext } from "./define-function.ts";
import { errorBody, errorResponse, FunctionError, INTERNAL_MESSAGE } from "./function-error.ts";
import { findFunction } from "./registry.server.ts";

type CallFacts = {
  services: AppServices;
  request: Request;
  clientIp: string;
  name: string;
  now?: Date;
  /** The request's logger (with its request id); the service logger when absent. */
  logger?: Logger;
};

/**
 * Per parent, across every function and server (counters in the database): rendering PDFs and
 * rebuilding plans cost CPU, so a script in a loop cannot take the server from other families.
 */
export const FUNCTION_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60 * 1000 };

class RateLimited extends FunctionError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("resource-exhausted", "Too many calls in a short time. Please wait a few minutes and try again.");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Everything before `run`: the function, the caller, consent and the body. Throws FunctionError. */
async function prepare({ services, request, clientIp, name, now = new Date() }: CallFacts) {
  const fn = findFunction(name);
  if (!fn) throw new FunctionError("not-found", `There is no function named "${name}".`);
  const { parent, responseHeaders } = await lookUpSession(services, request, clientIp, now);
  if (!parent) {
    throw new FunctionError("unauthenticated", "Sign in first (a session cookie, or Authorization: Bearer <token>).");
  }
  const limit = await consumeRateLimit(
    services.database.db,
    `functions:user:${parent.user.id}`,
    FUNCTION_RATE_LIMIT,
    now,
  );
  if (!limit.allowed) throw new RateLimited(limit.retryAfterSeconds);
  const family = await findFamilyOfParent(services.database.db, parent.user.id);
  // Every function reads or writes a child's data, which needs the family's parental consent.
  if (!family || family.hasCOPPAVerification !== true) {
    throw new FunctionError(
      "permission-denied",
      "Parental consent is needed before we can store anything about a child.",
    );
  }
  let body: unknown;
  try {
    body = await readJson(request);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    // readJson's own words (what to send instead), in the protocol's error shape.
    const { error } = (await thrown.json()) as { error: string };
    throw new FunctionError("invalid-argument", error);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("data" in body)) {
    throw new FunctionError("invalid-argument", 'The body must be a JSON object with a data field: { "data": … }.');
  }
  const parsed = fn.input.safeParse((body as { data: unknown }).data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue && issue.path.length > 0 ? `data.${issue.path.join(".")}: ` : "data: ";
    throw new FunctionError("invalid-argument", `${where}${issue?.message ?? "not valid."}`);
  }
  return { fn, parent, family, input: parsed.data as unknown, responseHeaders, now };
}

function wantsStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

function asFunctionError(thrown: unknown, logger: Logger, name: string): FunctionError {
  if (thrown instanceof FunctionError) return thrown;
  logger.error({ err: thrown, function: name }, "callable function failed");
  return new FunctionError("internal", INTERNAL_MESSAGE);
}

export async function callFunction(facts: CallFacts): Promise<Response> {
  const { services, request, name } = facts;
  const logger = facts.logger ?? services.logger;
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(facts);
  } catch (thrown) {
    const response = errorResponse(asFunctionError(thrown, logger, name));
    if (thrown instanceof RateLimited) response.headers.set("Retry-After", String(thrown.retryAfterSeconds));
    return response;
  }
  const { fn, parent, family, input, responseHeaders, now } = prepared;
  const headers = new Headers(responseHeaders);
  headers.set("Cache-Control", "no-store");
  const context = (progress: FunctionContext["progress"]): FunctionContext => ({
    services,
    parent,
    family,
    now,
    signal: request.signal,
    progress,
  });

  if (!wantsStream(request)) {
    try {
      const data = await fn.run(
        input,
        context(() => {}),
      );
      return Response.json({ data: data ?? null }, { headers });
    } catch (thrown) {
      return errorResponse(asFunctionError(thrown, logger, name), headers);
    }
  }

  const encoder = new TextEncoder();
  const event = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
  // False once the caller has gone (the stream was cancelled): nothing more is sent.
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (payload: unknown) => {
        if (open) controller.enqueue(event(payload));
      };
      try {
        const result = await fn.run(
          input,
          context((message) => send({ message })),
        );
        send({ result: result ?? null });
      } catch (thrown) {
        send(errorBody(asFunctionError(thrown, logger, name)));
      } finally {
        if (open) controller.close();
        open = false;
      }
    },
    cancel() {
      open = false;
    },
  });
  headers.set("Content-Type", "text/event-stream; charset=utf-8");
  // no-transform: the compression middleware would otherwise hold events back to fill a block.
  headers.set("Cache-Control", "no-store, no-transform");
  headers.set("X-Accel-Buffering", "no");
  return new Response(stream, { status: 200, headers });
}
