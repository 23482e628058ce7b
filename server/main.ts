/**
 * Process entry: `node server/main.ts` (Node 24 runs TypeScript by stripping types).
 * Reads configuration and migrates the database once, then serves: in this process when
 * WEB_CONCURRENCY is 1 (always in development), otherwise in that many worker processes that
 * share the port (server/cluster.ts, decision 0034). Each serving process builds the HTTP
 * pipeline around the React Router app, listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { AppServices } from "../app/context.ts";
import type * as ServerApp from "./app.ts";
import { ConfigError, loadConfig, type AppConfig } from "../app/server/env.server.ts";
import { brandPlaceholders } from "../app/config/brand-placeholders.ts";
import { createLogger, type Logger } from "../app/server/logger.server.ts";
import { createMailer } from "../app/server/mail/mailer.server.ts";
import { createAuth } from "../app/server/auth/auth.server.ts";
import { createDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { isMaintenanceWorker, runPrimary, tellPrimary } from "./cluster.ts";
import { databaseOptions } from "./database-options.ts";
import { createHttpApp } from "./http-app.ts";
import { findLandingIslandsScript } from "./landing-islands.ts";
import { createLifecycle } from "./lifecycle.ts";
import { startMaintenance } from "./maintenance.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A start-up problem, with the one line that says what to fix. */
class StartupFailure extends Error {
  override name = "StartupFailure";
}

/**
 * Start-up problems end the process with one line that says what to fix. A worker hands its
 * line to the primary, which prints it once for all workers (server/cluster.ts).
 */
async function stop(message: string): Promise<never> {
  if (cluster.isWorker) await tellPrimary({ type: "startup-failed", message });
  else process.stderr.write(`${message}\n`);
  process.exit(1);
}

type LoadedApp = {
  appHandlers: RequestHandler[];
  clientBuildDir?: string;
  close?: () => Promise<void>;
  scheduledEmails: (typeof ServerApp)["runScheduledEmails"];
};

async function loadProductionApp(services: AppServices): Promise<LoadedApp> {
  const serverBuild = path.join(ROOT, "build/server/index.js");
  if (!existsSync(serverBuild))
    throw new StartupFailure("The production build is missing: run `npm run build` first (or use `npm start`).");
  const module = (await import(pathToFileURL(serverBuild).href)) as typeof ServerApp;
  const clientBuildDir = path.join(ROOT, "build/client");
  let landingIslandsScript: string;
  try {
    landingIslandsScript = findLandingIslandsScript(clientBuildDir);
  } catch (error) {
    throw new StartupFailure((error as Error).message);
  }
  return {
    appHandlers: [module.createReactRouterHandler({ ...services, landingIslandsScript })],
    clientBuildDir,
    scheduledEmails: module.runScheduledEmails,
  };
}

async function loadDevelopmentApp(services: AppServices): Promise<LoadedApp> {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root: ROOT, server: { middlewareMode: true } });
  const module = (await viteServer.ssrLoadModule("./server/app.ts")) as typeof ServerApp;
  return {
    appHandlers: [viteServer.middlewares, module.createReactRouterHandler(services)],
    close: () => viteServer.close(),
    scheduledEmails: module.runScheduledEmails,
  };
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupFailure(error.message);
    throw error;
  }
  const logger = createLogger(config);
  // Workers were forked after the primary migrated: they only serve.
  if (cluster.isWorker) return serve(config, logger.child({ worker: cluster.worker?.id }), { migrate: false });
  const workers = config.isProduction ? config.WEB_CONCURRENCY : 1;
  if (!config.isProduction && config.WEB_CONCURRENCY > 1) {
    logger.warn(
      { WEB_CONCURRENCY: config.WEB_CONCURRENCY },
      "the development server runs as one process; WEB_CONCURRENCY is ignored",
    );
  }
  if (workers === 1) return serve(config, logger, { migrate: true });

  const database = createDatabase(databaseOptions(config));
  await migrate(config, logger, database);
  await database.close();
  runPrimary({
    workers,
    logger,
    listening: () => announce(config, logger, database.kind, workers),
    exit: (code) => process.exit(code),
  });
}

/** Migrates before anything serves; a database that cannot be opened is a start-up failure. */
async function migrate(config: AppConfig, logger: Logger, database: ReturnType<typeof createDatabase>): Promise<void> {
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  } catch (error) {
    await database.close().catch(() => {});
    const where = config.DATABASE_URL
      ? "the PostgreSQL database at DATABASE_URL"
      : `the SQLite database in DATA_DIR (${config.DATA_DIR})`;
    throw new StartupFailure(
      `Could not open ${where}: ${(error as Error).message}. Check the configuration and start again.`,
    );
  }
}

function announce(config: AppConfig, logger: Logger, database: string, workers: number): void {
  logger.info({ url: config.PUBLIC_URL, database, mode: config.NODE_ENV, workers }, "Brightpath is listening");
  // Issue 18: brand facts still on their .example placeholders must not go live unnoticed.
  const placeholders = brandPlaceholders();
  if (config.NODE_ENV === "production" && placeholders.length > 0) {
    logger.warn(
      { fields: placeholders },
      "brand facts are still .example placeholders (support e-mail, postal address, social links): set them in app/config/brand.ts",
    );
  }
}

/** One serving process: the only one (WEB_CONCURRENCY=1, development) or a cluster worker. */
async function serve(config: AppConfig, logger: Logger, { migrate: migrateFirst }: { migrate: boolean }) {
  const database = createDatabase(databaseOptions(config));
  if (migrateFirst) await migrate(config, logger, database);

  const lifecycle = createLifecycle(logger);
  const mailer = createMailer(config);
  const services: AppServices = {
    config,
    database,
    logger,
    mailer,
    auth: createAuth({ config, database, mailer, logger }),
  };
  const loaded = config.isProduction ? await loadProductionApp(services) : await loadDevelopmentApp(services);
  const app = createHttpApp({
    config,
    logger,
    database,
    lifecycle,
    appHandlers: loaded.appHandlers,
    ...(loaded.clientBuildDir ? { clientBuildDir: loaded.clientBuildDir } : {}),
    ...(cluster.isWorker && cluster.worker ? { workerId: cluster.worker.id } : {}),
  });

  // Slow clients are cut off (SECURITY.md 15.2.2): headers within 10 s, the whole request in 30 s.
  const server = http.createServer({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 }, app);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE")
      void stop(`PORT ${config.PORT} is already in use. Check the configuration and start again.`);
    else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND")
      void stop(`HOST "${config.HOST}" cannot be listened on. Check the configuration and start again.`);
    else void stop(`The server could not start: ${error.message}`);
  });
  // With several workers on one machine only the one the primary chose runs the maintenance jobs
  // (decision 0043); across machines each job's database claims still make it run once.
  const runsMaintenance = !cluster.isWorker || isMaintenanceWorker();
  if (runsMaintenance && cluster.isWorker) logger.info({ pid: process.pid }, "this process runs the maintenance jobs");
  const maintenance = runsMaintenance
    ? startMaintenance(database, logger, {
        consentFollowUps: { config, mailer },
        scheduledEmails: loaded.scheduledEmails,
      })
    : null;
  lifecycle.attach(server, async () => {
    await maintenance?.stop();
    await loaded.close?.();
    await database.close();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      lifecycle.shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  server.listen(config.PORT, config.HOST, () => {
    if (cluster.isWorker) void tellPrimary({ type: "listening" });
    else announce(config, logger, database.kind, 1);
  });
}

try {
  await main();
} catch (error) {
  if (error instanceof StartupFailure) await stop(error.message);
  throw error;
}
