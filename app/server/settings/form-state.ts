/**
 * What a settings form shows after the server answered: messages by the fields, one message
 * above the form, and the typed values to keep (never passwords or PINs). Actions turn service
 * results into this, so the page components only render it.
 */
import { data } from "react-router";
import { reauthMessage, type ReauthFailure } from "./reauthenticate.server.ts";

export type FormState = {
  errors?: Partial<Record<string, string>>;
  /** A problem with the whole form (rate limit, re-authentication needed). */
  alert?: string;
  success?: string;
  values?: Record<string, string>;
  /** The parent has no password and the session is too old: offer to sign in again. */
  staleSession?: boolean;
  /** Set on success, so the form remounts with empty fields. */
  doneAt?: number;
};

export function reauthFailureState(failure: ReauthFailure, values?: Record<string, string>): FormState {
  const message = reauthMessage(failure);
  const base = values ? { values } : {};
  if (failure.status === "password-missing" || failure.status === "wrong-password") {
    return { ...base, errors: { currentPassword: message } };
  }
  if (failure.status === "stale-session") return { ...base, alert: message, staleSession: true };
  return { ...base, alert: message };
}

export function successState(message: string): FormState {
  return { success: message, doneAt: Date.now() };
}

/** The action's answer: the state for one form, with a status code that says what happened. */
export function formReply<Intent extends string>(
  intent: Intent,
  state: FormState,
  { headers, retryAfterSeconds }: { headers?: Headers; retryAfterSeconds?: number } = {},
) {
  const responseHeaders = new Headers(headers);
  let status = 200;
  if (retryAfterSeconds !== undefined) {
    status = 429;
    responseHeaders.set("Retry-After", String(retryAfterSeconds));
  } else if (state.staleSession) status = 403;
  else if (state.errors || state.alert) status = 400;
  return data({ intent, state }, { status, headers: responseHeaders });
}

/** What a form sent, as text, for the fields that may be shown again. */
export function keepValues(form: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, typeof form[field] === "string" ? form[field] : ""]));
}
