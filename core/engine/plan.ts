/**
 * The learning plan (PRODUCT.md §2 step 3): the skills the child is missing, in prerequisite
 * order, frontier first, weighted toward the major work of the child's grade and the parent's
 * goals, with projected dates from the child's schedule, and re-planned when days are missed.
 */
import { addDays, isDay, weekday } from "./dates.ts";
import { levelRank } from "./knowledge.ts";
import { readLearnerState, type LearnerState } from "./learner-state.ts";
import type { PlacementResult } from "./placement-result.ts";
import { coded, type CodedReason, type EvidenceCode, type PlanReasonCode, type ReasonCode } from "./reason-codes.ts";
import { fail, guard, ok, type Result } from "./result.ts";
import { curriculumSkillMap, type SkillMap } from "./skill-map.ts";
import type { DayString, EngineSkill, Grade, Subject } from "./types.ts";

export const PLAN_SCHEMA_VERSION = 1;

export type Schedule = {
  /** Session days of the week, 0 = Sunday ... 6 = Saturday. */
  weekdays: number[];
  minutesPerSession: number;
};

export type PlanTarget = {
  skillId: string;
  pKnown: number;
  /** Why the skill is in the plan at this place, in plain words (English, stored and logged). */
  why: string[];
  /**
   * The same reasons as codes and values, one per `why` sentence, for pages to translate
   * (reason-codes.ts). Absent on plans stored before codes existed: those are read from `why`.
   */
  whyCodes?: ReasonCode<PlanReasonCode>[];
  /** The evidence behind it (from the placement check's skill map). */
  evidence: string;
  /** `evidence` as a code and values; absent on older plans and on older placement results. */
  evidenceCode?: ReasonCode<EvidenceCode>;
  minutesNeeded: number;
  projectedDate: DayString;
  /**
   * "check": placement only inferred this prerequisite as known (no question asked it), so the plan
   * starts with a short check of it before the skills that build on it (issue 11). Absent = "learn".
   */
  kind?: "learn" | "check";
};

export type LearningPlan = {
  schemaVersion: typeof PLAN_SCHEMA_VERSION;
  subject: Subject;
  grade: Grade;
  plannedFrom: DayString;
  schedule: Schedule;
  goalSkillIds: string[];
  targets: PlanTarget[];
};

export type PlanInput = {
  placement: PlacementResult;
  grade: Grade;
  schedule: Schedule;
  startDate: DayString;
  goalSkillIds?: string[];
  goalStrands?: string[];
  learner?: unknown;
  maxTargets?: number;
};

/** Share of a session spent on the current skill (the rest is review and themed work). */
const PRACTICE_SHARE = 0.55;
const KNOWN_AT = 0.8;
/** A check of a prerequisite inferred as known: a few questions, about five minutes. */
const CHECK_MINUTES = 5;

export function buildLearningPlan(input: PlanInput, map: SkillMap = curriculumSkillMap()): Result<LearningPlan> {
  return guard(() => {
    const schedule = checkSchedule(input.schedule);
    if (!schedule.ok) return schedule;
    if (!isDay(input.startDate)) return fail("invalid-input", `"${String(input.startDate)}" is not a YYYY-MM-DD day.`);
    const learner = input.learner === undefined ? null : readLearnerState(input.learner);
    if (learner !== null && !learner.ok) return learner;
    const levels = learner?.value ?? null;
    const goals = new Set(input.goalSkillIds ?? []);
    for (const g of goals) if (!map.has(g)) return fail("unknown-skill", `Unknown goal skill "${g}".`);
    const goalStrands = new Set(input.goalStrands ?? []);
    const subject = input.placement.subject;

    // Practice evidence wins over placement; a skill only seeded from placement (never answered) keeps
    // the placement estimate, since seeding deliberately caps it below "known" (decision record 0006).
    const practisedSkill = (id: string) => {
      const skill = levels?.skills[id];
      return skill !== undefined && skill.answers > 0 ? skill : undefined;
    };
    const pKnownOf = (id: string): number => practisedSkill(id)?.pKnown ?? input.placement.skills[id]?.pKnown ?? 0.5;
    const secure = (id: string): boolean => levelRank(levels?.skills[id]?.level ?? "not-started") >= 2;
    const isTarget = (s: EngineSkill): boolean =>
      !secure(s.id) && (goals.has(s.id) || (s.grade <= input.grade && pKnownOf(s.id) < KNOWN_AT));
    const targets = map.subjectSkills(subject).filter(isTarget);
    // A goal above the child's grade pulls in its missing prerequisites.
    for (const g of goals) {
      for (const id of map.ancestorDistances(g).keys()) {
        const s = map.get(id);
        if (s !== undefined && !targets.includes(s) && !secure(id) && pKnownOf(id) < KNOWN_AT) targets.push(s);
      }
    }

    // Prerequisites that placement marked as probably known from indirect evidence alone are
    // often gaps: they stay in the plan as a short check, never silently dropped (issue 11).
    const checks = new Set<string>();
    for (const t of [...targets]) {
      for (const pre of map.prerequisitesOf(t.id)) {
        if (targets.includes(pre) || secure(pre.id) || pre.subject !== subject) continue;
        const estimate = input.placement.skills[pre.id];
        const practised = (levels?.skills[pre.id]?.answers ?? 0) > 0;
        if (estimate === undefined || estimate.directAnswers > 0 || practised) continue;
        targets.push(pre);
        checks.add(pre.id);
      }
    }

    const ordered = orderTargets(targets, input.grade, goals, goalStrands, map);
    const chosen = ordered.slice(0, input.maxTargets ?? 60);
    const plan: LearningPlan = {
      schemaVersion: PLAN_SCHEMA_VERSION,
      subject,
      grade: input.grade,
      plannedFrom: input.startDate,
      schedule: schedule.value,
      goalSkillIds: [...goals],
      targets: chosen.map(({ skill, why: reasonsOf }) => {
        const check = checks.has(skill.id);
        const why = check
          ? [
              coded(
                "plan.check-first",
                "Probably secure, but no placement question asked it directly: a short check first, because later skills build on it.",
              ),
              ...reasonsOf.filter((w) => w.code !== "plan.ready"),
            ]
          : reasonsOf;
        const estimate = input.placement.skills[skill.id];
        const evidenceCode: ReasonCode<EvidenceCode> | undefined =
          estimate === undefined ? { code: "evidence.not-covered", values: {} } : estimate.reasonCode;
        return {
          skillId: skill.id,
          pKnown: round(pKnownOf(skill.id)),
          why: why.map((w) => w.text),
          whyCodes: why.map(({ code, values }) => ({ code, values })),
          evidence: estimate?.reason ?? "Not covered by the placement check.",
          ...(evidenceCode === undefined ? {} : { evidenceCode }),
          minutesNeeded: check ? CHECK_MINUTES : minutesNeeded(pKnownOf(skill.id)),
          projectedDate: input.startDate,
          kind: check ? ("check" as const) : ("learn" as const),
        };
      }),
    };
    return ok(withDates(plan, input.startDate));
  });
}

export type Replanned = { plan: LearningPlan; missedSessions: number; removed: string[] };

/**
 * Re-plans from `today`: drops targets that are now proficient or mastered, re-estimates the time
 * the rest need from the learner's state, and moves every date onto the schedule from today on.
 * `practisedDays` are the days sessions actually happened (to count missed sessions).
 */
export function replan(
  plan: LearningPlan,
  learnerStored: unknown,
  today: DayString,
  practisedDays: readonly DayString[] = [],
  schedule?: Schedule,
): Result<Replanned> {
  return guard(() => {
    if (!isDay(today)) return fail("invalid-input", `"${String(today)}" is not a YYYY-MM-DD day.`);
    if (plan?.schemaVersion !== PLAN_SCHEMA_VERSION || !Array.isArray(plan.targets)) {
      return fail("corrupt-state", "The learning plan is damaged or from another version.");
    }
    const read = readLearnerState(learnerStored);
    if (!read.ok) return read;
    const learner: LearnerState = read.value;
    const nextSchedule = checkSchedule(schedule ?? plan.schedule);
    if (!nextSchedule.ok) return nextSchedule;

    const practised = new Set(practisedDays);
    let missedSessions = 0;
    for (let d = plan.plannedFrom; d < today; d = addDays(d, 1)) {
      if (plan.schedule.weekdays.includes(weekday(d)) && !practised.has(d)) missedSessions += 1;
    }
    const removed: string[] = [];
    const targets: PlanTarget[] = [];
    for (const t of plan.targets) {
      const skill = learner.skills[t.skillId];
      if (skill !== undefined && levelRank(skill.level) >= 2) {
        removed.push(t.skillId);
        continue;
      }
      const pKnown = skill?.pKnown ?? t.pKnown;
      // A check not yet started stays a check; once practised, the skill needs what its evidence says.
      const stillCheck = t.kind === "check" && (skill === undefined || skill.answers === 0);
      targets.push({
        ...t,
        pKnown: round(pKnown),
        minutesNeeded: stillCheck ? CHECK_MINUTES : minutesNeeded(pKnown),
        ...(t.kind === "check" && !stillCheck ? { kind: "learn" as const } : {}),
      });
    }
    const next = withDates({ ...plan, schedule: nextSchedule.value, plannedFrom: today, targets }, today);
    return ok({ plan: next, missedSessions, removed });
  });
}

function orderTargets(
  targets: EngineSkill[],
  grade: Grade,
  goals: ReadonlySet<string>,
  goalStrands: ReadonlySet<string>,
  map: SkillMap,
): { skill: EngineSkill; why: CodedReason<PlanReasonCode>[] }[] {
  const remaining = new Map(targets.map((s) => [s.id, s]));
  const pending = new Map(targets.map((s) => [s.id, map.prerequisitesOf(s.id).filter((p) => remaining.has(p.id))]));
  const done = new Set<string>();
  const out: { skill: EngineSkill; why: CodedReason<PlanReasonCode>[] }[] = [];
  while (remaining.size > 0) {
    let best: EngineSkill | null = null;
    let bestScore = -Infinity;
    for (const skill of remaining.values()) {
      const waiting = pending.get(skill.id) ?? [];
      // Prerequisites first: a skill is ready once every missing prerequisite is placed before it.
      if (!waiting.every((p) => done.has(p.id))) continue;
      const score = priority(skill, grade, goals, goalStrands, waiting.length === 0);
      if (score > bestScore || (score === bestScore && best !== null && tieBreak(skill, best) < 0)) {
        best = skill;
        bestScore = score;
      }
    }
    // A cycle would leave nothing ready; take the easiest remaining skill rather than loop forever.
    best ??= [...remaining.values()].sort(tieBreak)[0]!;
    const waiting = pending.get(best.id) ?? [];
    out.push({ skill: best, why: reasons(best, grade, goals, goalStrands, waiting, map) });
    done.add(best.id);
    remaining.delete(best.id);
  }
  return out;
}

function priority(
  skill: EngineSkill,
  grade: Grade,
  goals: ReadonlySet<string>,
  goalStrands: ReadonlySet<string>,
  frontier: boolean,
): number {
  let score = 0;
  if (goals.has(skill.id)) score += 3;
  if (goalStrands.has(skill.strand)) score += 1.5;
  if (skill.majorWork) score += skill.grade === grade ? 1.5 : 0.75;
  if (frontier) score += 1;
  // Older gaps first: they hold up the most.
  score += 0.3 * (grade - skill.grade);
  return score;
}

function tieBreak(a: EngineSkill, b: EngineSkill): number {
  return a.difficulty - b.difficulty || a.id.localeCompare(b.id);
}

function reasons(
  skill: EngineSkill,
  grade: Grade,
  goals: ReadonlySet<string>,
  goalStrands: ReadonlySet<string>,
  waiting: readonly EngineSkill[],
  map: SkillMap,
): CodedReason<PlanReasonCode>[] {
  const why: CodedReason<PlanReasonCode>[] = [];
  if (goals.has(skill.id)) why.push(coded("plan.asked", "You asked for this skill."));
  else if (goalStrands.has(skill.strand)) why.push(coded("plan.focus", "Part of the area you asked us to focus on."));
  if (waiting.length === 0) why.push(coded("plan.ready", "Ready now: everything it builds on looks secure."));
  else {
    const skills = waiting.map((p) => p.id);
    why.push(coded("plan.after", `Comes after ${skills.join(", ")}, which it builds on.`, { skills }));
  }
  if (skill.majorWork && skill.grade === grade)
    why.push(coded("plan.major-work", `Major work of grade ${grade}.`, { grade }));
  if (skill.grade < grade) {
    why.push(
      coded("plan.foundation", `A grade-${skill.grade} skill that later work rests on.`, { grade: skill.grade }),
    );
  }
  const unlocks = map.dependentsOf(skill.id).length;
  if (unlocks > 0) {
    why.push(
      coded("plan.unlocks", `Opens the way to ${unlocks} other skill${unlocks === 1 ? "" : "s"}.`, { count: unlocks }),
    );
  }
  return why;
}

/** Practice time a skill probably needs, from how likely it is already known. */
export function minutesNeeded(pKnown: number): number {
  return pKnown < 0.3 ? 25 : pKnown < 0.6 ? 15 : 8;
}

/** Lays targets out over the scheduled days from `from` on. */
function withDates(plan: LearningPlan, from: DayString): LearningPlan {
  const perSession = plan.schedule.minutesPerSession * PRACTICE_SHARE;
  let minutes = 0;
  let day = from;
  let sessionIndex = 0;
  const sessionDays: DayString[] = [];
  const sessionDay = (index: number): DayString => {
    while (sessionDays.length <= index) {
      while (!plan.schedule.weekdays.includes(weekday(day))) day = addDays(day, 1);
      sessionDays.push(day);
      day = addDays(day, 1);
    }
    return sessionDays[index]!;
  };
  const targets = plan.targets.map((t) => {
    minutes += t.minutesNeeded;
    sessionIndex = Math.max(Math.ceil(minutes / perSession) - 1, 0);
    return { ...t, projectedDate: sessionDay(sessionIndex) };
  });
  return { ...plan, targets };
}

function checkSchedule(schedule: Schedule): Result<Schedule> {
  const days = [...new Set(schedule?.weekdays ?? [])];
  if (days.length === 0 || !days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)) {
    return fail("invalid-input", "The schedule needs at least one session day (0 = Sunday ... 6 = Saturday).");
  }
  const minutes = schedule.minutesPerSession;
  if (!Number.isFinite(minutes) || minutes < 5 || minutes > 120) {
    return fail("invalid-input", "Sessions last between 5 and 120 minutes.");
  }
  return ok({ weekdays: days.sort(), minutesPerSession: minutes });
}

function round(p: number): number {
  return Math.round(p * 1000) / 1000;
}
