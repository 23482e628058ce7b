/**
 * Values handed to every loader and action through React Router's context (STYLE.md habit 4):
 * the services built once at start-up, and facts about the current request.
 */
import { createContext } from "react-router";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Auth } from "./server/auth/auth.server.ts";
import type { AppConfig } from "./server/env.server.ts";
import type { Logger } from "./server/logger.server.ts";
import type { Mailer } from "./server/mail/mailer.server.ts";

export type AppServices = {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /**
   * The landing page's islands script (docs/decisions/0011-landing-page-islands.md), found in the
   * production build at start-up; absent in development, where every page hydrates fully.
   */
  landingIslandsScript?: string;
};

export type RequestInfo = {
  requestId: string;
  /** Per-request Content-Security-Policy nonce for inline and module scripts. */
  cspNonce: string;
  /** Logger bound to this request's id. */
  logger: Logger;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY_HOPS says a proxy is in front). */
  clientIp: string;
};

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
