/**
 * Consent-gated analytics (SPEC.md §4 "Analytics", PRODUCT.md §6). Nothing is sent and no script
 * is loaded until analytics consent is granted; granting sends a page_view 100 ms later; denying
 * stops everything. First-party by default (our own endpoint, no cookies); GA4 only when a
 * measurement id is configured, and still only after consent.
 */
import { UTM_KEYS } from "../seo/canonical.ts";

export const PAGE_VIEW_DELAY_MS = 100;
export const UTM_STORAGE_KEY = "utm-params";
export const FIRST_PARTY_ENDPOINT = "/api/analytics/page-view";

export type PageViewEvent = {
  page_path: string;
  page_title: string;
  page_location: string;
} & Partial<Record<(typeof UTM_KEYS)[number], string>>;

export type AnalyticsDependencies = {
  /** Sends one event to our own endpoint. */
  sendFirstParty(event: PageViewEvent): void;
  /** Loads the remote script (GA4); called at most once. */
  loadRemote?(): void;
  /** Tells the remote script about consent and events. */
  remote?(command: "consent" | "event", payload: Record<string, unknown>): void;
  schedule(callback: () => void, delayMs: number): void;
  currentPage(): { path: string; title: string; location: string };
  savedUtm(): string;
};

export type Analytics = {
  consentChanged(consent: "granted" | "denied"): void;
  pageViewed(): void;
  isGranted(): boolean;
};

/** The UTM fields of a saved UTM string ("utm_source=news&utm_medium=email"). */
export function utmFields(saved: string): Partial<Record<(typeof UTM_KEYS)[number], string>> {
  const params = new URLSearchParams(saved);
  const fields: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) fields[key] = value.slice(0, 200);
  }
  return fields;
}

/** The UTM part of a landing URL's query, or "" when it has none. */
export function utmStringFrom(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) kept.set(key, value.slice(0, 200));
  }
  return kept.toString();
}

export function createAnalytics(deps: AnalyticsDependencies): Analytics {
  let granted = false;
  let remoteLoaded = false;

  function send(): void {
    if (!granted) return;
    const page = deps.currentPage();
    const event: PageViewEvent = {
      page_path: page.path,
      page_title: page.title,
      page_location: page.location,
      ...utmFields(deps.savedUtm()),
    };
    deps.sendFirstParty(event);
    deps.remote?.("event", { name: "page_view", ...event });
  }

  return {
    consentChanged(consent) {
      if (consent === "denied") {
        granted = false;
        deps.remote?.("consent", { analytics_storage: "denied" });
        return;
      }
      if (granted) return;
      granted = true;
      if (deps.loadRemote && !remoteLoaded) {
        remoteLoaded = true;
        deps.loadRemote();
      }
      deps.remote?.("consent", { analytics_storage: "granted" });
      deps.schedule(send, PAGE_VIEW_DELAY_MS);
    },
    pageViewed() {
      send();
    },
    isGranted: () => granted,
  };
}
