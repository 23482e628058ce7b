/**
 * English strings of the plan and member-details pages, in one module until they move to the
 * i18n catalogs (app/i18n/catalogs/{en,es}/placement.json); keys follow the catalog contract.
 */
import type { PlanTrigger } from "../../../db/schema.ts";
import type { PlanChanges } from "../../server/plans/plan-changes.ts";

export const PLAN_COPY = {
  "placement.plan.title": (name: string) => `${name}'s learning plan`,
  "placement.plan.intro": (minutes: number) =>
    `The skills to work on, in the order that makes sense: each builds on the ones before it. About ${minutes} minutes a session on the days you chose.`,
  "placement.plan.subject": (subject: string) => `${subject} plan`,
  "placement.plan.version": (version: number, date: string) => `Version ${version}, planned from ${date}`,
  "placement.plan.empty": "The check found no gaps up to this grade. Sessions will review and stretch what they know.",
  "placement.plan.waiting": (subject: string) =>
    `The ${subject.toLowerCase()} plan appears when the placement check ends.`,
  "placement.plan.startCheck": (subject: string) => `Go to the ${subject.toLowerCase()} check`,
  "placement.plan.why": "Why it is here",
  "placement.plan.evidence": "Evidence",
  "placement.plan.evidenceLink": (count: number) =>
    `See the ${count} question${count === 1 ? "" : "s"} answered on this skill`,
  "placement.plan.minutes": (minutes: number) => `About ${minutes} minutes of practice`,
  "placement.plan.projected": (date: string) => `Projected: ${date}`,
  "placement.plan.afterTest": "after the test date",
  "placement.plan.finish": (date: string) => `Projected to finish the plan by ${date}.`,
  "placement.plan.testOnTrack": (date: string) => `On track to finish before the test on ${date}.`,
  "placement.plan.testLate": (date: string, count: number) =>
    `${count} skill${count === 1 ? " is" : "s are"} projected after the test on ${date}. Adding a session day would bring ${count === 1 ? "it" : "them"} forward.`,
  "placement.goals.title": "Goals",
  "placement.goals.intro": "Tell us what matters and the plan is rebuilt around it. Every version is kept below.",
  "placement.goals.testDate": "Test date (optional)",
  "placement.goals.testDateHint": "For example the STAAR test in April.",
  "placement.goals.focus": "Areas to focus on (optional)",
  "placement.goals.note": "Anything else you know (optional)",
  "placement.goals.noteHint": "For example: “behind in fractions”.",
  "placement.goals.save": "Save goals and rebuild the plan",
  "placement.goals.saved": (count: number) =>
    count === 0
      ? "Goals saved. The plan will use them once the placement check ends."
      : "Goals saved and the plan rebuilt.",
  "placement.history.title": "Version history",
  "placement.history.version": (version: number, when: string) => `Version ${version} · ${when}`,
  "placement.member.title": (name: string) => `${name}: details`,
  "placement.member.profile": "Profile",
  "placement.member.placement": "Placement",
  "placement.member.skills": "Skill levels",
  "placement.member.answers": "Every question answered",
  "placement.member.answersFor": (skill: string) => `Questions answered on “${skill}”`,
  "placement.member.allAnswers": "Show every question",
  "placement.member.noAnswers": "No answers yet.",
  "placement.member.childAnswer": "Their answer",
  "placement.member.rightAnswer": "Right answer",
  "placement.member.correct": "Right",
  "placement.member.notCorrect": "Not right",
  "placement.member.dontKnow": "Said “I don't know this yet”",
  "placement.member.rapid": "Very quick answer: left out of the estimate",
  "placement.member.time": (seconds: number) => `${seconds} s`,
  "placement.member.hints": (count: number) => `${count} hint${count === 1 ? "" : "s"}`,
  "placement.member.status.not-started": "Not started",
  "placement.member.status.active": (count: number) => `In progress: ${count} answered`,
  "placement.member.status.done": (count: number) => `Finished: ${count} counted answers`,
  "placement.member.rapidCount": (count: number) => `${count} very quick answer${count === 1 ? "" : "s"} (not counted)`,
  "placement.member.seeResult": "See the result",
  "placement.member.seePlan": "See the learning plan",
} as const;

export const LEVEL_NAMES: Record<string, string> = {
  "not-started": "Not started",
  learning: "Learning",
  proficient: "Proficient",
  mastered: "Mastered",
};

const TRIGGERS: Record<PlanTrigger, string> = {
  placement: "Built from the placement check.",
  goals: "Rebuilt because the goals changed.",
  "missed-sessions": "Re-planned after missed sessions.",
  schedule: "Re-planned for a new schedule.",
};

/** What changed in a version, in plain words. */
export function changesText(trigger: PlanTrigger, changes: PlanChanges, skillName: (id: string) => string): string[] {
  const lines = [TRIGGERS[trigger] ?? trigger];
  if (changes.missedSessions > 0) {
    lines.push(
      `${changes.missedSessions} scheduled session${changes.missedSessions === 1 ? " was" : "s were"} missed, so the dates moved from today.`,
    );
  }
  if (trigger !== "placement" && changes.added.length > 0)
    lines.push(`Added: ${changes.added.map(skillName).join(", ")}.`);
  if (trigger === "placement")
    lines.push(`${changes.added.length} skill${changes.added.length === 1 ? "" : "s"} to work on.`);
  if (changes.removed.length > 0) lines.push(`Removed: ${changes.removed.map(skillName).join(", ")}.`);
  if (changes.datesMoved > 0)
    lines.push(`${changes.datesMoved} projected date${changes.datesMoved === 1 ? "" : "s"} moved.`);
  if (changes.goalsBefore && JSON.stringify(changes.goalsBefore) !== JSON.stringify(changes.goalsAfter)) {
    const goals = changes.goalsAfter;
    const parts = [
      goals.testDate ? `test on ${goals.testDate}` : "no test date",
      goals.focusStrands.length > 0 ? `focus: ${goals.focusStrands.join(", ")}` : "no focus areas",
    ];
    lines.push(`Goals now: ${parts.join("; ")}.`);
  }
  return lines;
}

/** A plan day (YYYY-MM-DD, already the family's local day) in words, without shifting it by a zone. */
export function dayText(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}
