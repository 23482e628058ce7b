import { Mail, UserMinus, X } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { FamilyParent, PendingInvitation } from "../../server/family/invite-list.server.ts";
import { SettingsSection } from "../settings/settings-frame.tsx";
import { Field, INPUT_CLASS } from "../ui/field.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./styles.ts";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

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
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <>
      <SettingsSection
        id="family-parents"
        title="Parents in your family"
        description="A co-parent sees and runs everything for your children, just as you do. Only the primary parent can invite or remove co-parents, and nobody can remove the primary parent."
      >
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {parents.map((parent) => (
            <li key={parent.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900">
                  {parent.name}
                  {parent.userId === myUserId ? " (you)" : ""}
                </p>
                <p className="break-all text-slate-700">
                  {parent.email} · {parent.role === "primary" ? "Primary parent" : "Co-parent"}
                </p>
              </div>
              {parent.role === "co-parent" && (isPrimary || parent.userId === myUserId) ? (
                <LinkButton to={`?remove=${encodeURIComponent(parent.userId)}`} variant="quiet">
                  <UserMinus aria-hidden="true" className="mr-1 inline h-4 w-4" />
                  {parent.userId === myUserId ? "Leave this family" : `Remove ${parent.name}`}
                </LinkButton>
              ) : null}
            </li>
          ))}
        </ul>
        {removing ? <ConfirmRemoval parent={removing} leaving={removing.userId === myUserId} /> : null}

        {invitations.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-bold text-slate-900">Invitations waiting for an answer</h3>
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <p className="break-all text-slate-900">
                    <Mail aria-hidden="true" className="mr-2 inline h-4 w-4 text-slate-700" />
                    {invitation.email}
                    <span className="block text-sm text-slate-700">
                      The link works until {DATE.format(new Date(invitation.expiresAt))}.
                    </span>
                  </p>
                  {isPrimary ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-invitation" />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <button type="submit" className={`inline-flex items-center gap-1 ${SECONDARY_BUTTON}`}>
                        <X aria-hidden="true" className="h-4 w-4" />
                        Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
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
          title="Invite a co-parent"
          description="We e-mail them a link that works once, for 7 days. They sign in or create an account with that address, then accept."
        >
          <Form method="post" noValidate className="max-w-xl">
            {invite?.status === "rate-limited" ? (
              <p role="alert" className="mb-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
                You have sent several invitations in a short time. Please wait about{" "}
                {Math.ceil(invite.retryAfterSeconds / 60)} minutes and try again.
              </p>
            ) : null}
            {invite?.status === "mail-failed" ? (
              <p role="alert" className="mb-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
                We couldn&rsquo;t send the e-mail just now. Please try again in a few minutes.
              </p>
            ) : null}
            <input type="hidden" name="intent" value="invite" />
            <Field label="Their e-mail address" error={invite?.status === "invalid" ? invite.errors.email : undefined}>
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
              Send invitation
            </button>
          </Form>
        </SettingsSection>
      ) : null}
    </>
  );
}

function ConfirmRemoval({ parent, leaving }: { parent: FamilyParent; leaving: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="confirm-removal" className="mt-4 rounded-xl border-2 border-red-700 bg-white p-4">
      <h3 id="confirm-removal" ref={heading} tabIndex={-1} className="text-xl font-bold text-red-800">
        {leaving ? "Leave this family?" : `Remove ${parent.name} from your family?`}
      </h3>
      <p className="mt-2 text-slate-800">
        {leaving
          ? "You will no longer see the children. Your account stays, with a new family of your own."
          : `${parent.name} will no longer see the children. Their account stays, with a new family of their own.`}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="remove-parent" />
          <input type="hidden" name="userId" value={parent.userId} />
          <button type="submit" className={DANGER_BUTTON}>
            {leaving ? "Yes, leave the family" : `Yes, remove ${parent.name}`}
          </button>
        </Form>
        <LinkButton to="/settings/children" variant="secondary">
          Cancel
        </LinkButton>
      </div>
    </section>
  );
}
