import { describe, expect, it } from "vitest";
import { jsonLdText, landingStructuredData } from "./structured-data.ts";

describe("landing structured data", () => {
  it("has a website, an organisation, an educational organisation and the FAQ", () => {
    const data = landingStructuredData("https://b.example/", [{ question: "Q?", answer: "A." }]);
    const types = (data["@graph"] as { "@type": string }[]).map((node) => node["@type"]);
    expect(types).toEqual(["WebSite", "Organization", "EducationalOrganization", "FAQPage"]);
  });

  it("describes the English landing page in English and the Spanish one in Spanish", () => {
    type Node = { "@type": string; "@id": string; url?: string; inLanguage?: string; description?: string };
    const nodes = (locale: "en" | "es") =>
      landingStructuredData("https://b.example", [{ question: "¿P?", answer: "R." }], locale)["@graph"] as Node[];
    const [enSite, enOrg, enEducation] = nodes("en");
    expect(enSite).toMatchObject({ "@id": "https://b.example/#website", url: "https://b.example/", inLanguage: "en" });
    expect(enSite?.description).toBe("Learning, built around your child");
    expect(enEducation?.description).toContain("grades 3-8");

    const [esSite, esOrg, esEducation, esFaq] = nodes("es");
    expect(esSite).toMatchObject({
      "@id": "https://b.example/es#website",
      url: "https://b.example/es",
      inLanguage: "es",
      description: "Aprendizaje a la medida de tu hijo",
    });
    expect(esEducation).toMatchObject({ url: "https://b.example/es", description: expect.stringContaining("grado") });
    expect(esFaq).toMatchObject({ "@id": "https://b.example/es#faq", inLanguage: "es" });
    // One company in both languages.
    expect(esOrg).toEqual(enOrg);
  });

  it("serialises safely inside a script tag", () => {
    const text = jsonLdText({ answer: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ answer: "</script><script>alert(1)</script>" });
  });
});
