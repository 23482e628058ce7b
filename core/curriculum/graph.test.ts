import { describe, expect, it } from "vitest";
import { buildSkillGraph } from "./graph.ts";

const node = (id: string, ...prerequisites: string[]) => ({ id, prerequisites });

describe("buildSkillGraph", () => {
  const graph = buildSkillGraph([node("c", "b"), node("b", "a"), node("a"), node("d", "a", "ghost")]);

  it("looks skills up and lists direct prerequisites and dependents", () => {
    expect(graph.get("b")?.id).toBe("b");
    expect(graph.has("ghost")).toBe(false);
    expect(graph.prerequisitesOf("d").map((n) => n.id)).toEqual(["a"]);
    expect(
      graph
        .dependentsOf("a")
        .map((n) => n.id)
        .sort(),
    ).toEqual(["b", "d"]);
  });

  it("follows prerequisites transitively", () => {
    expect(graph.ancestorsOf("c").map((n) => n.id)).toEqual(["b", "a"]);
    expect(graph.reaches("c", "a")).toBe(true);
    expect(graph.reaches("a", "c")).toBe(false);
    expect(graph.reaches("c", "c")).toBe(false);
  });

  it("reports prerequisite ids that name no skill", () => {
    expect(graph.missingPrerequisites()).toEqual([{ id: "d", missing: "ghost" }]);
  });

  it("orders every skill after its prerequisites", () => {
    const order = graph.topologicalOrder().map((n) => n.id);
    expect(order).toHaveLength(4);
    expect(order.indexOf("a")).toBeLessThan(order.indexOf("b"));
    expect(order.indexOf("b")).toBeLessThan(order.indexOf("c"));
    expect(graph.findCycle()).toBeNull();
  });

  it("finds a cycle and refuses to order it", () => {
    const cyclic = buildSkillGraph([node("x", "z"), node("y", "x"), node("z", "y"), node("w")]);
    const cycle = cyclic.findCycle();
    expect(cycle).not.toBeNull();
    expect(cycle![0]).toBe(cycle![cycle!.length - 1]);
    expect(new Set(cycle)).toEqual(new Set(["x", "y", "z"]));
    expect(() => cyclic.topologicalOrder()).toThrow(/cycle/);
    expect(buildSkillGraph([node("s", "s")]).findCycle()).toEqual(["s", "s"]);
  });
});
