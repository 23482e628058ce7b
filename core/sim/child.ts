/**
 * Synthetic children with a known truth: ability per strand, which skills are secure (including
 * prerequisite gaps), slips, guesses, rapid guessing and how fast they learn.
 *
 * Two answer regimes, both from the same truth:
 * - placement items: p = guess + (1 - guess - slip) * logistic(strand ability - item difficulty),
 *   or just the guess rate on a skill that is a gap;
 * - practice on one skill: 1 - slip when the skill is secure, the guess rate when not; each real
 *   attempt on a skill not yet secure may teach it (slower when a prerequisite is missing).
 */
import { gradeLevelToTheta } from "../engine/grade-scale.ts";
import { RAPID_GUESS_FLOOR_MS } from "../engine/response.ts";
import type { SkillMap } from "../engine/skill-map.ts";
import type { AnswerFacts, EngineItem, Grade, ItemFormat, Subject } from "../engine/types.ts";
import type { Rng } from "./rng.ts";

export type SimChild = {
  grade: Grade;
  /** True ability per strand, logits. */
  strandTheta: Record<string, number>;
  /** Mean of the strand abilities (what an overall placement estimates). */
  theta: number;
  /** True state per skill of the subject. */
  known: Record<string, boolean>;
  /** Skills that are gaps: below the child's level, yet not secure. */
  gaps: string[];
  slip: number;
  /** Multiplies the format's guess rate (some children guess better). */
  guessScale: number;
  rapidRate: number;
  learnRate: number;
};

/** True chance of a right answer without the skill, per format. */
export const TRUE_GUESS: Readonly<Record<ItemFormat, number>> = {
  "true-false": 0.5,
  "multiple-choice": 0.25,
  numeric: 0.05,
  drag: 0.12,
  expression: 0.03,
  "short-text": 0.05,
};

const STRAND_SD = 0.3;
const POPULATION_SD = 0.8;
/** Children who come to a gap-closing product sit, on average, a little behind their grade. */
const POPULATION_SHIFT = -0.3;
/** Share of skills below the child's level that are gaps, and the chance a gap spreads one step up. */
const GAP_RATE = 0.05;
const GAP_SPREAD = 0.3;

export function createChild(rng: Rng, map: SkillMap, subject: Subject, grade?: Grade): SimChild {
  const g = grade ?? (rng.pick([3, 4, 5, 6, 7, 8]) as Grade);
  const general = gradeLevelToTheta(g + 0.3) + POPULATION_SHIFT + rng.normal(0, POPULATION_SD);
  const strandTheta: Record<string, number> = {};
  for (const strand of map.strandsOf(subject)) strandTheta[strand] = general + rng.normal(0, STRAND_SD);
  const strands = Object.values(strandTheta);
  const known: Record<string, boolean> = {};
  const gaps: string[] = [];
  const ownGaps = new Set<string>();
  // Prerequisite order, so a gap can pull a skill built directly on it down too.
  for (const skill of map.prerequisiteOrder()) {
    if (skill.subject !== subject) continue;
    const above = (strandTheta[skill.strand] ?? general) >= skill.difficulty + rng.normal(0, 0.3);
    let isKnown = above;
    if (above && rng.chance(GAP_RATE)) {
      isKnown = false;
      ownGaps.add(skill.id);
    } else if (above && map.prerequisitesOf(skill.id).some((p) => ownGaps.has(p.id)) && rng.chance(GAP_SPREAD)) {
      isKnown = false;
    }
    known[skill.id] = isKnown;
    if (above && !isKnown) gaps.push(skill.id);
  }
  return {
    grade: g,
    strandTheta,
    theta: strands.reduce((a, b) => a + b, 0) / Math.max(strands.length, 1),
    known,
    gaps,
    slip: rng.uniform(0.03, 0.15),
    guessScale: rng.uniform(0.7, 1.3),
    rapidRate: rng.chance(0.3) ? rng.uniform(0.02, 0.15) : 0,
    learnRate: rng.uniform(0.08, 0.3),
  };
}

function guessOf(child: SimChild, format: ItemFormat): number {
  return Math.min(TRUE_GUESS[format] * child.guessScale, 0.6);
}

function rapid(child: SimChild, item: EngineItem, rng: Rng): AnswerFacts {
  const floor = RAPID_GUESS_FLOOR_MS[item.format];
  return {
    correct: rng.chance(TRUE_GUESS[item.format]),
    hintsUsed: 0,
    retries: 0,
    responseTimeMs: Math.round(rng.uniform(0.2, 0.9) * floor),
    dontKnow: false,
  };
}

function considered(correct: boolean, rng: Rng, dontKnow = false): AnswerFacts {
  return { correct, hintsUsed: 0, retries: 0, responseTimeMs: Math.round(rng.uniform(6000, 60000)), dontKnow };
}

/** A placement answer (IRT regime). Children who do not know sometimes say so. */
export function answerPlacement(child: SimChild, item: EngineItem, rng: Rng): AnswerFacts {
  if (rng.chance(child.rapidRate * 0.5)) return rapid(child, item, rng);
  const guess = guessOf(child, item.format);
  const theta = child.strandTheta[item.strand] ?? child.theta;
  const gap = child.gaps.includes(item.skillId);
  const p = gap ? guess : guess + (1 - guess - child.slip) / (1 + Math.exp(item.difficulty - theta));
  const correct = rng.chance(p);
  const dontKnow = !correct && rng.chance(0.2);
  return considered(correct && !dontKnow, rng, dontKnow);
}

/** A practice answer (knowledge regime); learning may happen after a real attempt. */
export function answerPractice(child: SimChild, item: EngineItem, rng: Rng, map: SkillMap): AnswerFacts {
  if (rng.chance(child.rapidRate)) return rapid(child, item, rng);
  const knows = child.known[item.skillId] === true;
  const correct = rng.chance(knows ? 1 - child.slip : guessOf(child, item.format));
  if (!knows) {
    const missing = map.prerequisitesOf(item.skillId).some((p) => child.known[p.id] === false);
    if (rng.chance(missing ? child.learnRate * 0.3 : child.learnRate)) child.known[item.skillId] = true;
  }
  return considered(correct, rng);
}
