import { data, Form, redirect, useNavigation } from "react-router";
import { ChildFormFields } from "../../components/children/child-form-fields.tsx";
import { PRIMARY_BUTTON } from "../../components/children/styles.ts";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { forgetCachedChildren } from "../../lib/family-cache.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { childFormValues, MAX_ACTIVE_CHILDREN, NEW_CHILD_VALUES } from "../../server/children/child-form.ts";
import { createChild } from "../../server/children/create-child.server.ts";
import { listChildren } from "../../server/children/list-children.server.ts";
import { SetupGoalsFields } from "../../components/placement/setup-goals-fields.tsx";
import { parseForm } from "../../lib/parse-form.ts";
import { setFamilyTimeZone } from "../../server/family/set-family-time-zone.server.ts";
import { goalsFormInput, goalsFormSchema } from "../../server/plans/goals.ts";
import { setPlanGoals } from "../../server/plans/set-plan-goals.server.ts";
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/child-setup";

/** PRODUCT.md §2 step 1 (/child-setup and /authenticated-app/child-setup): add a child. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const { database } = args.context.get(servicesContext);
  const consented = parent.family?.hasCOPPAVerification === true;
  const active = parent.family && consented ? (await listChildren(database.db, parent.family.id)).length : 0;
  return data(
    { consented, full: active >= MAX_ACTIVE_CHILDREN, maxChildren: MAX_ACTIVE_CHILDREN },
    { headers: privatePageHeaders(parent) },
  );
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  // No child data is written before the family's consent is recorded (SECURITY.md).
  const family = requireConsentedFamily(parent);
  const formData = await readForm(args.request);
  const values = childFormValues(formData);
  // Issue 12 §5: the optional goals are checked before the child is added, so nothing is half-saved.
  const goals = goalsFormInput(Object.fromEntries(formData), formData.getAll("focusStrands"));
  const goalsChecked = parseForm(goalsFormSchema, goals);
  const goalErrors = goalsChecked.ok ? {} : goalsChecked.errors;
  const { database } = args.context.get(servicesContext);
  const headers = privatePageHeaders(parent);
  if (!goalsChecked.ok) {
    return data({ status: "invalid" as const, errors: {}, values, goals, goalErrors }, { status: 400, headers });
  }
  const result = await createChild(database.db, family.id, values);
  if (result.status === "created") {
    await setPlanGoals(database.db, family.id, result.childId, goals, parent.user.id);
    // The browser's time zone (empty without JavaScript: the family keeps its zone).
    if (formData.get("timeZone")) await setFamilyTimeZone(database.db, family.id, formData.get("timeZone"));
    throw redirect("/dashboard", { headers: privatePageHeaders(parent) });
  }
  if (result.status === "limit-reached")
    return data({ status: "limit-reached" as const, values, goals, goalErrors }, { status: 409, headers });
  // Everything the parent typed comes back, with a message by each field.
  return data(
    { status: "invalid" as const, errors: result.errors, values, goals, goalErrors },
    { status: 400, headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export default function ChildSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const full = loaderData.full || actionData?.status === "limit-reached";
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("childSetup.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("childSetup.intro")}</p>
      {!loaderData.consented ? (
        <section className="mt-8 rounded-xl border border-amber-700 bg-amber-50 p-6">
          <h2 className="text-xl font-bold text-slate-900">{t("childSetup.consent.title")}</h2>
          <p className="mt-2 text-slate-800">{t("childSetup.consent.text")}</p>
          <LinkButton to="/coppa-gate" className="mt-4">
            {t("childSetup.consent.action")}
          </LinkButton>
        </section>
      ) : full ? (
        <section
          role={actionData ? "alert" : undefined}
          className="mt-8 rounded-xl border border-amber-700 bg-amber-50 p-6"
        >
          <h2 className="text-xl font-bold text-slate-900">{t("childSetup.full.title")}</h2>
          <p className="mt-2 text-slate-800">{t("childSetup.full.text", { max: loaderData.maxChildren })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <LinkButton to="/settings/children">{t("childSetup.full.manage")}</LinkButton>
            <LinkButton to="/dashboard" variant="secondary">
              {t("childSetup.backToDashboard")}
            </LinkButton>
          </div>
        </section>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={forgetCachedChildren}
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {actionData?.status === "invalid" ? (
            <p role="alert" className="mb-6 rounded-lg border border-red-700 bg-red-50 p-3 text-slate-900">
              {t("childSetup.invalid")}
            </p>
          ) : null}
          <ChildFormFields
            values={actionData?.values ?? NEW_CHILD_VALUES}
            errors={actionData?.status === "invalid" ? actionData.errors : {}}
          />
          <SetupGoalsFields values={actionData?.goals ?? {}} errors={actionData?.goalErrors ?? {}} />
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <button type="submit" disabled={submitting} className={PRIMARY_BUTTON}>
              {submitting ? t("childSetup.adding") : t("childSetup.add")}
            </button>
            <LinkButton to="/dashboard" variant="quiet">
              {t("childSetup.cancel")}
            </LinkButton>
          </div>
        </Form>
      )}
    </main>
  );
}
