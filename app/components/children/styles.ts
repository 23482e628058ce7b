import { FOCUS_RING } from "../ui/link-button.tsx";

/** Buttons of the children's pages (forms post; links navigate and use LinkButton). */
export const PRIMARY_BUTTON = `rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`;
export const SECONDARY_BUTTON = `rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 ${FOCUS_RING}`;
export const DANGER_BUTTON = `rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60 ${FOCUS_RING}`;
export const TEXT_LINK = `font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;
export const QUIET_DANGER_BUTTON = `rounded-lg border border-red-700 bg-white px-4 py-2 font-semibold text-red-700 hover:bg-red-50 ${FOCUS_RING}`;
