import type { Figure } from "../types.ts";
import { ACCENT, circle, FILL, figure, rect, text } from "./svg.ts";
import { count } from "../language.ts";

/** Equal groups drawn as rows of dots (an array), optionally boxed row by row as groups. */
export function dotArray(options: { rows: number; columns: number; boxed?: boolean; label?: string }): Figure {
  const { rows, columns } = options;
  const gap = 28;
  const width = 40 + columns * gap;
  const height = 30 + rows * gap;
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    if (options.boxed)
      parts.push(
        `<rect x="12" y="${17 + r * gap}" width="${columns * gap + 6}" height="${gap - 4}" rx="8" fill="none" stroke="#9ca3af"/>`,
      );
    for (let c = 0; c < columns; c++) parts.push(circle(30 + c * gap, 30 + r * gap, 8, ACCENT));
  }
  const what = options.label ?? "dots";
  const description = options.boxed
    ? `${count(rows, { one: "circled group", many: "circled groups" })} with ${columns} ${what} in each group.`
    : `An array of ${what} in ${count(rows, { one: "row", many: "rows" })} with ${columns} in each row.`;
  return figure(width, height, options.boxed ? "Equal groups" : "Array", description, parts);
}

/**
 * A shape made of unit squares on a grid. `cells` are [column, row] of the shaded squares; with
 * no cells the whole width x height rectangle is drawn as tiles.
 */
export function unitSquares(options: {
  columns: number;
  rows: number;
  cells?: [number, number][];
  unit?: string;
}): Figure {
  const size = 30;
  const { columns, rows } = options;
  const cells =
    options.cells ??
    Array.from({ length: columns * rows }, (_, i): [number, number] => [i % columns, Math.floor(i / columns)]);
  const parts: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) parts.push(rect(10 + c * size, 10 + r * size, size, size, "none", "#d1d5db"));
  for (const [c, r] of cells) parts.push(rect(10 + c * size, 10 + r * size, size, size, FILL));
  const unit = options.unit ? ` Each small square is 1 square ${options.unit}.` : "";
  const description = options.cells
    ? `A grid ${columns} squares wide and ${rows} squares tall with a shape shaded. The shaded squares by row: ${rowCounts(cells, rows)}.${unit}`
    : `A rectangle tiled with unit squares in ${count(rows, { one: "row", many: "rows" })} of ${columns}.${unit}`;
  return figure(columns * size + 20, rows * size + 20, "Shape made of unit squares", description, parts);
}

function rowCounts(cells: [number, number][], rows: number): string {
  const counts = Array.from({ length: rows }, (_, r) => cells.filter(([, row]) => row === r).length);
  return counts.map((count, r) => `row ${r + 1} has ${count}`).join(", ");
}

/**
 * An area model: a rectangle `height` tall split into columns of the given widths, with each
 * side labeled (the picture of a x (b + c) = a x b + a x c).
 */
export function areaModel(options: { height: number; widths: number[]; unit?: string; showAreas?: boolean }): Figure {
  const total = options.widths.reduce((a, b) => a + b, 0);
  // A part is drawn at least as wide as its labels (a 2 beside a 200 would be a sliver whose "2"
  // sits on the "10" next to it); the other parts shrink to keep the picture 360 wide at most.
  const room = (w: number) =>
    Math.max(String(w).length, options.showAreas ? `${options.height} × ${w}`.length : 0) * 0.6 * 14 + 8;
  let scale = Math.min(360 / total, 200 / options.height);
  const drawn = () => options.widths.map((w) => Math.max(w * scale, room(w)));
  for (let i = 0; i < 40 && drawn().reduce((a, b) => a + b, 0) > 360; i++) scale *= 0.95;
  const widths = drawn();
  // Not a sliver either: 4 × 212 is drawn 40 tall at least, room for its side's label.
  const tall = Math.max(options.height * scale, 40);
  const left = 50;
  const top = 30;
  const parts: string[] = [];
  let x = left;
  options.widths.forEach((w, i) => {
    const width = widths[i] ?? 0;
    parts.push(rect(x, top, width, tall, i % 2 === 0 ? FILL : "#bfdbfe"));
    parts.push(text(x + width / 2, top - 8, String(w)));
    if (options.showAreas) parts.push(text(x + width / 2, top + tall / 2 + 5, `${options.height} × ${w}`));
    x += width;
  });
  parts.push(text(left - 10, top + tall / 2 + 5, String(options.height), { anchor: "end" }));
  const unit = options.unit ? ` ${options.unit}` : "";
  const description =
    `A rectangle ${options.height}${unit} tall, split into ${options.widths.length} parts whose widths are ` +
    `${options.widths.join(" and ")}${unit}.`;
  return figure(x + 20, top + tall + 20, "Area model", description, parts);
}

/**
 * A polygon with a label on each side, drawn from grid points (for perimeter and composite area).
 * `labels[i]` labels the side from point i to point i + 1.
 */
export function labeledPolygon(options: { points: [number, number][]; labels: string[]; what?: string }): Figure {
  const xs = options.points.map(([px]) => px);
  const ys = options.points.map(([, py]) => py);
  const spanX = Math.max(...xs) - Math.min(...xs) || 1;
  const spanY = Math.max(...ys) - Math.min(...ys) || 1;
  const scale = Math.min(320 / spanX, 220 / spanY);
  const toX = (px: number) => 60 + (px - Math.min(...xs)) * scale;
  const toY = (py: number) => 40 + (Math.max(...ys) - py) * scale;
  const screen = options.points.map(([px, py]): [number, number] => [toX(px), toY(py)]);
  const parts = [
    `<path d="${screen.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ")} Z" fill="${FILL}" stroke="#1f2937" stroke-width="2"/>`,
  ];
  // Each label sits outside its side (along the side's outward normal). Where two labels would
  // overlap (the two short sides of an L's inner corner), the later one slides along its side
  // toward an end, then further out, until it is clear of every label already placed.
  const placed: LabelBox[] = [];
  screen.forEach(([x1, y1], i) => {
    const label = options.labels[i];
    if (!label) return;
    const [x2, y2] = screen[(i + 1) % screen.length] as [number, number];
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
    // The outward normal: of the two, the one whose side of the edge is not inside the shape.
    let [nx, ny] = [uy, -ux];
    if (insidePolygon(screen, mx + nx * 3, my + ny * 3)) [nx, ny] = [-nx, -ny];
    const width = labelWidth(label, LABEL_SIZE);
    let chosen: LabelBox | null = null;
    search: for (const out of [0, 10, 20, 30])
      for (const along of [0, 0.3, -0.3, 0.42, -0.42]) {
        const [ax, ay] = [mx + ux * along * length, my + uy * along * length];
        // Room from the side to the label's middle: half its width or half its height, by direction.
        const reach = Math.abs(nx) * (width / 2 + 6) + Math.abs(ny) * (LABEL_SIZE / 2 + 5) + out;
        const box = labelBox(ax + nx * reach, ay + ny * reach, label, LABEL_SIZE);
        if (placed.every((other) => !boxesOverlap(box, other, 2))) {
          chosen = box;
          break search;
        }
        chosen ??= box;
      }
    const box = chosen as LabelBox;
    placed.push(box);
    parts.push(text((box.left + box.right) / 2, box.baseline, label, { size: LABEL_SIZE }));
  });
  const sides = options.labels.filter(Boolean);
  const description = `${options.what ?? `A shape with ${options.points.length} sides`}. The sides, going around, are labeled ${sides.join(", ")}.`;
  return figure(
    spanX * scale + 120,
    spanY * scale + 80,
    options.what ?? "Shape with labeled sides",
    description,
    parts,
  );
}

const LABEL_SIZE = 14;

/** A label's box, estimated as 0.6 em a character wide and 0.85 em tall around its baseline. */
type LabelBox = { left: number; right: number; top: number; bottom: number; baseline: number };

function labelWidth(label: string, size: number): number {
  return label.length * 0.6 * size;
}

/** The box of a label centered at (x, y). */
function labelBox(x: number, y: number, label: string, size: number): LabelBox {
  const width = labelWidth(label, size);
  const baseline = y + 0.33 * size;
  return {
    left: x - width / 2,
    right: x + width / 2,
    top: baseline - 0.75 * size,
    bottom: baseline + 0.1 * size,
    baseline,
  };
}

function boxesOverlap(a: LabelBox, b: LabelBox, gap: number): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/** Even-odd point-in-polygon test. */
function insidePolygon(points: [number, number][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
