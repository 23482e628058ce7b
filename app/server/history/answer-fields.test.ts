import { describe, expect, it } from "vitest";
import { PLAYER_FORMATS } from "../items/question-view.server.ts";
import { markAnswer, mathSnapshot } from "../placement/item-snapshot.ts";
import { mathItemBank } from "../practice-check/item-bank.server.ts";
import { rightAnswerFields, wrongAnswerFields } from "./answer-fields.ts";

describe("the simulated child's answer fields", () => {
  // Every math item the session player can show, at a few seeds: the right fields are marked right
  // and the wrong ones are a usable answer marked wrong (they once returned the right answer for
  // decimals, fractions and expressions, so a "wrong" simulated child was right there).
  it("are right and wrong as named, for every format the player shows", () => {
    const misses: string[] = [];
    for (const engineItem of mathItemBank(PLAYER_FORMATS)) {
      for (const seed of [1, 2, 3]) {
        const snapshot = mathSnapshot("answer-fields", engineItem, "sports", seed);
        const right = markAnswer(snapshot, rightAnswerFields(snapshot));
        const wrong = markAnswer(snapshot, wrongAnswerFields(snapshot));
        if (!right.ok || !right.correct) misses.push(`${engineItem.id}#${seed} right: ${JSON.stringify(right)}`);
        if (!wrong.ok || wrong.correct)
          misses.push(`${engineItem.id}#${seed} (${snapshot.item.format}) wrong: ${JSON.stringify(wrong)}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
