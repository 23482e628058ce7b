import Bowser from "bowser";
import { cleanText } from "../../lib/clean-text.ts";

export type DeviceDescription = { browser: string; deviceType: string; os: string };

/** The largest user-agent text kept; real ones are a few hundred characters. */
const MAX_USER_AGENT = 1000;

/**
 * SPEC.md §3: browser is the user-agent text; device type ("desktop", "mobile", "tablet", "tv")
 * and operating system ("iOS 17.5") are read from it by bowser. Unreadable parts are "unknown".
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  const browser = cleanText(userAgent ?? "").slice(0, MAX_USER_AGENT);
  if (!browser) return { browser: "", deviceType: "unknown", os: "unknown" };
  const parsed = Bowser.parse(browser);
  const os = [parsed.os.name, parsed.os.version].filter(Boolean).join(" ");
  return { browser, deviceType: parsed.platform.type || "unknown", os: os || "unknown" };
}
