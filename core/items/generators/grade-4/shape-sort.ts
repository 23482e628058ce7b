/**
 * 4.G.A.2: sort shapes by parallel or perpendicular sides and by kinds of angles, and recognize
 * right triangles. Each card's value is a mathjs expression over the shape's corners that is 1
 * when the shape belongs, so the harness recomputes the key (`select-equal` with target 1).
 */
import type { Generator, ItemDraft } from "../../build.ts";
import type { Random } from "../../random.ts";
import { listJoin } from "../../text.ts";
import { keyWith, multiSelect, type Card, type WrongPick } from "./select.ts";
import {
  cornerCountExpr,
  features,
  parallelPairsExpr,
  POLYGONS,
  TRIANGLES,
  type Features,
  type GridShape,
} from "./shape-facts.ts";
import { shapeRow } from "./shape-figures.ts";

type Rule = {
  prompt: string;
  /** Does a shape with these features belong? */
  test: (f: Features) => boolean;
  /** mathjs: 1 when the shape with these corners belongs, else 0. */
  expr: (s: GridShape) => string;
  /** Why a shape belongs or not, for the solution. */
  why: (f: Features) => string;
};

const yesNo = (condition: string) => `(${condition} ? 1 : 0)`;

const several = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

/** "no right angles, 1 obtuse angle and 2 acute angles". */
const describeAngles = (f: Features) =>
  listJoin([
    f.right > 0 ? several(f.right, "right angle") : "no right angles",
    ...(f.obtuse > 0 ? [several(f.obtuse, "obtuse angle")] : []),
    ...(f.acute > 0 ? [several(f.acute, "acute angle")] : []),
  ]);

const describeParallel = (f: Features) =>
  f.parallelPairs === 0 ? "no parallel sides" : `${several(f.parallelPairs, "pair")} of parallel sides`;

const RULES: Record<string, Rule> = {
  rightTriangle: {
    prompt: "Which of these are right triangles? Choose all that are.",
    test: (f) => f.right === 1,
    expr: (s) => yesNo(`${cornerCountExpr(s.points, "== 0")} == 1`),
    why: describeAngles,
  },
  parallel: {
    prompt: "Which of these shapes have at least one pair of parallel sides? Choose all that do.",
    test: (f) => f.parallelPairs > 0,
    expr: (s) => yesNo(`${parallelPairsExpr(s.points)} > 0`),
    why: describeParallel,
  },
  perpendicular: {
    prompt: "Which of these shapes have perpendicular sides (sides that meet at a right angle)? Choose all that do.",
    test: (f) => f.right > 0,
    expr: (s) => yesNo(`${cornerCountExpr(s.points, "== 0")} > 0`),
    why: describeAngles,
  },
  obtuse: {
    prompt: "Which of these shapes have at least one obtuse angle? Choose all that do.",
    test: (f) => f.obtuse > 0,
    expr: (s) => yesNo(`${cornerCountExpr(s.points, "< 0")} > 0`),
    why: describeAngles,
  },
  noRight: {
    prompt: "Which of these shapes have no right angles at all? Choose all that do.",
    test: (f) => f.right === 0,
    expr: (s) => yesNo(`${cornerCountExpr(s.points, "== 0")} == 0`),
    why: describeAngles,
  },
  twoPairsNoRight: {
    prompt: "Which of these shapes have exactly two pairs of parallel sides and no right angles? Choose all that do.",
    test: (f) => f.parallelPairs === 2 && f.right === 0,
    expr: (s) =>
      `${yesNo(`${parallelPairsExpr(s.points)} == 2`)} * ${yesNo(`${cornerCountExpr(s.points, "== 0")} == 0`)}`,
    why: (f) => `${describeParallel(f)}; ${describeAngles(f)}`,
  },
};

/** Shapes that are easy to misjudge by looks: tilted right angles, nearly-right angles, lines that only seem parallel. */
const TRICKY = new Set<GridShape>([
  TRIANGLES.rightTilted,
  TRIANGLES.rightTilted2,
  TRIANGLES.nearlyRight,
  POLYGONS.tiltedSquare,
  POLYGONS.kite,
  POLYGONS.rhombus,
  POLYGONS.quadrilateral,
]);

/**
 * m-4.g.a.2: sort shapes by their sides and angles. Difficulty 1: pick the right triangles among
 * four or five triangles (some tilted, one nearly right); 2: shapes with parallel sides or with
 * perpendicular sides; 3: shapes with an obtuse angle, with no right angle, or with two pairs of
 * parallel sides and no right angle.
 */
export const sortShapes: Generator = ({ rng, difficulty }) => {
  const ruleName = rng.pick(
    difficulty === 1
      ? ["rightTriangle"]
      : difficulty === 2
        ? ["parallel", "perpendicular"]
        : ["obtuse", "noRight", "twoPairsNoRight"],
  );
  const rule = RULES[ruleName] as Rule;
  const pool: GridShape[] =
    difficulty === 1
      ? Object.values(TRIANGLES)
      : [...Object.values(POLYGONS), TRIANGLES.right, TRIANGLES.obtuse, TRIANGLES.rightTilted];
  return sortBy(rng, rule, pool, difficulty === 1 ? 4 : 5);
};

function sortBy(rng: Random, rule: Rule, pool: GridShape[], size: number): ItemDraft {
  const yes = pool.filter((s) => rule.test(features(s.points)));
  const no = pool.filter((s) => !rule.test(features(s.points)));
  const yesCount = rng.int(1, Math.min(size - 2, yes.length));
  const chosen = rng.shuffle([...rng.sample(yes, yesCount), ...rng.sample(no, size - yesCount)]);
  const labels = "ABCDE";
  const shapes = chosen.map((s, i) => ({ label: labels.charAt(i), points: s.points, shape: s }));
  const cards: Card[] = shapes.map((s) => ({
    text: `Shape ${s.label}`,
    value: rule.expr(s.shape),
    right: rule.test(features(s.points)),
  }));
  const picks: WrongPick[] = shapes.flatMap((s, i): WrongPick[] => {
    const belongs = cards[i]?.right ?? false;
    const tricky = TRICKY.has(s.shape);
    return [
      {
        misconception: tricky ? "judges-shape-by-looks" : "calculation-slip",
        cards: belongs ? keyWith(cards, [], [i]) : keyWith(cards, [i]),
        feedback: `Check shape ${s.label} corner by corner and side by side on the grid: it has ${rule.why(features(s.points))}.`,
      },
    ];
  });
  return {
    prompt: rule.prompt,
    figure: shapeRow(shapes.map(({ label, points }) => ({ label, points }))),
    ...multiSelect(cards, picks),
    hints: [
      "The grid lines meet at square corners: use them to check for right angles.",
      "Parallel sides point the same way: they go the same number of squares across for the same number up or down.",
      "Don't judge by how a shape is turned. Check every corner and every pair of sides.",
    ],
    solution: {
      steps: shapes.map(
        (s, i) =>
          `Shape ${s.label} has ${rule.why(features(s.points))}, so it ${cards[i]?.right ? "belongs" : "does not belong"}.`,
      ),
      answer: listJoin(shapes.filter((_, i) => cards[i]?.right).map((s) => `Shape ${s.label}`)),
    },
    check: { kind: "select-equal", target: "1" },
  };
}
