import { uuidv7 } from "uuidv7";

/**
 * Record ids: UUIDv7 (time-ordered, so indexes stay compact, with 74 random bits, so ids in URLs
 * cannot be guessed or enumerated; SECURITY.md "Access").
 */
export function newId(): string {
  return uuidv7();
}
