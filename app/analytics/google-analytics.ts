/**
 * Optional GA4 (PRODUCT.md §6): a remote script, loaded only after analytics consent and only on
 * public pages. Its origins are in the CSP only for those pages (server/security-headers.ts).
 */
export const GA_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
export const GA_CONNECT_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

type Gtag = (...args: unknown[]) => void;
type GaWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** Adds the GA4 script once, with consent defaulting to denied until granted. */
export function loadGoogleAnalytics(measurementId: string): void {
  const win = window as GaWindow;
  if (win.gtag) return;
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads the arguments objects pushed here.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    win.dataLayer?.push(arguments);
  };
  win.gtag("consent", "default", { analytics_storage: "denied", ad_storage: "denied" });
  win.gtag("js", new Date());
  win.gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function googleAnalyticsCommand(command: "consent" | "event", payload: Record<string, unknown>): void {
  const gtag = (window as GaWindow).gtag;
  if (!gtag) return;
  if (command === "consent") gtag("consent", "update", payload);
  else {
    const { name, ...parameters } = payload;
    gtag("event", name, parameters);
  }
}
