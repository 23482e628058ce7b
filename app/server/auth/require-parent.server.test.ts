import { describe, expect, it } from "vitest";
import { requestedPath } from "./require-parent.server.ts";

describe("requestedPath", () => {
  it("is the page asked for, whether by a document request or a client navigation's data request", () => {
    const path = (url: string) => requestedPath(new URL(url, "http://brightpath.test"));
    expect(path("/coppa-gate")).toBe("/coppa-gate");
    expect(path("/coppa-gate.data?_routes=routes%2Fapp%2Flayout")).toBe("/coppa-gate");
    expect(path("/settings/profile.data?tab=1&_routes=x")).toBe("/settings/profile?tab=1");
    expect(path("/_.data")).toBe("/");
    expect(path("/dashboard?x=1")).toBe("/dashboard?x=1");
  });
});
