/**
 * What the report page and its PDF download need (issue 16): the member of the signed-in parent's
 * family, the subjects whose placement is finished (a report starts the day its placement ends),
 * and the chosen subject's day-30 report so far. Another family's child, an archived one or a
 * malformed id is "not found", so the routes answer 404 without telling which.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { ProgressReportData } from "../../components/reports/report-words.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { loadProgressReport } from "./load-progress-report.server.ts";

export const REPORT_SUBJECTS: readonly PlacementSubject[] = ["math", "reading"];

export function isReportSubject(value: string | null | undefined): value is PlacementSubject {
  return value === "math" || value === "reading";
}

export type ReportPage =
  | { status: "not-found" }
  | { status: "no-placement"; member: Member }
  | {
      status: "ready";
      member: Member;
      placed: PlacementSubject[];
      subject: PlacementSubject;
      data: ProgressReportData;
    };

/** The subjects of the member whose placement check is finished, math first. */
export async function placedSubjects(db: Kysely<Database>, memberId: string): Promise<PlacementSubject[]> {
  const rows = await db
    .selectFrom("placementCheck")
    .select("subject")
    .where("childId", "=", memberId)
    .where("completedAt", "is not", null)
    .execute();
  const done = new Set(rows.map((row) => row.subject));
  return REPORT_SUBJECTS.filter((subject) => done.has(subject));
}

/**
 * The report page of a member: `asked` picks the subject (the first placed one when absent or not
 * placed). A subject asked by name that is not a report subject is "not found".
 */
export async function loadReportPage(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  asked: string | null,
  now: Date = new Date(),
): Promise<ReportPage> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  if (asked !== null && !isReportSubject(asked)) return { status: "not-found" };
  const placed = await placedSubjects(db, member.id);
  const subject = asked !== null && placed.includes(asked) ? asked : placed[0];
  if (!subject) return { status: "no-placement", member };
  const load = await loadProgressReport(db, familyId, member.id, subject, now);
  if (load.status !== "ready") return { status: "no-placement", member };
  return { status: "ready", member, placed, subject, data: load.data };
}
