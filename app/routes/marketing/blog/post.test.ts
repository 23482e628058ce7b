import { describe, expect, it } from "vitest";
import { outcome } from "../../../../tests/setup/route-args.ts";
import { loader } from "./post.tsx";

describe("/blog/:slug redirects (issue 14: every redirect target checked)", () => {
  it("follows a retired slug to its page, in the language of the address", async () => {
    const at = (path: string) => ({
      params: { slug: "math-summer-activities" },
      request: new Request(`https://brightpath.example${path}`),
    });
    const result = await outcome(async () => loader(at("/blog/math-summer-activities") as never));
    expect(result).toMatchObject({ status: 301, location: "/math-activities" });
    const spanish = await outcome(async () => loader(at("/es/blog/math-summer-activities") as never));
    expect(spanish).toMatchObject({ status: 301, location: "/es/math-activities" });
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "answers 404 for %s, never a redirect built from Object.prototype",
    async (slug) => {
      const result = await outcome(async () => loader({ params: { slug } } as never));
      expect(result.status).toBe(404);
      expect(result.location).toBeNull();
    },
  );
});
