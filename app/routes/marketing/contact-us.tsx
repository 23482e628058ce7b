import { Mail } from "lucide-react";
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

export function meta() {
  return [
    {
      name: "description",
      content: `Questions about Brightpath? Write to us; we answer within ${BRAND.supportResponseHours} hours.`,
    },
  ];
}

/** Document POSTs take their headers from here: pass on the action's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const { clientIp, logger } = context.get(requestContext);
  const result = await submitContactMessage(context.get(servicesContext), form, { clientIp, logger });
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
  return (
    <main id="main">
      <PageHeader eyebrow="Contact us" title="We're here to help">
        Ask us anything about Brightpath, your account or your child's data. A real person answers within{" "}
        {BRAND.supportResponseHours} hours.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        {actionData?.status === "sent" ? (
          <section aria-live="polite" className="rounded-xl border border-green-700 bg-green-50 p-6">
            <h2 className="text-2xl font-bold text-slate-900">Thank you — your message is on its way</h2>
            <p className="mt-2 text-lg text-slate-800">
              We have your message and will reply by e-mail within {BRAND.supportResponseHours} hours.
            </p>
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
                You have sent several messages in a short time. Please wait about{" "}
                {Math.ceil(actionData.retryAfterSeconds / 60)} minutes and try again, or write to {BRAND.supportEmail}.
                Your message is still below.
              </p>
            ) : null}
            <Field label="Your name" error={errors.name}>
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
            <Field label="E-mail address" error={errors.email} hint="We reply to this address.">
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
            <Field label="Topic" error={errors.topic}>
              {(props) => (
                <select {...props} name="topic" defaultValue={values?.topic || "general"} className={INPUT_CLASS}>
                  {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Message" error={errors.message}>
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
              {submitting ? "Sending..." : "Send message"}
            </button>
          </Form>
        )}
        <aside className="h-fit rounded-xl border border-slate-200 p-6">
          <Mail aria-hidden="true" className="h-8 w-8 text-brand-700" />
          <h2 className="mt-3 text-xl font-bold text-slate-900">Email Support</h2>
          <p className="mt-2 text-slate-700">Prefer your own e-mail? Write to us directly.</p>
          <p className="mt-3">
            <a className="font-semibold text-brand-700 underline" href={`mailto:${BRAND.supportEmail}`}>
              {BRAND.supportEmail}
            </a>
          </p>
          <p className="mt-3 text-sm text-slate-700">We answer within {BRAND.supportResponseHours} hours.</p>
        </aside>
      </div>
    </main>
  );
}
