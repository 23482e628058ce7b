/**
 * One interface over every kind of simulated child, so placement, mastery and the baselines run
 * the same way in every condition (core/sim/conditions.ts). The truth a child carries is what the
 * figures are measured against: the true level per strand and the true chance of a right answer
 * on a fresh item of a skill.
 */
import type { SkillMap } from "../engine/skill-map.ts";
import type { AnswerFacts, EngineItem, Grade, Subject } from "../engine/types.ts";
import { answerPlacement, answerPractice, createChild, TRUE_GUESS, type SimChild } from "./child.ts";
import type { Condition } from "./conditions.ts";
import { createContinuousChild, type World } from "./continuous-child.ts";
import type { Rng } from "./rng.ts";

export type { World };

export interface Child {
  readonly grade: Grade;
  /** True level per strand and overall (mean of the strands), logits on the engine's scale. */
  readonly strandTruth: Readonly<Record<string, number>>;
  readonly overallTruth: number;
  /** `index` is the item's position in the check (fatigue). */
  answerPlacement(item: EngineItem, rng: Rng, index: number): AnswerFacts;
  /** `ofDay` is the item's position in the day (fatigue); real attempts may teach the skill. */
  answerPractice(item: EngineItem, rng: Rng, ofDay: number): AnswerFacts;
  /** Overnight: some of the day's learning fades. */
  endOfDay(): void;
  /** True chance of a right answer on a fresh item of the skill, rested and unaided. */
  trueChance(skillId: string): number;
  /** Whether practice can teach this child the skill at all. */
  learns(skillId: string): boolean;
  /** The skill the mastery comparison practises: usually one at the child's frontier. */
  chooseTarget(rng: Rng): string | null;
  clone(): Child;
}

/** The proficiency line of issue 11: a fresh item right at least four times in five. */
export const PROFICIENT_CHANCE = 0.8;

export function makeChild(condition: Condition, rng: Rng, world: World, grade?: Grade): Child {
  if (condition.kind === "two-state") return twoStateChild(createChild(rng, world.map, world.subject, grade), world);
  return createContinuousChild(condition.params, rng, world, grade);
}

/** The original two-state children behind the common interface. */
export function twoStateChild(child: SimChild, world: World): Child {
  const { map, subject } = world;
  const guessOn = (skillId: string): number => {
    const items = world.bankBySkill.get(skillId) ?? [];
    if (items.length === 0) return 0.1;
    return items.reduce((s, i) => s + Math.min(TRUE_GUESS[i.format] * child.guessScale, 0.6), 0) / items.length;
  };
  return {
    grade: child.grade,
    strandTruth: child.strandTheta,
    overallTruth: child.theta,
    answerPlacement: (item, rng) => answerPlacement(child, item, rng),
    answerPractice: (item, rng) => answerPractice(child, item, rng, map),
    endOfDay: () => undefined,
    trueChance: (skillId) => (child.known[skillId] === true ? 1 - child.slip : guessOn(skillId)),
    learns: () => true,
    chooseTarget: (rng) => pickTwoStateTarget(child, rng, map, subject),
    clone: () => twoStateChild({ ...child, known: { ...child.known } }, world),
  };
}

/** Mostly a skill at the child's frontier that is not yet secure; sometimes one already secure. */
function pickTwoStateTarget(child: SimChild, rng: Rng, map: SkillMap, subject: Subject): string | null {
  const skills = map.subjectSkills(subject);
  const frontier = skills.filter(
    (s) => child.known[s.id] === false && map.prerequisitesOf(s.id).every((p) => child.known[p.id] === true),
  );
  const secure = skills.filter((s) => child.known[s.id] === true && s.grade >= child.grade - 1);
  if (rng.chance(0.2) && secure.length > 0) return rng.pick(secure).id;
  if (frontier.length > 0) return rng.pick(frontier).id;
  const unknown = skills.filter((s) => child.known[s.id] === false);
  return unknown.length > 0 ? rng.pick(unknown).id : null;
}
