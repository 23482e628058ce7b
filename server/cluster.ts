/**
 * Several server processes on one machine (decision 0034). The primary process forks
 * WEB_CONCURRENCY workers that share the port through node:cluster (the primary accepts
 * connections and hands them out in turn), restarts a worker that crashes, and passes SIGTERM
 * on so every worker shuts down gracefully (server/lifecycle.ts). The primary serves nothing
 * itself; it migrated the database before forking (server/main.ts). One worker, and only one, runs
 * the maintenance jobs (decision 0043).
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../app/server/logger.server.ts";
import { SHUTDOWN_DEADLINE_MS } from "./lifecycle.ts";

/**
 * Set by the primary in the environment of exactly one worker (1) and of every other (0): the
 * worker that runs the maintenance jobs (server/maintenance.ts). The worker started in its place
 * after a crash takes the job over, so there is always one.
 */
export const MAINTENANCE_WORKER_ENV = "BRIGHTPATH_MAINTENANCE_WORKER";

/** In a worker: whether the primary chose this process to run the maintenance jobs. */
export function isMaintenanceWorker(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[MAINTENANCE_WORKER_ENV] === "1";
}

/** What a worker tells the primary. */
export type WorkerMessage = { type: "listening" } | { type: "startup-failed"; message: string };

/** The first restart waits this long; each further crash within a minute doubles it, up to the cap. */
export const RESTART_DELAY_MS = 1000;
export const RESTART_DELAY_CAP_MS = 30_000;
const CRASH_MEMORY_MS = 60_000;

/**
 * How long the primary waits before restarting a crashed worker, given how many workers
 * crashed in the last minute (this one included): a worker that crashes at once on every start
 * (a bad deploy, a full disk) does not spin the machine.
 */
export function restartDelayMs(recentCrashes: number): number {
  return Math.min(RESTART_DELAY_CAP_MS, RESTART_DELAY_MS * 2 ** Math.max(0, recentCrashes - 1));
}

/** In a worker: tells the primary. Resolves once the message is handed to the IPC channel. */
export function tellPrimary(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

export type PrimaryOptions = {
  workers: number;
  logger: Logger;
  /** Logged once every first worker listens. */
  listening: () => void;
  /** Ends the primary: `code` 1 after a start-up failure, with its one line already printed. */
  exit: (code: number) => void;
};

/**
 * Runs the primary. Start-up: if any first worker fails before it listens (port in use, missing
 * build), the others are stopped and the primary prints that worker's one line and exits 1.
 * After start-up, a worker that exits without being asked is logged and restarted after
 * `restartDelayMs`. SIGTERM or SIGINT goes to every worker at once; the primary exits when the
 * last one has, or kills the stragglers after the shutdown deadline.
 */
export function runPrimary({ workers, logger, listening, exit }: PrimaryOptions): void {
  const listeningWorkers = new Set<number>();
  let started = false;
  let stopping: "shutdown" | "startup-failed" | null = null;
  let firstFailure: string | null = null;
  const crashes: number[] = [];
  const pendingRestarts = new Set<NodeJS.Timeout>();

  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  function fork(maintenance: boolean): void {
    const worker = cluster.fork({ [MAINTENANCE_WORKER_ENV]: maintenance ? "1" : "0" });
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "listening") {
        listeningWorkers.add(worker.id);
        if (!started && listeningWorkers.size >= workers) {
          started = true;
          listening();
        }
      } else if (message.type === "startup-failed") {
        if (!started) failStartup(message.message);
        else logger.error({ worker: worker.id, reason: message.message }, "a restarted server process could not start");
      }
    });
    worker.on("exit", (code, signal) => {
      listeningWorkers.delete(worker.id);
      if (stopping) {
        if (alive().length === 0) exit(stopping === "shutdown" ? 0 : 1);
        return;
      }
      if (!started) {
        failStartup(`A server process stopped during start-up (exit code ${code ?? signal}). Check the logs above.`);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && (crashes[0] ?? now) < now - CRASH_MEMORY_MS) crashes.shift();
      const delayMs = restartDelayMs(crashes.length);
      logger.error(
        { worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delayMs },
        "server process exited; restarting it",
      );
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (!stopping) fork(maintenance);
      }, delayMs);
      pendingRestarts.add(timer);
    });
  }

  function stopAll(signal: NodeJS.Signals): void {
    for (const timer of pendingRestarts) clearTimeout(timer);
    pendingRestarts.clear();
    for (const worker of alive()) worker.process.kill(signal);
    // The workers' own deadline forces their connections closed; this one catches a worker that hangs anyway.
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill("SIGKILL");
    }, SHUTDOWN_DEADLINE_MS + 2000).unref();
    if (alive().length === 0) exit(stopping === "shutdown" ? 0 : 1);
  }

  function failStartup(message: string): void {
    if (stopping) return;
    stopping = "startup-failed";
    firstFailure = message;
    process.stderr.write(`${firstFailure}\n`);
    stopAll("SIGKILL");
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = "shutdown";
      logger.info({ reason: signal, workers: alive().length }, "shutting down every server process");
      stopAll("SIGTERM");
    });
  }

  // The first worker runs the maintenance jobs; the others only serve (decision 0043).
  for (let index = 0; index < workers; index++) fork(index === 0);
}
