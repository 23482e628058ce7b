/**
 * Periodic upkeep in the server process: retention deletes (and expired rate-limit counters).
 * Runs once at start-up and then every hour; every step is idempotent, so several servers running
 * it, or a restart in the middle, do no harm.
 */
import type { Logger } from "../app/server/logger.server.ts";
import { enforceRetention } from "../app/server/enforce-retention.server.ts";
import type { DatabaseHandle } from "../db/connection.ts";

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export function startMaintenance(
  database: Pick<DatabaseHandle, "db">,
  logger: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = enforceRetention(database.db).then(
      (deleted) => {
        if (Object.values(deleted).some((count) => count > 0)) logger.info({ deleted }, "retention enforced");
      },
      (error: unknown) => logger.error({ err: error }, "retention run failed; it will be retried"),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    /** Stops the schedule and waits for a run in progress, so the database can close cleanly. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
