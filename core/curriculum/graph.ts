/**
 * The prerequisite graph over skills: lookups, prerequisites and dependents, reachability,
 * topological order and cycle detection. Works on anything with an id and prerequisite ids, so
 * it can check skill definitions before difficulty anchors exist.
 */

export type GraphNode = { id: string; prerequisites: readonly string[] };

export type SkillGraph<T extends GraphNode> = {
  get(id: string): T | undefined;
  has(id: string): boolean;
  /** Direct prerequisites that exist in the graph (unknown ids are reported by missingPrerequisites). */
  prerequisitesOf(id: string): T[];
  /** Skills that list this one as a direct prerequisite. */
  dependentsOf(id: string): T[];
  /** Every skill reachable through prerequisites, nearest first (the skill itself excluded). */
  ancestorsOf(id: string): T[];
  /** True when `prerequisiteId` can be reached from `id` by following prerequisites. */
  reaches(id: string, prerequisiteId: string): boolean;
  /** Prerequisite ids that name no skill in the graph. */
  missingPrerequisites(): { id: string; missing: string }[];
  /** One cycle as a list of ids (first id repeated at the end), or null when acyclic. */
  findCycle(): string[] | null;
  /** Every skill after all of its prerequisites; throws when the graph has a cycle. */
  topologicalOrder(): T[];
};

export function buildSkillGraph<T extends GraphNode>(nodes: readonly T[]): SkillGraph<T> {
  const byId = new Map<string, T>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);

  const dependents = new Map<string, T[]>();
  for (const node of byId.values()) {
    for (const pre of node.prerequisites) {
      const list = dependents.get(pre) ?? [];
      list.push(node);
      dependents.set(pre, list);
    }
  }

  const prerequisitesOf = (id: string): T[] =>
    (byId.get(id)?.prerequisites ?? []).flatMap((pre) => {
      const found = byId.get(pre);
      return found === undefined ? [] : [found];
    });

  const ancestorsOf = (id: string): T[] => {
    const seen = new Set<string>([id]);
    const order: T[] = [];
    let frontier = prerequisitesOf(id);
    while (frontier.length > 0) {
      const next: T[] = [];
      for (const node of frontier) {
        if (seen.has(node.id)) continue;
        seen.add(node.id);
        order.push(node);
        next.push(...prerequisitesOf(node.id));
      }
      frontier = next;
    }
    return order;
  };

  const findCycle = (): string[] | null => {
    // Iterative depth-first search: 1 = on the current path, 2 = finished.
    const state = new Map<string, 1 | 2>();
    for (const start of byId.keys()) {
      if (state.has(start)) continue;
      const path: string[] = [];
      const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
      state.set(start, 1);
      path.push(start);
      while (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        const pres = prerequisitesOf(top.id);
        if (top.next >= pres.length) {
          state.set(top.id, 2);
          stack.pop();
          path.pop();
          continue;
        }
        const child = pres[top.next]!.id;
        top.next += 1;
        const childState = state.get(child);
        if (childState === 1) return [...path.slice(path.indexOf(child)), child];
        if (childState === undefined) {
          state.set(child, 1);
          path.push(child);
          stack.push({ id: child, next: 0 });
        }
      }
    }
    return null;
  };

  return {
    get: (id) => byId.get(id),
    has: (id) => byId.has(id),
    prerequisitesOf,
    dependentsOf: (id) => [...(dependents.get(id) ?? [])],
    ancestorsOf,
    reaches: (id, prerequisiteId) => ancestorsOf(id).some((node) => node.id === prerequisiteId),
    missingPrerequisites: () =>
      [...byId.values()].flatMap((node) =>
        node.prerequisites.filter((pre) => !byId.has(pre)).map((missing) => ({ id: node.id, missing })),
      ),
    findCycle,
    topologicalOrder: () => {
      const cycle = findCycle();
      if (cycle !== null) throw new Error(`Prerequisite cycle: ${cycle.join(" -> ")}`);
      const done = new Set<string>();
      const order: T[] = [];
      const visit = (node: T): void => {
        if (done.has(node.id)) return;
        done.add(node.id);
        for (const pre of prerequisitesOf(node.id)) visit(pre);
        order.push(node);
      };
      for (const node of byId.values()) visit(node);
      return order;
    },
  };
}
