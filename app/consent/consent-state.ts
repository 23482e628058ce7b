/**
 * Cookie consent as a pure state machine (SPEC.md §3 "Browser-kept data", §4 "Cookie consent").
 * The React provider performs the effects the transitions ask for: storing preferences and
 * firing the consent-changed event.
 */
export const PREFERENCES_KEY = "cookie-preferences";
export const CONSENT_CHANGED_EVENT = "consent-changed";

export type CookiePreferences = { analytics: boolean; marketing: boolean; timestamp: string };
export type ConsentChoice = { analytics: boolean; marketing: boolean };
export type AnalyticsConsent = "granted" | "denied";

export type ConsentState = {
  /** What the visitor saved; null until they choose. */
  stored: CookiePreferences | null;
  /** False until the browser's saved choice has been read, so the banner never flashes. */
  restored: boolean;
  settingsOpen: boolean;
  /** The toggles in the settings dialog. */
  draft: ConsentChoice;
};

export type ConsentEvent =
  | { type: "restored"; stored: CookiePreferences | null }
  | { type: "acceptAll"; now: string }
  | { type: "openSettings" }
  | { type: "closeSettings" }
  | { type: "toggleAnalytics"; value: boolean }
  | { type: "toggleMarketing"; value: boolean }
  | { type: "save"; now: string }
  /** The banner's close button: closing it refuses the optional cookies, and that is stored. */
  | { type: "dismiss"; now: string };

/** What the provider must do after a transition. */
export type ConsentEffect = { store?: CookiePreferences; analyticsChanged?: AnalyticsConsent };

export const INITIAL_CONSENT: ConsentState = {
  stored: null,
  restored: false,
  settingsOpen: false,
  draft: { analytics: false, marketing: false },
};

export function bannerVisible(state: ConsentState): boolean {
  return state.restored && state.stored === null;
}

export function transition(state: ConsentState, event: ConsentEvent): { state: ConsentState; effect: ConsentEffect } {
  switch (event.type) {
    case "restored":
      return {
        state: {
          ...state,
          restored: true,
          stored: event.stored,
          draft: event.stored ? { analytics: event.stored.analytics, marketing: event.stored.marketing } : state.draft,
        },
        effect: {},
      };
    case "acceptAll": {
      const stored = { analytics: true, marketing: true, timestamp: event.now };
      return {
        state: { ...state, stored, settingsOpen: false, draft: { analytics: true, marketing: true } },
        effect: { store: stored, ...(state.stored?.analytics ? {} : { analyticsChanged: "granted" as const }) },
      };
    }
    case "openSettings":
      return {
        state: {
          ...state,
          settingsOpen: true,
          draft: state.stored ? { analytics: state.stored.analytics, marketing: state.stored.marketing } : state.draft,
        },
        effect: {},
      };
    case "closeSettings":
      return { state: { ...state, settingsOpen: false }, effect: {} };
    case "toggleAnalytics":
      if (state.draft.analytics === event.value) return { state, effect: {} };
      return {
        state: { ...state, draft: { ...state.draft, analytics: event.value } },
        effect: { analyticsChanged: event.value ? "granted" : "denied" },
      };
    case "toggleMarketing":
      return { state: { ...state, draft: { ...state.draft, marketing: event.value } }, effect: {} };
    case "save": {
      const stored = { ...state.draft, timestamp: event.now };
      return { state: { ...state, stored, settingsOpen: false }, effect: { store: stored } };
    }
    case "dismiss": {
      // Closing the banner is a choice: only the necessary cookies (decision 0041). It is stored like
      // any other, so the banner stays away on the next page; "Your Privacy Choices" still changes it.
      const stored = { analytics: false, marketing: false, timestamp: event.now };
      const wasGranted = state.stored?.analytics === true || state.draft.analytics;
      return {
        state: { ...state, stored, settingsOpen: false, draft: { analytics: false, marketing: false } },
        effect: { store: stored, ...(wasGranted ? { analyticsChanged: "denied" as const } : {}) },
      };
    }
  }
}

/** Reads saved preferences, ignoring anything malformed (a bad value means "not chosen yet"). */
export function parseStoredPreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookiePreferences>;
    if (
      typeof value.analytics !== "boolean" ||
      typeof value.marketing !== "boolean" ||
      typeof value.timestamp !== "string"
    )
      return null;
    return { analytics: value.analytics, marketing: value.marketing, timestamp: value.timestamp };
  } catch {
    return null;
  }
}
