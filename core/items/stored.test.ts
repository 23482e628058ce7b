import { describe, expect, it } from "vitest";
import { GENERATORS, generateItem } from "./registry.ts";
import { readStoredItem } from "./stored.ts";

describe("stored items", () => {
  it("reads back every generator's items after a JSON round trip", () => {
    for (const skillId of Object.keys(GENERATORS)) {
      for (const difficulty of [1, 2, 3] as const) {
        const item = generateItem({ skillId, seed: 11, difficulty, theme: "nature" });
        const back = readStoredItem(JSON.parse(JSON.stringify(item)));
        expect(back, skillId).toEqual({ ok: true, item: JSON.parse(JSON.stringify(item)) });
      }
    }
  });

  it("keeps signed answers and a fraction answer's range", () => {
    const item = JSON.parse(
      JSON.stringify(generateItem({ skillId: "m-3.nf.a.1", seed: 1, difficulty: 1, theme: "art" })),
    );
    const signedFraction = {
      ...item,
      format: "fraction",
      answer: {
        format: "fraction",
        value: { n: -3, d: 4 },
        equivalent: true,
        decimal: false,
        mixed: false,
        min: -2,
        max: 2,
      },
    };
    expect(readStoredItem(signedFraction)).toEqual({ ok: true, item: signedFraction });
    const signedInteger = { ...item, format: "integer", answer: { format: "integer", value: -5, min: -10, max: 10 } };
    expect(readStoredItem(signedInteger)).toEqual({ ok: true, item: signedInteger });
    expect(
      readStoredItem({ ...signedFraction, answer: { ...signedFraction.answer, value: { n: 3, d: -4 } } }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("refuses missing, newer and malformed versions with a reason", () => {
    const item = JSON.parse(
      JSON.stringify(generateItem({ skillId: "m-3.nf.a.1", seed: 1, difficulty: 1, theme: "art" })),
    );
    expect(readStoredItem(null)).toEqual({ ok: false, error: "not an object" });
    expect(readStoredItem({ ...item, schemaVersion: undefined })).toEqual({
      ok: false,
      error: "missing schemaVersion",
    });
    expect(readStoredItem({ ...item, schemaVersion: 99 })).toMatchObject({
      ok: false,
      error: expect.stringContaining("newer"),
    });
    expect(readStoredItem({ ...item, hints: ["only one"] })).toMatchObject({
      ok: false,
      error: expect.stringContaining("hints"),
    });
    expect(
      readStoredItem({ ...item, wrongAnswers: [{ ...item.wrongAnswers[0], misconception: "made-up" }] }),
    ).toMatchObject({ ok: false });
    expect(readStoredItem({ ...item, format: "integer" })).toEqual({
      ok: false,
      error: "format differs from answer.format",
    });
  });
});
