import { Mail } from "lucide-react";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { data, Form, useNavigation } from "react-router";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { CONTACT_TOPICS } from "../../server/contact/contact-form.ts";
import { submitContactMessage } from "../../server/contact/submit-contact-message.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/contact-us";

export async function loader({ context }: Route.LoaderArgs) {
  const t = createT(await requestLocale(context));
  return { description: t("contact.description", { hours: BRAND.supportResponseHours }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

/** Document POSTs take their headers from here: pass on the action's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const { clientIp, logger } = context.get(requestContext);
  const result = await submitContactMessage(context.get(servicesContext), form, {
    clientIp,
    logger,
    locale: await requestLocale(context),
  });
  // Everything the person typed comes back so nothing is lost on an error.
  const values = {
    name: String(form.name ?? ""),
    email: String(form.email ?? ""),
    topic: String(form.topic ?? ""),
    message: String(form.message ?? ""),
  };
  if (result.status === "invalid") return data({ ...result, values }, { status: 400 });
  if (result.status === "rate-limited") {
    return data({ ...result, values }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return { status: "sent" as const };
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const t = useT();
  const hours = BRAND.supportResponseHours;
  return (
    <main id="main">
      <PageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")}>
        {t("contact.intro", { hours })}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        {actionData?.status === "sent" ? (
          <section aria-live="polite" className="rounded-xl border border-green-700 bg-green-50 p-6">
            <h2 className="text-2xl font-bold text-slate-900">{t("contact.sent.title")}</h2>
            <p className="mt-2 text-lg text-slate-800">{t("contact.sent.text", { hours })}</p>
          </section>
        ) : (
          <Form
            method="post"
            className="space-y-5"
            noValidate
            aria-describedby={actionData?.status === "rate-limited" ? "contact-limit" : undefined}
          >
            {actionData?.status === "rate-limited" ? (
              <p
                id="contact-limit"
                role="alert"
                className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900"
              >
                {t("contact.rateLimited", {
                  minutes: Math.ceil(actionData.retryAfterSeconds / 60),
                  email: BRAND.supportEmail,
                })}
              </p>
            ) : null}
            <Field label={t("contact.field.name")} error={errors.name}>
              {(props) => (
                <input
                  {...props}
                  name="name"
                  autoComplete="name"
                  defaultValue={values?.name}
                  className={INPUT_CLASS}
                  maxLength={100}
                />
              )}
            </Field>
            <Field label={t("contact.field.email")} error={errors.email} hint={t("contact.field.emailHint")}>
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
            <Field label={t("contact.field.topic")} error={errors.topic}>
              {(props) => (
                <select {...props} name="topic" defaultValue={values?.topic || "general"} className={INPUT_CLASS}>
                  {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t("contact.field.message")} error={errors.message} hint={t("contact.field.messageHint")}>
              {(props) => (
                <textarea
                  {...props}
                  name="message"
                  rows={7}
                  defaultValue={values?.message}
                  className={INPUT_CLASS}
                  maxLength={5000}
                />
              )}
            </Field>
            <button
              type="submit"
              disabled={submitting}
              className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
            >
              {submitting ? t("contact.sending") : t("contact.send")}
            </button>
          </Form>
        )}
        <aside className="h-fit rounded-xl border border-slate-200 p-6">
          <Mail aria-hidden="true" className="h-8 w-8 text-brand-700" />
          <h2 className="mt-3 text-xl font-bold text-slate-900">{t("contact.aside.title")}</h2>
          <p className="mt-2 text-slate-700">{t("contact.aside.text")}</p>
          <p className="mt-3">
            <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.supportEmail}`}>
              {BRAND.supportEmail}
            </a>
          </p>
          <p className="mt-3 text-sm text-slate-700">{t("contact.aside.hours", { hours })}</p>
        </aside>
      </div>
    </main>
  );
}
