import { data, redirect } from "react-router";
import { ItemsInEnglishNote } from "../../components/player/items-in-english-note.tsx";
import { ChildShell } from "../../components/child-mode/child-shell.tsx";
import { CHILD_SCREEN } from "../../components/child-mode/child-screen.ts";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { childDestination } from "../../server/child-mode/child-destination.server.ts";
import { requestChildMode } from "../../server/child-mode/child-mode-guard.server.ts";
import { CHILD_MODE_HOME } from "../../server/child-mode/child-mode-paths.ts";
import { findMember } from "../../server/placement/find-member.server.ts";
import type { Route } from "./+types/child-mode-home";

export const handle = CHILD_SCREEN;

/**
 * /child-mode: the child's home while in child mode. It sends the child on to where they belong
 * now (a placement, today's session); when there is nothing to do it says so, calmly.
 */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const childMode = await requestChildMode(args);
  if (!childMode) throw redirect("/dashboard", { headers: parent.responseHeaders });
  const services = args.context.get(servicesContext);
  const destination = await childDestination(services, childMode);
  if (destination !== CHILD_MODE_HOME) throw redirect(destination, { headers: parent.responseHeaders });
  const member = await findMember(services.database.db, childMode.familyId, childMode.memberId);
  const childName = member?.displayName ?? "";
  const t = createT(await requestLocale(args.context));
  return data(
    {
      childName,
      pageTitle: childName ? t("childMode.shell.title", { name: childName }) : t("childMode.shell.titleNoName"),
    },
    { headers: privatePageHeaders(parent) },
  );
}

export default function ChildModeHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const name = loaderData.childName;
  return (
    <ChildShell childName={name}>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
        <h1 className="text-4xl font-bold text-slate-900 sm:text-5xl">{t("childMode.home.title", { name })}</h1>
        <p className="mt-6 text-2xl leading-relaxed text-slate-800">{t("childMode.home.body")}</p>
        <ItemsInEnglishNote audience="child" className="mt-4 text-xl" />
      </main>
    </ChildShell>
  );
}
