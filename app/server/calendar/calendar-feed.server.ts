/**
 * The private iCalendar feed (issue 15, decision 0025). A parent holds one unguessable token; only
 * its SHA-256 is stored, so the URL is shown once (on creation or regeneration) and regenerating
 * makes the old URL answer 404. The feed carries the planned sessions of the next eight weeks (as
 * UTC instants computed in the family's time zone, so DST changes are right in every calendar app)
 * and the day-7 and day-30 milestones and the assignments due (not yet done) as all-day events,
 * with the child's first name and subjects only.
 */
import { createHash, randomBytes } from "node:crypto";
import ical from "ical-generator";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Translate } from "../../i18n/translate.ts";
import { localDay } from "../plans/family-day.ts";
import { addDays, instantOf } from "./calendar-dates.ts";
import { familyTimeZone, loadFamilyCalendar } from "./load-calendar.server.ts";

/** How far ahead planned sessions go (issue 15: about eight weeks). */
export const FEED_WEEKS = 8;
const SESSION_MINUTES = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function feedPath(token: string): string {
  return `/calendar/feed/${token}.ics`;
}

/** Whether the parent has a feed (the page says "subscribed" without being able to show the URL). */
export async function hasCalendarFeed(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("calendarFeed").select("userId").where("userId", "=", userId).executeTakeFirst();
  return row !== undefined;
}

/** A new token for the parent (256 random bits), replacing any earlier one; returns the token once. */
export async function createCalendarFeed(
  db: Kysely<Database>,
  { userId, familyId, locale, now }: { userId: string; familyId: string; locale: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendarFeed").where("userId", "=", userId).execute();
    await trx
      .insertInto("calendarFeed")
      .values({ userId, familyId, tokenHash, locale, createdAt: now.toISOString() })
      .execute();
  });
  return token;
}

/** Stops the feed: the URL answers 404 from now on. */
export async function deleteCalendarFeed(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("calendarFeed").where("userId", "=", userId).execute();
}

/**
 * The family a feed token opens, or null for a malformed, unknown or replaced token. The family is
 * checked again through the parent's membership, so a parent who left the family sees nothing.
 */
export async function findFeedFamily(
  db: Kysely<Database>,
  token: string,
): Promise<{ familyId: string; locale: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom("calendarFeed")
    .innerJoin("familyMember", (join) =>
      join
        .onRef("familyMember.userId", "=", "calendarFeed.userId")
        .onRef("familyMember.familyId", "=", "calendarFeed.familyId"),
    )
    .innerJoin("family", "family.id", "calendarFeed.familyId")
    .select(["calendarFeed.familyId", "calendarFeed.locale"])
    .where("calendarFeed.tokenHash", "=", hashFeedToken(token))
    .where("family.hasCOPPAVerification", "=", true)
    .executeTakeFirst();
  return row ?? null;
}

/** The feed's text for a family: planned sessions from today for eight weeks, and milestones. */
export async function buildFamilyFeed(
  db: Kysely<Database>,
  familyId: string,
  { now, t, publicUrl }: { now: Date; t: Translate; publicUrl: string },
): Promise<string> {
  const today = localDay(now, await familyTimeZone(db, familyId));
  const last = addDays(today, FEED_WEEKS * 7 - 1);
  const calendar = await loadFamilyCalendar(db, familyId, { from: today, to: last, now, locale: t.locale });
  const feed = ical({
    name: t("calendar.feed.name"),
    prodId: { company: "Brightpath", product: "calendar" },
    ttl: 3600,
  });
  if (!calendar) return feed.toString();
  const url = new URL("/calendar", publicUrl).toString();
  for (const child of calendar.children) {
    const subjects = child.subjects.map((subject) => t(`calendar.subject.${subject}`)).join(", ");
    for (let day = today; day <= last; day = addDays(day, 1)) {
      const entry = calendar.days[day]?.find((item) => item.childId === child.id);
      if (!entry || entry.state === "done" || entry.state === "none" || entry.time === null) continue;
      const start = instantOf(day, entry.time, calendar.timeZone);
      feed.createEvent({
        id: `session-${child.id}-${day}@brightpath`,
        start,
        end: new Date(start.getTime() + SESSION_MINUTES * 60_000),
        stamp: now,
        summary: t("calendar.feed.session", { name: child.firstName }),
        description: subjects,
        url,
      });
    }
    // Assignments due (issue 15): all-day events with the first name and the subject only.
    for (let day = today; day <= last; day = addDays(day, 1)) {
      for (const assignment of calendar.assignments[day] ?? []) {
        if (assignment.childId !== child.id || assignment.status === "done") continue;
        feed.createEvent({
          id: `assignment-${assignment.id}@brightpath`,
          start: new Date(`${day}T00:00:00Z`),
          allDay: true,
          stamp: now,
          summary: t("calendar.feed.assignment", { name: child.firstName }),
          description: t(`calendar.subject.${assignment.subject}`),
          url,
        });
      }
    }
    // Milestones are shown whenever they fall, past ones included, so the calendar app keeps them.
    if (child.milestones) {
      for (const kind of ["day7", "day30"] as const) {
        const day = child.milestones[kind];
        feed.createEvent({
          id: `${kind}-${child.id}@brightpath`,
          start: new Date(`${day}T00:00:00Z`),
          allDay: true,
          stamp: now,
          summary: t(`calendar.feed.${kind}`, { name: child.firstName }),
          description: subjects,
          url,
        });
      }
    }
  }
  return feed.toString();
}
