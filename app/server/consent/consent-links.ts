/**
 * The links consent e-mails carry. Like every e-mail link they open /auth/action (issue 4), which
 * shows a page with a button: opening a link never changes anything, so a mail scanner that
 * follows it cannot confirm or revoke.
 */
export const CONSENT_LINK_MODES = ["confirmConsent", "revokeConsent"] as const;
export type ConsentLinkMode = (typeof CONSENT_LINK_MODES)[number];

export function isConsentLinkMode(mode: string | null): mode is ConsentLinkMode {
  return mode !== null && (CONSENT_LINK_MODES as readonly string[]).includes(mode);
}

export function consentActionLink(publicUrl: string, mode: ConsentLinkMode, token: string): string {
  const url = new URL("/auth/action", publicUrl);
  url.searchParams.set("mode", mode);
  url.searchParams.set("token", token);
  return url.toString();
}
