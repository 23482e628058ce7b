/**
 * Grade-5 figures the shared builders (../../figures/) do not have: a place-value chart, a
 * rectangle tiled with fraction-sized squares, and boxes built from unit cubes. Same rules as the
 * shared ones: role="img", a <title>, and a description that lets a child answer without seeing it.
 */
import { FILL, figure, INK, LIGHT, line, rect, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { placeName } from "./tools.ts";
import { count } from "../../language.ts";
const CUBE = { one: "cube", many: "cubes" };

/** A place-value chart: one column per place from `high` down to `low` (powers of ten), digits filled in. */
export function placeValueChart(options: { digits: { power: number; digit: number }[]; highlight?: number[] }): Figure {
  const powers = options.digits.map((d) => d.power);
  const high = Math.max(...powers);
  const low = Math.min(...powers);
  const columns = high - low + 1;
  const cell = 92;
  const left = 10;
  const parts: string[] = [];
  for (let i = 0; i < columns; i++) {
    const power = high - i;
    const x = left + i * cell;
    const marked = options.highlight?.includes(power) ?? false;
    parts.push(rect(x, 10, cell, 34, LIGHT), text(x + cell / 2, 32, placeName(power), { size: 13 }));
    parts.push(rect(x, 44, cell, 50, marked ? FILL : "#ffffff"));
    const digit = options.digits.find((d) => d.power === power)?.digit ?? 0;
    parts.push(text(x + cell / 2, 78, String(digit), { size: 24 }));
  }
  // The decimal point sits on the line between the ones and the tenths.
  if (low < 0 && high >= 0) {
    const x = left + (high + 1) * cell;
    parts.push(`<circle cx="${x}" cy="92" r="4" fill="${INK}"/>`);
  }
  const listed = options.digits
    .slice()
    .sort((a, b) => b.power - a.power)
    .map((d) => `${d.digit} in the ${placeName(d.power)}`);
  const description = `A place-value chart with the columns ${Array.from({ length: columns }, (_, i) => placeName(high - i)).join(", ")}. It shows ${listed.join(", ")}.`;
  return figure(left * 2 + columns * cell, 104, "Place-value chart", description, parts);
}

/**
 * A rectangle tiled with small squares of side 1/`split` unit, `columns` by `rows` of them, with
 * a heavier outline around each whole unit square so the child can see how many tiles make one.
 */
export function fractionTiles(options: {
  columns: number;
  rows: number;
  split: number;
  unit: string;
  units: string;
  widthLabel: string;
  heightLabel: string;
}): Figure {
  const { columns, rows, split } = options;
  // The grid of whole unit squares the rectangle sits in, so the child sees how many tiles make one.
  const gridColumns = Math.ceil(columns / split) * split;
  const gridRows = Math.ceil(rows / split) * split;
  const size = Math.min(36, 300 / Math.max(gridColumns, gridRows));
  const left = 80;
  const top = 34;
  const parts: string[] = [];
  for (let r = 0; r < gridRows; r++)
    for (let c = 0; c < gridColumns; c++) {
      const inside = c < columns && r < rows;
      parts.push(
        rect(left + c * size, top + r * size, size, size, inside ? FILL : "#ffffff", inside ? "#ffffff" : LIGHT),
      );
    }
  for (let c = 0; c <= gridColumns; c += split)
    parts.push(line(left + c * size, top, left + c * size, top + gridRows * size, "#6b7280", 1.5));
  for (let r = 0; r <= gridRows; r += split)
    parts.push(line(left, top + r * size, left + gridColumns * size, top + r * size, "#6b7280", 1.5));
  parts.push(
    `<rect x="${left}" y="${top}" width="${columns * size}" height="${rows * size}" fill="none" stroke="${INK}" stroke-width="3"/>`,
    text(left + (columns * size) / 2, top - 10, options.widthLabel),
    text(left - 10, top + (rows * size) / 2 + 5, options.heightLabel, { anchor: "end" }),
  );
  const description =
    `A shaded rectangle ${options.widthLabel} wide and ${options.heightLabel} tall, covered by small squares in ${rows} ${rows === 1 ? "row" : "rows"} of ${columns}. ` +
    `Each small square has sides of 1/${split} ${options.unit}. Grey lines mark whole square ${options.units}: each whole square ${options.unit} is ${split} small squares wide and ${split} tall.`;
  return figure(
    left + gridColumns * size + 20,
    top + gridRows * size + 20,
    "Rectangle tiled with small squares",
    description,
    parts,
  );
}

/** One cube in a simple oblique drawing: front face, top face and right face. */
function cube(x: number, y: number, s: number, depth: number): string {
  const d = depth;
  return (
    `<path d="M${x} ${y} h${s} v${s} h${-s} Z" fill="#bfdbfe" stroke="${INK}" stroke-width="1"/>` +
    `<path d="M${x} ${y} l${d} ${-d} h${s} l${-d} ${d} Z" fill="#dbeafe" stroke="${INK}" stroke-width="1"/>` +
    `<path d="M${x + s} ${y} l${d} ${-d} v${s} l${-d} ${d} Z" fill="#93c5fd" stroke="${INK}" stroke-width="1"/>`
  );
}

export type CubeLayer = { length: number; width: number };

/**
 * A solid built from unit cubes, drawn in an oblique view. Each layer is a `length` x `width`
 * rectangle of cubes resting in the back-left corner of the layer below. Cubes are painted far to
 * near, bottom to top and left to right, so nearer cubes hide farther ones as they should.
 */
export function cubeSolid(options: { layers: CubeLayer[]; unitName: string; what?: string }): Figure {
  const { layers } = options;
  const maxLength = Math.max(...layers.map((l) => l.length));
  const maxWidth = Math.max(...layers.map((l) => l.width));
  const s = Math.min(34, 300 / (maxLength + maxWidth * 0.5 + 1), 220 / (layers.length + maxWidth * 0.5 + 1));
  const d = s * 0.5;
  const left = 20;
  const bottom = 20 + layers.length * s + maxWidth * d;
  const cubes: { i: number; j: number; k: number }[] = [];
  layers.forEach((layer, k) => {
    for (let j = maxWidth - layer.width; j < maxWidth; j++)
      for (let i = 0; i < layer.length; i++) cubes.push({ i, j, k });
  });
  cubes.sort((a, b) => b.j - a.j || a.k - b.k || a.i - b.i);
  const parts = cubes.map(({ i, j, k }) => cube(left + i * s + j * d, bottom - (k + 1) * s - j * d, s, d));
  const layerText = layers
    .map((l, i) => `layer ${i + 1} from the bottom is ${count(l.length, CUBE)} long and ${count(l.width, CUBE)} wide`)
    .join("; ");
  const description = `${options.what ?? "A solid built from unit cubes"} with no gaps, ${layers.length} ${layers.length === 1 ? "layer" : "layers"} high: ${layerText}. Some cubes are hidden behind others. Each cube is 1 ${options.unitName}.`;
  return figure(left * 2 + maxLength * s + maxWidth * d, bottom + 20, "Solid made of unit cubes", description, parts);
}

/** A rectangular box drawn as a plain solid (no cubes), its three edges labeled. */
export function labeledBox(options: { length: string; width: string; height: string; what?: string }): Figure {
  const L = 200;
  const H = 110;
  const D = 60;
  const x = 80;
  const y = 30 + D;
  const parts = [
    `<path d="M${x} ${y} h${L} v${H} h${-L} Z" fill="#bfdbfe" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M${x} ${y} l${D} ${-D} h${L} l${-D} ${D} Z" fill="#dbeafe" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M${x + L} ${y} l${D} ${-D} v${H} l${-D} ${D} Z" fill="#93c5fd" stroke="${INK}" stroke-width="2"/>`,
    text(x + L / 2, y + H + 22, options.length),
    text(x + L + D / 2 + 12, y + H - D / 2 + 10, options.width, { anchor: "start" }),
    text(x - 8, y + H / 2 + 5, options.height, { anchor: "end" }),
  ];
  const description = `${options.what ?? "A rectangular box"}: ${options.length} long, ${options.width} wide and ${options.height} tall.`;
  return figure(x + L + D + 90, y + H + 40, "Rectangular box", description, parts);
}
