/**
 * The child's player answers the three formats with more than one field (issue 12): the form a
 * browser posts, with or without JavaScript, becomes a response that is validated, then scored
 * (core/items). Items here are the real generators' items.
 */
import { describe, expect, it } from "vitest";
import { generateItem } from "../../../core/items/registry.ts";
import { score } from "../../../core/items/score.ts";
import type { Difficulty, Item } from "../../../core/items/types.ts";
import { MESSAGES } from "../../../core/items/validate.ts";
import { orderName, pickName, TICK_FIELD } from "../../components/player/fields/field-names.ts";
import { mathItemBank } from "../practice-check/item-bank.server.ts";
import { PLAYER_FORMATS, questionView, responseFromFields } from "./question-view.server.ts";

const item = (skillId: string, difficulty: Difficulty, seed = 7): Item =>
  generateItem({ skillId, seed, difficulty, theme: "animals" });

const marked = (it: Item, fields: Record<string, string>) => score(it, responseFromFields(it, fields));

describe("multi-select fields", () => {
  const question = item("m-4.g.a.2", 1);
  const answer = question.answer.format === "multi-select" ? question.answer.choiceIds : [];
  const ids = (question.choices ?? []).map((choice) => choice.id);

  it("reads the ticked boxes and scores the right set right, in any order", () => {
    expect(question.format).toBe("multi-select");
    const fields = Object.fromEntries([...answer].reverse().map((id) => [pickName(id), "on"]));
    expect(responseFromFields(question, fields)).toEqual({ format: "multi-select", choiceIds: answer });
    expect(marked(question, fields)).toMatchObject({ status: "scored", correct: true });
  });

  it("scores a set with one box missing or one too many wrong", () => {
    const extra = ids.find((id) => !answer.includes(id));
    expect(extra).toBeDefined();
    const tooMany = Object.fromEntries([...answer, extra!].map((id) => [pickName(id), "on"]));
    expect(marked(question, tooMany)).toMatchObject({ status: "scored", correct: false });
  });

  it("asks for a choice when nothing is ticked, and ignores boxes the item does not have", () => {
    expect(marked(question, {})).toMatchObject({ status: "invalid", problem: "empty" });
    expect(marked(question, { [pickName("zz")]: "on" })).toMatchObject({ status: "invalid", problem: "empty" });
  });
});

describe("ordering fields", () => {
  const question = item("m-6.ns.c.7.b", 1);
  const order = question.answer.format === "ordering" ? question.answer.order : [];
  const form = (ids: string[]) => Object.fromEntries(ids.map((id, position) => [orderName(position), id]));

  it("reads one card per place (the same fields with or without JavaScript)", () => {
    expect(question.format).toBe("ordering");
    expect(responseFromFields(question, form(order))).toEqual({ format: "ordering", order });
    expect(marked(question, form(order))).toMatchObject({ status: "scored", correct: true });
    expect(marked(question, form([...order].reverse()))).toMatchObject({ status: "scored", correct: false });
  });

  it("asks for every card in order when a card is used twice, missing, or unknown", () => {
    const twice = form([order[0]!, order[0]!, ...order.slice(2)]);
    expect(marked(question, twice)).toMatchObject({ status: "invalid", message: MESSAGES.orderAll });
    expect(marked(question, form(order.slice(1)))).toMatchObject({ status: "invalid", message: MESSAGES.orderAll });
    expect(marked(question, form(["x", ...order.slice(1)]))).toMatchObject({ status: "invalid" });
    expect(marked(question, {})).toMatchObject({ status: "invalid", problem: "empty" });
  });
});

describe("number-line fields", () => {
  const question = item("m-3.nf.a.2.b", 3);
  const answer = question.answer.format === "number-line-point" ? question.answer : null;

  it("offers the line, not the answer, and reads the chosen mark as a position", () => {
    expect(answer).not.toBeNull();
    const view = questionView(question);
    expect(view.numberLine).toEqual({ min: answer!.min, max: answer!.max, ticksPerUnit: answer!.ticksPerUnit });
    const tick = Math.round((answer!.value.n / answer!.value.d - answer!.min) * answer!.ticksPerUnit);
    expect(responseFromFields(question, { [TICK_FIELD]: String(tick) })).toEqual({
      format: "number-line-point",
      position: answer!.value.n / answer!.value.d,
    });
    expect(marked(question, { [TICK_FIELD]: String(tick) })).toMatchObject({ status: "scored", correct: true });
    expect(marked(question, { [TICK_FIELD]: String(tick + 1) })).toMatchObject({ status: "scored", correct: false });
  });

  it("asks for a point when none is chosen or the field is not a mark, and refuses a mark off the line", () => {
    expect(marked(question, {})).toMatchObject({ status: "invalid", problem: "empty" });
    expect(marked(question, { [TICK_FIELD]: "1.5" })).toMatchObject({ status: "invalid", problem: "empty" });
    expect(marked(question, { [TICK_FIELD]: "-1" })).toMatchObject({ status: "invalid", problem: "empty" });
    const past = String((answer!.max - answer!.min) * answer!.ticksPerUnit + 1);
    expect(marked(question, { [TICK_FIELD]: past })).toMatchObject({ status: "invalid", problem: "out-of-range" });
  });
});

describe("the placement's math bank", () => {
  it("includes items in every one of the nine formats", () => {
    const formats = new Set(
      mathItemBank(PLAYER_FORMATS).map((engineItem) => {
        const [skillId = "", difficulty = "2"] = engineItem.id.split("|");
        return item(skillId, Number(difficulty) as Difficulty, 0).format;
      }),
    );
    expect(formats).toEqual(PLAYER_FORMATS);
    expect(PLAYER_FORMATS.size).toBe(9);
  });
});
