/**
 * Assembles the HTTP pipeline around the React Router handler (docs/decisions/0002-express.md).
 * Order matters: ids and logs first, then security headers, probes, limits, compression, static
 * files, the same-origin check, and finally the app.
 */
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { DatabaseHandle } from "../db/connection.ts";
import { GA_CONNECT_ORIGINS, GA_SCRIPT_ORIGIN } from "../app/analytics/google-analytics.ts";
import { isPrivatePath } from "../app/config/private-paths.ts";
import { oidcEnabled } from "../app/server/auth/auth.server.ts";
import type { AppConfig } from "../app/server/env.server.ts";
import type { Logger } from "../app/server/logger.server.ts";
import { bodyLimit, respond } from "./body-limit.ts";
import { healthRoutes } from "./health.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { removableDrainListeners } from "./drain-listeners.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { requestLogging } from "./request-logging.ts";
import { sameOriginWrites } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";

export type HttpAppOptions = {
  config: AppConfig;
  logger: Logger;
  database: Pick<DatabaseHandle, "ping">;
  lifecycle: Lifecycle;
  /** The React Router handler, or Vite's dev middleware followed by it in development. */
  appHandlers: RequestHandler[];
  /** build/client in production; absent in development (Vite serves assets). */
  clientBuildDir?: string;
  /** The cluster worker's id when several server processes share the port (decision 0034). */
  workerId?: number;
};

export function createHttpApp({
  config,
  logger,
  database,
  lifecycle,
  appHandlers,
  clientBuildDir,
  workerId,
}: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY_HOPS);

  app.use(requestLogging(logger));
  app.use(lifecycle.middleware());
  app.use(
    securityHeaders({
      development: !config.isProduction && !clientBuildDir,
      https: config.PUBLIC_URL.startsWith("https:"),
      isPrivatePath,
      formActionSourcesByPath: {
        // "Continue with Google" posts to /login, which redirects to the provider's sign-in page.
        ...(oidcEnabled(config) ? { "/login": [new URL(config.OIDC_GOOGLE_ISSUER).origin] } : {}),
        // Tests only: the fake Stripe serves its stand-ins for Checkout and the portal itself.
        ...(config.STRIPE_API_URL
          ? {
              "/settings/plan": [new URL(config.STRIPE_API_URL).origin],
              "/settings/billing": [new URL(config.STRIPE_API_URL).origin],
            }
          : {}),
      },
      ...(config.GA_MEASUREMENT_ID
        ? { publicPageSources: { script: [GA_SCRIPT_ORIGIN], connect: GA_CONNECT_ORIGINS } }
        : {}),
    }),
  );
  app.use(healthRoutes(database, lifecycle, workerId));
  app.use(bodyLimit());
  app.use(compression());
  // compression forwards "drain" listeners to its zlib stream but cannot remove them (decision 0043).
  app.use(removableDrainListeners());

  if (clientBuildDir) {
    // Vite fingerprints everything under /assets, so it can be cached for a year.
    app.use("/assets", precompressedAssets(path.join(clientBuildDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientBuildDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
    );
    app.use(express.static(clientBuildDir, { maxAge: "1h", index: false }));
  }

  app.use(sameOriginWrites(config.PUBLIC_URL));
  app.use(...appHandlers);

  app.use((error: unknown, request: Request, response: Response, next: NextFunction) => {
    const status =
      (error as { status?: number; statusCode?: number }).statusCode ?? (error as { status?: number }).status;
    if (response.headersSent) return next(error);
    if (status === 404) return respond(request, response, 404, "Not found.");
    logger.error({ err: error, path: request.path }, "unhandled request error");
    respond(request, response, 500, "Something went wrong on our side. Please try again.");
  });
  return app;
}
