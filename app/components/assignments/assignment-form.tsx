import { Form } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { AssignmentFormErrors, AssignmentFormValues } from "../../server/assignments/assignment-input.ts";
import { ITEM_COUNT_MAX, ITEM_COUNT_MIN, NOTE_MAX } from "../../server/assignments/assignment-limits.ts";
import type { AssignmentsPage } from "../../server/assignments/assignments-page.server.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { Field, INPUT_CLASS } from "../ui/field.tsx";

type Props = {
  page: AssignmentsPage;
  grades: number[];
  strands: string[];
  errors: AssignmentFormErrors | undefined;
  values: AssignmentFormValues | undefined;
  /** The edit was refused: the assignment changed in another tab. */
  changed: boolean;
};

/**
 * Setting (or editing) an assignment. Step 1 is a plain GET search form (child, kind, words,
 * grade, strand): it works without JavaScript and its results are an ordinary list of radio
 * buttons. Step 2 posts the choice with the due day and the note.
 */
export function AssignmentForm({ page, grades, strands, errors, values, changed }: Props) {
  const t = useT();
  const { query, editing } = page;
  const child = page.children.find((entry) => entry.childId === page.childId);
  if (!child) return null;
  const kind = editing?.started ? editing.kind : query.kind;
  const current: AssignmentFormValues = values ??
    editing?.values ?? {
      kind,
      skillId: page.chosenSkill?.id ?? "",
      passageId: page.chosenPassage?.id ?? "",
      itemCount: "10",
      dueDay: page.today,
      note: "",
    };
  const skillOptions = withChosen(page.skills?.options ?? [], page.chosenSkill, (option) => option.id);
  const passageOptions = withChosen(page.passages?.options ?? [], page.chosenPassage, (option) => option.id);
  const fieldset = "space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6";

  return (
    <section id="assignment-form" aria-labelledby="assignment-form-title" className="space-y-4">
      <h2 id="assignment-form-title" className="text-2xl font-bold text-slate-900">
        {editing ? t("assignments.form.editTitle", { title: editing.title }) : t("assignments.form.title")}
      </h2>
      {changed ? (
        <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
          {t("assignments.form.changed")}
        </p>
      ) : null}

      {editing?.started ? (
        <p className="text-slate-700">
          {t("assignments.form.startedNote", { name: editing.childName, title: editing.title })}
        </p>
      ) : (
        <Form method="get" className={fieldset} aria-labelledby="assignment-search-title">
          <h3 id="assignment-search-title" className="text-lg font-bold text-slate-900">
            {t("assignments.form.step1")}
          </h3>
          {editing ? <input type="hidden" name="edit" value={editing.id} /> : null}
          {editing ? (
            <input type="hidden" name="child" value={child.childId} />
          ) : (
            <Field label={t("assignments.form.child")}>
              {(props) => (
                <select {...props} name="child" defaultValue={child.childId} className={INPUT_CLASS}>
                  {page.children.map((entry) => (
                    <option key={entry.childId} value={entry.childId}>
                      {entry.childName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <fieldset>
            <legend className="font-semibold text-slate-900">{t("assignments.form.kind")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
              {(["skill", "practice-set", "passage"] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-slate-900">
                  <input type="radio" name="kind" value={option} defaultChecked={option === kind} className="size-5" />
                  {t(`assignments.kind.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={t("assignments.form.words")} hint={t("assignments.form.wordsHint")}>
              {(props) => <input {...props} type="search" name="q" defaultValue={query.q} className={INPUT_CLASS} />}
            </Field>
            <Field label={t("assignments.form.grade")}>
              {(props) => (
                <select {...props} name="grade" defaultValue={query.grade ?? ""} className={INPUT_CLASS}>
                  <option value="">{t("assignments.form.anyGrade")}</option>
                  {grades.map((grade) => (
                    <option key={grade} value={grade}>
                      {t("assignments.form.gradeN", { grade })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t("assignments.form.strand")}>
              {(props) => (
                <select {...props} name="strand" defaultValue={query.strand ?? ""} className={INPUT_CLASS}>
                  <option value="">{t("assignments.form.anyStrand")}</option>
                  {strands.map((strand) => (
                    <option key={strand} value={strand}>
                      {t(`placement.strand.${strand}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("assignments.form.search")}
          </button>
        </Form>
      )}

      <Form method="post" className={fieldset} aria-labelledby="assignment-step2-title">
        <h3 id="assignment-step2-title" className="text-lg font-bold text-slate-900">
          {editing?.started ? t("assignments.form.step2Started") : t("assignments.form.step2")}
        </h3>
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        <input type="hidden" name="childId" value={child.childId} />
        <input type="hidden" name="kind" value={kind} />
        {editing ? (
          <>
            <input type="hidden" name="assignmentId" value={editing.id} />
            <input type="hidden" name="version" value={editing.version} />
          </>
        ) : null}

        {editing?.started ? null : kind === "passage" ? (
          <ChoiceList
            name="passageId"
            legend={t("assignments.form.choosePassage")}
            total={page.passages?.total ?? 0}
            empty={
              child.subjects.includes("reading")
                ? t("assignments.form.noResults")
                : t("assignments.form.noReading", { name: child.childName })
            }
            error={errors?.passageId}
            checked={current.passageId}
            options={passageOptions.map((option) => ({
              id: option.id,
              label: option.title,
              detail: t("assignments.form.passageDetail", { grade: option.grade, count: option.questions }),
            }))}
          />
        ) : (
          <ChoiceList
            name="skillId"
            legend={t("assignments.form.chooseSkill")}
            total={page.skills?.total ?? 0}
            empty={t("assignments.form.noResults")}
            error={errors?.skillId}
            checked={current.skillId}
            options={skillOptions.map((option) => ({
              id: option.id,
              label: option.name,
              detail: t("assignments.form.skillDetail", {
                grade: option.grade,
                strand: t(`placement.strand.${option.strand}`),
                codes: option.codes.join(", "),
              }),
            }))}
          />
        )}
        {errors?.kind ? <p className="font-medium text-red-700">{t.ref(errors.kind)}</p> : null}

        {kind === "practice-set" && !editing?.started ? (
          <Field
            label={t("assignments.form.itemCount")}
            hint={t("assignments.form.itemCountHint", { min: ITEM_COUNT_MIN, max: ITEM_COUNT_MAX })}
            error={errors?.itemCount}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                name="itemCount"
                inputMode="numeric"
                min={ITEM_COUNT_MIN}
                max={ITEM_COUNT_MAX}
                defaultValue={current.itemCount}
                className={`${INPUT_CLASS} max-w-32`}
              />
            )}
          </Field>
        ) : null}
        <Field label={t("assignments.form.dueDay")} hint={t("assignments.form.dueDayHint")} error={errors?.dueDay}>
          {(props) => (
            <input
              {...props}
              type="date"
              name="dueDay"
              required
              defaultValue={current.dueDay}
              className={`${INPUT_CLASS} max-w-56`}
            />
          )}
        </Field>
        <Field
          label={t("assignments.form.note", { name: child.childName })}
          hint={t("assignments.form.noteHint", { max: NOTE_MAX, name: child.childName })}
          error={errors?.note}
        >
          {(props) => <textarea {...props} name="note" rows={3} defaultValue={current.note} className={INPUT_CLASS} />}
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")}>
            {editing ? t("assignments.form.save") : t("assignments.form.assign", { name: child.childName })}
          </button>
          {editing ? (
            <a href="/assignments" className={buttonClass("secondary")}>
              {t("assignments.form.cancel")}
            </a>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function withChosen<T>(options: T[], chosen: T | null, idOf: (option: T) => string): T[] {
  if (!chosen || options.some((option) => idOf(option) === idOf(chosen))) return options;
  return [chosen, ...options];
}

function ChoiceList({
  name,
  legend,
  options,
  total,
  empty,
  error,
  checked,
}: {
  name: string;
  legend: string;
  options: { id: string; label: string; detail: string }[];
  total: number;
  empty: string;
  error: string | undefined;
  checked: string;
}) {
  const t = useT();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-700" role="status">
        {options.length === 0 ? empty : t("assignments.form.results", { shown: options.length, total })}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {t.ref(error)}
        </p>
      ) : null}
      {options.length > 0 ? (
        <ul className="mt-2 max-h-96 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  defaultChecked={option.id === checked}
                  className="mt-1 size-5 shrink-0"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-700">{option.detail}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
