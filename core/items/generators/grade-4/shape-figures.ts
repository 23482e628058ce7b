/**
 * Grade-4 figures drawn on a square grid: a shape with dashed fold lines (4.G.A.3), a row of
 * lettered shapes to sort (4.G.A.2), two lines to compare (4.G.A.1), the stages of a growing
 * pattern (4.OA.C.5), and a two-column table (4.MD.A.1). Built from the shared SVG helpers; each
 * description says what a child needs without naming the answer (grid moves, not shape features).
 */
import { ACCENT, escapeXml, FILL, figure, INK, line, num, rect, text } from "../../figures/svg.ts";
import { gcd } from "../../numbers.ts";
import type { Figure } from "../../types.ts";

export type Pt = [number, number];

const GRID = "#e5e7eb";

function gridLines(left: number, top: number, unit: number, w: number, h: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i <= w; i++) parts.push(line(left + i * unit, top, left + i * unit, top + h * unit, GRID, 1));
  for (let j = 0; j <= h; j++) parts.push(line(left, top + j * unit, left + w * unit, top + j * unit, GRID, 1));
  return parts;
}

function polygonPath(points: Pt[], toX: (x: number) => number, toY: (y: number) => number): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(toX(x))} ${num(toY(y))}`).join(" ") + " Z";
}

function step(n: number, positive: string, negative: string): string {
  return `${n > 0 ? positive : negative} ${Math.abs(n)}`;
}

/** The sides of a polygon as grid moves: "Going around from its lowest corner, its sides go right 4, then up 3...". */
export function gridMoves(points: Pt[]): string {
  const lowest = Math.min(...points.map((p) => p[1]));
  const tie = points.filter((p) => p[1] === lowest).length > 1;
  return `going around from its lowest${tie ? " left" : ""} corner, its sides go ${sideMoves(points)}`;
}

function sideMoves(points: Pt[]): string {
  const startAt = points.reduce((best, p, i) => {
    const b = points[best] as Pt;
    return p[1] < b[1] || (p[1] === b[1] && p[0] < b[0]) ? i : best;
  }, 0);
  const ordered = [...points.slice(startAt), ...points.slice(0, startAt)];
  return ordered
    .map((p, i) => {
      const q = ordered[(i + 1) % ordered.length] as Pt;
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const moves = [dx !== 0 ? step(dx, "right", "left") : "", dy !== 0 ? step(dy, "up", "down") : ""];
      return moves.filter(Boolean).join(" and ");
    })
    .join(", then ");
}

/** The part of the line through `p` in direction `d` inside the box (Liang-Barsky clipping), ends ordered along `d`. */
function clipToBox(p: Pt, d: Pt, [xmin, xmax]: Pt, [ymin, ymax]: Pt): [Pt, Pt] {
  let low = -Infinity;
  let high = Infinity;
  for (const [start, dir, min, max] of [
    [p[0], d[0], xmin, xmax],
    [p[1], d[1], ymin, ymax],
  ] as const) {
    if (dir === 0) continue;
    const a = (min - start) / dir;
    const b = (max - start) / dir;
    low = Math.max(low, Math.min(a, b));
    high = Math.min(high, Math.max(a, b));
  }
  return [
    [p[0] + low * d[0], p[1] + low * d[1]],
    [p[0] + high * d[0], p[1] + high * d[1]],
  ];
}

export type FoldLine = { label: string; through: Pt; direction: Pt };

/** Words for a fold line's direction, for the description. */
function foldWords(direction: Pt): string {
  const g = gcd(direction[0], direction[1]) || 1;
  const [dx, dy] = [direction[0] / g, direction[1] / g];
  if (dx === 0) return "straight up and down";
  if (dy === 0) return "straight across";
  return dx * dy > 0
    ? `slanting up to the right (${Math.abs(dy)} up for every ${Math.abs(dx)} across)`
    : `slanting up to the left (${Math.abs(dy)} up for every ${Math.abs(dx)} across)`;
}

/**
 * One shape on a grid, optionally with numbered dashed lines through its middle (candidate lines
 * of symmetry). `name` is a plain name for the description ("an arrow shape"), never a feature.
 */
export function shapeOnGrid(options: { points: Pt[]; name: string; lines?: FoldLine[] }): Figure {
  const xs = options.points.map((p) => p[0]);
  const ys = options.points.map((p) => p[1]);
  const w = Math.max(...xs) + 2;
  const h = Math.max(...ys) + 2;
  const unit = Math.min(36, Math.floor(300 / Math.max(w, h)));
  const left = 30;
  const top = 20;
  const toX = (x: number) => left + (x + 1) * unit;
  const toY = (y: number) => top + (h - 1 - y) * unit;
  const parts = gridLines(left, top, unit, w, h);
  parts.push(`<path d="${polygonPath(options.points, toX, toY)}" fill="${FILL}" stroke="${INK}" stroke-width="2"/>`);
  for (const l of options.lines ?? []) {
    const [[x1, y1], [x2, y2]] = clipToBox(l.through, l.direction, [-0.6, w - 1.4], [-0.6, h - 1.4]);
    parts.push(
      `<line x1="${num(toX(x1))}" y1="${num(toY(y1))}" x2="${num(toX(x2))}" y2="${num(toY(y2))}" stroke="${ACCENT}" stroke-width="2.5" stroke-dasharray="8 5"/>`,
      `<circle cx="${num(toX(x2))}" cy="${num(toY(y2))}" r="10" fill="#ffffff" stroke="${ACCENT}" stroke-width="1.5"/>`,
      text(toX(x2), toY(y2) + 4, l.label, { size: 12 }),
    );
  }
  const lines = (options.lines ?? []).map((l) => `Line ${l.label} goes ${foldWords(l.direction)} through the middle.`);
  const description =
    `${options.name.charAt(0).toUpperCase()}${options.name.slice(1)} drawn on a square grid. ` +
    `${gridMoves(options.points).replace(/^g/, "G")}.` +
    (lines.length > 0 ? ` Dashed lines are drawn across it. ${lines.join(" ")}` : "");
  return figure(left * 2 + w * unit, top * 2 + h * unit, "Shape on a grid", description, parts);
}

/** Lettered shapes side by side, each on its own small grid (4.G.A.2). */
export function shapeRow(shapes: { label: string; points: Pt[] }[]): Figure {
  const unit = 22;
  const cell = 7;
  const gap = 16;
  const top = 10;
  const parts: string[] = [];
  shapes.forEach((s, i) => {
    const left = 10 + i * (cell * unit + gap);
    parts.push(...gridLines(left, top, unit, cell, cell));
    const xs = s.points.map((p) => p[0]);
    const ys = s.points.map((p) => p[1]);
    // Centre each shape in its cell.
    const ox = Math.floor((cell - (Math.max(...xs) - Math.min(...xs))) / 2) - Math.min(...xs);
    const oy = Math.floor((cell - (Math.max(...ys) - Math.min(...ys))) / 2) - Math.min(...ys);
    const toX = (x: number) => left + (x + ox) * unit;
    const toY = (y: number) => top + (cell - y - oy) * unit;
    parts.push(`<path d="${polygonPath(s.points, toX, toY)}" fill="${FILL}" stroke="${INK}" stroke-width="2"/>`);
    parts.push(text(left + (cell * unit) / 2, top + cell * unit + 22, s.label, { size: 16 }));
  });
  const description =
    `${shapes.length} shapes drawn on square grids, labeled ${shapes.map((s) => s.label).join(", ")}. ` +
    shapes.map((s) => `Shape ${s.label}: ${gridMoves(s.points)}.`).join(" ");
  return figure(20 + shapes.length * (cell * unit + gap) - gap, top + cell * unit + 34, "Shapes", description, parts);
}

/** Two straight lines on a grid, each through two grid points, with arrowheads to show they go on (4.G.A.1). */
export function twoLines(options: { lines: { label: string; from: Pt; to: Pt }[]; describe: string }): Figure {
  const w = 12;
  const h = 9;
  const unit = 30;
  const left = 20;
  const top = 20;
  const toX = (x: number) => left + x * unit;
  const toY = (y: number) => top + (h - y) * unit;
  const parts = gridLines(left, top, unit, w, h);
  options.lines.forEach((l, i) => {
    // A second colour as well as the letters, so the lines are easy to tell apart.
    const colour = i === 0 ? ACCENT : "#c2410c";
    const [x1, y1] = [toX(l.from[0]), toY(l.from[1])];
    const [x2, y2] = [toX(l.to[0]), toY(l.to[1])];
    parts.push(line(x1, y1, x2, y2, colour, 3));
    for (const [ax, ay, bx, by] of [
      [x2, y2, x1, y1],
      [x1, y1, x2, y2],
    ] as const) {
      const angle = Math.atan2(ay - by, ax - bx);
      const wing = (turn: number) =>
        `${num(ax - 12 * Math.cos(angle + turn))} ${num(ay - 12 * Math.sin(angle + turn))}`;
      parts.push(
        `<path d="M${wing(0.45)} L${num(ax)} ${num(ay)} L${wing(-0.45)}" fill="none" stroke="${colour}" stroke-width="3"/>`,
      );
    }
    const [lx, ly] = l.to[1] >= h - 1 ? [x2 + 14, y2 + 16] : [x2 + 4, y2 - 12];
    parts.push(
      `<text x="${num(lx)}" y="${num(ly)}" font-size="16" font-style="italic" fill="${colour}">${escapeXml(l.label)}</text>`,
    );
  });
  return figure(left * 2 + w * unit + 10, top * 2 + h * unit, "Two lines", options.describe, parts);
}

/** The first stages of a growing pattern, each stage a row of squares (4.OA.C.5). */
export function patternStages(counts: number[], thing: string): Figure {
  const size = 18;
  const left = 90;
  const parts: string[] = [];
  counts.forEach((n, row) => {
    const y = 15 + row * (size + 18);
    parts.push(text(left - 12, y + 14, `Stage ${row + 1}`, { size: 13, anchor: "end" }));
    for (let i = 0; i < n; i++) parts.push(rect(left + i * size, y, size, size, FILL));
  });
  const widest = Math.max(...counts);
  const description =
    `A growing pattern of ${thing}. ` + counts.map((n, i) => `Stage ${i + 1} is a row of ${n} ${thing}.`).join(" ");
  return figure(left + widest * size + 20, 15 + counts.length * (size + 18), "Growing pattern", description, parts);
}

/** A two-column table with a header row; a cell may hold "?" (4.MD.A.1 conversion tables). */
export function twoColumnTable(options: { headers: [string, string]; rows: [string, string][] }): Figure {
  const colWidth = 150;
  const rowHeight = 30;
  const left = 10;
  const top = 10;
  const parts: string[] = [];
  [options.headers, ...options.rows].forEach((row, r) => {
    row.forEach((cell, c) => {
      const x = left + c * colWidth;
      const y = top + r * rowHeight;
      parts.push(rect(x, y, colWidth, rowHeight, r === 0 ? "#dbeafe" : "#ffffff"));
      parts.push(text(x + colWidth / 2, y + 20, cell, { size: 14 }));
    });
  });
  const say = (cell: string) => (cell === "?" ? "a question mark" : cell);
  const pairs = options.rows.map(([a, b]) => `${say(a)} with ${say(b)}`);
  const described = `${pairs.slice(0, -1).join(", ")} and ${pairs[pairs.length - 1] ?? ""}`;
  const description = `A table with two columns, ${options.headers[0]} and ${options.headers[1]}. Its rows pair ${described}.`;
  return figure(left * 2 + 2 * colWidth, top * 2 + (options.rows.length + 1) * rowHeight, "Table", description, parts);
}
