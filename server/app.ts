/**
 * The React Router request handler. Vite bundles this file as the server build's entry (see
 * vite.config.ts), so the context keys it sets are the very objects loaders read.
 */
import { createRequestHandler } from "@react-router/express";
import type { Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { requestContext, servicesContext, type AppServices, type RequestInfo } from "../app/context.ts";

/** The scheduled family e-mails (decision 0028), for server/maintenance.ts: bundled, since they render PDFs with React. */
export { runScheduledEmails } from "../app/server/scheduled-email/run-scheduled-emails.server.ts";

export function createReactRouterHandler(services: AppServices) {
  return createRequestHandler({
    // In production the build is an object, so React Router derives its handler (route tree,
    // matchers) once. Given a function it re-derives on every request: about a tenth of the
    // server's busy CPU in bench:load (decision 0019). Development keeps the function for reloads.
    build: services.config.isProduction ? serverBuild : () => import("virtual:react-router/server-build"),
    mode: services.config.isProduction ? "production" : "development",
    getLoadContext(_request: Request, response: Response) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, response.locals.requestInfo as RequestInfo);
      return context;
    },
  });
}
