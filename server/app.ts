/**
 * The React Router request handler. Vite bundles this file as the server build's entry (see
 * vite.config.ts), so the context keys it sets are the very objects loaders read.
 */
import { createRequestHandler } from "@react-router/express";
import type { Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type AppServices, type RequestInfo } from "../app/context.ts";

export function createReactRouterHandler(services: AppServices) {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: services.config.isProduction ? "production" : "development",
    getLoadContext(_request: Request, response: Response) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, response.locals.requestInfo as RequestInfo);
      return context;
    },
  });
}
