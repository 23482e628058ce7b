import type { ReactNode } from "react";
import { data, Form, redirectDocument, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { LANGUAGE_HEADER } from "../../i18n/negotiate.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { UTM_STORAGE_KEY } from "../../analytics/analytics-client.ts";
import { useBrowserStorage } from "../../lib/use-browser-storage.ts";
import { PASSWORD_MIN_LENGTH } from "../../server/auth/password-rules.ts";
import { lookUpSession } from "../../server/auth/session.server.ts";
import { registerParent } from "../../server/auth/sign-in.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/register";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { parent } = await lookUpSession(context.get(servicesContext), request, context.get(requestContext).clientIp);
  // A full page load into the signed-in pages (issue 14: no public-page analytics or CSP there).
  if (parent) throw redirectDocument("/dashboard");
  return { description: createT(await requestLocale(context))("auth.register.description") };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientIp, logger } = context.get(requestContext);
  const form = await readFormFields(request);
  // A parent who registers on a Spanish page gets Spanish pages and e-mails from the first one
  // on (the account's language is set when better-auth creates it: auth.server.ts).
  const headers = new Headers(request.headers);
  headers.set(LANGUAGE_HEADER, await requestLocale(context));
  const result = await registerParent(services, form, { request: new Request(request.url, { headers }), clientIp });
  // Everything except the password comes back, so nothing typed is lost on an error.
  const values = { name: String(form.name ?? ""), email: String(form.email ?? "") };
  if (result.status === "invalid") return data({ ...result, values }, { status: 400 });
  if (result.status === "rate-limited") {
    return data({ ...result, values }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  // Issue 3: the saved UTM string travels with registration (kept in logs, never with personal data).
  if (typeof form.utm === "string" && form.utm) logger.info({ event: "registration-utm", utm: form.utm.slice(0, 500) });
  return { status: "check-email" as const, email: result.email };
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const savedUtm = useBrowserStorage(UTM_STORAGE_KEY);
  const t = useT();
  const loginLink = (words: ReactNode[]) => (
    <AppLink key="login" to="/login" className="font-semibold text-brand-700 underline">
      {words}
    </AppLink>
  );
  if (actionData?.status === "check-email") {
    return (
      <AuthCard title={t("auth.register.checkEmail.title")}>
        <FormAlert tone="success">
          {t.rich("auth.register.checkEmail.sent", {
            email: actionData.email,
            strong: (words) => <strong key="email">{words}</strong>,
          })}
        </FormAlert>
        <p className="mt-4 text-slate-700">{t.rich("auth.register.checkEmail.nothing", { login: loginLink })}</p>
      </AuthCard>
    );
  }
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  return (
    <AuthCard title={t("auth.register.title")} intro={<>{t.rich("auth.register.haveAccount", { login: loginLink })}</>}>
      {actionData?.status === "rate-limited" ? (
        <FormAlert>{t("auth.register.rateLimited", { wait: waitText(actionData.retryAfterSeconds, t) })}</FormAlert>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="utm" value={savedUtm ?? ""} />
        <Field label={t("auth.field.name")} error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              autoComplete="name"
              defaultValue={values?.name}
              maxLength={100}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t("auth.field.email")} error={errors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values?.email}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field
          label={t("auth.field.password")}
          error={errors.password}
          hint={t("auth.register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        >
          {(props) => (
            <input {...props} name="password" type="password" autoComplete="new-password" className={INPUT_CLASS} />
          )}
        </Field>
        <div>
          <label className="flex items-start gap-2 text-slate-800">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-1 h-4 w-4"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? "accept-terms-error" : undefined}
            />
            <span>
              {t.rich("auth.register.terms", {
                terms: (words) => (
                  <AppLink key="terms" to="/terms-of-service-page" className="font-semibold text-brand-700 underline">
                    {words}
                  </AppLink>
                ),
                privacy: (words) => (
                  <AppLink key="privacy" to="/privacy-policy-page" className="font-semibold text-brand-700 underline">
                    {words}
                  </AppLink>
                ),
              })}
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="accept-terms-error" className="mt-1 text-sm font-medium text-red-700">
              {t.ref(errors.acceptTerms)}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={navigation.state === "submitting"} className={SUBMIT_BUTTON}>
          {t("auth.register.submit")}
        </button>
        <p className="text-sm text-slate-700">{t("auth.register.next")}</p>
      </Form>
    </AuthCard>
  );
}
