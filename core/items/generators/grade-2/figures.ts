/**
 * Grade-2 figures the shared `figures/` folder does not have: things in pairs, base-ten blocks, a
 * ruler with an object on it, flat shapes with a given number of sides, and a shape cut into
 * shares. Built with the shared SVG helpers, so each has a viewBox, role="img", a <title> and a
 * description that lets a child who cannot see the picture answer without being told the answer.
 */
import { ACCENT, circle, FILL, figure, INK, LIGHT, line, num, rect, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { counted, plural } from "../../language.ts";

/** `n` dots set out in pairs (columns of two); an odd one sits alone at the end. */
export function pairsPicture(n: number, label: string): Figure {
  const gap = 30;
  const pairs = Math.ceil(n / 2);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const col = Math.floor(i / 2);
    const row = i % 2;
    parts.push(circle(25 + col * gap, 25 + row * gap, 9, ACCENT));
  }
  for (let col = 0; col < Math.floor(n / 2); col++)
    parts.push(`<rect x="${10 + col * gap}" y="10" width="30" height="60" rx="10" fill="none" stroke="#9ca3af"/>`);
  const description =
    `${n} ${label} set out in columns of two, each column circled as a pair` +
    (n % 2 === 1 ? ", with one more on its own at the end." : ".");
  return figure(20 + pairs * gap, 80, "Things in pairs", description, parts);
}

/** Base-ten blocks: hundred flats, ten rods and one cubes, drawn left to right. */
export function baseTenBlocks(options: { hundreds: number; tens: number; ones: number }): Figure {
  const { hundreds, tens, ones } = options;
  const cell = 7;
  const parts: string[] = [];
  let x = 10;
  for (let h = 0; h < hundreds; h++) {
    parts.push(rect(x, 10, cell * 10, cell * 10, FILL));
    for (let k = 1; k < 10; k++)
      parts.push(
        line(x + k * cell, 10, x + k * cell, 10 + cell * 10, "#60a5fa", 0.6),
        line(x, 10 + k * cell, x + cell * 10, 10 + k * cell, "#60a5fa", 0.6),
      );
    x += cell * 10 + 8;
  }
  for (let t = 0; t < tens; t++) {
    parts.push(rect(x, 10, cell, cell * 10, FILL));
    for (let k = 1; k < 10; k++) parts.push(line(x, 10 + k * cell, x + cell, 10 + k * cell, "#60a5fa", 0.6));
    x += cell + 5;
  }
  if (tens > 0) x += 6;
  for (let o = 0; o < ones; o++) {
    const col = Math.floor(o / 5);
    const row = o % 5;
    parts.push(rect(x + col * (cell + 4), 10 + cell * 10 - (row + 1) * (cell + 4) + 4, cell, cell, FILL));
  }
  if (ones > 0) x += Math.ceil(ones / 5) * (cell + 4);
  const piece = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  const described = [
    hundreds > 0
      ? piece(hundreds, "hundred flat (a square of 100 small cubes)", "hundred flats (squares of 100 small cubes)")
      : "",
    tens > 0 ? piece(tens, "ten rod (a stick of 10 small cubes)", "ten rods (sticks of 10 small cubes)") : "",
    ones > 0 ? piece(ones, "single small cube", "single small cubes") : "",
  ].filter(Boolean);
  const description = `Base-ten blocks: ${described.join(", ")}.`;
  return figure(Math.max(x + 10, 60), cell * 10 + 20, "Base-ten blocks", description, parts);
}

/**
 * A centimeter or inch ruler from 0 to `length` with an object lying above it from `from` to `to`.
 * The description names the marks where the object's ends are, as a child would read them.
 */
export function rulerPicture(options: {
  length: number;
  from: number;
  to: number;
  unit: string;
  thing: string;
}): Figure {
  const { length, from, to } = options;
  const left = 20;
  const unitWidth = Math.min(40, 480 / length);
  const xOf = (v: number) => left + v * unitWidth;
  const width = xOf(length) + 20;
  const parts = [
    `<rect x="${num(xOf(from))}" y="12" width="${num((to - from) * unitWidth)}" height="18" rx="6" fill="${FILL}" stroke="${INK}" stroke-width="1.5"/>`,
    rect(left - 8, 40, length * unitWidth + 16, 44, "#fef3c7"),
  ];
  for (let v = 0; v <= length; v++) {
    parts.push(line(xOf(v), 40, xOf(v), 56, INK, 1.5), text(xOf(v), 74, String(v), { size: 12 }));
  }
  parts.push(line(xOf(from), 30, xOf(from), 40, "#6b7280", 1), line(xOf(to), 30, xOf(to), 40, "#6b7280", 1));
  const description =
    `A ruler marked in ${options.unit} from 0 to ${length}. A ${options.thing} lies above it: ` +
    `its left end is at the ${from} mark and its right end is at the ${to} mark.`;
  return figure(width, 92, "Ruler", description, parts);
}

/**
 * A flat shape with `sides` straight sides and as many corners, drawn irregular (or turned) so
 * the child counts rather than recognizes. Vertices are spread around a circle with jitter.
 */
export function sidedShape(sides: number, jitter: readonly number[], turn: number): Figure {
  const c = 90;
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = turn + (i / sides) * 2 * Math.PI;
    const r = 70 - (jitter[i % jitter.length] ?? 0) * 20;
    return [c + Math.cos(angle) * r, c + Math.sin(angle) * r] as const;
  });
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join(" ") + " Z";
  const parts = [`<path d="${d}" fill="${FILL}" stroke="${INK}" stroke-width="3"/>`];
  for (const [x, y] of points) parts.push(circle(x, y, 4, INK));
  const description = `A flat shape with straight sides. Going around it, there are ${counted(sides, plural("corners"))}, each marked with a dot, and a straight side between each corner and the next.`;
  return figure(2 * c, 2 * c, "Shape", description, parts);
}

/**
 * A rectangle or circle cut into `parts` pieces. `equal` pieces are the same size; otherwise the
 * cuts are uneven. The description says how the shape is cut and whether pieces look the same.
 */
export function cutShape(options: {
  shape: "rectangle" | "circle";
  parts: number;
  equal: boolean;
  shaded: number;
}): Figure {
  const { shape, parts: n, equal, shaded } = options;
  const out: string[] = [];
  // Sizes of the pieces, as fractions of the whole, left to right or clockwise from the top.
  const weights = equal ? Array.from({ length: n }, () => 1) : Array.from({ length: n }, (_, i) => (i === 0 ? 2 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (shape === "rectangle") {
    const w = 240;
    const h = 100;
    let x = 20;
    weights.forEach((weight, i) => {
      const pw = (weight / sum) * w;
      out.push(rect(x, 20, pw, h, i < shaded ? FILL : LIGHT));
      x += pw;
    });
  } else {
    const c = 90;
    const r = 70;
    let start = -Math.PI / 2;
    weights.forEach((weight, i) => {
      const sweep = (weight / sum) * 2 * Math.PI;
      const end = start + sweep;
      const large = sweep > Math.PI ? 1 : 0;
      const [x1, y1] = [c + Math.cos(start) * r, c + Math.sin(start) * r];
      const [x2, y2] = [c + Math.cos(end) * r, c + Math.sin(end) * r];
      out.push(
        `<path d="M${c} ${c} L${num(x1)} ${num(y1)} A${r} ${r} 0 ${large} 1 ${num(x2)} ${num(y2)} Z" fill="${i < shaded ? FILL : LIGHT}" stroke="${INK}" stroke-width="2"/>`,
      );
      start = end;
    });
  }
  const size = equal ? "all the same size" : "not all the same size: one piece is twice as big as each of the others";
  const shade = shaded > 0 ? ` ${shaded} ${shaded === 1 ? "piece is" : "pieces are"} shaded.` : "";
  const description = `A ${shape} cut into ${counted(n, plural("pieces"))} that are ${size}.${shade}`;
  return figure(shape === "rectangle" ? 280 : 180, shape === "rectangle" ? 140 : 180, `Cut ${shape}`, description, out);
}
