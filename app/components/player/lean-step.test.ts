import { describe, expect, it } from "vitest";
import { isPlayerStep, newestScreen, replyCarriedScreen, wantsScreenInReply } from "./lean-step.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("isPlayerStep", () => {
  const step = (formAction: string | undefined, intent: string, formMethod = "POST") =>
    isPlayerStep({ formAction, formMethod: formMethod as "POST", formData: form({ intent }) });
  const activity = "/activities/child/0190a0b0-0000-7000-8000-000000000000";

  it("is an answer or 'I don't know' posted on a placement page", () => {
    expect(step("/placement/0190a0b0-0000-7000-8000-000000000000/math", "answer")).toBe(true);
    expect(step("/placement/0190a0b0-0000-7000-8000-000000000000/reading", "dont-know")).toBe(true);
  });

  it("is every post of a daily-session activity page, in either mode", () => {
    for (const intent of ["answer", "dont-know", "hint", "next", "lesson-done", "skip", "paper"])
      expect(step(activity, intent)).toBe(true);
    expect(step("/activities/parent/0190a0b0-0000-7000-8000-000000000000", "answer")).toBe(true);
  });

  it("is not starting a check, another page's form, an unknown intent, a GET or a link", () => {
    expect(step("/placement/x/math", "start")).toBe(false);
    expect(step("/placement/x/math/result", "answer")).toBe(false);
    expect(step("/learning-plan/x", "answer")).toBe(false);
    expect(step("/placement/x/math", "answer", "GET")).toBe(false);
    expect(step(undefined, "answer")).toBe(false);
    expect(step(activity, "start")).toBe(false);
    expect(step("/activities", "answer")).toBe(false);
    expect(step("/activities/teacher/x", "answer")).toBe(false);
    expect(step(`${activity}/extra`, "answer")).toBe(false);
    expect(step(activity, "answer", "GET")).toBe(false);
  });
});

describe("one round trip per screen", () => {
  const activity = "/activities/child/0190a0b0-0000-7000-8000-000000000000";
  const posted = (intent: string, actionResult: unknown, formAction = activity) =>
    replyCarriedScreen({ formAction, formMethod: "POST", formData: form({ intent }), actionResult });

  it("asks for the screen in the reply only when the player's field says so", () => {
    expect(wantsScreenInReply({ intent: "answer", screenInReply: "1" })).toBe(true);
    expect(wantsScreenInReply({ intent: "answer" })).toBe(false);
    expect(wantsScreenInReply({ intent: "answer", screenInReply: "yes" })).toBe(false);
  });

  it("skips the page's loader after a player step whose reply carried the screen, and only then", () => {
    expect(posted("answer", { screen: { kind: "feedback" } })).toBe(true);
    expect(posted("answer", { error: "Pick one of the answers." })).toBe(false);
    expect(posted("answer", undefined)).toBe(false);
    expect(posted("start", { screen: {} }, "/placement/x/math")).toBe(false);
    expect(posted("answer", { screen: {} }, "/learning-plan/x")).toBe(false);
  });

  it("shows whichever screen the server built last", () => {
    const loaded = { servedAt: 100, kind: "question" };
    const replied = { servedAt: 200, kind: "feedback" };
    expect(newestScreen(loaded, { screen: replied })).toBe(replied);
    expect(newestScreen(loaded, undefined)).toBe(loaded);
    expect(newestScreen(loaded, {})).toBe(loaded);
    // The tab regained focus after the step and the loader ran again: its data is newer.
    const reloaded = { servedAt: 300, kind: "question" };
    expect(newestScreen(reloaded, { screen: replied })).toBe(reloaded);
  });
});
