/**
 * The database schema as Kysely sees it. Column names are camelCase on both dialects (Kysely
 * quotes identifiers), matching SPEC.md's field names. Conventions (see type-parity.ts):
 * timestamps are ISO strings, ids are random UUIDv7 strings (never sequential).
 */
import type { Generated } from "kysely";

/** ISO-8601 UTC timestamp, e.g. "2026-11-21T19:45:00.000Z". */
export type Timestamp = string;

/** Fixed-window request counters shared by every app server (SECURITY.md "Brute force"). */
export type RateLimitBucketTable = {
  /** What is limited and for whom, e.g. "contact:ip:203.0.113.9". */
  key: string;
  windowStart: Timestamp;
  hits: number;
  expiresAt: Timestamp;
};

/**
 * A device or client address a parent signed in from (docs/decisions/0012): with the right password
 * it is let through sign-in limits that strangers can fill. `key` is an HMAC of the user id and the
 * device id or address, so neither is stored.
 */
export type TrustedSignInSourceTable = {
  key: string;
  userId: string;
  kind: "device" | "address";
  lastSignInAt: Timestamp;
  expiresAt: Timestamp;
};

/** A consented, anonymous page view (first-party analytics; PRODUCT.md §6). */
export type PageViewTable = {
  id: string;
  path: string;
  title: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  createdAt: Timestamp;
};

/** A message from the public contact form (kept 24 months; see the privacy policy). */
export type ContactMessageTable = {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: Timestamp;
  /** When the copy to the support inbox was handed to the mailer; null if that failed. */
  emailedAt: Timestamp | null;
};

/** An anonymous practice check on /staar-full: engine placement state, no personal data. */
export type PracticeCheckTable = {
  id: string;
  grade: number;
  subject: string;
  theme: string;
  /** The engine's placement state (plain, versioned JSON). */
  stateJson: unknown;
  /** When the pending question was first shown (response times are measured on the server). */
  pendingShownAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  completedAt: Timestamp | null;
};

/**
 * better-auth's tables (its schema check verifies the columns at start-up). better-auth reads and
 * writes them itself; our services only read names and e-mails and delete rows.
 */
export type UserTable = {
  id: string;
  name: string;
  email: string;
  /** Left to better-auth's own boolean handling: on SQLite this reads as 0/1 through our handle. */
  emailVerified: boolean | number;
  image: string | null;
  /** The parent's language for e-mails and pages ("en" or "es"); null means English. */
  language: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SessionTable = {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
};

export type AccountTable = {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** SPEC.md §3 family record. */
export type FamilyTable = {
  id: string;
  primaryParentUid: string;
  hasCOPPAVerification: boolean;
  /** IANA time zone (migration 0007): "today" and plan dates are the family's local days. */
  timeZone: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type FamilyRole = "primary" | "co-parent";

export type FamilyMemberTable = {
  userId: string;
  familyId: string;
  role: FamilyRole;
  createdAt: Timestamp;
};

export type FamilyInvitationTable = {
  id: string;
  familyId: string;
  email: string;
  /** SHA-256 of the token the e-mail carries; the token itself is never stored. */
  tokenHash: string;
  invitedByUserId: string;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  createdAt: Timestamp;
};

export type ConsentMethod = "email-plus" | "card";
export type ConsentStatus = "pending" | "confirmed" | "revoked" | "superseded";

/** A verifiable parental consent request and, once confirmed, its record (PRODUCT.md §6). */
export type ParentalConsentTable = {
  id: string;
  familyId: string;
  parentUserId: string;
  method: ConsentMethod;
  noticeVersion: string;
  status: ConsentStatus;
  /** What proves it: the e-mail confirmation's message id, or the card payment's id. */
  evidenceId: string | null;
  tokenHash: string | null;
  tokenExpiresAt: Timestamp | null;
  requestedAt: Timestamp;
  confirmedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  followUpDueAt: Timestamp | null;
  followUpSentAt: Timestamp | null;
};

export type Involvement = "side-by-side" | "check-ins" | "independent";

export type ChildTable = {
  id: string;
  familyId: string;
  displayName: string;
  grade: number;
  subjectsJson: unknown;
  interestsJson: unknown;
  involvement: Involvement;
  scheduleJson: unknown;
  hasPersonalizedPlan: boolean;
  archivedAt: Timestamp | null;
  /** Retention: children inactive for 12 months are deleted (privacy policy). */
  lastActiveAt: Timestamp;
  /** When the 30-day retention warning went out; cleared by any new activity (migration 0006). */
  retentionWarningSentAt: Timestamp | null;
  /** The parent's goals for the plan (migration 0007; app/server/plans/goals.ts); null = none yet. */
  goalsJson: Generated<unknown>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** SPEC.md §3 feedback record; the last four ids are empty text when absent. */
export type FeedbackTable = {
  id: string;
  feedbackText: string;
  userId: string | null;
  currentRoute: string;
  componentOrSection: string;
  browser: string;
  deviceType: string;
  os: string;
  timestampUTC: string;
  isAuthenticated: boolean;
  memberId: string;
  familyId: string;
  learningPlanId: string;
  childProfileId: string;
};

export type StaffRoleTable = {
  userId: string;
  role: "admin";
  grantedAt: Timestamp;
};

export type ParentModePinTable = {
  familyId: string;
  pinHash: string;
  failedAttempts: number;
  lockedUntil: Timestamp | null;
  updatedAt: Timestamp;
};

/** A Stripe webhook event already applied; its id makes every redelivery a no-op. */
export type StripeEventTable = {
  /** Stripe's event id ("evt_…"). */
  id: string;
  type: string;
  processedAt: Timestamp;
};

/** Stripe's subscription statuses, as stored (null: the family has never subscribed). */
export type SubscriptionStatus =
  "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "incomplete" | "incomplete_expired" | "paused";

/** A family's free trial and Stripe subscription (issue 17; migration 0008). */
export type FamilyBillingTable = {
  familyId: string;
  trialStartedAt: Timestamp;
  trialEndsAt: Timestamp;
  trialReminderSentAt: Timestamp | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  status: SubscriptionStatus | null;
  planId: string | null;
  /** "month" or "year". */
  billingInterval: string | null;
  /** The subscription's price in the smallest currency unit (cents), before tax. */
  priceAmount: number | null;
  currency: string | null;
  currentPeriodEnd: Timestamp | null;
  /** The end of Stripe's own trial when the parent subscribed during ours (first charge then). */
  subscriptionTrialEndsAt: Timestamp | null;
  cancelAtPeriodEnd: Generated<boolean>;
  canceledAt: Timestamp | null;
  /** When the subscription became past_due (the grace period counts from here). */
  pastDueSince: Timestamp | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** "MM/YYYY". */
  cardExpiry: string | null;
  syncedAt: Timestamp | null;
  reconcileClaimedUntil: Timestamp | null;
  reconciledAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type PlacementStatus = "active" | "done";

/** A child's placement check in one subject (issue 12); `version` is its compare-and-swap counter. */
export type PlacementCheckTable = {
  id: string;
  childId: string;
  subject: string;
  status: PlacementStatus;
  /** The engine's placement state (validated with readPlacementState when read). */
  stateJson: unknown;
  stateSchemaVersion: number;
  version: number;
  /** Counted answers (rapid guesses excluded) and rapid guesses, for the dashboard and the parent. */
  countedItems: number;
  rapidGuesses: number;
  /** The question on screen (app/server/placement/item-snapshot.ts), when it was shown and its answer key. */
  pendingJson: unknown;
  pendingShownAt: Timestamp | null;
  pendingAnswerKey: string | null;
  startedAt: Timestamp;
  updatedAt: Timestamp;
  completedAt: Timestamp | null;
};

export type LearnerStateTable = {
  childId: string;
  subject: string;
  stateJson: unknown;
  stateSchemaVersion: number;
  version: number;
  updatedAt: Timestamp;
};

export type LearningPlanTable = {
  id: string;
  childId: string;
  subject: string;
  currentVersion: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** "rebuild": composed again on request (the rebuildLearningPlan callable function). */
export type PlanTrigger = "placement" | "goals" | "missed-sessions" | "schedule" | "rebuild";

export type LearningPlanVersionTable = {
  id: string;
  planId: string;
  version: number;
  /** The engine's LearningPlan. */
  planJson: unknown;
  /** The goals it was built with (app/server/plans/goals.ts). */
  goalsJson: unknown;
  trigger: PlanTrigger;
  /** What changed from the version before (app/server/plans/plan-changes.ts). */
  changesJson: unknown;
  createdByUserId: string | null;
  createdAt: Timestamp;
};

/** "re-measure": the day-30 strand re-measure inside a session (decision 0029). */
export type AnswerContext = "placement" | "session" | "day-7" | "assignment" | "re-measure";

/** One answer, as it happened; rows are only ever inserted (decision 0014). */
export type AnswerLogTable = {
  id: string;
  childId: string;
  subject: string;
  context: AnswerContext;
  /** The placement check (or session, …) the answer belongs to, and its position there. */
  contextId: string;
  sequence: number;
  itemId: string;
  skillId: string;
  strand: string;
  seed: number | null;
  difficulty: number | null;
  theme: string | null;
  format: string;
  generatorVersion: string;
  /** The item exactly as shown, answer included (app/server/placement/item-snapshot.ts). */
  snapshotJson: unknown;
  /** The child's raw response. */
  responseJson: unknown;
  correct: boolean;
  hintsUsed: number;
  retries: number;
  /** Measured on the server: answeredAt minus shownAt. */
  responseTimeMs: number;
  dontKnow: boolean;
  rapidGuess: boolean;
  idempotencyKey: string;
  shownAt: Timestamp;
  answeredAt: Timestamp;
};

/** A parent's private calendar feed (migration 0012, decision 0025): only the token's SHA-256. */
export type CalendarFeedTable = {
  userId: string;
  familyId: string;
  tokenHash: string;
  locale: string;
  createdAt: Timestamp;
};

/**
 * Child mode on one sign-in session (migration 0011, decision 0018): while the row exists, that
 * session may reach only the child's own pages. It dies with the session, the child or the family.
 */
export type ChildModeSessionTable = {
  sessionId: string;
  familyId: string;
  memberId: string;
  startedAt: Timestamp;
};

export type DailySessionStatus = "planned" | "started" | "ended";

/** A child's session on one family-local day (issue 13, decision 0017); `version` is its CAS counter. */
export type DailySessionTable = {
  id: string;
  childId: string;
  day: string;
  status: DailySessionStatus;
  /** The parts as planned (app/server/sessions/session-parts.ts). */
  partsJson: unknown;
  /** Level changes during the session, with their reasons. */
  changesJson: unknown;
  activeMs: number;
  lastActivityAt: Timestamp | null;
  version: number;
  createdAt: Timestamp;
  startedAt: Timestamp | null;
  endedAt: Timestamp | null;
};

/** "day-7-check" and "re-measure": the day-7 check and the day-30 strand re-measure (decision 0029). */
export type SessionActivityKind =
  "lesson-practice" | "review" | "reading" | "word-problems" | "day-7-check" | "re-measure";
export type SessionActivityStatus = "planned" | "started" | "done" | "skipped";

/** One part of a daily session and the item on screen in it. */
export type SessionActivityTable = {
  id: string;
  sessionId: string;
  childId: string;
  position: number;
  kind: SessionActivityKind;
  subject: string;
  skillId: string | null;
  passageId: string | null;
  theme: string | null;
  plannedMinutes: number;
  status: SessionActivityStatus;
  stateJson: unknown;
  stateSchemaVersion: number;
  pendingJson: unknown;
  pendingShownAt: Timestamp | null;
  answered: number;
  correctCount: number;
  activeMs: number;
  onPaper: boolean;
  version: number;
  startedAt: Timestamp | null;
  endedAt: Timestamp | null;
  updatedAt: Timestamp;
  /** The assignment this part does (migration 0013); kept when the assignment is deleted. */
  assignmentId: string | null;
};

export type AssignmentKind = "skill" | "passage" | "practice-set";
export type AssignmentStatus = "open" | "in-progress" | "done";

/** Work a parent sets for a child (migration 0013, issue 15); `version` is its CAS counter. */
export type AssignmentTable = {
  id: string;
  familyId: string;
  childId: string;
  createdByUserId: string | null;
  kind: AssignmentKind;
  subject: string;
  skillId: string | null;
  passageId: string | null;
  itemCount: number | null;
  /** Family-local YYYY-MM-DD. */
  dueDay: string;
  note: string;
  position: number;
  status: AssignmentStatus;
  answered: number;
  correctCount: number;
  version: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  startedAt: Timestamp | null;
  completedAt: Timestamp | null;
  /** Set when the parent deletes it: the answers stay in the child's history. */
  deletedAt: Timestamp | null;
};

export type ScheduledEmailKind = "weekly" | "session-reminder" | "assignment-due" | "report-ready";

/** One claimed scheduled e-mail (migration 0015, decision 0028): UNIQUE (kind, key) makes it once. */
export type ScheduledEmailTable = {
  id: string;
  kind: ScheduledEmailKind;
  key: string;
  userId: string;
  familyId: string;
  /** SHA-256 of the one-click unsubscribe token in the e-mail's headers and footer. */
  unsubscribeTokenHash: string;
  claimedAt: Timestamp;
  sentAt: Timestamp | null;
};

/** A parent's e-mail choices (migration 0015); no row means the defaults. */
export type EmailPreferenceTable = {
  userId: string;
  weeklyEmail: boolean;
  reportEmail: boolean;
  sessionReminders: boolean;
  assignmentReminders: boolean;
  reminderLeadMinutes: number;
  updatedAt: Timestamp;
};

/** The demo family's slot (migration 0017, decision 0030). */
export type DemoFamilyTable = {
  slot: string;
  familyId: string | null;
  /** UTC YYYY-MM-DD the shown family was built; older than today is stale. */
  builtDay: string | null;
  status: "building" | "ready";
  claimToken: string;
  claimedAt: Timestamp;
  readyAt: Timestamp | null;
};

/** A sign-in session exploring the demo family (migration 0017). */
export type DemoSessionTable = {
  sessionId: string;
  startedAt: Timestamp;
};

export type Database = {
  rateLimitBucket: RateLimitBucketTable;
  trustedSignInSource: TrustedSignInSourceTable;
  pageView: PageViewTable;
  contactMessage: ContactMessageTable;
  practiceCheck: PracticeCheckTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  family: FamilyTable;
  familyMember: FamilyMemberTable;
  familyInvitation: FamilyInvitationTable;
  parentalConsent: ParentalConsentTable;
  child: ChildTable;
  feedback: FeedbackTable;
  staffRole: StaffRoleTable;
  parentModePin: ParentModePinTable;
  stripeEvent: StripeEventTable;
  placementCheck: PlacementCheckTable;
  learnerState: LearnerStateTable;
  learningPlan: LearningPlanTable;
  learningPlanVersion: LearningPlanVersionTable;
  answerLog: AnswerLogTable;
  familyBilling: FamilyBillingTable;
  childModeSession: ChildModeSessionTable;
  dailySession: DailySessionTable;
  sessionActivity: SessionActivityTable;
  calendarFeed: CalendarFeedTable;
  assignment: AssignmentTable;
  scheduledEmail: ScheduledEmailTable;
  emailPreference: EmailPreferenceTable;
  demoFamily: DemoFamilyTable;
  demoSession: DemoSessionTable;
};

/**
 * Boolean columns (any table): SQLite keeps them as 0/1 and the parity plugin converts them.
 * Not `emailVerified`: better-auth converts its own booleans and would choke on a converted one.
 */
export const BOOLEAN_COLUMNS: readonly string[] = [
  "hasCOPPAVerification",
  "hasPersonalizedPlan",
  "isAuthenticated",
  "cancelAtPeriodEnd",
  "correct",
  "dontKnow",
  "rapidGuess",
  "onPaper",
  "weeklyEmail",
  "reportEmail",
  "sessionReminders",
  "assignmentReminders",
];

/** JSON columns (any table): SQLite keeps them as text and the parity plugin parses them. */
export const JSON_COLUMNS: readonly string[] = [
  "stateJson",
  "subjectsJson",
  "interestsJson",
  "scheduleJson",
  "goalsJson",
  "pendingJson",
  "planJson",
  "changesJson",
  "snapshotJson",
  "responseJson",
  "partsJson",
];

export type { Generated };
