import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { useFormat, useT } from "../../i18n/react.tsx";
import type { AssignmentView } from "../../server/assignments/assignments.server.ts";
import { buttonClass } from "../ui/button-styles.ts";

/** One assignment's status in words: not started, in progress (answered so far), done with the score. */
export function useStatusLine() {
  const t = useT();
  return (assignment: AssignmentView): string => {
    if (assignment.status === "done")
      return assignment.answered > 0
        ? t("assignments.status.doneScore", { correct: assignment.correctCount, answered: assignment.answered })
        : t("assignments.status.done");
    if (assignment.status === "in-progress")
      return assignment.questions === null
        ? t("assignments.status.inProgress", { answered: assignment.answered })
        : t("assignments.status.inProgressOf", { answered: assignment.answered, total: assignment.questions });
    return t("assignments.status.notStarted");
  };
}

const STATUS_STYLE = {
  open: "border-slate-400 bg-white text-slate-800",
  "in-progress": "border-brand-700 bg-brand-50 text-slate-900",
  done: "border-emerald-700 bg-emerald-50 text-emerald-900",
} as const;

/**
 * An assignment on /assignments: what it is, when it is due (a day gone by is said plainly, in
 * calm colours), its status, the note, and the parent's actions. Open ones can move up or down
 * (the order the child's sessions take them); done ones link to the questions and answers.
 */
export function AssignmentCard({
  assignment,
  first,
  last,
}: {
  assignment: AssignmentView;
  first: boolean;
  last: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const statusLine = useStatusLine();
  const open = assignment.status !== "done";
  const what =
    assignment.kind === "practice-set"
      ? t("assignments.kind.practiceSetCount", { count: assignment.itemCount ?? 0 })
      : t(`assignments.kind.${assignment.kind}`);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h4 className="text-lg font-bold text-slate-900">{assignment.title}</h4>
          <p className="text-slate-700">
            {what} · {t(`assignments.subject.${assignment.subject}`)}
          </p>
          <p className="text-slate-700">
            {assignment.overdue
              ? t("assignments.dueWas", { date: f.date(assignment.dueDay, "full") })
              : t("assignments.due", { date: f.date(assignment.dueDay, "full") })}
          </p>
        </div>
        <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_STYLE[assignment.status]}`}>
          {statusLine(assignment)}
        </p>
      </div>
      {assignment.note ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 whitespace-pre-line text-slate-900">
          <span className="font-semibold">{t("assignments.noteLabel")}</span> {assignment.note}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {open ? (
          <>
            <MoveButton direction="up" assignment={assignment} disabled={first} />
            <MoveButton direction="down" assignment={assignment} disabled={last} />
            <Link
              to={`/assignments?edit=${assignment.id}#assignment-form`}
              className={buttonClass("secondary", "sm")}
              aria-label={t("assignments.editLabel", { title: assignment.title })}
            >
              {t("assignments.edit")}
            </Link>
          </>
        ) : null}
        {assignment.answered > 0 ? (
          <Link
            to={`/assignments/${assignment.id}`}
            className={buttonClass("textLink", "sm")}
            aria-label={t("assignments.evidenceLabel", { title: assignment.title })}
          >
            {t("assignments.evidence")}
          </Link>
        ) : null}
        <Form method="post" className="ml-auto">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="assignmentId" value={assignment.id} />
          <button
            type="submit"
            className={buttonClass("quiet", "sm")}
            aria-label={t("assignments.deleteLabel", { title: assignment.title })}
          >
            {t("assignments.delete")}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** Move up / Move down: the order the child's sessions take the assignments in. */
function MoveButton({
  direction,
  assignment,
  disabled,
}: {
  direction: "up" | "down";
  assignment: { id: string; title: string };
  disabled: boolean;
}) {
  const t = useT();
  const Arrow = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="assignmentId" value={assignment.id} />
      <button
        type="submit"
        disabled={disabled}
        className={buttonClass("secondary", "sm")}
        aria-label={t(direction === "up" ? "assignments.moveUpLabel" : "assignments.moveDownLabel", {
          title: assignment.title,
        })}
      >
        <Arrow aria-hidden="true" className="size-4" />
        {t(direction === "up" ? "assignments.moveUp" : "assignments.moveDown")}
      </button>
    </Form>
  );
}
