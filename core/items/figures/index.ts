/** SVG figure builders. Each returns { svg, description }: plain-string SVG plus the same content in words. */
export { areaModel, dotArray, labeledPolygon, unitSquares } from "./area.ts";
export { fractionBars, tapeDiagram } from "./bars.ts";
export { clockFace } from "./clock.ts";
export { coordinateGrid, type GridReveal } from "./grid.ts";
export { numberLine } from "./number-line.ts";
export { barGraph, dotPlot } from "./plots.ts";
export { escapeXml } from "./svg.ts";
