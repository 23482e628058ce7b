import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { requestEmailLink } from "../../server/auth/sign-in.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ name: "description", content: "Reset your Brightpath password." }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const { clientIp } = context.get(requestContext);
  const result = await requestEmailLink(context.get(servicesContext), "reset-password", form, { request, clientIp });
  const email = String(form.email ?? "");
  if (result.status === "invalid") return data({ ...result, email }, { status: 400 });
  if (result.status === "rate-limited") {
    return data({ ...result, email }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return { status: "sent" as const, email: result.email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.status === "sent") {
    return (
      <AuthCard title="Check your e-mail">
        <FormAlert tone="success">
          If {actionData.email} has a Brightpath account, a link to choose a new password is on its way. It works once,
          for 15 minutes.
        </FormAlert>
        <p className="mt-4">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Tell us your e-mail address and we'll send you a link to choose a new one."
    >
      {actionData?.status === "rate-limited" ? (
        <FormAlert>Too many requests. Please wait {waitText(actionData.retryAfterSeconds)} and try again.</FormAlert>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <Field label="E-mail address" error={actionData?.status === "invalid" ? actionData.errors.email : undefined}>
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
          Send me a reset link
        </button>
      </Form>
      <p className="mt-4">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
