/**
 * Assignments (issue 15, decision 0027): work a parent sets for a child — a skill, a reading
 * passage or a practice set — listed, created, edited, reordered and deleted. Every operation
 * starts from the child (findMember): another family's child or assignment is "not found" and
 * nothing about it is revealed. Changes are compare-and-swap on `version`; deleting only sets
 * `deletedAt`, so the answers given for it stay in the child's history.
 */
import type { Kysely, Selectable } from "kysely";
import { newId } from "../../../db/ids.ts";
import type { AssignmentTable, Database } from "../../../db/schema.ts";
import { listChildren } from "../children/list-children.server.ts";
import { findMember } from "../placement/find-member.server.ts";
import { joinTodaysSession, type JoinOutcome } from "./join-todays-session.server.ts";
import { evidenceAnswerOf, type EvidenceAnswer } from "../plans/list-member-evidence.server.ts";
import { DEFAULT_TIME_ZONE, localDay } from "../plans/family-day.ts";
import { firstNameOf } from "../calendar/load-calendar.server.ts";
import { questionsOf, titleOf } from "./assignment-content.ts";
import type { Locale } from "../../i18n/locales.ts";

export { questionsOf, titleOf };
import {
  readAssignmentInput,
  type AssignmentFormErrors,
  type AssignmentFormValues,
  type AssignmentInput,
} from "./assignment-input.ts";

export type AssignmentRow = Selectable<AssignmentTable>;

export type AssignmentView = {
  id: string;
  childId: string;
  childName: string;
  kind: AssignmentRow["kind"];
  subject: string;
  skillId: string | null;
  passageId: string | null;
  /** The skill's or passage's name as the child sees it. */
  title: string;
  itemCount: number | null;
  /** Questions the assignment asks (a practice set's items, a passage's questions); null for a skill. */
  questions: number | null;
  dueDay: string;
  note: string;
  status: AssignmentRow["status"];
  answered: number;
  correctCount: number;
  overdue: boolean;
  version: number;
  completedAt: string | null;
};

export type AssignmentChildGroup = {
  childId: string;
  childName: string;
  subjects: string[];
  grade: number;
  /** Not done yet, in the order the child's sessions take them. */
  open: AssignmentView[];
  done: AssignmentView[];
};

export type AssignmentWriteResult =
  /**
   * `session`: where the assignment is now in the child's sessions (join-todays-session.server.ts);
   * "unchanged" when an edit left what it asks as it was.
   */
  | { status: "saved"; id: string; session: JoinOutcome | "unchanged" }
  | { status: "invalid"; errors: AssignmentFormErrors }
  /** Changed in another tab since the form was shown: nothing was written. */
  | { status: "changed" }
  | { status: "not-found" };

async function familyToday(db: Kysely<Database>, familyId: string, now: Date): Promise<string> {
  const family = await db.selectFrom("family").select("timeZone").where("id", "=", familyId).executeTakeFirst();
  return localDay(now, family?.timeZone ?? DEFAULT_TIME_ZONE);
}

/** One assignment as the parent's pages show it; `locale` names its skill. */
export function viewOf(row: AssignmentRow, childName: string, today: string, locale: Locale): AssignmentView {
  return {
    id: row.id,
    childId: row.childId,
    childName,
    kind: row.kind,
    subject: row.subject,
    skillId: row.skillId,
    passageId: row.passageId,
    title: titleOf(row, locale),
    itemCount: row.itemCount,
    questions: questionsOf(row),
    dueDay: row.dueDay,
    note: row.note,
    status: row.status,
    answered: row.answered,
    correctCount: row.correctCount,
    overdue: row.status !== "done" && row.dueDay < today,
    version: row.version,
    completedAt: row.completedAt === null ? null : new Date(row.completedAt as string | Date).toISOString(),
  };
}

/** The family's assignments per child (deleted ones left out), and today's family-local day. */
export async function listAssignments(
  db: Kysely<Database>,
  familyId: string,
  now: Date,
  locale: Locale,
): Promise<{ today: string; children: AssignmentChildGroup[] }> {
  const today = await familyToday(db, familyId, now);
  const children = await listChildren(db, familyId);
  const ids = children.map((child) => child.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("assignment")
          .selectAll()
          .where("familyId", "=", familyId)
          .where("childId", "in", ids)
          .where("deletedAt", "is", null)
          .orderBy("position")
          .execute();
  return {
    today,
    children: children.map((child) => {
      const name = firstNameOf(child.displayName);
      const mine = rows.filter((row) => row.childId === child.id).map((row) => viewOf(row, name, today, locale));
      return {
        childId: child.id,
        childName: name,
        subjects: child.subjects,
        grade: child.grade,
        open: mine.filter((entry) => entry.status !== "done"),
        done: mine
          .filter((entry) => entry.status === "done")
          .sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? "")),
      };
    }),
  };
}

/** One assignment of the family (not deleted), or null. */
export async function findAssignment(
  db: Kysely<Database>,
  familyId: string,
  assignmentId: string,
): Promise<AssignmentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(assignmentId)) return null;
  const row = await db
    .selectFrom("assignment")
    .selectAll()
    .where("id", "=", assignmentId)
    .where("familyId", "=", familyId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  // The child must still be the family's (and not archived).
  if (!row || !(await findMember(db, familyId, row.childId))) return null;
  return row;
}

export async function createAssignment(
  db: Kysely<Database>,
  {
    familyId,
    userId,
    childId,
    values,
    now,
  }: {
    familyId: string;
    userId: string;
    childId: string;
    values: AssignmentFormValues;
    now: Date;
  },
): Promise<AssignmentWriteResult> {
  const member = await findMember(db, familyId, childId);
  if (!member) return { status: "not-found" };
  const today = localDay(now, member.timeZone);
  const read = readAssignmentInput(values, { today, subjects: member.subjects });
  if (!read.ok) return { status: "invalid", errors: read.errors };
  const id = newId();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("assignment")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("childId", "=", member.id)
      .executeTakeFirst();
    await trx
      .insertInto("assignment")
      .values({
        id,
        familyId,
        childId: member.id,
        createdByUserId: userId,
        ...contentOf(read.input),
        dueDay: read.input.dueDay,
        note: read.input.note,
        position: Number(last?.position ?? 0) + 1,
        status: "open",
        answered: 0,
        correctCount: 0,
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
        startedAt: null,
        completedAt: null,
        deletedAt: null,
      })
      .execute();
  });
  return { status: "saved", id, session: await joinTodaysSession(db, member, id, now) };
}

function contentOf(input: AssignmentInput) {
  return {
    kind: input.kind,
    subject: input.subject,
    skillId: input.skillId,
    passageId: input.passageId,
    itemCount: input.itemCount,
  };
}

/**
 * Edits an assignment. The due day and note can always change; what it asks (kind, skill,
 * passage, number of items) only until the child has answered anything for it, so a score never
 * mixes two different assignments. `version` is the one the form was shown with.
 */
export async function updateAssignment(
  db: Kysely<Database>,
  {
    familyId,
    assignmentId,
    version,
    values,
    now,
  }: {
    familyId: string;
    assignmentId: string;
    version: number;
    values: AssignmentFormValues;
    now: Date;
  },
): Promise<AssignmentWriteResult> {
  const row = await findAssignment(db, familyId, assignmentId);
  if (!row) return { status: "not-found" };
  const member = (await findMember(db, familyId, row.childId))!;
  if (row.version !== version) return { status: "changed" };
  const started = row.answered > 0 || row.status !== "open";
  const asked: AssignmentFormValues = started
    ? {
        ...values,
        kind: row.kind,
        skillId: row.skillId ?? "",
        passageId: row.passageId ?? "",
        itemCount: row.itemCount === null ? "" : String(row.itemCount),
      }
    : values;
  const read = readAssignmentInput(asked, {
    today: localDay(now, member.timeZone),
    subjects: started ? [row.subject] : member.subjects,
    keepDueDay: row.dueDay,
  });
  if (!read.ok) return { status: "invalid", errors: read.errors };
  const result = await db
    .updateTable("assignment")
    .set({
      ...(started ? {} : contentOf(read.input)),
      dueDay: read.input.dueDay,
      note: read.input.note,
      version: row.version + 1,
      updatedAt: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { status: "changed" };
  // A change of what it asks, before the child began it, joins today's session as a new part (the
  // old part is left out when opened); a note or due day edit leaves the session as it is.
  const asks = contentOf(read.input);
  const askedChanged =
    !started &&
    (asks.kind !== row.kind ||
      asks.skillId !== row.skillId ||
      asks.passageId !== row.passageId ||
      asks.itemCount !== row.itemCount);
  return {
    status: "saved",
    id: row.id,
    session: askedChanged ? await joinTodaysSession(db, member, row.id, now) : "unchanged",
  };
}

/**
 * Moves an open assignment one place up or down among the child's open assignments (the order the
 * sessions take them): its position is swapped with its neighbour's, both compare-and-swap.
 */
export async function moveAssignment(
  db: Kysely<Database>,
  {
    familyId,
    assignmentId,
    direction,
    now,
  }: {
    familyId: string;
    assignmentId: string;
    direction: "up" | "down";
    now: Date;
  },
): Promise<{ status: "moved" | "unchanged" | "changed" | "not-found" }> {
  const row = await findAssignment(db, familyId, assignmentId);
  if (!row || row.status === "done") return { status: "not-found" };
  const siblings = await db
    .selectFrom("assignment")
    .selectAll()
    .where("childId", "=", row.childId)
    .where("deletedAt", "is", null)
    .where("status", "!=", "done")
    .orderBy("position")
    .execute();
  const index = siblings.findIndex((entry) => entry.id === row.id);
  const other = siblings[direction === "up" ? index - 1 : index + 1];
  if (!other) return { status: "unchanged" };
  const stamp = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      for (const [entry, position] of [
        [row, other.position],
        [other, row.position],
      ] as const) {
        const result = await trx
          .updateTable("assignment")
          .set({ position, version: entry.version + 1, updatedAt: stamp })
          .where("id", "=", entry.id)
          .where("version", "=", entry.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
      }
    });
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return { status: "changed" };
    throw error;
  }
  return { status: "moved" };
}

class ChangedMeanwhile extends Error {}

/** Deletes an assignment for the parent; its answers stay in the child's history. */
export async function deleteAssignment(
  db: Kysely<Database>,
  { familyId, assignmentId, now }: { familyId: string; assignmentId: string; now: Date },
): Promise<{ status: "deleted" | "not-found" }> {
  const row = await findAssignment(db, familyId, assignmentId);
  if (!row) return { status: "not-found" };
  const stamp = now.toISOString();
  await db
    .updateTable("assignment")
    .set({ deletedAt: stamp, updatedAt: stamp, version: row.version + 1 })
    .where("id", "=", row.id)
    .where("deletedAt", "is", null)
    .execute();
  return { status: "deleted" };
}

export type AssignmentEvidence = {
  assignment: AssignmentView;
  timeZone: string;
  answers: EvidenceAnswer[];
};

/** An assignment with every answer given for it, in order: what the parent's "see the questions" opens. */
export async function getAssignmentEvidence(
  db: Kysely<Database>,
  familyId: string,
  assignmentId: string,
  now: Date,
  locale: Locale,
): Promise<AssignmentEvidence | null> {
  const row = await findAssignment(db, familyId, assignmentId);
  if (!row) return null;
  const member = (await findMember(db, familyId, row.childId))!;
  const answers = await db
    .selectFrom("answerLog")
    .innerJoin("sessionActivity", "sessionActivity.id", "answerLog.contextId")
    .selectAll("answerLog")
    .where("answerLog.context", "=", "session")
    .where("answerLog.childId", "=", row.childId)
    .where("sessionActivity.assignmentId", "=", row.id)
    .orderBy("answerLog.answeredAt")
    .orderBy("answerLog.sequence")
    .execute();
  return {
    assignment: viewOf(row, firstNameOf(member.displayName), localDay(now, member.timeZone), locale),
    timeZone: member.timeZone,
    answers: answers.map((answer, index) => ({ ...evidenceAnswerOf(answer), sequence: index + 1 })),
  };
}
