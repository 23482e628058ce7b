import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { RequestInfo } from "../app/context.ts";
import type { Logger } from "../app/server/logger.server.ts";

// Load balancers poll these every few seconds; logging each poll would drown real traffic.
const UNLOGGED_PATHS = new Set(["/healthz", "/readyz"]);

// A caller-supplied id is kept only if it is short and plain, so it cannot forge log lines.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives each request an id (echoed as X-Request-Id), a child logger bound to it, and one
 * structured log line when the response finishes. Logs the path only: query strings carry tokens.
 */
export function requestLogging(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction) => {
    const incoming = request.get("x-request-id");
    const requestId = incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    const requestInfo: Omit<RequestInfo, "cspNonce"> = {
      requestId,
      logger: requestLogger,
      clientIp: request.ip ?? request.socket.remoteAddress ?? "unknown",
    };
    response.locals.requestInfo = requestInfo;
    response.setHeader("X-Request-Id", requestId);

    if (UNLOGGED_PATHS.has(request.path)) return next();
    const started = process.hrtime.bigint();
    response.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const level = response.statusCode >= 500 ? "error" : response.statusCode >= 400 ? "warn" : "info";
      requestLogger[level](
        {
          method: request.method,
          path: request.path,
          status: response.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}
