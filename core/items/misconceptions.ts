/**
 * Named misconceptions (PRODUCT.md §3: distractors built from real misconceptions): the one list for
 * every grade. Ids are stable: the engine stores them with wrong answers and reports them to
 * parents. Add new ones here, under the topic they belong to; never rename or reuse one, and before
 * adding one look for an id that already means the same thing. Descriptions are for parents and
 * teachers; the feedback a child sees is written with each wrong answer in the generator.
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
  "ignores-the-remainder":
    "Ignores the remainder when the story needs one more group, or gives the quotient when the leftover is asked for.",
  "counts-the-remainder-as-a-group": "Adds one more group for the remainder when the leftover should be left out.",
  "remainder-too-big": "Stops dividing with a remainder as big as the divisor or bigger.",
  "mishandles-remainder": "Uses a remainder the wrong way: rounds down when one more group is needed, or the reverse.",
  "skips-partial-products": "Multiplies only tens by tens and ones by ones, skipping the two middle partial products.",
  "forgets-placeholder-zero":
    "Leaves out the placeholder zero when multiplying by the tens digit, so that row is worth ten times too little.",
  "loses-place-in-quotient": "Records a partial quotient such as 90 as 9, losing its place value.",
  "works-left-to-right":
    "Works straight from left to right, ignoring the order of operations and any parentheses, brackets or braces.",
  "forgets-grouping-in-writing":
    "Writes the numbers of a calculation in the order heard without parentheses, so the wrong step happens first.",
  "ignores-outside-factor": "Thinks a number multiplying a whole group does not change how big the expression is.",
  // Factors, multiples and patterns
  "forgets-one-and-itself": "Leaves out the factor pair made of 1 and the number itself.",
  "misses-a-factor-pair":
    "Lists factor pairs as they come to mind and misses one, instead of trying each number in order.",
  "counts-factors-not-pairs": "Counts every factor on its own when asked how many factor pairs a number has.",
  "repeats-a-factor-pair": "Lists a factor pair a second time in the other order (3 × 8 and 8 × 3).",
  "confuses-factors-and-multiples": "Mixes up factors and multiples (calls 3 a multiple of 12, or 24 a factor of 6).",
  "odd-means-prime": "Thinks every odd number is prime, so 51, 57 and 91 get called prime.",
  "one-is-prime": "Thinks 1 is a prime number; it has only one factor, so it is neither prime nor composite.",
  "multiple-by-last-digit":
    "Decides whether a number is a multiple by its last digit (26 a multiple of 6 because it ends in 6).",
  "mixes-up-gcf-and-lcm":
    "Gives the least common multiple when the greatest common factor is asked for, or the reverse.",
  "applies-rule-before-first-term":
    "Uses a pattern's rule once before writing the first term, so every term comes out one step ahead.",
  "uses-start-as-step": "Uses a pattern's starting number as its step (start at 5 and add 4 read as adding 5).",
  "ignores-the-start":
    "Counts only the added groups of a growing pattern and leaves out what the first stage starts with.",
  "ignores-parity-of-the-step":
    "Expects a pattern to stay odd or even whatever the step, not seeing that adding an odd number switches them.",
  "additive-relation": "Links two patterns by adding a fixed amount instead of multiplying by a fixed factor.",
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
  "reads-digit-at-face-value":
    "Gives a digit's face value (the 7 in 472 as 7) instead of what its place makes it worth.",
  "compares-by-biggest-digit":
    "Decides which number is bigger by its biggest digit anywhere (299 > 301), not by the biggest place first.",
  "compares-by-bigger-digits":
    "Decides which number is bigger by its larger digits or its last digits, not by the biggest place first.",
  "same-digit-same-value": "Thinks a digit is worth the same wherever it stands in a number.",
  "wrong-place-value-factor":
    "Uses the wrong factor between places (100 times for neighbouring places, or 10 times for places two apart).",
  "changes-only-the-rounding-digit":
    "Changes the digit in the rounding place but keeps the digits after it instead of making them zeros.",
  "leaves-out-a-zero-place":
    "Leaves out a zero that holds an empty place when writing a number from words or expanded form.",
  "regroups-without-decreasing": "Regroups for a column but does not take one away from the place it borrowed from.",
  // Decimals
  "places-grow-to-the-right":
    "Thinks places after the decimal point grow to the right (a hundredth is more than a tenth).",
  "miscounts-place-shift":
    "Moves the digits one place too many or too few when multiplying or dividing by 10, 100 or 1,000.",
  "tacks-on-a-zero": "Writes a zero at the end of a decimal to multiply it by 10 (2.7 × 10 as 2.70).",
  "shifts-the-wrong-way": "Moves the digits left when dividing, or right when multiplying, by a power of ten.",
  "skips-placeholder-zeros":
    "Writes the digits after the point without the zeros that hold empty places (0.042 as 0.42, 8/100 as 0.8).",
  "wrong-last-place": "Puts the last digit of a decimal in the wrong place (hundredths instead of thousandths).",
  "longer-decimal-is-bigger":
    "Thinks a decimal with more digits is bigger (0.58 > 0.6, or 0.405 > 0.45 because 405 > 45).",
  "chain-rounding": "Rounds in a chain from the far right digit instead of looking at one digit.",
  "truncates-instead-of-rounding": "Drops the digits after the rounding place without rounding.",
  "adds-without-common-denominator":
    "Adds tenths and hundredths straight across without writing them as hundredths first.",
  "lines-up-last-digits": "Lines up the last digits instead of the decimal points when adding or subtracting decimals.",
  "misplaces-decimal-point":
    "Puts the decimal point of a product or quotient in the wrong place, so the answer is 10 times too big or too small.",
  "shifts-only-the-divisor": "Moves the decimal point in the divisor but not in the number being divided.",
  "division-makes-smaller": "Expects division to always give a smaller number, even when dividing by less than 1.",
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
  "counts-pieces-not-equal-shares":
    "Calls any pieces halves, thirds or fourths by their number, even when they are not the same size.",
  "adds-denominators":
    "Adds or subtracts the bottom numbers as well as the top numbers of fractions with the same denominator.",
  "splits-the-denominator": "Splits the bottom number as well as the top number when breaking a fraction into parts.",
  "trades-a-whole-as-ten-parts": "Trades one whole for ten parts, as in place value, whatever the denominator.",
  "multiplies-the-denominator": "Multiplies the bottom number by the whole number too (5 × 3/4 as 15/20).",
  "swaps-count-and-size": "Mixes up the number of unit fractions and their size (7/3 as 3 × 1/7).",
  "adds-tops-and-bottoms": "Adds the numerators and adds the denominators (1/2 + 1/3 = 2/5).",
  "adds-numerators-keeps-a-denominator":
    "Adds the numerators and keeps one of the denominators without making equal-sized parts.",
  "renames-denominator-only":
    "Changes the denominators to a common one but keeps the old numerators, so the fractions change size.",
  "subtracts-smaller-fraction-part":
    "Subtracts the smaller fraction part from the larger, whichever comes first, instead of trading a whole.",
  "drops-the-extra-whole": "Does not carry the whole made when the fraction parts add up to more than 1.",
  "drops-the-remainder": "Gives only the whole-number part of a sharing answer and leaves out the fraction.",
  "divides-by-the-numerator": "Splits into as many parts as the numerator says instead of the denominator.",
  "forgets-to-divide": "Multiplies by the numerator of a fraction and forgets to divide by the denominator.",
  "common-denominator-to-multiply":
    "Makes a common denominator before multiplying fractions, as if adding, and keeps it as the denominator.",
  "keeps-one-denominator": "Multiplies the numerators but keeps one of the denominators.",
  "multiplies-parts-separately":
    "Multiplies the whole numbers and the fraction parts of mixed numbers separately and adds them.",
  "multiplying-always-grows": "Thinks multiplying always makes a number bigger, even by a fraction less than 1.",
  "judges-by-numerator-or-denominator":
    "Decides whether a product grows or shrinks from the size of the numerator or denominator alone, not by comparing the fraction with 1.",
  "multiplies-whole-part-only":
    "Multiplies only the whole-number part of a mixed number and adds the fraction part on.",
  "divides-the-wrong-way-round":
    "Writes a fraction division backwards (the whole number divided by the fraction, or the reverse).",
  "multiplies-instead-of-dividing-fractions": "Multiplies the fractions when the problem divides them.",
  "flips-the-wrong-fraction": "Flips the first fraction instead of the divisor before multiplying.",
  "divides-across": "Divides the tops and the bottoms separately and drops what does not divide evenly.",
  // Ratios, rates and proportional relationships
  "reverses-ratio-order": "Writes a ratio in the wrong order (the second amount first).",
  "part-to-whole-for-part-to-part":
    "Compares a part with the whole when the question compares two parts, or the reverse.",
  "adds-instead-of-scaling": "Adds the same number to both amounts of a ratio instead of multiplying both.",
  "divides-the-wrong-way":
    "Divides the wrong amount by the other, so a rate or quotient comes out upside down (hours per mile, batches per cup).",
  "multiplies-the-two-quantities": "Multiplies the two quantities of a rate instead of dividing them.",
  "compares-totals-not-unit-prices": "Picks the deal with the lower total price without comparing the price of one.",
  "assumes-bigger-pack-is-cheaper":
    "Thinks the biggest pack is always the better buy, without finding the price of one.",
  "straight-line-is-proportional":
    "Calls any steady pattern or straight line proportional, even one that misses (0, 0).",
  "reads-one-ratio-only": "Checks y ÷ x in one row only, so a table that starts the same looks proportional.",
  "swaps-the-variables": "Writes the equation the wrong way round (x = ky instead of y = kx).",
  "adds-the-constant": "Adds the constant of proportionality instead of multiplying by it (y = x + k).",
  // Percents
  "gives-the-percent": "Gives the percent itself as the amount (25% of 60 as 25).",
  "divides-by-the-percent": "Divides the whole by the percent number (25% of 60 as 60 ÷ 25).",
  "finds-the-rest": "Finds the part that is left (100% minus the percent) instead of the percent asked for.",
  "takes-percent-of-the-part": "Takes the percent of the part when the part is given and the whole is unknown.",
  "gives-only-the-percent-amount": "Finds the percent of the amount (the tax or the discount) and stops there.",
  "adds-instead-of-subtracting-percent": "Adds a discount on, or takes tax off, instead of the other way round.",
  "combines-percents": "Combines two percents into one (25% off and 8% tax as 17% off).",
  "percent-of-wrong-amount": "Takes the second percent of the original amount instead of the new one.",
  "divides-by-new-amount": "Divides the change by the new amount instead of the original (or actual) amount.",
  "percent-as-fixed-amount": "Takes a percent off as a fixed number of dollars (p − 0.15 instead of p − 0.15p).",
  "gives-the-change-not-percent": "Gives the amount of change instead of the percent change.",
  "moves-decimal-wrong": "Writes a percent as a decimal with the point in the wrong place (8% as 0.8).",
  "part-of-wrong-amount":
    "Takes a fraction or percent of the wrong amount (the starting total instead of what is left).",
  // Signed numbers
  "ignores-the-negative-sign": "Drops the minus sign and works with the number as if it were positive.",
  "bigger-digits-bigger-negative": "Thinks −6 is greater than −4 because 6 is greater than 4.",
  "absolute-value-is-opposite": "Thinks absolute value means the opposite, so |12| = −12.",
  "minus-sign-means-negative": "Thinks anything with a minus sign in front is negative, so −(−8) is negative.",
  "subtracts-across-zero":
    "Subtracts the sizes of two numbers on opposite sides of zero instead of adding them, so the distance comes out too short.",
  "confuses-order-and-size": "Compares distances from zero when the question asks about order, or the reverse.",
  "opposites-double": "Thinks a number plus its opposite doubles the size (35 + (−35) = 70 or −70).",
  "ignores-the-signs": "Adds or multiplies the sizes of the numbers and ignores their signs.",
  "keeps-the-wrong-sign": "Gets the size right but gives the result the wrong sign.",
  "subtracts-sizes-wrong-way": "Adds the sizes when the signs differ, or subtracts them when the signs are the same.",
  "subtracts-without-opposite": "Subtracts a negative as if it were positive (5 − (−3) as 2).",
  "negative-times-negative-is-negative": "Thinks a negative times a negative is negative.",
  "sign-from-first-number": "Gives the answer the sign of the first number instead of using the sign rules.",
  // Rational and irrational numbers
  "divides-denominator-by-numerator": "Divides the bottom number by the top number to write a fraction as a decimal.",
  "reads-digits-as-decimal": "Writes the digits of the fraction after a decimal point (3/8 as 0.38).",
  "stops-the-repeating-decimal": "Writes only the first digits of a repeating decimal and stops, as if it ended.",
  "repeating-is-irrational": "Calls a repeating decimal such as 0.333... irrational because it goes on forever.",
  "every-root-is-irrational": "Thinks every square root is irrational, even √16.",
  "every-root-is-rational": "Thinks every square root is rational, even √5.",
  "repeating-as-terminating": "Writes a repeating decimal as the stopping decimal (0.2727... as 27/100).",
  "wrong-repeat-power":
    "Multiplies by the wrong power of 10, so the repeating tails don't line up (99 for one repeating digit).",
  // Exponents, roots and scientific notation
  "exponent-times-base": "Multiplies the base by the exponent (10³ as 10 × 3, 3⁴ as 12).",
  "multiplies-the-bases": "Multiplies the bases as well as combining the exponents (3⁴ × 3² as 9⁶).",
  "multiplies-exponents-of-a-product": "Multiplies the exponents when multiplying powers (3⁴ × 3² as 3⁸).",
  "adds-exponents-of-a-power": "Adds the exponents for a power of a power ((5²)³ as 5⁵).",
  "divides-exponents-of-a-quotient": "Divides the exponents when dividing powers (2⁸ ÷ 2² as 2⁴).",
  "cancels-the-bases": "Divides the bases to 1 when dividing powers (6⁵ ÷ 6² as 1³).",
  "negative-exponent-makes-negative": "Reads a negative exponent as a negative number (2⁻² as −4).",
  "zero-power-is-zero": "Thinks a number to the power 0 is 0.",
  "halves-instead-of-root": "Divides by 2 (or 3) instead of finding the square (or cube) root.",
  "forgets-negative-root": "Gives only the positive solution of x² = n.",
  "loses-the-sign-of-a-cube-root": "Drops the minus sign of the cube root of a negative number.",
  "subtracts-to-compare-powers": "Compares numbers by subtracting their exponents or values instead of dividing.",
  "flips-exponent-sign": "Writes a small number with a positive power of 10, or a large one with a negative power.",
  "adds-exponents-when-adding": "Adds the exponents when adding numbers in scientific notation.",
  "leaves-front-number-unadjusted": "Leaves a front number of 10 or more (45 × 10³) without moving a power of 10.",
  "counts-zeros-not-places": "Counts the zeros instead of the places the decimal point moves.",
  // Expressions, equations and inequalities
  "reverses-less-than": 'Writes "5 less than n" as 5 − n.',
  "distributes-to-first-term-only": "Multiplies only the first term in the brackets (3(x + 4) as 3x + 4).",
  "combines-unlike-terms": "Adds terms that are not alike (3x + 2 as 5x).",
  "calls-the-letter-the-coefficient": "Calls the letter the coefficient, or counts 4x as two terms.",
  "one-value-proves-equivalence": "Decides two expressions are equivalent because they match for one value.",
  "drops-the-negative-sign": "Loses a minus sign in front of a term when collecting or moving it.",
  "factors-out-partially": "Takes out a common factor but does not divide every term by it.",
  "same-operation-not-inverse": "Does the same operation to both sides instead of the inverse (adds 7 to undo + 7).",
  "undoes-in-wrong-order": "Undoes the multiplication before the addition when solving a two-step equation.",
  "moves-term-without-changing-sign": "Moves a term across the equals sign without changing its sign.",
  "one-side-only": "Does a step (such as dividing) to one side of the equation only.",
  "x-equals-zero-when-x-cancels": "Writes x = 0 when the x-terms cancel.",
  "false-statement-means-mistake": "Thinks a false statement like 12 = 10 means a slip, not 'no solution'.",
  "mixes-up-none-and-infinite":
    "Confuses a false ending like 12 = 10 (no solution) with a true one like 6 = 6 (every number works).",
  "expects-one-solution": "Expects every equation to have exactly one solution.",
  "forgets-to-flip-inequality":
    "Keeps the inequality sign when multiplying or dividing both sides by a negative number.",
  "flips-inequality-needlessly": "Turns the inequality sign round when no negative number was multiplied or divided.",
  "swaps-dependent-and-independent": "Swaps which quantity depends on the other.",
  "checks-one-equation-only": "Checks a point in only one equation of a system.",
  "gives-one-coordinate-only": "Stops after finding one letter of a system.",
  // Functions and lines
  "run-over-rise": "Divides the run by the rise (x by y) instead of the rise by the run.",
  "mixed-subtraction-order": "Subtracts in one order on top and the other order on the bottom, flipping the sign.",
  "uses-a-point-not-the-rate": "Uses a y-value or one point instead of the rate of change.",
  "uses-x-intercept-as-b": "Uses where the line crosses the x-axis as b in y = mx + b.",
  "loses-the-sign-of-b": "Loses the sign of b when writing y = mx + b.",
  "repeated-output-not-a-function": "Thinks two inputs sharing an output stops a relation being a function.",
  "repeated-input-is-fine": "Accepts a relation where one input has two different outputs as a function.",
  "increasing-means-linear": "Calls any function that keeps increasing linear, without checking for equal changes.",
  "judges-from-first-rows": "Decides a table is linear from its first two rows only.",
  "ignores-uneven-steps": "Compares changes in y without noticing that the steps in x are not equal.",
  "first-value-is-start": "Takes the first value given as the starting value (the value at 0).",
  "drops-sign-of-rate": "Drops the minus sign of a rate of change that decreases.",
  "swaps-rate-and-start": "Swaps the rate of change and the starting value (C = 30n + 12 for C = 12n + 30).",
  "forgets-the-start": "Leaves the starting value out of a model (C = 12n for C = 12n + 30).",
  // Time and measurement
  "swaps-clock-hands": "Reads the hour hand as the minutes and the minute hand as the hour.",
  "reads-minute-number-as-minutes":
    "Reads the number the minute hand points at as the minutes (7 as 7 minutes, not 35).",
  "reads-the-next-hour": "Reads the hour the hour hand is moving toward, not the one it has passed.",
  "subtracts-times-like-numbers": "Subtracts clock times like ordinary numbers, as if an hour had 100 minutes.",
  "counts-to-the-hour-only": "Counts only the minutes up to the next hour and forgets the rest.",
  "ignores-the-scale": "Counts grid steps on a graph without using the scale.",
  "counts-the-boundary":
    "Includes the values equal to the boundary when asked for values more or less than it (counts 8 as a solution of x > 8).",
  "reads-the-neighbouring-mark": "Reads the mark next to the right one on a scale or line plot.",
  "mixes-up-am-and-pm": "Uses a.m. for afternoon or evening times, or p.m. for morning times.",
  "reads-the-end-mark": "Reads the number at the end of an object on a ruler even when the object does not start at 0.",
  "confuses-unit-sizes": "Mixes up how long inches, feet, centimeters and meters are when choosing or estimating.",
  "bigger-unit-bigger-number": "Thinks measuring in a bigger unit gives a bigger number, rather than a smaller one.",
  "uses-ten-for-every-unit":
    "Uses 10, 100 or 1,000 for a unit change whatever the units (5 pounds as 50 ounces, 2 hours as 200 minutes, 1 liter as 100 milliliters).",
  "forgets-to-convert": "Combines amounts in different units without changing them into the same unit first.",
  "converts-the-wrong-way": "Multiplies when converting to a bigger unit, or divides when converting to a smaller one.",
  "leftover-as-decimal":
    "Writes leftover small units as decimal digits (2 feet 6 inches as 2.6 feet, 90 minutes as 1.30 hours).",
  "answers-in-wrong-unit": "Gives the answer in a different unit from the one the question asks for.",
  "misses-equal-fractions-on-plot":
    "Does not see that lengths written differently (3/4, 6/8) go above the same mark on a line plot.",
  "counts-xs-not-values": "Counts the marks on a line plot instead of adding the values they stand for.",
  "adds-each-value-once": "Adds each value on a line plot once and misses the values that have more than one mark.",
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
  "counts-tiles-as-units": "Counts small fraction-sized tiles as if each were a whole square unit.",
  "forgets-half-for-triangle": "Forgets the 1/2 in the area of a triangle (base × height only).",
  "adds-the-hole": "Adds the area of a hole or cut-out instead of subtracting it.",
  // Volume and surface area
  "counts-visible-cubes": "Counts only the cubes that can be seen in a picture and misses the hidden ones.",
  "counts-one-layer": "Counts the cubes in one layer instead of all the layers.",
  "adds-edge-lengths": "Adds the edge lengths of a box instead of multiplying them to find volume.",
  "multiplies-base-again": "Multiplies the base area by another edge of the base as well as by the height.",
  "confuses-volume-units": "Mixes up units of length, area and volume.",
  "uses-outer-box": "Multiplies the outside measurements of a joined solid as if it were one box.",
  "counts-each-face-pair-once": "Adds one face of each matching pair on a box and forgets the opposite faces.",
  "confuses-volume-and-surface-area": "Finds the volume when the question asks for the surface area, or the reverse.",
  "forgets-the-bases": "Leaves out the two end faces (the bases) of a prism when finding its surface area.",
  "forgets-the-third": "Leaves out the 1/3 in the volume of a cone (uses the cylinder formula).",
  "squares-instead-of-cubes": "Squares the radius in the sphere formula instead of cubing it.",
  // Circles
  "mixes-radius-and-diameter": "Uses the radius where the diameter belongs, or the diameter where the radius belongs.",
  "confuses-circumference-and-area":
    "Finds the area of a circle when the question asks for the distance around it, or the reverse.",
  "doubles-instead-of-squares": "Works out 2 × r instead of r × r for r².",
  "forgets-pi": "Leaves π out of a circle formula.",
  "multiplies-by-pi-to-undo":
    "Multiplies by π when working back from a circumference to the diameter, instead of dividing.",
  // Scale drawings
  "forgets-to-scale": "Gives a length or area from the drawing as the real one, without using the scale.",
  "scales-the-wrong-way": "Divides by the scale when it should multiply, or multiplies when it should divide.",
  "scales-area-once": "Multiplies an area by the scale factor once instead of by the factor times itself.",
  "halves-area-not-sides": "Halves the area when every side is halved (the area becomes a quarter, not a half).",
  // Geometry
  "square-is-not-a-rectangle": "Does not see that a square is also a rectangle.",
  "square-is-not-a-rhombus": "Does not see that a square is also a rhombus.",
  "judges-shape-by-looks": "Names a shape by how it looks instead of by its sides and angles.",
  "forgets-quadrilateral": "Does not see that every shape with four straight sides is a quadrilateral.",
  "one-name-per-shape": "Believes each shape has only one name, so a square is not also a rectangle or a rhombus.",
  "family-feature-not-inherited":
    "Does not carry a feature of a shape family over to its members (a square need not have a rhombus's equal sides).",
  "confuses-lines-rays-segments":
    "Mixes up lines, rays and line segments (which have arrowheads and which stop at endpoints).",
  "not-touching-means-parallel":
    "Calls lines parallel because they do not meet in the drawing, though they would meet if made longer.",
  "confuses-parallel-and-perpendicular":
    "Mixes up parallel lines (never meet) and perpendicular lines (meet at a square corner).",
  "halves-are-symmetry-lines":
    "Thinks any line that cuts a shape into two equal halves is a line of symmetry (a rectangle's corner-to-corner line).",
  "misses-a-slanted-line": "Looks only for up-and-down and side-to-side lines of symmetry and misses slanted ones.",
  "any-three-lengths-make-a-triangle":
    "Thinks any three lengths make a triangle, without checking the two shorter sides against the longest.",
  "flat-triangle-counts":
    "Thinks sides make a triangle when the two shorter ones add up exactly to the longest (they lie flat).",
  "checks-the-wrong-pair":
    "Checks the triangle rule with the wrong pair of sides, not the two shorter ones against the longest.",
  "angles-fix-one-triangle":
    "Thinks three angles fix one triangle, when they give many triangles of the same shape in different sizes.",
  "angle-sum-not-checked": "Accepts three angles for a triangle without checking that they add up to 180°.",
  "slice-has-base-shape": "Thinks a slice of a solid always has the same shape as its base.",
  "slice-same-size-as-base": "Thinks a slice of a pyramid parallel to the base is as big as the base.",
  "matches-sides-by-position":
    "Matches sides of similar triangles by where they sit on the page, not by the equal angles.",
  // Angles
  "wrong-full-turn": "Uses the wrong number of degrees for a full turn (180 or 100 instead of 360).",
  "reads-the-wrong-scale": "Reads the protractor scale that does not start at 0 on the first ray (50 instead of 130).",
  "uses-the-wrong-whole-angle":
    "Takes the whole angle to be the wrong size (180 degrees for a square corner, or 90 for a straight line).",
  "confuses-acute-and-obtuse": "Mixes up acute angles (smaller than a square corner) and obtuse angles (bigger).",
  "mixes-complementary-supplementary": "Uses 180° for complementary angles or 90° for supplementary angles.",
  "vertical-angles-add-to-180": "Thinks vertical angles add up to 180° instead of being equal.",
  "gives-x-not-the-angle": "Solves for x and stops, when the question asks for the size of an angle.",
  "all-angles-equal": "Thinks every angle where a transversal crosses parallel lines is equal.",
  "exterior-equals-adjacent": "Thinks an exterior angle equals the interior angle beside it.",
  "supplement-of-equal-angles":
    "Subtracts from 180° when the two angles are equal (vertical, corresponding or alternate).",
  "exterior-in-the-180": "Counts an exterior angle as part of the triangle's 180°.",
  // The Pythagorean Theorem
  "adds-without-squaring": "Adds side lengths in the Pythagorean Theorem without squaring them.",
  "adds-squares-for-a-leg": "Adds the squares when the missing side is a leg (the leg comes out longer than c).",
  "forgets-square-root": "Stops at c² and does not take the square root.",
  "uses-a-leg-as-hypotenuse": "Tests a² + b² = c² with the longest side as one of the legs.",
  // The coordinate plane and transformations
  "swaps-coordinates": "Swaps the two numbers of an ordered pair: reads, plots or substitutes (x, y) as (y, x).",
  "reflects-the-wrong-coordinate": "Changes the wrong coordinate when reflecting a point across an axis.",
  "mixes-up-the-axes": "Reflects over the wrong axis (changes the sign of x for a reflection over the x-axis).",
  "turns-the-wrong-way": "Turns clockwise instead of counterclockwise, or the reverse.",
  "moves-in-wrong-order": "Does a sequence of moves in the wrong order.",
  "adds-the-turn": "Adds the amount of a turn to the size of an angle, as if turning changed the angle.",
  "adds-the-slide": "Adds the distance of a slide to a length, as if sliding stretched the shape.",
  "image-parallel-to-original":
    "Expects each side of an image to be parallel to its original side, not to the matching image side.",
  "dilation-is-rigid": "Counts a dilation (a resize) as a move that keeps a shape congruent.",
  // Statistics
  "number-answer-means-statistical": "Thinks any question with a number answer is a statistical question.",
  "names-the-objects-not-the-attribute":
    "Names the things in the data set (the ice cubes) instead of what was measured about them (melting time).",
  "names-the-tool": "Names the tool or method (a stopwatch) as the thing that was measured.",
  "names-the-number-of-values": "Describes a data set by how many values it has instead of what each value measures.",
  "unit-does-not-fit-values": "Picks a unit that would make the values far too big or too small for the situation.",
  "confuses-mean-and-median":
    "Gives the mean when the median is asked for, or a measure of center when spread is asked for.",
  "takes-middle-without-ordering":
    "Takes the middle value of a list as it is written, without putting the values in order.",
  "counts-the-bars": "Counts the bars, columns or rows of a display instead of the data values they stand for.",
  "reads-counts-as-values": "Reads how many dots are in a stack as if it were one of the data values.",
  "takes-an-end-as-typical": "Takes the smallest or the largest value as the typical one.",
  "same-mean-same-data": "Thinks two data sets with the same mean must be alike, ignoring their spread.",
  "keeps-signs-on-deviations": "Keeps the signs on the differences from the mean, so they cancel out to 0.",
  "misreads-the-shape": "Calls lopsided data balanced, or balanced data lopsided, without looking at both sides.",
  "skew-named-by-the-bunch":
    "Names the skew after the side where the data bunch up instead of the side of the long tail.",
  "uses-the-axis-not-the-data": "Describes the ends or the middle of the number line instead of where the data are.",
  "always-uses-the-mean":
    "Picks the mean as the typical value even when an outlier or a long tail pulls it away from most values.",
  "thinks-mean-equals-median": "Thinks the mean and the median are always equal, whatever the shape of the data.",
  "tail-pulls-the-median": "Thinks a long tail pulls the median toward it more than the mean.",
  "ignores-the-spread": "Judges the gap between two centers without comparing it with how spread out the data are.",
  "overgeneralizes-from-samples":
    "Concludes that every member of one group is above every member of the other when only the typical values differ.",
  "reverses-association": "Reads a rising cloud of dots as a negative association, or the reverse.",
  "outlier-decides": "Lets one dot far from the rest decide the pattern of a scatter plot.",
  "line-through-endpoints": "Forces a trend line through the first and last dots even when it misses the middle.",
  "line-through-origin": "Forces a trend line through (0, 0) even when the data do not start there.",
  "trend-line-too-steep":
    "Picks a trend line that rises much faster than the dots because it passes near a few of them.",
  "trend-line-too-shallow": "Picks a trend line flatter than the dots, missing them at both ends.",
  "compares-raw-counts": "Compares counts from groups of different sizes instead of percents.",
  "divides-by-grand-total": "Divides by the grand total instead of the row (or column) total.",
  // Samples and probability
  "convenience-sample-is-fair":
    "Thinks asking friends, volunteers or whoever is nearby gives a fair sample of the whole population.",
  "bigger-sample-is-better":
    "Trusts a bigger sample even when it leaves out part of the population (200 fans at a game asked about sports).",
  "random-from-part-only":
    "Picks at random, but only from part of the population (one grade or one club), and calls it fair.",
  "gives-sample-count": "Gives the count from the sample as the estimate for the whole population.",
  "uses-one-sample-only": "Bases an estimate on one sample when several samples of the same size are given.",
  "probability-above-one":
    "Thinks a probability can be greater than 1 or less than 0, or uses a count as a probability.",
  "unlikely-means-impossible": "Treats an unlikely event as impossible, or a likely event as certain.",
  "assumes-equally-likely":
    "Gives every outcome the same chance when they are not equally likely (1/3 for each way a cup lands, 1/11 for each sum of two dice).",
  "counts-kinds-not-outcomes":
    "Counts the different kinds of outcome (letters, colors) instead of every equally likely outcome (every tile).",
  "counts-order-once":
    "Counts (2, 6) and (6, 2) as one outcome, when rolling two dice gives them as two different outcomes.",
  "forgets-probabilities-add-to-one":
    "Does not use the fact that the probabilities of all the outcomes of a model add up to 1.",
  "simulation-chances-do-not-match":
    "Uses a random tool whose chances do not match the real ones (a coin for a 70% chance).",
  "and-read-as-or": "Counts the trials where either part happens when the event needs both, or the reverse.",
  "miscounts-digit-range": "Counts the digits in a range such as 0-6 as 6 digits instead of 7.",
  // General
  "calculation-slip": "A small counting or fact slip: one step away from the answer.",
} as const;

export type MisconceptionId = keyof typeof MISCONCEPTIONS;

export function describeMisconception(id: MisconceptionId): string {
  return MISCONCEPTIONS[id];
}
