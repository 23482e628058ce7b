/**
 * Grid shapes for 4.G.A.1-3 and their features. The generators find right angles, parallel sides
 * and lines of symmetry here in TypeScript; the `...Expr` builders write the same questions as
 * mathjs expressions over the raw corner coordinates, so the harness recomputes every key on its own.
 */
import type { Pt } from "./shape-figures.ts";

export type GridShape = { name: string; points: Pt[] };

const s = (name: string, ...points: Pt[]): GridShape => ({ name, points });

/** Convex shapes for sorting by sides and angles (each fits a 6 by 6 grid). */
export const TRIANGLES = {
  right: s("a triangle", [0, 0], [4, 0], [0, 3]),
  rightTilted: s("a triangle", [0, 2], [2, 0], [5, 3]),
  rightTilted2: s("a triangle", [0, 1], [3, 0], [4, 3]),
  rightOther: s("a triangle", [0, 0], [4, 0], [4, 5]),
  nearlyRight: s("a triangle", [0, 0], [5, 0], [1, 4]),
  acute: s("a triangle", [0, 0], [4, 0], [2, 4]),
  obtuse: s("a triangle", [0, 0], [5, 0], [7, 3]),
  obtuseLow: s("a triangle", [0, 0], [6, 0], [2, 2]),
} as const;

export const POLYGONS = {
  square: s("a four-sided shape", [0, 0], [4, 0], [4, 4], [0, 4]),
  rectangle: s("a four-sided shape", [0, 0], [6, 0], [6, 3], [0, 3]),
  tiltedSquare: s("a four-sided shape", [1, 0], [4, 1], [3, 4], [0, 3]),
  parallelogram: s("a four-sided shape", [0, 0], [4, 0], [6, 3], [2, 3]),
  rhombus: s("a four-sided shape", [2, 0], [4, 3], [2, 6], [0, 3]),
  trapezoid: s("a four-sided shape", [0, 0], [6, 0], [4, 3], [2, 3]),
  rightTrapezoid: s("a four-sided shape", [0, 0], [5, 0], [3, 3], [0, 3]),
  kite: s("a four-sided shape", [2, 0], [4, 2], [2, 6], [0, 2]),
  quadrilateral: s("a four-sided shape", [0, 0], [5, 0], [4, 3], [1, 4]),
  house: s("a five-sided shape", [0, 0], [4, 0], [4, 3], [2, 5], [0, 3]),
  pentagon: s("a five-sided shape", [1, 0], [5, 0], [6, 3], [3, 5], [0, 3]),
  hexagon: s("a six-sided shape", [1, 0], [3, 0], [4, 2], [3, 4], [1, 4], [0, 2]),
} as const;

const sub = (p: Pt, q: Pt): Pt => [p[0] - q[0], p[1] - q[1]];
const at = (points: Pt[], i: number): Pt => points[(i + points.length) % points.length] as Pt;

/** At each corner, the dot product of the two sides leaving it: 0 right, < 0 obtuse, > 0 acute (convex shapes). */
export function cornerDots(points: Pt[]): number[] {
  return points.map((p, i) => {
    const [ux, uy] = sub(at(points, i - 1), p);
    const [vx, vy] = sub(at(points, i + 1), p);
    return ux * vx + uy * vy;
  });
}

export type Features = { corners: number; right: number; acute: number; obtuse: number; parallelPairs: number };

export function features(points: Pt[]): Features {
  const dots = cornerDots(points);
  const sides = points.map((p, i) => sub(at(points, i + 1), p));
  let parallelPairs = 0;
  for (let i = 0; i < sides.length; i++)
    for (let j = i + 1; j < sides.length; j++) {
      const [a, b] = [sides[i] as Pt, sides[j] as Pt];
      if (a[0] * b[1] - a[1] * b[0] === 0) parallelPairs++;
    }
  return {
    corners: points.length,
    right: dots.filter((d) => d === 0).length,
    acute: dots.filter((d) => d > 0).length,
    obtuse: dots.filter((d) => d < 0).length,
    parallelPairs,
  };
}

// ---- mathjs expressions for the harness ------------------------------------------------------

function dotExpr(points: Pt[], i: number): string {
  const [a, b, c] = [at(points, i - 1), at(points, i), at(points, i + 1)];
  return `((${a[0]} - ${b[0]}) * (${c[0]} - ${b[0]}) + (${a[1]} - ${b[1]}) * (${c[1]} - ${b[1]}))`;
}

/** How many corners have `test` ("== 0" right, "< 0" obtuse, "> 0" acute). */
export function cornerCountExpr(points: Pt[], test: "== 0" | "< 0" | "> 0"): string {
  return points.map((_, i) => `(${dotExpr(points, i)} ${test} ? 1 : 0)`).join(" + ");
}

/** How many pairs of sides are parallel (their cross product is 0). */
export function parallelPairsExpr(points: Pt[]): string {
  const side = (i: number) => [at(points, i), at(points, i + 1)] as const;
  const terms: string[] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const [p, q] = side(i);
      const [r, t] = side(j);
      terms.push(
        `((${q[0]} - ${p[0]}) * (${t[1]} - ${r[1]}) - (${q[1]} - ${p[1]}) * (${t[0]} - ${r[0]}) == 0 ? 1 : 0)`,
      );
    }
  return terms.join(" + ");
}

// ---- Lines of symmetry -------------------------------------------------------------------------

/** The middle of the shape's bounding box: every line of symmetry of a grid shape passes through it. */
export function middle(points: Pt[]): Pt {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/** The reflection of p in the line through c with direction d. */
function reflect(p: Pt, c: Pt, d: Pt): Pt {
  const [dx, dy] = d;
  const [x, y] = [p[0] - c[0], p[1] - c[1]];
  const n = dx * dx + dy * dy;
  const a = dx * dx - dy * dy;
  const b = 2 * dx * dy;
  return [c[0] + (a * x + b * y) / n, c[1] + (b * x - a * y) / n];
}

/** Does folding along the line through the shape's middle in direction d land every corner on a corner? */
export function isLineOfSymmetry(points: Pt[], d: Pt): boolean {
  const c = middle(points);
  return points.every((p) => {
    const [x, y] = reflect(p, c, d);
    return points.some((q) => Math.abs(q[0] - x) < 1e-9 && Math.abs(q[1] - y) < 1e-9);
  });
}

/** Up and down, across, and the two 45° slants: the only fold lines a shape on a square grid can have here. */
export const GRID_DIRECTIONS: Pt[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

export function symmetryLineCount(points: Pt[]): number {
  return GRID_DIRECTIONS.filter((d) => isLineOfSymmetry(points, d)).length;
}

const exactHalf = (v: number) => (Number.isInteger(v) ? String(v) : `${2 * v}/2`);

/**
 * mathjs: 0 when the line through the shape's middle in direction d is a line of symmetry. Each
 * corner (x, y) is coded as 1000000x + y; the reflected corners, sorted, must match the corners,
 * sorted. Whole vectors keep the expression short, which matters: mathjs is slow per operation.
 */
export function symmetryExpr(points: Pt[], d: Pt): string {
  const [cx, cy] = middle(points).map(exactHalf) as [string, string];
  const [dx, dy] = d;
  const [a, b, n] = [dx * dx - dy * dy, 2 * dx * dy, dx * dx + dy * dy];
  const xs = `[${points.map((p) => p[0]).join(", ")}]`;
  const ys = `[${points.map((p) => p[1]).join(", ")}]`;
  const x = `(${xs} - ${cx})`;
  const y = `(${ys} - ${cy})`;
  const image = `1000000 * (${cx} + (${a} * ${x} + ${b} * ${y}) / ${n}) + (${cy} + (${b} * ${x} - ${a} * ${y}) / ${n})`;
  return `sum(abs(sort(${image}) - sort(1000000 * ${xs} + ${ys})))`;
}

/** mathjs: how many of the four grid fold lines are lines of symmetry. */
export function symmetryCountExpr(points: Pt[]): string {
  return GRID_DIRECTIONS.map((d) => `(${symmetryExpr(points, d)} == 0 ? 1 : 0)`).join(" + ");
}
