/**
 * Updating the child's knowledge after every answer (issues 6 and 11, "Mastery and review"): the
 * ability update, the level rules with their plain-language reasons, rapid-guess exclusion (with
 * a smooth weight just above the floor), the delayed check of several items on a later day and
 * the FSRS review schedule.
 */
import { daysBetween, isDay } from "./dates.ts";
import {
  abilityFromPlacement,
  abilityFromSecure,
  BELOW_FLOOR_AT_MOST,
  componentsOf,
  CHECK_ITEMS,
  decideLevel,
  MAX_CHECK_ITEMS,
  mixtureAfterDays,
  mixtureBelowFloorProbability,
  mixtureSecureProbability,
  mixtureUpdate,
  priorAbility,
  PROFICIENT_AT,
  secureProbability,
  summary,
  SEED_MAX,
  SEED_MIN,
  type CheckOutcome,
  type Level,
} from "./knowledge.ts";
import {
  freshSkill,
  readLearnerState,
  RECENT_KEPT,
  type DelayedCheck,
  type LearnerState,
  type SkillKnowledge,
} from "./learner-state.ts";
import type { PlacementResult } from "./placement-result.ts";
import type { LevelReasonCode } from "./reason-codes.ts";
import { classifyAnswer, evidenceWeight, isAnswerFacts, isEngineItem } from "./response.ts";
import { isDue, reviewCard, startReview, type ReviewOutcome } from "./review.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import { curriculumSkillMap, type SkillMap } from "./skill-map.ts";
import type { AnswerFacts, DayString, EngineItem } from "./types.ts";

/** `reason` is the English sentence; `code` and `values` are what pages translate (reason-codes.ts). */
export type LevelChange = {
  skillId: string;
  from: Level;
  to: Level;
  reason: string;
  code: LevelReasonCode;
  values: Readonly<Record<string, number>>;
};

export type AnswerOutcome = {
  learner: LearnerState;
  /** True when the answer was too fast to be real: it was counted for the parent and nothing else. */
  rapidGuess: boolean;
  change: LevelChange | null;
  /** The answer was part of a delayed check, or the first answer on a later day of a mastered skill (its review was rated). */
  delayedCheck: boolean;
  /**
   * The delayed check of this skill is under way today and needs more answers: keep serving this
   * skill before moving on (a single lucky answer never masters a skill).
   */
  checkPending: boolean;
  /** P(secure) after the answer. */
  pKnown: number;
};

export function recordAnswer(
  stored: unknown,
  item: EngineItem,
  answer: AnswerFacts,
  today: DayString,
  map: SkillMap = curriculumSkillMap(),
): Result<AnswerOutcome> {
  return guard(() => {
    const read = readLearnerState(stored);
    if (!read.ok) return read;
    if (!isEngineItem(item)) return fail("invalid-input", "The item is missing fields or has bad values.");
    if (!isAnswerFacts(answer)) return fail("invalid-input", "The answer is missing fields or has bad values.");
    if (!isDay(today)) return fail("invalid-input", `"${String(today)}" is not a YYYY-MM-DD day.`);
    const skillInfo = map.get(item.skillId);
    if (skillInfo === undefined) return fail("unknown-skill", `Unknown skill "${item.skillId}".`);

    const learner = read.value;
    const before = learner.skills[item.skillId] ?? freshSkill(secureProbability(priorAbility()));
    const evidence = classifyAnswer(item, answer);

    if (evidence.kind === "rapid-guess") {
      const skill = { ...before, rapidGuesses: before.rapidGuesses + 1 };
      return ok({
        learner: {
          ...learner,
          rapidGuesses: learner.rapidGuesses + 1,
          skills: { ...learner.skills, [item.skillId]: skill },
        },
        rapidGuess: true,
        change: null,
        delayedCheck: false,
        checkPending: checkPending(skill, today),
        pKnown: skill.pKnown,
      });
    }

    const gap =
      before.lastAnsweredOn === null || before.lastAnsweredOn >= today ? 0 : daysBetween(before.lastAnsweredOn, today);
    const components = mixtureUpdate(
      mixtureAfterDays(componentsOf(before.ability, before.components), gap),
      evidence,
      item.difficulty - skillInfo.difficulty,
    );
    const ability = summary(components);
    const pKnown = mixtureSecureProbability(components);
    const clean = evidence.correct && answer.hintsUsed === 0 && answer.retries === 0;
    const recent = [...before.recent, evidence.correct].slice(-RECENT_KEPT);
    let skill: SkillKnowledge = {
      ...before,
      ability,
      components,
      pKnown: round(pKnown),
      answers: before.answers + 1,
      right: before.right + (evidence.correct ? 1 : 0),
      recent,
      firstAnsweredOn: before.firstAnsweredOn ?? today,
      lastAnsweredOn: today,
    };

    // The delayed check of a proficient skill: its first answers on a day after it became
    // proficient. Answers that count only partly (just above the rapid-guess floor) neither pass
    // nor fail it; an answer with help fails it.
    let check: CheckOutcome = "none";
    const checkDue =
      before.level === "proficient" && before.proficientOn !== null && daysBetween(before.proficientOn, today) >= 1;
    const current: DelayedCheck | null =
      checkDue && (before.check === null || before.check.on !== today)
        ? { on: today, asked: 0, right: 0, status: "under-way" }
        : before.check;
    if (
      checkDue &&
      current !== null &&
      current.on === today &&
      current.status === "under-way" &&
      evidenceWeight(item, answer) >= 1
    ) {
      const asked = current.asked + 1;
      const right = current.right + (clean ? 1 : 0);
      // At least CHECK_ITEMS right, and more (up to MAX_CHECK_ITEMS) while the estimate is not yet
      // as sure as a declaration needs: the night before widened it, and a check that passed without
      // mastering the skill would leave it waiting at proficient until its next review.
      const sureNow = pKnown >= PROFICIENT_AT && mixtureBelowFloorProbability(components) <= BELOW_FLOOR_AT_MOST;
      const status = !clean
        ? "failed"
        : asked >= CHECK_ITEMS && (sureNow || asked >= MAX_CHECK_ITEMS)
          ? "passed"
          : "under-way";
      skill.check = { on: today, asked, right, status };
      check = status;
      if (status !== "under-way") {
        skill.delayedChecks = {
          passed: before.delayedChecks.passed + (status === "passed" ? 1 : 0),
          failed: before.delayedChecks.failed + (status === "failed" ? 1 : 0),
          lastOn: today,
          lastCorrect: status === "passed",
        };
      }
      if (status === "failed") skill.failedChecks = before.failedChecks + 1;
    }

    // Review: the first answer on a later day of a proficient or mastered skill rates its card.
    const reviewed =
      (before.level === "proficient" || before.level === "mastered") &&
      before.proficientOn !== null &&
      before.lastAnsweredOn !== today &&
      daysBetween(before.proficientOn, today) >= 1;
    if (reviewed) {
      const outcome: ReviewOutcome = !evidence.correct ? "again" : clean ? "good" : "hard";
      skill.review = before.review === null ? startReview(today) : reviewCard(before.review, today, outcome);
      if (before.level === "mastered") {
        skill.delayedChecks = {
          passed: before.delayedChecks.passed + (clean ? 1 : 0),
          failed: before.delayedChecks.failed + (clean ? 0 : 1),
          lastOn: today,
          lastCorrect: clean,
        };
      }
    }

    const recentWindow = recent.slice(-5);
    const decision = decideLevel({
      level: before.level,
      pKnown,
      pBelowFloor: mixtureBelowFloorProbability(components),
      counted: skill.answers,
      lastCorrect: evidence.correct,
      clean,
      check,
      failedChecks: skill.failedChecks,
      daysSinceProficient: before.proficientOn === null ? null : daysBetween(before.proficientOn, today),
      recentRight: recentWindow.filter(Boolean).length,
      recentTotal: recentWindow.length,
    });

    let change: LevelChange | null = null;
    if (decision !== null) {
      change = {
        skillId: item.skillId,
        from: before.level,
        to: decision.level,
        reason: decision.reason,
        code: decision.code,
        values: decision.values,
      };
      skill = applyLevel(skill, decision.level, today);
    }
    return ok({
      learner: { ...learner, skills: { ...learner.skills, [item.skillId]: skill } },
      rapidGuess: false,
      change,
      delayedCheck: check !== "none" || reviewed,
      checkPending: checkPending(skill, today),
      pKnown: skill.pKnown,
    });
  });
}

/** A delayed check that started today and needs more answers. */
export function checkPending(skill: SkillKnowledge, today: DayString): boolean {
  return (
    skill.level === "proficient" &&
    skill.check !== null &&
    skill.check.on === today &&
    skill.check.status === "under-way"
  );
}

function applyLevel(skill: SkillKnowledge, level: Level, today: DayString): SkillKnowledge {
  const next = { ...skill, level };
  if (level === "proficient" && skill.level === "learning") {
    next.proficientOn = today;
    next.failedChecks = 0;
    next.check = null;
    // Review starts on proficient skills (issue 6); the day it is reached counts as a good review.
    next.review = startReview(today);
  }
  if (level === "mastered") next.masteredOn = today;
  if (level === "learning") next.proficientOn = null;
  return next;
}

/**
 * Starts a learner from a placement result: each skill's P(secure) is seeded from the skill-state
 * map, kept inside [SEED_MIN, SEED_MAX] because practice must confirm it, with a wide ability
 * spread (SEED_SD). Levels stay "not started".
 */
export function seedLearner(stored: unknown, placement: PlacementResult): Result<LearnerState> {
  return guard(() => {
    const read = readLearnerState(stored);
    if (!read.ok) return read;
    const skills = { ...read.value.skills };
    for (const estimate of Object.values(placement.skills)) {
      const existing = skills[estimate.skillId];
      if (existing !== undefined && existing.level !== "not-started") continue;
      // Placement's P(known) is P(ability above the anchor); the seed's P(secure) follows from it.
      const implied = secureProbability(abilityFromPlacement(estimate.pKnown));
      const seeded = Math.min(Math.max(implied, SEED_MIN), SEED_MAX);
      const ability = abilityFromSecure(seeded);
      skills[estimate.skillId] = {
        ...(existing ?? freshSkill(seeded)),
        ability,
        pKnown: round(secureProbability(ability)),
      };
    }
    return ok({ ...read.value, skills });
  });
}

export type DueReview = { skillId: string; due: DayString; overdueDays: number; level: Level };

/** Proficient and mastered skills whose review is due, most overdue first. */
export function dueReviews(learner: LearnerState, today: DayString): DueReview[] {
  const out: DueReview[] = [];
  for (const [skillId, skill] of Object.entries(learner.skills)) {
    if (skill.review === null || (skill.level !== "proficient" && skill.level !== "mastered")) continue;
    if (!isDue(skill.review, today)) continue;
    out.push({ skillId, due: skill.review.due, overdueDays: daysBetween(skill.review.due, today), level: skill.level });
  }
  return out.sort((a, b) => b.overdueDays - a.overdueDays || a.skillId.localeCompare(b.skillId));
}

function round(p: number): number {
  return Math.round(p * 1e6) / 1e6;
}
