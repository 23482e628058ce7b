/**
 * 4.G.A.3: lines of symmetry. Shapes sit on a square grid; whether a fold line works is checked by
 * reflecting every corner (mathjs `symmetryExpr` in ./shape-facts.ts), so the harness never takes
 * the catalogue's word for it.
 */
import { integerAnswer, wrongIntegers, type Generator, type ItemDraft, type Mistake } from "../../build.ts";
import type { Random } from "../../random.ts";
import { listJoin } from "../../text.ts";
import { keyWith, multiSelect, type Card, type WrongPick } from "./select.ts";
import {
  GRID_DIRECTIONS,
  isLineOfSymmetry,
  middle,
  symmetryCountExpr,
  symmetryExpr,
  symmetryLineCount,
} from "./shape-facts.ts";
import { shapeOnGrid, type FoldLine, type Pt } from "./shape-figures.ts";

type SymShape = { name: string; points: Pt[]; rectangle?: boolean };

const shape = (name: string, points: Pt[], rectangle = false): SymShape => ({ name, points, rectangle });

/** Shapes that fit a 6 by 6 grid, with none, one, two or four lines of symmetry. */
const SHAPES: SymShape[] = [
  shape("a square", [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ]),
  shape(
    "a rectangle",
    [
      [0, 0],
      [6, 0],
      [6, 4],
      [0, 4],
    ],
    true,
  ),
  shape(
    "a rectangle",
    [
      [0, 0],
      [5, 0],
      [5, 3],
      [0, 3],
    ],
    true,
  ),
  shape("a triangle", [
    [0, 0],
    [6, 0],
    [3, 5],
  ]),
  shape("a trapezoid", [
    [0, 0],
    [6, 0],
    [4, 3],
    [2, 3],
  ]),
  shape("a kite", [
    [2, 0],
    [4, 2],
    [2, 6],
    [0, 2],
  ]),
  shape("a house shape", [
    [0, 0],
    [4, 0],
    [4, 3],
    [2, 5],
    [0, 3],
  ]),
  shape("an arrow shape", [
    [0, 1],
    [3, 1],
    [3, 0],
    [5, 2],
    [3, 4],
    [3, 3],
    [0, 3],
  ]),
  shape("a rhombus", [
    [2, 0],
    [4, 3],
    [2, 6],
    [0, 3],
  ]),
  shape("a square standing on one corner", [
    [2, 0],
    [4, 2],
    [2, 4],
    [0, 2],
  ]),
  shape("an L shape", [
    [0, 0],
    [4, 0],
    [4, 2],
    [2, 2],
    [2, 4],
    [0, 4],
  ]),
  shape("a parallelogram", [
    [0, 0],
    [4, 0],
    [6, 3],
    [2, 3],
  ]),
  shape("a triangle", [
    [0, 0],
    [5, 0],
    [0, 3],
  ]),
  shape("a triangle", [
    [0, 0],
    [4, 0],
    [0, 4],
  ]),
  shape("a step shape", [
    [2, 0],
    [6, 0],
    [6, 2],
    [4, 2],
    [4, 4],
    [0, 4],
    [0, 2],
    [2, 2],
  ]),
  shape("a plus sign", [
    [2, 0],
    [4, 0],
    [4, 2],
    [6, 2],
    [6, 4],
    [4, 4],
    [4, 6],
    [2, 6],
    [2, 4],
    [0, 4],
    [0, 2],
    [2, 2],
  ]),
  shape("an eight-sided shape", [
    [1, 0],
    [5, 0],
    [6, 1],
    [6, 3],
    [5, 4],
    [1, 4],
    [0, 3],
    [0, 1],
  ]),
  shape("a T shape", [
    [2, 0],
    [4, 0],
    [4, 3],
    [6, 3],
    [6, 5],
    [0, 5],
    [0, 3],
    [2, 3],
  ]),
];

/** A rectangle's corner-to-corner lines: they cut it in equal halves but are not fold lines. */
function cornerLines(s: SymShape): Pt[] {
  const xs = s.points.map((p) => p[0]);
  const ys = s.points.map((p) => p[1]);
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  return w === h
    ? []
    : [
        [w, h],
        [w, -h],
      ];
}

const isDiagonal = (d: Pt) => d[0] !== 0 && d[1] !== 0;

/**
 * m-4.g.a.3: lines of symmetry. Difficulty 1: which of three or four dashed lines are lines of
 * symmetry, on shapes whose lines go up and down or across (a rectangle's corner-to-corner lines
 * among the dashed ones); 2: how many lines of symmetry a shape has; 3: which of four dashed lines,
 * up and down, across and both slants, are lines of symmetry, on any shape with at least one.
 */
export const symmetryLines: Generator = ({ rng, difficulty }) => {
  if (difficulty === 2) return countLines(rng);
  return whichLines(rng, difficulty === 3);
};

function whichLines(rng: Random, slants: boolean): ItemDraft {
  // At least one line of symmetry, so the key is never empty. Without slants, only shapes whose
  // lines go up and down or across; a rectangle always shows its corner-to-corner lines instead of 45° ones.
  const s = rng.pick(
    SHAPES.filter((x) => {
      const axes = GRID_DIRECTIONS.filter((d) => isLineOfSymmetry(x.points, d));
      return axes.length > 0 && (slants || (axes.length <= 2 && axes.every((d) => !isDiagonal(d))));
    }),
  );
  const axes = GRID_DIRECTIONS.filter((d) => isLineOfSymmetry(s.points, d));
  const straight = GRID_DIRECTIONS.filter((d) => !isDiagonal(d));
  const candidates = s.rectangle
    ? [...straight, ...cornerLines(s)]
    : slants
      ? GRID_DIRECTIONS
      : [
          ...axes,
          ...rng.sample(
            GRID_DIRECTIONS.filter((d) => !isLineOfSymmetry(s.points, d)),
            2,
          ),
        ];
  const directions = rng.shuffle(candidates);
  const through = middle(s.points);
  const lines: FoldLine[] = directions.map((d, i) => ({ label: String(i + 1), through, direction: d }));
  const cards: Card[] = directions.map((d, i) => ({
    text: `Line ${i + 1}`,
    value: symmetryExpr(s.points, d),
    right: isLineOfSymmetry(s.points, d),
  }));
  const picks: WrongPick[] = directions.flatMap((d, i): WrongPick[] => {
    if (cards[i]?.right)
      return [
        {
          misconception: isDiagonal(d) ? "misses-a-slanted-line" : "calculation-slip",
          cards: keyWith(cards, [], [i]),
          feedback: `Fold along line ${i + 1}: every corner lands on another corner, so it is a line of symmetry too.`,
        },
        {
          misconception: "calculation-slip",
          cards: keyWith(cards, [], [i]),
          feedback: `Fold along line ${i + 1}: every corner lands on another corner, so it is a line of symmetry too.`,
        },
      ];
    const halves = s.rectangle && isDiagonal(d) && Math.abs(d[0]) !== Math.abs(d[1]);
    return [
      {
        misconception: halves ? "halves-are-symmetry-lines" : "judges-shape-by-looks",
        cards: keyWith(cards, [i]),
        feedback: halves
          ? `Line ${i + 1} cuts the rectangle into two equal halves, but folded along it the corners do not land on each other: the halves are not mirror images.`
          : `Fold along line ${i + 1}: the two sides do not match, so it is not a line of symmetry.`,
      },
      {
        misconception: "judges-shape-by-looks",
        cards: keyWith(cards, [i]),
        feedback: `Fold along line ${i + 1}: the two sides do not match, so it is not a line of symmetry.`,
      },
    ];
  });
  const keyLines = lines.filter((_, i) => cards[i]?.right).map((l) => `line ${l.label}`);
  return {
    prompt: "Which of the dashed lines are lines of symmetry? Choose all that are.",
    figure: shapeOnGrid({ points: s.points, name: s.name, lines }),
    ...multiSelect(cards, picks),
    hints: [
      "A line of symmetry is a fold line: the two halves must match exactly, like mirror images.",
      "For each line, imagine folding along it. Where does each corner land?",
      "Cutting a shape into two equal pieces is not enough: the pieces must fold onto each other.",
    ],
    solution: {
      steps: lines.map((l, i) =>
        cards[i]?.right
          ? `Line ${l.label}: folded along it, each corner lands on a corner, so it is a line of symmetry.`
          : `Line ${l.label}: folded along it, the halves do not match, so it is not a line of symmetry.`,
      ),
      answer: keyLines.length > 0 ? listJoin(keyLines.map((t) => t.charAt(0).toUpperCase() + t.slice(1))) : "none",
    },
    check: { kind: "select-equal", target: "0" },
  };
}

function countLines(rng: Random): ItemDraft {
  const s = rng.pick(SHAPES);
  const answer = symmetryLineCount(s.points);
  const diagonalAxes = GRID_DIRECTIONS.filter((d) => isDiagonal(d) && isLineOfSymmetry(s.points, d)).length;
  const mistakes: Mistake<number>[] = [
    ...(s.rectangle
      ? [
          {
            misconception: "halves-are-symmetry-lines" as const,
            value: answer + 2,
            feedback:
              "The corner-to-corner lines cut a rectangle into equal halves, but folded along them the corners miss each other. They are not lines of symmetry.",
          },
        ]
      : []),
    ...(diagonalAxes > 0
      ? [
          {
            misconception: "misses-a-slanted-line" as const,
            value: answer - diagonalAxes,
            feedback: "Look for slanted fold lines too, from corner to corner.",
          },
          {
            misconception: "calculation-slip" as const,
            value: answer - diagonalAxes,
            feedback: "Look for slanted fold lines too, from corner to corner.",
          },
        ]
      : []),
    {
      misconception: "judges-shape-by-looks",
      value: answer === 0 ? 2 : answer + 1,
      feedback: "Check each line by folding: only lines where the two halves match exactly count.",
    },
    {
      misconception: "calculation-slip",
      value: answer === 0 ? 1 : answer - 1,
      feedback: "Try every fold: up and down, across, and both slants through the middle.",
    },
  ];
  return {
    prompt: "How many lines of symmetry does this shape have?",
    figure: shapeOnGrid({ points: s.points, name: s.name }),
    answer: integerAnswer(answer),
    hints: [
      "A line of symmetry is a fold line where the two halves match exactly.",
      "Try folding straight up and down, straight across, and along both slants through the middle.",
      "Equal halves are not enough: the halves must land on each other when folded.",
    ],
    solution: {
      steps: [
        ...(
          ["straight up and down", "straight across", "slanting up to the right", "slanting up to the left"] as const
        ).map(
          (name, i) =>
            `A fold ${name} through the middle: ${isLineOfSymmetry(s.points, GRID_DIRECTIONS[i] as Pt) ? "the halves match" : "the halves do not match"}.`,
        ),
        `So the shape has ${answer} ${answer === 1 ? "line" : "lines"} of symmetry.`,
      ],
      answer: String(answer),
    },
    wrongAnswers: wrongIntegers(answer, mistakes),
    check: { kind: "value", expression: symmetryCountExpr(s.points) },
  };
}
