/**
 * Child-data retention (privacy policy, "How long we keep information"; SECURITY.md "Children's
 * privacy"): a child's data is deleted 12 months after the family's last sign-in, and the parents
 * are warned by e-mail 30 days before. child.lastActiveAt records the family's activity: a parent
 * opening the pages a sign-in lands on (recordFamilyActivity), a change to the child's profile, or
 * the child's own sessions.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const CHILD_RETENTION = { inactiveDays: 365, warningDays: 30 } as const;

/** Children last active before this are warned now. */
export function warningCutoff(now: Date): string {
  return new Date(now.getTime() - (CHILD_RETENTION.inactiveDays - CHILD_RETENTION.warningDays) * DAY_MS).toISOString();
}

/** Children last active before this, and warned long enough ago, are deleted now. */
export function deletionCutoffs(now: Date): { lastActiveBefore: string; warnedBefore: string } {
  return {
    lastActiveBefore: new Date(now.getTime() - CHILD_RETENTION.inactiveDays * DAY_MS).toISOString(),
    warnedBefore: new Date(now.getTime() - CHILD_RETENTION.warningDays * DAY_MS).toISOString(),
  };
}

/**
 * When a warned child's data goes: 12 months after the last activity, but never less than 30 days
 * after the warning (a warning sent late, e.g. after downtime, still gives the full 30 days).
 */
export function scheduledDeletion(lastActiveAt: string, warningSentAt: string): string {
  const byInactivity = new Date(lastActiveAt).getTime() + CHILD_RETENTION.inactiveDays * DAY_MS;
  const byWarning = new Date(warningSentAt).getTime() + CHILD_RETENTION.warningDays * DAY_MS;
  return new Date(Math.max(byInactivity, byWarning)).toISOString();
}

/** The columns every parent's change to a child sets: it counts as activity and lifts a warning. */
export function childActivity(now: Date = new Date()) {
  const at = now.toISOString();
  return { lastActiveAt: at, retentionWarningSentAt: null, updatedAt: at };
}
