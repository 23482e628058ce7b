import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { createChild } from "../children/create-child.server.ts";
import { acceptInvitation } from "./accept-invitation.server.ts";
import { findFamilyOfParent } from "./find-family.server.ts";
import { INVITE_RATE_LIMIT, inviteCoParent } from "./invite-co-parent.server.ts";
import { listFamilyParentsAndInvitations } from "./invite-list.server.ts";
import { lookUpInvitation } from "./invite-lookup.server.ts";
import { revokeInvitation } from "./invite-revoke.server.ts";
import { hashInvitationToken } from "./invite-token.server.ts";
import { removeCoParent } from "./remove-co-parent.server.ts";
import { childValues, insertTestParent, type TestParent } from "../../../tests/setup/factories.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())("co-parent invitations on %s", (kind) => {
  let database: TestDatabase;
  let services: TestServices;
  let lopez: TestParent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    services = createTestServices(database);
    lopez = await insertTestParent(database.db, { email: "maria@example.com", name: "Maria Lopez", consented: true });
    await createChild(database.db, lopez.family.id, childValues());
  });
  afterAll(() => database?.destroy());

  const inviter = (family: TestParent) => ({
    user: { id: family.userId, name: family.name, email: family.email },
    family: family.family,
  });

  /** The token in the newest invitation e-mail to `to`. */
  function tokenSentTo(to: string): string {
    const mail = services.sentMail.findLast((message) => message.to === to);
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/action\?\S+/)?.[0];
    if (!link) throw new Error(`no invitation to ${to}`);
    const url = new URL(link);
    expect(url.searchParams.get("mode")).toBe("acceptInvite");
    return url.searchParams.get("token") ?? "";
  }

  it("invites by e-mail with a single-use, 7-day link stored only as a hash", async () => {
    const now = new Date();
    const result = await inviteCoParent(services, inviter(lopez), { email: "  Jo@Example.com " }, now);
    expect(result).toEqual({ status: "sent", email: "jo@example.com" });
    const token = tokenSentTo("jo@example.com");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const row = await database.db.selectFrom("familyInvitation").selectAll().executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(new Date(row.expiresAt).getTime() - now.getTime()).toBe(7 * DAY_MS);
    const mail = services.sentMail.at(-1);
    expect(mail?.subject).toBe("Maria Lopez invited you to their family on Brightpath");
    expect(mail?.html).toContain("acceptInvite");
  });

  it("writes the invitation in the invited parent's language, else in the inviter's (issue 19)", async () => {
    const garcia = await insertTestParent(database.db, {
      email: "garcia@example.com",
      name: "Ana García",
      consented: true,
    });
    await database.db.updateTable("user").set({ language: "es" }).where("id", "=", garcia.userId).execute();
    const spanishInviter = { ...inviter(garcia), user: { ...inviter(garcia).user, language: "es" } };
    expect(await inviteCoParent(services, spanishInviter, { email: "nuevo@example.com" })).toMatchObject({
      status: "sent",
    });
    const spanish = services.sentMail.findLast((message) => message.to === "nuevo@example.com");
    expect(spanish?.subject).toBe("Ana García te invitó a su familia en Brightpath");
    expect(spanish?.html).toContain('<html lang="es">');
    expect(spanish?.text).toContain("El enlace funciona una sola vez, durante 7 días.");
    expect(spanish?.text).toContain("Ver la invitación: http");
    // An invited parent who already has an account reads it in their own language (English here).
    await insertTestParent(database.db, { email: "english@example.com", consented: false });
    await inviteCoParent(services, spanishInviter, { email: "english@example.com" });
    const english = services.sentMail.findLast((message) => message.to === "english@example.com");
    expect(english?.subject).toBe("Ana García invited you to their family on Brightpath");
    expect(english?.html).toContain('<html lang="en">');
  });

  it("refuses bad addresses, the parent's own, members, and invitations from a co-parent", async () => {
    expect(await inviteCoParent(services, inviter(lopez), { email: "not an address" })).toMatchObject({
      status: "invalid",
      errors: { email: "auth.form.error.emailInvalid" },
    });
    expect(await inviteCoParent(services, inviter(lopez), { email: "MARIA@example.com" })).toMatchObject({
      status: "invalid",
    });
    const coParent = { ...inviter(lopez), family: { ...lopez.family, role: "co-parent" as const } };
    expect(await inviteCoParent(services, coParent, { email: "x@example.com" })).toEqual({ status: "not-allowed" });
  });

  it("rate-limits invitations per family", async () => {
    const busy = await insertTestParent(database.db, { email: "busy@example.com", consented: true });
    for (let index = 0; index < INVITE_RATE_LIMIT.limit; index++) {
      expect(await inviteCoParent(services, inviter(busy), { email: `p${index}@example.com` })).toMatchObject({
        status: "sent",
      });
    }
    expect(await inviteCoParent(services, inviter(busy), { email: "one-more@example.com" })).toMatchObject({
      status: "rate-limited",
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("moves the invited parent into the family as co-parent and deletes their empty family", async () => {
    await inviteCoParent(services, inviter(lopez), { email: "jo@example.com" });
    const token = tokenSentTo("jo@example.com");
    const jo = await insertTestParent(database.db, { email: "jo@example.com", name: "Jo", consented: false });
    expect(await lookUpInvitation(database.db, token)).toMatchObject({ status: "valid", inviterName: "Maria Lopez" });

    expect(await acceptInvitation(services, token, jo.userId)).toEqual({
      status: "accepted",
      familyId: lopez.family.id,
    });
    expect(await findFamilyOfParent(database.db, jo.userId)).toMatchObject({ id: lopez.family.id, role: "co-parent" });
    expect(await database.db.selectFrom("family").select("id").where("id", "=", jo.family.id).execute()).toEqual([]);
    expect(await acceptInvitation(services, token, jo.userId)).toEqual({ status: "used" });

    const { parents, invitations } = await listFamilyParentsAndInvitations(database.db, lopez.family.id);
    expect(parents.map((parent) => [parent.email, parent.role])).toEqual([
      ["maria@example.com", "primary"],
      ["jo@example.com", "co-parent"],
    ]);
    expect(invitations).toEqual([]);
  });

  it("only lets the invited address accept, and never drops a family that has children", async () => {
    await inviteCoParent(services, inviter(lopez), { email: "sam@example.com" });
    const token = tokenSentTo("sam@example.com");
    const stranger = await insertTestParent(database.db, { email: "stranger@example.com", consented: true });
    expect(await acceptInvitation(services, token, stranger.userId)).toEqual({
      status: "wrong-account",
      invitedEmail: "sam@example.com",
    });
    const sam = await insertTestParent(database.db, { email: "sam@example.com", consented: true });
    await createChild(database.db, sam.family.id, childValues({ displayName: "Sam's child" }));
    expect(await acceptInvitation(services, token, sam.userId)).toEqual({ status: "family-not-empty" });
    expect(await findFamilyOfParent(database.db, sam.userId)).toMatchObject({ id: sam.family.id, role: "primary" });
    // The refused attempt did not use the link up.
    expect(await lookUpInvitation(database.db, token)).toMatchObject({ status: "valid" });
  });

  it("refuses expired, revoked and unknown links", async () => {
    const now = new Date();
    await inviteCoParent(services, inviter(lopez), { email: "late@example.com" }, now);
    const token = tokenSentTo("late@example.com");
    const late = await insertTestParent(database.db, { email: "late@example.com", consented: true });
    expect(await acceptInvitation(services, token, late.userId, new Date(now.getTime() + 7 * DAY_MS + 1))).toEqual({
      status: "expired",
    });
    expect(await acceptInvitation(services, "not-a-real-token", late.userId)).toEqual({ status: "unknown" });

    await inviteCoParent(services, inviter(lopez), { email: "late@example.com" });
    const second = tokenSentTo("late@example.com");
    // The new invitation replaced the old one.
    expect(await lookUpInvitation(database.db, token)).toEqual({ status: "unknown" });
    const { invitations } = await listFamilyParentsAndInvitations(database.db, lopez.family.id);
    const pending = invitations.find((invitation) => invitation.email === "late@example.com");
    const other = await insertTestParent(database.db, { email: "other-primary@example.com", consented: true });
    expect(await revokeInvitation(database.db, other.family, pending!.id)).toEqual({ status: "not-found" });
    expect(await revokeInvitation(database.db, { ...lopez.family, role: "co-parent" }, pending!.id)).toEqual({
      status: "not-allowed",
    });
    expect(await revokeInvitation(database.db, lopez.family, pending!.id)).toEqual({ status: "revoked" });
    expect(await acceptInvitation(services, second, late.userId)).toEqual({ status: "unknown" });
  });

  it("lets the primary parent remove a co-parent and a co-parent leave, but nobody remove the primary", async () => {
    const jo = await findFamilyOfParent(database.db, (await userId("jo@example.com"))!);
    const joId = (await userId("jo@example.com"))!;
    expect(await removeCoParent(database.db, { userId: joId, family: jo! }, lopez.userId)).toEqual({
      status: "not-allowed",
    });
    expect(await removeCoParent(database.db, { userId: lopez.userId, family: lopez.family }, lopez.userId)).toEqual({
      status: "not-found",
    });
    expect(await removeCoParent(database.db, { userId: lopez.userId, family: lopez.family }, joId)).toEqual({
      status: "removed",
    });
    const joNow = await findFamilyOfParent(database.db, joId);
    expect(joNow).toMatchObject({ role: "primary", hasCOPPAVerification: false });
    expect(joNow?.id).not.toBe(lopez.family.id);
  });

  async function userId(email: string) {
    return (await database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst())?.id;
  }
});
