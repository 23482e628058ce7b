import type { Migration } from "kysely/migration";
import * as rateLimitBucket from "./0001-rate-limit-bucket.ts";
import * as pageViewsAndContactMessages from "./0002-page-views-and-contact-messages.ts";
import * as practiceChecks from "./0003-practice-checks.ts";
import * as accountsAndFamilies from "./0004-accounts-and-families.ts";
import * as stripeEvents from "./0005-stripe-events.ts";
import * as childRetentionWarning from "./0006-child-retention-warning.ts";
import * as placementAndPlans from "./0007-placement-and-plans.ts";
import * as familyBilling from "./0008-family-billing.ts";
import * as trustedSignInSource from "./0009-trusted-sign-in-source.ts";
import * as dailySessions from "./0010-daily-sessions.ts";
import * as childMode from "./0011-child-mode.ts";
import * as calendarFeed from "./0012-calendar-feed.ts";
import * as assignments from "./0013-assignments.ts";
import * as scheduledEmails from "./0015-scheduled-emails.ts";
import * as demoFamily from "./0017-demo-family.ts";
import * as maintenanceIndexes from "./0018-maintenance-indexes.ts";

/**
 * Every migration, in order. Listed by hand (not read from the folder) so the same list works
 * from source, from the server bundle and in tests. Names never change once released.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-rate-limit-bucket": rateLimitBucket,
  "0002-page-views-and-contact-messages": pageViewsAndContactMessages,
  "0003-practice-checks": practiceChecks,
  "0004-accounts-and-families": accountsAndFamilies,
  "0005-stripe-events": stripeEvents,
  "0006-child-retention-warning": childRetentionWarning,
  "0007-placement-and-plans": placementAndPlans,
  "0008-family-billing": familyBilling,
  "0009-trusted-sign-in-source": trustedSignInSource,
  "0010-daily-sessions": dailySessions,
  "0011-child-mode": childMode,
  "0012-calendar-feed": calendarFeed,
  "0013-assignments": assignments,
  "0015-scheduled-emails": scheduledEmails,
  "0017-demo-family": demoFamily,
  "0018-maintenance-indexes": maintenanceIndexes,
};
