import { Download, Plus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { useT } from "../../i18n/react.tsx";
import { z } from "zod";
import { FamilyParentsSection, type InviteFeedback } from "../../components/children/family-parents-section.tsx";
import { WelcomeBack } from "../../components/children/welcome-back.tsx";
import { SettingsChildItem } from "../../components/children/settings-child-item.tsx";
import { SECONDARY_BUTTON, TEXT_LINK } from "../../components/children/styles.ts";
import { Notice, SettingsFrame, SettingsSection } from "../../components/settings/settings-frame.tsx";
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
import { readForm } from "../../server/request-body.server.ts";
import type { Route } from "./+types/settings-children";

/** What a finished change says after the redirect (never a child's name: URLs end up in logs). */
const NOTICES = {
  saved: "settings.children.notice.saved",
  archived: "settings.children.notice.archived",
  unarchived: "settings.children.notice.unarchived",
  deleted: "settings.children.notice.deleted",
  invited: "settings.children.notice.invited",
  revoked: "settings.children.notice.revoked",
  removed: "settings.children.notice.removed",
} as const;
type Notice = keyof typeof NOTICES;

const notFound = () => data(null, { status: 404 });

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
  const form = await readForm(args.request);
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
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
    if (result.status === "not-allowed") throw data(null, { status: 403 });
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
    if (result.status === "not-allowed") throw data(null, { status: 403 });
    if (result.status === "not-found") throw notFound();
    return done("revoked");
  }
  const result = await removeCoParent(services.database.db, { userId: parent.user.id, family }, request.userId);
  if (result.status === "not-allowed") throw data(null, { status: 403 });
  if (result.status === "not-found") throw notFound();
  // Someone who left has a new family of their own; the guard takes them on from the dashboard.
  if (request.userId === parent.user.id) throw redirect("/dashboard", { headers });
  return done("removed");
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export default function SettingsChildren({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.family) {
    return (
      <SettingsFrame title={t("settings.children.title")}>
        <p className="text-slate-800">{t("settings.children.noFamily")}</p>
      </SettingsFrame>
    );
  }
  const { family, children, parents, invitations } = loaderData;
  const updateFailed = actionData && "intent" in actionData && actionData.intent === "update" ? actionData : null;
  const editingId = updateFailed?.childId ?? loaderData.editingId;
  const invite: InviteFeedback = actionData && actionData.intent === "invite" ? actionData.invite : null;
  const limitReached = actionData?.intent === "unarchive";
  return (
    <SettingsFrame title={t("settings.children.title")} intro={t("settings.children.intro")}>
      {loaderData.notice ? <Notice tone="success">{t(loaderData.notice)}</Notice> : null}
      {loaderData.warningsLifted.length > 0 ? <WelcomeBack names={loaderData.warningsLifted} /> : null}
      {limitReached ? <Notice>{t("settings.children.limitReached", { max: MAX_ACTIVE_CHILDREN })}</Notice> : null}

      <SettingsSection
        id="children"
        title={t("settings.children.yours")}
        description={t("settings.children.yoursDescription")}
      >
        {children.length === 0 ? (
          <p className="text-slate-800">
            {t("settings.children.none")}{" "}
            {family.consented ? (
              <Link to="/child-setup" className={TEXT_LINK}>
                {t("settings.children.addFirst")}
              </Link>
            ) : (
              <Link to="/coppa-gate" className={TEXT_LINK}>
                {t("settings.children.consentFirst")}
              </Link>
            )}
          </p>
        ) : (
          <ul className="space-y-4">
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
        {loaderData.canAddChild && children.length > 0 ? (
          <LinkButton to="/child-setup" variant="secondary" className="mt-4">
            <Plus aria-hidden="true" className="mr-1 inline h-4 w-4" />
            {t("settings.children.add")}
          </LinkButton>
        ) : null}
      </SettingsSection>

      <SettingsSection
        id="family-data"
        title={t("settings.children.data.title")}
        description={t("settings.children.data.description")}
      >
        <a href="/settings/children/export" download className={`inline-flex items-center gap-2 ${SECONDARY_BUTTON}`}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t("settings.children.data.download")}
        </a>
      </SettingsSection>

      <FamilyParentsSection
        myUserId={family.myUserId}
        isPrimary={family.isPrimary}
        parents={parents}
        invitations={invitations}
        removing={loaderData.removing}
        invite={invite}
      />
    </SettingsFrame>
  );
}
