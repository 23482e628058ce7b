import { data, redirect, redirectDocument } from "react-router";
import { StartChildModeButton } from "../../components/child-mode/start-child-mode-button.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { privatePageHeaders, requireConsentedFamily, requireParent } from "../../server/auth/require-parent.server.ts";
import { childDestination } from "../../server/child-mode/child-destination.server.ts";
import { startChildMode } from "../../server/child-mode/child-mode.server.ts";
import { pinFirstUrl } from "../../server/child-mode/child-mode-paths.ts";
import { findParentModePinStatus } from "../../server/parent-mode-pin/find-parent-mode-pin.server.ts";
import { findMember } from "../../server/placement/find-member.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/child-mode-start";

const NOT_FOUND = "Not found";

/**
 * /child-mode/start?member={id}: the parent's last step before handing the device over (and where
 * setting a first PIN returns to). Another family's child is "not found".
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const services = args.context.get(servicesContext);
  const memberId = new URL(args.request.url).searchParams.get("member") ?? "";
  const member = await findMember(services.database.db, family.id, memberId);
  if (!member) throw data(NOT_FOUND, { status: 404 });
  const pin = await findParentModePinStatus(services, family.id);
  const t = createT(await requestLocale(args.context));
  return data(
    {
      pageTitle: t("childMode.start.title", { name: member.displayName }),
      memberId: member.id,
      childName: member.displayName,
      hasPin: pin.hasPin,
    },
    { headers: privatePageHeaders(parent) },
  );
}

/** Starts child mode on this sign-in session (issue 13), then hands over to the child's page. */
export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const family = requireConsentedFamily(parent);
  const services = args.context.get(servicesContext);
  const form = await readFormFields(args.request);
  const memberId = typeof form.memberId === "string" ? form.memberId : "";
  const started = await startChildMode(services, { sessionId: parent.session.id, familyId: family.id, memberId });
  if (started.status === "not-found") throw data(NOT_FOUND, { status: 404 });
  if (started.status === "needs-pin") throw redirect(pinFirstUrl(memberId), { headers: parent.responseHeaders });
  const destination = await childDestination(services, {
    memberId,
    familyId: family.id,
    sessionId: parent.session.id,
    startedAt: "",
  });
  // A fresh document: the child's screens load without anything of the parent's pages in memory.
  return redirectDocument(destination, { headers: parent.responseHeaders });
}

export default function ChildModeStart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const name = loaderData.childName;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("childMode.start.title", { name })}</h1>
      <p className="mt-4 text-lg text-slate-800">{t("childMode.start.body", { name })}</p>
      {loaderData.hasPin ? (
        <>
          <p className="mt-3 text-lg text-slate-800">{t("childMode.start.pin")}</p>
          <StartChildModeButton memberId={loaderData.memberId} childName={name} size="lg" className="mt-6" />
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
            {t("childMode.start.needsPin", { name })}
          </p>
          <p className="mt-6">
            <LinkButton to={pinFirstUrl(loaderData.memberId)} size="lg">
              {t("childMode.start.setPin")}
            </LinkButton>
          </p>
        </>
      )}
      <p className="mt-8">
        <LinkButton to="/dashboard" variant="quiet">
          {t("childMode.start.cancel")}
        </LinkButton>
      </p>
    </main>
  );
}
