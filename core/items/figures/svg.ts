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
