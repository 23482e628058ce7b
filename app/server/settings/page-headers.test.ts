import { describe, expect, it } from "vitest";
import { settingsPageHeaders } from "./page-headers.ts";

describe("settingsPageHeaders", () => {
  it("keeps no-store from the loader and Retry-After from the action, leaving cookies to React Router", () => {
    const headers = settingsPageHeaders({
      parentHeaders: new Headers({ "Cache-Control": "no-store" }),
      loaderHeaders: new Headers([
        ["Cache-Control", "no-store"],
        ["Set-Cookie", "a=1"],
      ]),
      actionHeaders: new Headers({ "Retry-After": "60" }),
    });
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("60");
    expect(headers.getSetCookie()).toEqual([]);
  });
});
