import type { Passage } from "../types.ts";
import { grade2Passages } from "./grade-2.ts";
import { grade3Passages } from "./grade-3.ts";
import { grade4Passages } from "./grade-4.ts";
import { grade5Passages } from "./grade-5.ts";
import { grade6Passages } from "./grade-6.ts";
import { grade7Passages } from "./grade-7.ts";
import { grade8Passages } from "./grade-8.ts";
import { pairedPassages } from "./paired.ts";

/** Every reading passage, grades 2-8. */
export const PASSAGES: readonly Passage[] = [
  ...grade2Passages,
  ...grade3Passages,
  ...grade4Passages,
  ...grade5Passages,
  ...grade6Passages,
  ...grade7Passages,
  ...grade8Passages,
  ...pairedPassages,
];
