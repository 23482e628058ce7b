/**
 * "E-mail plus" end to end on the services, on both databases: request, confirm, the delayed
 * second e-mail (exactly once, even with two sweeps at once), and revocation.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/setup/test-database.ts";
import { createTestServices, type TestServices } from "../../../tests/setup/test-services.ts";
import { findFamilyOfParent } from "../family/find-family.server.ts";
import { confirmConsentByToken, consentLinkIsUsable, FOLLOW_UP_DELAY_MS } from "./confirm-consent-by-token.server.ts";
import { actOnConsentLink } from "./consent-link.server.ts";
import { NOTICE_VERSION } from "./consent-notice.ts";
import { loadConsentStatus } from "./consent-status.server.ts";
import { requestEmailConsent } from "./request-email-consent.server.ts";
import { revokeConsentByToken, revokeConsentForParent } from "./revoke-consent.server.ts";
import { sendDueConsentFollowUps } from "./send-consent-follow-ups.server.ts";
import { actionLinkIn, insertTestChild, insertTestParent, type TestParent } from "../../../tests/setup/factories.ts";

const HOUR = 60 * 60 * 1000;

describe.each(testDialects())("e-mail plus consent on %s", (dialect) => {
  let database: TestDatabase;
  let services: TestServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  const consentRows = (familyId: string) =>
    database.db
      .selectFrom("parentalConsent")
      .selectAll()
      .where("familyId", "=", familyId)
      .orderBy("requestedAt")
      .execute();

  async function requestAndReadLink(parent: TestParent, now = new Date()) {
    const result = await requestEmailConsent(services, parent, now);
    expect(result.status).toBe("sent");
    const mail = services.sentMail.findLast((message) => message.to === parent.email);
    if (!mail) throw new Error("no consent e-mail");
    return { mail, ...actionLinkIn(mail.text) };
  }

  async function consentedParent(now: Date) {
    const parent = await insertTestParent(database.db, { consented: false });
    const { token } = await requestAndReadLink(parent, now);
    expect((await confirmConsentByToken(services, token, now)).status).toBe("confirmed");
    return parent;
  }

  it("records the consent with method, time, notice version, parent and evidence, and the family's flag, together", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const requestedAt = new Date("2026-11-21T10:00:00.000Z");
    const { mail, mode, token } = await requestAndReadLink(parent, requestedAt);

    // The e-mail is the direct notice: what, why, how long, rights, never disclosed.
    expect(mode).toBe("confirmConsent");
    expect(mail.text).toContain("first name or nickname");
    expect(mail.text).toContain("12 months");
    expect(mail.text).toMatch(/never disclose/i);
    expect(mail.text).toContain(NOTICE_VERSION);
    expect(mail.html).toContain(`/auth/action?mode=confirmConsent&#38;token=${token}`);

    // Only the token's SHA-256 is stored, with a 24-hour lifetime.
    const [pending] = await consentRows(parent.familyId);
    expect(pending).toMatchObject({
      status: "pending",
      method: "email-plus",
      tokenHash: createHash("sha256").update(token).digest("hex"),
      tokenExpiresAt: "2026-11-22T10:00:00.000Z",
    });
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(await consentLinkIsUsable(database.db, "confirmConsent", token, requestedAt)).toBe(true);
    expect(await consentLinkIsUsable(database.db, "revokeConsent", token, requestedAt)).toBe(false);
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(false);

    const confirmedAt = new Date("2026-11-21T10:05:00.000Z");
    const confirmed = await confirmConsentByToken(services, token, confirmedAt);
    expect(confirmed).toMatchObject({ status: "confirmed", familyId: parent.familyId });

    const [record] = await consentRows(parent.familyId);
    expect(record).toMatchObject({
      id: pending!.id,
      familyId: parent.familyId,
      parentUserId: parent.userId,
      method: "email-plus",
      status: "confirmed",
      noticeVersion: NOTICE_VERSION,
      confirmedAt: confirmedAt.toISOString(),
      evidenceId: pending!.id,
      tokenHash: null,
      followUpDueAt: new Date(confirmedAt.getTime() + FOLLOW_UP_DELAY_MS).toISOString(),
      followUpSentAt: null,
    });
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(true);
    expect(await loadConsentStatus(database.db, parent.familyId, confirmedAt)).toMatchObject({
      consented: true,
      record: { method: "email-plus", noticeVersion: NOTICE_VERSION, parentName: parent.name },
      pendingEmail: null,
    });

    // Single use.
    expect(await confirmConsentByToken(services, token, confirmedAt)).toEqual({ status: "expired-or-used" });
    expect(await requestEmailConsent(services, parent, confirmedAt)).toEqual({ status: "already-consented" });
  });

  it("refuses a link after 24 hours, and only the newest e-mail's link works", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const start = new Date("2026-11-21T10:00:00.000Z");
    const first = await requestAndReadLink(parent, start);
    const late = new Date(start.getTime() + 24 * HOUR + 1000);
    expect(await consentLinkIsUsable(database.db, "confirmConsent", first.token, late)).toBe(false);
    expect(await confirmConsentByToken(services, first.token, late)).toEqual({ status: "expired-or-used" });

    const second = await requestAndReadLink(parent, start);
    const third = await requestAndReadLink(parent, start);
    expect(await confirmConsentByToken(services, second.token, start)).toEqual({ status: "expired-or-used" });
    expect(await confirmConsentByToken(services, "not-a-token", start)).toEqual({ status: "expired-or-used" });
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(false);
    expect((await confirmConsentByToken(services, third.token, start)).status).toBe("confirmed");
    const statuses = (await consentRows(parent.familyId)).map((row) => row.status).sort();
    expect(statuses).toEqual(["confirmed", "superseded", "superseded"]);
  });

  it("confirms once when the button is pressed twice at the same moment", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const { token } = await requestAndReadLink(parent);
    const results = await Promise.all([confirmConsentByToken(services, token), confirmConsentByToken(services, token)]);
    expect(results.map((result) => result.status).sort()).toEqual(["confirmed", "expired-or-used"]);
  });

  it("lets many parents behind one address confirm, and stops a guesser after 30 dead-link presses", async () => {
    const press = (token: string, clientIp: string) =>
      actOnConsentLink(
        services,
        new URL(`http://localhost/auth/action?mode=confirmConsent&token=${token}`),
        {},
        {
          clientIp,
        },
      );
    // A school's network: 32 families confirm from one address (more than the dead-press budget).
    for (let i = 0; i < 32; i++) {
      const parent = await insertTestParent(database.db, { consented: false });
      const { token } = await requestAndReadLink(parent);
      expect(await press(token, "198.51.100.7")).toEqual({ status: "confirmed" });
    }
    // A guesser: 30 presses on links that do not exist, then even a real link is refused from there,
    // while the same real link still works from another address.
    for (let i = 0; i < 30; i++)
      expect(await press(`guess-${i}`, "203.0.113.9")).toEqual({ status: "expired-or-used" });
    const parent = await insertTestParent(database.db, { consented: false });
    const { token } = await requestAndReadLink(parent);
    expect(await press(token, "203.0.113.9")).toMatchObject({ status: "rate-limited" });
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(false);
    expect(await press(token, "198.51.100.7")).toEqual({ status: "confirmed" });
  });

  it("sends at most 5 consent e-mails an hour per family", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const now = new Date();
    for (let i = 0; i < 5; i++) expect((await requestEmailConsent(services, parent, now)).status).toBe("sent");
    expect(await requestEmailConsent(services, parent, now)).toMatchObject({ status: "rate-limited" });
  });

  it("leaves no usable link behind when the e-mail cannot be sent", async () => {
    const parent = await insertTestParent(database.db, { consented: false });
    const failing = {
      ...services,
      mailer: {
        destination: "broken",
        send: () => Promise.reject(new Error("SMTP down")),
      },
    };
    expect(await requestEmailConsent(failing, parent)).toEqual({ status: "mail-failed" });
    const rows = await consentRows(parent.familyId);
    expect(rows.map((row) => [row.status, row.tokenHash])).toEqual([["superseded", null]]);
  });

  it("sends the second e-mail 24 hours after consent, exactly once, even with two sweeps at once", async () => {
    const confirmedAt = new Date("2026-11-21T12:00:00.000Z");
    const parent = await consentedParent(confirmedAt);
    const mailsTo = () => services.sentMail.filter((mail) => mail.to === parent.email).length;
    const before = mailsTo();

    await sendDueConsentFollowUps(services, new Date(confirmedAt.getTime() + 23 * HOUR));
    expect(mailsTo()).toBe(before);
    const due = new Date(confirmedAt.getTime() + 24 * HOUR);
    const reports = await Promise.all([sendDueConsentFollowUps(services, due), sendDueConsentFollowUps(services, due)]);
    // Other tests' consents may be due too: count this parent's e-mails.
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(mailsTo()).toBe(before + 1);
    await sendDueConsentFollowUps(services, new Date(due.getTime() + HOUR));
    expect(mailsTo()).toBe(before + 1);

    const followUp = services.sentMail.findLast((mail) => mail.to === parent.email)!;
    expect(followUp.subject).toMatch(/You gave consent/);
    expect(actionLinkIn(followUp.text).mode).toBe("revokeConsent");
    const [row] = await consentRows(parent.familyId);
    expect(row?.followUpSentAt).toBe(due.toISOString());
  });

  it("gives the follow-up back to the next sweep when the e-mail fails", async () => {
    const confirmedAt = new Date("2026-11-21T12:00:00.000Z");
    const parent = await consentedParent(confirmedAt);
    const due = new Date(confirmedAt.getTime() + 24 * HOUR);
    const failing = { ...services, mailer: { destination: "broken", send: () => Promise.reject(new Error("down")) } };
    const failed = await sendDueConsentFollowUps(failing, due);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [row] = await consentRows(parent.familyId);
    expect(row).toMatchObject({ followUpSentAt: null, tokenHash: null });
    expect((await sendDueConsentFollowUps(services, due)).sent).toBeGreaterThanOrEqual(1);
    expect(services.sentMail.findLast((mail) => mail.to === parent.email)?.subject).toMatch(/You gave consent/);
  });

  it("revokes from the follow-up link: the record, the flag and the children's data, together", async () => {
    const confirmedAt = new Date("2026-11-21T12:00:00.000Z");
    const parent = await consentedParent(confirmedAt);
    const other = await consentedParent(confirmedAt);
    await insertTestChild(database.db, parent.familyId, "Ava");
    await insertTestChild(database.db, parent.familyId, "Ben");
    const othersChild = await insertTestChild(database.db, other.familyId, "Cleo");

    const due = new Date(confirmedAt.getTime() + 24 * HOUR);
    await sendDueConsentFollowUps(services, due);
    const followUp = services.sentMail.findLast((mail) => mail.to === parent.email)!;
    const { token } = actionLinkIn(followUp.text);
    expect(await consentLinkIsUsable(database.db, "revokeConsent", token, due)).toBe(true);
    expect(await consentLinkIsUsable(database.db, "confirmConsent", token, due)).toBe(false);
    expect(await confirmConsentByToken(services, token, due)).toEqual({ status: "expired-or-used" });

    const revokedAt = new Date(due.getTime() + HOUR);
    expect(await revokeConsentByToken(services, token, revokedAt)).toEqual({
      status: "revoked",
      familyId: parent.familyId,
      childrenDeleted: 2,
    });
    expect(
      await database.db.selectFrom("child").select("id").where("familyId", "=", parent.familyId).execute(),
    ).toEqual([]);
    // Another family's child is untouched.
    expect(await database.db.selectFrom("child").select("id").where("id", "=", othersChild).execute()).toHaveLength(1);
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(false);
    const [row] = await consentRows(parent.familyId);
    expect(row).toMatchObject({ status: "revoked", revokedAt: revokedAt.toISOString(), tokenHash: null });
    // The record itself is kept (the privacy policy keeps consent records 3 years after consent ends).
    expect(row).toMatchObject({ method: "email-plus", noticeVersion: NOTICE_VERSION, parentUserId: parent.userId });
    expect(services.sentMail.findLast((mail) => mail.to === parent.email)?.subject).toMatch(/revoked/);
    expect(await revokeConsentByToken(services, token, revokedAt)).toEqual({ status: "expired-or-used" });
  });

  it("a revoke link stops working after 30 days", async () => {
    const confirmedAt = new Date("2026-11-21T12:00:00.000Z");
    const parent = await consentedParent(confirmedAt);
    const due = new Date(confirmedAt.getTime() + 24 * HOUR);
    await sendDueConsentFollowUps(services, due);
    const { token } = actionLinkIn(services.sentMail.findLast((mail) => mail.to === parent.email)!.text);
    const late = new Date(due.getTime() + 30 * 24 * HOUR + 1000);
    expect(await revokeConsentByToken(services, token, late)).toEqual({ status: "expired-or-used" });
    expect((await findFamilyOfParent(database.db, parent.userId))?.hasCOPPAVerification).toBe(true);
  });

  it("revokes from the app, and then no follow-up e-mail goes out", async () => {
    const confirmedAt = new Date("2026-11-21T12:00:00.000Z");
    const parent = await consentedParent(confirmedAt);
    await insertTestChild(database.db, parent.familyId);
    const stranger = await insertTestParent(database.db, { consented: false });
    expect(await revokeConsentForParent(services, stranger)).toEqual({ status: "not-consented" });

    expect(await revokeConsentForParent(services, parent, new Date(confirmedAt.getTime() + HOUR))).toMatchObject({
      status: "revoked",
      childrenDeleted: 1,
    });
    expect(await revokeConsentForParent(services, parent)).toEqual({ status: "not-consented" });
    const sentBefore = services.sentMail.length;
    await sendDueConsentFollowUps(services, new Date(confirmedAt.getTime() + 25 * HOUR));
    expect(services.sentMail.slice(sentBefore).filter((mail) => mail.to === parent.email)).toEqual([]);

    // Consent can be given again afterwards.
    const { token } = await requestAndReadLink(parent);
    expect((await confirmConsentByToken(services, token)).status).toBe("confirmed");
  });
});
