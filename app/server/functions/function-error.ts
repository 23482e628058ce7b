import { httpStatusOf, wireStatus, type FunctionErrorCode } from "../../lib/functions-errors.ts";

/**
 * An error a callable function means to send: its code and a message the caller may show.
 * Anything else a function throws is answered as `internal` with a generic message (and logged),
 * so no stack trace or SQL ever reaches a client.
 */
export class FunctionError extends Error {
  readonly code: FunctionErrorCode;
  constructor(code: FunctionErrorCode, message: string) {
    super(message);
    this.name = "FunctionError";
    this.code = code;
  }
}

/** The wire body of an error: `{ error: { status, message } }`. */
export function errorBody(error: FunctionError): { error: { status: string; message: string } } {
  return { error: { status: wireStatus(error.code), message: error.message } };
}

export function errorResponse(error: FunctionError, headers: Headers = new Headers()): Response {
  const out = new Headers(headers);
  out.set("Cache-Control", "no-store");
  return Response.json(errorBody(error), { status: httpStatusOf(error.code), headers: out });
}

export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
