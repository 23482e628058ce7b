import { buttonClass, FOCUS_RING } from "../ui/button-styles.ts";

/**
 * Buttons of the children's pages (forms post; links navigate and use LinkButton), from the one
 * button system (issue 18): a primary beside a secondary is the same height.
 */
export const PRIMARY_BUTTON = buttonClass("primary");
export const SECONDARY_BUTTON = buttonClass("secondary");
export const DANGER_BUTTON = `inline-flex items-center justify-center gap-2 rounded-lg border border-transparent bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60 ${FOCUS_RING}`;
export const TEXT_LINK = `font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;
export const QUIET_DANGER_BUTTON = `rounded-lg border border-red-700 bg-white px-4 py-2 font-semibold text-red-700 hover:bg-red-50 ${FOCUS_RING}`;
