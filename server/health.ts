import { Router } from "express";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Lifecycle } from "./lifecycle.ts";

/**
 * Load-balancer probes (SECURITY.md "Data and faults"): /healthz says the process is alive and
 * touches nothing else; /readyz says this instance should get traffic: the database answers and
 * the process is not shutting down. With several server processes (decision 0034) each answers
 * for itself, and /healthz names the worker that answered (its cluster number, nothing more), so
 * an operator can see that every worker serves and which one was restarted.
 */
export function healthRoutes(database: Pick<DatabaseHandle, "ping">, lifecycle: Lifecycle, workerId?: number) {
  const router = Router();
  router.get("/healthz", (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    response.json(workerId === undefined ? { status: "ok" } : { status: "ok", worker: workerId });
  });
  router.get("/readyz", async (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    if (lifecycle.isShuttingDown()) {
      response.status(503).json({ status: "shutting-down" });
      return;
    }
    try {
      await database.ping(1500);
      response.json({ status: "ready" });
    } catch {
      response.status(503).json({ status: "database-unreachable" });
    }
  });
  return router;
}
