/**
 * Calling the server's callable functions from the browser (SPEC.md §7-§9, issue 16):
 * `callFunction("rebuildLearningPlan", { memberId })` posts `{ data }` to /api/functions/{name}
 * and resolves with the answer's `data` (falling back to `result`); `streamFunction` asks for
 * server-sent events and hands over the progress messages as they come, then the result.
 *
 * Errors are FunctionsError with SPEC.md §8's codes and messages: the 70 000 ms deadline gives
 * deadline-exceeded; cancelling (an AbortSignal) gives cancelled / 'Request was cancelled.'; a body
 * that is not a JSON object gives internal / 'Response is not valid JSON object.'; one without data
 * gives internal / 'Response is missing data field.'; a network failure gives status 0. The
 * messages are for logs and developers; pages choose their own words by `code`.
 */
import { codeOfHttpStatus, codeOfWireStatus, type FunctionErrorCode } from "./functions-errors.ts";

export type { FunctionErrorCode } from "./functions-errors.ts";

/** SPEC.md §9: function call time-out. */
export const FUNCTION_TIMEOUT_MS = 70_000;

export class FunctionsError extends Error {
  readonly code: FunctionErrorCode;
  /** The HTTP status of the answer; 0 when no answer came (network failure, time-out, cancel). */
  readonly status: number;
  constructor(code: FunctionErrorCode, message: string, status: number) {
    super(message);
    this.name = "FunctionsError";
    this.code = code;
    this.status = status;
  }
}

export type CallOptions = {
  /** Cancels the call: the promise rejects with cancelled / 'Request was cancelled.'. */
  signal?: AbortSignal;
  /** Defaults to FUNCTION_TIMEOUT_MS (SPEC.md §9); tests make it short. */
  timeoutMs?: number;
  /** Where the app is served; "" (the page's own origin) in the browser. */
  baseUrl?: string;
  /** For API clients outside the browser: sent as Authorization: Bearer <token>. */
  token?: string;
};

export const CANCELLED_MESSAGE = "Request was cancelled.";
export const NOT_AN_OBJECT_MESSAGE = "Response is not valid JSON object.";
export const MISSING_DATA_MESSAGE = "Response is missing data field.";

function urlOf(name: string, baseUrl = ""): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/functions/${encodeURIComponent(name)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The error an answer carries, or null: the body's `error` decides when it has one (an unknown
 * status in it is internal), else the HTTP status.
 */
function errorOf(status: number, body: unknown): FunctionsError | null {
  let code: FunctionErrorCode | "ok" = codeOfHttpStatus(status);
  let message: string = code;
  const error = isObject(body) ? body.error : undefined;
  if (isObject(error)) {
    if (typeof error.status === "string") {
      const known = codeOfWireStatus(error.status);
      if (!known) return new FunctionsError("internal", "internal", status);
      code = known;
      message = error.status;
    }
    if (typeof error.message === "string") message = error.message;
  }
  return code === "ok" ? null : new FunctionsError(code, message, status);
}

/** The answer's data: `data`, falling back to `result` (SPEC.md §7). */
function dataOf(status: number, body: unknown): unknown {
  const error = errorOf(status, body);
  if (error) throw error;
  if (!isObject(body)) throw new FunctionsError("internal", NOT_AN_OBJECT_MESSAGE, status);
  const data = body.data !== undefined ? body.data : body.result;
  if (data === undefined) throw new FunctionsError("internal", MISSING_DATA_MESSAGE, status);
  return data;
}

/**
 * One abort controller for the fetch, fed by the caller's signal and the deadline; `reason()` says
 * which ended the call (as a FunctionsError), or null when neither did.
 */
function guardCall(options: CallOptions) {
  const controller = new AbortController();
  let reason: FunctionsError | null = null;
  const stop = (error: FunctionsError) => {
    reason ??= error;
    controller.abort();
  };
  const onCancel = () => stop(new FunctionsError("cancelled", CANCELLED_MESSAGE, 0));
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener("abort", onCancel, { once: true });
  const timeoutMs = options.timeoutMs ?? FUNCTION_TIMEOUT_MS;
  const timer = setTimeout(() => stop(new FunctionsError("deadline-exceeded", "deadline-exceeded", 0)), timeoutMs);
  return {
    signal: controller.signal,
    reason: () => reason,
    /** Rejects as soon as the call is cancelled or times out (for waits that ignore the signal). */
    ended: new Promise<never>((_, reject) => {
      controller.signal.addEventListener("abort", () => reject(reason ?? new Error("aborted")), { once: true });
    }),
    done() {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onCancel);
    },
  };
}

async function post(name: string, data: unknown, options: CallOptions, accept: string, signal: AbortSignal) {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: accept };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return fetch(urlOf(name, options.baseUrl), {
    method: "POST",
    headers,
    body: JSON.stringify({ data: data ?? null }),
    credentials: "same-origin",
    signal,
  });
}

/** A network failure: no answer at all, status 0. */
function networkError(): FunctionsError {
  return new FunctionsError("internal", "The server could not be reached.", 0);
}

async function readJsonBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** Calls a function and resolves with its answer's data. */
export async function callFunction<Result = unknown>(
  name: string,
  data?: unknown,
  options: CallOptions = {},
): Promise<Result> {
  const call = guardCall(options);
  call.ended.catch(() => {});
  try {
    if (call.reason()) throw call.reason();
    let response: Response;
    try {
      response = await Promise.race([post(name, data, options, "application/json", call.signal), call.ended]);
    } catch (error) {
      throw call.reason() ?? (error instanceof FunctionsError ? error : networkError());
    }
    const body = await Promise.race([readJsonBody(response), call.ended]).catch((error: unknown) => {
      throw call.reason() ?? error;
    });
    return dataOf(response.status, body) as Result;
  } finally {
    call.done();
  }
}

export type FunctionStream<Result = unknown> = {
  /** The progress messages, in order, until the result or an error. */
  stream: AsyncIterable<unknown>;
  /** The result (or the error, the same FunctionsError as callFunction's). */
  data: Promise<Result>;
};

/** One server-sent event's `data:` lines, joined; null for a block without any. */
function eventData(block: string): string | null {
  const lines = block
    .split(/\r\n|\r|\n/)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).replace(/^ /, ""));
  return lines.length === 0 ? null : lines.join("\n");
}

/**
 * Calls a function with `Accept: text/event-stream`: progress messages arrive on `stream`, the
 * result (or error) on `data`. A server that answers with plain JSON instead is read as
 * callFunction reads it.
 */
export function streamFunction<Result = unknown>(
  name: string,
  data?: unknown,
  options: CallOptions = {},
): FunctionStream<Result> {
  const messages: unknown[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  const notify = () => {
    wake?.();
    wake = null;
  };

  const result = (async (): Promise<Result> => {
    const call = guardCall(options);
    call.ended.catch(() => {});
    try {
      if (call.reason()) throw call.reason();
      let response: Response;
      try {
        response = await Promise.race([post(name, data, options, "text/event-stream", call.signal), call.ended]);
      } catch (error) {
        throw call.reason() ?? (error instanceof FunctionsError ? error : networkError());
      }
      const type = response.headers.get("content-type") ?? "";
      if (!type.includes("text/event-stream") || !response.body) {
        const body = await Promise.race([readJsonBody(response), call.ended]);
        return dataOf(response.status, body) as Result;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        let chunk: ReadableStreamReadResult<string>;
        try {
          chunk = await Promise.race([reader.read(), call.ended]);
        } catch (error) {
          void reader.cancel().catch(() => {});
          throw call.reason() ?? (error instanceof FunctionsError ? error : networkError());
        }
        if (chunk.done) break;
        buffer += chunk.value;
        const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          const text = eventData(block);
          if (text === null) continue;
          let event: unknown;
          try {
            event = JSON.parse(text) as unknown;
          } catch {
            throw new FunctionsError("internal", NOT_AN_OBJECT_MESSAGE, response.status);
          }
          if (!isObject(event)) throw new FunctionsError("internal", NOT_AN_OBJECT_MESSAGE, response.status);
          if ("message" in event) {
            messages.push(event.message);
            notify();
          } else if ("error" in event) {
            throw errorOf(response.status, event) ?? new FunctionsError("internal", "internal", response.status);
          } else if ("result" in event) {
            void reader.cancel().catch(() => {});
            return event.result as Result;
          }
        }
      }
      // The stream ended without a result: the answer has no data.
      throw new FunctionsError("internal", MISSING_DATA_MESSAGE, response.status);
    } finally {
      call.done();
      finished = true;
      notify();
    }
  })();

  const stream: AsyncIterable<unknown> = {
    async *[Symbol.asyncIterator]() {
      let next = 0;
      for (;;) {
        while (next < messages.length) yield messages[next++];
        if (finished) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
  // An unread `data` must not become an unhandled rejection when only the stream is read.
  result.catch(() => {});
  return { stream, data: result };
}
