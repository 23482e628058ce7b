import { describe, expect, it } from "vitest";
import { jsonLdText, landingStructuredData } from "./structured-data.ts";

describe("landing structured data", () => {
  it("has a website, an organisation, an educational organisation and the FAQ", () => {
    const data = landingStructuredData("https://b.example/", [{ question: "Q?", answer: "A." }]);
    const types = (data["@graph"] as { "@type": string }[]).map((node) => node["@type"]);
    expect(types).toEqual(["WebSite", "Organization", "EducationalOrganization", "FAQPage"]);
  });

  it("serialises safely inside a script tag", () => {
    const text = jsonLdText({ answer: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ answer: "</script><script>alert(1)</script>" });
  });
});
