/**
 * Single-use tokens for the consent e-mails' links. Only the SHA-256 of a token is stored
 * (parentalConsent.tokenHash), so a copy of the database cannot be used to confirm or revoke.
 */
import { createHash, randomBytes } from "node:crypto";

export const CONFIRM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The revoke link in the follow-up e-mail; after that the parent revokes in the app. */
export const REVOKE_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe. */
export function newConsentToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashConsentToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
