import { useEffect, useRef } from "react";
import { CONSENT_CHANGED_EVENT, parseStoredPreferences, PREFERENCES_KEY } from "../consent/consent-state.ts";
import { googleAnalyticsCommand, loadGoogleAnalytics } from "./google-analytics.ts";
import {
  createAnalytics,
  FIRST_PARTY_ENDPOINT,
  utmStringFrom,
  UTM_STORAGE_KEY,
  type Analytics,
} from "./analytics-client.ts";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs consent-gated analytics on public pages only (PRODUCT.md §6: never on child-mode pages or
 * pages showing a child's data — those layouts do not render this component). A new `pathname`
 * records a page view; the caller passes the router's, or on the landing page's islands the
 * address bar's, which does not change.
 */
export function AnalyticsRunner({ gaMeasurementId, pathname }: { gaMeasurementId: string | null; pathname: string }) {
  const analytics = useRef<Analytics | null>(null);
  const firstLocation = useRef(true);

  useEffect(() => {
    const store = storage();
    const utm = utmStringFrom(window.location.search);
    if (utm) store?.setItem(UTM_STORAGE_KEY, utm);

    const instance = createAnalytics({
      sendFirstParty(event) {
        const body = new Blob([JSON.stringify(event)], { type: "application/json" });
        if (!navigator.sendBeacon?.(FIRST_PARTY_ENDPOINT, body)) {
          void fetch(FIRST_PARTY_ENDPOINT, {
            method: "POST",
            body,
            keepalive: true,
            headers: { "content-type": "application/json" },
          }).catch(() => {});
        }
      },
      schedule: (callback, delay) => window.setTimeout(callback, delay),
      currentPage: () => ({ path: window.location.pathname, title: document.title, location: window.location.href }),
      savedUtm: () => store?.getItem(UTM_STORAGE_KEY) ?? "",
      ...(gaMeasurementId
        ? { loadRemote: () => loadGoogleAnalytics(gaMeasurementId), remote: googleAnalyticsCommand }
        : {}),
    });
    analytics.current = instance;
    const onConsent = (event: Event) => {
      const analyticsConsent = (event as CustomEvent<{ analytics?: string }>).detail?.analytics;
      if (analyticsConsent === "granted" || analyticsConsent === "denied") instance.consentChanged(analyticsConsent);
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    if (parseStoredPreferences(store?.getItem(PREFERENCES_KEY) ?? null)?.analytics) instance.consentChanged("granted");
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
  }, [gaMeasurementId]);

  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    // Let the new page set its title before the view is recorded.
    const timer = window.setTimeout(() => analytics.current?.pageViewed(), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
