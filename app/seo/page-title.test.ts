import { describe, expect, it } from "vitest";
import { isIdLikeSegment, pageTitle } from "./page-title.ts";

describe("pageTitle (SPEC.md §2 tab title rules)", () => {
  it.each([
    ["/", "Brightpath - Learning, built around your child"],
    ["/features", "Features - Brightpath"],
    ["/how-it-works", "How It Works - Brightpath"],
    ["/how-it-works-page", "How It Works Page - Brightpath"],
    ["/privacy-policy-page", "Privacy Policy Page - Brightpath"],
    ["/settings/parent-mode-pin", "Parent Mode Pin - Brightpath"],
    ["/dashboard", "Dashboard - Brightpath"],
    ["/assignments", "Assignments - Brightpath"],
    ["/activities", "Activities - Brightpath"],
    ["/activities/parent/0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b", "Parent Activities - Brightpath"],
    ["/activities/child/aB3dE5fG7hJ9kL1mN2pQ", "Child Activities - Brightpath"],
    ["/member-details/0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b", "Member Details - Brightpath"],
    ["/learning-plan/12345", "Learning Plan - Brightpath"],
    ["/learning-plan/Xy7Qw2Er9Ty", "Learning Plan - Brightpath"],
    ["/blog/fractions-at-home", "Fractions At Home - Brightpath"],
    ["/features/", "Features - Brightpath"],
    ["/caf%C3%A9", "Café - Brightpath"],
  ])("%s -> %s", (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it("uses a page's own title when it has one", () => {
    expect(pageTitle("/blog/fractions-at-home", "Fractions at home")).toBe("Fractions at home - Brightpath");
  });

  it("falls back to the home title when every segment is an id", () => {
    expect(pageTitle("/1234567")).toBe("Brightpath - Learning, built around your child");
  });
});

describe("isIdLikeSegment (SPEC.md §9)", () => {
  it.each([
    ["12345", true],
    ["0", true],
    ["aB3dE5fG7h", true], // 10 alphanumerics with a digit
    ["aB3dE5fG7", false], // only 9
    ["0193a1b2-7c3d-7e4f", true], // 15+ with dashes and a digit
    ["abc_def-123", false], // dashes but under 15
    ["assignments", false], // a word, not an id
    ["how-it-works-page", false],
    ["fractions-on-a-number-line", false],
  ])("%s -> %s", (segment, expected) => {
    expect(isIdLikeSegment(segment)).toBe(expected);
  });
});
