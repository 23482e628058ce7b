/**
 * The day-30 report of a member's subject from what is stored (issue 16): the placement (then),
 * the learner state, the current plan, and the answers given since the placement, grouped by the
 * family's local day, through the engine's `day30Report`.
 *
 * The month starts on the day the placement finished and runs 30 days (or to today, when asked
 * before day 30; the period printed on the report says which).
 *
 * Minutes: the daily sessions' active time (decision 0017: time between interactions, each gap
 * capped at 5 minutes), taken from the session's parts in this subject, so a session that mixed a
 * math lesson with a reading passage counts each part in its own report and never twice. A day
 * with a lesson and no answers still has its minutes; answers and right answers come from the
 * answer log.
 * "Now" placements: the day-30 re-measure of the daily session (decision 0029) when the child has
 * done it, otherwise every strand reads "not measured again", never a change the data cannot show.
 * Its answers (context "re-measure") are a measurement, not practice: they are not in the accuracy.
 */
import type { Kysely } from "kysely";
import { day30Report, type SessionLog } from "../../../core/engine/index.ts";
import { addDays } from "../../../core/engine/dates.ts";
import type { Database } from "../../../db/schema.ts";
import type { ProgressReportData } from "../../components/reports/report-words.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { localDay } from "../plans/family-day.ts";
import { loadPlanInputs } from "../plans/load-plan-inputs.server.ts";
import { loadPlacementNow } from "./placement-now.server.ts";
import { progressReportData } from "./report-data.server.ts";

export const REPORT_DAYS = 30;

export type ProgressReportLoad =
  { status: "not-found" } | { status: "no-placement" } | { status: "ready"; member: Member; data: ProgressReportData };

type DayLog = SessionLog & { activeMs: number };

/**
 * One SessionLog per local day with practice: the minutes from the sessions' parts in this subject
 * (`sessionActivity.activeMs` on the session's family-local `day`), the answers from the answer
 * log (everything outside the placement check, grouped by the family's local day).
 */
async function sessionLogs(
  db: Kysely<Database>,
  member: Member,
  subject: PlacementSubject,
  from: string,
  to: string,
): Promise<SessionLog[]> {
  const byDay = new Map<string, DayLog>();
  const dayLog = (day: string): DayLog => {
    const log = byDay.get(day) ?? { date: day, minutes: 0, answers: 0, right: 0, rapidGuesses: 0, activeMs: 0 };
    byDay.set(day, log);
    return log;
  };
  const parts = await db
    .selectFrom("sessionActivity")
    .innerJoin("dailySession", "dailySession.id", "sessionActivity.sessionId")
    .select(["dailySession.day", "sessionActivity.activeMs"])
    .where("sessionActivity.childId", "=", member.id)
    .where("sessionActivity.subject", "=", subject)
    .where("dailySession.day", ">=", from)
    .where("dailySession.day", "<=", to)
    .where("sessionActivity.activeMs", ">", 0)
    .execute();
  for (const part of parts) dayLog(part.day).activeMs += Number(part.activeMs);

  // A day before `from` in UTC covers every time zone behind it; local days outside are dropped.
  const rows = await db
    .selectFrom("answerLog")
    .select(["answeredAt", "correct", "dontKnow", "rapidGuess"])
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .where("context", "not in", ["placement", "re-measure"])
    .where("answeredAt", ">=", new Date(Date.parse(`${addDays(from, -1)}T00:00:00Z`)).toISOString())
    .execute();
  for (const row of rows) {
    const day = localDay(new Date(row.answeredAt), member.timeZone);
    if (day < from || day > to) continue;
    const log = dayLog(day);
    if (row.rapidGuess) log.rapidGuesses += 1;
    else {
      log.answers += 1;
      if (row.correct && !row.dontKnow) log.right += 1;
    }
  }
  return [...byDay.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ activeMs, ...log }) => ({ ...log, minutes: Math.round(activeMs / 60_000) }));
}

export async function loadProgressReport(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  subject: PlacementSubject,
  now: Date = new Date(),
): Promise<ProgressReportLoad> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  const check = await db
    .selectFrom("placementCheck")
    .select("completedAt")
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .executeTakeFirst();
  const inputs = check?.completedAt ? await loadPlanInputs(db, member.id, subject) : null;
  if (!check?.completedAt || !inputs) return { status: "no-placement" };
  const from = localDay(new Date(check.completedAt), member.timeZone);
  const today = localDay(now, member.timeZone);
  const last = addDays(from, REPORT_DAYS - 1);
  const to = today < last ? (today < from ? from : today) : last;
  const report = day30Report({
    learner: inputs.learner,
    sessions: await sessionLogs(db, member, subject, from, to),
    placementThen: inputs.placement,
    placementNow: await loadPlacementNow(db, member.id, subject),
    plan: inputs.plan,
    from,
    to,
  });
  if (!report.ok) throw new Error(`report ${member.id}/${subject}: ${report.error.message}`);
  return { status: "ready", member, data: progressReportData(member.displayName, subject, report.value) };
}
