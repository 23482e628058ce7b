/**
 * Reading and saving a parent's e-mail choices (Settings > Profile), the parents of families an
 * e-mail goes to, and the one-click unsubscribe (decision 0028).
 */
import type { Kysely } from "kysely";
import type { Database, ScheduledEmailKind } from "../../../db/schema.ts";
import { toLocale, type Locale } from "../../i18n/locales.ts";
import { parseForm, type FieldErrors } from "../../lib/parse-form.ts";
import {
  DEFAULT_EMAIL_PREFERENCES,
  emailPreferencesSchema,
  PREFERENCE_OF_KIND,
  REMINDER_LEAD_MINUTES,
  type EmailPreferences,
} from "./email-preferences.ts";
import { hashUnsubscribeToken } from "./send-scheduled-email.server.ts";

type PreferenceRow = Pick<
  Database["emailPreference"],
  "weeklyEmail" | "reportEmail" | "sessionReminders" | "assignmentReminders" | "reminderLeadMinutes"
>;

function fromRow(row: PreferenceRow | undefined): EmailPreferences {
  if (!row) return { ...DEFAULT_EMAIL_PREFERENCES };
  const lead = Number(row.reminderLeadMinutes);
  return {
    weeklyEmail: row.weeklyEmail === true,
    reportEmail: row.reportEmail === true,
    sessionReminders: row.sessionReminders === true,
    assignmentReminders: row.assignmentReminders === true,
    reminderLeadMinutes: (REMINDER_LEAD_MINUTES as readonly number[]).includes(lead)
      ? lead
      : DEFAULT_EMAIL_PREFERENCES.reminderLeadMinutes,
  };
}

const PREFERENCE_COLUMNS = [
  "weeklyEmail",
  "reportEmail",
  "sessionReminders",
  "assignmentReminders",
  "reminderLeadMinutes",
] as const;

export async function loadEmailPreferences(db: Kysely<Database>, userId: string): Promise<EmailPreferences> {
  const row = await db
    .selectFrom("emailPreference")
    .select(PREFERENCE_COLUMNS)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return fromRow(row);
}

async function writePreferences(db: Kysely<Database>, userId: string, preferences: EmailPreferences, now: Date) {
  const values = { ...preferences, updatedAt: now.toISOString() };
  await db
    .insertInto("emailPreference")
    .values({ userId, ...values })
    .onConflict((conflict) => conflict.column("userId").doUpdateSet(values))
    .execute();
}

export type SaveEmailPreferencesResult =
  | { status: "saved"; preferences: EmailPreferences }
  | { status: "invalid"; errors: FieldErrors<Record<keyof EmailPreferences, unknown>> };

/** Saves the Settings > Profile form; a bad value changes nothing and says which field. */
export async function saveEmailPreferences(
  db: Kysely<Database>,
  userId: string,
  input: Record<string, unknown>,
  now: Date = new Date(),
): Promise<SaveEmailPreferencesResult> {
  const parsed = parseForm(emailPreferencesSchema, input);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
  await writePreferences(db, userId, parsed.value, now);
  return { status: "saved", preferences: parsed.value };
}

export type Recipient = {
  userId: string;
  familyId: string;
  email: string;
  name: string;
  locale: Locale;
  preferences: EmailPreferences;
};

/** Every parent (primary and co-parents) of the given families, with their e-mail choices. */
export async function familyRecipients(db: Kysely<Database>, familyIds: readonly string[]): Promise<Recipient[]> {
  if (familyIds.length === 0) return [];
  const rows = await db
    .selectFrom("familyMember")
    .innerJoin("user", "user.id", "familyMember.userId")
    .leftJoin("emailPreference", "emailPreference.userId", "familyMember.userId")
    .select([
      "familyMember.userId",
      "familyMember.familyId",
      "user.email",
      "user.name",
      "user.language",
      "emailPreference.weeklyEmail",
      "emailPreference.reportEmail",
      "emailPreference.sessionReminders",
      "emailPreference.assignmentReminders",
      "emailPreference.reminderLeadMinutes",
    ])
    .where("familyMember.familyId", "in", [...familyIds])
    .orderBy("familyMember.createdAt")
    .execute();
  return rows.map((row) => ({
    userId: row.userId,
    familyId: row.familyId,
    email: row.email,
    name: row.name,
    locale: toLocale(row.language),
    preferences:
      row.reminderLeadMinutes === null
        ? { ...DEFAULT_EMAIL_PREFERENCES }
        : fromRow({
            weeklyEmail: row.weeklyEmail ?? false,
            reportEmail: row.reportEmail ?? false,
            sessionReminders: row.sessionReminders ?? false,
            assignmentReminders: row.assignmentReminders ?? false,
            reminderLeadMinutes: row.reminderLeadMinutes,
          }),
  }));
}

/** What an unsubscribe link points at: the e-mail kind, or null for an unknown or damaged token. */
export async function findUnsubscribeLink(
  db: Kysely<Database>,
  token: string,
): Promise<{ kind: ScheduledEmailKind; userId: string; locale: Locale; subscribed: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom("scheduledEmail")
    .innerJoin("user", "user.id", "scheduledEmail.userId")
    .select(["scheduledEmail.kind", "scheduledEmail.userId", "user.language"])
    .where("scheduledEmail.unsubscribeTokenHash", "=", hashUnsubscribeToken(token))
    .executeTakeFirst();
  if (!row || !(row.kind in PREFERENCE_OF_KIND)) return null;
  const preferences = await loadEmailPreferences(db, row.userId);
  return {
    kind: row.kind,
    userId: row.userId,
    locale: toLocale(row.language),
    subscribed: preferences[PREFERENCE_OF_KIND[row.kind]],
  };
}

/**
 * One-click unsubscribe (RFC 8058): turns off the kind of e-mail the token came with, for the
 * parent it was sent to, and nothing else. Doing it twice is harmless; a bad token changes nothing.
 */
export async function unsubscribeByToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<{ status: "unsubscribed"; kind: ScheduledEmailKind; locale: Locale } | { status: "not-found" }> {
  const link = await findUnsubscribeLink(db, token);
  if (!link) return { status: "not-found" };
  // Only this kind's column changes (a settings form saved at the same moment keeps the rest).
  const column = PREFERENCE_OF_KIND[link.kind];
  const updatedAt = now.toISOString();
  await db
    .insertInto("emailPreference")
    .values({ userId: link.userId, ...DEFAULT_EMAIL_PREFERENCES, [column]: false, updatedAt })
    .onConflict((conflict) => conflict.column("userId").doUpdateSet({ [column]: false, updatedAt }))
    .execute();
  return { status: "unsubscribed", kind: link.kind, locale: link.locale };
}
