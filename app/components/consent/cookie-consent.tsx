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
import { buttonClass, FOCUS_RING } from "../ui/button-styles.ts";
import { openerOf, returnFocus } from "../ui/focus-return.ts";

type CookieConsentValue = { state: ConsentState; dispatch(event: ConsentEvent): void };

/**
 * Asks for the cookie settings dialog from anywhere on the page. A window event rather than
 * context, because on the landing page the footer button and the consent banner are separate
 * islands (docs/decisions/0011-landing-page-islands.md).
 */
const OPEN_SETTINGS_EVENT = "brightpath:open-cookie-settings";

/** `opener` gets focus back when the dialog closes (WCAG 2.4.3, issue 18). */
export function openCookieSettings(opener?: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent(OPEN_SETTINGS_EVENT, { detail: { opener: opener ?? openerOf() } }));
}

/**
 * Set on <html> before the first paint when a choice is already stored (root.tsx runs it inline), so
 * the banner, which the server always renders, is never seen flashing for a returning visitor.
 */
export const CHOICE_MADE_ATTRIBUTE = "data-cookie-choice";

/** The inline script root.tsx puts in <head>: reads the stored choice before anything paints. */
export const CHOICE_MADE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(PREFERENCES_KEY)}))document.documentElement.setAttribute(${JSON.stringify(CHOICE_MADE_ATTRIBUTE)},"")}catch(e){}`;

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
  const opener = useRef<HTMLElement | null>(null);

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
    const openSettings = (event: Event) => {
      const detail = (event as CustomEvent<{ opener?: HTMLElement | null } | null>).detail;
      opener.current = detail?.opener ?? openerOf();
      dispatch({ type: "openSettings" });
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, openSettings);
  }, [dispatch]);

  // Focus goes back to whatever opened the settings once they close (issue 18).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.settingsOpen) {
      returnFocus(opener.current);
      opener.current = null;
    }
    wasOpen.current = state.settingsOpen;
  }, [state.settingsOpen]);

  const openFromBanner = useCallback(
    (button: HTMLElement) => {
      opener.current = button;
      dispatch({ type: "openSettings" });
    },
    [dispatch],
  );

  const value = useMemo(() => ({ state, dispatch }), [state, dispatch]);
  return (
    <CookieConsentContext.Provider value={value}>
      <CookieBanner onOpenSettings={openFromBanner} />
      {children}
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

/**
 * SPEC.md §2 cookie banner, docked at the top of the page in the normal flow (issue 18,
 * docs/decisions/0023): it pushes the page down instead of floating over it, so it can never
 * cover a form's buttons, and it is one compact line on a wide screen. The server renders it (a
 * first visit shows it from the first paint, nothing shifts later); a returning visitor's stored
 * choice hides it before the first paint (CHOICE_MADE_SCRIPT) and then removes it.
 */
function CookieBanner({ onOpenSettings }: { onOpenSettings: (button: HTMLElement) => void }) {
  const { state, dispatch } = useCookieConsent();
  const t = useT();
  if (state.restored && !bannerVisible(state)) return null;
  return (
    <section
      aria-label={t("cookies.banner.label")}
      data-cookie-banner=""
      className="cookie-banner relative z-30 border-b border-slate-300 bg-slate-50 px-4 py-1.5 sm:px-6 sm:py-2"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1.5">
        <p className="min-w-0 flex-1 basis-72 text-xs text-slate-800 sm:text-sm">
          {t("marketing.cookieBanner.text")}{" "}
          <a href={localizePath("/privacy-policy-page", t.locale)} className={`underline ${FOCUS_RING}`}>
            {t("layout.nav.privacyPolicy")}
          </a>
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "sm", "whitespace-nowrap")}
            onClick={(event) => onOpenSettings(event.currentTarget)}
          >
            {t("cookies.banner.settings")}
          </button>
          <button
            type="button"
            className={buttonClass("primary", "sm", "whitespace-nowrap")}
            onClick={() => dispatch({ type: "acceptAll", now: new Date().toISOString() })}
          >
            {t("cookies.banner.acceptAll")}
          </button>
          <button
            type="button"
            aria-label={t("cookies.banner.close")}
            className={`rounded-md p-1.5 text-slate-700 hover:bg-slate-200 ${FOCUS_RING}`}
            onClick={() => dispatch({ type: "dismiss", now: new Date().toISOString() })}
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
      onClick={(event) => openCookieSettings(event.currentTarget)}
      className={`self-start rounded underline hover:text-brand-900 md:self-auto ${FOCUS_RING}`}
    >
      {t("cookies.privacyChoices")}
    </button>
  );
}
