/**
 * Calling a route module's loader or action the way React Router does, for integration tests:
 * a real Request, the services and request facts in the router context, and `outcome()` to read
 * what the router would answer (thrown redirects, thrown Responses and data(..., { status })).
 */
import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { TestServices } from "./test-services.ts";

export const ROUTE_TEST_ORIGIN = "http://brightpath.test";

export type RouteCall = {
  method?: string;
  path: string;
  cookie?: string;
  clientIp?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  params?: Record<string, string>;
};

export function routeArgs(services: TestServices, call: RouteCall) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, {
    requestId: "test",
    cspNonce: "test-nonce",
    logger: services.logger,
    clientIp: call.clientIp ?? "192.0.2.30",
  });
  const request = new Request(`${ROUTE_TEST_ORIGIN}${call.path}`, {
    method: call.method ?? (call.body === undefined ? "GET" : "POST"),
    headers: {
      origin: ROUTE_TEST_ORIGIN,
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the router's full argument object is not needed here
  return { request, context, params: call.params ?? {}, unstable_pattern: call.path } as any;
}

export type RouteOutcome = {
  status: number;
  location: string | null;
  headers: Headers;
  data: unknown;
  /** The body of a Response (JSON parsed when it is JSON). */
  body?: unknown;
  /** Set when the handler threw something that is not a Response or data(): the router answers 500. */
  crashed?: unknown;
};

/** What the router would answer for this loader or action call (a promise, or a function to call). */
export async function outcome(call: unknown): Promise<RouteOutcome> {
  let value: unknown;
  try {
    value = await (typeof call === "function" ? (call as () => unknown)() : call);
  } catch (error) {
    value = error;
    if (!(error instanceof Response) && !(error && typeof error === "object" && "init" in error && "data" in error)) {
      return { status: 500, location: null, headers: new Headers(), data: undefined, crashed: error };
    }
  }
  if (value instanceof Response) {
    const text = await value.clone().text();
    let body: unknown = text;
    if ((value.headers.get("content-type") ?? "").includes("json") && text) body = JSON.parse(text);
    return {
      status: value.status,
      location: value.headers.get("Location"),
      headers: value.headers,
      data: undefined,
      body,
    };
  }
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value.init ?? {}) as ResponseInit;
    const headers = new Headers(init.headers);
    return { status: init.status ?? 200, location: headers.get("Location"), headers, data: value.data };
  }
  return { status: 200, location: null, headers: new Headers(), data: value };
}
