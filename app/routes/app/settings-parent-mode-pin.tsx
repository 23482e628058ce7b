import { data, redirect, useNavigation } from "react-router";
import { CheckPinForm, RemovePinForm, SetPinForm } from "../../components/settings/pin-forms.tsx";
import { Notice, SettingsFrame, SettingsSection } from "../../components/settings/settings-frame.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { useFormat, useT } from "../../i18n/react.tsx";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { signOut } from "../../server/auth/sign-in.server.ts";
import { checkParentModePin } from "../../server/parent-mode-pin/check-parent-mode-pin.server.ts";
import { findParentModePinStatus } from "../../server/parent-mode-pin/find-parent-mode-pin.server.ts";
import { removeParentModePin } from "../../server/parent-mode-pin/remove-parent-mode-pin.server.ts";
import { setParentModePin } from "../../server/parent-mode-pin/set-parent-mode-pin.server.ts";
import { PIN_LOCK_SECONDS, PIN_MAX_ATTEMPTS } from "../../server/parent-mode-pin/pin-forms.ts";
import { formReply, reauthFailureState, successState, type FormState } from "../../server/settings/form-state.ts";
import { settingsPageHeaders } from "../../server/settings/page-headers.ts";
import { hasPassword, isFreshSession } from "../../server/settings/reauthenticate.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import { safeRedirectTarget } from "../../server/auth/auth-forms.ts";
import { CHILD_MODE_START } from "../../server/child-mode/child-mode-paths.ts";
import type { Route } from "./+types/settings-parent-mode-pin";

const LOCK_MINUTES = PIN_LOCK_SECONDS / 60;

/**
 * "Start {child}'s session" sends a parent without a PIN here first (issue 13), with where to go
 * once it is saved: only back to starting child mode, never anywhere else.
 */
function childModeReturn(request: Request): string | null {
  const target = safeRedirectTarget(new URL(request.url).searchParams.get("returnTo"), "");
  return target.startsWith(`${CHILD_MODE_START}?`) ? target : null;
}

export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const services = args.context.get(servicesContext);
  const pin = parent.family ? await findParentModePinStatus(services, parent.family.id) : null;
  return data(
    {
      hasFamily: parent.family !== null,
      childModeReturn: childModeReturn(args.request),
      pin: pin?.hasPin ? { setOn: pin.updatedAt, lockedForMinutes: minutes(pin.lockedForSeconds) } : null,
      reauth: {
        hasPassword: await hasPassword(services.database.db, parent.user.id),
        freshSession: isFreshSession(parent.session),
      },
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

  if (form.intent === "sign-in-again") {
    const headers = await signOut(services, { request, clientIp });
    throw redirect(`/login?redirectTo=${encodeURIComponent("/settings/parent-mode-pin")}`, { headers });
  }
  if (!parent.family) throw data(null, { status: 404 });
  const familyId = parent.family.id;

  switch (form.intent) {
    case "set": {
      const result = await setParentModePin(services, parent, familyId, form, { clientIp });
      if (result.status === "saved") {
        const back = childModeReturn(request);
        if (back) throw redirect(back, { headers: parent.responseHeaders });
        return formReply("set", successState(messageRef("settings.pin.saved")));
      }
      if (result.status === "invalid") return formReply("set", { errors: result.errors });
      return formReply("set", reauthFailureState(result), retryAfter(result));
    }
    case "remove": {
      const result = await removeParentModePin(services, parent, familyId, form, { clientIp });
      if (result.status === "removed") return formReply("remove", successState(messageRef("settings.pin.removed")));
      return formReply("remove", reauthFailureState(result), retryAfter(result));
    }
    case "check": {
      const result = await checkParentModePin(services, familyId, form, { clientIp });
      switch (result.status) {
        case "right":
          return formReply("check", successState(messageRef("settings.pin.right")));
        case "wrong":
          return formReply("check", {
            errors: {
              pin: messageRef("settings.pin.wrong", { left: result.attemptsLeft, minutes: LOCK_MINUTES }),
            },
          });
        case "locked":
          return formReply(
            "check",
            {
              alert: messageRef("settings.pin.locked", {
                attempts: PIN_MAX_ATTEMPTS,
                minutes: minutes(result.retryAfterSeconds),
              }),
            },
            { retryAfterSeconds: result.retryAfterSeconds },
          );
        case "no-pin":
          return formReply("check", { alert: messageRef("settings.pin.noPin") });
        case "invalid":
          return formReply("check", { errors: result.errors });
        case "rate-limited":
          return formReply(
            "check",
            { alert: messageRef("settings.pin.tooManyTries", { minutes: minutes(result.retryAfterSeconds) }) },
            { retryAfterSeconds: result.retryAfterSeconds },
          );
      }
      break;
    }
  }
  throw data(null, { status: 400 });
}

function retryAfter(result: { status: string; retryAfterSeconds?: number }) {
  return result.status === "rate-limited" && result.retryAfterSeconds !== undefined
    ? { retryAfterSeconds: result.retryAfterSeconds }
    : {};
}

function minutes(seconds: number): number;
function minutes(seconds: number | null): number | null;
function minutes(seconds: number | null): number | null {
  return seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
}

export default function ParentModePinSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const f = useFormat();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const stateFor = (intent: string): FormState | undefined =>
    actionData?.intent === intent ? actionData.state : undefined;
  const { pin, reauth } = loaderData;
  const intro = (
    <p>
      {t("settings.pin.intro", {
        attempts: PIN_MAX_ATTEMPTS,
        minutes: LOCK_MINUTES,
        hasPassword: reauth.hasPassword ? "yes" : "no",
      })}
    </p>
  );
  if (!loaderData.hasFamily) {
    return (
      <SettingsFrame title={t("settings.pin.title")} intro={intro}>
        <Notice>{t("settings.pin.noFamily")}</Notice>
      </SettingsFrame>
    );
  }
  const removed = stateFor("remove")?.success;
  return (
    <SettingsFrame title={t("settings.pin.title")} intro={intro}>
      <div aria-live="polite" className="space-y-2">
        {loaderData.childModeReturn && !pin ? <Notice>{t("childMode.pinFirst")}</Notice> : null}
        {removed ? <Notice tone="success">{t.ref(removed)}</Notice> : null}
        {stateFor("set")?.success ? <Notice tone="success">{t.ref(stateFor("set")?.success ?? "")}</Notice> : null}
        <p className="text-lg text-slate-900">
          {pin ? t("settings.pin.has", { date: f.date(pin.setOn, "long") }) : t("settings.pin.none")}
        </p>
        {pin?.lockedForMinutes && !stateFor("check")?.alert ? (
          <Notice>{t("settings.pin.lockedFor", { attempts: PIN_MAX_ATTEMPTS, minutes: pin.lockedForMinutes })}</Notice>
        ) : null}
      </div>
      <SettingsSection id="set-pin" title={pin ? t("settings.pin.set.change") : t("settings.pin.set.title")}>
        <SetPinForm hasPin={pin !== null} reauth={reauth} state={stateFor("set")} busy={submitting === "set"} />
      </SettingsSection>
      {pin ? (
        <>
          <SettingsSection
            id="check-pin"
            title={t("settings.pin.check.title")}
            description={t("settings.pin.check.description")}
          >
            <CheckPinForm state={stateFor("check")} busy={submitting === "check"} />
          </SettingsSection>
          <SettingsSection
            id="remove-pin"
            title={t("settings.pin.remove.title")}
            description={t("settings.pin.remove.description")}
          >
            <RemovePinForm reauth={reauth} state={stateFor("remove")} busy={submitting === "remove"} />
          </SettingsSection>
        </>
      ) : null}
    </SettingsFrame>
  );
}
