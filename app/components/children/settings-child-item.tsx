import { Archive, ArchiveRestore, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { ChildFormErrors, ChildFormValues } from "../../server/children/child-form.ts";
import type { ChildSummary } from "../../server/children/child-view.ts";
import { LinkButton } from "../ui/link-button.tsx";
import { ChildFormFields } from "./child-form-fields.tsx";
import { interestLabel, involvementLabel, scheduleText, subjectsText } from "./child-labels.ts";
import { DANGER_BUTTON, PRIMARY_BUTTON, QUIET_DANGER_BUTTON, SECONDARY_BUTTON } from "./styles.ts";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

function ChildForm({ children }: { children: ReactNode }) {
  return (
    <Form method="post" className="inline">
      {children}
    </Form>
  );
}

function ChildSummaryView({ child }: { child: ChildSummary }) {
  const t = useT();
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t("dashboard.card.subjects")}</dt>
      <dd>{subjectsText(t, child.subjects)}</dd>
      <dt className="font-semibold">{t("dashboard.card.interests")}</dt>
      <dd>{child.interests.map((id) => interestLabel(t, id)).join(", ")}</dd>
      <dt className="font-semibold">{t("dashboard.card.involvement")}</dt>
      <dd>{involvementLabel(t, child.involvement)}</dd>
      <dt className="font-semibold">{t("dashboard.card.sessions")}</dt>
      <dd>{scheduleText(t, child.schedule)}</dd>
    </dl>
  );
}

export function SettingsChildItem({
  child,
  edit,
  confirmingDelete,
  onChange,
}: {
  child: ChildSummary;
  /** Called before any change is sent: the dashboard's cached copy is then out of date. */
  onChange: () => void;
  /** Present while this child's profile is being edited. */
  edit: { values: ChildFormValues; errors: ChildFormErrors } | null;
  confirmingDelete: boolean;
}) {
  const t = useT();
  const headingId = `settings-child-${child.id}`;
  // The verb shows; the child's name is for screen readers, so each button says whose it is.
  const hidden = (words: ReactNode) => (
    <span key="hidden" className="sr-only">
      {words}
    </span>
  );
  const name = child.displayName;
  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5">
      {edit ? (
        <EditChild child={child} edit={edit} onChange={onChange} headingId={headingId} />
      ) : confirmingDelete ? (
        <ConfirmDelete child={child} onChange={onChange} headingId={headingId} />
      ) : (
        <>
          <div className="flex flex-wrap items-baseline gap-x-3">
            <h3 id={headingId} className="text-xl font-bold text-slate-900">
              {child.displayName}
            </h3>
            <span className="text-slate-700">{t("children.grade", { grade: child.grade })}</span>
            {child.archived ? (
              <span className="rounded-full bg-slate-200 px-3 py-0.5 text-sm font-medium text-slate-800">
                {t("children.item.archived")}
              </span>
            ) : null}
          </div>
          <ChildSummaryView child={child} />
          <div className="mt-5 flex flex-wrap gap-3">
            <LinkButton to={`?edit=${encodeURIComponent(child.id)}`} variant="secondary">
              <Pencil aria-hidden="true" className="mr-1 inline h-4 w-4" />
              {t.rich("children.item.edit", { name, hidden })}
            </LinkButton>
            <ChildForm>
              <input type="hidden" name="intent" value={child.archived ? "unarchive" : "archive"} />
              <input type="hidden" name="childId" value={child.id} />
              <button type="submit" onClick={onChange} className={`inline-flex items-center gap-1 ${SECONDARY_BUTTON}`}>
                {child.archived ? (
                  <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Archive aria-hidden="true" className="h-4 w-4" />
                )}
                {t.rich(child.archived ? "children.item.unarchive" : "children.item.archive", { name, hidden })}
              </button>
            </ChildForm>
            {/* A confirmation step, not a dialog: it works the same without JavaScript. */}
            <Link
              to={`?delete=${encodeURIComponent(child.id)}`}
              className={`inline-flex items-center gap-1 ${QUIET_DANGER_BUTTON}`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t.rich("children.item.delete", { name, hidden })}
            </Link>
          </div>
        </>
      )}
    </li>
  );
}

function EditChild({
  child,
  edit,
  onChange,
  headingId,
}: {
  child: ChildSummary;
  edit: { values: ChildFormValues; errors: ChildFormErrors };
  onChange: () => void;
  headingId: string;
}) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const navigation = useNavigation();
  const hasErrors = Object.keys(edit.errors).length > 0;
  return (
    <Form method="post" noValidate onSubmit={onChange}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {t("children.item.editTitle", { name: child.displayName })}
      </h3>
      {hasErrors ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 text-slate-900">
          {t("children.item.editErrors")}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="childId" value={child.id} />
      <div className="mt-4">
        <ChildFormFields values={edit.values} errors={edit.errors} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={navigation.state === "submitting"} className={PRIMARY_BUTTON}>
          {t("children.item.save")}
        </button>
        <LinkButton to="/settings/children" variant="quiet">
          {t("children.item.cancel")}
        </LinkButton>
      </div>
    </Form>
  );
}

function ConfirmDelete({
  child,
  onChange,
  headingId,
}: {
  child: ChildSummary;
  onChange: () => void;
  headingId: string;
}) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const name = child.displayName;
  return (
    <section className="rounded-lg border-2 border-red-700 p-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-red-800">
        {t("children.item.deleteTitle", { name })}
      </h3>
      <p className="mt-2 text-slate-800">{t("children.item.deleteText", { name })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ChildForm>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="childId" value={child.id} />
          <button type="submit" onClick={onChange} className={DANGER_BUTTON}>
            {t("children.item.deleteSubmit", { name })}
          </button>
        </ChildForm>
        <LinkButton to="/settings/children" variant="secondary">
          {t("children.item.cancel")}
        </LinkButton>
      </div>
    </section>
  );
}
