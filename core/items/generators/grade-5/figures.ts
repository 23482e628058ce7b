/**
 * Grade-5 figures the shared builders (../../figures/) do not have: a place-value chart, a
 * rectangle tiled with fraction-sized squares, and boxes built from unit cubes. Same rules as the
 * shared ones: role="img", a <title>, and a description that lets a child answer without seeing it.
 */
import { FILL, figure, INK, LIGHT, line, rect, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { placeName } from "./tools.ts";

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
  const size = Math.min(36, 300 / Math.max(columns, rows));
  const left = 70;
  const top = 34;
  const parts: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) parts.push(rect(left + c * size, top + r * size, size, size, FILL, "#ffffff"));
  for (let c = 0; c <= columns; c += split) parts.push(line(left + c * size, top, left + c * size, top + rows * size));
  for (let r = 0; r <= rows; r += split) parts.push(line(left, top + r * size, left + columns * size, top + r * size));
  parts.push(
    rect(left, top, columns * size, rows * size, "none"),
    text(left + (columns * size) / 2, top - 10, options.widthLabel),
    text(left - 10, top + (rows * size) / 2 + 5, options.heightLabel, { anchor: "end" }),
  );
  const description =
    `A rectangle ${options.widthLabel} wide and ${options.heightLabel} tall, covered by small squares in ${rows} ${rows === 1 ? "row" : "rows"} of ${columns}. ` +
    `Each small square has sides of 1/${split} ${options.unit}; dark lines mark whole square ${options.units}, each ${split} small squares wide and ${split} tall.`;
  return figure(
    left + columns * size + 20,
    top + rows * size + 20,
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
 * A solid built from unit cubes, drawn in an oblique view layer by layer from the bottom. Each
 * layer is a `length` x `width` rectangle of cubes resting on the back-left corner of the layer
 * below. Cubes are drawn back to front so nearer cubes hide farther ones.
 */
export function cubeSolid(options: { layers: CubeLayer[]; unitName: string; what?: string }): Figure {
  const { layers } = options;
  const maxLength = Math.max(...layers.map((l) => l.length));
  const maxWidth = Math.max(...layers.map((l) => l.width));
  const s = Math.min(34, 260 / (maxLength + maxWidth * 0.5 + 1), 200 / (layers.length + maxWidth * 0.5 + 1));
  const d = s * 0.5;
  const left = 20;
  const bottom = 30 + (layers.length + maxWidth * 0.5) * s;
  const parts: string[] = [];
  layers.forEach((layer, h) => {
    // Back rows first (w from far to near), and within a row left to right.
    for (let w = layer.width - 1; w >= 0; w--)
      for (let l = 0; l < layer.length; l++) {
        const depthIndex = maxWidth - 1 - (maxWidth - layer.width) - w;
        const x = left + l * s + (maxWidth - 1 - depthIndex) * d;
        const y = bottom - (h + 1) * s - (maxWidth - 1 - depthIndex) * d;
        parts.push(cube(x, y, s, d));
      }
  });
  const width = left * 2 + maxLength * s + maxWidth * d + d;
  const height = bottom + 20;
  const layerText = layers
    .map((l, i) => `layer ${i + 1} from the bottom is ${l.length} cubes long and ${l.width} cubes wide`)
    .join("; ");
  const description = `${options.what ?? "A solid built from unit cubes"} with no gaps, ${layers.length} ${layers.length === 1 ? "layer" : "layers"} high: ${layerText}. Some cubes are hidden behind others. Each cube is 1 ${options.unitName}.`;
  return figure(width, height, "Solid made of unit cubes", description, parts);
}
