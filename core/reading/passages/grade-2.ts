import type { Passage } from "../types.ts";

/** Original grade-2 passages, written for Brightpath. */
export const grade2Passages: Passage[] = [];
