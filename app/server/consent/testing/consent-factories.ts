/**
 * Test data for consent tests: a parent with a family (as registration leaves it: consent not yet
 * given) and children, written straight to the database.
 */
import type { Kysely } from "kysely";
import { newId } from "../../../../db/ids.ts";
import type { Database } from "../../../../db/schema.ts";
import { toJson } from "../../../../db/type-parity.ts";
import { createFamilyForNewParent } from "../../family/create-family.server.ts";
import { findFamilyOfParent } from "../../family/find-family.server.ts";

export type TestParent = { userId: string; email: string; name: string; familyId: string };

let counter = 0;

export async function createTestParent(db: Kysely<Database>, name = "Maria Lopez"): Promise<TestParent> {
  counter += 1;
  const userId = newId();
  const email = `parent-${counter}-${userId.slice(-8)}@example.com`;
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id: userId,
      name,
      email,
      emailVerified: true,
      image: null,
      language: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await createFamilyForNewParent(db, userId);
  const family = await findFamilyOfParent(db, userId);
  if (!family) throw new Error("no family");
  return { userId, email, name, familyId: family.id };
}

/** A child row as child setup would write it (only possible here because tests bypass the services). */
export async function insertTestChild(db: Kysely<Database>, familyId: string, displayName = "Sam"): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto("child")
    .values({
      id,
      familyId,
      displayName,
      grade: 4,
      subjectsJson: toJson(["math"]),
      interestsJson: toJson(["space", "animals", "music"]),
      involvement: "side-by-side",
      scheduleJson: toJson({ days: ["mon"], time: "16:00" }),
      hasPersonalizedPlan: false,
      archivedAt: null,
      lastActiveAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** The /auth/action link in an e-mail's text, as mode and token. */
export function consentLinkIn(text: string): { mode: string; token: string } {
  const match = text.match(/https?:\/\/\S+\/auth\/action\?\S+/);
  if (!match) throw new Error(`No /auth/action link in:\n${text}`);
  const url = new URL(match[0]);
  return { mode: url.searchParams.get("mode") ?? "", token: url.searchParams.get("token") ?? "" };
}
