/**
 * Named misconceptions (PRODUCT.md §3: distractors built from real misconceptions). Ids are stable:
 * the engine stores them with wrong answers and reports them to parents. Add new ones here; never
 * rename or reuse one. Descriptions are for parents and teachers.
 */
export const MISCONCEPTIONS = {
  // Operations
  "adds-instead-of-multiplies": "Adds the numbers instead of multiplying them.",
  "multiplies-instead-of-divides": "Multiplies when the problem shares or groups (division).",
  "subtracts-instead-of-divides": "Subtracts the numbers when the problem shares or groups (division).",
  "adds-instead-of-subtracts": "Adds when the problem asks for a difference or what is left.",
  "subtracts-instead-of-adds": "Subtracts when the problem joins amounts.",
  "counts-one-group": "Gives the size of one group instead of the total of all groups.",
  "gives-number-of-groups": "Gives the number of groups instead of the size of each group.",
  "neighbouring-fact": "Uses a neighbouring times fact: one group too many or too few.",
  "copies-a-given-number": "Writes a number from the problem instead of working out the unknown.",
  "undoes-with-wrong-operation":
    "Undoes multiplication with subtraction, or division with multiplication the wrong way round.",
  "does-only-first-step": "Stops after the first step of a two-step problem.",
  "wrong-second-operation": "Uses the wrong operation in the second step of a two-step problem.",
  "reverses-subtraction": "Subtracts in the wrong order.",
  "forgets-to-multiply-the-unknown": "Uses the unknown once instead of once for each group.",
  "counts-on-by-one": "Continues a pattern by 1 instead of by its rule.",
  "pattern-wrong-direction": "Continues a pattern in the wrong direction (adding when it goes down).",
  "uses-wrong-pattern-step": "Finds the wrong step between the numbers of a pattern.",
  "gives-the-product": "Writes the product of the whole fact instead of the missing factor.",
  "repeats-the-shown-factor": "Repeats the factor already shown instead of the one that changed places.",
  // Place value
  "rounds-down-always": "Always rounds down by keeping the digit in the rounding place.",
  "rounds-up-always": "Always rounds up to the next ten or hundred.",
  "rounds-to-wrong-place": "Rounds to the wrong place (tens instead of hundreds, or the reverse).",
  "rounds-halfway-down": "Rounds a number exactly halfway (ending in 5 or 50) down instead of up.",
  "forgets-to-regroup": "Adds each column but does not carry the extra ten or hundred.",
  "subtracts-smaller-digit-from-larger":
    "Subtracts the smaller digit from the larger in each column instead of regrouping.",
  "drops-the-zero": "Multiplies the single digits and leaves out the zero (9 × 80 as 72).",
  "adds-an-extra-zero": "Writes one zero too many when multiplying by a multiple of 10.",
  // Fractions
  "compares-part-to-part": "Compares shaded parts with unshaded parts instead of with the whole.",
  "names-the-other-part": "Names the unshaded part instead of the shaded part.",
  "flips-the-fraction": "Puts the number of parts on top and the shaded count on the bottom.",
  "counts-tick-marks": "Counts the tick marks instead of the equal spaces between them.",
  "starts-counting-at-zero-mark": "Counts the mark at 0 as the first step, landing one part short.",
  "uses-the-whole-line-as-one": "Treats the whole number line, not the space from 0 to 1, as one whole.",
  "reads-numerator-as-whole-number": "Treats the top number as a whole number on the number line.",
  "adds-to-top-and-bottom": "Adds the same number to the top and bottom instead of multiplying both.",
  "keeps-the-numerator": "Changes the bottom number but keeps the top number the same.",
  "bigger-denominator-bigger-fraction": "Thinks a bigger bottom number means a bigger fraction.",
  "compares-only-one-number": "Compares one pair of numbers in the fractions and ignores what the fractions mean.",
  "numerator-is-the-whole-number": "Thinks a whole number written as a fraction keeps the same top number.",
  "subtracts-numerator-and-denominator": "Subtracts the bottom number from the top number.",
  "multiplies-numerator-and-denominator": "Multiplies the top and bottom numbers.",
  "reads-the-sign-backwards": "Points the < or > sign the wrong way.",
  "counts-cuts-not-parts": "Counts the cut lines instead of the equal parts.",
  "gives-number-of-parts": "Gives the number of parts instead of the fraction one part is.",
  // Time and measurement
  "swaps-clock-hands": "Reads the hour hand as the minutes and the minute hand as the hour.",
  "reads-minute-number-as-minutes":
    "Reads the number the minute hand points at as the minutes (7 as 7 minutes, not 35).",
  "reads-the-next-hour": "Reads the hour the hour hand is moving toward, not the one it has passed.",
  "subtracts-times-like-numbers": "Subtracts clock times like ordinary numbers, as if an hour had 100 minutes.",
  "counts-to-the-hour-only": "Counts only the minutes up to the next hour and forgets the rest.",
  "ignores-the-scale": "Counts grid steps on a graph without using the scale.",
  "counts-the-boundary": "Includes the values equal to the boundary when asked for values more or less than it.",
  "reads-the-neighbouring-mark": "Reads the mark next to the right one on a scale or line plot.",
  // Area and perimeter
  "confuses-area-and-perimeter":
    "Finds the perimeter when the question asks for area, or the area when it asks for perimeter.",
  "adds-side-lengths": "Adds the side lengths instead of multiplying them to find area.",
  "counts-one-row": "Counts one row of squares instead of all the rows.",
  "uses-bounding-rectangle": "Multiplies the outside lengths of an L-shape as if it were a whole rectangle.",
  "multiplies-one-part-only": "Finds the area of only one part of a split rectangle.",
  "adds-instead-of-multiplying-parts": "Adds the lengths in an area model instead of multiplying them.",
  "adds-two-sides-only": "Adds only the sides that are labeled and forgets the matching sides.",
  "forgets-a-side": "Leaves one side out when adding all the sides.",
  "treats-rectangle-as-square": "Divides the perimeter by 4 as if the rectangle were a square.",
  "subtracts-one-side-only": "Takes one side from the perimeter and stops, forgetting the sides come in pairs.",
  "gives-the-other-side": "Finds the missing side and stops before finding the perimeter.",
  "counts-a-unit-side": "Thinks the area of a square is its side length.",
  // Geometry
  "square-is-not-a-rectangle": "Does not see that a square is also a rectangle.",
  "square-is-not-a-rhombus": "Does not see that a square is also a rhombus.",
  "judges-shape-by-looks": "Names a shape by how it looks instead of by its sides and angles.",
  "forgets-quadrilateral": "Does not see that every shape with four straight sides is a quadrilateral.",
  // General
  "calculation-slip": "A small counting or fact slip: one step away from the answer.",
} as const;

export type MisconceptionId = keyof typeof MISCONCEPTIONS;

export function describeMisconception(id: MisconceptionId): string {
  return MISCONCEPTIONS[id];
}
