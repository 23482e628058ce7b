/**
 * The parent's day-7 page (issue 16, PRODUCT.md §2 step 5) from stored answers: the engine's
 * the day-7 check the child did in a daily session (answers with context "day-7", decision 0029)
 * holds one question per week-one skill at the placement's difficulty, and `compareDay7` compares,
 * skill by skill, the placement answers of day 1 with it. Before the check is done, the engine's
 * `buildDay7Check` picks the skills worked on most in week one and the latest answer given on a
 * later day stands in (day 7 or after when there is one, otherwise the latest after day 1, and the
 * page says which day and that it is not the check). Each finding carries both questions
 * re-rendered from their snapshots with the child's answers, so the parent sees evidence, not a score.
 */
import type { Kysely, Selectable } from "kysely";
import { addDays, daysBetween } from "../../../core/engine/dates.ts";
import { buildDay7Check, compareDay7, type Day7Finding } from "../../../core/engine/index.ts";
import type { PlacementResponse } from "../../../core/engine/placement-state.ts";
import type { AnswerLogTable, Database } from "../../../db/schema.ts";
import { evidenceAnswerOf, type EvidenceAnswer } from "../plans/list-member-evidence.server.ts";
import { localDay } from "../plans/family-day.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";
import { isReportSubject, placedSubjects } from "./report-page.server.ts";

type AnswerRow = Selectable<AnswerLogTable>;

export type Day7FindingView = {
  /** Named on the page in the reader's language (useSkillName). */
  skillId: string;
  kind: Day7Finding["kind"];
  /** The day-1 (placement) answer on the skill, or null when the placement did not ask it. */
  then: EvidenceAnswer | null;
  now: EvidenceAnswer;
  /** Day number of the later answer (day 1 is the placement's day). */
  nowDay: number;
  /** The later answer is the day-7 check's (not the latest practice answer standing in). */
  fromCheck: boolean;
};

type Placed = { member: Member; placed: PlacementSubject[]; subject: PlacementSubject; day7: string };

export type Day7Page =
  | { status: "not-found" }
  | { status: "no-placement"; member: Member }
  | ({ status: "too-early" } & Placed)
  | ({ status: "no-practice" } & Placed)
  | ({ status: "ready"; findings: Day7FindingView[]; nextSkillIds: string[] } & Placed);

function placementResponse(row: AnswerRow): PlacementResponse {
  return {
    itemId: row.itemId,
    skillId: row.skillId,
    strand: row.strand,
    difficulty: row.difficulty ?? 0,
    format: row.format as PlacementResponse["format"],
    correct: row.correct,
    dontKnow: row.dontKnow,
    rapidGuess: row.rapidGuess,
    responseTimeMs: row.responseTimeMs,
  };
}

export async function loadDay7Page(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  asked: string | null,
  now: Date = new Date(),
): Promise<Day7Page> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  if (asked !== null && !isReportSubject(asked)) return { status: "not-found" };
  const placed = await placedSubjects(db, member.id);
  const subject = asked !== null && placed.includes(asked) ? asked : placed[0];
  const check = subject
    ? await db
        .selectFrom("placementCheck")
        .select("completedAt")
        .where("childId", "=", member.id)
        .where("subject", "=", subject)
        .executeTakeFirst()
    : undefined;
  if (!subject || !check?.completedAt) return { status: "no-placement", member };
  const day1 = localDay(new Date(check.completedAt), member.timeZone);
  const day7 = addDays(day1, 6);
  const base = { member, placed, subject, day7 };
  if (localDay(now, member.timeZone) < day7) return { status: "too-early", ...base };

  const rows = await db
    .selectFrom("answerLog")
    .selectAll()
    .where("childId", "=", member.id)
    .where("subject", "=", subject)
    .orderBy("answeredAt")
    .orderBy("sequence")
    .execute();
  const dayOf = (row: AnswerRow) => localDay(new Date(row.answeredAt), member.timeZone);
  const placementRows = rows.filter((row) => row.context === "placement");
  // The re-measure of day 30 is a measurement across the grade, not week one's practice.
  const practice = rows.filter((row) => row.context !== "placement" && row.context !== "re-measure");
  const placement = placementRows.map(placementResponse);
  const laterRows = new Map<string, AnswerRow>();
  // The day-7 check's own answers when the child has done it: one per skill, the latest counted.
  for (const row of practice) if (row.context === "day-7" && !row.rapidGuess) laterRows.set(row.skillId, row);
  const fromCheck = laterRows.size > 0;
  if (!fromCheck) {
    const weekOne = practice
      .filter((row) => dayOf(row) <= day7)
      .map((row) => ({ skillId: row.skillId, correct: row.correct && !row.dontKnow, rapidGuess: row.rapidGuess }));
    const skills = buildDay7Check(weekOne, placement);
    if (!skills.ok) return { status: "no-practice", ...base };
    // The later answer per skill: the latest counted one from day 7 on, else the latest after day 1.
    for (const { skillId } of skills.value) {
      const later = practice.filter((row) => row.skillId === skillId && !row.rapidGuess && dayOf(row) > day1);
      const chosen = later.filter((row) => dayOf(row) >= day7).at(-1) ?? later.at(-1);
      if (chosen) laterRows.set(skillId, chosen);
    }
  }
  const compared = compareDay7(
    [...laterRows.values()].map((row) => ({
      itemId: row.itemId,
      skillId: row.skillId,
      correct: row.correct && !row.dontKnow,
      rapidGuess: false,
    })),
    placement,
  );
  if (!compared.ok) return { status: "no-practice", ...base };
  const order: Record<Day7Finding["kind"], number> = { win: 0, new: 1, steady: 2, "not-yet": 3 };
  const findings = compared.value.findings
    .map((finding): Day7FindingView => {
      const nowRow = laterRows.get(finding.skillId)!;
      const asked = placementRows.filter((row) => row.skillId === finding.skillId && !row.rapidGuess);
      // A win's evidence is the day-1 question the child missed; otherwise the first one asked.
      const thenRow =
        (finding.kind === "win" ? asked.find((row) => !row.correct || row.dontKnow) : undefined) ?? asked[0];
      return {
        skillId: finding.skillId,
        kind: finding.kind,
        then: thenRow ? evidenceAnswerOf(thenRow) : null,
        now: evidenceAnswerOf(nowRow),
        nowDay: daysBetween(day1, dayOf(nowRow)) + 1,
        fromCheck,
      };
    })
    .sort((a, b) => order[a.kind] - order[b.kind] || a.skillId.localeCompare(b.skillId));
  const nextSkillIds = findings.filter((finding) => finding.kind === "not-yet").map((finding) => finding.skillId);
  return { status: "ready", ...base, findings, nextSkillIds };
}
