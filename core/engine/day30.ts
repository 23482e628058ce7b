/**
 * Day 30, the full progress report's data (PRODUCT.md §2 step 6): skills mastered, skills still
 * retained on delayed review, minutes by day, accuracy trend, strand placement then and now with
 * uncertainty (labelled "within measurement error" when it is), and next month's targets.
 */
import { addDays, daysBetween, isDay } from "./dates.ts";
import { levelRank } from "./knowledge.ts";
import { readLearnerState } from "./learner-state.ts";
import type { LearningPlan } from "./plan.ts";
import type { LevelEstimate, PlacementResult } from "./placement-result.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import type { DayString } from "./types.ts";

export type SessionLog = { date: DayString; minutes: number; answers: number; right: number; rapidGuesses: number };

export type StrandChange = {
  strand: string;
  then: LevelEstimate;
  now: LevelEstimate | null;
  /** Change in grade levels (now - then), null when not re-measured. */
  change: number | null;
  label: "within measurement error" | "a real change" | "not re-measured";
};

export type Day30Report = {
  from: DayString;
  to: DayString;
  mastered: string[];
  retained: string[];
  minutesByDay: { date: DayString; minutes: number }[];
  totalMinutes: number;
  accuracyByWeek: { weekStart: DayString; answers: number; accuracy: number | null }[];
  rapidGuesses: number;
  strands: StrandChange[];
  nextTargets: string[];
};

export type Day30Input = {
  learner: unknown;
  sessions: readonly SessionLog[];
  placementThen: PlacementResult;
  placementNow?: PlacementResult | null;
  plan?: LearningPlan | null;
  from: DayString;
  to: DayString;
};

/** Two estimates differ for real only beyond this many standard errors of their difference (95%). */
const SIGNIFICANCE_Z = 1.96;

export function day30Report(input: Day30Input): Result<Day30Report> {
  return guard(() => {
    if (!isDay(input.from) || !isDay(input.to) || input.to < input.from) {
      return fail("invalid-input", "The report needs a valid period (from <= to, YYYY-MM-DD).");
    }
    const read = readLearnerState(input.learner);
    if (!read.ok) return read;
    const learner = read.value;
    const inWindow = (d: DayString | null): boolean => d !== null && d >= input.from && d <= input.to;
    const sessions = input.sessions.filter((s) => inWindow(s.date));

    const mastered = Object.entries(learner.skills)
      .filter(([, s]) => s.level === "mastered" && inWindow(s.masteredOn))
      .map(([id]) => id)
      .sort();
    // Retained: the latest delayed review, on a later day than the last practice before it, was right.
    const retained = Object.entries(learner.skills)
      .filter(
        ([, s]) => levelRank(s.level) >= 2 && s.delayedChecks.lastCorrect === true && inWindow(s.delayedChecks.lastOn),
      )
      .map(([id]) => id)
      .sort();

    const minutesByDay: { date: DayString; minutes: number }[] = [];
    for (let d = input.from; d <= input.to; d = addDays(d, 1)) {
      const minutes = sessions.filter((s) => s.date === d).reduce((sum, s) => sum + s.minutes, 0);
      minutesByDay.push({ date: d, minutes });
    }
    const accuracyByWeek: Day30Report["accuracyByWeek"] = [];
    for (let start = input.from; start <= input.to; start = addDays(start, 7)) {
      const week = sessions.filter((s) => daysBetween(start, s.date) >= 0 && daysBetween(start, s.date) < 7);
      const answers = week.reduce((sum, s) => sum + s.answers, 0);
      const right = week.reduce((sum, s) => sum + s.right, 0);
      accuracyByWeek.push({
        weekStart: start,
        answers,
        accuracy: answers === 0 ? null : Math.round((right / answers) * 100) / 100,
      });
    }

    const strands = input.placementThen.strands.map((then): StrandChange => {
      const now = input.placementNow?.strands.find((s) => s.strand === then.strand) ?? null;
      if (now === null) return { strand: then.strand, then, now: null, change: null, label: "not re-measured" };
      const change = Math.round((now.level - then.level) * 10) / 10;
      const noise = SIGNIFICANCE_Z * Math.sqrt(then.se ** 2 + now.se ** 2);
      const label = Math.abs(now.theta - then.theta) < noise ? "within measurement error" : "a real change";
      return { strand: then.strand, then, now, change, label };
    });

    const nextTargets = (input.plan?.targets ?? [])
      .filter((t) => levelRank(learner.skills[t.skillId]?.level ?? "not-started") < 2)
      .slice(0, 8)
      .map((t) => t.skillId);

    return ok({
      from: input.from,
      to: input.to,
      mastered,
      retained,
      minutesByDay,
      totalMinutes: minutesByDay.reduce((sum, d) => sum + d.minutes, 0),
      accuracyByWeek,
      rapidGuesses: sessions.reduce((sum, s) => sum + s.rapidGuesses, 0),
      strands,
      nextTargets,
    });
  });
}
