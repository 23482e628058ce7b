/**
 * E-mails go out in the parent's preferred language (issue 19): subject, HTML part (with its lang)
 * and text part all in Spanish for a Spanish-speaking parent, English otherwise.
 */
import { describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { verifyEmailMessage } from "../auth/auth-emails.server.ts";
import { retentionWarningMessage } from "../children/enforce-child-retention.server.ts";
import { trialReminderMessage } from "../billing/billing-emails.server.ts";
import { consentRequestMessage, consentRevokedMessage } from "../consent/consent-emails.server.ts";
import { noticeVersionFor } from "../consent/consent-notice.ts";
import { coParentInvitationMessage } from "../family/invite-co-parent.server.ts";

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
