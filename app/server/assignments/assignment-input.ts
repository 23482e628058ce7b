/**
 * What a parent may set as an assignment (issue 15): the form's fields read and checked in one
 * place, each error a message reference (app/i18n/message-format.ts) shown next to its field in
 * the parent's language. No I/O: the caller supplies today's family-local day.
 */
import { getSkill } from "../../../core/curriculum/index.ts";
import { PASSAGES } from "../../../core/reading/passages/index.ts";
import type { AssignmentKind } from "../../../db/schema.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { isDay } from "../calendar/calendar-dates.ts";
import { addDays } from "../sessions/week.ts";
import { readingQuestionIndexes } from "../sessions/session-content.server.ts";
import { isPractisable } from "./assignment-content.ts";

import { DUE_DAYS_AHEAD, ITEM_COUNT_MAX, ITEM_COUNT_MIN, NOTE_MAX } from "./assignment-limits.ts";

export { DUE_DAYS_AHEAD, ITEM_COUNT_MAX, ITEM_COUNT_MIN, NOTE_MAX };

export type AssignmentFormValues = {
  kind: string;
  skillId: string;
  passageId: string;
  itemCount: string;
  dueDay: string;
  note: string;
};

export type AssignmentFormErrors = Partial<Record<keyof AssignmentFormValues, string>>;

export type AssignmentInput = {
  kind: AssignmentKind;
  subject: "math" | "reading";
  skillId: string | null;
  passageId: string | null;
  itemCount: number | null;
  dueDay: string;
  note: string;
};

const KINDS: readonly AssignmentKind[] = ["skill", "passage", "practice-set"];

export function assignmentFormValues(form: Record<string, unknown>): AssignmentFormValues {
  const text = (name: string, max = 400) =>
    (typeof form[name] === "string" ? (form[name] as string) : "").slice(0, max);
  return {
    kind: text("kind", 20),
    skillId: text("skillId", 100).trim(),
    passageId: text("passageId", 100).trim(),
    itemCount: text("itemCount", 10).trim(),
    dueDay: text("dueDay", 20).trim(),
    // Kept a little past the limit so the message can say how long it was.
    note: text("note", NOTE_MAX * 4),
  };
}

/**
 * Checks the form. `subjects` are the child's subjects (an assignment is in one of them);
 * `keepDueDay` is the stored due day when editing (it may stay even if it has gone by).
 */
export function readAssignmentInput(
  values: AssignmentFormValues,
  { today, subjects, keepDueDay = null }: { today: string; subjects: readonly string[]; keepDueDay?: string | null },
): { ok: true; input: AssignmentInput } | { ok: false; errors: AssignmentFormErrors } {
  const errors: AssignmentFormErrors = {};
  const kind = KINDS.find((entry) => entry === values.kind);
  if (!kind) errors.kind = messageRef("assignments.error.kind");

  let subject: "math" | "reading" | null = null;
  let skillId: string | null = null;
  let passageId: string | null = null;
  let itemCount: number | null = null;
  if (kind === "skill" || kind === "practice-set") {
    const skill = values.skillId ? getSkill(values.skillId) : undefined;
    if (!skill || !isPractisable(skill.id)) errors.skillId = messageRef("assignments.error.skill");
    else {
      skillId = skill.id;
      subject = skill.subject;
    }
  }
  if (kind === "practice-set") {
    const count = /^\d{1,3}$/.test(values.itemCount) ? Number(values.itemCount) : NaN;
    if (!(count >= ITEM_COUNT_MIN && count <= ITEM_COUNT_MAX))
      errors.itemCount = messageRef("assignments.error.itemCount", { min: ITEM_COUNT_MIN, max: ITEM_COUNT_MAX });
    else itemCount = count;
  }
  if (kind === "passage") {
    const passage = PASSAGES.find((entry) => entry.id === values.passageId);
    if (!passage || readingQuestionIndexes(passage).length === 0)
      errors.passageId = messageRef("assignments.error.passage");
    else {
      passageId = passage.id;
      subject = "reading";
    }
  }
  if (subject !== null && !subjects.includes(subject)) {
    const field = kind === "passage" ? "passageId" : "skillId";
    errors[field] = messageRef(`assignments.error.subject.${subject}`);
  }

  const last = addDays(today, DUE_DAYS_AHEAD);
  if (!isDay(values.dueDay)) errors.dueDay = messageRef("assignments.error.dueDay");
  else if (values.dueDay !== keepDueDay && values.dueDay < today)
    errors.dueDay = messageRef("assignments.error.duePast");
  else if (values.dueDay > last) errors.dueDay = messageRef("assignments.error.dueFar");

  const note = values.note.replace(/\r\n?/g, "\n").trim();
  const length = [...note].length;
  if (length > NOTE_MAX) errors.note = messageRef("assignments.error.noteLong", { max: NOTE_MAX, length });
  // eslint-disable-next-line no-control-regex -- control characters (other than line breaks) have no place in a note
  else if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(note))
    errors.note = messageRef("assignments.error.noteCharacters");

  if (Object.keys(errors).length > 0 || !kind || subject === null) return { ok: false, errors };
  return { ok: true, input: { kind, subject, skillId, passageId, itemCount, dueDay: values.dueDay, note } };
}
