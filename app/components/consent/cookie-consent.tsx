import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
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

type CookieConsentValue = { state: ConsentState; dispatch(event: ConsentEvent): void; openSettings(): void };

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

/** Holds the visitor's cookie choice (SPEC.md §4) and performs the effects of each change. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
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
  }, [dispatch]);

  const value = useMemo(
    () => ({ state, dispatch, openSettings: () => dispatch({ type: "openSettings" }) }),
    [state, dispatch],
  );
  return (
    <CookieConsentContext.Provider value={value}>
      {children}
      <CookieBanner />
      <CookieSettingsDialog />
    </CookieConsentContext.Provider>
  );
}

const BUTTON = `rounded-lg px-4 py-2 font-semibold ${FOCUS_RING}`;

function CookieBanner() {
  const { state, dispatch } = useCookieConsent();
  if (!bannerVisible(state)) return null;
  return (
    <section
      aria-label="Cookie choices"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="max-w-3xl text-sm text-slate-800">
          We use essential cookies to run Brightpath. With your permission we also count page visits (our own, anonymous
          analytics) and measure our marketing. We never use them on your child&apos;s pages.{" "}
          <a href="/privacy-policy-page" className={`underline ${FOCUS_RING}`}>
            Privacy Policy
          </a>
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            onClick={() => dispatch({ type: "openSettings" })}
          >
            Cookie Settings
          </button>
          <button
            type="button"
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}
            onClick={() => dispatch({ type: "acceptAll", now: new Date().toISOString() })}
          >
            Accept All
          </button>
          <button
            type="button"
            aria-label="Close cookie banner"
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

function PreferenceRow({
  id,
  title,
  text,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-t border-slate-200 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {title}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-700">
          {text}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className={`relative h-7 w-12 shrink-0 rounded-full bg-slate-400 data-[state=checked]:bg-brand-700 disabled:opacity-70 ${FOCUS_RING}`}
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}

function CookieSettingsDialog() {
  const { state, dispatch } = useCookieConsent();
  return (
    <Dialog.Root
      open={state.settingsOpen}
      onOpenChange={(open) => dispatch({ type: open ? "openSettings" : "closeSettings" })}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">Cookie Settings</Dialog.Title>
            <Dialog.Close aria-label="Close cookie settings" className={`rounded-md p-1 text-slate-700 ${FOCUS_RING}`}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            Choose which cookies Brightpath may use. You can change this any time with “Your Privacy Choices” at the
            bottom of every page.
          </Dialog.Description>
          <div className="mt-4">
            <PreferenceRow
              id="cookie-essential"
              title="Essential"
              text="Keep you signed in and remember these choices. Always on: the site cannot work without them."
              checked
              disabled
            />
            <PreferenceRow
              id="cookie-analytics"
              title="Analytics"
              text="Count page visits so we can improve the site. Anonymous, and never on your child's pages."
              checked={state.draft.analytics}
              onChange={(value) => dispatch({ type: "toggleAnalytics", value })}
            />
            <PreferenceRow
              id="cookie-marketing"
              title="Marketing"
              text="Tell us which campaigns brought you here. Never used on your child's pages."
              checked={state.draft.marketing}
              onChange={(value) => dispatch({ type: "toggleMarketing", value })}
            />
          </div>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}
              onClick={() => dispatch({ type: "save", now: new Date().toISOString() })}
            >
              Save Preferences
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
