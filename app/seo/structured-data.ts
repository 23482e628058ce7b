/**
 * The landing page's structured data (SPEC.md §2): website, organisation, FAQ and educational
 * organisation, as one JSON-LD graph. The Spanish landing page (/es) carries it in Spanish: its
 * own website node and FAQ at /es, and the same organisation (one company in both languages).
 * Server-only (it reads the catalogs).
 */
import { BRAND } from "../config/brand.ts";
import { localizePath, type Locale } from "../i18n/locales.ts";
import { createT } from "../i18n/translate.ts";

export type FaqEntry = { question: string; answer: string };

export function landingStructuredData(
  publicUrl: string,
  faq: FaqEntry[],
  locale: Locale = "en",
): Record<string, unknown> {
  const t = createT(locale);
  const site = publicUrl.replace(/\/+$/, "");
  // "/" in English, "/es" in Spanish: the landing page these nodes describe.
  const home = locale === "en" ? `${site}/` : `${site}${localizePath("/", locale)}`;
  const organization = {
    "@type": "Organization",
    "@id": `${site}/#organization`,
    name: BRAND.company,
    brand: BRAND.name,
    url: `${site}/`,
    email: BRAND.supportEmail,
    sameAs: BRAND.social.map((link) => link.href),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        name: BRAND.name,
        description: t("layout.brand.tagline"),
        url: home,
        publisher: { "@id": `${site}/#organization` },
        inLanguage: locale,
      },
      organization,
      {
        "@type": "EducationalOrganization",
        "@id": `${home}#education`,
        name: BRAND.name,
        url: home,
        description: t("home.structuredData.education"),
        parentOrganization: { "@id": `${site}/#organization` },
      },
      {
        "@type": "FAQPage",
        "@id": `${home}#faq`,
        inLanguage: locale,
        mainEntity: faq.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so the text can never close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
