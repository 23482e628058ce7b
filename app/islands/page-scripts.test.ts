import { describe, expect, it } from "vitest";
import { wantsIslands } from "./page-scripts.ts";

describe("wantsIslands", () => {
  it.each([
    { handles: [undefined, { javascript: "islands" }], expected: true },
    { handles: [{ javascript: "islands" }, { other: 1 }], expected: true },
    { handles: [undefined, undefined], expected: false },
    { handles: [null, { javascript: "app" }], expected: false },
    { handles: [], expected: false },
  ])("matches with handles $handles → $expected", ({ handles, expected }) => {
    expect(wantsIslands(handles.map((handle) => ({ handle })))).toBe(expected);
  });
});
