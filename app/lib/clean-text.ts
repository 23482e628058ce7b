/**
 * Makes user text safe to store on both databases without changing what the person wrote
 * (SECURITY.md "Input": Unicode edge cases never crash a page or corrupt a record).
 * - NUL and other control characters (except tab and newline) are removed: PostgreSQL text
 *   cannot hold NUL, and the others are invisible noise.
 * - Lone surrogates become U+FFFD, so the text is valid UTF-8 everywhere.
 * - Line endings become "\n"; surrounding white space is trimmed.
 * Zero-width and right-to-left characters are kept: they are legitimate in names and languages,
 * and React escapes everything it renders.
 */
export function cleanText(input: string): string {
  return (
    input
      .toWellFormed()
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
      .trim()
  );
}
