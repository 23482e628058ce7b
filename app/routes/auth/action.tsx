import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { InvitationLinkPage } from "../../components/children/invitation-link-page.tsx";
import { ConsentLinkPage } from "../../components/consent-gate/consent-link-page.tsx";
import { Logo } from "../../components/layout/logo.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { completeEmailLink, type LinkMode } from "../../server/auth/sign-in.server.ts";
import {
  actOnInvitationLink,
  invitationLinkStatusCode,
  loadInvitationLink,
} from "../../server/family/invite-accept-link.server.ts";
import { actOnConsentLink, consentLinkStatusCode, loadConsentLink } from "../../server/consent/consent-link.server.ts";
import { isConsentLinkMode } from "../../server/consent/consent-links.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/action";

/**
 * Every link an e-mail carries lands here (issue 4). Opening the link only shows a page; the
 * action happens on the button press (a POST), so mail scanners that follow links cannot use up
 * a single-use link, and nothing changes on a GET.
 */
const MODES = {
  verifyEmail: { title: "Confirm your e-mail address", button: "Confirm my e-mail" },
  changeEmail: { title: "Confirm your new e-mail address", button: "Confirm the new address" },
  signIn: { title: "Sign in to Brightpath", button: "Sign me in" },
  resetPassword: { title: "Choose a new password", button: "Save my new password" },
} as const satisfies Record<LinkMode, { title: string; button: string }>;

function readLink(url: URL): { mode: LinkMode; token: string } | null {
  const mode = url.searchParams.get("mode");
  const token = url.searchParams.get("token");
  if (!mode || !Object.hasOwn(MODES, mode) || !token || token.length > 2048) return null;
  return { mode: mode as LinkMode, token };
}

export function meta() {
  return [{ name: "robots", content: "noindex,nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Consent links (mode confirmConsent or revokeConsent) have their own page.
  const consent = await loadConsentLink(context.get(servicesContext), new URL(request.url));
  if (consent) return { link: null, consent };
  // Co-parent invitations (mode acceptInvite) need a signed-in parent and have their own page.
  const invitation = await loadInvitationLink({ request, context });
  if (invitation) return { link: null, invitation };
  const link = readLink(new URL(request.url));
  if (!link) return data({ link: null }, { status: 400 });
  return { link: { mode: link.mode } };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const invitation = await actOnInvitationLink({ request, context });
  if (invitation) {
    return data({ status: "invitation" as const, invitation }, { status: invitationLinkStatusCode(invitation) });
  }
  const url = new URL(request.url);
  if (isConsentLinkMode(url.searchParams.get("mode"))) {
    const consent = await actOnConsentLink(context.get(servicesContext), url, form, context.get(requestContext));
    if (consent) return data({ status: "consent" as const, consent }, { status: consentLinkStatusCode(consent) });
  }
  const link = readLink(new URL(request.url));
  if (!link) return data({ status: "bad-link" as const }, { status: 400 });
  const { clientIp } = context.get(requestContext);
  const result = await completeEmailLink(context.get(servicesContext), link.mode, link.token, form, {
    request,
    clientIp,
  });
  if (result.status === "rate-limited") {
    return data(result, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  if (result.status === "invalid") return data(result, { status: 400 });
  if (result.status === "expired-or-used") return data(result, { status: 410 });
  // A confirmed e-mail or a sign-in link signs the parent in; the guard takes them on from there.
  if (result.mode === "verifyEmail" || result.mode === "signIn")
    throw redirect("/dashboard", { headers: result.headers });
  return { status: "done" as const, mode: result.mode };
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      {children}
    </>
  );
}

export default function AuthAction({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if ("consent" in loaderData && loaderData.consent) {
    return (
      <Frame>
        <ConsentLinkPage
          view={loaderData.consent}
          outcome={actionData?.status === "consent" ? actionData.consent : undefined}
          submitting={navigation.state === "submitting"}
        />
      </Frame>
    );
  }
  if ("invitation" in loaderData && loaderData.invitation) {
    return (
      <Frame>
        <InvitationLinkPage
          view={loaderData.invitation}
          outcome={actionData?.status === "invitation" ? actionData.invitation : undefined}
          submitting={navigation.state === "submitting"}
        />
      </Frame>
    );
  }
  const link = loaderData.link;
  if (!link || actionData?.status === "bad-link") {
    return (
      <Frame>
        <AuthCard title="This link is not complete">
          <p className="text-slate-800">
            Part of the link seems to be missing. Open it again from the e-mail, or copy the whole address into your
            browser.
          </p>
          <BackLinks />
        </AuthCard>
      </Frame>
    );
  }
  const mode = MODES[link.mode];
  if (actionData?.status === "expired-or-used") {
    return (
      <Frame>
        <AuthCard title="This link has expired or was already used">
          <p className="text-slate-800">
            For your safety, links in our e-mails work once and only for a short time.{" "}
            {link.mode === "resetPassword" ? "Ask for a new reset link below." : "Sign in to get a new one."}
          </p>
          <BackLinks />
        </AuthCard>
      </Frame>
    );
  }
  if (actionData?.status === "done") {
    return (
      <Frame>
        <AuthCard title={link.mode === "resetPassword" ? "Your password is changed" : "Your e-mail address is changed"}>
          <FormAlert tone="success">
            {link.mode === "resetPassword"
              ? "You are signed out on every device. Sign in with your new password."
              : "From now on, sign in and receive our e-mails at your new address."}
          </FormAlert>
          <p className="mt-4">
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Go to sign in
            </Link>
          </p>
        </AuthCard>
      </Frame>
    );
  }
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  return (
    <Frame>
      <AuthCard title={mode.title}>
        {actionData?.status === "rate-limited" ? (
          <FormAlert>Too many attempts. Please wait {waitText(actionData.retryAfterSeconds)} and try again.</FormAlert>
        ) : null}
        <Form method="post" className="mt-2 space-y-4" noValidate>
          {link.mode === "resetPassword" ? (
            <>
              <Field label="New password" error={errors.password} hint="At least 8 characters.">
                {(props) => (
                  <input
                    {...props}
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
              <Field label="The new password again" error={errors.confirmPassword}>
                {(props) => (
                  <input
                    {...props}
                    name="confirmPassword"
                    type="password"
                    autoComplete="new-password"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
            </>
          ) : null}
          <button type="submit" disabled={navigation.state === "submitting"} className={SUBMIT_BUTTON}>
            {mode.button}
          </button>
        </Form>
      </AuthCard>
    </Frame>
  );
}

function BackLinks() {
  return (
    <p className="mt-4 flex gap-4">
      <Link to="/login" className="font-semibold text-brand-700 underline">
        Sign in
      </Link>
      <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
        Reset my password
      </Link>
    </p>
  );
}
