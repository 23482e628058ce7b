/**
 * Spaced review of proficient and mastered skills with FSRS (`ts-fsrs`) at day granularity:
 * `enable_short_term: false` (no same-day learning steps) and no fuzz, so schedules are
 * deterministic and testable. Cards are stored as plain data with day strings.
 */
import { fsrs, generatorParameters, Rating, State, type Card, type Grade as FsrsGrade } from "ts-fsrs";
import { dateToDay, dayToDate } from "./dates.ts";
import type { DayString } from "./types.ts";

export type ReviewCard = {
  due: DayString;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: DayString | null;
};

export type ReviewOutcome = "again" | "hard" | "good";

const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const RATING: Record<ReviewOutcome, FsrsGrade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
};

/** Starts the review schedule the day a skill becomes proficient (that day counts as a "good" review). */
export function startReview(today: DayString): ReviewCard {
  const empty: Card = {
    due: dayToDate(today),
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: State.New,
  };
  return fromCard(scheduler.next(empty, dayToDate(today), Rating.Good).card);
}

export function reviewCard(card: ReviewCard, today: DayString, outcome: ReviewOutcome): ReviewCard {
  const input: Card = {
    due: dayToDate(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    ...(card.lastReview === null ? {} : { last_review: dayToDate(card.lastReview) }),
  };
  return fromCard(scheduler.next(input, dayToDate(today), RATING[outcome]).card);
}

export function isDue(card: ReviewCard, today: DayString): boolean {
  return card.due <= today;
}

function fromCard(card: Card): ReviewCard {
  return {
    due: dateToDay(card.due),
    stability: Math.round(card.stability * 1e6) / 1e6,
    difficulty: Math.round(card.difficulty * 1e6) / 1e6,
    scheduledDays: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review === undefined ? null : dateToDay(card.last_review),
  };
}
