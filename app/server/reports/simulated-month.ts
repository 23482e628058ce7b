/**
 * A month of practice simulated with the engine and its simulated children (core/sim), end to
 * end through the engine's own functions: placement, the learner seeded from it, the plan, 30
 * days of practice on the plan's skills with the due reviews first, a second placement at the
 * end, and `day30Report` over it all. Reproducible from the seed; the report tests build their
 * fixture here rather than typing numbers in, and the demo family can be built the same way.
 */
import {
  buildLearningPlan,
  curriculumSkillMap,
  day30Report,
  dueReviews,
  emptyLearner,
  isRapidGuess,
  recordAnswer,
  seedLearner,
  thetaToGradeLevel,
  type Day30Report,
  type EngineItem,
  type LearnerState,
  type LearningPlan,
  type PlacementResult,
  type SessionLog,
} from "../../../core/engine/index.ts";
import { addDays } from "../../../core/engine/dates.ts";
import type { Grade, Subject } from "../../../core/engine/types.ts";
import { buildWorld } from "../../../core/sim/continuous-child.ts";
import { buildItemBank } from "../../../core/sim/item-bank.ts";
import { runPlacement } from "../../../core/sim/placement-run.ts";
import { createRng } from "../../../core/sim/rng.ts";
import { makeChild } from "../../../core/sim/sim-child.ts";
import { conditionNamed } from "../../../core/sim/conditions.ts";

export type SimulatedMonth = {
  report: Day30Report;
  placementThen: PlacementResult;
  placementNow: PlacementResult;
  plan: LearningPlan;
  learner: LearnerState;
  sessions: SessionLog[];
};

export type MonthOptions = {
  seed: number;
  grade: Grade;
  subject?: Subject;
  /** The first day (YYYY-MM-DD); the report covers it and the 29 days after it. */
  from: string;
  /** Session days of the week, 0 = Sunday (default Monday to Friday). */
  weekdays?: number[];
};

/** About a session's worth of questions: reviews first, then the current skill. */
const ITEMS_PER_SESSION = 14;
const REVIEW_ITEMS = 2;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export function simulateMonth({ seed, grade, subject = "math", from, weekdays = [1, 2, 3, 4, 5] }: MonthOptions) {
  const map = curriculumSkillMap();
  const bank = buildItemBank(map, subject);
  const world = buildWorld(map, subject, bank, seed);
  const rng = createRng(seed);
  const condition = conditionNamed("two-state");
  if (!condition) throw new Error("the two-state condition is missing");
  const child = makeChild(condition, rng, world, grade);

  const placementThen = runPlacement(child, subject, bank, map, rng, thetaToGradeLevel).result;
  let learner = unwrap(seedLearner(emptyLearner(), placementThen));
  const schedule = { weekdays, minutesPerSession: 20 };
  const plan = unwrap(buildLearningPlan({ placement: placementThen, grade, schedule, startDate: from, learner }, map));

  const sessions: SessionLog[] = [];
  const served = new Map<string, number>();
  const nextItem = (skillId: string): EngineItem | null => {
    const items = world.bankBySkill.get(skillId) ?? [];
    if (items.length === 0) return null;
    const n = served.get(skillId) ?? 0;
    served.set(skillId, n + 1);
    return items[n % items.length]!;
  };
  const to = addDays(from, 29);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay())) {
      const log: SessionLog = { date: day, minutes: 0, answers: 0, right: 0, rapidGuesses: 0 };
      let milliseconds = 0;
      const practise = (skillId: string) => {
        const item = nextItem(skillId);
        if (!item) return;
        const answer = child.answerPractice(item, rng, log.answers + log.rapidGuesses);
        learner = unwrap(recordAnswer(learner, item, answer, day, map)).learner;
        milliseconds += answer.responseTimeMs;
        if (isRapidGuess(item, answer)) log.rapidGuesses += 1;
        else {
          log.answers += 1;
          if (answer.correct) log.right += 1;
        }
      };
      for (const review of dueReviews(learner, day).slice(0, 3)) {
        for (let n = 0; n < REVIEW_ITEMS; n++) practise(review.skillId);
      }
      while (log.answers + log.rapidGuesses < ITEMS_PER_SESSION) {
        const current = plan.targets.find((target) => {
          const level = learner.skills[target.skillId]?.level ?? "not-started";
          return level !== "proficient" && level !== "mastered";
        });
        if (!current) break;
        practise(current.skillId);
      }
      // Time spent answering, plus a minute for each mini-lesson and break, capped at the session.
      log.minutes = Math.min(20, Math.round(milliseconds / 60_000) + 4);
      sessions.push(log);
    }
    child.endOfDay();
  }

  const placementNow = runPlacement(child, subject, bank, map, rng, thetaToGradeLevel).result;
  const report = unwrap(day30Report({ learner, sessions, placementThen, placementNow, plan, from, to }));
  return { report, placementThen, placementNow, plan, learner, sessions } satisfies SimulatedMonth;
}
