/**
 * Typed results: the engine never throws on bad input (issue 6). Every public function returns
 * `{ ok: true, value }` or `{ ok: false, error }` with a stable code the web layer can map.
 */

export type EngineErrorCode =
  | "invalid-input"
  | "corrupt-state"
  | "unsupported-schema-version"
  | "unknown-skill"
  | "unknown-subject"
  | "empty-history"
  | "paused"
  | "finished"
  | "no-items";

export type EngineError = { code: EngineErrorCode; message: string };

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: EngineErrorCode, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}

/** Runs a computation and turns an unexpected exception into an error value (last line of defence). */
export function guard<T>(run: () => Result<T>): Result<T> {
  try {
    return run();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return fail("invalid-input", `The engine could not process this input: ${message}`);
  }
}
