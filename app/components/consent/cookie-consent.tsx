import { X } from "lucide-react";
import { localizePath } from "../../i18n/locales.ts";
import { useT } from "../../i18n/react.tsx";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  bannerVisible,
  CONSENT_CHANGED_EVENT,
  INITIAL_CONSENT,
  parseStoredPreferences,
  PREFERENCES_KEY,
  transition,
  type ConsentEvent,
  type ConsentState,
} from "../../consent/consent-state.ts";
import { FOCUS_RING } from "../ui/link-button.tsx";

type CookieConsentValue = { state: ConsentState; dispatch(event: ConsentEvent): void };

/**
 * Asks for the cookie settings dialog from anywhere on the page. A window event rather than
 * context, because on the landing page the footer button and the consent banner are separate
 * islands (docs/decisions/0011-landing-page-islands.md).
 */
const OPEN_SETTINGS_EVENT = "brightpath:open-cookie-settings";

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

const CookieConsentContext = createContext<CookieConsentValue | null>(null);

export function useCookieConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext);
  if (!value) throw new Error("useCookieConsent needs <CookieConsentProvider>");
  return value;
}

function readStored() {
  try {
    return parseStoredPreferences(window.localStorage.getItem(PREFERENCES_KEY));
  } catch {
    return null; // storage blocked: behave as "not chosen yet"
  }
}

/**
 * Holds the visitor's cookie choice (SPEC.md §4), performs the effects of each change, and shows
 * the banner and the settings dialog. Its children (the debug panel) can read the choice.
 */
export function CookieConsentProvider({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<ConsentState>(INITIAL_CONSENT);
  const stateRef = useRef(state);

  const dispatch = useCallback((event: ConsentEvent) => {
    const { state: next, effect } = transition(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    if (effect.store) {
      try {
        window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(effect.store));
      } catch {
        // storage blocked: the choice holds for this visit only
      }
    }
    if (effect.analyticsChanged) {
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { analytics: effect.analyticsChanged } }));
    }
  }, []);

  useEffect(() => {
    dispatch({ type: "restored", stored: readStored() });
    const openSettings = () => dispatch({ type: "openSettings" });
    window.addEventListener(OPEN_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, openSettings);
  }, [dispatch]);

  const value = useMemo(() => ({ state, dispatch }), [state, dispatch]);
  return (
    <CookieConsentContext.Provider value={value}>
      {children}
      <CookieBanner />
      {state.settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog />
        </Suspense>
      ) : null}
    </CookieConsentContext.Provider>
  );
}

export const BUTTON = `rounded-lg px-4 py-2 font-semibold ${FOCUS_RING}`;

// The settings dialog (Radix) loads only when opened (PRODUCT.md §10 landing-page JS budget).
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog.tsx"));

function CookieBanner() {
  const { state, dispatch } = useCookieConsent();
  const t = useT();
  if (!bannerVisible(state)) return null;
  return (
    <section
      aria-label={t("cookies.banner.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="max-w-3xl text-sm text-slate-800">
          {t("cookies.banner.text")}{" "}
          <a href={localizePath("/privacy-policy-page", t.locale)} className={`underline ${FOCUS_RING}`}>
            {t("layout.nav.privacyPolicy")}
          </a>
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            onClick={() => dispatch({ type: "openSettings" })}
          >
            {t("cookies.banner.settings")}
          </button>
          <button
            type="button"
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}
            onClick={() => dispatch({ type: "acceptAll", now: new Date().toISOString() })}
          >
            {t("cookies.banner.acceptAll")}
          </button>
          <button
            type="button"
            aria-label={t("cookies.banner.close")}
            className={`rounded-md p-2 text-slate-700 ${FOCUS_RING}`}
            onClick={() => dispatch({ type: "dismiss" })}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </section>
  );
}

/** SPEC.md §2 footer: 'Your Privacy Choices' reopens the cookie settings. */
export function PrivacyChoicesButton() {
  const t = useT();
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      className={`self-start rounded underline hover:text-brand-900 md:self-auto ${FOCUS_RING}`}
    >
      {t("cookies.privacyChoices")}
    </button>
  );
}
