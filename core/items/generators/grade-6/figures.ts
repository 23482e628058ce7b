/**
 * Figures grade 6 needs that `core/items/figures` lacks: rows of counted things (ratios), a ratio
 * table, and a coordinate plane with all four quadrants. Built with the shared SVG helpers, so
 * each is an accessible image (role, title, description).
 */
import {
  ACCENT,
  circle,
  figure,
  FILL,
  INK,
  LIGHT,
  line,
  POINT_LABEL_OFFSETS,
  rect,
  text,
  textClearOf,
} from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { signed } from "./helpers.ts";

/** One row of markers per kind of thing, each row labeled: for reading ratios off a picture. */
export function pictureRows(rows: { label: string; count: number }[]): Figure {
  const width = 520;
  const left = 14;
  const size = 22;
  const perLine = Math.floor((width - left - 10) / size);
  const parts: string[] = [];
  let y = 8;
  rows.forEach((row, r) => {
    const lines = Math.max(1, Math.ceil(row.count / perLine));
    // The row's name stands above its marks, where a long one ("footprint casts") has the whole
    // width to grow into on a phone (decision 0044).
    parts.push(text(left, y + 14, row.label, { anchor: "start" }));
    y += 22;
    for (let i = 0; i < row.count; i++) {
      const x = left + (i % perLine) * size + size / 2;
      const cy = y + Math.floor(i / perLine) * size + size / 2;
      parts.push(r % 2 === 0 ? circle(x, cy, 8, ACCENT) : rect(x - 8, cy - 8, 16, 16, FILL));
    }
    y += lines * size + 14;
  });
  const description = rows.map((row) => `${row.count} ${row.label}`).join(", ") + ", each shown as a small mark.";
  return figure(width, y + 4, "Picture of the amounts", `A picture with one row for each kind: ${description}`, parts);
}

/**
 * A two-column table. Cells are text; "?" marks the missing value. The description reads the
 * table row by row.
 */
export function valueTable(headers: [string, string], rows: [string, string][], title = "Ratio table"): Figure {
  const width = 360;
  const colWidth = 160;
  const left = 20;
  const rowHeight = 34;
  const parts: string[] = [];
  headers.forEach((h, c) => {
    parts.push(rect(left + c * colWidth, 10, colWidth, rowHeight, LIGHT));
    parts.push(text(left + c * colWidth + colWidth / 2, 10 + 22, h));
  });
  rows.forEach((row, r) => {
    const y = 10 + (r + 1) * rowHeight;
    row.forEach((cell, c) => {
      parts.push(rect(left + c * colWidth, y, colWidth, rowHeight, "#ffffff"));
      parts.push(text(left + c * colWidth + colWidth / 2, y + 22, cell));
    });
  });
  const say = (cell: string) => (cell === "?" ? "a missing value" : cell);
  const description =
    `A table with columns "${headers[0]}" and "${headers[1]}". ` +
    rows.map((row, i) => `Row ${i + 1}: ${say(row[0])} and ${say(row[1])}.`).join(" ");
  return figure(width, 20 + (rows.length + 1) * rowHeight, title, description, parts);
}

/**
 * A coordinate plane from -range to range on both axes, with labeled points and optional line
 * segments between points. `describe` replaces the default list of points (to keep an answer out
 * of the description).
 */
export function quadrantGrid(options: {
  range: number;
  points?: { at: [number, number]; label: string }[];
  segments?: [[number, number], [number, number]][];
  polygon?: [number, number][];
  describe?: string;
}): Figure {
  const { range } = options;
  const cell = Math.floor(300 / (2 * range));
  const pad = 24;
  const size = 2 * range * cell;
  const toX = (x: number) => pad + (x + range) * cell;
  const toY = (y: number) => pad + (range - y) * cell;
  const parts: string[] = [];
  for (let i = -range; i <= range; i++) {
    parts.push(line(toX(i), toY(-range), toX(i), toY(range), "#d1d5db", 1));
    parts.push(line(toX(-range), toY(i), toX(range), toY(i), "#d1d5db", 1));
  }
  parts.push(line(toX(-range), toY(0), toX(range), toY(0), INK, 2));
  parts.push(line(toX(0), toY(-range), toX(0), toY(range), INK, 2));
  const labelEvery = range > 6 ? 2 : 1;
  for (let i = -range; i <= range; i++) {
    if (i === 0 || i % labelEvery !== 0) continue;
    parts.push(text(toX(i), toY(0) + 16, signed(i), { size: 11 }));
    parts.push(text(toX(0) - 5, toY(i) + 4, signed(i), { size: 11, anchor: "end" }));
  }
  parts.push(text(toX(range) + 10, toY(0) + 4, "x", { size: 12 }), text(toX(0), toY(range) - 8, "y", { size: 12 }));
  if (options.polygon) {
    const d = options.polygon.map(([x, y], i) => `${i === 0 ? "M" : "L"}${toX(x)} ${toY(y)}`).join(" ") + " Z";
    parts.push(`<path d="${d}" fill="${FILL}" fill-opacity="0.6" stroke="${INK}" stroke-width="2"/>`);
  }
  for (const [a, b] of options.segments ?? []) parts.push(line(toX(a[0]), toY(a[1]), toX(b[0]), toY(b[1]), ACCENT, 2));
  for (const p of options.points ?? [])
    parts.push(
      circle(toX(p.at[0]), toY(p.at[1]), 5, ACCENT),
      textClearOf(parts, toX(p.at[0]), toY(p.at[1]), p.label, 14, [[9, -7], ...POINT_LABEL_OFFSETS]),
    );
  const pointText = (options.points ?? [])
    .map((p) => `point ${p.label} at (${signed(p.at[0])}, ${signed(p.at[1])})`)
    .join(", ");
  const description =
    `A coordinate plane with x and y axes from ${signed(-range)} to ${range}` +
    (options.describe ? `, ${options.describe}` : pointText ? `, with ${pointText}` : "") +
    ".";
  return figure(size + 2 * pad + 10, size + 2 * pad, "Coordinate plane", description, parts);
}

/**
 * A number line showing the solutions of x < b or x > b: an open circle at b and a thick ray to
 * the left or right with an arrowhead.
 */
export function inequalityLine(options: {
  min: number;
  max: number;
  boundary: number;
  direction: "left" | "right";
}): Figure {
  const { min, max, boundary, direction } = options;
  const width = 520;
  const left = 30;
  const right = width - 30;
  const y = 50;
  const xOf = (v: number) => left + ((v - min) / (max - min)) * (right - left);
  const parts = [line(left - 10, y, right + 10, y)];
  for (let v = min; v <= max; v++) {
    parts.push(line(xOf(v), y - 8, xOf(v), y + 8), text(xOf(v), y + 28, signed(v), { size: 11 }));
  }
  const bx = xOf(boundary);
  const end = direction === "right" ? right + 10 : left - 10;
  parts.push(line(bx, y, end, y, ACCENT, 6));
  const tip = direction === "right" ? 1 : -1;
  parts.push(`<path d="M${end + tip * 10} ${y} L${end} ${y - 8} L${end} ${y + 8} Z" fill="${ACCENT}"/>`);
  parts.push(`<circle cx="${bx}" cy="${y}" r="7" fill="#ffffff" stroke="${ACCENT}" stroke-width="3"/>`);
  const description = `A number line from ${signed(min)} to ${signed(max)} with an open circle at ${signed(boundary)} and a thick arrow from it pointing ${direction}, toward the ${direction === "right" ? "greater" : "smaller"} numbers.`;
  return figure(width, 90, "Inequality on a number line", description, parts);
}

/**
 * A polygon (triangle, parallelogram, trapezoid) with labeled sides and a dashed height with a
 * right-angle mark, so a child can tell the height from a slanted side.
 */
export function shapeWithHeight(options: {
  points: [number, number][];
  /** `labels[i]` labels the side from point i to point i + 1; "" leaves it blank. */
  labels: string[];
  height: { from: [number, number]; to: [number, number]; label: string };
  what: string;
}): Figure {
  const all = [...options.points, options.height.from, options.height.to];
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = maxY - Math.min(...ys) || 1;
  const scale = Math.min(320 / spanX, 200 / spanY);
  const toX = (x: number) => 50 + (x - minX) * scale;
  const toY = (y: number) => 30 + (maxY - y) * scale;
  const cx = options.points.reduce((s, [x]) => s + x, 0) / options.points.length;
  const cy = options.points.reduce((s, [, y]) => s + y, 0) / options.points.length;
  const d =
    options.points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${toX(x).toFixed(1)} ${toY(y).toFixed(1)}`).join(" ") +
    " Z";
  const parts = [`<path d="${d}" fill="${FILL}" stroke="${INK}" stroke-width="2"/>`];
  options.points.forEach(([px, py], i) => {
    const [qx, qy] = options.points[(i + 1) % options.points.length] as [number, number];
    const label = options.labels[i];
    if (!label) return;
    const mx = (px + qx) / 2;
    const my = (py + qy) / 2;
    // A slanted or upright side's label stands clear of the side by half its width, not across it.
    const ox = Math.sign(mx - cx) * (py === qy ? 18 : (label.length * 0.6 * 14) / 2 + 8);
    const oy = Math.sign(my - cy) * 16;
    parts.push(text(toX(mx) + ox, toY(my) - oy + 5, label, { size: 14 }));
  });
  const { from, to, label } = options.height;
  const half = (label.length * 0.6 * 14) / 2;
  parts.push(
    `<line x1="${toX(from[0]).toFixed(1)}" y1="${toY(from[1]).toFixed(1)}" x2="${toX(to[0]).toFixed(1)}" y2="${toY(to[1]).toFixed(1)}" stroke="${INK}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    `<path d="M${(toX(to[0]) + 10).toFixed(1)} ${toY(to[1]).toFixed(1)} v-10 h-10" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    // Beside the dashed height, on the side where it covers no side's label (a slanted side's
    // label can sit right next to it).
    textClearOf(parts, toX(from[0]), (toY(from[1]) + toY(to[1])) / 2 + 5, label, 14, [
      [12 + half, 0],
      [12 + half, -20],
      [12 + half, 20],
      [12 + half, -40],
      [12 + half, 40],
      [-12 - half, 0],
      [-12 - half, -20],
      [-12 - half, 20],
    ]),
  );
  const sides = options.labels.filter(Boolean).join(", ");
  const description = `${options.what}. The labeled sides are ${sides}. A dashed line at a right angle to the base shows the height, ${label}.`;
  return figure(spanX * scale + 110, spanY * scale + 70, options.what, description, parts);
}
