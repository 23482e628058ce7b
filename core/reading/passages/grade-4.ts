import type { Passage } from "../types.ts";

/** Original grade-4 passages, written for Brightpath. */
export const grade4Passages: Passage[] = [];
