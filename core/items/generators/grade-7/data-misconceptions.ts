/**
 * Grade-7 misconceptions about samples, comparing groups and probability (7.SP), in the same shape
 * as GRADE7_MISCONCEPTIONS: stable ids, a description for parents and teachers, and the closest
 * shared id. Never rename or reuse an id: the engine stores them with wrong answers.
 *
 * Items carry these ids themselves: the misconception catalogue (../../misconception-catalogue.ts)
 * lists this record, so stored items with them read back, and reports can say "thinks a
 * probability can be more than 1" rather than a general stand-in. `shared` names the stand-in for
 * anything that only knows the shared list.
 */
import type { MisconceptionId } from "../../misconceptions.ts";

export const GRADE7_DATA_MISCONCEPTIONS = {
  // Samples
  "convenience-sample-is-fair": {
    description: "Thinks asking friends, volunteers or whoever is nearby gives a fair sample of the whole population.",
    shared: "compares-only-one-number",
  },
  "bigger-sample-is-better": {
    description:
      "Trusts a bigger sample even when it leaves out part of the population (200 fans at a game asked about sports).",
    shared: "compares-only-one-number",
  },
  "random-from-part-only": {
    description: "Picks at random, but only from part of the population (one grade or one club), and calls it fair.",
    shared: "compares-only-one-number",
  },
  "gives-sample-count": {
    description: "Gives the count from the sample as the estimate for the whole population.",
    shared: "copies-a-given-number",
  },
  "uses-one-sample-only": {
    description: "Bases an estimate on one sample when several samples of the same size are given.",
    shared: "does-only-first-step",
  },
  // Comparing two groups
  "ignores-the-spread": {
    description: "Judges the gap between two centers without comparing it with how spread out the data are.",
    shared: "compares-only-one-number",
  },
  "overgeneralizes-from-samples": {
    description:
      "Concludes that every member of one group is above every member of the other when only the typical values differ.",
    shared: "compares-only-one-number",
  },
  "takes-middle-without-ordering": {
    description: "Takes the middle value of a list as it is written, without putting the values in order.",
    shared: "calculation-slip",
  },
  // Probability
  "probability-above-one": {
    description: "Thinks a probability can be greater than 1 or less than 0, or uses a count as a probability.",
    shared: "copies-a-given-number",
  },
  "unlikely-means-impossible": {
    description: "Treats an unlikely event as impossible, or a likely event as certain.",
    shared: "compares-only-one-number",
  },
  "assumes-equally-likely": {
    description:
      "Gives every outcome the same chance when they are not equally likely (1/3 for each way a cup lands, 1/11 for each sum of two dice).",
    shared: "compares-only-one-number",
  },
  "counts-kinds-not-outcomes": {
    description:
      "Counts the different kinds of outcome (letters, colors) instead of every equally likely outcome (every tile).",
    shared: "calculation-slip",
  },
  "counts-order-once": {
    description: "Counts (2, 6) and (6, 2) as one outcome, when rolling two dice gives them as two different outcomes.",
    shared: "calculation-slip",
  },
  "forgets-probabilities-add-to-one": {
    description: "Does not use the fact that the probabilities of all the outcomes of a model add up to 1.",
    shared: "does-only-first-step",
  },
  "simulation-chances-do-not-match": {
    description: "Uses a random tool whose chances do not match the real ones (a coin for a 70% chance).",
    shared: "compares-only-one-number",
  },
  "and-read-as-or": {
    description: "Counts the trials where either part happens when the event needs both, or the reverse.",
    shared: "calculation-slip",
  },
  "miscounts-digit-range": {
    description: "Counts the digits in a range such as 0-6 as 6 digits instead of 7.",
    shared: "calculation-slip",
  },
} as const satisfies Record<string, { description: string; shared: MisconceptionId }>;

export type Grade7DataMisconceptionId = keyof typeof GRADE7_DATA_MISCONCEPTIONS;

/**
 * The id an item carries for one of these misconceptions: the id itself. The shared
 * `MisconceptionId` type is closed, so the id is typed as one for the build.ts helpers; the
 * catalogue makes it a known id for stored items.
 */
export function dataMistake(id: Grade7DataMisconceptionId): MisconceptionId {
  return id as string as MisconceptionId;
}
