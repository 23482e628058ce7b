import type { Kysely, Selectable } from "kysely";
import { readLearnerState, type Level } from "../../../core/engine/index.ts";
import type { AnswerContext, AnswerLogTable, Database } from "../../../db/schema.ts";
import type { QuestionView } from "../items/question-view.server.ts";
import { findMember, type Member } from "../placement/find-member.server.ts";
import {
  correctAnswerText,
  readSnapshot,
  responseText,
  snapshotView,
  type PassageView,
} from "../placement/item-snapshot.ts";
import type { PlacementSubject } from "../placement/placement-bank.server.ts";

export type EvidenceAnswer = {
  id: string;
  context: AnswerContext;
  sequence: number;
  skillId: string;
  /** Re-rendered from the snapshot: exactly what the child saw. */
  question: QuestionView | null;
  passage: PassageView | null;
  childAnswer: string;
  correctAnswer: string;
  correct: boolean;
  dontKnow: boolean;
  rapidGuess: boolean;
  hintsUsed: number;
  retries: number;
  responseTimeMs: number;
  answeredAt: string;
};

/** One stored answer as evidence: the item re-rendered from its snapshot with the child's answer. */
export function evidenceAnswerOf(row: Selectable<AnswerLogTable>): EvidenceAnswer {
  const snapshot = readSnapshot(row.snapshotJson);
  const view = snapshot ? snapshotView(snapshot) : null;
  return {
    id: row.id,
    context: row.context,
    sequence: row.sequence,
    skillId: row.skillId,
    question: view?.question ?? null,
    passage: view?.passage ?? null,
    childAnswer: snapshot ? responseText(snapshot, row.responseJson) : "",
    correctAnswer: snapshot ? correctAnswerText(snapshot) : "",
    correct: row.correct,
    dontKnow: row.dontKnow,
    rapidGuess: row.rapidGuess,
    hintsUsed: row.hintsUsed,
    retries: row.retries,
    responseTimeMs: row.responseTimeMs,
    answeredAt: row.answeredAt,
  };
}

export type SkillLevelView = {
  skillId: string;
  level: Level;
  pKnown: number;
  answers: number;
  right: number;
};

export type MemberSubjectView = {
  subject: PlacementSubject;
  placement: {
    status: "not-started" | "active" | "done";
    counted: number;
    rapidGuesses: number;
    completedAt: string | null;
  };
  skills: SkillLevelView[];
  answers: EvidenceAnswer[];
};

export type MemberDetails =
  { status: "ready"; member: Member; subjects: MemberSubjectView[] } | { status: "not-found" };

/**
 * /member-details/{memberId} (issue 12 §4): the profile and, per subject, the placement, each
 * skill's level, and every answer re-rendered from its snapshot with the child's answer, whether it
 * was right, time taken, hints and rapid-guess flags. `skillId` narrows the answers to one skill
 * (the plan's evidence links).
 */
export async function listMemberEvidence(
  db: Kysely<Database>,
  familyId: string,
  memberId: string,
  filter: { skillId?: string | null } = {},
): Promise<MemberDetails> {
  const member = await findMember(db, familyId, memberId);
  if (!member) return { status: "not-found" };
  const subjects: MemberSubjectView[] = [];
  for (const subject of member.subjects) {
    const check = await db
      .selectFrom("placementCheck")
      .select(["status", "countedItems", "rapidGuesses", "completedAt"])
      .where("childId", "=", member.id)
      .where("subject", "=", subject)
      .executeTakeFirst();
    const learnerRow = await db
      .selectFrom("learnerState")
      .select("stateJson")
      .where("childId", "=", member.id)
      .where("subject", "=", subject)
      .executeTakeFirst();
    const learner = learnerRow ? readLearnerState(learnerRow.stateJson) : null;
    let query = db
      .selectFrom("answerLog")
      .selectAll()
      .where("childId", "=", member.id)
      .where("subject", "=", subject)
      .orderBy("answeredAt", "asc")
      .orderBy("sequence", "asc");
    if (filter.skillId) query = query.where("skillId", "=", filter.skillId);
    const rows = await query.execute();
    subjects.push({
      subject,
      placement: check
        ? {
            status: check.status,
            counted: check.countedItems,
            rapidGuesses: check.rapidGuesses,
            completedAt: check.completedAt,
          }
        : { status: "not-started", counted: 0, rapidGuesses: 0, completedAt: null },
      skills:
        learner?.ok === true
          ? Object.entries(learner.value.skills)
              .filter(([skillId]) => !filter.skillId || skillId === filter.skillId)
              .map(([skillId, skill]) => ({
                skillId,
                level: skill.level,
                pKnown: skill.pKnown,
                answers: skill.answers,
                right: skill.right,
              }))
          : [],
      answers: rows.map(evidenceAnswerOf),
    });
  }
  return { status: "ready", member, subjects };
}
