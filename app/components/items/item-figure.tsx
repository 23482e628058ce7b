import { useId } from "react";
import { CONTENT_LANGUAGE } from "../../i18n/content-language.ts";

/** The smallest text a figure should show on a 390 px phone, in CSS pixels. */
const READABLE_TEXT_PX = 14;
/** The phone width the figures are made readable for (the figure uses the screen's full width). */
const PHONE_PX = 390;
/** Rough width of a glyph in `em` for the figures' sans-serif labels. */
const GLYPH_EM = 0.6;

type Label = { x: number; y: number; size: number; anchor: string; length: number };

const LABEL = /<text x="(-?[\d.]+)" y="(-?[\d.]+)" font-size="([\d.]+)" text-anchor="(\w+)"[^>]*>([^<]*)<\/text>/g;

function labelsOf(svg: string): Label[] {
  return [...svg.matchAll(LABEL)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    size: Number(match[3]),
    anchor: match[4]!,
    // Escaped characters (&amp;) count as one glyph.
    length: match[5]!.replace(/&[a-z]+;|&#\d+;/g, "x").length,
  }));
}

/** The label's left and right edge when its text is `factor` times its size. */
function extent(label: Label, factor: number): [number, number] {
  const width = label.length * label.size * GLYPH_EM * factor;
  if (label.anchor === "start") return [label.x, label.x + width];
  if (label.anchor === "end") return [label.x - width, label.x];
  return [label.x - width / 2, label.x + width / 2];
}

/**
 * How much the figure's words may grow on a phone (1 = not at all): enough for the smallest to
 * render at 14 px when the figure is as wide as a 390 px screen, but never so much that two labels
 * on one line run into each other or a label leaves the picture (the figures are laid out for
 * their own size; a 520-unit number line's tick labels have little room to spare).
 */
export function phoneTextFactor(svg: string): number {
  const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  const labels = labelsOf(svg);
  if (!viewBox || labels.length === 0) return 1;
  const width = Number(viewBox[1]);
  const smallest = Math.min(...labels.map((label) => label.size));
  const wanted = (READABLE_TEXT_PX * width) / (PHONE_PX * smallest);
  if (!(wanted > 1)) return 1;
  // Try growing factors down from the wanted one; the first at which nothing collides wins.
  for (let factor = Math.min(wanted, 2); factor > 1; factor -= 0.05) {
    if (fits(labels, width, factor)) return Math.round(factor * 100) / 100;
  }
  return 1;
}

function fits(labels: Label[], width: number, factor: number): boolean {
  const boxes = labels.map((label) => ({ label, edges: extent(label, factor) }));
  for (const { edges } of boxes) if (edges[0] < 0 || edges[1] > width) return false;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const height = Math.max(a.label.size, b.label.size) * factor;
      if (Math.abs(a.label.y - b.label.y) >= height) continue;
      if (a.edges[1] + 2 > b.edges[0] && b.edges[1] + 2 > a.edges[0]) return false;
    }
  }
  return true;
}

/**
 * An item's or a lesson's figure (SVG built by our own generators, every text escaped). On a
 * phone it uses the screen's full width and its words grow as far as they can without running
 * into each other (`phoneTextFactor`): shrunk to a 358 px column, a 520-unit figure's 14-unit
 * labels were about 10 px. The whole picture always stays in view.
 */
export function ItemFigure({ svg, caption, className = "" }: { svg: string; caption?: string; className?: string }) {
  const id = `figure-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const factor = phoneTextFactor(svg);
  const sizes = [...new Set(labelsOf(svg).map((label) => label.size))];
  const css =
    factor > 1
      ? `@media (max-width: 639px) { ${sizes
          .map((size) => `#${id} text[font-size="${size}"] { font-size: ${Math.round(size * factor * 10) / 10}px; }`)
          .join(" ")} }`
      : null;
  return (
    <figure id={id} lang={CONTENT_LANGUAGE} className={`-mx-4 sm:mx-0 ${className}`}>
      {css ? <style>{css}</style> : null}
      <div className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
      {caption ? <figcaption className="mt-1 px-4 text-base text-slate-700 sm:px-0">{caption}</figcaption> : null}
    </figure>
  );
}
