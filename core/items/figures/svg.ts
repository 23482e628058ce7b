/**
 * Plain-string SVG helpers. Every figure is an accessible image: role="img", a <title> the screen
 * reader announces, and a longer text description returned beside the SVG (Figure.description).
 */
import type { Figure } from "../types.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Rounds coordinates so the SVG text is short and identical everywhere. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const INK = "#1f2937";
export const ACCENT = "#2563eb";
export const FILL = "#93c5fd";
export const LIGHT = "#e5e7eb";

export function text(x: number, y: number, content: string, options: { size?: number; anchor?: string } = {}): string {
  const size = options.size ?? 14;
  const anchor = options.anchor ?? "middle";
  return `<text x="${num(x)}" y="${num(y)}" font-size="${size}" text-anchor="${anchor}" fill="${INK}">${escapeXml(content)}</text>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke = INK, width = 2): string {
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, stroke = INK): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;
}

/** Wraps the parts in an <svg> with a viewBox, role="img", a <title> and the description. */
export function figure(width: number, height: number, title: string, description: string, parts: string[]): Figure {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" role="img">` +
    `<title>${escapeXml(title)}</title><desc>${escapeXml(description)}</desc>${parts.join("")}</svg>`;
  return { svg, description };
}

/** A label's box, estimated as 0.6 em a character wide, from 0.75 em above its baseline to 0.1 em below. */
export type TextBox = { left: number; right: number; top: number; bottom: number };

export function textBox(x: number, y: number, content: string, size: number, anchor = "middle"): TextBox {
  const width = content.length * 0.6 * size;
  const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  return { left, right: left + width, top: y - 0.75 * size, bottom: y + 0.1 * size };
}

export function boxesOverlap(a: TextBox, b: TextBox, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/** The boxes of the `<text>` elements among SVG parts already drawn. */
export function textBoxesIn(parts: string[]): TextBox[] {
  return [...parts.join("").matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes = "", raw = ""]) => {
    const read = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
    const content = raw.replace(/&(?:amp|lt|gt|quot|#39);/g, "x");
    return textBox(
      Number(read("x") ?? 0),
      Number(read("y") ?? 0),
      content,
      Number(read("font-size") ?? 16),
      read("text-anchor") ?? "start",
    );
  });
}

/**
 * A label beside a point (x, y): the first of the offsets (from the point to the label's baseline
 * middle) at which it overlaps no text already among `parts` (axis numbers, other names), else
 * the first offset.
 */
export function textClearOf(
  parts: string[],
  x: number,
  y: number,
  content: string,
  size: number,
  offsets: [number, number][],
): string {
  const taken = textBoxesIn(parts);
  const clear = offsets.find(([dx, dy]) =>
    taken.every((box) => !boxesOverlap(textBox(x + dx, y + dy, content, size), box, 1)),
  );
  const [dx, dy] = clear ?? offsets[0] ?? [0, 0];
  return text(x + dx, y + dy, content, { size });
}

/** Places to try for a point's name, nearest first: up right, up left, down right, down left, further out. */
export const POINT_LABEL_OFFSETS: [number, number][] = [
  [10, -8],
  [-10, -8],
  [10, 18],
  [-10, 18],
  [16, 5],
  [-16, 5],
  [0, -12],
  [0, 22],
  [18, -14],
  [-18, -14],
  [18, 24],
  [-18, 24],
];
