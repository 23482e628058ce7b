/** SPEC.md §9: the success message closes the dialog after 1200 ms. */
export const FEEDBACK_CLOSE_DELAY_MS = 1200;

/** The longest feedback text the server stores. */
export const FEEDBACK_MAX_LENGTH = 5000;

/** Submission ids: 32 hex characters from the browser's random source. */
export const SUBMISSION_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * A fresh id for one feedback submission, so a retried POST of the same text is stored once
 * (SECURITY.md "Data and faults"). crypto.randomUUID needs a secure context; getRandomValues
 * does not, so plain-HTTP deployments work too.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
