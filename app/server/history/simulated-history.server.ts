/**
 * A month of REAL stored history for a family's children (issue 16): the engine's simulated
 * children (core/sim) take the placement and then practise the daily sessions through the
 * product's own server modules — the same calls the placement and activity pages make, with a
 * movable clock — so every row (placement checks, answers, learner states, plan versions, daily
 * sessions and their parts) is what a real month would leave behind. Nothing is inserted by hand:
 * whatever the session flow grows (a day-7 check, a re-measure, assignments) the history picks up.
 *
 * The tests' factories and the demo family (app/server/demo) are both built with it (STYLE.md
 * habit 8). Reproducible in what the simulated child knows and answers (the seed); the items
 * themselves are drawn by the product as it always does.
 */
import { setImmediate as letOtherRequestsIn } from "node:timers/promises";
import type { Kysely } from "kysely";
import { curriculumSkillMap } from "../../../core/engine/index.ts";
import { addDays } from "../../../core/engine/dates.ts";
import type { AnswerFacts, EngineItem, Grade } from "../../../core/engine/types.ts";
import { conditionNamed } from "../../../core/sim/conditions.ts";
import { buildWorld } from "../../../core/sim/continuous-child.ts";
import { buildItemBank } from "../../../core/sim/item-bank.ts";
import { createRng, type Rng } from "../../../core/sim/rng.ts";
import { makeChild, type Child } from "../../../core/sim/sim-child.ts";
import type { Database } from "../../../db/schema.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import { readSnapshot } from "../placement/item-snapshot.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { recordPlacementAnswer } from "../placement/record-placement-answer.server.ts";
import { serveNextPlacementItem } from "../placement/serve-next-placement-item.server.ts";
import { startPlacement } from "../placement/start-placement.server.ts";
import { localDay, weekdayOf } from "../plans/family-day.ts";
import { handleActivityAction } from "../sessions/activity-actions.server.ts";
import { getActivityScreen, type Mode } from "../sessions/activity-screen.server.ts";
import { currentActivity } from "../sessions/activity-store.server.ts";
import { planTodaysSession } from "../sessions/plan-todays-session.server.ts";
import { rightAnswerFields, wrongAnswerFields } from "./answer-fields.ts";

export type HistoryChild = {
  memberId: string;
  /** What the simulated child knows and how it answers; the same seed, the same child. */
  seed: number;
};

export type HistoryOptions = {
  /** Length of the history in days: the placement is on day 1, today is the last day. */
  days?: number;
  /** "Today": the history ends the day before it, so today's session is still to do. */
  now?: Date;
  /** Chance that a scheduled day is missed (the plan then re-plans, as in real life). */
  missChance?: number;
  /** Local time of day (HH:MM) the placement and the sessions start (default: the child's schedule). */
  at?: string;
};

export type ChildHistory = {
  memberId: string;
  placements: { subject: PlacementSubject; answered: number; day: string }[];
  sessionDays: string[];
  answers: number;
};

const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
/** A guard against a flow that never ends (a bug, never a real session). */
const MAX_STEPS_PER_SESSION = 600;
const MAX_PLACEMENT_ANSWERS = 200;

/**
 * Builds `days` days of history for each child of the family, one child after the other. The
 * children must already exist (child setup or the factories) with their subjects and schedule.
 */
export async function buildSimulatedHistory(
  db: Kysely<Database>,
  familyId: string,
  children: readonly HistoryChild[],
  { days = 30, now = new Date(), missChance = 0.08, at }: HistoryOptions = {},
): Promise<ChildHistory[]> {
  const histories: ChildHistory[] = [];
  for (const child of children) {
    const member = await findMember(db, familyId, child.memberId);
    if (!member) throw new Error(`history: no child ${child.memberId} in family ${familyId}`);
    histories.push(
      await buildChildHistory(db, member, child.seed, { days, now, missChance, at: at ?? member.schedule.time }),
    );
  }
  return histories;
}

type Simulated = { child: Child; rng: Rng };

async function buildChildHistory(
  db: Kysely<Database>,
  member: Member,
  seed: number,
  options: Required<HistoryOptions>,
): Promise<ChildHistory> {
  const map = curriculumSkillMap();
  const subjects = (["math", "reading"] as const).filter((subject) => member.subjects.includes(subject));
  const simulated = new Map<PlacementSubject, Simulated>();
  const condition = conditionNamed("two-state");
  if (!condition) throw new Error("history: the two-state condition is missing");
  subjects.forEach((subject, index) => {
    const rng = createRng(seed * 31 + index);
    const world = buildWorld(map, subject, buildItemBank(map, subject), seed + index);
    simulated.set(subject, { child: makeChild(condition, rng, world, gradeOf(member.grade)), rng });
  });
  const dayRng = createRng(seed ^ 0x5eed);

  const today = localDay(options.now, member.timeZone);
  const first = addDays(today, -(options.days - 1));
  const history: ChildHistory = { memberId: member.id, placements: [], sessionDays: [], answers: 0 };

  // Day 1: the placement of each subject, one after the other.
  let clock = localTime(first, options.at, member.timeZone);
  for (const subject of subjects) {
    const taken = await takePlacement(db, member, subject, simulated.get(subject)!, clock);
    clock = new Date(taken.clock.getTime() + 60_000);
    history.placements.push({ subject, answered: taken.answered, day: first });
    history.answers += taken.answered;
  }

  // Days 2 to yesterday: today's session on each scheduled day (a few missed), then the night.
  const scheduled = new Set(member.schedule.days);
  for (let day = addDays(first, 1); day < today; day = addDays(day, 1)) {
    const onSchedule = scheduled.has(DAY_NAMES[weekdayOf(day)]!);
    if (onSchedule && !dayRng.chance(options.missChance)) {
      const jitter = Math.floor(dayRng.next() * 40) * 60_000;
      const answered = await practiseSession(
        db,
        member,
        simulated,
        new Date(localTime(day, options.at, member.timeZone).getTime() + jitter),
        dayRng,
      );
      if (answered > 0) history.sessionDays.push(day);
      history.answers += answered;
    }
    for (const { child } of simulated.values()) child.endOfDay();
  }
  return history;
}

function gradeOf(grade: number): Grade {
  return Math.min(8, Math.max(3, Math.round(grade))) as Grade;
}

/** The placement check, as the placement page takes it: serve, answer, until the engine is done. */
async function takePlacement(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  { child, rng }: Simulated,
  start: Date,
): Promise<{ answered: number; clock: Date }> {
  let clock = start;
  const started = await startPlacement(db, member.familyId, member.id, subject, clock);
  if (started.status === "not-found" || started.status === "not-taken")
    throw new Error(`history: placement ${member.id}/${subject}: ${started.status}`);
  let answered = 0;
  while (answered < MAX_PLACEMENT_ANSWERS) {
    // node:sqlite answers synchronously, so without a pause per step a demo build (tens of seconds
    // inside the app server) would run as one unbroken chain and every other request would wait.
    await letOtherRequestsIn();
    const screen = await serveNextPlacementItem(db, member.familyId, member.id, subject, clock);
    if (screen.kind === "done") return { answered, clock };
    if (screen.kind !== "question") throw new Error(`history: placement ${member.id}/${subject}: ${screen.kind}`);
    const row = await db
      .selectFrom("placementCheck")
      .select("pendingJson")
      .where("id", "=", screen.checkId)
      .executeTakeFirstOrThrow();
    const snapshot = readSnapshot(row.pendingJson);
    if (!snapshot) throw new Error(`history: placement ${member.id}/${subject}: no question stored`);
    const facts = child.answerPlacement(snapshot.engineItem, rng, answered);
    clock = new Date(clock.getTime() + facts.responseTimeMs);
    const result = await recordPlacementAnswer(
      db,
      member.familyId,
      member.id,
      subject,
      { itemId: screen.itemId, answerKey: screen.answerKey, ...formOf(row.pendingJson, facts) },
      clock,
    );
    if (result.status !== "recorded") throw new Error(`history: placement answer: ${JSON.stringify(result)}`);
    answered += 1;
    clock = new Date(clock.getTime() + 2_000);
    if (result.done) return { answered, clock };
  }
  throw new Error(`history: placement ${member.id}/${subject} did not end`);
}

/**
 * Today's session at `start`, as the activity pages play it: the lesson, each question answered by
 * the simulated child of the part's subject (a second try after a first wrong one), "next" after
 * the feedback, until the session's summary. Returns the answers recorded.
 */
async function practiseSession(
  db: Kysely<Database>,
  member: Member,
  simulated: Map<PlacementSubject, Simulated>,
  start: Date,
  dayRng: Rng,
): Promise<number> {
  let clock = start;
  const planned = await planTodaysSession(db, member, clock);
  if (planned.status !== "ready") return 0;
  let activityId = (currentActivity(planned.session, planned.activities) ?? planned.activities.at(-1))?.id;
  const mode: Mode = dayRng.chance(0.5) ? "parent" : "child";
  const ofDay = new Map<PlacementSubject, number>();
  let answered = 0;
  for (let step = 0; activityId && step < MAX_STEPS_PER_SESSION; step++) {
    await letOtherRequestsIn(); // as in the placement loop
    const screen = await getActivityScreen(db, member.familyId, activityId, mode, clock);
    const act = (form: Record<string, unknown>) =>
      handleActivityAction(db, member.familyId, activityId!, mode, form, clock);
    switch (screen.kind) {
      case "summary":
        return answered;
      case "not-found":
        throw new Error(`history: activity ${activityId} not found`);
      case "elsewhere":
        activityId = screen.activityId;
        continue;
      case "lesson":
        clock = later(clock, 60_000 + dayRng.next() * 60_000);
        await act({ intent: "lesson-done" });
        continue;
      case "feedback":
        clock = later(clock, 4_000 + dayRng.next() * 6_000);
        await act({ intent: "next", answerKey: screen.answerKey });
        continue;
      case "question": {
        const row = await db
          .selectFrom("sessionActivity")
          .select(["pendingJson", "subject"])
          .where("id", "=", activityId)
          .executeTakeFirstOrThrow();
        const pending = row.pendingJson as { snapshot?: unknown } | null;
        const snapshot = readSnapshot(pending?.snapshot);
        const subject: PlacementSubject = row.subject === "reading" ? "reading" : "math";
        const sim = simulated.get(subject) ?? [...simulated.values()][0]!;
        if (!snapshot) throw new Error(`history: activity ${activityId}: no question stored`);
        const position = ofDay.get(subject) ?? 0;
        ofDay.set(subject, position + 1);
        const facts = answerOf(sim, snapshot.engineItem, position, screen.tries);
        clock = later(clock, facts.responseTimeMs);
        const result = await act({
          itemId: screen.itemId,
          answerKey: screen.answerKey,
          ...formOf(pending?.snapshot, facts),
        });
        if (result.status === "invalid") throw new Error(`history: answer refused: ${result.message}`);
        // A first wrong try is not recorded yet: the second try is.
        if (result.status === "done" && (facts.correct || facts.dontKnow || screen.tries > 0)) answered += 1;
        continue;
      }
    }
  }
  if (activityId) throw new Error(`history: the session of ${member.id} did not end`);
  return answered;
}

/** The simulated child's answer; a second try is another go at the same skill. */
function answerOf({ child, rng }: Simulated, item: EngineItem, position: number, tries: number): AnswerFacts {
  const facts = child.answerPractice(item, rng, position);
  // "I don't know" on a second try would throw the first try away; a child tries again instead.
  return tries > 0 && facts.dontKnow ? { ...facts, dontKnow: false, correct: false } : facts;
}

/** The form the question's page would send for this answer. */
function formOf(snapshotJson: unknown, facts: AnswerFacts): Record<string, string> {
  if (facts.dontKnow) return { intent: "dont-know" };
  return { intent: "answer", ...(facts.correct ? rightAnswerFields(snapshotJson) : simWrongFields(snapshotJson)) };
}

/** A wrong answer, also for the formats the test factories answer right by default. */
function simWrongFields(snapshotJson: unknown): Record<string, string> {
  const snapshot = readSnapshot(snapshotJson);
  if (snapshot?.kind === "math") {
    const answer = snapshot.item.answer;
    if (answer.format === "decimal") return { answer: String(answer.value + 1) };
    if (answer.format === "fraction") return { answer: `${answer.value.n + answer.value.d}/${answer.value.d}` };
    if (answer.format === "expression") return { answer: answer.expression.trim() === "0" ? "1" : "0" };
  }
  return wrongAnswerFields(snapshotJson);
}

function later(clock: Date, ms: number): Date {
  return new Date(clock.getTime() + Math.max(500, Math.round(ms)));
}

/** The instant it is `time` (HH:MM) on `day` in the family's time zone. */
export function localTime(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  // The zone's offset at that moment: what the guess reads as there, minus the guess.
  const shown = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(guess);
  const part = (type: string) => shown.find((entry) => entry.type === type)?.value ?? "00";
  const asUtc = Date.parse(`${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:00Z`);
  return new Date(guess.getTime() - (asUtc - guess.getTime()));
}
