import { data, redirect, useNavigation } from "react-router";
import { CheckPinForm, RemovePinForm, SetPinForm } from "../../components/settings/pin-forms.tsx";
import { Notice, SettingsFrame, SettingsSection } from "../../components/settings/settings-frame.tsx";
import { requestContext, servicesContext } from "../../context.ts";
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
import { useT } from "../../i18n/react.tsx";
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
      pin: pin?.hasPin ? { setOn: longDate(pin.updatedAt), lockedForMinutes: minutes(pin.lockedForSeconds) } : null,
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
  if (!parent.family) throw data({ error: "Your account is not part of a family." }, { status: 404 });
  const familyId = parent.family.id;

  switch (form.intent) {
    case "set": {
      const result = await setParentModePin(services, parent, familyId, form, { clientIp });
      if (result.status === "saved") {
        const back = childModeReturn(request);
        if (back) throw redirect(back, { headers: parent.responseHeaders });
        return formReply("set", successState("The PIN is saved."));
      }
      if (result.status === "invalid") return formReply("set", { errors: result.errors });
      return formReply("set", reauthFailureState(result), retryAfter(result));
    }
    case "remove": {
      const result = await removeParentModePin(services, parent, familyId, form, { clientIp });
      if (result.status === "removed") return formReply("remove", successState("The PIN is removed."));
      return formReply("remove", reauthFailureState(result), retryAfter(result));
    }
    case "check": {
      const result = await checkParentModePin(services, familyId, form, { clientIp });
      switch (result.status) {
        case "right":
          return formReply("check", successState("That's the right PIN."));
        case "wrong":
          return formReply("check", {
            errors: {
              pin: `That's not the PIN. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? "try" : "tries"} left before it locks for ${LOCK_MINUTES} minutes.`,
            },
          });
        case "locked":
          return formReply(
            "check",
            {
              alert: `The PIN is locked after ${PIN_MAX_ATTEMPTS} wrong tries. Try again in ${minutes(result.retryAfterSeconds)} minutes, or change it now with your account password.`,
            },
            { retryAfterSeconds: result.retryAfterSeconds },
          );
        case "no-pin":
          return formReply("check", { alert: "There is no PIN to check yet. Set one first." });
        case "invalid":
          return formReply("check", { errors: result.errors });
        case "rate-limited":
          return formReply(
            "check",
            { alert: `Too many tries from this device. Please wait ${minutes(result.retryAfterSeconds)} minutes.` },
            { retryAfterSeconds: result.retryAfterSeconds },
          );
      }
      break;
    }
  }
  throw data({ error: "Unknown form." }, { status: 400 });
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

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

export default function ParentModePinSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const stateFor = (intent: string): FormState | undefined =>
    actionData?.intent === intent ? actionData.state : undefined;
  const { pin, reauth } = loaderData;
  const intro = (
    <p>
      The PIN keeps your child in child mode: leaving child mode asks for it. {PIN_MAX_ATTEMPTS} wrong tries lock it for{" "}
      {LOCK_MINUTES} minutes. Setting, changing or removing it needs{" "}
      {reauth.hasPassword ? "your account password" : "a recent sign-in"} (never the old PIN), so a forgotten PIN is
      simply changed here.
    </p>
  );
  if (!loaderData.hasFamily) {
    return (
      <SettingsFrame title="Parent-mode PIN" intro={intro}>
        <Notice>Your account is not part of a family, so there is no PIN to set.</Notice>
      </SettingsFrame>
    );
  }
  const removed = stateFor("remove")?.success;
  return (
    <SettingsFrame title="Parent-mode PIN" intro={intro}>
      <div aria-live="polite" className="space-y-2">
        {loaderData.childModeReturn && !pin ? <Notice>{t("childMode.pinFirst")}</Notice> : null}
        {removed ? <Notice tone="success">{removed}</Notice> : null}
        {stateFor("set")?.success ? <Notice tone="success">{stateFor("set")?.success}</Notice> : null}
        <p className="text-lg text-slate-900">
          {pin ? `Your family has a PIN, set on ${pin.setOn}.` : "Your family has no PIN yet."}
        </p>
        {pin?.lockedForMinutes && !stateFor("check")?.alert ? (
          <Notice>
            The PIN is locked after {PIN_MAX_ATTEMPTS} wrong tries for another {pin.lockedForMinutes}{" "}
            {pin.lockedForMinutes === 1 ? "minute" : "minutes"}. You can change it now to unlock it.
          </Notice>
        ) : null}
      </div>
      <SettingsSection id="set-pin" title={pin ? "Change the PIN" : "Set a PIN"}>
        <SetPinForm hasPin={pin !== null} reauth={reauth} state={stateFor("set")} busy={submitting === "set"} />
      </SettingsSection>
      {pin ? (
        <>
          <SettingsSection
            id="check-pin"
            title="Check my PIN"
            description="Not sure you remember it? Try it here. Wrong tries count towards the lock, just as when leaving child mode."
          >
            <CheckPinForm state={stateFor("check")} busy={submitting === "check"} />
          </SettingsSection>
          <SettingsSection
            id="remove-pin"
            title="Remove the PIN"
            description="Removes your family's PIN. You can set a new one at any time."
          >
            <RemovePinForm reauth={reauth} state={stateFor("remove")} busy={submitting === "remove"} />
          </SettingsSection>
        </>
      ) : null}
    </SettingsFrame>
  );
}
