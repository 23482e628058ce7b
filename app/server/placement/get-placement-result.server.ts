import type { Kysely } from "kysely";
import { getSkill } from "../../../core/curriculum/index.ts";
import { placementResult, type LevelEstimate } from "../../../core/engine/index.ts";
import type { Database } from "../../../db/schema.ts";
import { buildFirstPlan } from "../plans/build-first-plan.server.ts";
import { findMember } from "./find-member.server.ts";
import { isPlacementSubject, loadPlacementCheck } from "./load-placement-check.server.ts";
import type { PlacementSubject } from "./placement-bank.server.ts";

/** A range wider than this (in grades) is called wide in plain words (issue 12 §2: honest wording). */
export const WIDE_RANGE_GRADES = 1.5;

export type StrandResult = LevelEstimate & { strand: string; wide: boolean };
/** A skill the check says something about; `questions` is how many of its questions the child answered. */
/** Named on the page in the reader's language (useSkillName). */
export type SkillFinding = { skillId: string; grade: number; strand: string; questions: number };

export type PlacementResultView =
  | {
      status: "ready";
      checkId: string;
      subject: PlacementSubject;
      childName: string;
      grade: number;
      finished: boolean;
      itemsAnswered: number;
      rapidGuesses: number;
      dontKnows: number;
      overall: LevelEstimate & { wide: boolean };
      strands: StrandResult[];
      known: SkillFinding[];
      gaps: SkillFinding[];
    }
  | { status: "in-progress"; childName: string; answered: number }
  /** The check ended with only rapid guesses: nothing to place from; it can be taken again. */
  | { status: "no-estimate"; childName: string; rapidGuesses: number }
  | { status: "not-started"; childName: string }
  | { status: "not-found" };

const withWide = <T extends LevelEstimate>(estimate: T) => ({
  ...estimate,
  wide: estimate.high - estimate.low > WIDE_RANGE_GRADES,
});

/**
 * What a finished placement says, for the parent (issue 12 §2): per strand the level with its 80%
 * range, the skills shown known and the gaps. Also makes sure the first plan exists.
 */
export async function getPlacementResult(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  subject: unknown,
  now: Date = new Date(),
): Promise<PlacementResultView> {
  const member = await findMember(db, familyId, memberId);
  if (!member || !isPlacementSubject(subject)) return { status: "not-found" };
  const row = await loadPlacementCheck(db, member.id, subject);
  if (!row) return { status: "not-started", childName: member.displayName };
  if (row.status !== "done")
    return { status: "in-progress", childName: member.displayName, answered: row.countedItems };
  const result = placementResult(row.stateJson);
  if (!result.ok && result.error.code === "empty-history") {
    return { status: "no-estimate", childName: member.displayName, rapidGuesses: row.rapidGuesses };
  }
  if (!result.ok) throw new Error(`placement ${row.id}: ${result.error.message}`);
  await buildFirstPlan(db, member, subject, row.stateJson, now);
  const findings = Object.values(result.value.skills)
    .filter((estimate) => estimate.directAnswers > 0)
    .map((estimate) => {
      const skill = getSkill(estimate.skillId);
      return {
        status: estimate.status,
        finding: {
          skillId: estimate.skillId,
          grade: skill?.grade ?? 0,
          strand: skill?.strand ?? "",
          questions: estimate.directAnswers,
        },
      };
    })
    .sort((a, b) => a.finding.grade - b.finding.grade || a.finding.skillId.localeCompare(b.finding.skillId));
  return {
    status: "ready",
    checkId: row.id,
    subject,
    childName: member.displayName,
    grade: member.grade,
    finished: result.value.finished,
    itemsAnswered: result.value.itemsAnswered,
    rapidGuesses: result.value.rapidGuesses,
    dontKnows: result.value.dontKnows,
    overall: withWide(result.value.overall),
    strands: result.value.strands.map(withWide),
    known: findings.filter((entry) => entry.status === "likely-known").map((entry) => entry.finding),
    gaps: findings.filter((entry) => entry.status === "likely-gap").map((entry) => entry.finding),
  };
}
