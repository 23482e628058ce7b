import { describe, expect, it, vi } from "vitest";
import {
  createAnalytics,
  PAGE_VIEW_DELAY_MS,
  utmFields,
  utmStringFrom,
  type AnalyticsDependencies,
} from "./analytics-client.ts";

function setup(withRemote = false) {
  const scheduled: { callback: () => void; delay: number }[] = [];
  const deps = {
    sendFirstParty: vi.fn(),
    schedule: (callback: () => void, delay: number) => scheduled.push({ callback, delay }),
    currentPage: () => ({
      path: "/pricing",
      title: "Pricing - Brightpath",
      location: "https://b.example/pricing?utm_source=x",
    }),
    savedUtm: () => "utm_source=news&utm_campaign=fall",
    ...(withRemote ? { loadRemote: vi.fn(), remote: vi.fn() } : {}),
  } satisfies AnalyticsDependencies;
  return { analytics: createAnalytics(deps), deps, scheduled };
}

describe("consent-gated analytics (SPEC.md §4)", () => {
  it("sends nothing and loads nothing before consent", () => {
    const { analytics, deps, scheduled } = setup(true);
    analytics.pageViewed();
    analytics.pageViewed();
    expect(deps.sendFirstParty).not.toHaveBeenCalled();
    expect(deps.loadRemote).not.toHaveBeenCalled();
    expect(scheduled).toEqual([]);
  });

  it("granting loads once and sends a page_view 100 ms later with page and UTM fields", () => {
    const { analytics, deps, scheduled } = setup(true);
    analytics.consentChanged("granted");
    analytics.consentChanged("granted");
    expect(deps.loadRemote).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.delay).toBe(PAGE_VIEW_DELAY_MS);
    expect(deps.sendFirstParty).not.toHaveBeenCalled();
    scheduled[0]?.callback();
    expect(deps.sendFirstParty).toHaveBeenCalledWith({
      page_path: "/pricing",
      page_title: "Pricing - Brightpath",
      page_location: "https://b.example/pricing?utm_source=x",
      utm_source: "news",
      utm_campaign: "fall",
    });
    expect(deps.remote).toHaveBeenCalledWith("consent", { analytics_storage: "granted" });
  });

  it("denying sets analytics consent to denied and stops page views", () => {
    const { analytics, deps } = setup(true);
    analytics.consentChanged("granted");
    analytics.consentChanged("denied");
    analytics.pageViewed();
    expect(deps.remote).toHaveBeenLastCalledWith("consent", { analytics_storage: "denied" });
    expect(deps.sendFirstParty).not.toHaveBeenCalled();
    expect(analytics.isGranted()).toBe(false);
  });

  it("works first-party only when no remote script is configured", () => {
    const { analytics, deps, scheduled } = setup(false);
    analytics.consentChanged("granted");
    scheduled[0]?.callback();
    analytics.pageViewed();
    expect(deps.sendFirstParty).toHaveBeenCalledTimes(2);
  });
});

describe("UTM handling", () => {
  it("keeps only the five tracked keys from a landing URL", () => {
    expect(utmStringFrom("?utm_source=news&utm_medium=email&ref=x&utm_content=hero")).toBe(
      "utm_source=news&utm_medium=email&utm_content=hero",
    );
    expect(utmStringFrom("?page=2")).toBe("");
  });

  it("reads fields back from the saved string", () => {
    expect(utmFields("utm_term=fractions&other=1")).toEqual({ utm_term: "fractions" });
  });
});
