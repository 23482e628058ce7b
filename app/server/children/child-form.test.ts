import { describe, expect, it } from "vitest";
import { createT } from "../../i18n/translate.ts";
import { parseForm } from "../../lib/parse-form.ts";
import { childFormInput, childFormSchema, childFormValues, defaultInvolvement, INTERESTS } from "./child-form.ts";
import { childValues } from "../../../tests/setup/factories.ts";

/** Parses, with the field messages (message references) read in English as a parent would see them. */
const parse = (overrides: Parameters<typeof childValues>[0] = {}) => {
  const result = parseForm(childFormSchema, childFormInput(childValues(overrides)));
  if (result.ok) return result;
  const english = createT("en");
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, ref]) => [field, english.ref(String(ref))]),
  );
  return { ...result, errors };
};

describe("the child form", () => {
  it("offers the twelve interest themes of the item generators", () => {
    expect(INTERESTS.map((interest) => interest.id)).toEqual([
      "animals",
      "sports",
      "space",
      "music",
      "art",
      "cooking",
      "video-games",
      "dinosaurs",
      "ocean",
      "vehicles",
      "nature",
      "fashion",
    ]);
    expect(INTERESTS.find((interest) => interest.id === "video-games")?.label).toBe("Video games");
  });

  it("accepts a complete child and stores lists in a canonical order", () => {
    const result = parse({
      subjects: ["reading", "math", "math"],
      days: ["fri", "mon"],
      interests: ["music", "space", "art"],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        displayName: "Ana",
        grade: 4,
        subjects: ["math", "reading"],
        interests: ["space", "music", "art"],
        involvement: "side-by-side",
        schedule: { days: ["mon", "fri"], time: "16:30" },
      },
    });
  });

  it("defaults involvement by grade: side by side for grades 3-5, check-ins above", () => {
    expect([3, 4, 5, 6, 7, 8].map(defaultInvolvement)).toEqual([
      "side-by-side",
      "side-by-side",
      "side-by-side",
      "check-ins",
      "check-ins",
      "check-ins",
    ]);
    expect(parse({ grade: "7" })).toMatchObject({ ok: true, value: { involvement: "check-ins" } });
    expect(parse({ grade: "7", involvement: "independent" })).toMatchObject({
      ok: true,
      value: { involvement: "independent" },
    });
  });

  it("gives a message by each field that needs one", () => {
    const result = parse({
      displayName: "   ",
      grade: "9",
      subjects: ["science"],
      interests: ["space", "unicorns"],
      involvement: "hovering",
      days: [],
      time: "25:00",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        displayName: "Please enter your child's first name or a nickname.",
        grade: "Please choose a grade from 3 to 8.",
        subjects: "Please choose at least one subject.",
        interests: "Please pick at least 3 interests.",
        involvement: "Please choose how involved you want to be.",
        days: "Please choose at least one day for sessions.",
        time: "Please choose a time for sessions, like 4:30 PM.",
      },
    });
    expect(parse({ grade: "" })).toMatchObject({ ok: false, errors: { grade: "Please choose a grade." } });
  });

  it("keeps names to 40 characters after cleaning, and cleans control characters and lone surrogates", () => {
    expect(parse({ displayName: "x".repeat(41) })).toMatchObject({
      ok: false,
      errors: { displayName: expect.any(String) },
    });
    expect(parse({ displayName: `  Zoë\u0000 \uD800 ` })).toMatchObject({
      ok: true,
      value: { displayName: "Zoë \uFFFD" },
    });
  });

  it("reads repeated checkboxes from a submitted form and ignores unknown fields", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["displayName", "Sam"],
      ["grade", "6"],
      ["subjects", "math"],
      ["interests", "ocean"],
      ["interests", "nature"],
      ["interests", "sports"],
      ["days", "sat"],
      ["time", "09:15"],
      ["hasPersonalizedPlan", "true"],
      ["familyId", "someone-else"],
    ]) {
      form.append(name!, value!);
    }
    const values = childFormValues(form);
    expect(values).toEqual({
      displayName: "Sam",
      grade: "6",
      subjects: ["math"],
      interests: ["ocean", "nature", "sports"],
      involvement: "",
      days: ["sat"],
      time: "09:15",
    });
    const parsed = parseForm(childFormSchema, childFormInput(values));
    expect(parsed.ok && Object.keys(parsed.value).sort()).toEqual([
      "displayName",
      "grade",
      "interests",
      "involvement",
      "schedule",
      "subjects",
    ]);
  });
});
