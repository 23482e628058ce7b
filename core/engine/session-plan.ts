/**
 * The daily session planner (PRODUCT.md §2 step 4): assignments from the parent first, then spaced
 * review, then a mini-lesson and practice on the current skill, then an interest-themed word
 * problem or reading, all inside the time budget (20 minutes by default).
 */
import { isDay, daysBetween } from "./dates.ts";
import { levelRank } from "./knowledge.ts";
import { dueReviews } from "./learner.ts";
import { readLearnerState, type LearnerState } from "./learner-state.ts";
import type { LearningPlan } from "./plan.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import { curriculumSkillMap, type SkillMap } from "./skill-map.ts";
import type { DayString } from "./types.ts";

export type Assignment = { skillId: string; minutes?: number; note?: string };

export type SessionActivity = {
  kind: "assignment" | "review" | "lesson-practice" | "themed";
  skillIds: string[];
  minutes: number;
  /** For lesson-practice: whether the mini-lesson is shown before practice. */
  withLesson?: boolean;
  /** Of `minutes`, the part spent on the mini-lesson. */
  lessonMinutes?: number;
  theme?: string;
  reason: string;
};

export type SessionPlanInput = {
  learner: unknown;
  today: DayString;
  minutes?: number;
  plan?: LearningPlan | null;
  assignments?: Assignment[];
  /** Skill ids the parent wants worked on first when the plan allows it. */
  goalSkillIds?: string[];
  interests?: string[];
};

export type SessionPlan = {
  date: DayString;
  minutes: number;
  currentSkillId: string | null;
  activities: SessionActivity[];
};

export const DEFAULT_SESSION_MINUTES = 20;
const MINUTES_PER_REVIEW = 1.5;
const REVIEW_SHARE = 0.25;
const LESSON_MINUTES = 3;
const THEMED_MINUTES = 4;
const DEFAULT_ASSIGNMENT_MINUTES = 5;
const MIN_PRACTICE_MINUTES = 4;

export function planSession(input: SessionPlanInput, map: SkillMap = curriculumSkillMap()): Result<SessionPlan> {
  return guard(() => {
    const read = readLearnerState(input.learner);
    if (!read.ok) return read;
    const learner = read.value;
    if (!isDay(input.today)) return fail("invalid-input", `"${String(input.today)}" is not a YYYY-MM-DD day.`);
    const budget = input.minutes ?? DEFAULT_SESSION_MINUTES;
    if (!Number.isFinite(budget) || budget < 5 || budget > 120) {
      return fail("invalid-input", "A session lasts between 5 and 120 minutes.");
    }
    for (const a of input.assignments ?? []) {
      if (!map.has(a.skillId)) return fail("unknown-skill", `Unknown skill "${a.skillId}" in an assignment.`);
    }

    const current = currentSkill(learner, input.plan ?? null, input.goalSkillIds ?? [], map);
    if (current === null && Object.keys(learner.skills).length === 0 && (input.assignments ?? []).length === 0) {
      return fail("empty-history", "No placement, plan or practice yet: run the placement check first.");
    }

    const activities: SessionActivity[] = [];
    let left = budget;
    for (const a of input.assignments ?? []) {
      const minutes = Math.min(a.minutes ?? DEFAULT_ASSIGNMENT_MINUTES, left);
      if (minutes <= 0) break;
      activities.push({
        kind: "assignment",
        skillIds: [a.skillId],
        minutes,
        reason: a.note ?? "Assigned by your parent, so it comes first.",
      });
      left -= minutes;
    }

    const reviews = dueReviews(learner, input.today);
    const reviewSlots = Math.floor(Math.min(budget * REVIEW_SHARE, left) / MINUTES_PER_REVIEW);
    const chosen = reviews.slice(0, Math.max(reviewSlots, 0));
    if (chosen.length > 0) {
      const minutes = chosen.length * MINUTES_PER_REVIEW;
      activities.push({
        kind: "review",
        skillIds: chosen.map((r) => r.skillId),
        minutes,
        reason: `${chosen.length} skill${chosen.length === 1 ? " is" : "s are"} due for a quick review so they stay fresh.`,
      });
      left -= minutes;
    }

    const themed = left >= MIN_PRACTICE_MINUTES + THEMED_MINUTES && current !== null;
    if (current !== null && left >= MIN_PRACTICE_MINUTES) {
      const knowledge = learner.skills[current];
      const withLesson = knowledge === undefined || knowledge.answers < 5;
      const minutes = left - (themed ? THEMED_MINUTES : 0);
      activities.push({
        kind: "lesson-practice",
        skillIds: [current],
        minutes,
        withLesson,
        lessonMinutes: withLesson ? LESSON_MINUTES : 0,
        reason: withLesson
          ? "The next skill in the plan: a short lesson, then practice."
          : "The next skill in the plan: more practice until it is secure.",
      });
      left -= minutes;
    }
    if (themed && current !== null) {
      const interests = input.interests ?? [];
      const theme =
        interests.length === 0
          ? undefined
          : interests[Math.abs(daysBetween("2000-01-01", input.today)) % interests.length];
      activities.push({
        kind: "themed",
        skillIds: [themedSkill(learner, current)],
        minutes: THEMED_MINUTES,
        ...(theme === undefined ? {} : { theme }),
        reason: "A word problem or reading about something you like, using what you practised.",
      });
      left -= THEMED_MINUTES;
    }
    return ok({ date: input.today, minutes: budget - left, currentSkillId: current, activities });
  });
}

/**
 * The skill to teach today: the first plan target not yet proficient (parent goals first when
 * their prerequisites are in place), or else the skill being learnt with the best chance.
 */
export function currentSkill(
  learner: LearnerState,
  plan: LearningPlan | null,
  goals: readonly string[],
  map: SkillMap,
): string | null {
  const notSecure = (id: string): boolean => levelRank(learner.skills[id]?.level ?? "not-started") < 2;
  const ready = (id: string): boolean => map.prerequisitesOf(id).every((p) => !planHas(plan, p) || !notSecure(p.id));
  for (const goal of goals) if (map.has(goal) && notSecure(goal) && ready(goal)) return goal;
  for (const target of plan?.targets ?? [])
    if (map.has(target.skillId) && notSecure(target.skillId)) return target.skillId;
  let best: string | null = null;
  let bestP = -1;
  for (const [id, skill] of Object.entries(learner.skills)) {
    if (skill.level === "learning" && skill.pKnown > bestP && map.has(id)) {
      best = id;
      bestP = skill.pKnown;
    }
  }
  return best;
}

function planHas(plan: LearningPlan | null, skill: { id: string }): boolean {
  return plan?.targets.some((t) => t.skillId === skill.id) ?? false;
}

/** Themed work applies something already secure when possible, else today's skill. */
function themedSkill(learner: LearnerState, current: string): string {
  const secure = Object.entries(learner.skills)
    .filter(([, s]) => s.level === "proficient" || s.level === "mastered")
    .sort((a, b) => (b[1].lastAnsweredOn ?? "").localeCompare(a[1].lastAnsweredOn ?? ""));
  return secure[0]?.[0] ?? current;
}
