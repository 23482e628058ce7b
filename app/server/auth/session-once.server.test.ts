import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext, servicesContext, type AppServices } from "../../context.ts";
import { lookUpRequestSession } from "./session.server.ts";

/** A request context whose better-auth counts its session lookups. */
function contextWithCountingAuth() {
  const calls: string[] = [];
  const auth = {
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        calls.push(headers.get("cookie") ?? "");
        return { headers: new Headers(), response: null };
      },
    },
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, { auth } as unknown as AppServices);
  context.set(requestContext, { clientIp: "203.0.113.9" } as never);
  return { context, calls };
}

describe("one session lookup per request", () => {
  it("shares the lookup between the middleware and every loader of a request", async () => {
    const { context, calls } = contextWithCountingAuth();
    const request = new Request("http://brightpath.test/placement/x/math", { headers: { cookie: "s=1" } });
    const [a, b, c] = await Promise.all([
      lookUpRequestSession(context, request),
      lookUpRequestSession(context, request),
      lookUpRequestSession(context, new Request(request.url, { headers: { cookie: "s=1" } })),
    ]);
    expect(calls).toEqual(["s=1"]);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it("looks up afresh for another cookie or another request", async () => {
    const { context, calls } = contextWithCountingAuth();
    await lookUpRequestSession(context, new Request("http://brightpath.test/", { headers: { cookie: "s=1" } }));
    await lookUpRequestSession(context, new Request("http://brightpath.test/", { headers: { cookie: "s=2" } }));
    const next = contextWithCountingAuth();
    await lookUpRequestSession(next.context, new Request("http://brightpath.test/", { headers: { cookie: "s=1" } }));
    expect(calls).toEqual(["s=1", "s=2"]);
    expect(next.calls).toEqual(["s=1"]);
  });
});
