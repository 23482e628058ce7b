import type { Passage } from "../types.ts";

/** Original grade-7 passages, written for Brightpath. */
export const grade7Passages: Passage[] = [];
