import { data, Form, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON } from "../../components/auth/auth-card.tsx";
import { Logo } from "../../components/layout/logo.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { createT } from "../../i18n/translate.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { ScheduledEmailKind } from "../../../db/schema.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { findUnsubscribeLink, unsubscribeByToken } from "../../server/scheduled-email/email-preferences.server.ts";
import type { Route } from "./+types/email-unsubscribe";

/**
 * The one-click unsubscribe link of every scheduled family e-mail (decision 0028). A mail app's
 * "Unsubscribe" button POSTs here (RFC 8058, `List-Unsubscribe=One-Click`) and that turns the
 * e-mail's kind off with no sign-in; opening the link (a GET, which mail scanners also do) only
 * shows a page with a button. The words are in the language of the parent the e-mail went to.
 */
type View = { state: "ask" | "already" | "done"; locale: Locale; kind: ScheduledEmailKind } | { state: "not-found" };

function words(view: View) {
  if (view.state === "not-found") return null;
  const t = createT(view.locale);
  const kind = t(`emails.kind.${view.kind}`);
  return {
    lang: view.locale,
    title: t("emails.unsubscribe.title"),
    message:
      view.state === "ask"
        ? t("emails.unsubscribe.question", { kind })
        : view.state === "done"
          ? t("emails.unsubscribe.done", { kind })
          : t("emails.unsubscribe.already", { kind }),
    button: t("emails.unsubscribe.button"),
    settings: t("emails.unsubscribe.settings"),
  };
}

export function meta() {
  return [{ name: "robots", content: "noindex,nofollow" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await findUnsubscribeLink(context.get(servicesContext).database.db, params.token);
  if (!link) return data({ state: "not-found" as const, words: null }, { status: 404 });
  const view: View = { state: link.subscribed ? "ask" : "already", locale: link.locale, kind: link.kind };
  return { state: view.state, words: words(view) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The button's form (and a mail app's `List-Unsubscribe=One-Click`) carry no field we need, but
  // a body that is not a form is refused with a message like on every page (issue 14).
  await readFormFields(request);
  const result = await unsubscribeByToken(context.get(servicesContext).database.db, params.token);
  if (result.status === "not-found") return data({ state: "not-found" as const, words: null }, { status: 404 });
  return { state: "done" as const, words: words({ state: "done", locale: result.locale, kind: result.kind }) };
}

export default function EmailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const view = actionData ?? loaderData;
  const text = view.words;
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      {text ? (
        <div lang={text.lang} className="flex flex-1 flex-col">
          <AuthCard title={text.title}>
            {view.state === "ask" ? (
              <Form method="post" className="space-y-4">
                <p className="text-lg text-slate-800">{text.message}</p>
                <button type="submit" className={SUBMIT_BUTTON} disabled={navigation.state === "submitting"}>
                  {text.button}
                </button>
              </Form>
            ) : (
              <div className="space-y-4">
                <FormAlert tone="success">{text.message}</FormAlert>
                <AppLink to="/settings/profile#emails" className="font-semibold text-brand-700 underline">
                  {text.settings}
                </AppLink>
              </div>
            )}
          </AuthCard>
        </div>
      ) : (
        <AuthCard title={t("emails.unsubscribe.title")}>
          <div className="space-y-4">
            <FormAlert>{t("emails.unsubscribe.notFound")}</FormAlert>
            <AppLink to="/settings/profile#emails" className="font-semibold text-brand-700 underline">
              {t("emails.unsubscribe.settings")}
            </AppLink>
          </div>
        </AuthCard>
      )}
    </>
  );
}
