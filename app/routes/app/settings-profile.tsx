import { data, redirect, useNavigation, useSearchParams } from "react-router";
import { DeleteAccountSection } from "../../components/settings/delete-account-section.tsx";
import { EmailForm } from "../../components/settings/email-form.tsx";
import { EmailPreferencesForm } from "../../components/settings/email-preferences-form.tsx";
import { PasswordForm } from "../../components/settings/password-form.tsx";
import { ProfileDetailsForm } from "../../components/settings/profile-details-form.tsx";
import { SessionsSection } from "../../components/settings/sessions-section.tsx";
import { SettingsFrame, SettingsSection } from "../../components/settings/settings-frame.tsx";
import { TimeZoneForm } from "../../components/settings/time-zone-form.tsx";
import { messageRef } from "../../i18n/message-format.ts";
import { useT } from "../../i18n/react.tsx";
import { setFamilyTimeZone } from "../../server/family/set-family-time-zone.server.ts";
import { timeZoneChoices } from "../../server/plans/family-day.ts";
import { requestContext, servicesContext } from "../../context.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { signOut } from "../../server/auth/sign-in.server.ts";
import { changeEmail } from "../../server/settings/change-email.server.ts";
import { changePassword } from "../../server/settings/change-password.server.ts";
import { deleteAccount } from "../../server/settings/delete-account.server.ts";
import {
  formReply,
  keepValues,
  reauthFailureState,
  successState,
  type FormState,
} from "../../server/settings/form-state.ts";
import { PREFERRED_LANGUAGES } from "../../server/settings/languages.ts";
import { loadAccountSettings } from "../../server/settings/load-account-settings.server.ts";
import { settingsPageHeaders } from "../../server/settings/page-headers.ts";
import { signOutOtherDevices } from "../../server/settings/sign-out-other-devices.server.ts";
import { updateProfile } from "../../server/settings/update-profile.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { loadEmailPreferences, saveEmailPreferences } from "../../server/scheduled-email/email-preferences.server.ts";
import type { Route } from "./+types/settings-profile";

/** /settings and /settings/profile are the same page (SPEC.md §2): two route ids, this module. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const settings = await loadAccountSettings(services, parent);
  const family = parent.family
    ? await services.database.db
        .selectFrom("family")
        .select("timeZone")
        .where("id", "=", parent.family.id)
        .executeTakeFirst()
    : undefined;
  const emailPreferences = await loadEmailPreferences(services.database.db, parent.user.id);
  return data(
    {
      ...settings,
      timeZone: family?.timeZone ?? null,
      timeZones: family ? timeZoneChoices() : [],
      emailPreferences,
    },
    { headers: privatePageHeaders(parent) },
  );
}

export function headers(args: Route.HeadersArgs) {
  return settingsPageHeaders(args);
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const { request, context } = args;
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const form = await readFormFields(request);
  const facts = { request, clientIp };

  switch (form.intent) {
    case "profile": {
      const result = await updateProfile(services, parent, form, facts);
      if (result.status === "saved") {
        return formReply("profile", successState(messageRef("settings.profile.saved")), { headers: result.headers });
      }
      return formReply("profile", { errors: result.errors, values: keepValues(form, ["name", "language"]) });
    }
    case "email": {
      const result = await changeEmail(services, parent, form, facts);
      const values = keepValues(form, ["newEmail"]);
      switch (result.status) {
        case "link-sent":
          return formReply(
            "email",
            successState(
              messageRef("settings.email.linkSent", { newEmail: result.newEmail, email: parent.user.email }),
            ),
          );
        case "invalid":
          return formReply("email", { errors: result.errors, values });
        case "same-email":
          return formReply("email", { errors: { newEmail: messageRef("settings.email.error.same") }, values });
        default:
          return formReply("email", reauthFailureState(result, values), retryAfter(result));
      }
    }
    case "password": {
      const result = await changePassword(services, parent, form, facts);
      // better-auth replaced this browser's session too: a redirect makes the next page load (and,
      // without JavaScript, the reload of this one) carry the new cookie instead of the ended one.
      if (result.status === "changed") {
        throw redirect(`${new URL(request.url).pathname}?saved=password`, { headers: result.headers });
      }
      if (result.status === "invalid") return formReply("password", { errors: result.errors });
      return formReply("password", reauthFailureState(result), retryAfter(result));
    }
    case "time-zone": {
      // Issue 12: "today" in plans is the family's day; any parent of the family may set it.
      if (!parent.family) throw data(null, { status: 400 });
      const result = await setFamilyTimeZone(services.database.db, parent.family.id, form.timeZone);
      if (result.status === "invalid") {
        return formReply("time-zone", { errors: { timeZone: result.message }, values: keepValues(form, ["timeZone"]) });
      }
      return formReply("time-zone", successState("placement.timeZone.saved"));
    }
    case "email-preferences": {
      // Scheduled family e-mails (decision 0028): weekly, report ready, reminders and their lead time.
      const result = await saveEmailPreferences(services.database.db, parent.user.id, form);
      if (result.status === "invalid") return formReply("email-preferences", { errors: result.errors });
      return formReply("email-preferences", successState(messageRef("emails.settings.saved")));
    }
    case "sign-out-others": {
      await signOutOtherDevices(services, facts);
      return formReply("sign-out-others", successState(messageRef("settings.sessions.signedOutOthers")));
    }
    case "delete": {
      const result = await deleteAccount(services, parent, form, facts);
      if (result.status === "deleted") {
        const what = result.deletedFamily ? "family" : "account";
        throw redirect(`/?accountDeleted=${what}`, { headers: result.headers });
      }
      if (result.status === "invalid") return formReply("delete", { errors: result.errors });
      return formReply("delete", reauthFailureState(result), retryAfter(result));
    }
    case "sign-in-again": {
      // Password-less parents prove it is them by signing in again (reauthenticate.server.ts).
      const headers = await signOut(services, facts);
      throw redirect(`/login?redirectTo=${encodeURIComponent(returnPath(form.returnTo))}`, { headers });
    }
    default:
      throw data(null, { status: 400 });
  }
}

function retryAfter(result: { status: string; retryAfterSeconds?: number }) {
  return result.status === "rate-limited" && result.retryAfterSeconds !== undefined
    ? { retryAfterSeconds: result.retryAfterSeconds }
    : {};
}

function returnPath(value: unknown): string {
  return typeof value === "string" && /^\/settings(\/[a-z-]+)?$/.test(value) ? value : "/settings";
}

const PASSWORD_SAVED: FormState = { success: messageRef("settings.password.saved") };

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const stateFor = (intent: string): FormState | undefined =>
    actionData?.intent === intent ? actionData.state : undefined;
  const reauth = { hasPassword: loaderData.hasPassword, freshSession: loaderData.freshSession };
  return (
    <SettingsFrame title={t("settings.profile.title")} intro={t("settings.profile.intro")}>
      <SettingsSection id="details" title={t("settings.profile.details")}>
        <ProfileDetailsForm
          name={loaderData.name}
          language={loaderData.language}
          languages={PREFERRED_LANGUAGES}
          state={stateFor("profile")}
          busy={submitting === "profile"}
        />
      </SettingsSection>
      {loaderData.timeZone ? (
        <SettingsSection id="time-zone" title={t("placement.timeZone.label")}>
          <TimeZoneForm
            timeZone={loaderData.timeZone}
            choices={loaderData.timeZones}
            state={stateFor("time-zone")}
            busy={submitting === "time-zone"}
          />
        </SettingsSection>
      ) : null}
      <SettingsSection id="emails" title={t("emails.settings.title")} description={t("emails.settings.intro")}>
        <EmailPreferencesForm
          preferences={loaderData.emailPreferences}
          state={stateFor("email-preferences")}
          busy={submitting === "email-preferences"}
        />
      </SettingsSection>
      <SettingsSection id="email" title={t("settings.email.title")}>
        <EmailForm email={loaderData.email} reauth={reauth} state={stateFor("email")} busy={submitting === "email"} />
      </SettingsSection>
      <SettingsSection
        id="password"
        title={loaderData.hasPassword ? t("settings.password.title") : t("settings.password.addTitle")}
      >
        <PasswordForm
          reauth={reauth}
          state={stateFor("password") ?? (searchParams.get("saved") === "password" ? PASSWORD_SAVED : undefined)}
          busy={submitting === "password"}
        />
      </SettingsSection>
      <SettingsSection id="devices" title={t("settings.sessions.title")}>
        <SessionsSection
          sessions={loaderData.sessions}
          state={stateFor("sign-out-others")}
          busy={submitting === "sign-out-others"}
        />
      </SettingsSection>
      <SettingsSection id="delete" title={t("settings.delete.title")} tone="danger">
        <DeleteAccountSection
          deletion={loaderData.deletion}
          reauth={reauth}
          state={stateFor("delete")}
          busy={submitting === "delete"}
        />
      </SettingsSection>
    </SettingsFrame>
  );
}
