/**
 * The server-side lock (SECURITY.md: "Child data cannot be written before the family's COPPA
 * consent is recorded"): a child write (createChild, called as every route calls it: through
 * requireConsentedFamily) is refused with 403 before consent, works after it, and is refused again
 * once consent is revoked. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { requireConsentedFamily, type ParentContext } from "../auth/require-parent.server.ts";
import { createChild } from "../children/create-child.server.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { confirmConsentByToken } from "./confirm-consent-by-token.server.ts";
import { requestEmailConsent } from "./request-email-consent.server.ts";
import { revokeConsentForParent } from "./revoke-consent.server.ts";
import { actionLinkIn, childValues, insertTestParent, type TestParent } from "../../../tests/setup/factories.ts";

describe.each(testDialects())("the consent lock on child writes on %s", (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  /** What requireParent hands a loader or action: the parent and their family as stored now. */
  async function parentContext(parent: TestParent, language: string | null = null): Promise<ParentContext> {
    const now = new Date();
    return {
      user: { id: parent.userId, name: parent.name, email: parent.email, language },
      session: { id: "session", token: "token", createdAt: now, expiresAt: now },
      family: await findFamilyOfParent(database.db, parent.userId),
      responseHeaders: new Headers(),
    };
  }

  /** A child write as the routes make it: the lock first, then the service with the family it returned. */
  async function addChild(parent: TestParent, language: string | null = null): Promise<string> {
    const family = requireConsentedFamily(await parentContext(parent, language));
    const result = await createChild(database.db, family.id, childValues({ displayName: "Ana" }));
    if (result.status !== "created") throw new Error(result.status);
    return result.childId;
  }

  async function refusal(
    parent: TestParent,
    language: string | null = null,
  ): Promise<{ status: number; error: string }> {
    try {
      await addChild(parent, language);
    } catch (thrown) {
      const response = thrown as { init: ResponseInit | null; data: { error: string } };
      return { status: response.init?.status ?? 0, error: response.data.error };
    }
    throw new Error("the write was not refused");
  }

  it("refuses before consent, works after it, and refuses again after revocation", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    expect(await refusal(parent)).toEqual({
      status: 403,
      error: "Parental consent is needed before we can store anything about a child.",
    });
    const childRows = () =>
      database.db.selectFrom("child").select("id").where("familyId", "=", parent.familyId).execute();
    expect(await childRows()).toEqual([]);
    // A parent who reads Spanish gets the reason in Spanish (the 403 page shows it as it comes).
    expect(await refusal(parent, "es")).toEqual({
      status: 403,
      error: "Necesitamos tu consentimiento como padre o madre antes de guardar cualquier dato sobre un niño.",
    });
    expect(await childRows()).toEqual([]);

    await requestEmailConsent(services, parent);
    const { token } = actionLinkIn(services.sentMail.findLast((mail) => mail.to === parent.email)!.text);
    expect((await confirmConsentByToken(services, token)).status).toBe("confirmed");
    const childId = await addChild(parent);
    expect(await childRows()).toEqual([{ id: childId }]);

    await revokeConsentForParent(services, parent);
    expect(await childRows()).toEqual([]);
    expect((await refusal(parent)).status).toBe(403);
  });

  it("refuses a parent with no family record", async () => {
    const context = await parentContext(await insertTestParent(database.db, { consented: false }));
    expect(() => requireConsentedFamily({ ...context, family: null })).toThrow();
  });
});
