/**
 * Figures the grade-7 statistics and probability items need that `core/items/figures` lacks: two
 * dot plots on one scale (comparing groups, 7.SP.B.3) and a table of random digits (simulations,
 * 7.SP.C.8.c). Built with the shared SVG helpers, so each is an accessible image with a title and a
 * description that carries everything the picture shows.
 */
import { ACCENT, circle, figure, FILL, LIGHT, line, rect, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";

/** "2 dots above 5, 1 dot above 7": what a dot plot shows, in words. */
function dotsInWords(values: number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([v, c]) => `${c} ${c === 1 ? "dot" : "dots"} above ${v}`)
    .join(", ");
}

/**
 * Two dot plots, one above the other, on the same number line from `min` to `max`: one dot per
 * value. Ticks every unit; labels every 1, 2, 5 or 10 units so they never crowd.
 */
export function doubleDotPlot(options: {
  title: string;
  min: number;
  max: number;
  unit: string;
  groups: [{ label: string; values: number[] }, { label: string; values: number[] }];
}): Figure {
  const { min, max } = options;
  const span = max - min;
  // 440 units shown 390 px wide: 14-unit words render at 12.4 px on a phone (decision 0044). The
  // axis labels keep 30 units apart; each group's name stands above its own plot, so a long one
  // ("students who walk to school") has the whole width.
  const width = 440;
  const left = 25;
  const right = width - 25;
  const labelEvery = [1, 2, 5, 10].find((k) => ((right - left) * k) / span >= 30) ?? 20;
  const xOf = (v: number) => left + ((v - min) / span) * (right - left);
  const tallest = Math.max(
    ...options.groups.map((g) =>
      Math.max(...[...new Set(g.values)].map((v) => g.values.filter((x) => x === v).length)),
    ),
  );
  const dotStep = 15;
  const band = 40 + tallest * dotStep;
  const parts = [text(width / 2, 20, options.title)];
  options.groups.forEach((group, gi) => {
    const axisY = 30 + (gi + 1) * band + gi * 40;
    parts.push(
      text(left - 15, axisY - band + 14, group.label, { anchor: "start" }),
      line(left - 6, axisY, right + 6, axisY),
    );
    for (let v = min; v <= max; v++) {
      const labeled = v % labelEvery === 0;
      parts.push(line(xOf(v), axisY - (labeled ? 6 : 3), xOf(v), axisY + (labeled ? 6 : 3)));
      if (labeled) parts.push(text(xOf(v), axisY + 22, String(v)));
    }
    const stacks = new Map<number, number>();
    for (const v of group.values) {
      const h = stacks.get(v) ?? 0;
      stacks.set(v, h + 1);
      parts.push(circle(xOf(v), axisY - 12 - h * dotStep, 6, gi === 0 ? ACCENT : "#16a34a"));
    }
  });
  const height = 30 + 2 * band + 40 + 35;
  const [a, b] = options.groups;
  const description =
    `Two dot plots titled "${options.title}", on the same number line from ${min} to ${max} ${options.unit}. ` +
    `${a.label}: ${dotsInWords(a.values)}. ${b.label}: ${dotsInWords(b.values)}.`;
  return figure(width, height, options.title, description, parts);
}

/** A table of random-digit trials, `perRow` to a row, each trial a group of digits such as "07". */
export function trialTable(options: { title: string; trials: string[]; perRow: number }): Figure {
  const { trials, perRow } = options;
  const cellW = 64;
  const cellH = 34;
  const rows = Math.ceil(trials.length / perRow);
  const width = perRow * cellW + 20;
  const parts: string[] = [];
  trials.forEach((t, i) => {
    const x = 10 + (i % perRow) * cellW;
    const y = 10 + Math.floor(i / perRow) * cellH;
    parts.push(rect(x, y, cellW, cellH, Math.floor(i / perRow) % 2 === 0 ? "#ffffff" : LIGHT));
    parts.push(text(x + cellW / 2, y + 22, t, { size: 16 }));
  });
  const description = `A table of ${trials.length} trials, read row by row: ${trials.join(", ")}.`;
  return figure(width, rows * cellH + 20, options.title, description, parts);
}

/** A spinner with equal sections, each labeled; the description names every section. */
export function spinner(options: { title: string; sections: string[] }): Figure {
  const { sections } = options;
  const cx = 130;
  const cy = 130;
  const r = 110;
  const n = sections.length;
  const point = (k: number, radius: number) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * k) / n;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  };
  const parts = [circle(cx, cy, r, FILL)];
  for (let k = 0; k < n; k++) {
    const [x, y] = point(k, r);
    parts.push(line(cx, cy, x, y));
    const [lx, ly] = point(k + 0.5, r * 0.62);
    parts.push(text(lx, ly + 5, sections[k] ?? "", { size: n > 8 ? 12 : 14 }));
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1f2937" stroke-width="2"/>`,
    line(cx, cy, cx + 45, cy - 45, "#1f2937", 4),
    circle(cx, cy, 6, "#1f2937"),
  );
  const description = `A spinner with ${n} equal sections, labeled ${sections.join(", ")}.`;
  return figure(2 * cx, 2 * cy, options.title, description, parts);
}
