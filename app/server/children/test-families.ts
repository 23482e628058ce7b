/**
 * Families for the children's tests, written straight to the database (no password hashing, so
 * tests stay fast). Registration itself is tested in app/server/auth.
 */
import type { Kysely } from "kysely";
import { newId } from "../../../db/ids.ts";
import type { Database } from "../../../db/schema.ts";
import type { FamilyOfParent } from "../family/find-family.server.ts";

export type TestFamily = { userId: string; email: string; name: string; family: FamilyOfParent };

export async function insertTestParent(
  db: Kysely<Database>,
  { email, name = "Test Parent", consented = true }: { email: string; name?: string; consented?: boolean },
): Promise<TestFamily> {
  const userId = newId();
  const familyId = newId();
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
  await db
    .insertInto("family")
    .values({ id: familyId, primaryParentUid: userId, hasCOPPAVerification: consented, createdAt: now, updatedAt: now })
    .execute();
  await db.insertInto("familyMember").values({ userId, familyId, role: "primary", createdAt: now }).execute();
  return {
    userId,
    email,
    name,
    family: { id: familyId, primaryParentUid: userId, hasCOPPAVerification: consented, role: "primary" },
  };
}

/** Form values for a valid child (as the form sends them). */
export function childValues(overrides: Partial<Record<string, string | string[]>> = {}) {
  return {
    displayName: "Ana",
    grade: "4",
    subjects: ["math", "reading"],
    interests: ["space", "animals", "music"],
    involvement: "",
    days: ["mon", "wed", "fri"],
    time: "16:30",
    ...overrides,
  } as {
    displayName: string;
    grade: string;
    subjects: string[];
    interests: string[];
    involvement: string;
    days: string[];
    time: string;
  };
}
