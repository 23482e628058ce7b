/**
 * The direct notice and the privacy policy must say the same thing (COPPA: the notice to the
 * parent and the online policy), and every consent records the version both carry.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../../content/markdown.server.ts";
import { contentPage } from "../../content/pages.server.ts";
import { BRAND } from "../../config/brand.ts";
import { createT } from "../../i18n/translate.ts";
import { consentNotice, NOTICE_VERSION, noticeVersionFor } from "./consent-notice.ts";

const CONSENT_NOTICE = consentNotice(createT("en"));

const policy = splitFrontMatter(
  readFileSync(path.resolve(import.meta.dirname, "../../../content/pages/privacy-policy.md"), "utf8"),
);
const spanishPolicySource = readFileSync(
  path.resolve(import.meta.dirname, "../../../content/pages/es/privacy-policy.md"),
  "utf8",
);
const noticeText = CONSENT_NOTICE.flatMap((section) => section.points).join("\n");

describe("the COPPA direct notice", () => {
  it("has a version per language, recorded with the parent's language (null is English)", () => {
    expect(noticeVersionFor(null)).toBe(NOTICE_VERSION);
    expect(noticeVersionFor("en")).toBe(NOTICE_VERSION);
    expect(noticeVersionFor("es")).toBe(`${NOTICE_VERSION}-es`);
  });

  it("is written in Spanish for Spanish readers, with the same sections", () => {
    const spanish = consentNotice(createT("es"));
    expect(spanish.map((section) => section.heading)).toEqual([
      "Qué datos recopilamos sobre tu hijo",
      "Para qué los recopilamos",
      "Quién los ve",
      "Cuánto tiempo los guardamos",
      "Tus derechos",
    ]);
    expect(spanish.map((section) => section.points.length)).toEqual(CONSENT_NOTICE.map((s) => s.points.length));
    expect(spanish.flatMap((section) => section.points).join("\n")).toContain("12 meses después");
  });

  it("carries the privacy policy's notice version", () => {
    expect(NOTICE_VERSION).toBe(String(policy.data.noticeVersion));
  });

  it("has a Spanish privacy policy carrying the Spanish notice version, with the children's section", () => {
    const spanish = contentPage("privacy-policy", "es");
    expect(spanish.translated).toBe(true);
    expect(noticeVersionFor("es")).toBe(String(splitFrontMatter(spanishPolicySource).data.noticeVersion));
    expect(spanish.html).toContain("Privacidad de los niños (COPPA)");
  });

  it("says what, why, who sees it, how long, and the parent's rights", () => {
    expect(CONSENT_NOTICE.map((section) => section.heading)).toEqual([
      "What we collect about your child",
      "Why we collect it",
      "Who sees it",
      "How long we keep it",
      "Your rights",
    ]);
    for (const collected of ["first name or nickname", "grade", "interests", "answers", "minutes"]) {
      expect(noticeText).toContain(collected);
    }
    for (const right of ["Review", "download", "delete", "Revoke"]) expect(noticeText).toContain(right);
    expect(noticeText).toMatch(/never disclose/i);
  });

  it("names the operator with its postal address and e-mail from BRAND, in both languages", () => {
    for (const language of ["en", "es"] as const) {
      const contact = consentNotice(createT(language))
        .flatMap((section) => section.points)
        .find((point) => point.includes(BRAND.postalAddress));
      expect(contact, language).toBeDefined();
      expect(contact).toContain(BRAND.company);
      expect(contact).toContain(BRAND.supportEmail);
      expect(contact).not.toMatch(/[{}]/);
    }
  });

  it("has a privacy policy that states the same postal address, taken from BRAND", () => {
    for (const language of ["en", "es"] as const) {
      const page = contentPage("privacy-policy", language);
      expect(page.html, language).toContain(BRAND.postalAddress);
      expect(page.html).not.toContain("{{");
    }
    // The address is written once, in app/config/brand.ts: the copy carries only the token.
    expect(policy.body).not.toContain(BRAND.postalAddress);
    expect(policy.body).toContain("{{brand.postalAddress}}");
  });

  it("was re-versioned in both languages when the postal address was added", () => {
    // The rule for notice changes: a changed notice gets a new version, so records made before it
    // keep pointing at the words the parent actually saw.
    expect(NOTICE_VERSION > "2026-11-21").toBe(true);
    expect(noticeVersionFor("es")).toBe(`${NOTICE_VERSION}-es`);
  });

  it("states the retention periods of the privacy policy's table", () => {
    // Child learning data: 12 months after the last sign-in, 30 days' warning; consent records 3 years.
    for (const phrase of [
      "12 months after your family's last sign-in",
      "30 days before",
      "3 years after consent ends",
    ]) {
      expect(noticeText).toContain(phrase);
    }
    expect(policy.body).toContain("Deleted 12 months after your family's last sign-in");
    expect(policy.body).toContain("3 years after consent ends");
  });
});
