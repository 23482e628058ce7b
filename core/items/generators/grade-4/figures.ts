/**
 * Grade-4 figures the shared builders do not draw: an area model split along both sides (two-digit
 * times two-digit), and angles: an angle in a circle, an angle split into parts, a protractor, a
 * named angle, and lines, rays and segments. Built from the shared SVG helpers, so each has a
 * viewBox, role="img", a title and a description.
 */
import { ACCENT, circle, FILL, figure, INK, line, num, rect, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { formatNumber, listJoin } from "../../text.ts";
import { counted, plural } from "../../language.ts";

/**
 * A rectangle split into a grid of boxes: `across` labels the top (34 -> 30 and 4), `down` the
 * left side. Box widths are drawn by size but never thinner than a readable minimum. With
 * `showProducts` each box shows its multiplication, else a question mark.
 */
export function gridAreaModel(options: { across: number[]; down: number[]; showProducts?: boolean }): Figure {
  const { across, down } = options;
  const sizes = (parts: number[], total: number) => {
    const sum = parts.reduce((a, b) => a + b, 0);
    const raw = parts.map((p) => Math.max(70, (p / sum) * total));
    const scale = total / raw.reduce((a, b) => a + b, 0);
    return raw.map((r) => r * scale);
  };
  const widths = sizes(across, 380);
  const heights = sizes(down, 220);
  const left = 60;
  const top = 34;
  const parts: string[] = [];
  let y = top;
  down.forEach((d, row) => {
    let x = left;
    const h = heights[row] ?? 0;
    parts.push(text(left - 10, y + h / 2 + 5, formatNumber(d), { anchor: "end" }));
    across.forEach((a, col) => {
      const w = widths[col] ?? 0;
      if (row === 0) parts.push(text(x + w / 2, top - 10, formatNumber(a)));
      parts.push(rect(x, y, w, h, (row + col) % 2 === 0 ? FILL : "#bfdbfe"));
      parts.push(text(x + w / 2, y + h / 2 + 5, options.showProducts ? `${a} × ${d}` : "?", { size: 13 }));
      x += w;
    });
    y += h;
  });
  const description =
    `A rectangle split into ${across.length * down.length} boxes. Across the top the parts are ` +
    `${across.map(formatNumber).join(" and ")}; down the side the parts are ${down.map(formatNumber).join(" and ")}. ` +
    (options.showProducts
      ? "Each box is labeled with the multiplication of its two sides."
      : "Each box is the product of the part above it and the part beside it.");
  return figure(left + 380 + 20, top + 220 + 20, "Area model", description, parts);
}

// ---- Angles (4.MD.C.5-7, 4.G.A.1) ------------------------------------------------------------
// Directions are in degrees counterclockwise from straight right, as on a protractor; SVG's y axis
// points down, so a direction's point is (cx + r cos, cy - r sin).

const GREY = "#9ca3af";

function toward(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy - r * Math.sin(a)];
}

/** An arc from direction `from` counterclockwise to `to` (sweep flag 0 turns counterclockwise on screen). */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = toward(cx, cy, r, from);
  const [x2, y2] = toward(cx, cy, r, to);
  return `M${num(x1)} ${num(y1)} A${num(r)} ${num(r)} 0 ${to - from > 180 ? 1 : 0} 0 ${num(x2)} ${num(y2)}`;
}

/** A ray from the vertex with a small arrowhead at its far end. */
function ray(cx: number, cy: number, length: number, degrees: number, colour = INK): string {
  const [x, y] = toward(cx, cy, length, degrees);
  const [lx, ly] = toward(x, y, 11, degrees + 155);
  const [rx, ry] = toward(x, y, 11, degrees - 155);
  return (
    line(cx, cy, x, y, colour, 2.5) +
    `<path d="M${num(lx)} ${num(ly)} L${num(x)} ${num(y)} L${num(rx)} ${num(ry)}" fill="none" stroke="${colour}" stroke-width="2.5"/>`
  );
}

/** A direction as a place on a clock face: 90° is 12 o'clock, 0° is 3 o'clock; odd multiples of 15° fall halfway. */
export function clockDirection(degrees: number): string {
  const hours = (((3 - degrees / 30) % 12) + 12) % 12;
  const name = (h: number) => String(h === 0 ? 12 : h);
  if (Number.isInteger(hours)) return `the ${name(hours)} o'clock position`;
  const low = Math.floor(hours);
  return `halfway between the ${name(low)} and ${name((low + 1) % 12)} o'clock positions`;
}

/**
 * A circle cut into `slices` equal slices by lines from its center, with an angle at the center
 * whose rays cover `count` slices (shaded), starting at direction `start` (4.MD.C.5.a).
 */
export function turnCircle(options: { slices: number; count: number; start?: number }): Figure {
  const { slices, count } = options;
  const start = options.start ?? 0;
  const c = 140;
  const r = 100;
  const step = 360 / slices;
  const end = start + count * step;
  const [sx, sy] = toward(c, c, r, start);
  const parts = [
    `<circle cx="${c}" cy="${c}" r="${r}" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M${c} ${c} L${num(sx)} ${num(sy)} ${arc(c, c, r, start, end).replace(/^M[^A]+/, "")} Z" fill="${FILL}" stroke="none"/>`,
  ];
  for (let i = 0; i < slices; i++) {
    const [x, y] = toward(c, c, r, start + i * step);
    parts.push(
      `<line x1="${c}" y1="${c}" x2="${num(x)}" y2="${num(y)}" stroke="${GREY}" stroke-width="1" stroke-dasharray="4 3"/>`,
    );
  }
  parts.push(ray(c, c, r + 30, start, ACCENT), ray(c, c, r + 30, end, ACCENT), circle(c, c, 4, INK));
  const description =
    `A circle cut into ${slices} equal slices by lines from its center. Two rays from the center make an angle; ` +
    `the shaded part between the rays covers ${count} of the ${counted(slices, plural("slices"))}.`;
  return figure(2 * c, 2 * c, "Angle in a circle", description, parts);
}

/**
 * An angle split into smaller angles that do not overlap, by rays from one vertex (4.MD.C.5.b,
 * 4.MD.C.7). `parts` are the sizes in degrees, going counterclockwise from the first ray at
 * `base`; `labels` label them. `corner` marks the whole as a square corner, or draws the outside
 * rays as one straight line.
 */
export function angleParts(options: {
  parts: number[];
  labels: string[];
  base?: number;
  corner?: "square" | "straight";
  wholeLabel?: string;
}): Figure {
  const base = options.base ?? 0;
  const total = options.parts.reduce((a, b) => a + b, 0);
  const length = 175;
  // Place the vertex so the rays (and the whole angle's label) fill the picture from side to side.
  const reach = [
    0,
    ...[base, base + total, ...(base < 90 && base + total > 90 ? [90] : [])].map(
      (d) => Math.cos((d * Math.PI) / 180) * (length + 15),
    ),
  ];
  const cx = 30 - Math.min(...reach);
  const width = Math.max(...reach) - Math.min(...reach) + 60;
  const cy = 200;
  const parts: string[] = [];
  let at = base;
  const directions = [base];
  options.parts.forEach((size, i) => {
    const r = i % 2 === 0 ? 46 : 54;
    parts.push(`<path d="${arc(cx, cy, r, at, at + size)}" fill="none" stroke="${ACCENT}" stroke-width="2"/>`);
    // Narrow angles get their label further out, where the rays are further apart.
    const [lx, ly] = toward(cx, cy, size < 25 ? 130 : size < 45 ? 100 : 80, at + size / 2);
    parts.push(text(lx, ly + 5, options.labels[i] ?? "", { size: 15 }));
    at += size;
    directions.push(at);
  });
  if (options.corner === "square") {
    const [ax, ay] = toward(cx, cy, 18, base);
    const [bx, by] = toward(ax, ay, 18, base + 90);
    const [dx, dy] = toward(cx, cy, 18, base + 90);
    parts.push(
      `<path d="M${num(ax)} ${num(ay)} L${num(bx)} ${num(by)} L${num(dx)} ${num(dy)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  if (options.wholeLabel) {
    parts.push(
      `<path d="${arc(cx, cy, 150, base, base + total)}" fill="none" stroke="${GREY}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    );
    const [wx, wy] = toward(cx, cy, 165, base + total / 2);
    parts.push(text(wx, wy + 5, options.wholeLabel, { size: 15 }));
  }
  for (const d of directions) parts.push(ray(cx, cy, length, d));
  parts.push(circle(cx, cy, 4, INK));
  const n = options.parts.length;
  const whole =
    options.corner === "square"
      ? " The whole angle is a square corner, marked with a small square at the vertex."
      : options.corner === "straight"
        ? " The two outside rays point in opposite directions, making a straight line."
        : "";
  const wholeLabel = options.wholeLabel ? ` The whole angle is labeled ${options.wholeLabel}.` : "";
  const description =
    `An angle split into ${n} smaller angles that sit side by side without overlapping, made by ${n + 1} rays from one vertex.` +
    `${whole}${wholeLabel} Going around from one outside ray to the other, the smaller angles are labeled ${listJoin(options.labels)}.`;
  return figure(width, 230, "Angle made of smaller angles", description, parts);
}

/**
 * A protractor laid on an angle, with its center on the vertex (4.MD.C.6). The outer scale counts
 * 0 to 180 from the right end counterclockwise; the inner scale counts from the left end. `rays`
 * are the two rays' directions, read on the outer scale. `marks` is the finest tick step (10, 5 or 1).
 */
export function protractor(options: { rays: [number, number]; marks: 1 | 5 | 10 }): Figure {
  const cx = 220;
  const cy = 230;
  const r = 195;
  const face = "#eff6ff";
  const parts = [`<path d="${arc(cx, cy, r, 0, 180)} Z" fill="${face}" stroke="${INK}" stroke-width="1.5"/>`];
  const labels: string[] = [];
  // A number on a small plate of the protractor's colour: a ray passing under it leaves it readable.
  const label = (x: number, y: number, content: string, colour: string) => {
    const width = content.length * 0.6 * 14 + 4;
    labels.push(
      `<rect x="${num(x - width / 2)}" y="${num(y - 6)}" width="${num(width)}" height="13" fill="${face}"/>`,
      `<text x="${num(x)}" y="${num(y + 5)}" font-size="14" text-anchor="middle" fill="${colour}">${content}</text>`,
    );
  };
  for (let d = 0; d <= 180; d += options.marks) {
    const long = d % 10 === 0 ? 14 : d % 5 === 0 ? 9 : 5;
    const [x1, y1] = toward(cx, cy, r, d);
    const [x2, y2] = toward(cx, cy, r - long, d);
    parts.push(line(x1, y1, x2, y2, INK, d % 10 === 0 ? 1.5 : 1));
    if (d % 10 === 0) {
      // The end labels sit a little above the base line, clear of a ray lying along it.
      const at = d === 0 ? 4 : d === 180 ? 176 : d;
      // 14-unit words on a 440-unit picture render at 12.4 px on a 390 px phone (decision 0044).
      // The outer ring (radius 172) leaves three-digit neighbours ("110", "120") apart; the inner
      // ring is 28 units further in, clear of the outer numbers, and names every twenty (its
      // other tens are the long marks between).
      const [ox, oy] = toward(cx, cy, r - 23, at);
      const [ix, iy] = toward(cx, cy, r - 51, at);
      label(ox, oy, String(d), INK);
      if (d % 20 === 0) label(ix, iy, String(180 - d), "#b91c1c");
    }
  }
  parts.push(line(cx - r, cy, cx + r, cy, INK, 1.5));
  // Rays under the numbers; their arrowheads end beyond the scale, clear of every number.
  for (const d of options.rays) parts.push(ray(cx, cy, r + 18, d, ACCENT));
  parts.push(...labels, circle(cx, cy, 4, INK));
  const reading = (d: number) =>
    d === 0 || d === 180
      ? `lies along the base line, where the outer scale reads ${d} and the inner scale reads ${180 - d}`
      : `crosses the outer scale at ${d} and the inner scale at ${180 - d}`;
  const [a, b] = options.rays;
  const description =
    `A protractor with its center on the vertex of an angle. It has two rows of numbers: the outer row counts by tens from 0 at the right end ` +
    `up to 180 at the left end, and the inner row counts by twenties from 0 at the left end up to 180 at the right end` +
    `${options.marks < 10 ? `, with small marks every ${options.marks} ${options.marks === 1 ? "degree" : "degrees"}` : ""}. ` +
    `One ray of the angle ${reading(a)}. The other ray ${reading(b)}.`;
  return figure(2 * cx, cy + 20, "Protractor on an angle", description, parts);
}

/** Angle ABC with vertex B and rays toward A and C in the two directions given (4.G.A.1). */
export function namedAngle(options: { rays: [number, number]; letters?: [string, string, string] }): Figure {
  const [la, lb, lc] = options.letters ?? ["A", "B", "C"];
  const [d1, d2] = options.rays;
  // Crop the picture to the angle: find how far the rays and labels reach from the vertex.
  const reach: [number, number][] = [
    [0, 0],
    toward(0, 0, 135, d1),
    toward(0, 0, 135, d2),
    toward(0, 0, 24, (d1 + d2) / 2 + 180),
  ];
  const xs = reach.map((p) => p[0]);
  const ys = reach.map((p) => p[1]);
  const margin = 30;
  const cx = margin - Math.min(...xs);
  const cy = margin - Math.min(...ys);
  const parts = [
    `<path d="${arc(cx, cy, 26, Math.min(d1, d2), Math.max(d1, d2))}" fill="none" stroke="${ACCENT}" stroke-width="2"/>`,
    ray(cx, cy, 120, d1),
    ray(cx, cy, 120, d2),
  ];
  const [ax, ay] = toward(cx, cy, 85, d1);
  const [bx, by] = toward(cx, cy, 85, d2);
  const side = Math.sign(d2 - d1) || 1;
  // Letters sit on the outside of each ray, away from the opening of the angle.
  const [ox, oy] = toward(0, 0, 16, d1 - 90 * side);
  const [px, py] = toward(0, 0, 16, d2 + 90 * side);
  parts.push(circle(ax, ay, 4, INK), text(ax + ox, ay + oy + 5, la));
  parts.push(circle(bx, by, 4, INK), text(bx + px, by + py + 5, lc));
  const [vx, vy] = toward(cx, cy, 20, (d1 + d2) / 2 + 180);
  parts.push(circle(cx, cy, 4, INK), text(vx, vy + 5, lb));
  const description =
    `Angle ${la}${lb}${lc}, with its vertex at point ${lb}. Picture a clock face centered on ${lb}: ` +
    `ray ${lb}${la} points toward ${clockDirection(d1)}, and ray ${lb}${lc} points toward ${clockDirection(d2)}.`;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * margin;
  const height = Math.max(...ys) - Math.min(...ys) + 2 * margin;
  return figure(width, height, `Angle ${la}${lb}${lc}`, description, parts);
}

export type LinearKind = "line" | "ray" | "segment";

/** Two labeled points on a straight path that is a line, a ray (from the first point) or a segment (4.G.A.1). */
export function linearFigure(options: { kind: LinearKind; letters: [string, string]; direction: number }): Figure {
  const { kind, direction } = options;
  const [p, q] = options.letters;
  const cx = 200;
  const cy = 110;
  const [px, py] = toward(cx, cy, 90, direction + 180);
  const [qx, qy] = toward(cx, cy, 90, direction);
  const parts: string[] = [];
  parts.push(line(px, py, qx, qy, INK, 2.5));
  if (kind !== "segment") parts.push(ray(qx, qy, 60, direction));
  if (kind === "line") parts.push(ray(px, py, 60, direction + 180));
  const lift = toward(0, 0, 20, direction + 90);
  parts.push(circle(px, py, 5, INK), text(px + lift[0], py + lift[1] + 5, p));
  parts.push(circle(qx, qy, 5, INK), text(qx + lift[0], qy + lift[1] + 5, q));
  const end = (letter: string, goesOn: boolean) =>
    goesOn
      ? `past ${letter} it keeps going, with an arrowhead at the end`
      : `at ${letter} it stops: ${letter} is an end point`;
  const description =
    `Two points, ${p} and ${q}, on a straight path. ` +
    `On one side, ${end(p, kind === "line")}; on the other side, ${end(q, kind !== "segment")}.`;
  return figure(400, 220, "Points on a straight path", description, parts);
}
