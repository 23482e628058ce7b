import { describe, expect, it } from "vitest";
import {
  bannerVisible,
  INITIAL_CONSENT,
  parseStoredPreferences,
  transition,
  type ConsentEvent,
  type ConsentState,
} from "./consent-state.ts";

const NOW = "2026-11-21T10:00:00.000Z";

function run(events: ConsentEvent[], start: ConsentState = INITIAL_CONSENT) {
  let state = start;
  const effects = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    effects.push(result.effect);
  }
  return { state, effects };
}

describe("cookie consent state machine (SPEC.md §4)", () => {
  it("shows no banner until the saved choice is read, then shows it to a first-time visitor", () => {
    expect(bannerVisible(INITIAL_CONSENT)).toBe(false);
    expect(bannerVisible(run([{ type: "restored", stored: null }]).state)).toBe(true);
  });

  it("restores a saved choice at load and keeps the banner hidden", () => {
    const stored = { analytics: true, marketing: false, timestamp: NOW };
    const { state } = run([{ type: "restored", stored }]);
    expect(bannerVisible(state)).toBe(false);
    expect(state.draft).toEqual({ analytics: true, marketing: false });
  });

  it("Accept All stores analytics and marketing true and grants analytics", () => {
    const { state, effects } = run([
      { type: "restored", stored: null },
      { type: "acceptAll", now: NOW },
    ]);
    expect(state.stored).toEqual({ analytics: true, marketing: true, timestamp: NOW });
    expect(effects[1]).toEqual({
      store: { analytics: true, marketing: true, timestamp: NOW },
      analyticsChanged: "granted",
    });
    expect(bannerVisible(state)).toBe(false);
  });

  it("fires consent-changed when the analytics toggle changes, and only then", () => {
    const { effects } = run([
      { type: "restored", stored: null },
      { type: "openSettings" },
      { type: "toggleMarketing", value: true },
      { type: "toggleAnalytics", value: true },
      { type: "toggleAnalytics", value: true },
      { type: "toggleAnalytics", value: false },
    ]);
    expect(effects.map((effect) => effect.analyticsChanged)).toEqual([
      undefined,
      undefined,
      undefined,
      "granted",
      undefined,
      "denied",
    ]);
  });

  it("Save Preferences stores exactly the toggles, essential cookies aside", () => {
    const { state, effects } = run([
      { type: "restored", stored: null },
      { type: "openSettings" },
      { type: "toggleAnalytics", value: true },
      { type: "save", now: NOW },
    ]);
    expect(effects.at(-1)).toEqual({ store: { analytics: true, marketing: false, timestamp: NOW } });
    expect(state.settingsOpen).toBe(false);
    expect(bannerVisible(state)).toBe(false);
  });

  it("the close button stores 'only necessary', so the banner stays away on the next page", () => {
    const { state, effects } = run([
      { type: "restored", stored: null },
      { type: "dismiss", now: NOW },
    ]);
    expect(bannerVisible(state)).toBe(false);
    const refused = { analytics: false, marketing: false, timestamp: NOW };
    expect(state.stored).toEqual(refused);
    expect(effects.at(-1)).toEqual({ store: refused });
    // The next page reads it back: no banner.
    const next = run([{ type: "restored", stored: refused }]);
    expect(bannerVisible(next.state)).toBe(false);
  });

  it("closing after switching analytics on in the settings refuses it again", () => {
    const { state, effects } = run([
      { type: "restored", stored: null },
      { type: "openSettings" },
      { type: "toggleAnalytics", value: true },
      { type: "closeSettings" },
      { type: "dismiss", now: NOW },
    ]);
    expect(state.stored).toEqual({ analytics: false, marketing: false, timestamp: NOW });
    expect(effects.at(-1)).toEqual({
      store: { analytics: false, marketing: false, timestamp: NOW },
      analyticsChanged: "denied",
    });
  });

  it("reopening settings starts from the saved choice", () => {
    const stored = { analytics: false, marketing: true, timestamp: NOW };
    const { state } = run([
      { type: "restored", stored },
      { type: "toggleAnalytics", value: true },
      { type: "openSettings" },
    ]);
    expect(state.draft).toEqual({ analytics: false, marketing: true });
    expect(state.settingsOpen).toBe(true);
  });
});

describe("parseStoredPreferences", () => {
  it.each([
    [null, null],
    ["", null],
    ["not json", null],
    ['{"analytics":"yes","marketing":false,"timestamp":"x"}', null],
    ['{"analytics":true,"marketing":false}', null],
  ])("treats %s as not chosen", (raw, expected) => {
    expect(parseStoredPreferences(raw)).toBe(expected);
  });

  it("reads a valid saved choice", () => {
    expect(parseStoredPreferences(`{"analytics":true,"marketing":false,"timestamp":"${NOW}","extra":1}`)).toEqual({
      analytics: true,
      marketing: false,
      timestamp: NOW,
    });
  });
});
