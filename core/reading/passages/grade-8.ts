import type { Passage } from "../types.ts";

/** Original grade-8 passages, written for Brightpath. */
export const grade8Passages: Passage[] = [];
