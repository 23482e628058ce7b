/**
 * The error codes of the callable-function protocol (SPEC.md §7-§8), shared by the server
 * (app/server/functions) and the browser helper (app/lib/functions-client.ts). On the wire an
 * error is `{ "error": { "status": "NOT_FOUND", "message": "…" } }`: the status in the canonical
 * upper-case spelling, the code in the helper's lower-case one.
 */
export const FUNCTION_ERROR_CODES = [
  "cancelled",
  "unknown",
  "invalid-argument",
  "deadline-exceeded",
  "not-found",
  "already-exists",
  "permission-denied",
  "resource-exhausted",
  "failed-precondition",
  "aborted",
  "out-of-range",
  "unimplemented",
  "internal",
  "unavailable",
  "data-loss",
  "unauthenticated",
] as const;

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

/** "not-found" → "NOT_FOUND" (the wire spelling). */
export function wireStatus(code: FunctionErrorCode): string {
  return code.toUpperCase().replace(/-/g, "_");
}

/** "NOT_FOUND" → "not-found", or null for a status the protocol does not know. */
export function codeOfWireStatus(status: string): FunctionErrorCode | null {
  const code = status.toLowerCase().replace(/_/g, "-");
  return (FUNCTION_ERROR_CODES as readonly string[]).includes(code) ? (code as FunctionErrorCode) : null;
}

/** The HTTP status each code is sent with, and read back from when a body says nothing. */
const HTTP_STATUS: Partial<Record<FunctionErrorCode, number>> = {
  "invalid-argument": 400,
  "failed-precondition": 400,
  "out-of-range": 400,
  unauthenticated: 401,
  "permission-denied": 403,
  "not-found": 404,
  "already-exists": 409,
  aborted: 409,
  "resource-exhausted": 429,
  cancelled: 499,
  internal: 500,
  unknown: 500,
  "data-loss": 500,
  unimplemented: 501,
  unavailable: 503,
  "deadline-exceeded": 504,
};

export function httpStatusOf(code: FunctionErrorCode): number {
  return HTTP_STATUS[code] ?? 500;
}

/** The code an HTTP status means when the body carries no error (status 0: no answer at all). */
export function codeOfHttpStatus(status: number): FunctionErrorCode | "ok" {
  if (status >= 200 && status < 300) return "ok";
  switch (status) {
    case 0:
      return "internal";
    case 400:
      return "invalid-argument";
    case 401:
      return "unauthenticated";
    case 403:
      return "permission-denied";
    case 404:
      return "not-found";
    case 409:
      return "aborted";
    case 429:
      return "resource-exhausted";
    case 499:
      return "cancelled";
    case 500:
      return "internal";
    case 501:
      return "unimplemented";
    case 503:
      return "unavailable";
    case 504:
      return "deadline-exceeded";
    default:
      return "unknown";
  }
}
