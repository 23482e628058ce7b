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

  it("reads each number whole, as written, without thousands separators", () => {
    expect(numbersIn("1,200 apples, 3.5 kg and 3/4, 2, 3")).toEqual(["1200", "3.5", "3/4", "2", "3"]);
    expect(numbersIn("Add \\(6 4/6 + 4 4/9\\).")).toEqual(["6 4/6", "4 4/9"]);
    expect(numbersIn("$1,250.50 for 75¢ each at 3:45, 40% off, 2.5% tax")).toEqual([
      "$1250.50",
      "75¢",
      "3:45",
      "40%",
      "2.5%",
    ]);
    expect(numbersIn("7 − 3 = 4")).toEqual(["7", "3", "4"]);
  });

  // The old check compared digits one by one: each of these passed because every digit run of the
  // note appeared somewhere in the question.
  it.each([
    ["a fraction whose parts appear apart", "Count the tenths: 7/10.", ["7 apples and 10 pears"]],
    ["a fraction beside its reciprocal", "Watch for 3/4.", ["What is 4/3 of 12?"]],
    ["a mixed number beside a fraction", "Think of 2 1/2 first.", ["Add 1/2 and 2."]],
    ["a whole number inside a mixed number", "Start from 2.", ["What is 2 1/2 + 1?"]],
    ["money beside a whole number", "Start with $4.", ["There are 4 bags of 25 beads."]],
    ["a percentage beside a whole number", "Take 40% of the price.", ["Share 40 stickers."]],
  ])("leaves out a note quoting %s the question does not show whole", (_case, say, question) => {
    const shown = coachingForQuestion({ say, ask: ["What do you see?", say], misconception: say }, question);
    expect(shown).toEqual({ say: "", ask: ["What do you see?"], misconception: "" });
  });

  it("reads brackets in math as part of the sentence, not as an aside to leave out", () => {
    const say = "Read −(−8) as the opposite of negative eight. Then 3 × (4 + 2) and 5(t + 2). Keep going.";
    expect(coachingForQuestion({ say, ask: [], misconception: "" }, ["What is 7?"]).say).toBe("Keep going.");
    expect(coachingForQuestion({ say, ask: [], misconception: "" }, ["8, 3, 4, 2 and 5"]).say).toBe(say);
  });

  it("keeps a note whose numbers the question shows whole", () => {
    const say = "Think of 2 1/2 and $4.25, 40% and 3.5.";
    expect(coachingForQuestion({ say, ask: [], misconception: "" }, ["2 1/2 of $4.25", "40% of 3.5"]).say).toBe(say);
  });
});
