import { data, Form, Link, redirectDocument, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { UTM_STORAGE_KEY } from "../../analytics/analytics-client.ts";
import { useBrowserStorage } from "../../lib/use-browser-storage.ts";
import { PASSWORD_MIN_LENGTH } from "../../server/auth/password-rules.ts";
import { lookUpSession } from "../../server/auth/session.server.ts";
import { registerParent } from "../../server/auth/sign-in.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/register";

export function meta() {
  return [
    {
      name: "description",
      content:
        "Create your Brightpath family account: a placement check, a plan around your child's interests, 20 minutes a day.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { parent } = await lookUpSession(context.get(servicesContext), request, context.get(requestContext).clientIp);
  // A full page load into the signed-in pages (issue 14: no public-page analytics or CSP there).
  if (parent) throw redirectDocument("/dashboard");
  return null;
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientIp, logger } = context.get(requestContext);
  const form = await readFormFields(request);
  const result = await registerParent(services, form, { request, clientIp });
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
  if (actionData?.status === "check-email") {
    return (
      <AuthCard title="Check your e-mail">
        <FormAlert tone="success">
          We have sent a confirmation link to <strong>{actionData.email}</strong>. Open it to finish setting up your
          account. It works once, for 15 minutes.
        </FormAlert>
        <p className="mt-4 text-slate-700">
          Nothing arrived after a few minutes? Check your spam folder, or{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            sign in
          </Link>{" "}
          to get a new link.
        </p>
      </AuthCard>
    );
  }
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  return (
    <AuthCard
      title="Start your child's catch-up plan"
      intro={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      {actionData?.status === "rate-limited" ? (
        <FormAlert>
          Too many sign-ups from here. Please wait {waitText(actionData.retryAfterSeconds)} and try again.
        </FormAlert>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="utm" value={savedUtm ?? ""} />
        <Field label="Your name" error={errors.name}>
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
        <Field label="E-mail address" error={errors.email}>
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
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you'll remember make a strong one.`}
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
              I agree to the{" "}
              <Link to="/terms-of-service-page" className="font-semibold text-brand-700 underline">
                terms of service
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy-page" className="font-semibold text-brand-700 underline">
                privacy policy
              </Link>
              .
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="accept-terms-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={navigation.state === "submitting"} className={SUBMIT_BUTTON}>
          Create my account
        </button>
        <p className="text-sm text-slate-700">
          Next you'll confirm your e-mail and give consent for your child, as the law on children's privacy asks.
        </p>
      </Form>
    </AuthCard>
  );
}
