/**
 * Figures grade 8 needs that core/items/figures does not have: a coordinate plane with negative
 * numbers, lines and segments (slope, y = mx + b, systems, distance), and a first-quadrant graph
 * with scaled axes (rates such as 12 pages per minute). Built on the shared SVG helpers, so each is
 * an accessible image with a title and a description.
 */
import {
  ACCENT,
  boxesOverlap,
  circle,
  escapeXml,
  figure,
  INK,
  line,
  num,
  POINT_LABEL_OFFSETS,
  text,
  textBox,
  textBoxesIn,
  textClearOf,
} from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { point, signed } from "./helpers.ts";
const mark = (label: string | undefined) => (label && label.trim() !== "" ? `marked ${label}` : "not marked");

type Pt = [number, number];

const LINE_COLOURS = [ACCENT, "#dc2626", "#059669"];

/**
 * A square coordinate plane from `-size` to `size` on both axes, with grid lines every unit,
 * numbered axes, labeled points, full lines through two points and segments. `describe` replaces
 * the automatic description when the figure must not give the answer away.
 */
export function coordinatePlane(options: {
  size: number;
  points?: { at: Pt; label: string }[];
  lines?: { through: [Pt, Pt]; label?: string }[];
  segments?: { from: Pt; to: Pt; dashed?: boolean }[];
  describe?: string;
}): Figure {
  const { size } = options;
  const cell = Math.floor(300 / (2 * size));
  const left = 20;
  const top = 20;
  const toX = (x: number) => left + (x + size) * cell;
  const toY = (y: number) => top + (size - y) * cell;
  const parts: string[] = [];
  for (let i = -size; i <= size; i++) {
    parts.push(line(toX(i), toY(-size), toX(i), toY(size), "#e5e7eb", 1));
    parts.push(line(toX(-size), toY(i), toX(size), toY(i), "#e5e7eb", 1));
  }
  parts.push(
    line(toX(-size), toY(0), toX(size), toY(0), INK, 1.5),
    line(toX(0), toY(-size), toX(0), toY(size), INK, 1.5),
  );
  const labelEvery = size > 6 ? 2 : 1;
  for (let i = -size; i <= size; i += labelEvery) {
    if (i === 0) continue;
    parts.push(text(toX(i), toY(0) + 15, signed(i), { size: 11 }));
    parts.push(text(toX(0) - 4, toY(i) + 4, signed(i), { size: 11, anchor: "end" }));
  }
  (options.lines ?? []).forEach((l, i) => {
    const [[x1, y1], [x2, y2]] = l.through;
    const colour = LINE_COLOURS[i % LINE_COLOURS.length] ?? ACCENT;
    // Extend the line to the edges of the plane, then clip by drawing inside a clip path.
    const far = 4 * size;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len = Math.hypot(dx, dy) || 1;
    const ax = x1 - (dx / len) * far;
    const ay = y1 - (dy / len) * far;
    const bx = x1 + (dx / len) * far;
    const by = y1 + (dy / len) * far;
    parts.push(`<g clip-path="url(#plane-${size})">${line(toX(ax), toY(ay), toX(bx), toY(by), colour, 2.5)}</g>`);
    if (l.label) {
      // The name goes along its line, near where it leaves the top or right of the plane, at the
      // first place where it covers no axis number and no other line's name.
      const t0 = Math.min(...[size - 1 - x1, size - 1 - y1, x1 + size - 1, y1 + size - 1].filter((v) => v > 0), 3);
      // Clear of the labels so far and of the marked points (their names come later).
      const taken = [
        ...textBoxesIn(parts),
        ...(options.points ?? []).map((p) => ({
          left: toX(p.at[0]) - 6,
          right: toX(p.at[0]) + 6,
          top: toY(p.at[1]) - 6,
          bottom: toY(p.at[1]) + 6,
        })),
      ];
      const at = (t: number, side: number) => {
        const lx = Math.max(-size + 1, Math.min(size - 1, x1 + (dx / len) * t));
        const ly = Math.max(-size + 1, Math.min(size - 1, y1 + (dy / len) * t));
        const x = side > 0 ? toX(lx) + 6 : toX(lx) - 6 - (l.label ?? "").length * 0.6 * 12;
        return { x, y: toY(ly) - 6 };
      };
      const tries = [t0, t0 + 1, t0 - 1, t0 + 2, t0 - 2, t0 - 3, t0 + 3, t0 - 4].flatMap((t) => [at(t, 1), at(t, -1)]);
      const spot =
        tries.find((p) => taken.every((box) => !boxesOverlap(textBox(p.x, p.y, l.label ?? "", 12, "start"), box, 5))) ??
        at(t0, 1);
      parts.push(
        `<text x="${num(spot.x)}" y="${num(spot.y)}" font-size="12" fill="${colour}" font-weight="bold">${escapeXml(l.label)}</text>`,
      );
    }
  });
  for (const s of options.segments ?? []) {
    const seg = line(toX(s.from[0]), toY(s.from[1]), toX(s.to[0]), toY(s.to[1]), ACCENT, 2.5);
    parts.push(s.dashed ? seg.replace("/>", ' stroke-dasharray="5 4"/>') : seg);
  }
  // A point's name goes beside it where it covers no axis number and no other name.
  for (const p of options.points ?? [])
    parts.push(
      circle(toX(p.at[0]), toY(p.at[1]), 4.5, INK),
      textClearOf(parts, toX(p.at[0]), toY(p.at[1]), p.label, 12, [[8, -7], ...POINT_LABEL_OFFSETS]),
    );
  const clip = `<defs><clipPath id="plane-${size}"><rect x="${toX(-size)}" y="${toY(size)}" width="${2 * size * cell}" height="${2 * size * cell}"/></clipPath></defs>`;
  const pieces = [`A coordinate plane with x and y from −${size} to ${size}`];
  // Named points by name; unnamed dots (a relation's points) together: "points at (1, 2) and (3, 4)".
  const all = options.points ?? [];
  for (const p of all.filter((q) => q.label.trim() !== ""))
    pieces.push(`point ${p.label} at ${point(p.at[0], p.at[1])}`);
  const dots = all.filter((q) => q.label.trim() === "").map((q) => point(q.at[0], q.at[1]));
  if (dots.length === 1) pieces.push(`a point at ${dots[0] ?? ""}`);
  else if (dots.length > 1) pieces.push(`points at ${dots.slice(0, -1).join(", ")} and ${dots[dots.length - 1] ?? ""}`);
  (options.lines ?? []).forEach((l) =>
    pieces.push(
      `a straight line${l.label ? ` labeled ${l.label}` : ""} through ${point(...l.through[0])} and ${point(...l.through[1])}`,
    ),
  );
  for (const s of options.segments ?? []) pieces.push(`a segment from ${point(...s.from)} to ${point(...s.to)}`);
  const description = options.describe ?? `${pieces.join(", ")}.`;
  return figure(2 * left + 2 * size * cell, 2 * top + 2 * size * cell, "Coordinate plane", description, [
    clip,
    ...parts,
  ]);
}

/**
 * A first-quadrant graph with scaled axes and straight lines from the origin (proportional
 * relationships), with a dot on each line at a point whose coordinates are easy to read.
 */
export function rateGraph(options: {
  xMax: number;
  yMax: number;
  xStep: number;
  yStep: number;
  xLabel: string;
  yLabel: string;
  lines: { to: Pt; label?: string; mark?: Pt }[];
}): Figure {
  const left = 55;
  const top = 20;
  const width = 300;
  const height = 220;
  const toX = (x: number) => left + (x / options.xMax) * width;
  const toY = (y: number) => top + height - (y / options.yMax) * height;
  const parts: string[] = [];
  for (let x = 0; x <= options.xMax; x += options.xStep) {
    parts.push(line(toX(x), toY(0), toX(x), toY(options.yMax), "#e5e7eb", 1));
    parts.push(text(toX(x), toY(0) + 17, signed(x), { size: 13 }));
  }
  for (let y = 0; y <= options.yMax; y += options.yStep) {
    parts.push(line(toX(0), toY(y), toX(options.xMax), toY(y), "#e5e7eb", 1));
    parts.push(text(toX(0) - 6, toY(y) + 5, signed(y), { size: 13, anchor: "end" }));
  }
  parts.push(line(toX(0), toY(0), toX(options.xMax), toY(0)), line(toX(0), toY(0), toX(0), toY(options.yMax)));
  parts.push(text(left + width / 2, top + height + 35, options.xLabel, { size: 13 }));
  parts.push(
    `<text x="14" y="${top + height / 2}" font-size="13" text-anchor="middle" fill="${INK}" transform="rotate(-90 14 ${top + height / 2})">${escapeXml(options.yLabel)}</text>`,
  );
  options.lines.forEach((l, i) => {
    const colour = LINE_COLOURS[i % LINE_COLOURS.length] ?? ACCENT;
    parts.push(line(toX(0), toY(0), toX(l.to[0]), toY(l.to[1]), colour, 2.5));
    if (l.mark) parts.push(circle(toX(l.mark[0]), toY(l.mark[1]), 4.5, colour));
    if (l.label)
      parts.push(
        `<text x="${toX(l.to[0]) - 4}" y="${toY(l.to[1]) - 6}" font-size="12" text-anchor="end" fill="${colour}" font-weight="bold">${escapeXml(l.label)}</text>`,
      );
  });
  const lines = options.lines.map(
    (l) =>
      `a straight line${l.label ? ` for ${l.label}` : ""} from (0, 0)` +
      (l.mark ? ` through the marked point (${l.mark[0]}, ${l.mark[1]})` : ` to (${l.to[0]}, ${l.to[1]})`),
  );
  const description =
    `A graph with ${options.xLabel} across (0 to ${options.xMax}, marked every ${options.xStep}) and ` +
    `${options.yLabel} up (0 to ${options.yMax}, marked every ${options.yStep}), showing ${lines.join(" and ")}.`;
  return figure(left + width + 30, top + height + 50, "Graph", description, parts);
}

/** Positions of the eight angles where a transversal crosses two parallel lines. */
export type AnglePosition = { crossing: "top" | "bottom"; side: "above" | "below"; of: "left" | "right" };

/** Words for an angle position, for descriptions and solutions. */
export function describePosition(p: AnglePosition): string {
  return `at the ${p.crossing} crossing, ${p.side} the parallel line and to the ${p.of} of the transversal`;
}

/**
 * Two horizontal parallel lines crossed by a transversal that makes an acute angle of `tilt`
 * degrees with them (rising to the right), with labels in some of the eight angles.
 */
export function transversalFigure(options: { tilt: number; labels: { at: AnglePosition; text: string }[] }): Figure {
  const rad = (options.tilt * Math.PI) / 180;
  const top = 90;
  const bottom = 190;
  const xTop = 230;
  const xBottom = xTop - (bottom - top) / Math.tan(rad);
  const parts: string[] = [
    line(20, top, 400, top, INK, 2),
    line(20, bottom, 400, bottom, INK, 2),
    // Arrow marks showing the lines are parallel.
    `<path d="M370 ${top - 6} L378 ${top} L370 ${top + 6}" fill="none" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M370 ${bottom - 6} L378 ${bottom} L370 ${bottom + 6}" fill="none" stroke="${INK}" stroke-width="2"/>`,
  ];
  const far = 80;
  parts.push(
    line(
      xTop + far * Math.cos(rad),
      top - far * Math.sin(rad),
      xBottom - far * Math.cos(rad),
      bottom + far * Math.sin(rad),
      ACCENT,
      2.5,
    ),
  );
  const half = options.tilt / 2;
  const bisector = (p: AnglePosition): number => {
    if (p.side === "above" && p.of === "right") return half;
    if (p.side === "above" && p.of === "left") return 90 + half;
    if (p.side === "below" && p.of === "left") return 180 + half;
    return 270 + half;
  };
  for (const l of options.labels) {
    const cx = l.at.crossing === "top" ? xTop : xBottom;
    const cy = l.at.crossing === "top" ? top : bottom;
    const angle = (bisector(l.at) * Math.PI) / 180;
    const r = 30;
    parts.push(text(cx + r * Math.cos(angle), cy - r * Math.sin(angle) + 5, l.text, { size: 14 }));
  }
  const marked = options.labels.map((l) => `the angle ${describePosition(l.at)} is marked ${l.text}`).join("; ");
  const description = `Two parallel lines, one above the other, crossed by a slanted line (the transversal) that rises to the right. ${marked.charAt(0).toUpperCase()}${marked.slice(1)}.`;
  return figure(420, 280, "Parallel lines and a transversal", description, parts);
}

/**
 * A triangle drawn from its angles at A (left), B (right) and C (top), with a label inside each
 * corner; with `exterior`, side AB is extended past B and the exterior angle at B is labeled.
 */
export function triangleFigure(options: {
  angles: [number, number, number];
  labels: [string, string, string];
  exterior?: string;
}): Figure {
  const [a, b] = options.angles;
  const ra = (a * Math.PI) / 180;
  const rb = (b * Math.PI) / 180;
  // Base AB of length 1; C from the two base angles.
  const cx = Math.tan(rb) / (Math.tan(ra) + Math.tan(rb));
  const cy = cx * Math.tan(ra);
  const width = 260;
  const scale = width / Math.max(1, cx);
  const height = Math.min(cy * scale, 200);
  const s = height / (cy * scale || 1);
  const A = [40, 230];
  const B = [40 + scale * s, 230];
  const C = [40 + cx * scale * s, 230 - cy * scale * s];
  const path = `M${A[0]} ${A[1]} L${B[0]} ${B[1]} L${C[0]} ${C[1]} Z`;
  const parts = [`<path d="${path}" fill="#dbeafe" stroke="${INK}" stroke-width="2"/>`];
  // A point r away from a corner along the bisector of its two sides.
  const toward = (from: number[], to1: number[], to2: number[], r: number): [number, number] => {
    const unit = (to: number[]) => {
      const dx = (to[0] as number) - (from[0] as number);
      const dy = (to[1] as number) - (from[1] as number);
      const len = Math.hypot(dx, dy) || 1;
      return [dx / len, dy / len] as const;
    };
    const [ux, uy] = unit(to1);
    const [vx, vy] = unit(to2);
    const len = Math.hypot(ux + vx, uy + vy) || 1;
    return [(from[0] as number) + (r * (ux + vx)) / len, (from[1] as number) + (r * (uy + vy)) / len + 5];
  };
  const [la, lb, lc] = options.labels;
  // Each corner's label along its bisector, 34 in; where a flat corner leaves no room beside the
  // labels already placed (an obtuse C close to B), nearer or further in, then just outside.
  const corner = (from: number[], to1: number[], to2: number[], label: string) => {
    const taken = textBoxesIn(parts);
    const spot =
      [34, 26, 44, 54, -18, -26]
        .map((r) => toward(from, to1, to2, r))
        .find(([x, y]) => taken.every((box) => !boxesOverlap(textBox(x, y, label, 13), box, 1))) ??
      toward(from, to1, to2, 34);
    parts.push(text(...spot, label, { size: 13 }));
  };
  corner(A, B, C, la);
  corner(B, A, C, lb);
  corner(C, A, B, lc);
  if (options.exterior) {
    parts.push(line(B[0] as number, 230, (B[0] as number) + 90, 230, INK, 2));
    const ext = toward(B, [(B[0] as number) + 90, 230], C, 36);
    parts.push(text(ext[0], ext[1], options.exterior, { size: 13 }));
  }
  const desc =
    `A triangle with corners A at the bottom left, B at the bottom right and C at the top. ` +
    // An unmarked corner is said to be unmarked, so no label is ever read as an empty gap.
    `The angle at A is ${mark(la)}, at B ${mark(lb)}, and at C ${mark(lc)}.` +
    (options.exterior
      ? ` The bottom side is extended to the right past B, and the outside angle there, between the extension and side BC, is marked ${options.exterior}.`
      : "");
  return figure(
    Math.max((B[0] as number) + (options.exterior ? 110 : 40), (C[0] as number) + 40),
    260,
    "Triangle with its angles",
    desc,
    parts,
  );
}

/**
 * A graph made of straight pieces (a distance-time story), first quadrant with scaled axes, each
 * piece labeled with a letter at its middle.
 */
export function pieceGraph(options: {
  points: Pt[];
  xMax: number;
  yMax: number;
  xStep: number;
  yStep: number;
  xLabel: string;
  yLabel: string;
}): Figure {
  const left = 60;
  const top = 20;
  const width = 320;
  const height = 200;
  const toX = (x: number) => left + (x / options.xMax) * width;
  const toY = (y: number) => top + height - (y / options.yMax) * height;
  const parts: string[] = [];
  for (let x = 0; x <= options.xMax; x += options.xStep) {
    parts.push(line(toX(x), toY(0), toX(x), toY(options.yMax), "#e5e7eb", 1));
    parts.push(text(toX(x), toY(0) + 17, signed(x), { size: 13 }));
  }
  for (let y = 0; y <= options.yMax; y += options.yStep) {
    parts.push(line(toX(0), toY(y), toX(options.xMax), toY(y), "#e5e7eb", 1));
    parts.push(text(toX(0) - 6, toY(y) + 5, signed(y), { size: 13, anchor: "end" }));
  }
  parts.push(line(toX(0), toY(0), toX(options.xMax), toY(0)), line(toX(0), toY(0), toX(0), toY(options.yMax)));
  parts.push(text(left + width / 2, top + height + 35, options.xLabel, { size: 13 }));
  parts.push(
    `<text x="14" y="${top + height / 2}" font-size="13" text-anchor="middle" fill="${INK}" transform="rotate(-90 14 ${top + height / 2})">${escapeXml(options.yLabel)}</text>`,
  );
  const pieces: string[] = [];
  options.points.slice(1).forEach((p, i) => {
    const q = options.points[i] as Pt;
    parts.push(line(toX(q[0]), toY(q[1]), toX(p[0]), toY(p[1]), ACCENT, 3));
    const letter = "ABCDEFG".charAt(i);
    parts.push(text((toX(q[0]) + toX(p[0])) / 2, (toY(q[1]) + toY(p[1])) / 2 - 10, letter, { size: 13 }));
    pieces.push(`part ${letter} from (${q[0]}, ${q[1]}) to (${p[0]}, ${p[1]})`);
  });
  for (const p of options.points) parts.push(circle(toX(p[0]), toY(p[1]), 3.5, INK));
  const description =
    `A graph with ${options.xLabel} across (0 to ${options.xMax}) and ${options.yLabel} up (0 to ${options.yMax}), ` +
    `made of straight pieces: ${pieces.join(", ")}.`;
  return figure(left + width + 30, top + height + 50, "Graph in pieces", description, parts);
}

/**
 * A solid drawn in outline with its measurements: a cylinder, a cone, a sphere, or a cone topped
 * by a half-sphere. `radius` and `height` are the labels written beside the radius and height.
 */
export function solidFigure(options: {
  kind: "cylinder" | "cone" | "sphere" | "cone-and-half-sphere";
  radius: string;
  height?: string;
  radiusIsDiameter?: boolean;
}): Figure {
  const cx = 150;
  const rx = 70;
  const ry = 18;
  const parts: string[] = [];
  const ellipse = (cy: number, dashed = false) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${INK}" stroke-width="2"${dashed ? ' stroke-dasharray="5 4"' : ""}/>`;
  let description: string;
  const radiusLine = (cy: number) => {
    const x2 = options.radiusIsDiameter ? cx + rx : cx + rx;
    const x1 = options.radiusIsDiameter ? cx - rx : cx;
    parts.push(line(x1, cy, x2, cy, ACCENT, 2), text((x1 + x2) / 2, cy - 6, options.radius, { size: 13 }));
  };
  const what = options.radiusIsDiameter ? "diameter" : "radius";
  if (options.kind === "cylinder") {
    parts.push(ellipse(50), ellipse(210), line(cx - rx, 50, cx - rx, 210), line(cx + rx, 50, cx + rx, 210));
    radiusLine(210);
    parts.push(
      line(cx + rx + 20, 50, cx + rx + 20, 210, ACCENT, 2),
      text(cx + rx + 30, 135, options.height ?? "", { size: 13, anchor: "start" }),
    );
    description = `A cylinder. The ${what} of its circular base is labeled ${options.radius} and its height is labeled ${options.height ?? ""}.`;
  } else if (options.kind === "cone") {
    parts.push(ellipse(210), line(cx - rx, 210, cx, 40), line(cx + rx, 210, cx, 40));
    radiusLine(210);
    parts.push(
      line(cx, 40, cx, 210, ACCENT, 2).replace("/>", ' stroke-dasharray="5 4"/>'),
      text(cx + 8, 130, options.height ?? "", { size: 13, anchor: "start" }),
    );
    description = `A cone standing on its circular base. The ${what} of the base is labeled ${options.radius} and the height, from the tip straight down to the base, is labeled ${options.height ?? ""}.`;
  } else if (options.kind === "sphere") {
    parts.push(
      `<circle cx="${cx}" cy="130" r="${rx + 10}" fill="none" stroke="${INK}" stroke-width="2"/>`,
      ellipse(130, true),
    );
    parts.push(line(cx, 130, cx + rx + 10, 130, ACCENT, 2), text(cx + 40, 122, options.radius, { size: 13 }));
    description = `A sphere with its radius labeled ${options.radius}.`;
  } else {
    // A cone pointing down with a half-sphere of ice cream on top.
    parts.push(
      `<path d="M${cx - rx} 110 A ${rx} ${rx} 0 0 1 ${cx + rx} 110" fill="none" stroke="${INK}" stroke-width="2"/>`,
    );
    parts.push(ellipse(110), line(cx - rx, 110, cx, 250), line(cx + rx, 110, cx, 250));
    radiusLine(110);
    parts.push(
      line(cx, 110, cx, 250, ACCENT, 2).replace("/>", ' stroke-dasharray="5 4"/>'),
      text(cx + 8, 190, options.height ?? "", { size: 13, anchor: "start" }),
    );
    description = `An ice-cream cone: a cone pointing down with a half-sphere on top of its circular opening. The radius of the opening (and of the half-sphere) is labeled ${options.radius}; the cone's height, from the opening down to the tip, is labeled ${options.height ?? ""}.`;
  }
  return figure(320, 270, "Solid with measurements", description, parts);
}

/** A scatter plot: dots on a first-quadrant grid with scaled axes, optionally with straight lines. */
export function scatterPlot(options: {
  points: Pt[];
  xMax: number;
  yMax: number;
  xStep: number;
  yStep: number;
  xLabel: string;
  yLabel: string;
}): Figure {
  const left = 60;
  const top = 20;
  const width = 320;
  const height = 200;
  const toX = (x: number) => left + (x / options.xMax) * width;
  const toY = (y: number) => top + height - (y / options.yMax) * height;
  const parts: string[] = [];
  for (let x = 0; x <= options.xMax; x += options.xStep) {
    parts.push(line(toX(x), toY(0), toX(x), toY(options.yMax), "#e5e7eb", 1));
    parts.push(text(toX(x), toY(0) + 17, signed(x), { size: 13 }));
  }
  for (let y = 0; y <= options.yMax; y += options.yStep) {
    parts.push(line(toX(0), toY(y), toX(options.xMax), toY(y), "#e5e7eb", 1));
    parts.push(text(toX(0) - 6, toY(y) + 5, signed(y), { size: 13, anchor: "end" }));
  }
  parts.push(line(toX(0), toY(0), toX(options.xMax), toY(0)), line(toX(0), toY(0), toX(0), toY(options.yMax)));
  parts.push(text(left + width / 2, top + height + 35, options.xLabel, { size: 13 }));
  parts.push(
    `<text x="14" y="${top + height / 2}" font-size="13" text-anchor="middle" fill="${INK}" transform="rotate(-90 14 ${top + height / 2})">${escapeXml(options.yLabel)}</text>`,
  );
  for (const p of options.points) parts.push(circle(toX(p[0]), toY(p[1]), 4.5, ACCENT));
  const description =
    `A scatter plot with ${options.xLabel} across (0 to ${options.xMax}) and ${options.yLabel} up (0 to ${options.yMax}). ` +
    `The dots are at ${options.points.map(([x, y]) => `(${x}, ${y})`).join(", ")}.`;
  return figure(left + width + 30, top + height + 50, "Scatter plot", description, parts);
}
