import { describe, expect, it } from "vitest";
import { formatConsentTime } from "./consent-time.ts";

describe("consent times", () => {
  const iso = "2026-11-21T19:45:00.000Z";

  it("are UTC on the server and in e-mails, in the reader's language", () => {
    expect(formatConsentTime(iso)).toBe("November 21, 2026 at 7:45 PM UTC");
    expect(formatConsentTime(iso, "es")).toMatch(/^21 de noviembre de 2026.*7:45.*p\.\s?m\. UTC$/);
    expect(formatConsentTime(iso, "en", "UTC")).toBe("November 21, 2026 at 7:45 PM UTC");
  });

  it("are the parent's local time with the zone's name once the browser's zone is known", () => {
    expect(formatConsentTime(iso, "en", "America/Chicago")).toBe("November 21, 2026 at 1:45 PM CST");
    expect(formatConsentTime("2026-07-04T15:00:00.000Z", "en", "America/New_York")).toBe(
      "July 4, 2026 at 11:00 AM EDT",
    );
    // A day boundary moves with the zone: 1:30 AM UTC on the 22nd is the evening of the 21st in Texas.
    expect(formatConsentTime("2026-11-22T01:30:00.000Z", "en", "America/Chicago")).toBe(
      "November 21, 2026 at 7:30 PM CST",
    );
  });

  it("fall back to UTC for a zone the platform does not know", () => {
    expect(formatConsentTime(iso, "en", "Mars/Olympus_Mons")).toBe("November 21, 2026 at 7:45 PM UTC");
  });
});
