/**
 * What /assignments shows (issue 15): each child's assignments with their status, and the form to
 * set one — the child, the kind, and the search that finds a skill (by grade, strand, standard
 * code or words) or a passage. The search is a plain GET form, so the picker works without
 * JavaScript. An unknown child or assignment id answers "not-found".
 */
import type { Kysely } from "kysely";
import { MATH_STRANDS, READING_STRANDS } from "../../../core/curriculum/types.ts";
import type { Database } from "../../../db/schema.ts";
import { findMember } from "../placement/find-member.server.ts";
import {
  passageOptionOf,
  searchPassages,
  searchSkills,
  skillOption,
  type PassageOption,
  type SkillOption,
} from "./assignment-content.ts";
import type { AssignmentFormValues } from "./assignment-input.ts";
import {
  findAssignment,
  listAssignments,
  viewOf,
  type AssignmentChildGroup,
  type AssignmentView,
} from "./assignments.server.ts";
import { firstNameOf } from "../calendar/load-calendar.server.ts";
import { localDay } from "../plans/family-day.ts";
import type { Locale } from "../../i18n/locales.ts";

export const STRANDS = [...Object.keys(MATH_STRANDS), ...Object.keys(READING_STRANDS)];
export const GRADES = [2, 3, 4, 5, 6, 7, 8];

export type PickerQuery = {
  kind: "skill" | "passage" | "practice-set";
  q: string;
  grade: number | null;
  strand: string | null;
};

export type AssignmentsPage = {
  today: string;
  children: AssignmentChildGroup[];
  /** The child the form assigns to. */
  childId: string | null;
  query: PickerQuery;
  skills: { options: SkillOption[]; total: number } | null;
  passages: { options: PassageOption[]; total: number } | null;
  /** The chosen skill or passage (kept selected when it is not among the results). */
  chosenSkill: SkillOption | null;
  chosenPassage: PassageOption | null;
  /** The assignment being edited, with the form's starting values. */
  editing: (AssignmentView & { started: boolean; values: AssignmentFormValues }) | null;
};

function gradeOf(value: string | null): number | null {
  const grade = Number(value);
  return GRADES.includes(grade) ? grade : null;
}

export async function loadAssignmentsPage(
  db: Kysely<Database>,
  familyId: string,
  url: URL,
  now: Date,
  locale: Locale,
): Promise<AssignmentsPage | "not-found"> {
  const { today, children } = await listAssignments(db, familyId, now, locale);
  const params = url.searchParams;
  let editing: AssignmentsPage["editing"] = null;
  const editId = params.get("edit");
  if (editId !== null) {
    const row = await findAssignment(db, familyId, editId);
    if (!row) return "not-found";
    const member = (await findMember(db, familyId, row.childId))!;
    editing = {
      ...viewOf(row, firstNameOf(member.displayName), localDay(now, member.timeZone), locale),
      started: row.answered > 0 || row.status !== "open",
      values: {
        kind: row.kind,
        skillId: row.skillId ?? "",
        passageId: row.passageId ?? "",
        itemCount: row.itemCount === null ? "" : String(row.itemCount),
        dueDay: row.dueDay,
        note: row.note,
      },
    };
  }
  const askedChild = params.get("child");
  if (askedChild !== null && !children.some((child) => child.childId === askedChild)) return "not-found";
  const childId = editing?.childId ?? askedChild ?? children[0]?.childId ?? null;
  const child = children.find((entry) => entry.childId === childId) ?? null;

  const kindParam = params.get("kind");
  const kind =
    kindParam === "passage" || kindParam === "practice-set" || kindParam === "skill"
      ? kindParam
      : (editing?.kind ?? "skill");
  const strandParam = params.get("strand");
  const query: PickerQuery = {
    kind,
    q: (params.get("q") ?? "").slice(0, 100),
    // The child's grade is where a search starts; "any grade" is the empty choice.
    grade: params.has("grade") ? gradeOf(params.get("grade")) : (child?.grade ?? null),
    strand: strandParam && STRANDS.includes(strandParam) ? strandParam : null,
  };
  const subjects = child?.subjects ?? ["math", "reading"];
  const skills =
    kind === "passage"
      ? null
      : searchSkills({
          words: query.q,
          grade: query.grade,
          strand: query.strand,
          subject: subjects.length === 1 ? subjects[0]! : null,
          locale,
        });
  const passages =
    kind === "passage" && subjects.includes("reading") ? searchPassages({ words: query.q, grade: query.grade }) : null;
  return {
    today,
    children,
    childId,
    query,
    skills,
    passages,
    chosenSkill: skillOption(params.get("skillId") ?? editing?.skillId ?? null, locale),
    chosenPassage: passageOptionOf(params.get("passageId") ?? editing?.passageId ?? null),
    editing,
  };
}
