import { describe, expect, it } from "vitest";
import { brandPlaceholders } from "./brand-placeholders.ts";

describe("brand placeholders", () => {
  it("names every fact still on the .example domain (the defaults)", () => {
    expect(brandPlaceholders()).toEqual([
      "supportEmail",
      "postalAddress",
      "social.Facebook",
      "social.Instagram",
      "social.YouTube",
    ]);
  });

  it("is empty once a deployment sets real facts", () => {
    expect(
      brandPlaceholders({
        supportEmail: "help@brightpath-learning.com",
        postalAddress: "Brightpath Learning, LLC, 500 Congress Ave, Austin, TX 78701",
        social: [{ network: "YouTube", href: "https://www.youtube.com/@brightpath" }],
      }),
    ).toEqual([]);
  });

  it("catches a placeholder left in one field", () => {
    expect(
      brandPlaceholders({
        supportEmail: "help@brightpath-learning.com",
        postalAddress: "500 Congress Ave, Austin, TX 78701",
        social: [{ network: "Instagram", href: "https://instagram.brightpath.example/" }],
      }),
    ).toEqual(["social.Instagram"]);
  });
});
