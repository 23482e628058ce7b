/**
 * Grade-4 figures the shared builders do not draw: an area model split along both sides (two-digit
 * times two-digit). Built from the shared SVG helpers, so it has a viewBox, role="img", a title and
 * a description.
 */
import { FILL, figure, rect, text } from "../../figures/svg.ts";
import type { Figure } from "../../types.ts";
import { formatNumber } from "../../text.ts";

/**
 * A rectangle split into a grid of boxes: `across` labels the top (34 -> 30 and 4), `down` the
 * left side. Box widths are drawn by size but never thinner than a readable minimum. With
 * `showProducts` each box shows its multiplication, else a question mark.
 */
export function gridAreaModel(options: { across: number[]; down: number[]; showProducts?: boolean }): Figure {
  const { across, down } = options;
  const sizes = (parts: number[], total: number) => {
    const sum = parts.reduce((a, b) => a + b, 0);
    const raw = parts.map((p) => Math.max(70, (p / sum) * total));
    const scale = total / raw.reduce((a, b) => a + b, 0);
    return raw.map((r) => r * scale);
  };
  const widths = sizes(across, 380);
  const heights = sizes(down, 220);
  const left = 60;
  const top = 34;
  const parts: string[] = [];
  let y = top;
  down.forEach((d, row) => {
    let x = left;
    const h = heights[row] ?? 0;
    parts.push(text(left - 10, y + h / 2 + 5, formatNumber(d), { anchor: "end" }));
    across.forEach((a, col) => {
      const w = widths[col] ?? 0;
      if (row === 0) parts.push(text(x + w / 2, top - 10, formatNumber(a)));
      parts.push(rect(x, y, w, h, (row + col) % 2 === 0 ? FILL : "#bfdbfe"));
      parts.push(text(x + w / 2, y + h / 2 + 5, options.showProducts ? `${a} × ${d}` : "?", { size: 13 }));
      x += w;
    });
    y += h;
  });
  const description =
    `A rectangle split into ${across.length * down.length} boxes. Across the top the parts are ` +
    `${across.map(formatNumber).join(" and ")}; down the side the parts are ${down.map(formatNumber).join(" and ")}. ` +
    (options.showProducts
      ? "Each box is labeled with the multiplication of its two sides."
      : "Each box is the product of the part above it and the part beside it.");
  return figure(left + 380 + 20, top + 220 + 20, "Area model", description, parts);
}
