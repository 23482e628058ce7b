import type { Passage } from "../types.ts";

/** Original grade-6 passages, written for Brightpath. */
export const grade6Passages: Passage[] = [];
