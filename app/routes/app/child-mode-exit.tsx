import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, redirectDocument, useNavigation } from "react-router";
import { ChildShell } from "../../components/child-mode/child-shell.tsx";
import { CHILD_SCREEN } from "../../components/child-mode/child-screen.ts";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { signOut } from "../../server/auth/sign-in.server.ts";
import { requestChildMode } from "../../server/child-mode/child-mode-guard.server.ts";
import { endChildMode } from "../../server/child-mode/child-mode.server.ts";
import { CHILD_MODE_HOME } from "../../server/child-mode/child-mode-paths.ts";
import { checkParentModePin } from "../../server/parent-mode-pin/check-parent-mode-pin.server.ts";
import { findParentModePinStatus } from "../../server/parent-mode-pin/find-parent-mode-pin.server.ts";
import { PIN_LOCK_SECONDS, PIN_MAX_ATTEMPTS } from "../../server/parent-mode-pin/pin-forms.ts";
import { findMember } from "../../server/placement/find-member.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/child-mode-exit";

export const handle = CHILD_SCREEN;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** /child-mode/exit: the parent-mode PIN ends child mode (PRODUCT.md §4); nothing else does. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const childMode = await requestChildMode(args);
  if (!childMode) throw redirect("/dashboard", { headers: parent.responseHeaders });
  const services = args.context.get(servicesContext);
  const member = await findMember(services.database.db, childMode.familyId, childMode.memberId);
  const pin = await findParentModePinStatus(services, childMode.familyId);
  const t = createT(await requestLocale(args.context));
  return data(
    {
      pageTitle: t("childMode.exit.title"),
      childName: member?.displayName ?? "",
      hasPin: pin.hasPin,
      // A lock that is already on shows at once, before anyone types.
      locked:
        pin.hasPin && pin.lockedForSeconds
          ? t("childMode.exit.locked", { attempts: PIN_MAX_ATTEMPTS, minutes: minutes(pin.lockedForSeconds) })
          : null,
    },
    { headers: privatePageHeaders(parent) },
  );
}

export async function action(args: Route.ActionArgs) {
  const parent = await requireParent(args);
  const form = await readFormFields(args.request);
  const childMode = await requestChildMode(args);
  // Already left (another tab): nothing to do.
  if (!childMode) return redirectDocument("/dashboard", { headers: parent.responseHeaders });
  const services = args.context.get(servicesContext);
  const { clientIp } = args.context.get(requestContext);
  const t = createT(await requestLocale(args.context));
  const headers = privatePageHeaders(parent);

  if (form.intent === "sign-out") {
    // Only when the family has no PIN left to check (a co-parent removed it): signing in again
    // needs the parent's password, so this is no way round the PIN.
    const pin = await findParentModePinStatus(services, childMode.familyId);
    if (pin.hasPin) return data({ error: t("childMode.exit.invalid") }, { status: 400, headers });
    const signedOut = await signOut(services, { request: args.request, clientIp });
    return redirectDocument("/login?signedOut=1", { headers: signedOut });
  }

  const result = await checkParentModePin(services, childMode.familyId, form, { clientIp });
  switch (result.status) {
    case "right":
      await endChildMode(services, childMode.sessionId);
      // A fresh document: the parent's pages load with their own shell and nothing of the child's.
      return redirectDocument("/dashboard", { headers: parent.responseHeaders });
    case "wrong":
      return data(
        { error: t("childMode.exit.wrong", { count: result.attemptsLeft, minutes: PIN_LOCK_SECONDS / 60 }) },
        { status: 400, headers },
      );
    case "locked":
      return data(
        {
          error: t("childMode.exit.locked", {
            attempts: PIN_MAX_ATTEMPTS,
            minutes: minutes(result.retryAfterSeconds),
          }),
        },
        { status: 423, headers },
      );
    case "rate-limited":
      headers.set("Retry-After", String(result.retryAfterSeconds));
      return data(
        { error: t("childMode.exit.rateLimited", { minutes: minutes(result.retryAfterSeconds) }) },
        { status: 429, headers },
      );
    case "invalid":
      return data({ error: t("childMode.exit.invalid") }, { status: 400, headers });
    case "no-pin":
      return data({ error: t("childMode.exit.noPin") }, { status: 409, headers });
  }
}

export default function ChildModeExit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : loaderData.locked;
  const pinInput = useRef<HTMLInputElement>(null);
  // After a refused try the field is emptied and focused again, ready for the next one.
  useEffect(() => {
    if (actionData && pinInput.current) {
      pinInput.current.value = "";
      pinInput.current.focus();
    }
  }, [actionData]);
  return (
    <ChildShell childName={loaderData.childName} showExit={false}>
      <main id="main" className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("childMode.exit.title")}</h1>
        <p className="mt-4 text-xl leading-relaxed text-slate-800">{t("childMode.exit.intro")}</p>
        {loaderData.hasPin ? (
          <Form method="post" className="mt-8 space-y-4" noValidate>
            <div>
              <label htmlFor="pin" className="block text-lg font-semibold text-slate-900">
                {t("childMode.exit.pinLabel")}
              </label>
              <p id="pin-hint" className="text-slate-700">
                {t("childMode.exit.pinHint")}
              </p>
              <input
                ref={pinInput}
                id="pin"
                name="pin"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "pin-hint pin-error" : "pin-hint"}
                className={`mt-2 w-48 rounded-lg border border-slate-500 bg-white px-4 py-3 text-2xl tracking-[0.4em] ${FOCUS_RING}`}
              />
              {error ? (
                <p
                  id="pin-error"
                  role="alert"
                  className="mt-3 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900"
                >
                  {error}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={busy}
              className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
            >
              {busy ? t("childMode.exit.checking") : t("childMode.exit.submit")}
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-8 space-y-4">
            <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900">
              {error ?? t("childMode.exit.noPin")}
            </p>
            <button
              type="submit"
              name="intent"
              value="sign-out"
              disabled={busy}
              className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
            >
              {t("childMode.exit.signOut")}
            </button>
          </Form>
        )}
        <p className="mt-10 text-lg">
          <Link to={CHILD_MODE_HOME} className={`font-semibold text-brand-700 underline ${FOCUS_RING}`}>
            {t("childMode.exit.back")}
          </Link>
        </p>
      </main>
    </ChildShell>
  );
}
