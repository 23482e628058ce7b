import { fractionText, mixedText } from "../text.ts";
import type { Figure, Rational } from "../types.ts";
import { ACCENT, circle, FILL, figure, line, rect, text } from "./svg.ts";

/** A vertical bar graph with a scale that counts by `scale` (3.MD.B.3: one step can stand for several). */
export function barGraph(options: {
  title: string;
  categories: string[];
  values: number[];
  scale: number;
  axisLabel: string;
}): Figure {
  const top = Math.max(...options.values, options.scale);
  const steps = Math.ceil(top / options.scale);
  const left = 60;
  const plotHeight = 200;
  const barSlot = 90;
  const width = left + options.categories.length * barSlot + 20;
  const yOf = (value: number) => 30 + plotHeight - (value / (steps * options.scale)) * plotHeight;
  const parts = [text(width / 2, 18, options.title)];
  // Scale labels at least 20 units apart, so they can grow on a phone without touching (decision
  // 0044): with many steps every other line is labeled.
  const labelEvery = plotHeight / steps < 20 ? 2 : 1;
  for (let i = 0; i <= steps; i++) {
    const v = i * options.scale;
    parts.push(line(left, yOf(v), width - 10, yOf(v), "#d1d5db", 1));
    if (i % labelEvery === 0) parts.push(text(left - 8, yOf(v) + 5, String(v), { size: 14, anchor: "end" }));
  }
  // Names wider than a bar's slot ("Triceratops" beside "Stegosaurus", about 0.6 em a letter)
  // alternate between two rows, so neighbours never overlap and the picture keeps its width.
  const twoRows = options.categories.some((category) => category.length * 0.6 * 14 > barSlot - 6);
  options.categories.forEach((category, i) => {
    const value = options.values[i] ?? 0;
    const x = left + i * barSlot + 20;
    parts.push(
      rect(x, yOf(value), barSlot - 40, yOf(0) - yOf(value), FILL),
      text(x + (barSlot - 40) / 2, yOf(0) + 19 + (twoRows && i % 2 === 1 ? 18 : 0), category, { size: 14 }),
    );
  });
  parts.push(line(left, yOf(0), width - 10, yOf(0)), line(left, yOf(0), left, 30));
  const bars = options.categories.map((c, i) => `${c} ${options.values[i]}`).join(", ");
  const description = `A bar graph titled "${options.title}". The scale counts by ${options.scale === 1 ? `1 ${options.axisLabel.replace(/s$/, "")}` : `${options.scale} ${options.axisLabel}`}. The bars show: ${bars}.`;
  return figure(width, plotHeight + (twoRows ? 88 : 70), options.title, description, parts);
}

/** Where a line plot's dots may start below the title (its baseline is at 18; words grow on a phone). */
const TITLE_ROOM = 36;
const DOT_RADIUS = 7;
/** From one dot's center to the next one up in a stack. */
const DOT_STEP = 18;

/**
 * A line plot (dot plot): a number line in halves or quarters with one dot (X) per measurement
 * above its value (3.MD.B.4).
 */
export function dotPlot(options: {
  title: string;
  min: number;
  max: number;
  ticksPerUnit: number;
  values: Rational[];
  unit: string;
}): Figure {
  const { min, max, ticksPerUnit } = options;
  // 440 units shown 390 px wide: the 13-unit tick labels render at 11.5 px and may grow to 12 px
  // or more on a phone without running into each other, eighths included (decision 0044).
  const width = 440;
  const left = 20;
  const right = width - 20;
  const xOf = (value: number) => left + ((value - min) / (max - min)) * (right - left);
  const stacks = new Map<number, number>();
  const dots = options.values.map((v) => {
    const key = (v.n * ticksPerUnit) / v.d;
    const height = stacks.get(key) ?? 0;
    stacks.set(key, height + 1);
    return { x: xOf(v.n / v.d), height };
  });
  // The plot grows with its tallest stack: the top dot stays clear of the title (a stack of 9 or
  // more reached it when the axis sat at a fixed height).
  const tallest = Math.max(0, ...stacks.values());
  const axisY = Math.max(190, TITLE_ROOM + DOT_RADIUS + 16 + (tallest - 1) * DOT_STEP);
  const parts = [text(width / 2, 18, options.title), line(left - 10, axisY, right + 10, axisY)];
  const ticks = (max - min) * ticksPerUnit;
  // Eighths over two inches leave under 30 px per mark, less than a label like "3 7/8" needs: the
  // labels then take two rows, every other one lower (with a longer mark leading down to it).
  const staggered = (right - left) / ticks < 40;
  for (let i = 0; i <= ticks; i++) {
    const n = min * ticksPerUnit + i;
    const lower = staggered && i % 2 === 1;
    parts.push(
      line(xOf(n / ticksPerUnit), axisY - 6, xOf(n / ticksPerUnit), axisY + (lower ? 20 : 6)),
      text(xOf(n / ticksPerUnit), axisY + (lower ? 40 : 24), mixedText(n, ticksPerUnit), { size: 13 }),
    );
  }
  for (const dot of dots) parts.push(circle(dot.x, axisY - 16 - dot.height * DOT_STEP, DOT_RADIUS, ACCENT));
  const counts = [...stacks.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, c]) => `${c} ${c === 1 ? "dot" : "dots"} above ${mixedText(key, ticksPerUnit)}`)
    .join(", ");
  const description = `A line plot titled "${options.title}", marked from ${min} to ${max} ${options.unit} in steps of ${fractionText(1, ticksPerUnit)}. It shows ${counts}.`;
  return figure(width, axisY + (staggered ? 60 : 40), options.title, description, parts);
}
