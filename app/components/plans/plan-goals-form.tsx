import { Form, Link, useNavigation } from "react-router";
import { MIN_INTERESTS } from "../../server/children/child-form.ts";
import { useT } from "../../i18n/react.tsx";
import { THEMES } from "../../../core/reading/types.ts";
import { interestLabel } from "../children/child-labels.ts";
import { CheckboxGroup } from "../children/choice-group.tsx";
import { GoalFields } from "../placement/goal-fields.tsx";
import { FOCUS_RING } from "../ui/link-button.tsx";
import type { GoalsForm, PlanGoals } from "../../server/plans/goals.ts";

/**
 * The plan's goals form on /learning-plan. As "Personalize" (the dashboard's button) it comes first
 * on the page and also holds the child's interests, which theme the questions; saving rebuilds
 * the plan and marks the child's plan as personalized. Otherwise it is the goals alone, below the
 * plan, with a link to the child's other settings.
 */
export function PlanGoalsForm({
  member,
  strands,
  errors,
  submitted,
  personalize,
}: {
  member: { id: string; displayName: string; goals: PlanGoals; interests: readonly string[] };
  strands: readonly string[];
  errors: Partial<Record<string, string>>;
  /** What the parent sent when it was refused: shown again as typed, beside the messages. */
  submitted?: { goals: GoalsForm; interests: readonly string[] | null } | undefined;
  personalize: boolean;
}) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <Form method="post" className="mt-4 space-y-5">
      {personalize ? <input type="hidden" name="intent" value="personalize" /> : null}
      <GoalFields
        idPrefix=""
        strands={strands}
        values={submitted ? submitted.goals : { ...member.goals, testDate: member.goals.testDate ?? "" }}
        errors={errors}
      />
      {personalize ? (
        <CheckboxGroup
          legend={t("placement.personalize.interests", { name: member.displayName })}
          hint={t("children.form.interests.hint", { min: MIN_INTERESTS })}
          error={errors.interests}
          name="interests"
          options={THEMES.map((id) => ({ id, label: interestLabel(t, id) }))}
          selected={submitted?.interests ?? member.interests}
          gridClassName="grid-cols-2 sm:grid-cols-3"
        />
      ) : (
        <p>
          <Link
            to={`/settings/children?edit=${encodeURIComponent(member.id)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("placement.goals.editInterests", { name: member.displayName })}
          </Link>
        </p>
      )}
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
      >
        {t(personalize ? "placement.personalize.save" : "placement.goals.save")}
      </button>
    </Form>
  );
}
