import type { ReactNode } from "react";
import { data, Form, redirectDocument, useNavigation, useSearchParams } from "react-router";
import { AuthCard, FormAlert, SECONDARY_BUTTON, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { oidcEnabled } from "../../server/auth/auth.server.ts";
import { safeRedirectTarget } from "../../server/auth/auth-forms.ts";
import { startFederatedSignIn } from "../../server/auth/federated-sign-in.server.ts";
import { lookUpSession } from "../../server/auth/session.server.ts";
import { requestEmailLink, signInWithPassword } from "../../server/auth/sign-in.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/login";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  // Someone already signed in goes straight on. Into the signed-in pages always by a full page
  // load (issue 14): the public page's analytics and its CSP end there.
  const { parent } = await lookUpSession(services, request, clientIp);
  if (parent) throw redirectDocument(redirectTo);
  return {
    oidc: oidcEnabled(services.config),
    description: createT(await requestLocale(context))("auth.login.description"),
  };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const form = await readFormFields(request);
  const redirectTo = safeRedirectTarget(form.redirectTo);
  const facts = { request, clientIp, locale: await requestLocale(context) };
  const email = typeof form.email === "string" ? form.email : "";

  if (form.intent === "google") return startFederatedSignIn(services, redirectTo, facts);
  if (form.intent === "link") {
    const result = await requestEmailLink(services, "sign-in-link", form, facts);
    if (result.status === "rate-limited") {
      return data(
        { ...result, intent: "link", email },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    if (result.status === "invalid") return data({ ...result, intent: "link", email }, { status: 400 });
    return { status: "link-sent" as const, intent: "link", email: result.email };
  }
  const result = await signInWithPassword(services, form, facts);
  if (result.status === "signed-in") throw redirectDocument(redirectTo, { headers: result.headers });
  if (result.status === "rate-limited") {
    return data(
      { ...result, intent: "password", email },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ ...result, intent: "password", email }, { status: result.status === "invalid" ? 400 : 401 });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const errors: { email?: string; password?: string } = actionData && "errors" in actionData ? actionData.errors : {};
  const passwordErrors = actionData?.intent === "password" ? errors : {};
  const linkErrors = actionData?.intent === "link" ? errors : {};
  const t = useT();
  const registerLink = (words: ReactNode[]) => (
    <AppLink key="register" to="/register" className="font-semibold text-brand-700 underline">
      {words}
    </AppLink>
  );
  return (
    <AuthCard title={t("auth.login.title")} intro={<>{t.rich("auth.login.newHere", { register: registerLink })}</>}>
      <div className="space-y-4">
        {searchParams.get("signedOut") ? <FormAlert tone="success">{t("auth.login.signedOut")}</FormAlert> : null}
        {searchParams.get("error") ? <FormAlert>{t("auth.login.googleFailed")}</FormAlert> : null}
        {actionData?.status === "wrong-credentials" ? <FormAlert>{t("auth.login.wrongCredentials")}</FormAlert> : null}
        {actionData?.status === "email-not-verified" ? <FormAlert>{t("auth.login.emailNotVerified")}</FormAlert> : null}
        {actionData?.status === "rate-limited" ? (
          <FormAlert>{t("auth.tooManyAttempts", { wait: waitText(actionData.retryAfterSeconds, t) })}</FormAlert>
        ) : null}
        {actionData?.status === "link-sent" ? (
          <FormAlert tone="success">{t("auth.login.linkSent", { email: actionData.email })}</FormAlert>
        ) : null}
      </div>

      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("auth.field.email")} error={passwordErrors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={actionData?.intent === "password" ? actionData.email : ""}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t("auth.field.password")} error={passwordErrors.password}>
          {(props) => (
            <input {...props} name="password" type="password" autoComplete="current-password" className={INPUT_CLASS} />
          )}
        </Field>
        <div className="text-right">
          <AppLink to="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
            {t("auth.login.forgot")}
          </AppLink>
        </div>
        <button type="submit" name="intent" value="password" disabled={busy} className={SUBMIT_BUTTON}>
          {t("auth.login.submit")}
        </button>
      </Form>

      <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> {t("auth.login.or")} <span className="h-px flex-1 bg-slate-200" />
      </div>

      <Form method="post" className="space-y-3" noValidate aria-label={t("auth.login.linkForm")}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("auth.login.linkField")} error={linkErrors.email} hint={t("auth.login.linkHint")}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={actionData?.intent === "link" ? actionData.email : ""}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <button type="submit" name="intent" value="link" disabled={busy} className={SECONDARY_BUTTON}>
          {t("auth.login.linkSubmit")}
        </button>
      </Form>

      {loaderData.oidc ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" name="intent" value="google" disabled={busy} className={SECONDARY_BUTTON}>
            {t("auth.login.google")}
          </button>
        </Form>
      ) : null}
    </AuthCard>
  );
}
