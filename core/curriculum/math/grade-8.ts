import type { OffScreenStandard, SkillDefinition } from "../types.ts";
import { mathSkillBuilder } from "./define-skill.ts";

/** Major work of grade 8 as the publishers' focus documents describe it: 8.EE, 8.F, 8.G.A, 8.G.B. */
const MAJOR_PREFIXES = ["8.EE.", "8.F.", "8.G.A.", "8.G.B."];

const grade8 = mathSkillBuilder(8, MAJOR_PREFIXES);

/** Grade-8 math skills. Ids follow the convention in ../README.md. */
export const mathGrade8Skills: SkillDefinition[] = [
  // ---- The number system (8.NS) ----
  grade8({
    id: "m-8.ns.a.1-rational-or-irrational",
    standards: ["8.NS.A.1"],
    prerequisites: ["m-7.ns.a.2.d"],
    name: "Rational or irrational?",
    description:
      "Sorts numbers into rational and irrational, and knows that the decimal of a fraction either stops or repeats a pattern forever, while an irrational number's decimal never stops and never repeats.",
    lesson: {
      explanation:
        "A rational number can be written as a fraction of two whole numbers, like 3/4 or −5/2. Its decimal either stops (0.75) or falls into a pattern that repeats forever (0.333...). Some numbers, like √2 and π, can never be written as a fraction: their decimals go on forever with no repeating pattern. Those are irrational.",
      workedExample: {
        problem: "Which of these numbers are irrational: 0.125, 2/7, √16, √5?",
        steps: [
          "0.125 stops, so it is a fraction (1/8). Rational.",
          "2/7 is already a fraction; its decimal 0.285714285714... repeats. Rational.",
          "√16 = 4, a whole number. Rational.",
          "5 is not a perfect square, so √5 is not a whole number or a fraction, and its decimal never repeats. Irrational.",
        ],
        answer: "Only √5 is irrational.",
      },
    },
    coaching: {
      say: "Every number has a decimal. The question is whether it stops, repeats, or wanders on forever with no pattern.",
      ask: [
        "Can you write this number as a fraction?",
        "Does this square root come out to a whole number?",
        "Does a decimal that repeats forever count as rational? Why?",
      ],
      misconception:
        "Calling every long or repeating decimal irrational because 'it goes on forever'. The test is whether the digits repeat, not whether they are long.",
    },
  }),
  grade8({
    id: "m-8.ns.a.1",
    standards: ["8.NS.A.1"],
    prerequisites: ["m-8.ns.a.1-rational-or-irrational"],
    name: "Repeating decimals as fractions",
    description:
      "Turns a repeating decimal such as 0.444... or 0.272727... into an exact fraction, and can explain why every repeating decimal is a rational number.",
    lesson: {
      explanation:
        "A repeating decimal is a fraction in disguise. Call the number x, then multiply by 10, 100 or 1000 so that the repeating parts line up. When you subtract, the endless tails cancel, and you are left with an equation you can solve for x.",
      workedExample: {
        problem: "Write 0.272727... as a fraction in simplest form.",
        steps: [
          "Let x = 0.272727...",
          "Two digits repeat, so multiply by 100: 100x = 27.272727...",
          "Subtract x from 100x: the tails cancel, so 99x = 27.",
          "Divide by 99: x = 27/99.",
          "Divide top and bottom by 9: x = 3/11.",
        ],
        answer: "3/11",
      },
    },
    coaching: {
      say: "This one feels like a magic trick: you make an endless tail disappear just by subtracting.",
      ask: [
        "How many digits repeat, so what should you multiply by?",
        "What happens to the repeating tail when you subtract?",
        "How could you check your fraction by dividing?",
      ],
      misconception:
        "Multiplying by ten when two digits repeat, so the tails do not line up and never cancel. Another sign: an answer over a power of ten, which is a stopping decimal, not the repeating one.",
    },
  }),
  grade8({
    id: "m-8.ns.a.2",
    standards: ["8.NS.A.2"],
    prerequisites: ["m-8.ns.a.1-rational-or-irrational", "m-8.ee.a.2"],
    name: "Pinning down irrational numbers",
    description:
      "Traps numbers like √30 or π between decimals (√30 is a little under 5.5) and uses those estimates to place them on a number line and put them in order with other numbers.",
    lesson: {
      explanation:
        "You can't write √30 exactly as a decimal, but you can trap it. 30 sits between the perfect squares 25 and 36, so √30 sits between 5 and 6. Square some decimals to trap it more tightly, then use your estimate to compare it with other numbers or place it on a number line.",
      workedExample: {
        problem: "Estimate √30 to one decimal place. Is it more or less than 5.5?",
        steps: [
          "25 < 30 < 36, so √30 is between 5 and 6.",
          "Square two guesses: 5.4² = 29.16 and 5.5² = 30.25.",
          "30 is between 29.16 and 30.25, so √30 is between 5.4 and 5.5.",
          "30 is much closer to 30.25 than to 29.16, so √30 is about 5.5.",
          "5.5² = 30.25 is a little more than 30, so √30 is a little less than 5.5.",
        ],
        answer: "√30 ≈ 5.5, just a little less than 5.5.",
      },
    },
    coaching: {
      say: "Squaring your guesses is how you check them; you don't need a square-root button.",
      ask: [
        "Which two perfect squares is this number between?",
        "How can you tell if your estimate is too big or too small?",
        "Where does it go on the number line between the two whole numbers?",
      ],
      misconception:
        "Halving the number instead of taking its root (√30 as about 15), or putting a root exactly halfway between two whole numbers. Ask them to square their estimate and see whether it lands near the number.",
    },
  }),

  // ---- Expressions and equations: exponents, roots, scientific notation (8.EE.A) ----
  grade8({
    id: "m-8.ee.a.1-product-quotient",
    standards: ["8.EE.A.1"],
    prerequisites: ["m-6.ee.a.1"],
    name: "Exponent rules for multiplying and dividing",
    description:
      "Simplifies products, quotients and powers of powers with positive exponents, such as 3⁴ × 3² or (2³)², and can show why each rule works by writing out the factors.",
    lesson: {
      explanation:
        "An exponent counts how many times a number is multiplied by itself. 3⁴ × 3² joins four 3s and two 3s, so it is 3⁶: same base, add the exponents. Dividing cancels matching factors, so you subtract the exponents. A power of a power, like (5²)³, repeats a group of two 5s three times, so you multiply the exponents.",
      workedExample: {
        problem: "Simplify (2³)² × 2⁴ ÷ 2⁵ and find its value.",
        steps: [
          "Power of a power: (2³)² has 3 × 2 = 6 twos, so it is 2⁶.",
          "Multiply: 2⁶ × 2⁴, add the exponents 6 + 4 = 10, giving 2¹⁰.",
          "Divide: 2¹⁰ ÷ 2⁵, subtract the exponents 10 − 5 = 5, giving 2⁵.",
          "2⁵ = 2 × 2 × 2 × 2 × 2 = 32.",
        ],
        answer: "2⁵ = 32",
      },
    },
    coaching: {
      say: "If you ever forget a rule, write the factors out in full and the rule will show itself.",
      ask: [
        "How many factors of the base are there altogether?",
        "Why do we add the exponents when we multiply, but leave the base alone?",
        "How could you check this by writing it out?",
      ],
      misconception:
        "Multiplying the bases as well (3⁴ × 3² = 9⁶), or multiplying exponents that should be added (3⁴ × 3² = 3⁸). Watch for an answer with a changed base or an exponent that is a product.",
    },
  }),
  grade8({
    id: "m-8.ee.a.1",
    standards: ["8.EE.A.1"],
    prerequisites: ["m-8.ee.a.1-product-quotient", "m-7.ns.a.2.c"],
    name: "Zero and negative exponents",
    description:
      "Uses all the exponent rules with zero and negative exponents to rewrite and evaluate expressions such as 4⁻² × 4⁵, giving answers as whole numbers or fractions.",
    lesson: {
      explanation:
        "Each time an exponent goes down by 1, you divide by the base: 3² = 9, 3¹ = 3, 3⁰ = 1, 3⁻¹ = 1/3, 3⁻² = 1/9. So any non-zero number to the power 0 is 1, and a negative exponent means one over the positive power. The add, subtract and multiply rules still work exactly the same.",
      workedExample: {
        problem: "Write 2⁻³ × 2⁻¹ ÷ 2⁻² as a fraction.",
        steps: [
          "Multiply: add the exponents, −3 + (−1) = −4, so you have 2⁻⁴.",
          "Divide: subtract the exponents, −4 − (−2) = −2, so you have 2⁻².",
          "A negative exponent means one over the positive power: 2⁻² = 1/2².",
          "2² = 4, so the value is 1/4.",
        ],
        answer: "1/4",
      },
    },
    coaching: {
      say: "Zero and negative exponents follow a pattern you can see for yourself, so let's find it instead of memorising it.",
      ask: [
        "What happens each time the exponent goes down by one?",
        "Is a number with a negative exponent a negative number? How do you know?",
        "What is subtracting a negative the same as?",
      ],
      misconception:
        "Reading a negative exponent as a negative answer (2⁻² = −4), or thinking a zero exponent gives zero. Ask them to continue the divide-by-the-base pattern down past the first power.",
    },
  }),
  grade8({
    id: "m-8.ee.a.2",
    standards: ["8.EE.A.2"],
    prerequisites: ["m-6.ee.b.5", "m-7.ns.a.3", "m-8.ns.a.1-rational-or-irrational"],
    name: "Square roots and cube roots",
    description:
      "Undoes squaring and cubing: finds the side of a square from its area or the edge of a cube from its volume, solves x² = 49 (two answers) and x³ = 27, and knows that a root like √2 never comes out exactly.",
    lesson: {
      explanation:
        "The square root of a number is what you multiply by itself to get it: √49 = 7 because 7 × 7 = 49. A cube root uses three equal factors: ∛27 = 3 because 3 × 3 × 3 = 27. The equation x² = 49 has two solutions, 7 and −7, because both square to 49. If a number is not a perfect square, like 2, its square root is irrational.",
      workedExample: {
        problem:
          "A square tile has an area of 81 cm², and a cube-shaped box has a volume of 125 cm³. How long is a side of each?",
        steps: [
          "Tile: side² = 81, so side = √81.",
          "9 × 9 = 81, so the side is 9 cm (a length can't be negative).",
          "Box: edge³ = 125, so edge = ∛125.",
          "5 × 5 × 5 = 125, so the edge is 5 cm.",
        ],
        answer: "The tile's side is 9 cm; the box's edge is 5 cm.",
      },
    },
    coaching: {
      say: "Roots undo powers. You can always check a root by multiplying it back.",
      ask: [
        "What number times itself makes this?",
        "Why does a squared equation have two answers, but a side length only one?",
        "Is the root a whole number? What does that tell you about it?",
      ],
      misconception:
        "Halving instead of finding a root (√81 = 40.5), or forgetting the negative solution of a squared equation. Ask: 'Multiply your answer by itself; do you get the number back?'",
    },
  }),
  grade8({
    id: "m-8.ee.a.3",
    standards: ["8.EE.A.3"],
    prerequisites: ["m-4.oa.a.2", "m-5.nbt.a.2", "m-8.ee.a.1"],
    name: "Huge and tiny numbers as powers of 10",
    description:
      "Rounds huge and tiny numbers (a city's population, the width of a hair) to forms like 8 × 10⁶ or 3 × 10⁻⁴, and uses them to say roughly how many times bigger one thing is than another.",
    lesson: {
      explanation:
        "Very big and very small numbers are easier to handle when you round them to one digit times a power of 10. 7,900,000 is about 8 × 10⁶, and 0.00032 is about 3 × 10⁻⁴. To compare two such numbers, divide them: divide the digits, then divide the powers of 10 by subtracting exponents.",
      workedExample: {
        problem:
          "A city has about 8 × 10⁶ people and a town has about 2 × 10⁴. How many times as many people live in the city?",
        steps: [
          "Divide: (8 × 10⁶) ÷ (2 × 10⁴).",
          "Divide the digits: 8 ÷ 2 = 4.",
          "Divide the powers: 10⁶ ÷ 10⁴ = 10², which is 100.",
          "4 × 100 = 400.",
        ],
        answer: "About 400 times as many people.",
      },
    },
    coaching: {
      say: "Scientists round numbers like this on purpose; a good estimate is a real answer here.",
      ask: [
        "What single digit and power of 10 is this number close to?",
        "What do you do with the powers of 10 when you divide?",
        "Does your answer make sense: should it be more or less than the number you started with?",
      ],
      misconception:
        "Comparing by subtracting ('the city has 2 more powers of ten, so 2 times as many') instead of dividing, or flipping the sign of a small number's exponent (0.00032 written as 3 × 10⁴). Ask them to write both numbers out in full.",
    },
  }),
  grade8({
    id: "m-8.ee.a.4",
    standards: ["8.EE.A.4"],
    prerequisites: ["m-8.ee.a.3", "m-7.ee.b.3"],
    name: "Calculating in scientific notation",
    description:
      "Calculates with numbers like 4.5 × 10⁻¹ (all four operations, also mixed with ordinary decimals), tidies answers so the front number is between 1 and 10, and picks a sensible unit, such as centimetres rather than kilometres for a stack of paper.",
    lesson: {
      explanation:
        "In scientific notation the front number is at least 1 and less than 10, like 4.2 × 10⁵. To multiply or divide, work on the front numbers and the powers of 10 separately, then adjust so the front number is between 1 and 10 again. To add or subtract, first rewrite the numbers so they have the same power of 10.",
      workedExample: {
        problem:
          "A stack has 5 × 10³ sheets of paper, each 9 × 10⁻⁵ m thick. How tall is the stack, in scientific notation and in centimetres?",
        steps: [
          "Multiply the front numbers: 5 × 9 = 45.",
          "Multiply the powers: 10³ × 10⁻⁵ = 10⁻².",
          "That gives 45 × 10⁻², but 45 is not between 1 and 10.",
          "45 = 4.5 × 10¹, so the height is 4.5 × 10⁻¹ m.",
          "4.5 × 10⁻¹ m = 0.45 m = 45 cm.",
        ],
        answer: "4.5 × 10⁻¹ m, which is 45 cm.",
      },
    },
    coaching: {
      say: "Split each problem into two small jobs: the front numbers and the powers of 10.",
      ask: [
        "Is the front number at least one and less than ten? If not, how do you fix it?",
        "When adding, why must the powers of 10 match first?",
        "Which unit would make this answer easiest to picture?",
      ],
      misconception:
        "Adding both the front numbers and the exponents when adding two numbers in scientific notation. Also leaving the front number bigger than ten without adjusting.",
    },
  }),

  // ---- Proportional relationships, lines and linear equations (8.EE.B, 8.EE.C) ----
  grade8({
    id: "m-8.ee.b.5",
    standards: ["8.EE.B.5"],
    prerequisites: ["m-7.rp.a.2.b", "m-7.rp.a.2.d"],
    name: "Unit rate as slope",
    description:
      "Plots situations where one amount is a fixed multiple of another, sees that the steepness of the line is the 'for each one' rate, and says which of two such situations grows faster even when one is a graph and the other a table or equation.",
    lesson: {
      explanation:
        "A proportional relationship graphs as a straight line through (0, 0). The unit rate, how much y grows when x grows by 1, is the slope: how steep the line is. To compare two relationships shown in different ways, find each one's unit rate and compare those numbers.",
      workedExample: {
        problem:
          "Maya's printer follows y = 12x (y pages in x minutes). Leo's printer has a graph through (0, 0) and (5, 50). Which printer is faster, and by how much per minute?",
        steps: [
          "Maya: y = 12x, so her unit rate is 12 pages per minute.",
          "Leo: from (0, 0) to (5, 50), y rises 50 while x goes across 5.",
          "Leo's unit rate is 50 ÷ 5 = 10 pages per minute.",
          "12 − 10 = 2.",
        ],
        answer: "Maya's printer is faster, by 2 pages per minute.",
      },
    },
    coaching: {
      say: "A graph, a table and an equation can all hide the same number: how much for one.",
      ask: [
        "What does the point where x = 1 tell you?",
        "Which line would be steeper if you drew both on the same axes?",
        "How do you get the unit rate from one point on the line?",
      ],
      misconception:
        "Dividing x by y instead of y by x (getting 0.1 for Leo), or comparing the y-values of points taken at different x-values. Ask: 'How many pages in exactly one minute?'",
    },
  }),
  grade8({
    id: "m-8.ee.b.6-slope-two-points",
    standards: ["8.EE.B.6"],
    prerequisites: ["m-8.ee.b.5", "m-7.g.a.1", "m-8.g.a.5"],
    name: "Slope from any two points",
    description:
      "Finds the slope of a line from any two of its points (rise over run), and explains with similar triangles why every pair of points on the line gives the same slope.",
    lesson: {
      explanation:
        "Slope is rise ÷ run: how far the line goes up (or down) divided by how far it goes across. Between two points, draw a right triangle under the line; its legs are the rise and the run. Triangles drawn this way on the same line are all similar, so rise ÷ run always comes out the same.",
      workedExample: {
        problem:
          "A line passes through (2, 1) and (8, 5). Find its slope, then check it using (2, 1) and (5, 3), which are also on the line.",
        steps: [
          "Rise: 5 − 1 = 4. Run: 8 − 2 = 6.",
          "Slope = 4/6 = 2/3.",
          "Check: rise 3 − 1 = 2, run 5 − 2 = 3, slope 2/3.",
          "The same ratio, because the small slope triangle is similar to the big one.",
        ],
        answer: "The slope is 2/3.",
      },
    },
    coaching: {
      say: "Any two points on the line will do, and today you'll see why that is true.",
      ask: [
        "Which part is the rise and which is the run?",
        "Why do the big and small triangles give the same ratio?",
        "What sign should the slope have if the line goes down to the right?",
      ],
      misconception:
        "Putting run over rise (6/4), or subtracting in one order on top and the other order on the bottom (5 − 1 over 2 − 8), which flips the sign. Ask them to say which point they start from and keep it first in both.",
    },
  }),
  grade8({
    id: "m-8.ee.b.6",
    standards: ["8.EE.B.6"],
    prerequisites: ["m-8.ee.b.6-slope-two-points"],
    name: "Writing y = mx + b",
    description:
      "Writes the equation of a straight line from its graph or from two facts about it (how steep it is and where it crosses the y-axis), and explains why every point on the line fits that equation.",
    lesson: {
      explanation:
        "If a line with slope m passes through (0, 0), any point (x, y) on it has rise y and run x, so y ÷ x = m, which means y = mx. If the line crosses the y-axis at (0, b) instead, the rise from there is y − b, so y − b = mx, which is y = mx + b. Find the slope and where the line crosses the y-axis, and you have its equation.",
      workedExample: {
        problem: "A line crosses the y-axis at (0, −3) and passes through (4, 5). Write its equation.",
        steps: [
          "The line crosses the y-axis at −3, so b = −3.",
          "Rise: 5 − (−3) = 8. Run: 4 − 0 = 4. So m = 8 ÷ 4 = 2.",
          "Equation: y = 2x − 3.",
          "Check with (4, 5): 2 × 4 − 3 = 5. ✓",
        ],
        answer: "y = 2x − 3",
      },
    },
    coaching: {
      say: "Two facts pin down a line: how steep it is and where it crosses the y-axis.",
      ask: [
        "Where does the line cross the y-axis?",
        "How can you check that a point fits your equation?",
        "What happens to the equation when the line goes through the origin?",
      ],
      misconception:
        "Using where the line crosses the x-axis as b, or losing a sign on the slope or the intercept. Ask them to test a known point in their equation.",
    },
  }),
  grade8({
    id: "m-8.ee.c.7.b-variables-both-sides",
    standards: ["8.EE.C.7.b", "8.EE.C.7"],
    prerequisites: ["m-7.ee.b.4.a", "m-7.ee.a.1"],
    name: "Equations with x on both sides",
    description:
      "Solves linear equations with the variable on both sides, such as 5x − 4 = 2x + 11, by gathering the variable terms on one side, and checks the solution.",
    lesson: {
      explanation:
        "When x appears on both sides, move all the x-terms to one side by adding or subtracting the same thing on both sides. Then it becomes a two-step equation you already know how to solve. Check by putting your answer into both sides: they should match.",
      workedExample: {
        problem: "Solve 5x − 4 = 2x + 11.",
        steps: [
          "Subtract 2x from both sides: 3x − 4 = 11.",
          "Add 4 to both sides: 3x = 15.",
          "Divide both sides by 3: x = 5.",
          "Check: 5(5) − 4 = 21 and 2(5) + 11 = 21. ✓",
        ],
        answer: "x = 5",
      },
    },
    coaching: {
      say: "Keep the equation balanced: whatever you do to one side, do to the other.",
      ask: [
        "Which x-term would you move first, and why?",
        "What did you do to both sides in this step?",
        "How do you know your answer is right?",
      ],
      misconception:
        "Moving a term across the equals sign without changing its sign (writing 5x + 2x − 4 = 11), or doing a step to one side only. Ask them to say what they did 'to both sides' at each step.",
    },
  }),
  grade8({
    id: "m-8.ee.c.7.b",
    standards: ["8.EE.C.7.b", "8.EE.C.7"],
    prerequisites: ["m-8.ee.c.7.b-variables-both-sides"],
    name: "Equations with brackets and fractions",
    description:
      "Solves longer equations such as 3(x − 2) + x/2 = 2x + 3, clearing brackets and fractions and gathering like terms first, with negatives and decimals along the way.",
    lesson: {
      explanation:
        "Tidy each side before you solve. Use the distributive property to clear brackets, combine like terms, and if fractions get in the way, multiply every term on both sides by the denominator. Then gather x on one side and solve as usual.",
      workedExample: {
        problem: "Solve 3(x − 2) + x/2 = 2x + 3.",
        steps: [
          "Distribute: 3x − 6 + x/2 = 2x + 3.",
          "Multiply every term by 2 to clear the fraction: 6x − 12 + x = 4x + 6.",
          "Combine like terms: 7x − 12 = 4x + 6.",
          "Subtract 4x and add 12 on both sides: 3x = 18, so x = 6.",
          "Check: 3(6 − 2) + 6/2 = 12 + 3 = 15, and 2(6) + 3 = 15. ✓",
        ],
        answer: "x = 6",
      },
    },
    coaching: {
      say: "Tidy first, then solve. Most mistakes happen in the tidying, so take that part slowly.",
      ask: [
        "What will you do first to make each side simpler?",
        "Did you multiply every term, on both sides?",
        "Which terms are like terms here?",
      ],
      misconception:
        "Multiplying only the first term in the bracket, or clearing a fraction by multiplying only some of the terms. Look for a constant that was not multiplied.",
    },
  }),
  grade8({
    id: "m-8.ee.c.7.a",
    standards: ["8.EE.C.7.a", "8.EE.C.7"],
    prerequisites: ["m-8.ee.c.7.b-variables-both-sides"],
    name: "One solution, none, or infinitely many",
    description:
      "Simplifies an equation and reads the ending: x = a number means one answer, something always true like 6 = 6 means every number works, and something false like 12 = 10 means none does; can invent an equation of each kind.",
    lesson: {
      explanation:
        "Simplify the equation as usual. If you end with x = a number, there is exactly one solution. If x disappears and what is left is true, like 6 = 6, every number works: infinitely many solutions. If x disappears and what is left is false, like 6 = 4, no number works: no solution.",
      workedExample: {
        problem: "How many solutions does 4(x + 3) = 4x + 10 have?",
        steps: [
          "Distribute: 4x + 12 = 4x + 10.",
          "Subtract 4x from both sides: 12 = 10.",
          "x has disappeared, and 12 = 10 is false.",
          "No value of x can ever make the two sides equal.",
        ],
        answer: "No solution.",
      },
    },
    coaching: {
      say: "Sometimes the surprise ending is the answer: 'no solution' is a real result, not a mistake.",
      ask: [
        "What happened to x when you simplified?",
        "Is the statement that's left true or false?",
        "Can you change one number so the equation has infinitely many solutions?",
      ],
      misconception:
        "Deciding the answer is zero when the x-terms cancel, or deciding that a false statement (like 12 = 10) means an arithmetic slip. Ask them to try two numbers for x in the original equation and see whether either works.",
    },
  }),
  grade8({
    id: "m-8.ee.c.8.a",
    standards: ["8.EE.C.8.a", "8.EE.C.8"],
    prerequisites: ["m-8.ee.b.6", "m-6.ee.b.5", "m-7.ee.b.4.a"],
    name: "Where two lines cross",
    description:
      "Knows that where two lines cross on the same grid is the one pair of values that fits both equations, and checks a point against both equations.",
    lesson: {
      explanation:
        "The graph of a linear equation is a line made of every point that makes the equation true. The point where two lines cross is on both lines, so it makes both equations true at once: that point is the solution of the system. To check a point, substitute it into both equations.",
      workedExample: {
        problem: "Is (3, 5) the solution of the system y = 2x − 1 and y = −x + 8?",
        steps: [
          "First equation: 2(3) − 1 = 5. ✓",
          "Second equation: −3 + 8 = 5. ✓",
          "(3, 5) makes both equations true, so it lies on both lines.",
          "So it is the point where the lines cross.",
        ],
        answer: "Yes, (3, 5) is the solution.",
      },
    },
    coaching: {
      say: "A system asks for one point that keeps two promises at the same time.",
      ask: [
        "What does it mean for a point to be on a line?",
        "Why must the solution work in both equations?",
        "What would two parallel lines mean for the system?",
      ],
      misconception:
        "Checking only one equation and declaring the point a solution, or swapping the coordinates. Ask them to check the second equation out loud.",
    },
  }),
  grade8({
    id: "m-8.ee.c.8.b-substitution",
    standards: ["8.EE.C.8.b", "8.EE.C.8"],
    prerequisites: ["m-8.ee.c.8.a", "m-8.ee.c.7.b"],
    name: "Solving systems by substitution",
    description:
      "Solves a system of two linear equations by substitution, replacing one variable with an expression from the other equation, and checks the solution in both equations.",
    lesson: {
      explanation:
        "If one equation already tells you what y (or x) equals, replace y in the other equation with that expression. Now you have one equation with one letter, which you know how to solve. Then put that value back in to find the other letter.",
      workedExample: {
        problem: "Solve the system y = 3x − 2 and 2x + y = 18.",
        steps: [
          "Replace y in the second equation: 2x + (3x − 2) = 18.",
          "Combine: 5x − 2 = 18, so 5x = 20 and x = 4.",
          "Find y: y = 3(4) − 2 = 10.",
          "Check in the second equation: 2(4) + 10 = 18. ✓",
        ],
        answer: "x = 4 and y = 10, the point (4, 10).",
      },
    },
    coaching: {
      say: "Substitution turns two equations into one equation you already know how to solve.",
      ask: [
        "Which letter is already on its own in one equation?",
        "Once you know x, how do you find y?",
        "How can you check your answer in both equations?",
      ],
      misconception:
        "Stopping after finding x and giving just one number, or dropping the brackets so a negative sign is lost. Ask: 'A solution is a point; what are both of its coordinates?'",
    },
  }),
  grade8({
    id: "m-8.ee.c.8.b",
    standards: ["8.EE.C.8.b", "8.EE.C.8"],
    prerequisites: ["m-8.ee.c.8.b-substitution"],
    name: "Choosing how to solve a system",
    description:
      "Picks a good way into a pair of equations (adding or subtracting them to cancel a letter, substituting, or a quick sketch for an estimate) and notices at a glance when a pair like 3x + 2y = 5 and 3x + 2y = 6 can have no solution.",
    lesson: {
      explanation:
        "Adding or subtracting the two equations can make one letter cancel out: that is elimination. Some systems can be solved just by looking: if the left sides are the same but the right sides differ, the lines are parallel and there is no solution. A quick graph gives an estimate of where the lines cross.",
      workedExample: {
        problem: "Solve the system x + y = 10 and x − y = 4.",
        steps: [
          "Add the equations: (x + y) + (x − y) = 10 + 4.",
          "The y-terms cancel: 2x = 14, so x = 7.",
          "Put x = 7 into x + y = 10: y = 3.",
          "Check in the other equation: 7 − 3 = 4. ✓",
        ],
        answer: "x = 7 and y = 3",
      },
    },
    coaching: {
      say: "There's more than one way into a system; picking a good way is part of the skill.",
      ask: [
        "Which letter would cancel if you added or subtracted the equations?",
        "Can you tell just by looking whether these lines are parallel?",
        "Roughly where would the lines cross on a graph?",
      ],
      misconception:
        "Adding when subtracting is needed (or the other way round), so nothing cancels, and then carrying on anyway; or insisting that two equations with the same left side and different right sides must have a solution. Ask: 'Which term disappears?'",
    },
  }),
  grade8({
    id: "m-8.ee.c.8.c",
    standards: ["8.EE.C.8.c", "8.EE.C.8"],
    prerequisites: ["m-8.ee.c.8.b"],
    name: "Word problems with two unknowns",
    description:
      "Turns a real situation with two unknown amounts into two linear equations, solves them, and explains what the solution means in the situation.",
    lesson: {
      explanation:
        "Give each unknown amount a letter and write one equation for each fact in the story. Then solve the system with any method you like. Finish by saying what the numbers mean, with units, and check them against the story.",
      workedExample: {
        problem:
          "A school sells 120 concert tickets. Student tickets cost $4 and adult tickets cost $7, and the school takes in $597. How many of each were sold?",
        steps: [
          "Let s = student tickets and a = adult tickets.",
          "Number of tickets: s + a = 120. Money: 4s + 7a = 597.",
          "Multiply the first equation by 4: 4s + 4a = 480.",
          "Subtract it from the money equation: 3a = 117, so a = 39.",
          "s = 120 − 39 = 81. Check: 4(81) + 7(39) = 324 + 273 = 597. ✓",
        ],
        answer: "81 student tickets and 39 adult tickets.",
      },
    },
    coaching: {
      say: "Two facts in the story give you two equations; the story tells you everything you need.",
      ask: [
        "What are the two unknowns, and which letters will you use?",
        "Which sentence gives each equation?",
        "Does your answer make sense in the story?",
      ],
      misconception:
        "Writing one equation that mixes counts with money (s + a = 597), or using the same letter for both unknowns. Ask them to say in words what each equation is counting.",
    },
  }),

  // ---- Functions (8.F) ----
  grade8({
    id: "m-8.f.a.1",
    standards: ["8.F.A.1"],
    prerequisites: ["m-6.ee.c.9", "m-7.rp.a.2.b"],
    name: "What makes a function",
    description:
      "Decides whether a table, list of pairs, diagram or graph is a function (every input gets exactly one output) and reads a function's graph as a picture of all its input-output pairs.",
    lesson: {
      explanation:
        "A function is a rule that gives each input exactly one output. Two different inputs may share an output, but one input can never have two different outputs. On a graph, that means no vertical line crosses the graph more than once.",
      workedExample: {
        problem: "Is this set of pairs a function? (1, 4), (2, 7), (3, 7), (1, 9)",
        steps: [
          "List the inputs: 1, 2, 3, 1.",
          "Input 1 appears twice, with outputs 4 and 9.",
          "One input has two different outputs, so the rule breaks.",
          "(2, 7) and (3, 7) sharing the output 7 is fine; the problem is input 1.",
        ],
        answer: "No, it is not a function.",
      },
    },
    coaching: {
      say: "Think of a vending machine: pressing the same button should always give the same snack.",
      ask: [
        "Does any input appear more than once? With the same output?",
        "Is it OK for two inputs to share an output?",
        "How could a vertical line help you decide on a graph?",
      ],
      misconception:
        "Rejecting a relation because two inputs share an output, as with (2, 7) and (3, 7). Listen for 'an output repeats, so it's not a function': the rule is about repeated inputs, not outputs.",
    },
  }),
  grade8({
    id: "m-8.f.a.2",
    standards: ["8.F.A.2"],
    prerequisites: ["m-8.f.a.1", "m-8.ee.b.6"],
    name: "Comparing functions in different forms",
    description:
      "Looks at two functions presented differently, say one as a rule and one as a table, and says which grows faster, which starts higher, or which is bigger for a given input.",
    lesson: {
      explanation:
        "The same kind of function can be shown as an equation, a table, a graph or a sentence. To compare two of them, pull the same feature out of each, such as how fast it changes or where it starts. Then compare number with number.",
      workedExample: {
        problem:
          "Phone plan A costs y = 15 + 0.10x dollars for x texts. Plan B's table shows 0 texts: $20, 100 texts: $25, 200 texts: $30. Which plan costs more per text, and which starts higher?",
        steps: [
          "Plan A: the rate is $0.10 per text and the start is $15.",
          "Plan B: every 100 texts add $5, so the rate is 5 ÷ 100 = $0.05 per text.",
          "Plan B starts at $20, its cost for 0 texts.",
          "Compare: A has the higher rate; B has the higher start.",
        ],
        answer: "Plan A costs more per text ($0.10 against $0.05); Plan B starts higher ($20 against $15).",
      },
    },
    coaching: {
      say: "Find the same two facts in each form, and the comparison gets easy.",
      ask: [
        "Where is the starting value in each form?",
        "How do you find the rate of change from a table?",
        "Which plan is cheaper for a few texts? For many?",
      ],
      misconception:
        "Comparing just one number from each (the $20 and the $15) and calling one plan more expensive overall, or reading a table's costs as if they were the rate. Ask: 'What does each extra text cost?'",
    },
  }),
  grade8({
    id: "m-8.f.a.3",
    standards: ["8.F.A.3"],
    prerequisites: ["m-8.f.a.2", "m-8.ee.b.6"],
    name: "Linear or not?",
    description:
      "Spots whether a function grows by steady steps (a straight-line graph, an equation like y = 3x + 2) or not (like the area of a square as its side grows), in equations, tables and graphs.",
    lesson: {
      explanation:
        "A linear function changes by the same amount every time the input goes up by the same step, so its graph is a straight line. Any equation that can be written as y = mx + b is linear. If the changes are not equal, like the area of a square as its side grows, the function is not linear and its graph curves.",
      workedExample: {
        problem:
          "Which table is linear? Table 1: x = 1, 2, 3, 4 and y = 3, 7, 11, 15. Table 2: x = 1, 2, 3, 4 and y = 1, 4, 9, 16.",
        steps: [
          "Table 1 changes: 7 − 3 = 4, 11 − 7 = 4, 15 − 11 = 4. Always 4.",
          "Table 2 changes: 3, 5, 7. Not equal.",
          "Equal steps in x giving equal changes in y means linear.",
          "Table 1 fits y = 4x − 1; Table 2 is y = x², which curves.",
        ],
        answer: "Table 1 is linear; Table 2 is not.",
      },
    },
    coaching: {
      say: "Straight line, steady change: look for the steady change.",
      ask: [
        "How much does y change each time x goes up by 1?",
        "Can you write this as y = mx + b?",
        "What would the graph of the other table look like?",
      ],
      misconception:
        "Calling any function that keeps increasing 'linear', or judging from the first two rows only. Ask them to check the change between every pair of neighbouring rows.",
    },
  }),
  grade8({
    id: "m-8.f.b.4-rate-initial-value",
    standards: ["8.F.B.4"],
    prerequisites: ["m-8.f.a.3"],
    name: "Rate of change and starting value",
    description:
      "Works out how fast a straight-line relationship changes and where it starts, whether given two points, a table, a graph or a story, and explains both in the situation's own terms.",
    lesson: {
      explanation:
        "The rate of change is how much the output changes for each 1 the input goes up: change in y ÷ change in x. The initial value is the output when the input is 0, where the graph meets the y-axis. From two points, find the rate first, then work back to an input of 0.",
      workedExample: {
        problem:
          "A candle is 18 cm tall after burning for 2 hours and 12 cm tall after 5 hours. Find the rate of change and the starting height.",
        steps: [
          "Change in height: 12 − 18 = −6 cm.",
          "Change in time: 5 − 2 = 3 hours.",
          "Rate: −6 ÷ 3 = −2 cm per hour.",
          "Go back 2 hours from 18 cm: 18 + 2 × 2 = 22 cm.",
        ],
        answer: "The rate is −2 cm per hour and the starting height is 22 cm.",
      },
    },
    coaching: {
      say: "Every line tells a little story: where it started and how fast it changes.",
      ask: [
        "What does the negative rate mean for the candle?",
        "How did you get back to the start, time zero?",
        "Where would a given height show up on the graph?",
      ],
      misconception:
        "Taking the first given height as the starting value (saying the candle started at 18 cm), or dropping the minus sign on the rate. Ask them to read the graph backwards: at what time did it reach a given height?",
    },
  }),
  grade8({
    id: "m-8.f.b.4",
    standards: ["8.F.B.4"],
    prerequisites: ["m-8.f.b.4-rate-initial-value"],
    name: "Building a function model",
    description:
      "Writes an equation like C = 12n + 30 for a real situation that changes at a steady rate, from words, a table, a graph or two data points, and uses it to predict.",
    lesson: {
      explanation:
        "To model a linear situation, find the rate of change (m) and the starting value (b), then write y = mx + b, saying in words what x and y stand for. Use the model to predict: put in an x-value to get y, or solve for x when you know y.",
      workedExample: {
        problem:
          "A climbing gym charges a $30 joining fee plus $12 per month. Write a function for the total cost C after n months, and find the cost of one year.",
        steps: [
          "Rate: $12 each month, so m = 12.",
          "Starting value: $30 before any months, so b = 30.",
          "Model: C = 12n + 30.",
          "One year is n = 12: C = 12 × 12 + 30 = 144 + 30 = 174.",
        ],
        answer: "C = 12n + 30; one year costs $174.",
      },
    },
    coaching: {
      say: "A model is a short sentence in math: start here, then grow by this much each time.",
      ask: [
        "Which part of the story is the rate, and which is the starting value?",
        "What do n and C stand for?",
        "How many whole months could you pay for with a set budget?",
      ],
      misconception:
        "Swapping the rate and the starting value (C = 30n + 12). Ask: 'What does your equation say it costs before any months?' It should say the starting fee.",
    },
  }),
  grade8({
    id: "m-8.f.b.5",
    standards: ["8.F.B.5"],
    prerequisites: ["m-8.f.a.3"],
    name: "Reading the story in a graph",
    description:
      "Tells the story a graph shows (speeding up, slowing down, standing still, turning back) and draws a rough graph that fits a story told in words.",
    lesson: {
      explanation:
        "A graph tells a story without words. Going up from left to right means the output is increasing, going down means decreasing, and flat means no change. A steeper piece means faster change, and a curved piece means the speed of change is itself changing.",
      workedExample: {
        problem:
          "Jo walks to the park at a steady pace for 10 minutes, sits on a bench for 5 minutes, then jogs home faster than she walked. Sketch her distance from home against time.",
        steps: [
          "0 to 10 minutes: a straight line going up, because her distance grows steadily.",
          "10 to 15 minutes: a flat line, because her distance stays the same.",
          "After 15 minutes: a straight line going down to 0, because she heads home.",
          "The downhill piece is steeper than the uphill piece, because jogging is faster.",
        ],
        answer: "Up steadily, then flat, then down more steeply to zero, reaching home in less than 10 more minutes.",
      },
    },
    coaching: {
      say: "Tell me the story first, and then we'll draw it.",
      ask: [
        "What is happening when the graph is flat?",
        "Which part shows the fastest change, and how can you tell?",
        "Why does the graph come back down to 0?",
      ],
      misconception:
        "Reading the graph as a picture of the route, for example thinking a rising line means walking uphill. Ask: 'What do the two axes measure?'",
    },
  }),

  // ---- Geometry: transformations, congruence and similarity (8.G.A) ----
  grade8({
    id: "m-8.g.a.1.a",
    standards: ["8.G.A.1.a", "8.G.A.1"],
    prerequisites: ["m-7.g.a.2", "m-7.g.b.5"],
    name: "Slides, flips and turns keep lengths",
    description:
      "Shows, by sliding, flipping and turning figures on screen and measuring, that these moves never change a length: a straight line stays straight and a 5 cm side stays 5 cm.",
    lesson: {
      explanation:
        "A translation slides a figure, a reflection flips it over a line, and a rotation turns it around a point. These are rigid motions: they never stretch or squash anything. A segment 5 units long is still exactly 5 units long after any of them, even if it now points another way.",
      workedExample: {
        problem:
          "Segment AB goes from A(1, 2) to B(6, 2). Turn it 90° counterclockwise around (0, 0). Where does it land, and how long is it?",
        steps: [
          "AB is horizontal, so its length is 6 − 1 = 5 units.",
          "A quarter turn counterclockwise sends (1, 2) to (−2, 1) and (6, 2) to (−2, 6).",
          "A′B′ is vertical, so its length is 6 − 1 = 5 units.",
          "The segment turned from lying flat to standing up, but its length stayed 5.",
        ],
        answer: "A′(−2, 1) and B′(−2, 6); it is still 5 units long.",
      },
    },
    coaching: {
      say: "You're the scientist here: move it, measure it, and see what stays the same.",
      ask: [
        "What changed about the segment, and what stayed the same?",
        "Would a slide change its length? A flip?",
        "What kind of move could change a length?",
      ],
      misconception:
        "Thinking a turned or flipped segment has changed length because it points a new way. Ask them to measure the segment before and after with the on-screen ruler.",
    },
  }),
  grade8({
    id: "m-8.g.a.1.b",
    standards: ["8.G.A.1.b", "8.G.A.1"],
    prerequisites: ["m-8.g.a.1.a"],
    name: "Slides, flips and turns keep angles",
    description:
      "Shows by measuring before and after that sliding, flipping or turning a figure never changes the size of its angles, and uses this to give the angles of the moved figure.",
    lesson: {
      explanation:
        "When you slide, flip or turn a shape, its angles don't open or close. An angle of 40° is still 40° afterwards, even if it now faces another direction. So each angle of an image equals the matching angle of the original.",
      workedExample: {
        problem:
          "Angle ABC measures 62°. It is rotated 90° clockwise around point B. What does the image angle A′BC′ measure?",
        steps: [
          "A rotation is a rigid motion, so it keeps angle sizes.",
          "The 90° tells you how far the angle turns, not how wide it is.",
          "Both arms of the angle turn together, so the opening between them stays the same.",
          "So angle A′BC′ = 62°.",
        ],
        answer: "62°",
      },
    },
    coaching: {
      say: "Turning a slice of pizza doesn't make it any bigger. Let's see if that's true for angles.",
      ask: [
        "What does the number of degrees describe: the turn or the angle?",
        "How could you check with the on-screen protractor?",
        "Would a reflection change the size of the angle?",
      ],
      misconception:
        "Adding the turn to the angle (62° + 90° = 152°), mixing up how far a shape turns with the size of its own angles. Ask what each number is measuring.",
    },
  }),
  grade8({
    id: "m-8.g.a.1.c",
    standards: ["8.G.A.1.c", "8.G.A.1"],
    prerequisites: ["m-8.g.a.1.b"],
    name: "Slides, flips and turns keep lines parallel",
    description:
      "Shows that lines that were parallel before a slide, flip or turn are still parallel afterwards, and predicts which sides of the moved figure are parallel.",
    lesson: {
      explanation:
        "Parallel lines never meet because they run in exactly the same direction. A slide, flip or turn moves both lines together, so afterwards they still run the same way as each other and still never meet. If two sides of a shape are parallel, the matching sides of its image are parallel too.",
      workedExample: {
        problem:
          "In parallelogram ABCD, side AB is parallel to DC and AD is parallel to BC. The shape is rotated 180° around (0, 0). Which sides of the image A′B′C′D′ are parallel?",
        steps: [
          "A rotation is a rigid motion, so parallel lines stay parallel.",
          "AB ∥ DC, so A′B′ ∥ D′C′.",
          "AD ∥ BC, so A′D′ ∥ B′C′.",
          "Both pairs of opposite sides are still parallel, so the image is a parallelogram too.",
        ],
        answer: "A′B′ ∥ D′C′ and A′D′ ∥ B′C′.",
      },
    },
    coaching: {
      say: "Parallel lines are like train tracks. Let's see whether moving the tracks could ever make them cross.",
      ask: [
        "How can you test on the grid whether two segments are parallel?",
        "Could a turn make two parallel lines cross? Why not?",
        "What shape is the image?",
      ],
      misconception:
        "Expecting each image side to be parallel to its original side, or thinking turned parallel lines start to lean toward each other. Ask them to compare the two image sides with each other, not with the original.",
    },
  }),
  grade8({
    id: "m-8.g.a.2",
    standards: ["8.G.A.2"],
    prerequisites: ["m-8.g.a.1.c"],
    name: "Congruent by moving",
    description:
      "Decides whether two shapes are exact copies by finding slides, flips and turns that land one exactly on the other, and writes those moves as step-by-step directions.",
    lesson: {
      explanation:
        "Two shapes are congruent if you can move one exactly onto the other using only slides, flips and turns. To show it, describe the moves in order, like 'reflect over the x-axis, then translate 4 units right'. If no such sequence exists, for example because the sizes differ, the shapes are not congruent.",
      workedExample: {
        problem:
          "Triangle S has vertices (1, 1), (3, 1), (1, 4). Triangle T has vertices (5, −1), (7, −1), (5, −4). Describe moves that take S onto T.",
        steps: [
          "T is upside down compared with S: its tall corner points down instead of up.",
          "Reflect S over the x-axis: (1, −1), (3, −1), (1, −4).",
          "Compare with T: every x-coordinate is 4 larger.",
          "Translate 4 units right: (5, −1), (7, −1), (5, −4), which is T.",
        ],
        answer: "Reflect over the x-axis, then translate 4 units right. The triangles are congruent.",
      },
    },
    coaching: {
      say: "It's like giving directions: each move needs to be exact.",
      ask: [
        "Is the shape flipped, turned, or only moved?",
        "Which move would you do first, and why?",
        "Is there a different sequence that also works?",
      ],
      misconception:
        "Deciding two shapes are congruent because they 'look the same' without checking that every corner lands on a corner, or including a resize in the moves. Ask them to track one vertex through each move.",
    },
  }),
  grade8({
    id: "m-8.g.a.3",
    standards: ["8.G.A.3"],
    prerequisites: ["m-6.g.a.3", "m-7.g.a.1", "m-8.g.a.1.c"],
    name: "Moves on the coordinate grid",
    description:
      "Works out the new coordinates of a shape after it is slid, flipped, turned about the origin or enlarged, using rules such as (x, y) → (x + 3, y − 2) or (x, y) → (2x, 2y).",
    lesson: {
      explanation:
        "Each move has a coordinate rule. A translation adds to x and y, a reflection over the x-axis changes the sign of y, a 90° counterclockwise turn about the origin sends (x, y) to (−y, x), and a dilation from the origin multiplies both coordinates by the scale factor. Apply the rule to every vertex.",
      workedExample: {
        problem:
          "Dilate the triangle with vertices (2, 1), (4, 1), (2, 3) by a scale factor of 3 from the origin, then translate it 1 unit left. Give the new vertices.",
        steps: [
          "Dilation by 3: multiply both coordinates by 3.",
          "(2, 1) → (6, 3), (4, 1) → (12, 3), (2, 3) → (6, 9).",
          "Translate 1 left: subtract 1 from each x-coordinate.",
          "(6, 3) → (5, 3), (12, 3) → (11, 3), (6, 9) → (5, 9).",
        ],
        answer: "(5, 3), (11, 3), (5, 9)",
      },
    },
    coaching: {
      say: "Each move has a recipe; follow it one point at a time.",
      ask: [
        "What coordinate rule does this move follow?",
        "Which coordinate changes sign in a reflection over the y-axis?",
        "Did the shape change size? Which move did that?",
      ],
      misconception:
        "Mixing up the axes, for example changing the sign of x when reflecting over the x-axis, or adding the scale factor instead of multiplying. Ask them to sketch one point before and after the move.",
    },
  }),
  grade8({
    id: "m-8.g.a.4",
    standards: ["8.G.A.4"],
    prerequisites: ["m-8.g.a.2", "m-8.g.a.3"],
    name: "Similar by moving and resizing",
    description:
      "Decides whether one shape is a scaled copy of another by finding moves plus one enlargement or reduction that map it across, and names the scale factor.",
    lesson: {
      explanation:
        "Similar shapes have the same shape but may differ in size. One can be turned into the other with slides, flips and turns plus a dilation, a resize from a point. Matching angles stay equal, and every side length is multiplied by the same scale factor.",
      workedExample: {
        problem:
          "Rectangle R has corners (0, 0), (2, 0), (2, 1), (0, 1). Rectangle Q has corners (0, 0), (−6, 0), (−6, 3), (0, 3). Describe a sequence that takes R onto Q.",
        steps: [
          "R's sides are 2 and 1; Q's sides are 6 and 3. Both are 3 times longer, so the scale factor is 3.",
          "Dilate R by 3 from the origin: (0, 0), (6, 0), (6, 3), (0, 3).",
          "Q is on the left of the y-axis, so reflect over the y-axis.",
          "(0, 0), (−6, 0), (−6, 3), (0, 3): that is Q.",
        ],
        answer: "Dilate by a scale factor of 3 from the origin, then reflect over the y-axis.",
      },
    },
    coaching: {
      say: "Similar means a perfect zoom: the same shape, maybe a different size.",
      ask: [
        "How do you find the scale factor?",
        "Are all the sides multiplied by the same number?",
        "Would a reflection on its own be enough here? Why not?",
      ],
      misconception:
        "Calling shapes similar when the same amount is added to each side (2 → 4 and 1 → 3) instead of each side being multiplied by the same number. Ask them to divide each pair of matching sides.",
    },
  }),
  grade8({
    id: "m-8.g.a.5-parallel-lines",
    standards: ["8.G.A.5"],
    prerequisites: ["m-8.g.a.4", "m-7.g.b.5"],
    name: "Angles where a line crosses parallel lines",
    description:
      "Finds unknown angles where a transversal crosses two parallel lines, using equal corresponding and alternate angles and pairs that add to 180°, and explains why those angles are equal.",
    lesson: {
      explanation:
        "When a line called a transversal crosses two parallel lines, it makes the same set of angles at both crossings, because you could slide one crossing onto the other. Angles in matching positions (corresponding angles) are equal, and alternate interior angles, on opposite sides between the parallel lines, are equal too. Angles along a straight line add to 180°.",
      workedExample: {
        problem:
          "Two parallel lines are crossed by a transversal. One angle between the parallel lines is 115°. Find its alternate interior angle and the angle next to it on the same straight line.",
        steps: [
          "Alternate interior angles are equal, so that angle is 115°.",
          "Angles on a straight line add to 180°.",
          "180° − 115° = 65°.",
          "Every angle at both crossings is either 115° or 65°.",
        ],
        answer: "The alternate interior angle is 115°; the neighbouring angle is 65°.",
      },
    },
    coaching: {
      say: "Look for the two angle sizes that repeat; there are only two.",
      ask: [
        "Which angles would match if you slid one crossing onto the other?",
        "Which pairs make a straight line together?",
        "How would you know the two lines are really parallel?",
      ],
      misconception:
        "Assuming every pair of angles is equal, or using these facts when the lines are not parallel. Ask: 'Do these two angles look the same size, or do they make a straight line together?'",
    },
  }),
  grade8({
    id: "m-8.g.a.5-triangle-angles",
    standards: ["8.G.A.5"],
    prerequisites: ["m-8.g.a.5-parallel-lines"],
    name: "Triangle angles and exterior angles",
    description:
      "Uses the facts that a triangle's angles add to 180° and that an exterior angle equals the two opposite interior angles added together, and explains why using parallel lines.",
    lesson: {
      explanation:
        "Draw a line through one corner of a triangle, parallel to the opposite side. The three angles at that corner make a straight line, and they match the triangle's three angles as alternate angles, so the triangle's angles add to 180°. An exterior angle sits on a straight line with one interior angle, so it equals the other two interior angles added together.",
      workedExample: {
        problem:
          "Two angles of a triangle are 48° and 67°. Find the third angle and the exterior angle at the third corner.",
        steps: [
          "48° + 67° = 115°.",
          "Third angle: 180° − 115° = 65°.",
          "Exterior angle at that corner: 180° − 65° = 115°.",
          "Check: it equals the other two interior angles, 48° + 67° = 115°. ✓",
        ],
        answer: "The third angle is 65° and the exterior angle is 115°.",
      },
    },
    coaching: {
      say: "The three corners of any triangle fit together into a straight line. Let's see why.",
      ask: [
        "Why do the three angles make a straight line together?",
        "Which two angles does the exterior angle equal?",
        "Can a triangle have two obtuse angles? How do you know?",
      ],
      misconception:
        "Treating the exterior angle as a fourth angle of the triangle, or thinking it equals the interior angle beside it. Ask them to point to the straight line the exterior angle sits on.",
    },
  }),
  grade8({
    id: "m-8.g.a.5",
    standards: ["8.G.A.5"],
    prerequisites: ["m-8.g.a.5-triangle-angles"],
    name: "Two equal angles make similar triangles",
    description:
      "Decides whether two triangles are similar by finding two pairs of equal angles, explains why two angles are enough, and uses the similarity to find a missing side.",
    lesson: {
      explanation:
        "If two angles of one triangle equal two angles of another, the third angles match too, because each triangle's angles add to 180°. Triangles whose angles all match are similar: one is a scaled copy of the other. So checking two angles is enough.",
      workedExample: {
        problem:
          "Triangle ABC has angle A = 40°, angle B = 75° and AB = 6 cm. Triangle DEF has angle D = 40°, angle E = 75° and DE = 9 cm. Are they similar? If BC = 4 cm, how long is EF?",
        steps: [
          "Two pairs of angles match (40° and 75°), so the triangles are similar.",
          "Matching sides: AB with DE, so the scale factor is 9 ÷ 6 = 1.5.",
          "BC sits between angles B and C, so it matches EF, between E and F.",
          "EF = 4 × 1.5 = 6 cm.",
        ],
        answer: "Yes, they are similar, and EF = 6 cm.",
      },
    },
    coaching: {
      say: "Two angles tell you the shape of a triangle; a side then tells you its size.",
      ask: [
        "Why don't you need to check the third angle?",
        "Which side of DEF matches BC, and how do you know?",
        "How do you find the scale factor?",
      ],
      misconception:
        "Matching sides by where they sit on the page rather than by the equal angles at their ends. Ask: 'Which angles are at each end of this side?'",
    },
  }),

  // ---- Geometry: the Pythagorean Theorem (8.G.B) ----
  grade8({
    id: "m-8.g.b.6",
    standards: ["8.G.B.6"],
    prerequisites: ["m-7.g.b.6", "m-8.ee.a.2"],
    name: "Why the Pythagorean Theorem works",
    description:
      "Can show why a² + b² = c² holds for every right triangle using a picture of rearranged triangles, and uses the reverse fact to test whether a triangle has a right angle.",
    lesson: {
      explanation:
        "Place four copies of a right triangle with legs a and b inside a big square of side a + b, so that a tilted square of side c is left in the middle. Rearrange the same four triangles in the big square and the space left is two squares, a² and b². The leftover space is the same both times, so a² + b² = c². The converse works backwards: if a triangle's sides fit a² + b² = c², it has a right angle.",
      workedExample: {
        problem: "A triangle has sides 9 cm, 12 cm and 15 cm. Is it a right triangle?",
        steps: [
          "The longest side, 15 cm, would have to be the hypotenuse c.",
          "9² + 12² = 81 + 144 = 225.",
          "15² = 225.",
          "The two are equal, so by the converse the triangle has a right angle.",
        ],
        answer: "Yes, it is a right triangle, with the right angle opposite the 15 cm side.",
      },
    },
    coaching: {
      say: "This fact is thousands of years old, and you can see why it's true just by moving triangles around.",
      ask: [
        "Which side has to be c, and why?",
        "In the square picture, what space is left over each time?",
        "What would it mean if a² + b² came out bigger than c²?",
      ],
      misconception:
        "Testing with the longest side as a leg (9² + 15² against 12²), or adding the sides without squaring them (9 + 12 is not 15, so 'not right'). Ask them to name the longest side first.",
    },
  }),
  grade8({
    id: "m-8.g.b.7",
    standards: ["8.G.B.7"],
    prerequisites: ["m-8.g.b.6"],
    name: "Using the Pythagorean Theorem",
    description:
      "Finds a missing side of a right triangle with a² + b² = c² in real problems such as ladders and ramps, and inside boxes, where the longest diagonal needs the rule twice.",
    lesson: {
      explanation:
        "In a right triangle, the legs a and b and the longest side c (the hypotenuse) fit a² + b² = c². To find c, add the squares of the legs and take the square root. To find a leg, subtract instead: a² = c² − b². Inside a box you can use it twice: once across the floor, then up to the far top corner.",
      workedExample: {
        problem:
          "A box is 4 in long, 3 in wide and 12 in tall. How long is the longest straight stick that fits, from a bottom corner to the opposite top corner?",
        steps: [
          "Floor diagonal: 3² + 4² = 9 + 16 = 25, so it is √25 = 5 in.",
          "The floor diagonal and the 12 in height make a new right triangle.",
          "5² + 12² = 25 + 144 = 169.",
          "√169 = 13, so the stick is 13 in long.",
        ],
        answer: "13 inches",
      },
    },
    coaching: {
      say: "Find the right triangle first; the calculation is the easy part.",
      ask: [
        "Which side is the hypotenuse?",
        "Are you finding the hypotenuse or a leg: do you add or subtract?",
        "Where is the right triangle hiding in this picture?",
      ],
      misconception:
        "Adding the squares when the missing side is a leg, so the 'leg' comes out longer than the hypotenuse. Ask: 'Should this side be the longest one?'",
    },
  }),
  grade8({
    id: "m-8.g.b.8",
    standards: ["8.G.B.8"],
    prerequisites: ["m-8.g.b.7", "m-6.g.a.3"],
    name: "Distance between two points",
    description:
      "Measures the slanted distance between two points on a coordinate grid by making it the longest side of a right triangle and using a² + b² = c².",
    lesson: {
      explanation:
        "Two points that are not level with each other, or straight above each other, are joined by a slanted segment. Make that segment the hypotenuse of a right triangle: its legs are the horizontal and vertical distances between the points. Then use a² + b² = c².",
      workedExample: {
        problem: "Find the distance between (−2, 1) and (4, 9).",
        steps: [
          "Horizontal leg: 4 − (−2) = 6.",
          "Vertical leg: 9 − 1 = 8.",
          "6² + 8² = 36 + 64 = 100.",
          "Distance = √100 = 10.",
        ],
        answer: "10 units",
      },
    },
    coaching: {
      say: "Every slanted distance hides a right triangle; let's find it.",
      ask: [
        "How long is the horizontal leg? And the vertical one?",
        "Where is the right angle in your triangle?",
        "Why can't you just count grid squares along the slanted line?",
      ],
      misconception:
        "Subtracting across zero wrongly, or adding the legs instead of using squares. Ask them to count the horizontal leg on the grid.",
    },
  }),

  // ---- Geometry: volume (8.G.C) ----
  grade8({
    id: "m-8.g.c.9-cylinder",
    standards: ["8.G.C.9"],
    prerequisites: ["m-7.g.b.4", "m-7.g.b.6", "m-8.ee.a.2"],
    name: "Volume of a cylinder",
    description:
      "Finds the volume of a cylinder with V = πr²h and uses it in real problems, including working back from a volume to a missing height.",
    lesson: {
      explanation:
        "A cylinder is like a stack of identical circles. The area of the circle at the bottom is πr², so the volume is that area times the height: V = πr²h. Make sure you use the radius, which is half the diameter.",
      workedExample: {
        problem: "A soup can has a diameter of 8 cm and a height of 11 cm. Find its volume, using 3.14 for π.",
        steps: [
          "Radius = 8 ÷ 2 = 4 cm.",
          "Base area: 3.14 × 4² = 3.14 × 16 = 50.24 cm².",
          "Volume = 50.24 × 11 = 552.64 cm³.",
          "So the can holds about 553 cm³.",
        ],
        answer: "552.64 cm³, about 553 cm³",
      },
    },
    coaching: {
      say: "Picture a stack of coins: one coin's area times the height of the stack.",
      ask: [
        "Is the number you were given the radius or the diameter?",
        "What is the area of one circle slice?",
        "Why is volume measured in cubic units?",
      ],
      misconception:
        "Using the diameter in place of the radius, which makes the answer four times too big, or doubling r instead of squaring it. Ask: 'How far is it from the centre to the edge?'",
    },
  }),
  grade8({
    id: "m-8.g.c.9",
    standards: ["8.G.C.9"],
    prerequisites: ["m-8.g.c.9-cylinder"],
    name: "Volumes of cones and spheres",
    description:
      "Finds volumes of cones (V = ⅓πr²h) and spheres (V = 4/3 πr³), relates them to cylinders, and solves problems with combined shapes or a missing radius.",
    lesson: {
      explanation:
        "A cone holds exactly one third as much as a cylinder with the same base and height, so V = ⅓πr²h. A sphere's volume is V = 4/3 πr³, with the radius cubed. A ball that fits snugly in a cylinder fills two thirds of it. To find a radius from a sphere's volume you may need a cube root.",
      workedExample: {
        problem:
          "An ice-cream cone has radius 3 cm and height 10 cm, topped with a half-sphere of ice cream of radius 3 cm. Find the total volume in terms of π, then using 3.14.",
        steps: [
          "Cone: ⅓ × π × 3² × 10 = ⅓ × 90π = 30π cm³.",
          "Whole sphere: 4/3 × π × 3³ = 4/3 × 27π = 36π cm³.",
          "Half-sphere: 36π ÷ 2 = 18π cm³.",
          "Total: 30π + 18π = 48π ≈ 48 × 3.14 = 150.72 cm³.",
        ],
        answer: "48π cm³, about 151 cm³",
      },
    },
    coaching: {
      say: "Cones and spheres are cousins of the cylinder; compare them to it.",
      ask: [
        "Which formula has the one third in it, and why?",
        "Is the radius squared or cubed in this formula?",
        "What would happen to the sphere's volume if the radius doubled?",
      ],
      misconception:
        "Forgetting the ⅓ for a cone (using the cylinder formula), or squaring the radius in the sphere formula instead of cubing it. Ask them to say the power of r in each formula aloud.",
    },
  }),

  // ---- Statistics: patterns in paired data (8.SP) ----
  grade8({
    id: "m-8.sp.a.1",
    standards: ["8.SP.A.1"],
    prerequisites: ["m-6.ns.c.8"],
    name: "Scatter plots and their patterns",
    description:
      "Plots pairs of measurements as dots and says what the cloud of dots shows: whether one amount tends to rise or fall with the other, whether the trend is straight or curved, and which dots stand apart or bunch together.",
    lesson: {
      explanation:
        "A scatter plot shows pairs of numbers, like hours of sunshine and ice creams sold, as dots. If the dots tend to go up to the right, that is a positive association; down to the right is negative. Dots close to a straight line show a linear association. A dot far from the rest is an outlier, and tight groups of dots are clusters.",
      workedExample: {
        problem:
          "Hours of sunshine and ice creams sold on six days: (2, 20), (4, 38), (5, 45), (7, 66), (8, 74), (9, 15). Describe the pattern.",
        steps: [
          "Plot each pair with hours across and ice creams up.",
          "The first five dots rise to the right in a nearly straight line.",
          "That is a positive, linear association: more sunshine, more ice creams.",
          "(9, 15) sits far below the others, so it is an outlier; maybe the shop shut early.",
        ],
        answer: "A positive linear association, with one outlier at (9, 15).",
      },
    },
    coaching: {
      say: "A scatter plot asks one question: when one thing goes up, what does the other do?",
      ask: [
        "Which way do most of the dots go?",
        "Are they close to a straight line, or curved?",
        "Which dot doesn't fit, and what might explain it?",
      ],
      misconception:
        "Joining the dots in order like a line graph, or letting a single outlier decide the whole pattern. Ask them to cover the odd dot and describe the rest.",
    },
  }),
  grade8({
    id: "m-8.sp.a.2",
    standards: ["8.SP.A.2"],
    prerequisites: ["m-8.sp.a.1"],
    name: "Drawing a trend line",
    description:
      "Sketches a trend line through a scatter plot that looks roughly straight, and compares lines by how far the dots sit from them.",
    lesson: {
      explanation:
        "When a scatter plot looks roughly like a line, one straight line can sum up the trend. A good line follows the direction of the dots, has about as many dots above it as below, and passes close to most of them. The closer the dots are to the line, the better it fits.",
      workedExample: {
        problem:
          "Dots: (1, 3), (2, 5), (3, 6), (4, 9), (5, 10). Which fits better, line A: y = 2x + 1 or line B: y = x + 4?",
        steps: [
          "Line A predicts 3, 5, 7, 9, 11; the dots miss by 0, 0, 1, 0, 1.",
          "Line B predicts 5, 6, 7, 8, 9; the dots miss by 2, 1, 1, 1, 1.",
          "Line A's misses add to 2; line B's add to 6.",
          "Line A stays closer to the dots.",
        ],
        answer: "Line A, y = 2x + 1, fits better.",
      },
    },
    coaching: {
      say: "The line doesn't have to touch any dot; it just has to tell the trend honestly.",
      ask: [
        "Are there about as many dots above your line as below it?",
        "Which dots are farthest from the line?",
        "Does your line go in the same direction as the dots?",
      ],
      misconception:
        "Forcing the line through the first and last dots, or through (0, 0), even when it misses the middle of the data. Ask them to look at the gap between each dot and the line.",
    },
  }),
  grade8({
    id: "m-8.sp.a.3",
    standards: ["8.SP.A.3"],
    prerequisites: ["m-8.sp.a.2", "m-8.f.b.4"],
    name: "Predicting with a trend line",
    description:
      "Predicts with a trend line's equation and puts its two numbers into words, such as 'grows about 2.5 cm a day, starting from about 8 cm'.",
    lesson: {
      explanation:
        "A trend line's equation, y = mx + b, is a model of the data. The slope m says how much y changes, on average, for each 1 more of x. The intercept b is the predicted y when x is 0, which may or may not make sense in the story. Put in an x-value to predict y.",
      workedExample: {
        problem:
          "A trend line for a sunflower's height is h = 2.5d + 8, where h is the height in cm and d is days since it was planted out. What do 2.5 and 8 mean, and what height does the line predict on day 30?",
        steps: [
          "Slope 2.5: the plant grows about 2.5 cm per day.",
          "Intercept 8: it was about 8 cm tall when it was planted out (day 0).",
          "Day 30: h = 2.5 × 30 + 8 = 75 + 8 = 83.",
          "The line predicts a height of about 83 cm.",
        ],
        answer: "It grows about 2.5 cm a day from about 8 cm at the start; about 83 cm on day 30.",
      },
    },
    coaching: {
      say: "The numbers in the equation mean something; let's say them in words.",
      ask: [
        "What does the slope mean here, with its units?",
        "Does the intercept make sense in this story?",
        "Would you trust the line to predict far beyond the data? Why or why not?",
      ],
      misconception:
        "Describing the slope as a total instead of a rate ('it grew 2.5 cm'), or trusting predictions far outside the data. Ask them to include 'per day' when they explain the slope.",
    },
  }),
  grade8({
    id: "m-8.sp.a.4",
    standards: ["8.SP.A.4"],
    prerequisites: ["m-6.rp.a.3.c"],
    name: "Two-way tables",
    description:
      "Sorts survey answers into a two-way table, turns counts into row or column percents, and uses them to say whether two traits (like owning a pet and walking to school) tend to go together.",
    lesson: {
      explanation:
        "A two-way table counts people or things sorted two ways at once, such as owning a pet and how they get to school. Raw counts can mislead when the groups are different sizes, so turn each row into relative frequencies: each count divided by its row total. If the rows show very different percents, the two categories are associated.",
      workedExample: {
        problem:
          "Of 40 students with a pet, 30 walk to school. Of 60 students without a pet, 24 walk. Is walking to school associated with having a pet?",
        steps: [
          "Pet owners who walk: 30 ÷ 40 = 0.75 = 75%.",
          "Students without pets who walk: 24 ÷ 60 = 0.40 = 40%.",
          "75% and 40% are far apart.",
          "So in this group, pet owners are much more likely to walk to school.",
        ],
        answer: "Yes: 75% of pet owners walk, against 40% of the others, so the two are associated.",
      },
    },
    coaching: {
      say: "Percents let you compare groups of different sizes fairly.",
      ask: [
        "What is the total for each row?",
        "Why compare percents instead of the counts?",
        "What would the table look like if there were no association?",
      ],
      misconception:
        "Comparing raw counts from groups of different sizes, or dividing by the grand total instead of the row total. Ask 'out of how many?' for each percent.",
    },
  }),
];

/**
 * Grade-8 standards that cannot be practised on a screen. None: transformations are explored with
 * on-screen drag, flip and turn tools plus a virtual ruler and protractor (8.G.A.1), proofs are
 * practised by ordering and completing steps (8.G.B.6), and bivariate data comes as given sets.
 */
export const mathGrade8OffScreen: OffScreenStandard[] = [];
