/**
 * The landing page's structured data (SPEC.md §2): website, organisation, FAQ and educational
 * organisation, as one JSON-LD graph.
 */
import { BRAND } from "../config/brand.ts";

export type FaqEntry = { question: string; answer: string };

export function landingStructuredData(publicUrl: string, faq: FaqEntry[]): Record<string, unknown> {
  const site = publicUrl.replace(/\/+$/, "");
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
        "@id": `${site}/#website`,
        name: BRAND.name,
        description: BRAND.tagline,
        url: `${site}/`,
        publisher: { "@id": `${site}/#organization` },
        inLanguage: "en",
      },
      organization,
      {
        "@type": "EducationalOrganization",
        "@id": `${site}/#education`,
        name: BRAND.name,
        url: `${site}/`,
        description: "Math and reading catch-up for children in grades 3-8, 20 minutes a day.",
        parentOrganization: { "@id": `${site}/#organization` },
      },
      {
        "@type": "FAQPage",
        "@id": `${site}/#faq`,
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
