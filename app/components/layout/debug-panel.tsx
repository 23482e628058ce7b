import { UTM_STORAGE_KEY } from "../../analytics/analytics-client.ts";
import { useBrowserStorage } from "../../lib/use-browser-storage.ts";
import { useCookieConsent } from "../consent/cookie-consent.tsx";

export const DEBUG_FLAG_KEY = "debug_mode";

/**
 * SPEC.md §2: shown when the debug_mode browser setting is 'true' or the URL has debug=true.
 * `route` is the path and query string; the caller reads it from the router or, on the landing
 * page's islands, from the address bar.
 */
export function DebugPanel({ route, buildVersion }: { route: string; buildVersion: string }) {
  const { state } = useCookieConsent();
  const flag = useBrowserStorage(DEBUG_FLAG_KEY);
  const savedUtm = useBrowserStorage(UTM_STORAGE_KEY);
  const query = route.includes("?") ? route.slice(route.indexOf("?")) : "";
  const enabled = flag === "true" || new URLSearchParams(query).get("debug") === "true";
  if (!enabled) return null;
  const consent = state.stored
    ? `analytics ${state.stored.analytics ? "on" : "off"}, marketing ${state.stored.marketing ? "on" : "off"}`
    : "not chosen";
  return (
    <aside aria-label="Debug information" className="bg-slate-900 px-4 py-2 font-mono text-xs text-slate-100">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>route</dt>
        <dd className="break-all">{route}</dd>
        <dt>consent</dt>
        <dd>{consent}</dd>
        <dt>utm</dt>
        <dd className="break-all">{savedUtm || "none saved"}</dd>
        <dt>build</dt>
        <dd>{buildVersion}</dd>
      </dl>
    </aside>
  );
}
