import { useLocation, useRouteLoaderData } from "react-router";
import { UTM_STORAGE_KEY } from "../../analytics/analytics-client.ts";
import { useBrowserStorage } from "../../lib/use-browser-storage.ts";
import { useCookieConsent } from "../consent/cookie-consent.tsx";

export const DEBUG_FLAG_KEY = "debug_mode";

/** SPEC.md §2: shown when the debug_mode browser setting is 'true' or the URL has debug=true. */
export function DebugPanel() {
  const location = useLocation();
  const { state } = useCookieConsent();
  const root = useRouteLoaderData("root") as { buildVersion?: string } | undefined;
  const flag = useBrowserStorage(DEBUG_FLAG_KEY);
  const savedUtm = useBrowserStorage(UTM_STORAGE_KEY);
  const enabled = flag === "true" || new URLSearchParams(location.search).get("debug") === "true";
  if (!enabled) return null;
  const consent = state.stored
    ? `analytics ${state.stored.analytics ? "on" : "off"}, marketing ${state.stored.marketing ? "on" : "off"}`
    : "not chosen";
  return (
    <aside
      aria-label="Debug information"
      className="fixed top-2 right-2 z-50 max-w-sm rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100 shadow-lg"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>route</dt>
        <dd className="break-all">{location.pathname + location.search}</dd>
        <dt>consent</dt>
        <dd>{consent}</dd>
        <dt>utm</dt>
        <dd className="break-all">{savedUtm || "none saved"}</dd>
        <dt>build</dt>
        <dd>{root?.buildVersion ?? "unknown"}</dd>
      </dl>
    </aside>
  );
}
