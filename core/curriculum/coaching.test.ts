import { describe, expect, it } from "vitest";
import { coachingForQuestion, numbersIn } from "./coaching.ts";

const notes = {
  say: "A fraction like 7/10 is seven pieces that are each 1/10. Group the pieces however you like.",
  ask: ["How can you check that your parts add back to 7/10?", "Which pieces did you group first?"],
  misconception:
    "Splitting the denominator as well as the numerator (7/10 = 3/5 + 4/5). Ask the child to shade each part on a bar.",
};

describe("coachingForQuestion", () => {
  it("leaves out the asides, sentences and questions that quote numbers the question does not show", () => {
    const shown = coachingForQuestion(notes, ["Write 3/4 as a sum of fractions.", "3/4 = 1/4 + 2/4"]);
    expect(shown).toEqual({
      say: "Group the pieces however you like.",
      ask: ["Which pieces did you group first?"],
      misconception: "Splitting the denominator as well as the numerator. Ask the child to shade each part on a bar.",
    });
  });

  it("keeps the notes whole beside a question with the same numbers", () => {
    expect(coachingForQuestion(notes, ["Write 7/10 as a sum.", "3/10 + 4/10, or 3/5 + 4/5?", "1/10"])).toEqual(notes);
  });

  it("reads numbers with thousands separators and decimals as written", () => {
    expect(numbersIn("1,200 apples, 3.5 kg and 3/4, 2, 3")).toEqual(["1200", "3.5", "3", "4", "2", "3"]);
  });
});
