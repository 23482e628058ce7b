import { describe, expect, it } from "vitest";
import { billingText } from "./billing-text.ts";

describe("billingText", () => {
  it("fills arguments and picks the plural form", () => {
    expect(billingText("billing.banner.trial", { count: 1 })).toBe("1 day left in your free trial");
    expect(billingText("billing.banner.trial", { count: 30 })).toBe("30 days left in your free trial");
    expect(billingText("billing.cancel.done", { date: "March 12, 2027" })).toBe(
      "Your subscription is cancelled. You keep everything until March 12, 2027.",
    );
    expect(billingText("billing.status.trial", { planName: "Family", count: 2, date: "May 1, 2027" })).toBe(
      "Family plan, free trial: 2 days left. The trial ends on May 1, 2027. No card is needed until you choose a plan.",
    );
  });
});
