/**
 * Inside a session: `nextInSession(state, lastAnswer)` records the last answer and picks the next
 * item. It steps back to a prerequisite after repeated misses and moves on when the skill is
 * secure (PRODUCT.md §2 step 4). The caller generates an item for the returned skill and target
 * difficulty.
 */
import { z } from "zod";
import { levelRank, practiceOffset } from "./knowledge.ts";
import { checkPending, recordAnswer, type LevelChange } from "./learner.ts";
import { readLearnerState, type LearnerState } from "./learner-state.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import { curriculumSkillMap, type SkillMap } from "./skill-map.ts";
import type { AnswerFacts, DayString, EngineItem } from "./types.ts";

export const SESSION_SCHEMA_VERSION = 1;

export type SessionState = {
  schemaVersion: typeof SESSION_SCHEMA_VERSION;
  date: DayString;
  /** The skill being taught, then the plan skills to move on to, in order. */
  targetSkillId: string;
  queue: string[];
  /** Where practice is now (a prerequisite after a step back). */
  currentSkillId: string;
  steppedBackFrom: string | null;
  /** Counted answers of this session, oldest first. */
  answers: { skillId: string; correct: boolean }[];
  itemsServed: number;
};

export type NextStep =
  { action: "item"; skillId: string; targetDifficulty: number; reason: string } | { action: "done"; reason: string };

export type SessionOutcome = {
  session: SessionState;
  learner: LearnerState;
  step: NextStep;
  change: LevelChange | null;
  rapidGuess: boolean;
};

/** Misses among the last few answers on a skill that trigger a step back. */
const STEP_BACK_MISSES = 3;
const STEP_BACK_WINDOW = 4;
/** Counted answers on a skill before its estimate (not this session's accuracy) sets the difficulty. */
const MIN_ANSWERS_FOR_ESTIMATE = 3;
/** Right answers in a row on a prerequisite that send practice back to the target. */
const RETURN_STREAK = 3;

export function startSession(
  date: DayString,
  targetSkillId: string,
  queue: readonly string[] = [],
  map: SkillMap = curriculumSkillMap(),
): Result<SessionState> {
  if (!map.has(targetSkillId)) return fail("unknown-skill", `Unknown skill "${targetSkillId}".`);
  const unknown = queue.find((id) => !map.has(id));
  if (unknown !== undefined) return fail("unknown-skill", `Unknown skill "${unknown}" in the queue.`);
  return ok({
    schemaVersion: SESSION_SCHEMA_VERSION,
    date,
    targetSkillId,
    queue: [...queue],
    currentSkillId: targetSkillId,
    steppedBackFrom: null,
    answers: [],
    itemsServed: 0,
  });
}

export function nextInSession(
  state: { session: unknown; learner: unknown },
  lastAnswer: { item: EngineItem; answer: AnswerFacts } | null,
  map: SkillMap = curriculumSkillMap(),
): Result<SessionOutcome> {
  return guard(() => {
    const parsed = sessionSchema.safeParse(state?.session);
    if (!parsed.success) return fail("corrupt-state", "The session state is damaged.");
    let session = parsed.data as SessionState;
    if (!map.has(session.currentSkillId)) return fail("unknown-skill", `Unknown skill "${session.currentSkillId}".`);
    const readLearner = readLearnerState(state.learner);
    if (!readLearner.ok) return readLearner;
    let learner = readLearner.value;
    let change: LevelChange | null = null;
    let rapidGuess = false;

    if (lastAnswer !== null) {
      const recorded = recordAnswer(learner, lastAnswer.item, lastAnswer.answer, session.date, map);
      if (!recorded.ok) return recorded;
      learner = recorded.value.learner;
      change = recorded.value.change;
      rapidGuess = recorded.value.rapidGuess;
      if (!rapidGuess) {
        const correct = lastAnswer.answer.correct && !lastAnswer.answer.dontKnow;
        session = { ...session, answers: [...session.answers, { skillId: lastAnswer.item.skillId, correct }] };
      }
    }

    const decided = decide(session, learner, map);
    session = decided.session;
    if (decided.step.action === "item") session = { ...session, itemsServed: session.itemsServed + 1 };
    return ok({ session, learner, step: decided.step, change, rapidGuess });
  });
}

function decide(
  session: SessionState,
  learner: LearnerState,
  map: SkillMap,
): { session: SessionState; step: NextStep } {
  const current = session.currentSkillId;
  const onCurrent = session.answers.filter((a) => a.skillId === current);
  const known = learner.skills[current];
  // A delayed check under way needs its remaining answers before practice moves on (issue 11).
  if (known !== undefined && checkPending(known, session.date)) {
    return serve(session, learner, map, "Checking on a later day that this skill has stuck.", 0);
  }
  const secure = levelRank(known?.level ?? "not-started") >= 2;
  const streak = trailingRight(onCurrent);

  if (session.steppedBackFrom !== null && (secure || streak >= RETURN_STREAK)) {
    const back = session.steppedBackFrom;
    const next = { ...session, currentSkillId: back, steppedBackFrom: null };
    return serve(next, learner, map, "That step is secure now: back to the skill it supports.");
  }
  if (secure) {
    const [following, ...rest] = session.queue;
    if (following === undefined) return { session, step: { action: "done", reason: "Today's skill is secure." } };
    const next = {
      ...session,
      targetSkillId: following,
      currentSkillId: following,
      queue: rest,
      answers: session.answers,
    };
    return serve(next, learner, map, "That skill is secure: moving on to the next one in the plan.");
  }
  const window = onCurrent.slice(-STEP_BACK_WINDOW);
  const misses = window.filter((a) => !a.correct).length;
  if (misses >= STEP_BACK_MISSES) {
    const prerequisite = weakestPrerequisite(current, learner, map);
    if (prerequisite !== null) {
      const next = {
        ...session,
        currentSkillId: prerequisite,
        steppedBackFrom: session.steppedBackFrom ?? current,
        // Restart the miss count on the target so coming back is not an instant second step back.
        answers: session.answers.filter((a) => a.skillId !== current),
      };
      return serve(
        next,
        learner,
        map,
        `${misses} of the last ${window.length} answers missed: a step back to a skill this one builds on.`,
      );
    }
    return serve(session, learner, map, "Several misses: an easier question on the same skill.", -0.6);
  }
  return serve(session, learner, map, "Practice on the current skill.");
}

function serve(
  session: SessionState,
  learner: LearnerState,
  map: SkillMap,
  reason: string,
  shift?: number,
): { session: SessionState; step: NextStep } {
  const skill = map.get(session.currentSkillId)!;
  const onCurrent = session.answers.filter((a) => a.skillId === skill.id).slice(-5);
  // With a few answers on record, aim at about 75% success for the child's estimate (which serves
  // the harder items while a skill is being confirmed: they say more, decision 0006); before
  // that, start gently and steer by this session's answers.
  const known = learner.skills[skill.id];
  const accuracy = onCurrent.length < 2 ? null : onCurrent.filter((a) => a.correct).length / onCurrent.length;
  const adjust =
    shift ??
    (known !== undefined && known.answers >= MIN_ANSWERS_FOR_ESTIMATE
      ? practiceOffset(known.ability)
      : accuracy === null
        ? -0.3
        : Math.min(Math.max((accuracy - 0.75) * 1.5, -0.6), 0.6));
  const targetDifficulty = Math.round((skill.difficulty + adjust) * 100) / 100;
  return { session, step: { action: "item", skillId: skill.id, targetDifficulty, reason } };
}

/** The prerequisite that most needs work: not yet secure, lowest P(known); null when all are secure. */
function weakestPrerequisite(skillId: string, learner: LearnerState, map: SkillMap): string | null {
  let best: string | null = null;
  let bestP = Infinity;
  for (const pre of map.prerequisitesOf(skillId)) {
    const known = learner.skills[pre.id];
    if (known !== undefined && levelRank(known.level) >= 2) continue;
    const p = known?.pKnown ?? 0.5;
    if (p < bestP) {
      best = pre.id;
      bestP = p;
    }
  }
  return best;
}

function trailingRight(answers: readonly { correct: boolean }[]): number {
  let n = 0;
  for (let i = answers.length - 1; i >= 0 && answers[i]!.correct; i--) n++;
  return n;
}

const sessionSchema = z.object({
  schemaVersion: z.literal(SESSION_SCHEMA_VERSION),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  targetSkillId: z.string(),
  queue: z.array(z.string()),
  currentSkillId: z.string(),
  steppedBackFrom: z.string().nullable(),
  answers: z.array(z.object({ skillId: z.string(), correct: z.boolean() })),
  itemsServed: z.number().int().nonnegative(),
});
