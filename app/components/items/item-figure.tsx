/** The smallest text a figure may show, in CSS pixels (a 9-year-old reads it on a phone). */
const READABLE_TEXT_PX = 14;

/**
 * The width (CSS px) below which the figure's smallest text would render under 14 px, or null when
 * the SVG has no viewBox or text. A figure scales to its column: a 520-unit-wide bar chart with
 * 14-unit labels shrank to 358 px on a 390 px phone and its labels to about 10 px.
 */
export function readableFigureWidth(svg: string): number | null {
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  if (!viewBox || sizes.length === 0) return null;
  const smallest = Math.min(...sizes);
  if (!(smallest > 0)) return null;
  return Math.ceil((Number(viewBox[1]) * READABLE_TEXT_PX) / smallest);
}

/**
 * An item's or a lesson's figure (SVG built by our own generators, every text escaped). It never
 * shrinks below the width where its words stay readable: on a phone it uses the screen's full
 * width and, if that is still too narrow, scrolls sideways (keyboard-scrollable too) instead of
 * shrinking the words.
 */
export function ItemFigure({
  svg,
  label,
  caption,
  className = "",
}: {
  svg: string;
  label: string;
  caption?: string;
  className?: string;
}) {
  const minWidth = readableFigureWidth(svg);
  // Wider than a small phone's column: it may scroll, so it takes the keyboard focus to scroll it.
  const mayScroll = minWidth !== null && minWidth > 340;
  return (
    <figure
      className={`-mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand-700 sm:mx-0 sm:px-0 ${className}`}
      {...(mayScroll ? { tabIndex: 0, "aria-label": label } : {})}
    >
      <div
        className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        style={minWidth ? { minWidth: `${minWidth}px` } : undefined}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {caption ? <figcaption className="mt-1 text-base text-slate-700">{caption}</figcaption> : null}
    </figure>
  );
}
