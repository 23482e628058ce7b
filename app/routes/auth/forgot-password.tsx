import { data, Form, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { requestEmailLink } from "../../server/auth/sign-in.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { description: createT(await requestLocale(context))("auth.forgot.description") };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const { clientIp } = context.get(requestContext);
  const result = await requestEmailLink(context.get(servicesContext), "reset-password", form, {
    request,
    clientIp,
    locale: await requestLocale(context),
  });
  const email = String(form.email ?? "");
  if (result.status === "invalid") return data({ ...result, email }, { status: 400 });
  if (result.status === "rate-limited") {
    return data({ ...result, email }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return { status: "sent" as const, email: result.email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  if (actionData?.status === "sent") {
    return (
      <AuthCard title={t("auth.register.checkEmail.title")}>
        <FormAlert tone="success">{t("auth.forgot.sent", { email: actionData.email })}</FormAlert>
        <p className="mt-4">
          <AppLink to="/login" className="font-semibold text-brand-700 underline">
            {t("auth.backToSignIn")}
          </AppLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      {actionData?.status === "rate-limited" ? (
        <FormAlert>{t("auth.forgot.rateLimited", { wait: waitText(actionData.retryAfterSeconds, t) })}</FormAlert>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <Field
          label={t("auth.field.email")}
          error={actionData?.status === "invalid" ? actionData.errors.email : undefined}
        >
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={actionData?.email}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <button type="submit" disabled={navigation.state === "submitting"} className={SUBMIT_BUTTON}>
          {t("auth.forgot.submit")}
        </button>
      </Form>
      <p className="mt-4">
        <AppLink to="/login" className="font-semibold text-brand-700 underline">
          {t("auth.backToSignIn")}
        </AppLink>
      </p>
    </AuthCard>
  );
}
