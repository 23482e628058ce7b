/**
 * E-mails go out in the parent's preferred language (issue 19): subject, HTML part (with its lang)
 * and text part all in Spanish for a Spanish-speaking parent, English otherwise.
 */
import { describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import {
  alreadyRegisteredMessage,
  changeEmailMessage,
  emailChangeRequestedMessage,
  resetPasswordMessage,
  signInLinkMessage,
  verifyEmailMessage,
} from "../auth/auth-emails.server.ts";
import { retentionWarningMessage } from "../children/enforce-child-retention.server.ts";
import { trialReminderMessage } from "../billing/billing-emails.server.ts";
import {
  cardConsentNotificationMessage,
  consentRequestMessage,
  consentRevokedMessage,
  emailConsentFollowUpMessage,
  subscriptionChargeConsentMessage,
} from "../consent/consent-emails.server.ts";
import { noticeVersionFor } from "../consent/consent-notice.ts";
import { coParentInvitationMessage } from "../family/invite-co-parent.server.ts";
import {
  assignmentDueMessage,
  reportReadyMessage,
  sessionReminderMessage,
  weeklyMessage,
  type FamilyWeek,
} from "../scheduled-email/family-emails.server.ts";
import { levelReasonRef } from "../sessions/level-reasons.ts";

const URL_BASE = "https://brightpath.example";

describe("e-mails in the parent's language", () => {
  it("writes the confirmation e-mail in Spanish, HTML and text", () => {
    const message = verifyEmailMessage(createT("es"), `${URL_BASE}/auth/action?mode=verifyEmail&token=x`);
    expect(message.subject).toBe("Confirma tu correo para Brightpath");
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain("Confirmar mi correo");
    expect(message.text).toContain("Confirmar mi correo: https://brightpath.example/auth/action");
    expect(message.text).toContain("Aprendizaje a la medida de tu hijo");
  });

  it("keeps English for a parent without a preference", () => {
    const message = verifyEmailMessage(createT(null), `${URL_BASE}/x`);
    expect(message.subject).toBe("Confirm your e-mail for Brightpath");
    expect(message.html).toContain('<html lang="en">');
  });

  it("sends the Spanish notice, its version and the Spanish policy in the consent request", () => {
    const message = consentRequestMessage(createT("es"), { link: `${URL_BASE}/c`, publicUrl: URL_BASE });
    expect(message.subject).toBe("Tu consentimiento para la cuenta de Brightpath de tu hijo");
    expect(message.text).toContain("Qué datos recopilamos sobre tu hijo:");
    expect(message.text).toContain(
      `https://brightpath.example/es/privacy-policy-page (versión del aviso: ${noticeVersionFor("es")})`,
    );
  });

  it("says how many profiles were deleted, with Spanish plurals", () => {
    expect(consentRevokedMessage(createT("es"), { childrenDeleted: 1 }).text).toContain("eliminamos 1 perfil de niño,");
    expect(consentRevokedMessage(createT("es"), { childrenDeleted: 2 }).text).toContain(
      "eliminamos 2 perfiles de niños,",
    );
  });

  it("dates the retention warning the Spanish way", () => {
    const message = retentionWarningMessage(
      createT("es"),
      URL_BASE,
      [{ displayName: "Ana", lastActiveAt: "2025-12-01T10:00:00.000Z" }],
      "2026-11-01T10:00:00.000Z",
    );
    expect(message.subject).toMatch(/^Eliminaremos los datos de aprendizaje de Ana el \d{1,2} de [a-z]+ de 20\d\d$/);
    expect(message.text).toContain("Para conservar sus datos, solo inicia sesión");
  });

  it("writes the co-parent invitation in Spanish, subject, HTML and text", () => {
    const message = coParentInvitationMessage(createT("es"), {
      inviterName: "  Ana   García ",
      inviterEmail: "ana@example.com",
      url: `${URL_BASE}/auth/action?mode=acceptInvite&token=x`,
    });
    expect(message.subject).toBe("Ana García te invitó a su familia en Brightpath");
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain("Únete a la familia de Ana García en Brightpath");
    expect(message.text).toContain("Ana García (ana@example.com) te invitó a unirte a su familia en Brightpath");
    expect(message.text).toContain("Ver la invitación: https://brightpath.example/auth/action");
    expect(message.text).toContain("Si no conoces a Ana García, ignora este correo");
  });

  it("gives the trial reminder its Spanish frame (lang, tagline, button fallback), not only its words", () => {
    const message = trialReminderMessage({
      locale: "es",
      name: "Ana",
      trialEndsAt: "2026-12-03T10:00:00.000Z",
      reminder: { kind: "canceled" },
      planUrl: `${URL_BASE}/settings/plan`,
      billingUrl: `${URL_BASE}/settings/billing`,
    });
    expect(message.html).toContain('<html lang="es">');
    expect(message.html).toContain("Si el botón no funciona");
    expect(message.text).toContain("Aprendizaje a la medida de tu hijo");
  });
});

/** Every kind of e-mail a parent can get, built the way its sender builds it, in one language. */
function everyEmail(locale: "en" | "es") {
  const t = createT(locale);
  const link = `${URL_BASE}/auth/action?mode=x&token=x`;
  const unsubscribeUrl = `${URL_BASE}/email/unsubscribe/t`;
  const common = { locale, name: "Ana", unsubscribeUrl };
  const consent = { revokeLink: `${URL_BASE}/r`, confirmedAt: "2026-11-20T15:00:00.000Z" };
  const trial = {
    locale,
    name: "Ana",
    trialEndsAt: "2026-12-03T10:00:00.000Z",
    planUrl: URL_BASE,
    billingUrl: URL_BASE,
  };
  const week: FamilyWeek = {
    monday: "2026-11-23",
    sunday: "2026-11-29",
    children: [
      {
        name: "Leo",
        minutes: 42,
        daysPractised: 3,
        moves: [
          {
            skillId: "m-3.oa.c.7-multiplication-facts",
            from: "learning",
            to: "proficient",
            reason: levelReasonRef(
              "Proficient: 7 of the last 8 answers were right, so we are 95% sure a new question on this skill would be answered right at least 4 times in 5. It counts as mastered after 2 right answers without help on a later day.",
            ),
          },
        ],
        praise: null,
        together: null,
      },
      { name: "Sofía", minutes: 0, daysPractised: 0, moves: [], praise: null, together: null },
    ],
  };
  return {
    verifyEmail: verifyEmailMessage(t, link),
    resetPassword: resetPasswordMessage(t, link),
    signIn: signInLinkMessage(t, link),
    alreadyRegistered: alreadyRegisteredMessage(t, `${URL_BASE}/login`, `${URL_BASE}/forgot-password`),
    changeEmail: changeEmailMessage(t, link, "new@example.com"),
    emailChangeRequested: emailChangeRequestedMessage(t, "new@example.com", `${URL_BASE}/forgot-password`),
    consentRequest: consentRequestMessage(t, { link, publicUrl: URL_BASE }),
    consentFollowUp: emailConsentFollowUpMessage(t, consent),
    cardConsent: cardConsentNotificationMessage(t, consent),
    subscriptionConsent: subscriptionChargeConsentMessage(t, consent),
    consentRevoked: consentRevokedMessage(t, { childrenDeleted: 1 }),
    coParentInvite: coParentInvitationMessage(t, { inviterName: "Ana", inviterEmail: "ana@example.com", url: link }),
    retention: retentionWarningMessage(
      t,
      URL_BASE,
      [{ displayName: "Leo", lastActiveAt: "2025-12-01T10:00:00.000Z" }],
      "2026-11-01T10:00:00.000Z",
    ),
    trialFirstCharge: trialReminderMessage({
      ...trial,
      reminder: { kind: "first-charge", amount: 1900, currency: "usd", interval: "month" },
    }),
    trialCanceled: trialReminderMessage({ ...trial, reminder: { kind: "canceled" } }),
    trialNotSubscribed: trialReminderMessage({
      ...trial,
      reminder: { kind: "not-subscribed", monthly: 1900, yearly: 19000, currency: "usd" },
    }),
    weekly: weeklyMessage({ ...common, week, dashboardUrl: `${URL_BASE}/dashboard` }),
    sessionReminder: sessionReminderMessage({
      ...common,
      child: "Leo",
      time: "16:00",
      sideBySide: true,
      sessionUrl: `${URL_BASE}/today`,
    }),
    assignmentDue: assignmentDueMessage({
      ...common,
      child: "Leo",
      dueDay: "2026-11-30",
      assignments: [
        { kind: "practice-set", skillId: "m-3.oa.c.7-multiplication-facts", itemCount: 8, note: "" },
        { kind: "passage", note: "" },
      ],
      assignmentsUrl: `${URL_BASE}/assignments`,
    }),
    reportReady: reportReadyMessage({ ...common, child: "Leo", subject: "math", reportUrl: `${URL_BASE}/r` }),
  };
}

describe("every e-mail kind in Spanish", () => {
  const english = everyEmail("en");
  const spanish = everyEmail("es");

  for (const [kind, message] of Object.entries(spanish)) {
    it(`${kind}: subject, HTML and text are Spanish, with no English sentence left`, () => {
      const original = english[kind as keyof typeof english];
      expect(message.html).toContain('<html lang="es">');
      expect(message.subject).not.toBe(original.subject);
      // Every English line of some length (not a link, a name or an address) must be gone.
      const lines = original.text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line.length > 20 && !/https?:\/\/|@/.test(line));
      expect(lines.length, kind).toBeGreaterThan(0);
      for (const line of lines) expect(message.text, `${kind}: "${line}"`).not.toContain(line);
      for (const line of lines) expect(message.html, `${kind}: "${line}"`).not.toContain(line);
      expect(message.text).not.toMatch(/\b(the|your|you|and|with|this)\b/i);
    });
  }

  it("says why a skill moved, in Spanish, in the weekly e-mail", () => {
    expect(spanish.weekly.text).toContain(
      "Cambió: Tablas de multiplicar hasta 10 × 10, de aprendiendo a competente. Competente: acertó 7 de las últimas 8 respuestas",
    );
    expect(english.weekly.text).toContain("Times tables to 10 × 10");
  });

  it("names an assigned skill in Spanish in the reminder", () => {
    expect(spanish.assignmentDue.text).toContain("Tablas de multiplicar hasta 10 × 10");
    expect(spanish.assignmentDue.text).not.toContain("Times tables");
  });
});
