import { Mail, UserMinus, X } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useFormat, useT } from "../../i18n/react.tsx";
import type { FamilyParent, PendingInvitation } from "../../server/family/invite-list.server.ts";
import { SettingsSection } from "../settings/settings-frame.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./styles.ts";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

export type InviteFeedback =
  | { status: "invalid"; errors: { email?: string }; email: string }
  | { status: "rate-limited"; retryAfterSeconds: number; email: string }
  | { status: "mail-failed"; email: string }
  | null;

/**
 * The family's parents and pending invitations (PRODUCT.md §1). The primary parent invites,
 * revokes and removes co-parents; a co-parent can leave; nobody can remove the primary parent.
 */
export function FamilyParentsSection({
  myUserId,
  isPrimary,
  parents,
  invitations,
  removing,
  invite,
}: {
  myUserId: string;
  isPrimary: boolean;
  parents: FamilyParent[];
  invitations: PendingInvitation[];
  /** The co-parent whose removal waits for confirmation. */
  removing: FamilyParent | null;
  invite: InviteFeedback;
}) {
  const t = useT();
  const f = useFormat();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <>
      <SettingsSection
        id="family-parents"
        title={t("family.parents.title")}
        description={t("family.parents.description")}
      >
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {parents.map((parent) => (
            <li key={parent.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900">
                  {parent.userId === myUserId ? t("family.parents.you", { name: parent.name }) : parent.name}
                </p>
                <p className="break-all text-slate-700">
                  {parent.email} ·{" "}
                  {t(parent.role === "primary" ? "family.parents.role.primary" : "family.parents.role.coParent")}
                </p>
              </div>
              {parent.role === "co-parent" && (isPrimary || parent.userId === myUserId) ? (
                <LinkButton to={`?remove=${encodeURIComponent(parent.userId)}`} variant="quiet">
                  <UserMinus aria-hidden="true" className="mr-1 inline h-4 w-4" />
                  {parent.userId === myUserId
                    ? t("family.parents.leave")
                    : t("family.parents.remove", { name: parent.name })}
                </LinkButton>
              ) : null}
            </li>
          ))}
        </ul>
        {removing ? <ConfirmRemoval parent={removing} leaving={removing.userId === myUserId} /> : null}

        {invitations.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-bold text-slate-900">{t("family.parents.invitations.title")}</h3>
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <p className="break-all text-slate-900">
                    <Mail aria-hidden="true" className="mr-2 inline h-4 w-4 text-slate-700" />
                    {invitation.email}
                    <span className="block text-sm text-slate-700">
                      {t("family.parents.invitations.until", { date: f.date(invitation.expiresAt, "medium") })}
                    </span>
                  </p>
                  {isPrimary ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-invitation" />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <button type="submit" className={`inline-flex items-center gap-1 ${SECONDARY_BUTTON}`}>
                        <X aria-hidden="true" className="h-4 w-4" />
                        {t.rich("family.parents.invitations.revoke", {
                          email: invitation.email,
                          hidden: (words) => (
                            <span key="hidden" className="sr-only">
                              {words}
                            </span>
                          ),
                        })}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </SettingsSection>

      {isPrimary ? (
        <SettingsSection
          id="invite-co-parent"
          title={t("family.parents.invite.title")}
          description={t("family.parents.invite.description")}
        >
          <Form method="post" noValidate className="max-w-xl">
            {invite?.status === "rate-limited" ? (
              <p role="alert" className="mb-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
                {t("family.parents.invite.rateLimited", { minutes: Math.ceil(invite.retryAfterSeconds / 60) })}
              </p>
            ) : null}
            {invite?.status === "mail-failed" ? (
              <p role="alert" className="mb-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
                {t("family.parents.invite.mailFailed")}
              </p>
            ) : null}
            <input type="hidden" name="intent" value="invite" />
            <Field
              label={t("family.parents.invite.email")}
              error={invite?.status === "invalid" ? invite.errors.email : undefined}
            >
              {(props) => (
                <input
                  {...props}
                  name="email"
                  type="email"
                  autoComplete="off"
                  defaultValue={invite?.email}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
            <button type="submit" disabled={submitting} className={`mt-4 ${PRIMARY_BUTTON}`}>
              {t("family.parents.invite.submit")}
            </button>
          </Form>
        </SettingsSection>
      ) : null}
    </>
  );
}

function ConfirmRemoval({ parent, leaving }: { parent: FamilyParent; leaving: boolean }) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const name = parent.name;
  return (
    <section aria-labelledby="confirm-removal" className="mt-4 rounded-xl border-2 border-red-700 bg-white p-4">
      <h3 id="confirm-removal" ref={heading} tabIndex={-1} className="text-xl font-bold text-red-800">
        {leaving ? t("family.parents.confirm.leaveTitle") : t("family.parents.confirm.removeTitle", { name })}
      </h3>
      <p className="mt-2 text-slate-800">
        {leaving ? t("family.parents.confirm.leaveText") : t("family.parents.confirm.removeText", { name })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="remove-parent" />
          <input type="hidden" name="userId" value={parent.userId} />
          <button type="submit" className={DANGER_BUTTON}>
            {leaving ? t("family.parents.confirm.leaveSubmit") : t("family.parents.confirm.removeSubmit", { name })}
          </button>
        </Form>
        <LinkButton to="/settings/children" variant="secondary">
          {t("family.parents.confirm.cancel")}
        </LinkButton>
      </div>
    </section>
  );
}
