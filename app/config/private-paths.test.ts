import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { isPrivatePath } from "./private-paths.ts";

type Entry = { path?: string; file: string; children?: Entry[] };

/**
 * Every page under the signed-in layout shows a family's or a child's data: its path must be
 * private, or it gets the public CSP (third-party scripts), the address's language instead of the
 * parent's, and the layout's client middleware reloads the whole document on its first form post
 * (losing, for example, a child's placement answer).
 */
describe("private paths", () => {
  it("cover every route under the signed-in layout", async () => {
    const config = (await routes) as unknown as Entry[];
    const layout = config.find((entry) => entry.file === "routes/app/layout.tsx");
    expect(layout?.children?.length).toBeGreaterThan(5);
    const paths = (layout?.children ?? []).map((entry) => `/${(entry.path ?? "").replace(/:[^/]+/g, "x")}`);
    expect(paths.filter((path) => !isPrivatePath(path))).toEqual([]);
  });
});
