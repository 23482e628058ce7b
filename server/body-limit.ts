import type { NextFunction, Request, Response } from "express";

/** Largest request body accepted (forms and JSON; nothing in the product uploads files). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Oversized uploads up to this size are read and dropped so the client sees the 413. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Refuses oversized bodies before any of them is read (SECURITY.md "Input", 15.2.2): 413 when the
 * declared length is too big, 411 when a body arrives without a declared length (browsers always
 * declare one; Node's parser then guarantees the body is no longer than declared).
 */
export function bodyLimit(limitBytes = BODY_LIMIT_BYTES) {
  return (request: Request, response: Response, next: NextFunction) => {
    const declared = request.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > limitBytes) {
        // The body is never handed to the app. Node discards what is still arriving so the client
        // can read this answer (closing the socket mid-upload would turn it into a reset);
        // far larger uploads are cut off by the server's request time-out.
        if (Number(declared) > DISCARD_LIMIT_BYTES) response.setHeader("Connection", "close");
        respond(request, response, 413, `The request is too large: the limit is ${formatBytes(limitBytes)}.`);
        return;
      }
      return next();
    }
    if (request.headers["transfer-encoding"]) {
      response.setHeader("Connection", "close");
      respond(request, response, 411, "The request must declare its length (Content-Length).");
      return;
    }
    next();
  };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Plain text for browsers and JSON for API clients. */
export function respond(request: Request, response: Response, status: number, message: string): void {
  response.status(status);
  if (request.accepts(["text/html", "application/json"]) === "application/json") {
    response.json({ error: message });
  } else {
    response.type("text/plain").send(message);
  }
}
