/**
 * Tokens for co-parent invitation links. Only the SHA-256 of a token is stored
 * (familyInvitation.tokenHash), so a copy of the database cannot be used to join a family.
 */
import { createHash, randomBytes } from "node:crypto";

/** PRODUCT.md §1: an invitation works for seven days, once. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The link the invitation e-mail carries: /auth/action handles every link an e-mail carries. */
export function invitationLink(publicUrl: string, token: string): string {
  const url = new URL("/auth/action", publicUrl);
  url.searchParams.set("mode", "acceptInvite");
  url.searchParams.set("token", token);
  return url.toString();
}
