import { describe, expect, it } from "vitest";
import { cleanText } from "./clean-text.ts";

describe("cleanText", () => {
  it.each([
    ["  Ada\u0000 Lovelace \u0007", "Ada Lovelace"],
    ["line one\r\nline two\rthree", "line one\nline two\nthree"],
    ["lone \ud800 surrogate", "lone \ufffd surrogate"],
    ["tab\tand\nnewline kept", "tab\tand\nnewline kept"],
    ["zero\u200bwidth and \u202eRTL\u202c kept", "zero\u200bwidth and \u202eRTL\u202c kept"],
    ["emoji 🦕 kept", "emoji 🦕 kept"],
  ])("%j -> %j", (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});
