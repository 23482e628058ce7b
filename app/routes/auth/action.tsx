import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard, FormAlert, SUBMIT_BUTTON, waitText } from "../../components/auth/auth-card.tsx";
import { InvitationLinkPage } from "../../components/children/invitation-link-page.tsx";
import { ConsentLinkPage } from "../../components/consent-gate/consent-link-page.tsx";
import { Logo } from "../../components/layout/logo.tsx";
import { AppLink } from "../../components/ui/app-link.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { PASSWORD_MIN_LENGTH } from "../../server/auth/password-rules.ts";
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
  verifyEmail: { title: "auth.action.verifyEmail.title", button: "auth.action.verifyEmail.button" },
  changeEmail: { title: "auth.action.changeEmail.title", button: "auth.action.changeEmail.button" },
  signIn: { title: "auth.action.signIn.title", button: "auth.action.signIn.button" },
  resetPassword: { title: "auth.action.resetPassword.title", button: "auth.action.resetPassword.button" },
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
    locale: await requestLocale(context),
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
  const t = useT();
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
        <AuthCard title={t("auth.action.incomplete.title")}>
          <p className="text-slate-800">{t("auth.action.incomplete.text")}</p>
          <BackLinks />
        </AuthCard>
      </Frame>
    );
  }
  const mode = MODES[link.mode];
  if (actionData?.status === "expired-or-used") {
    return (
      <Frame>
        <AuthCard title={t("auth.action.expired.title")}>
          <p className="text-slate-800">
            {t("auth.action.expired.text")}{" "}
            {link.mode === "resetPassword" ? t("auth.action.expired.askReset") : t("auth.action.expired.signIn")}
          </p>
          <BackLinks />
        </AuthCard>
      </Frame>
    );
  }
  if (actionData?.status === "done") {
    return (
      <Frame>
        <AuthCard
          title={
            link.mode === "resetPassword" ? t("auth.action.passwordChanged.title") : t("auth.action.emailChanged.title")
          }
        >
          <FormAlert tone="success">
            {link.mode === "resetPassword" ? t("auth.action.passwordChanged.text") : t("auth.action.emailChanged.text")}
          </FormAlert>
          <p className="mt-4">
            <AppLink to="/login" className="font-semibold text-brand-700 underline">
              {t("auth.action.goToSignIn")}
            </AppLink>
          </p>
        </AuthCard>
      </Frame>
    );
  }
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  return (
    <Frame>
      <AuthCard title={t(mode.title)}>
        {actionData?.status === "rate-limited" ? (
          <FormAlert>{t("auth.tooManyAttempts", { wait: waitText(actionData.retryAfterSeconds, t) })}</FormAlert>
        ) : null}
        <Form method="post" className="mt-2 space-y-4" noValidate>
          {link.mode === "resetPassword" ? (
            <>
              <Field
                label={t("auth.action.newPassword")}
                error={errors.password}
                hint={t("auth.action.newPasswordHint", { min: PASSWORD_MIN_LENGTH })}
              >
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
              <Field label={t("auth.action.newPasswordAgain")} error={errors.confirmPassword}>
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
            {t(mode.button)}
          </button>
        </Form>
      </AuthCard>
    </Frame>
  );
}

function BackLinks() {
  const t = useT();
  return (
    <p className="mt-4 flex gap-4">
      <AppLink to="/login" className="font-semibold text-brand-700 underline">
        {t("auth.action.signInLink")}
      </AppLink>
      <AppLink to="/forgot-password" className="font-semibold text-brand-700 underline">
        {t("auth.action.resetLink")}
      </AppLink>
    </p>
  );
}
