/**
 * A parent's choices for the scheduled family e-mails (issues 15 and 16, decision 0028), as the
 * Settings > Profile form sends them. The weekly e-mail and the report-ready e-mail are on unless
 * the parent turns them off; session and assignment reminders are off until the parent turns them
 * on (issue 15: opt-in), with a lead time from a short list.
 */
import { z } from "zod";
import type { ScheduledEmailKind } from "../../../db/schema.ts";
import { messageRef } from "../../i18n/message-format.ts";

export type EmailPreferences = {
  weeklyEmail: boolean;
  reportEmail: boolean;
  sessionReminders: boolean;
  assignmentReminders: boolean;
  /** Minutes before the child's session time that its reminder goes out. */
  reminderLeadMinutes: number;
};

export const REMINDER_LEAD_MINUTES = [15, 30, 60, 120] as const;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  weeklyEmail: true,
  reportEmail: true,
  sessionReminders: false,
  assignmentReminders: false,
  reminderLeadMinutes: 30,
};

/** The preference each e-mail kind obeys (and that its one-click unsubscribe turns off). */
export const PREFERENCE_OF_KIND: Record<ScheduledEmailKind, Exclude<keyof EmailPreferences, "reminderLeadMinutes">> = {
  weekly: "weeklyEmail",
  "report-ready": "reportEmail",
  "session-reminder": "sessionReminders",
  "assignment-due": "assignmentReminders",
};

export const SCHEDULED_EMAIL_KINDS = Object.keys(PREFERENCE_OF_KIND) as ScheduledEmailKind[];

export function isScheduledEmailKind(value: unknown): value is ScheduledEmailKind {
  return typeof value === "string" && value in PREFERENCE_OF_KIND;
}

/** A checkbox: "on" when ticked, absent when not; anything else is refused rather than guessed. */
const checkbox = z
  .literal("on", { error: messageRef("emails.settings.error.checkbox") })
  .optional()
  .transform((value) => value === "on");

export const emailPreferencesSchema = z.object({
  weeklyEmail: checkbox,
  reportEmail: checkbox,
  sessionReminders: checkbox,
  assignmentReminders: checkbox,
  reminderLeadMinutes: z
    .string({ error: messageRef("emails.settings.error.leadTime") })
    .transform(Number)
    .pipe(
      z.union(
        REMINDER_LEAD_MINUTES.map((minutes) => z.literal(minutes)),
        { error: messageRef("emails.settings.error.leadTime") },
      ),
    ),
});
