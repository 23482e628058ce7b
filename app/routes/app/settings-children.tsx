import { Download, Plus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { FamilyParentsSection, type InviteFeedback } from "../../components/children/family-parents-section.tsx";
import { WelcomeBack } from "../../components/children/welcome-back.tsx";
import { SettingsChildItem } from "../../components/children/settings-child-item.tsx";
import { TEXT_LINK } from "../../components/children/styles.ts";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { forgetCachedChildren } from "../../lib/family-cache.ts";
import {
  privatePageHeaders,
  requireConsentedFamily,
  requireParent,
  type ParentContext,
} from "../../server/auth/require-parent.server.ts";
import {
  childFormValues,
  MAX_ACTIVE_CHILDREN,
  type ChildFormErrors,
  type ChildFormValues,
} from "../../server/children/child-form.ts";
import type { ChildSummary } from "../../server/children/child-view.ts";
import { deleteChild } from "../../server/children/delete-child.server.ts";
import { listChildren } from "../../server/children/list-children.server.ts";
import { recordFamilyActivity } from "../../server/children/record-family-activity.server.ts";
import { setChildArchived } from "../../server/children/set-child-archived.server.ts";
import { updateChild } from "../../server/children/update-child.server.ts";
import { inviteCoParent } from "../../server/family/invite-co-parent.server.ts";
import { listFamilyParentsAndInvitations } from "../../server/family/invite-list.server.ts";
import { revokeInvitation } from "../../server/family/invite-revoke.server.ts";
import { removeCoParent } from "../../server/family/remove-co-parent.server.ts";
import type { Route } from "./+types/settings-children";

/** What a finished change says after the redirect (never a child's name: URLs end up in logs). */
const NOTICES = {
  saved: "Your changes are saved.",
  archived: "The child is archived. Their data is kept, and you can bring them back any time.",
  unarchived: "The child is back on your dashboard.",
  deleted: "The child's data is deleted.",
  invited: "The invitation is on its way.",
  revoked: "The invitation is revoked; its link no longer works.",
  removed: "The co-parent is removed from your family.",
} as const;
type Notice = keyof typeof NOTICES;

const notFound = () => data("Not found", { status: 404 });

function formValuesOf(child: ChildSummary): ChildFormValues {
  return {
    displayName: child.displayName,
    grade: String(child.grade),
    subjects: child.subjects,
    interests: child.interests,
    involvement: child.involvement,
    days: child.schedule.days,
    time: child.schedule.time,
  };
}

/** /settings/children (SPEC.md §2): edit, archive and delete children; parents; the family's data. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const headers = privatePageHeaders(parent);
  const family = parent.family;
  if (!family) return data({ family: null }, { headers });
  const db = args.context.get(servicesContext).database.db;
  const url = new URL(args.request.url);
  // The retention warning e-mail links here: coming back keeps the children's data.
  const { warningsLifted } =
    family.hasCOPPAVerification === true ? await recordFamilyActivity(db, family.id) : { warningsLifted: [] };
  const [children, { parents, invitations }] = await Promise.all([
    listChildren(db, family.id, { includeArchived: true }),
    listFamilyParentsAndInvitations(db, family.id),
  ]);
  // A child or parent id that is not this family's is "not found", and nothing else.
  const pick = <T,>(param: string, list: T[], idOf: (item: T) => string) => {
    const id = url.searchParams.get(param);
    if (id === null) return null;
    const found = list.find((item) => idOf(item) === id);
    if (!found) throw notFound();
    return found;
  };
  const editing = pick("edit", children, (child) => child.id);
  const deleting = pick("delete", children, (child) => child.id);
  const removing = pick("remove", parents, (member) => member.userId);
  if (removing && (removing.role !== "co-parent" || (family.role !== "primary" && removing.userId !== parent.user.id)))
    throw notFound();
  const notice = url.searchParams.get("notice");
  return data(
    {
      family: {
        myUserId: parent.user.id,
        isPrimary: family.role === "primary",
        consented: family.hasCOPPAVerification === true,
      },
      children,
      editingId: editing?.id ?? null,
      deletingId: deleting?.id ?? null,
      removing,
      parents,
      invitations,
      canAddChild:
        family.hasCOPPAVerification === true &&
        children.filter((child) => !child.archived).length < MAX_ACTIVE_CHILDREN,
      notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice as Notice] : null,
      warningsLifted,
    },
    { headers },
  );
}

const id = z.string().min(1).max(100);
const intentSchema = z.union([
  z.object({ intent: z.enum(["update", "archive", "unarchive", "delete"]), childId: id }),
  z.object({ intent: z.literal("invite") }),
  z.object({ intent: z.literal("revoke-invitation"), invitationId: id }),
  z.object({ intent: z.literal("remove-parent"), userId: id }),
]);

async function childAction(
  parent: ParentContext,
  args: Route.ActionArgs,
  form: FormData,
  intent: string,
  childId: string,
) {
  // Child data is written only after the family's consent is recorded (SECURITY.md).
  const family = requireConsentedFamily(parent);
  const db = args.context.get(servicesContext).database.db;
  const done = (notice: Notice) =>
    redirect(`/settings/children?notice=${notice}`, { headers: privatePageHeaders(parent) });
  if (intent === "update") {
    const values = childFormValues(form);
    const result = await updateChild(db, family.id, childId, values);
    if (result.status === "not-found") throw notFound();
    if (result.status === "invalid") {
      return data(
        { intent: "update" as const, childId, errors: result.errors, values },
        { status: 400, headers: privatePageHeaders(parent) },
      );
    }
    return done("saved");
  }
  if (intent === "archive" || intent === "unarchive") {
    const result = await setChildArchived(db, family.id, childId, intent === "archive");
    if (result.status === "not-found") throw notFound();
    if (result.status === "limit-reached") {
      return data(
        { intent: "unarchive" as const, status: "limit-reached" as const },
        { status: 409, headers: privatePageHeaders(parent) },
      );
    }
    return done(intent === "archive" ? "archived" : "unarchived");
  }
  const result = await deleteChild(db, family.id, childId);
  if (result.status === "not-found") throw notFound();
  return done("deleted");
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const form = await args.request.formData();
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("This request is not one we understand.", { status: 400 });
  const request = parsed.data;
  if ("childId" in request) return childAction(parent, args, form, request.intent, request.childId);
  const family = parent.family;
  if (!family) throw notFound();
  const services = args.context.get(servicesContext);
  const headers = privatePageHeaders(parent);
  const done = (notice: Notice, to = "/settings/children") => redirect(`${to}?notice=${notice}`, { headers });
  if (request.intent === "invite") {
    const result = await inviteCoParent(services, { user: parent.user, family }, Object.fromEntries(form));
    const email = String(form.get("email") ?? "").slice(0, 254);
    if (result.status === "sent") return done("invited");
    if (result.status === "not-allowed") throw data("Only the primary parent can invite.", { status: 403 });
    if (result.status === "rate-limited") {
      headers.set("Retry-After", String(result.retryAfterSeconds));
      return data({ intent: "invite" as const, invite: { ...result, email } }, { status: 429, headers });
    }
    return data(
      { intent: "invite" as const, invite: { ...result, email } },
      { status: result.status === "invalid" ? 400 : 503, headers },
    );
  }
  if (request.intent === "revoke-invitation") {
    const result = await revokeInvitation(services.database.db, family, request.invitationId);
    if (result.status === "not-allowed") throw data("Only the primary parent can revoke invitations.", { status: 403 });
    if (result.status === "not-found") throw notFound();
    return done("revoked");
  }
  const result = await removeCoParent(services.database.db, { userId: parent.user.id, family }, request.userId);
  if (result.status === "not-allowed") throw data("Only the primary parent can remove a co-parent.", { status: 403 });
  if (result.status === "not-found") throw notFound();
  // Someone who left has a new family of their own; the guard takes them on from the dashboard.
  if (request.userId === parent.user.id) throw redirect("/dashboard", { headers });
  return done("removed");
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export default function SettingsChildren({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.family) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Children</h1>
        <p className="mt-4 text-slate-800">
          We couldn&rsquo;t find a family for your account. Please write to us from the contact page and we will sort it
          out within a day.
        </p>
      </main>
    );
  }
  const { family, children, parents, invitations } = loaderData;
  const updateFailed = actionData && "intent" in actionData && actionData.intent === "update" ? actionData : null;
  const editingId = updateFailed?.childId ?? loaderData.editingId;
  const invite: InviteFeedback = actionData && actionData.intent === "invite" ? actionData.invite : null;
  const limitReached = actionData?.intent === "unarchive";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to="/settings" className={TEXT_LINK}>
          Settings
        </Link>{" "}
        <span aria-hidden="true">›</span> Children
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Children and family</h1>
      {loaderData.notice ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-slate-900">
          {loaderData.notice}
        </p>
      ) : null}
      {loaderData.warningsLifted.length > 0 ? <WelcomeBack names={loaderData.warningsLifted} /> : null}
      {limitReached ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
          A plan includes up to {MAX_ACTIVE_CHILDREN} active children. Archive another child first.
        </p>
      ) : null}

      <section aria-labelledby="children-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="children-heading" className="text-2xl font-bold text-slate-900">
            Your children
          </h2>
          {loaderData.canAddChild ? (
            <LinkButton to="/child-setup" variant="secondary">
              <Plus aria-hidden="true" className="mr-1 inline h-4 w-4" />
              Add child
            </LinkButton>
          ) : null}
        </div>
        {children.length === 0 ? (
          <p className="mt-4 text-slate-800">
            No children yet.{" "}
            {family.consented ? (
              <Link to="/child-setup" className={TEXT_LINK}>
                Add your first child
              </Link>
            ) : (
              <Link to="/coppa-gate" className={TEXT_LINK}>
                Give parental consent first
              </Link>
            )}
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {children.map((child) => (
              <SettingsChildItem
                key={child.id}
                child={child}
                onChange={forgetCachedChildren}
                confirmingDelete={loaderData.deletingId === child.id}
                edit={
                  editingId === child.id
                    ? updateFailed
                      ? { values: updateFailed.values, errors: updateFailed.errors as ChildFormErrors }
                      : { values: formValuesOf(child), errors: {} }
                    : null
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="family-data" className="mt-12">
        <h2 id="family-data" className="text-2xl font-bold text-slate-900">
          Your family&rsquo;s data
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">
          Download everything we hold about your family as a file: parents, children, their settings and your consent
          records.
        </p>
        <a
          href="/settings/children/export"
          download
          className="mt-4 inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download our family&rsquo;s data
        </a>
      </section>

      <FamilyParentsSection
        myUserId={family.myUserId}
        isPrimary={family.isPrimary}
        parents={parents}
        invitations={invitations}
        removing={loaderData.removing}
        invite={invite}
      />
    </main>
  );
}
