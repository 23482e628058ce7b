/**
 * Graceful shutdown (SECURITY.md "Data and faults"): on SIGTERM or SIGINT, /readyz turns 503,
 * the server stops accepting connections, in-flight requests finish, the database closes, and
 * the process exits — forcibly if anything is still open after the deadline.
 */
import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/server/logger.server.ts";

export const SHUTDOWN_DEADLINE_MS = 9000;

export type Lifecycle = {
  isShuttingDown(): boolean;
  /** Marks responses `Connection: close` once shutdown starts so keep-alive clients move on. */
  middleware(): (request: Request, response: Response, next: NextFunction) => void;
  shutdown(reason: string): Promise<void>;
  attach(server: Server, closeResources: () => Promise<void>): void;
};

export function createLifecycle(logger: Logger, deadlineMs = SHUTDOWN_DEADLINE_MS): Lifecycle {
  let shuttingDown = false;
  let server: Server | undefined;
  let closeResources: () => Promise<void> = async () => {};
  let done: Promise<void> | undefined;

  async function run(reason: string): Promise<void> {
    shuttingDown = true;
    logger.info({ reason }, "shutting down");
    const forced = setTimeout(() => {
      logger.error({ deadlineMs }, "shutdown deadline passed; closing remaining connections");
      server?.closeAllConnections();
    }, deadlineMs);
    forced.unref();
    if (server) {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      // Keep-alive connections go idle as their last response ends; close each as soon as it does.
      const sweep = setInterval(() => server?.closeIdleConnections(), 50);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
    }
    clearTimeout(forced);
    await closeResources();
    logger.info("shutdown complete");
  }

  return {
    isShuttingDown: () => shuttingDown,
    middleware: () => (_request, response, next) => {
      if (shuttingDown) response.setHeader("Connection", "close");
      next();
    },
    shutdown(reason) {
      done ??= run(reason);
      return done;
    },
    attach(httpServer, close) {
      server = httpServer;
      closeResources = close;
    },
  };
}
