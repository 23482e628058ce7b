import type { Passage } from "../types.ts";

/** Original grade-3 passages, written for Brightpath. */
export const grade3Passages: Passage[] = [];
