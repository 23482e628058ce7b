/** The limits of an assignment's form (issue 15), shared by the form's hints and its checks. */
export const NOTE_MAX = 200;
export const ITEM_COUNT_MIN = 3;
export const ITEM_COUNT_MAX = 20;
/** How far ahead a due day may be (a school year). */
export const DUE_DAYS_AHEAD = 365;
