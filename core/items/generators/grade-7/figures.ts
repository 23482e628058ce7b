/**
 * Figures the grade-7 geometry generators need that `core/items/figures` lacks: a circle with its
 * radius or diameter, angles around a point, flat shapes built from pieces (with dashed heights and
 * cut-out holes), and solids (boxes, triangular prisms, pyramids) drawn in a slanted view, with an
 * optional slice. Built on the shared SVG helpers, so each is an accessible image with a title; the
 * generator writes the description, because only it knows what must not be given away.
 */
import {
  ACCENT,
  boxesOverlap,
  circle,
  escapeXml,
  FILL,
  figure,
  INK,
  line,
  num,
  text,
  textBox,
  textBoxesIn,
} from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";

type Pt = [number, number];
export type Pt3 = [number, number, number];

const HOLE = "#ffffff";
const SLICE = "#f59e0b";

function dashed(svgLine: string): string {
  return svgLine.replace("/>", ' stroke-dasharray="6 4"/>');
}

function path(points: Pt[], fill: string, options: { stroke?: string; width?: number; opacity?: number } = {}): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join(" ") + " Z";
  const opacity = options.opacity === undefined ? "" : ` fill-opacity="${options.opacity}"`;
  return `<path d="${d}" fill="${fill}"${opacity} stroke="${options.stroke ?? INK}" stroke-width="${options.width ?? 2}"/>`;
}

/** A measurement label with a white outline, so it stays readable where it crosses a line. */
function label(x: number, y: number, content: string, anchor = "middle"): string {
  return `<text x="${num(x)}" y="${num(y)}" font-size="15" text-anchor="${anchor}" fill="${INK}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(content)}</text>`;
}

/** A circle with its center marked and a radius (center to edge) or a diameter drawn and labeled. */
export function circleFigure(options: { show: "radius" | "diameter"; label: string; title?: string }): Figure {
  const cx = 150;
  const cy = 130;
  const r = 100;
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${FILL}" fill-opacity="0.5" stroke="${INK}" stroke-width="2"/>`,
    circle(cx, cy, 4, INK),
  ];
  const x1 = options.show === "diameter" ? cx - r : cx;
  parts.push(line(x1, cy, cx + r, cy, ACCENT, 2.5), text((x1 + cx + r) / 2, cy - 10, options.label, { size: 15 }));
  const description =
    options.show === "diameter"
      ? `A circle with its center marked. A straight line goes all the way across the circle through the center (a diameter) and is labeled ${options.label}.`
      : `A circle with its center marked. A straight line goes from the center to the edge of the circle (a radius) and is labeled ${options.label}.`;
  return figure(300, 260, options.title ?? "Circle", description, parts);
}

/**
 * Rays from one point, at the given directions in degrees (0 points right, 90 points up). `arcs`
 * label the angle turning counterclockwise from ray `from` to ray `to`; `square` marks a right
 * angle the same way. Two opposite rays draw one straight line through the point.
 */
export function anglesFigure(options: {
  rays: number[];
  arcs: { from: number; to: number; label: string; radius?: number }[];
  square?: { from: number; to: number };
  description: string;
  title?: string;
}): Figure {
  const len = 120;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  // Drawn around (0, 0), then moved so that everything fits the picture.
  const at = (deg: number, r: number): Pt => [r * Math.cos(rad(deg)), -r * Math.sin(rad(deg))];
  const parts: string[] = [];
  const extent: Pt[] = [[0, 0]];
  for (const ray of options.rays) {
    const [x, y] = at(ray, len);
    parts.push(line(0, 0, x, y, INK, 2.5));
    extent.push([x, y]);
  }
  parts.push(circle(0, 0, 3.5, INK));
  const sweep = (a: { from: number; to: number }) => {
    const from = options.rays[a.from] ?? 0;
    let to = options.rays[a.to] ?? 0;
    while (to <= from) to += 360;
    return [from, to] as const;
  };
  options.arcs.forEach((a, i) => {
    const [from, to] = sweep(a);
    const size = to - from;
    const r = a.radius ?? (size < 35 ? 50 : 30 + (i % 2) * 8);
    const [x1, y1] = at(from, r);
    const [x2, y2] = at(to, r);
    parts.push(
      `<path d="M${num(x1)} ${num(y1)} A ${r} ${r} 0 ${size > 180 ? 1 : 0} 0 ${num(x2)} ${num(y2)}" fill="none" stroke="${ACCENT}" stroke-width="1.5"/>`,
    );
    // The label sits on the middle line of the angle, far enough out to fit between the two rays,
    // or past the ends of the rays when the angle is too narrow.
    const middle = rad(from + size / 2);
    const width = 7.2 * a.label.length;
    const across = (width / 2) * Math.abs(Math.sin(middle)) + 8 * Math.abs(Math.cos(middle));
    const along = (width / 2) * Math.abs(Math.cos(middle)) + 8 * Math.abs(Math.sin(middle));
    const fits = (across + 4) / Math.sin(Math.min(rad(size / 2), Math.PI / 2));
    const distance = Math.min(Math.max(r + 16 + along, fits), len + 8 + along);
    const [lx, ly] = at(from + size / 2, distance);
    parts.push(text(lx, ly + 5, a.label, { size: 13 }));
    extent.push([lx - width / 2, ly - 10], [lx + width / 2, ly + 10]);
  });
  if (options.square) {
    const [from] = sweep(options.square);
    const [ax, ay] = at(from, 16);
    const [bx, by] = at(from + 90, 16);
    const [qx, qy] = at(from + 45, 16 * Math.SQRT2);
    parts.push(
      `<path d="M${num(ax)} ${num(ay)} L${num(qx)} ${num(qy)} L${num(bx)} ${num(by)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  const pad = 14;
  const minX = Math.min(...extent.map(([x]) => x)) - pad;
  const minY = Math.min(...extent.map(([, y]) => y)) - pad;
  const width = Math.max(...extent.map(([x]) => x)) + pad - minX;
  const height = Math.max(...extent.map(([, y]) => y)) + pad - minY;
  return figure(width, height, options.title ?? "Angles at a point", options.description, [
    `<g transform="translate(${num(-minX)} ${num(-minY)})">${parts.join("")}</g>`,
  ]);
}

/**
 * A flat shape drawn from its outline (in the same units as the labels), with labels beside
 * chosen sides, dashed helper lines (heights, split lines) with labels, and cut-out rectangles.
 * `labels[i]` labels the side from point i to point i + 1.
 */
export function compositeFigure(options: {
  outline: Pt[];
  labels: string[];
  dashes?: { from: Pt; to: Pt; label?: string }[];
  holes?: { at: Pt; width: number; height: number; label?: string }[];
  caption?: string;
  description: string;
  title: string;
}): Figure {
  const xs = options.outline.map(([x]) => x);
  const ys = options.outline.map(([, y]) => y);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = maxY - Math.min(...ys) || 1;
  const scale = Math.min(300 / spanX, 200 / spanY);
  const left = 60;
  const top = 36;
  const toX = (x: number) => left + (x - minX) * scale;
  const toY = (y: number) => top + (maxY - y) * scale;
  // Which way the outline turns: labels go on the outer side of each edge, even in an L-shape.
  const turning = options.outline.reduce((sum, [px, py], i) => {
    const [qx, qy] = options.outline[(i + 1) % options.outline.length] as Pt;
    return sum + (px * qy - qx * py);
  }, 0);
  const outward = turning > 0 ? 1 : -1;
  const parts = [
    path(
      options.outline.map(([x, y]) => [toX(x), toY(y)]),
      FILL,
    ),
  ];
  for (const h of options.holes ?? []) {
    const [hx, hy] = h.at;
    parts.push(
      path(
        [
          [toX(hx), toY(hy)],
          [toX(hx + h.width), toY(hy)],
          [toX(hx + h.width), toY(hy + h.height)],
          [toX(hx), toY(hy + h.height)],
        ],
        HOLE,
        { width: 1.5 },
      ),
    );
    if (h.label) parts.push(label(toX(hx + h.width) + 6, toY(hy + h.height / 2) + 5, h.label, "start"));
  }
  options.outline.forEach(([px, py], i) => {
    const text = options.labels[i];
    if (!text) return;
    const [qx, qy] = options.outline[(i + 1) % options.outline.length] as Pt;
    const dx = qx - px;
    const dy = qy - py;
    const length = Math.hypot(dx, dy) || 1;
    const nx = (outward * dy) / length;
    const ny = (-outward * dx) / length;
    // Outside the edge's middle; where that covers a label already placed (two short edges at an
    // L's inner corner), slid along the edge toward an end, then further out.
    const taken = textBoxesIn(parts);
    const spots = [0, 10, 20].flatMap((out) =>
      [0, 0.3, -0.3, 0.42, -0.42].map((along): [number, number] => {
        const offset = 14 + Math.abs(nx) * (4 + 3.6 * text.length) + out;
        const [mx, my] = [px + dx * (0.5 + along), py + dy * (0.5 + along)];
        return [toX(mx) + nx * offset, toY(my) - ny * offset + 5];
      }),
    );
    const [x, y] = spots.find(([x, y]) => taken.every((box) => !boxesOverlap(textBox(x, y, text, 15), box, 1))) ??
      spots[0] ?? [0, 0];
    parts.push(label(x, y, text));
  });
  for (const d of options.dashes ?? []) {
    parts.push(dashed(line(toX(d.from[0]), toY(d.from[1]), toX(d.to[0]), toY(d.to[1]), INK, 1.5)));
    if (d.label) {
      const vertical = d.from[0] === d.to[0];
      const [mx, my] = [toX((d.from[0] + d.to[0]) / 2), toY((d.from[1] + d.to[1]) / 2)];
      // Beside a vertical dash or above a horizontal one; where that covers another label (a
      // notch's depth beside its width), on the other side or moved along the dash.
      const spots: [number, number, string][] = vertical
        ? [
            [mx + 6, my + 5, "start"],
            [mx - 6, my + 5, "end"],
            [mx + 6, my - 12, "start"],
            [mx - 6, my - 12, "end"],
            [mx + 6, my + 22, "start"],
          ]
        : [
            [mx, my - 7, "middle"],
            [mx, my + 19, "middle"],
            [mx - 24, my - 7, "middle"],
            [mx + 24, my - 7, "middle"],
          ];
      const taken = textBoxesIn(parts);
      const [x, y, anchor] = spots.find(([x, y, anchor]) =>
        taken.every((box) => !boxesOverlap(textBox(x, y, d.label ?? "", 15, anchor), box, 1)),
      ) ??
        spots[0] ?? [mx, my, "middle"];
      parts.push(label(x, y, d.label, anchor));
    }
  }
  const height = top + spanY * scale + 40 + (options.caption ? 20 : 0);
  if (options.caption) parts.push(text(left + (spanX * scale) / 2, height - 12, options.caption, { size: 13 }));
  return figure(spanX * scale + 2 * left + 20, height, options.title, options.description, parts);
}

/** A solid as vertices and faces; each face lists vertex indexes counterclockwise seen from outside. */
export type Solid = { vertices: Pt3[]; faces: number[][] };

/** The slanted ("cabinet") view: depth goes up and to the right, so the front, top and right show. */
const DEPTH = 0.45;
const VIEW: Pt3 = [DEPTH, -1, DEPTH];

function sub(a: Pt3, b: Pt3): Pt3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

function cross(a: Pt3, b: Pt3): Pt3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function dot(a: Pt3, b: Pt3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/**
 * Draws a convex solid in the slanted view: edges between hidden faces dashed, an optional slice
 * (a flat polygon through the solid, shaded) and labels at points (usually edge midpoints), each
 * pushed away from the middle of the drawing.
 */
export function solidFigure(options: {
  solid: Solid;
  slice?: Pt3[];
  /** Labels at points, pushed away from the middle of the drawing, or `toward` a screen direction. */
  labels?: { at: Pt3; text: string; toward?: Pt }[];
  /** Dashed helper lines inside the solid, such as the height of a triangular end. */
  dashes?: { from: Pt3; to: Pt3 }[];
  description: string;
  title: string;
}): Figure {
  const { vertices, faces } = options.solid;
  const flat = (p: Pt3): Pt => [p[0] + DEPTH * p[1], p[2] + DEPTH * p[1]];
  const projected = vertices.map(flat);
  const fx = projected.map(([x]) => x);
  const fy = projected.map(([, y]) => y);
  const minX = Math.min(...fx);
  const maxY = Math.max(...fy);
  const spanX = Math.max(...fx) - minX || 1;
  const spanY = maxY - Math.min(...fy) || 1;
  const scale = Math.min(280 / spanX, 200 / spanY);
  const left = 70;
  const top = 30;
  const toSvg = (p: Pt3): Pt => {
    const [x, y] = flat(p);
    return [left + (x - minX) * scale, top + (maxY - y) * scale];
  };
  const visible = faces.map((face) => {
    const [a, b, c] = face.map((i) => vertices[i] as Pt3) as [Pt3, Pt3, Pt3];
    return dot(cross(sub(b, a), sub(c, a)), VIEW) > 1e-9;
  });
  // Each edge once, hidden when every face it belongs to faces away.
  const edges = new Map<string, { a: number; b: number; shown: boolean }>();
  faces.forEach((face, f) => {
    face.forEach((a, i) => {
      const b = face[(i + 1) % face.length] as number;
      const key = a < b ? `${a}-${b}` : `${b}-${a}`;
      const edge = edges.get(key) ?? { a, b, shown: false };
      edge.shown = edge.shown || (visible[f] ?? false);
      edges.set(key, edge);
    });
  });
  const parts: string[] = [];
  faces.forEach((face, f) => {
    if (visible[f])
      parts.push(
        path(
          face.map((i) => toSvg(vertices[i] as Pt3)),
          FILL,
          { stroke: "none", opacity: 0.35 },
        ),
      );
  });
  for (const e of edges.values()) {
    const [x1, y1] = toSvg(vertices[e.a] as Pt3);
    const [x2, y2] = toSvg(vertices[e.b] as Pt3);
    const drawn = line(x1, y1, x2, y2, INK, e.shown ? 2 : 1.5);
    parts.push(e.shown ? drawn : dashed(drawn).replace(`stroke="${INK}"`, `stroke="#6b7280"`));
  }
  for (const d of options.dashes ?? []) {
    const [x1, y1] = toSvg(d.from);
    const [x2, y2] = toSvg(d.to);
    parts.push(dashed(line(x1, y1, x2, y2, ACCENT, 1.5)));
  }
  if (options.slice) parts.push(path(options.slice.map(toSvg), SLICE, { stroke: "#b45309", width: 2, opacity: 0.55 }));
  const [mx, my] = toSvg([
    vertices.reduce((s, v) => s + v[0], 0) / vertices.length,
    vertices.reduce((s, v) => s + v[1], 0) / vertices.length,
    vertices.reduce((s, v) => s + v[2], 0) / vertices.length,
  ]);
  for (const l of options.labels ?? []) {
    const [x, y] = toSvg(l.at);
    const [dx, dy] = l.toward ?? [x - mx, y - my];
    const length = Math.hypot(dx, dy) || 1;
    const push = 12 + 3.6 * l.text.length * Math.abs(dx / length);
    parts.push(label(x + (dx / length) * push, y + (dy / length) * 14 + 5, l.text));
  }
  return figure(spanX * scale + 2 * left, spanY * scale + 2 * top + 10, options.title, options.description, parts);
}

/** A box `length` wide (x), `depth` deep (y) and `height` tall (z), one corner at the origin. */
export function box(length: number, depth: number, height: number): Solid {
  const v: Pt3[] = [
    [0, 0, 0],
    [length, 0, 0],
    [length, depth, 0],
    [0, depth, 0],
    [0, 0, height],
    [length, 0, height],
    [length, depth, height],
    [0, depth, height],
  ];
  return {
    vertices: v,
    faces: [
      [0, 3, 2, 1], // bottom
      [4, 5, 6, 7], // top
      [0, 1, 5, 4], // front
      [2, 3, 7, 6], // back
      [1, 2, 6, 5], // right
      [0, 4, 7, 3], // left
    ],
  };
}

/**
 * A prism lying on a rectangular face: its triangular ends face front and back. The triangle has
 * base `base` along x and its top corner at (`apex`, `height`); the prism is `length` deep.
 */
export function triangularPrism(base: number, apex: number, height: number, length: number): Solid {
  const v: Pt3[] = [
    [0, 0, 0],
    [base, 0, 0],
    [apex, 0, height],
    [0, length, 0],
    [base, length, 0],
    [apex, length, height],
  ];
  return {
    vertices: v,
    faces: [
      [0, 1, 2], // front triangle
      [3, 5, 4], // back triangle
      [0, 3, 4, 1], // bottom
      [1, 4, 5, 2], // right slope
      [0, 2, 5, 3], // left slope
    ],
  };
}

/** A pyramid on a `length` by `depth` rectangle with its top point `height` above the middle. */
export function pyramid(length: number, depth: number, height: number): Solid {
  const v: Pt3[] = [
    [0, 0, 0],
    [length, 0, 0],
    [length, depth, 0],
    [0, depth, 0],
    [length / 2, depth / 2, height],
  ];
  return {
    vertices: v,
    faces: [
      [0, 3, 2, 1],
      [0, 1, 4],
      [1, 2, 4],
      [2, 3, 4],
      [3, 0, 4],
    ],
  };
}
