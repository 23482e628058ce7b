import type { Passage } from "../types.ts";

/** Original grade-5 passages, written for Brightpath. */
export const grade5Passages: Passage[] = [];
