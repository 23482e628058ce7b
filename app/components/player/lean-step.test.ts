import { describe, expect, it } from "vitest";
import { isPlayerStep } from "./lean-step.ts";

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
