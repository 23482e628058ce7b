import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
} from "./format.ts";

describe("format.ts in the reader's language", () => {
  it("writes dates the way each language does", () => {
    expect(formatDate("2026-11-26", "en")).toBe("November 26, 2026");
    expect(formatDate("2026-11-26", "es")).toBe("26 de noviembre de 2026");
    expect(formatDate(new Date("2026-01-05T23:30:00Z"), "es", "short")).toBe("5/1/2026");
    expect(formatDateTime("2026-11-26T15:05:00Z", "en")).toMatch(/^November 26, 2026.*3:05\sPM$/);
    expect(formatDateTime("2026-11-26T15:05:00Z", "es")).toMatch(/^26 de noviembre de 2026 a las 3:05\sp\.\s?m\.$/);
  });

  it("writes numbers, percentages and money", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1234.5, "es")).toBe("1,234.5");
    expect(formatPercent(0.42, "es")).toMatch(/^42\s?%$/);
    expect(formatMoney(1900, "en")).toBe("$19");
    expect(formatMoney(14900, "es")).toBe("$149");
    expect(formatMoney(50, "es")).toBe("$0.50");
  });

  it("joins lists and says relative days", () => {
    expect(formatList(["math", "reading", "science"], "en")).toBe("math, reading, and science");
    expect(formatList(["matemáticas", "lectura", "ciencias"], "es")).toBe("matemáticas, lectura y ciencias");
    expect(formatRelative(-1, "day", "es")).toBe("ayer");
    expect(formatRelative(3, "day", "en")).toBe("in 3 days");
  });
});

describe("formatDateRange", () => {
  // ICU puts thin spaces (U+2009) around the dash: read them as spaces here.
  const range = (...args: Parameters<typeof formatDateRange>) => formatDateRange(...args).replace(/\u2009/g, " ");
  it("names a week once, in the reader's language, across months and years too", () => {
    expect(range("2026-11-23", "2026-11-29", "en")).toBe("November 23 – 29, 2026");
    expect(range("2026-11-23", "2026-11-29", "es")).toBe("23–29 de noviembre de 2026");
    expect(range("2026-11-30", "2026-12-06", "es")).toBe("30 de noviembre – 6 de diciembre de 2026");
    expect(range("2026-12-28", "2027-01-03", "en")).toBe("December 28, 2026 – January 3, 2027");
  });
});
