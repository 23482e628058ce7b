import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Every grade-7 skill is a math skill; the helper fills in subject and grade. */
const g7 = (skill: Omit<SkillDefinition, "subject" | "grade">): SkillDefinition => ({
  subject: "math",
  grade: 7,
  ...skill,
});

/** Grade-7 math skills. Ids follow the convention in ../README.md. */
export const mathGrade7Skills: SkillDefinition[] = [
  // ---------------------------------------------------------------- Ratios and proportional relationships
  g7({
    id: "m-7.rp.a.1",
    strand: "fractions-ratios",
    standards: ["7.RP.A.1"],
    prerequisites: ["m-6.rp.a.2", "m-6.rp.a.3.b", "m-6.ns.a.1"],
    description:
      "Computes unit rates when the quantities are fractions, such as 1/2 mile in 1/4 hour (2 miles per hour), including rates that compare lengths, areas or other measures.",
    name: "Unit rates with fractions",
    lesson: {
      explanation:
        "A unit rate can come from fractions too. If you walk 1/2 mile every 1/4 hour, divide to find how far you go in 1 hour: 1/2 ÷ 1/4 = 2 miles per hour. Divide the first quantity by the second, and name both units in your answer.",
      workedExample: {
        problem:
          "A painter covers 3/4 of a wall in 1/3 of an hour. How many walls can she paint per hour at this pace?",
        steps: [
          "The rate is 3/4 wall for every 1/3 hour.",
          "For 1 hour, divide: 3/4 ÷ 1/3.",
          "Multiply by the reciprocal: 3/4 × 3 = 9/4.",
          "9/4 = 2 1/4.",
        ],
        answer: "2 1/4 walls per hour",
      },
    },
    coaching: {
      say: 'This is the same "how much for one?" question as before, now with fractions.',
      ask: [
        "Is the time in the story more or less than a whole hour?",
        "Should the amount for a full hour be more or less than the amount in the story? Why?",
        "Which quantity goes first in the division?",
      ],
      misconception:
        "Dividing in the wrong order (1/3 ÷ 3/4 = 4/9), which gives hours per wall. Ask whether the painter would do more or less in a full hour than in a third of an hour.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.rp.a.2.a",
    strand: "fractions-ratios",
    standards: ["7.RP.A.2", "7.RP.A.2.a"],
    prerequisites: ["m-7.rp.a.1", "m-6.rp.a.3.a"],
    description:
      "Decides whether two quantities are proportional by checking a table for equal ratios or seeing whether the graph is a straight line through the origin.",
    name: "Is it proportional?",
    lesson: {
      explanation:
        "Two quantities are proportional when one is always the same multiple of the other. In a table, divide y by x in every row: if you always get the same number, the relationship is proportional. On a graph, a proportional relationship is a straight line through (0, 0). A straight line that misses the origin is not proportional.",
      workedExample: {
        problem:
          "A climbing gym charges $20 to join plus $10 per visit: 1 visit costs $30, 2 visits $40, 3 visits $50. Is the total cost proportional to the number of visits?",
        steps: [
          "Divide cost by visits in each row: 30 ÷ 1 = 30, 40 ÷ 2 = 20, 50 ÷ 3 ≈ 16.7.",
          "The ratios are not all equal.",
          "Also, 0 visits would still cost $20, so the graph does not pass through (0, 0).",
        ],
        answer: "No, the cost is not proportional to the number of visits",
      },
    },
    coaching: {
      say: 'Proportional means "always the same multiple". We can test that with division or with a graph.',
      ask: [
        "What do you get when you divide y by x in each row?",
        "What would the cost be for no visits at all?",
        "Does the graph go through the origin?",
      ],
      misconception:
        "Calling any straight-line graph or steadily growing pattern proportional. Ask whether the line passes through (0, 0) and whether y ÷ x stays the same in every row.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.rp.a.2.b",
    strand: "fractions-ratios",
    standards: ["7.RP.A.2", "7.RP.A.2.b"],
    prerequisites: ["m-7.rp.a.2.a"],
    description:
      "Finds the constant of proportionality (the unit rate) in tables, graphs, equations, diagrams and word descriptions of proportional relationships.",
    name: "Finding the constant of proportionality",
    lesson: {
      explanation:
        "In a proportional relationship, y is always k times x. The number k is the constant of proportionality, and it is the unit rate: the value of y when x is 1. In a table, divide any y by its x. On a graph, read the y-value at x = 1. In an equation such as y = 4.5x, it is the number multiplying x.",
      workedExample: {
        problem:
          "At a farm stand, 2 lb of apples cost $5, 5 lb cost $12.50 and 8 lb cost $20. Find the constant of proportionality.",
        steps: [
          "Divide cost by pounds: 5 ÷ 2 = 2.5.",
          "Check another row: 12.50 ÷ 5 = 2.5.",
          "And the last: 20 ÷ 8 = 2.5.",
          "The constant is 2.5: apples cost $2.50 per pound.",
        ],
        answer: "k = 2.5, or $2.50 per pound",
      },
    },
    coaching: {
      say: "The constant of proportionality is the unit rate wearing a new name. It shows up in every form of the relationship.",
      ask: [
        "Which quantity did you divide by which?",
        "What does the constant mean in this situation?",
        "Where would you see it on the graph?",
      ],
      misconception:
        "Dividing x by y (2 ÷ 5 = 0.4), which gives pounds per dollar. Ask what the unit rate should describe here: dollars for one pound.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.rp.a.2.c",
    strand: "fractions-ratios",
    standards: ["7.RP.A.2", "7.RP.A.2.c"],
    prerequisites: ["m-7.rp.a.2.b", "m-6.ee.c.9"],
    description:
      "Writes an equation of the form y = kx, such as p = 6m, for a proportional relationship and uses it to find values.",
    name: "Writing y = kx equations",
    lesson: {
      explanation:
        "Every proportional relationship can be written as y = kx, where k is the constant of proportionality. First find k from a table, graph or description. Then write y on one side and k times x on the other. The equation lets you find any value quickly.",
      workedExample: {
        problem:
          "A printer prints 18 pages every 3 minutes. Write an equation for the number of pages p printed in m minutes, and find how many pages print in 25 minutes.",
        steps: [
          "Constant of proportionality: 18 ÷ 3 = 6 pages per minute.",
          "Equation: p = 6m.",
          "For 25 minutes: p = 6 × 25 = 150.",
        ],
        answer: "p = 6m; 150 pages in 25 minutes",
      },
    },
    coaching: {
      say: "Once we have the unit rate, the equation almost writes itself.",
      ask: [
        "What is the unit rate here?",
        "Which variable depends on the other?",
        "Does your equation give the right amount for a pair from the story?",
      ],
      misconception:
        "Writing the equation the wrong way round (m = 6p). Have your child test a pair they know from the problem in their equation.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.rp.a.2.d",
    strand: "fractions-ratios",
    standards: ["7.RP.A.2", "7.RP.A.2.d"],
    prerequisites: ["m-7.rp.a.2.c"],
    description:
      "Explains what a point (x, y) on the graph of a proportional relationship means in the situation, especially the points (0, 0) and (1, r), where r is the unit rate.",
    name: "Reading points on a proportional graph",
    lesson: {
      explanation:
        "Every point on the graph of a proportional relationship is a matching pair from the situation. The point (0, 0) means zero of one quantity goes with zero of the other. The point (1, r) shows the unit rate: r is how much y goes with one x. Any other point, such as (4, 30), tells you one particular pair.",
      workedExample: {
        problem:
          "A graph of a cyclist's ride shows time in hours across and distance in miles up. It passes through (1, 12) and (3, 36). What does each point mean?",
        steps: [
          "(1, 12): in 1 hour the cyclist rides 12 miles.",
          "So the unit rate is 12 miles per hour.",
          "(3, 36): in 3 hours the cyclist rides 36 miles.",
          "(0, 0): at the start, no time has passed and no distance has been covered.",
        ],
        answer:
          "(1, 12) shows the unit rate of 12 miles per hour; (3, 36) means 36 miles in 3 hours; (0, 0) is the start",
      },
    },
    coaching: {
      say: "Each point on the graph tells a tiny story. Let's read a few of them.",
      ask: [
        "Which number in the point is time, and which is distance?",
        "Which point shows the unit rate?",
        "Why must this graph pass through (0, 0)?",
      ],
      misconception:
        "Reading the coordinates the wrong way round. Ask your child to name each axis before reading any point.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.rp.a.3-tax-tip-discount",
    strand: "fractions-ratios",
    standards: ["7.RP.A.3"],
    prerequisites: ["m-7.rp.a.2.c", "m-6.rp.a.3.c"],
    description:
      "Solves multi-step percent problems about sales tax, tips, markups, discounts, commission and simple interest.",
    name: "Tax, tips and discounts",
    lesson: {
      explanation:
        "Many money problems are percent problems in disguise. A discount takes a percent off the price; tax, tips and markups add a percent on. Find the percent of the right amount, then subtract or add it. A shortcut: a 20% discount means you pay 80%, so multiply the price by 0.8.",
      workedExample: {
        problem:
          "A jacket costs $60. It is 25% off, and then 8% sales tax is added to the sale price. What is the final cost?",
        steps: [
          "25% of $60 is 0.25 × 60 = $15.",
          "Sale price: $60 − $15 = $45.",
          "Tax: 8% of $45 is 0.08 × 45 = $3.60.",
          "Final cost: $45 + $3.60 = $48.60.",
        ],
        answer: "$48.60",
      },
    },
    coaching: {
      say: "Shopping math is percent math. The key is knowing which amount each percent is taken from.",
      ask: [
        "Is this percent being added on or taken off?",
        "Which amount is the percent of: the original price or the new one?",
        "Is your final answer reasonable compared with the price you started with?",
      ],
      misconception:
        "Combining the percents into one (25% − 8% = 17% off, giving $49.80), or taking the tax on the original price. Ask which amount each percent applies to, one step at a time.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.rp.a.3",
    strand: "fractions-ratios",
    standards: ["7.RP.A.3"],
    prerequisites: ["m-7.rp.a.3-tax-tip-discount"],
    description:
      "Finds percent increase, percent decrease and percent error, always comparing the change with the original or actual amount.",
    name: "Percent increase, decrease and error",
    lesson: {
      explanation:
        "Percent change tells how big a change is compared with where you started. Find the amount of change, divide it by the original amount, and write the result as a percent. Percent error works the same way: divide the size of the mistake by the actual value. Always divide by the original or actual amount, not the new one.",
      workedExample: {
        problem: "A skate park had 80 visitors on Saturday and 100 on Sunday. What was the percent increase?",
        steps: ["Change: 100 − 80 = 20 visitors.", "Compare with the original amount: 20 ÷ 80 = 0.25.", "0.25 = 25%."],
        answer: "A 25% increase",
      },
    },
    coaching: {
      say: "The same change can be huge or tiny. Percent change tells us how big it is compared with where we began.",
      ask: [
        "What was the original amount?",
        "How big was the change?",
        "Would the percent be the same going back the other way? Why not?",
      ],
      misconception:
        "Dividing by the new amount (20 ÷ 100 = 20%). Ask which number we started from: that is the one to compare with.",
    },
    majorWork: true,
  }),

  // ---------------------------------------------------------------- The number system
  g7({
    id: "m-7.ns.a.1.a",
    strand: "number-system",
    standards: ["7.NS.A.1", "7.NS.A.1.a"],
    prerequisites: ["m-6.ns.c.5", "m-6.ns.c.6.a"],
    description:
      "Describes real situations where opposite amounts cancel out, like climbing 15 m and then descending 15 m, and knows a number plus its opposite is 0.",
    name: "Opposites make zero",
    lesson: {
      explanation:
        "When a quantity and its opposite are combined, they cancel out and the total is 0. If you walk 15 steps forward and then 15 steps back, you end where you started. In math, 15 + (−15) = 0. A number and its opposite are called additive inverses.",
      workedExample: {
        problem:
          "Zoe's savings start at $0. She deposits $35, then spends $35. Write this as an addition and find her balance.",
        steps: ["The deposit is +35.", "Spending is −35.", "35 + (−35) = 0."],
        answer: "35 + (−35) = 0, so her balance is back to $0",
      },
    },
    coaching: {
      say: "Opposites cancel each other out. That simple idea is the key to adding negative numbers.",
      ask: [
        "What is the opposite of this amount?",
        "Can you think of another situation where two things cancel out?",
        "What happens if the amounts are not exactly opposite?",
      ],
      misconception:
        'Thinking a number plus its opposite is big because both numbers are "big". Model it on a number line, or with plus and minus counters that cancel in pairs.',
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.1.b",
    strand: "number-system",
    standards: ["7.NS.A.1", "7.NS.A.1.b"],
    prerequisites: ["m-7.ns.a.1.a", "m-6.ns.c.7.c"],
    description:
      "Adds positive and negative numbers by thinking of p + q as a move of |q| from p on the number line: right if q is positive, left if q is negative.",
    name: "Adding positive and negative numbers",
    lesson: {
      explanation:
        "To add on a number line, start at the first number. Adding a positive number moves you right; adding a negative number moves you left, by the size of the number. So −3 + 7 starts at −3 and moves 7 right to 4. When the signs differ, you can also subtract the sizes and keep the sign of the number with the bigger size.",
      workedExample: {
        problem: "A diver is at −12 meters. She rises 5 meters, then dives 8 meters deeper. Where is she now?",
        steps: [
          "Start at −12.",
          "Rising 5 is adding +5: move 5 right to −7.",
          "Diving 8 deeper is adding −8: move 8 left to −15.",
        ],
        answer: "−15 meters",
      },
    },
    coaching: {
      say: "Adding signed numbers is just moving along the number line. The sign tells us which way to go.",
      ask: [
        "Which way do you move for this number, and how far?",
        "Where do you end up after each move?",
        "Will the answer be positive or negative? How can you tell before calculating?",
      ],
      misconception:
        'Adding the sizes and ignoring the signs (−12 + 5 = −17). Have your child show each move on a number line, saying "left" or "right" aloud.',
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.1.c",
    strand: "number-system",
    standards: ["7.NS.A.1", "7.NS.A.1.c"],
    prerequisites: ["m-7.ns.a.1.b", "m-6.ns.c.7.c"],
    description:
      "Subtracts positive and negative numbers by adding the opposite (p − q = p + (−q)), and finds the distance between two numbers as the absolute value of their difference.",
    name: "Subtracting by adding the opposite",
    lesson: {
      explanation:
        "Subtracting a number is the same as adding its opposite: 5 − 8 = 5 + (−8) = −3, and 4 − (−6) = 4 + 6 = 10. Taking away a negative makes the result bigger. The distance between two numbers on a number line is the absolute value of their difference, so the distance from −3 to 5 is |5 − (−3)| = 8.",
      workedExample: {
        problem: "The temperature was −4 °C at dawn and 9 °C at noon. By how many degrees did it rise?",
        steps: ["The rise is noon minus dawn: 9 − (−4).", "Subtracting −4 is the same as adding 4.", "9 + 4 = 13."],
        answer: "13 degrees",
      },
    },
    coaching: {
      say: "Every subtraction can be turned into an addition. Then we can use what we already know.",
      ask: [
        "Can you rewrite this subtraction as an addition?",
        "Why does subtracting a negative make the answer bigger?",
        "How far apart are the two numbers on a number line or thermometer?",
      ],
      misconception:
        "Changing the sign of the wrong number, or of both. Check by counting the distance between the two numbers on a number line or thermometer.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.1.d",
    strand: "number-system",
    standards: ["7.NS.A.1", "7.NS.A.1.d"],
    prerequisites: ["m-7.ns.a.1.c", "m-5.nf.a.1", "m-6.ns.b.3-add-subtract"],
    description:
      "Adds and subtracts positive and negative fractions and decimals, using properties such as reordering and regrouping to make calculations easier.",
    name: "Smart ways to add and subtract signed numbers",
    lesson: {
      explanation:
        "The rules for adding and subtracting signed numbers work for fractions and decimals too. Turn each subtraction into adding the opposite. Then you can add in any order. Put together the numbers that are easy to add, like opposites, or fractions that have the same denominator. It makes long sums quick and cuts down on mistakes.",
      workedExample: {
        problem: "Find 2/3 + (−5/4) − (−1/3).",
        steps: [
          "Turn the subtraction into adding the opposite: 2/3 + (−5/4) + 1/3.",
          "Add the thirds first: 2/3 + 1/3 = 1.",
          "That leaves 1 + (−5/4), which is 4/4 − 5/4.",
          "4/4 − 5/4 = −1/4.",
        ],
        answer: "−1/4",
      },
    },
    coaching: {
      say: "When every subtraction becomes an addition, we can move numbers around freely and pair up the easy ones.",
      ask: [
        "Can you turn every subtraction into an addition first?",
        "Which numbers are easiest to combine first?",
        "Will the answer be positive or negative?",
      ],
      misconception:
        "Moving a number to a new place without its sign, so a subtracted number ends up being added. Have your child rewrite every subtraction as adding the opposite before reordering.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.2.a",
    strand: "number-system",
    standards: ["7.NS.A.2", "7.NS.A.2.a"],
    prerequisites: ["m-7.ns.a.1.d"],
    description:
      "Multiplies positive and negative numbers, including fractions and decimals, and can explain why a negative times a negative is positive.",
    name: "Multiplying positive and negative numbers",
    lesson: {
      explanation:
        "A positive times a negative is negative: 3 × (−4) means three groups of −4, which is −12. A negative times a negative is positive. Here's why: −3 × (4 + (−4)) must be 0, and −3 × 4 = −12, so −3 × (−4) must be +12 to cancel it. Same signs give a positive product; different signs give a negative one.",
      workedExample: {
        problem:
          "The water in a tank drops 1.5 cm every hour, a change of −1.5 cm per hour. How did the water level 4 hours ago compare with now?",
        steps: [
          "Change per hour: −1.5 cm.",
          "Going back 4 hours in time: −4 hours.",
          "(−4) × (−1.5) = +6, because both signs are negative.",
          "The level was 6 cm higher 4 hours ago.",
        ],
        answer: "It was 6 cm higher",
      },
    },
    coaching: {
      say: "The sign rules for multiplying aren't arbitrary; they keep the math consistent. The tank story shows why.",
      ask: [
        "Are the signs the same or different?",
        "Does the sign of your answer make sense in the story?",
        "What happens to the sign if you multiply three negative numbers?",
      ],
      misconception:
        'Using "two negatives make a positive" for addition too. Ask your child whether the problem is adding or multiplying before choosing a sign rule.',
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.2.b",
    strand: "number-system",
    standards: ["7.NS.A.2", "7.NS.A.2.b"],
    prerequisites: ["m-7.ns.a.2.a"],
    description:
      "Divides integers (never by zero) with the same sign rules as multiplication, and knows that −(p/q), (−p)/q and p/(−q) are the same number.",
    name: "Dividing positive and negative numbers",
    lesson: {
      explanation:
        "Division follows the same sign rules as multiplication, because every division can be checked by multiplying. So −20 ÷ 4 = −5, since 4 × (−5) = −20, and −20 ÷ (−4) = 5. A fraction with one negative sign is negative wherever the sign sits: −(3/4), (−3)/4 and 3/(−4) are all equal. Dividing by zero is never allowed.",
      workedExample: {
        problem: "A share price changed by −$18 over 6 days, by the same amount each day. What was the change per day?",
        steps: [
          "Divide the total change by the number of days: −18 ÷ 6.",
          "The signs are different, so the answer is negative.",
          "18 ÷ 6 = 3, so the answer is −3.",
          "Check: 6 × (−3) = −18.",
        ],
        answer: "−$3 per day",
      },
    },
    coaching: {
      say: "Division is multiplication backwards, so the sign rules carry over.",
      ask: [
        "What multiplication would check this division?",
        "Are the signs the same or different?",
        "Why can't we divide by zero?",
      ],
      misconception:
        "Thinking a minus sign on the top and a minus sign on the bottom give different numbers. Have your child work out both as decimals (each is −0.75) or check each by multiplying back.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.2.c",
    strand: "number-system",
    standards: ["7.NS.A.2", "7.NS.A.2.c"],
    prerequisites: ["m-7.ns.a.2.b", "m-6.ns.a.1", "m-5.nf.b.4.a"],
    description:
      "Multiplies and divides positive and negative fractions and decimals, using properties such as reordering and regrouping factors to simplify the work.",
    name: "Smart ways to multiply and divide signed numbers",
    lesson: {
      explanation:
        "You can multiply numbers in any order and group them any way you like, so put together the ones that are easy to combine. Decide the sign first: count the negative factors. An even count gives a positive answer, and an odd count gives a negative one. Dividing by a fraction is still multiplying by its reciprocal, with the same sign rules.",
      workedExample: {
        problem: "Find (−3/4) × 7 × (−8).",
        steps: [
          "There are two negative factors, an even number, so the answer is positive.",
          "Group the easy pair first: 3/4 × 8 = 6.",
          "Then 6 × 7 = 42.",
        ],
        answer: "42",
      },
    },
    coaching: {
      say: "Sort out the sign first, then look for the friendliest order to multiply.",
      ask: [
        "How many negative factors are there?",
        "Which two numbers are easiest to multiply first?",
        "How would you divide by a negative fraction?",
      ],
      misconception:
        "Tracking the sign step by step and losing it along the way. Have your child decide the sign first by counting negatives, then work only with the sizes.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.2.d",
    strand: "number-system",
    standards: ["7.NS.A.2", "7.NS.A.2.d"],
    prerequisites: ["m-6.ns.b.3", "m-5.nf.b.3"],
    description:
      "Changes a fraction to a decimal with long division, and knows that the decimal either ends or repeats a pattern forever.",
    name: "Fractions to decimals: ending or repeating",
    lesson: {
      explanation:
        "A fraction is a division: 3/8 means 3 ÷ 8. Use long division, writing zeros after the decimal point as needed. Either a remainder of 0 appears and the decimal ends, like 0.375, or a remainder comes back and the digits repeat forever, like 0.272727... Repeating digits are shown with a bar over them.",
      workedExample: {
        problem: "Write 5/6 as a decimal.",
        steps: [
          "Divide 5 by 6, writing 5 as 5.000.",
          "50 ÷ 6 = 8 remainder 2.",
          "20 ÷ 6 = 3 remainder 2.",
          "The remainder 2 keeps coming back, so the 3 repeats forever.",
        ],
        answer: "0.8333..., written 0.83 with a bar over the 3",
      },
    },
    coaching: {
      say: "Every fraction is a division waiting to happen. Long division shows whether its decimal stops or repeats.",
      ask: [
        "What division does this fraction stand for?",
        "Have you seen this remainder before?",
        "How do you know whether the decimal ends or repeats?",
      ],
      misconception:
        "Writing the digits of the fraction as a decimal (5/6 as 5.6 or 0.56). Ask whether the fraction is less than one; if so, its decimal must start with zero.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ns.a.3",
    strand: "number-system",
    standards: ["7.NS.A.3"],
    prerequisites: ["m-7.ns.a.1.d", "m-7.ns.a.2.c", "m-7.ns.a.2.d", "m-6.ns.b.3", "m-4.oa.a.3"],
    description:
      "Solves real-world and mathematical problems with all four operations on positive and negative whole numbers, fractions and decimals.",
    name: "Problems with all kinds of numbers",
    lesson: {
      explanation:
        "Real problems mix positive and negative numbers, fractions and decimals. Decide what each number means and whether it should be positive or negative. Choose the operations, then calculate carefully using the sign rules. Finally, check whether the answer makes sense in the story.",
      workedExample: {
        problem:
          "A hiker starts 150 m above sea level. She descends 40 m per hour for 3 hours, then climbs back up 1/4 of the height she lost. What is her final elevation?",
        steps: [
          "Descent: 3 × (−40) = −120 m.",
          "Elevation after descending: 150 + (−120) = 30 m.",
          "She climbs back 1/4 of 120 m: 120 ÷ 4 = 30 m.",
          "Final elevation: 30 + 30 = 60 m.",
        ],
        answer: "60 meters above sea level",
      },
    },
    coaching: {
      say: "The hard part of a word problem is deciding what the numbers mean. Once that's clear, the calculating is familiar.",
      ask: [
        "What does each number mean, and should it be positive or negative?",
        "Which operation does each step need?",
        "Does your answer make sense in the story?",
      ],
      misconception:
        "Losing a sign partway through, treating a drop as a rise. Ask your child to say what each number stands for and whether it moves the hiker up or down.",
    },
    majorWork: true,
  }),

  // ---------------------------------------------------------------- Expressions and equations
  g7({
    id: "m-7.ee.a.1-combine",
    strand: "operations-algebra",
    standards: ["7.EE.A.1"],
    prerequisites: ["m-6.ee.a.3", "m-6.ee.a.4", "m-7.ns.a.1.d"],
    description:
      "Adds and subtracts linear expressions with negative, fraction or decimal coefficients by combining like terms, e.g. (3x − 5) − (x − 2) = 2x − 3.",
    name: "Combining like terms with signed numbers",
    lesson: {
      explanation:
        "Like terms have the same variable part, such as 4x and −1.5x. Combine them by adding their coefficients, using the rules for signed numbers. When you subtract an expression in parentheses, subtract every term inside: −(x − 2) becomes −x + 2. Constant terms combine with other constant terms.",
      workedExample: {
        problem: "Simplify (3x − 5) − (x − 2).",
        steps: [
          "Subtract each term of the second group: 3x − 5 − x + 2.",
          "Group like terms: (3x − x) + (−5 + 2).",
          "3x − x = 2x.",
          "−5 + 2 = −3.",
        ],
        answer: "2x − 3",
      },
    },
    coaching: {
      say: "Tidying an expression means putting like things together. The signs come along with their terms.",
      ask: [
        "Which terms are like terms?",
        "What happens to each term inside the parentheses when you subtract them?",
        "If the letter is zero, do the original and your answer give the same value?",
      ],
      misconception:
        "Subtracting only the first term in the parentheses. Testing zero for the letter in both shows the slip.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ee.a.1",
    strand: "operations-algebra",
    standards: ["7.EE.A.1"],
    prerequisites: ["m-7.ee.a.1-combine", "m-7.ns.a.2.a"],
    description:
      "Expands and factors linear expressions with rational coefficients using the distributive property, e.g. −2(3x − 4) = −6x + 8 and 6x − 9 = 3(2x − 3).",
    name: "Expanding and factoring expressions",
    lesson: {
      explanation:
        "To expand, multiply the number outside the parentheses by every term inside, minding the signs: −2(3x − 4) = −6x + 8. To factor, find a number that divides every term and write it outside: 6x − 9 = 3(2x − 3). Expanding and factoring undo each other, so you can check one with the other.",
      workedExample: {
        problem: "Expand and simplify 4 − 3(2a − 5).",
        steps: [
          "Multiplication comes before subtraction, so start with −3(2a − 5).",
          "Multiply −3 by each term inside: −3 × 2a = −6a and −3 × (−5) = +15.",
          "Now there is 4 − 6a + 15.",
          "Combine the constants: 4 + 15 = 19.",
        ],
        answer: "19 − 6a",
      },
    },
    coaching: {
      say: "Expanding and factoring are two directions of the same property. One can always check the other.",
      ask: [
        "What is the number outside the parentheses, including its sign?",
        "What do you get when a negative multiplies a negative?",
        "Can you factor your answer back into the original form?",
      ],
      misconception:
        "Subtracting before multiplying, or dropping the sign in front of the parentheses. Ask which comes first, multiplying or subtracting, then have your child circle the multiplier with its sign.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ee.a.2",
    strand: "operations-algebra",
    standards: ["7.EE.A.2"],
    prerequisites: ["m-7.ee.a.1", "m-7.rp.a.3-tax-tip-discount"],
    description:
      "Rewrites an expression in a different form to see how the quantities relate, e.g. recognizing that a price plus 6% tax, p + 0.06p, is the same as 1.06p.",
    name: "Rewriting to understand a problem",
    lesson: {
      explanation:
        "The same quantity can be written in different ways, and each way can tell you something new. A price plus 6% tax is p + 0.06p, and combining like terms gives 1.06p: the total is 106% of the price. Writing a perimeter as 2(l + w) shows it is double the length plus the width. Rewriting is a tool for seeing a problem clearly.",
      workedExample: {
        problem:
          "A store marks every price down by 15%. Write the sale price of an item that costs p dollars in two ways, and say what each way shows.",
        steps: [
          "The discount is 0.15p, so the sale price is p − 0.15p.",
          "Combine like terms: 1p − 0.15p = 0.85p.",
          "p − 0.15p shows the discount being taken off.",
          "0.85p shows that you pay 85% of the original price.",
        ],
        answer: "p − 0.15p = 0.85p: you pay 85% of the price",
      },
    },
    coaching: {
      say: "Writing the same thing a different way can make a problem suddenly easy to understand.",
      ask: [
        "What does each part of the expression stand for?",
        "What does the new form tell you that the first one didn't?",
        "How could you use one multiplication to find a sale price quickly?",
      ],
      misconception:
        "Taking off the percent as cents instead of as a part of the price (p − 0.15). Ask: a percent of what? The discount depends on the price, so it must contain p.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ee.b.3",
    strand: "operations-algebra",
    standards: ["7.EE.B.3"],
    prerequisites: ["m-7.ns.a.3", "m-7.rp.a.3-tax-tip-discount"],
    description:
      "Solves multi-step problems with positive and negative numbers in any form (whole numbers, fractions, decimals, percents), converting between forms as needed and checking answers with estimation.",
    name: "Multi-step problems and estimation",
    lesson: {
      explanation:
        "Real problems often mix forms: a fraction here, a percent there, a price in dollars and cents. Change them into whichever form is easiest to work with. Solve step by step, then estimate to check: round the numbers and see whether your answer is in the right neighborhood.",
      workedExample: {
        problem:
          "Sam earns $14.50 an hour and gets a 10% raise. Then he works a 3 1/2-hour shift. How much does he earn for that shift?",
        steps: [
          "The raise is 10% of $14.50, which is $1.45.",
          "New rate: $14.50 + $1.45 = $15.95 per hour.",
          "Write 3 1/2 as 3.5: 15.95 × 3.5 = 55.825.",
          "Round to the nearest cent: $55.83.",
          "Estimate: about $16 × 3.5 = $56, so the answer is reasonable.",
        ],
        answer: "$55.83",
      },
    },
    coaching: {
      say: "A quick estimate is a safety net. It catches big mistakes before they matter.",
      ask: [
        "Which form is easiest to use for each number?",
        "What is your estimate before calculating exactly?",
        "Is your exact answer close to the estimate?",
      ],
      misconception:
        "Accepting an answer that is off by a factor of ten after a misplaced decimal point. Ask for a rough estimate first, and compare it with the final answer.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ee.b.4.a-two-step",
    strand: "operations-algebra",
    standards: ["7.EE.B.4", "7.EE.B.4.a"],
    prerequisites: ["m-6.ee.b.6", "m-6.ee.b.7", "m-7.ns.a.3"],
    description:
      "Writes and solves equations of the form px + q = r, with positive, negative, fraction or decimal numbers, to answer word problems.",
    name: "Solving two-step equations",
    lesson: {
      explanation:
        "In a two-step equation such as 3x + 7 = 25, the variable was multiplied and then had a number added. Undo the steps in reverse order: first subtract 7 from both sides, then divide both sides by 3. Check by putting your answer back into the original equation.",
      workedExample: {
        problem:
          "A phone plan costs $15 a month plus $0.05 per text. Last month's bill was $22.40. How many texts were sent?",
        steps: [
          "Let t = the number of texts: 0.05t + 15 = 22.40.",
          "Subtract 15 from both sides: 0.05t = 7.40.",
          "Divide both sides by 0.05: t = 148.",
          "Check: 0.05 × 148 + 15 = 7.40 + 15 = 22.40.",
        ],
        answer: "148 texts",
      },
    },
    coaching: {
      say: "Solving is unwrapping: undo the last thing that was done first.",
      ask: [
        "What was done to the variable, and in what order?",
        "Which step do you undo first, and why?",
        "Does your answer work when you put it back in?",
      ],
      misconception:
        "Dividing only part of the equation, before undoing the addition. Have your child undo the addition or subtraction first and check by substituting.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ee.b.4.a",
    strand: "operations-algebra",
    standards: ["7.EE.B.4", "7.EE.B.4.a"],
    prerequisites: ["m-7.ee.b.4.a-two-step", "m-7.ee.a.1"],
    description:
      "Solves equations of the form p(x + q) = r fluently, and chooses between this form and px + q = r when modelling a word problem.",
    name: "Equations with parentheses",
    lesson: {
      explanation:
        "An equation like 4(x + 3) = 36 says that 4 groups of (x + 3) make 36. One way to solve it: divide both sides by 4 to get x + 3 = 9, then subtract 3 to get x = 6. Another way: expand to 4x + 12 = 36 and solve that two-step equation. Both ways give the same answer, so pick the easier one.",
      workedExample: {
        problem:
          "Five friends each buy a movie ticket and a $2 drink. Altogether they spend $72.50. How much is one ticket?",
        steps: [
          "Let t = the price of one ticket. Each friend spends t + 2.",
          "Equation: 5(t + 2) = 72.50.",
          "Divide both sides by 5: t + 2 = 14.50.",
          "Subtract 2 from both sides: t = 12.50.",
        ],
        answer: "$12.50",
      },
    },
    coaching: {
      say: "Parentheses in an equation usually mean equal groups. Spotting the groups is half the solution.",
      ask: [
        "Why does this equation need parentheses?",
        "Would you rather divide first or expand first? Why?",
        "How can you check the answer against the story?",
      ],
      misconception:
        "Expanding only part of the parentheses, multiplying the first term and not the second. Ask how much five drinks cost in the story.",
    },
    majorWork: true,
  }),
  g7({
    id: "m-7.ee.b.4.b",
    strand: "operations-algebra",
    standards: ["7.EE.B.4", "7.EE.B.4.b"],
    prerequisites: ["m-7.ee.b.4.a", "m-6.ee.b.8", "m-6.ee.b.6"],
    description:
      "Writes and solves inequalities such as px + q > r in word problems, graphs the solutions on a number line, and explains what they mean in the situation.",
    name: "Solving and graphing two-step inequalities",
    lesson: {
      explanation:
        "Solve an inequality the way you solve an equation, with one big difference. If you multiply or divide both sides by a negative number, flip the inequality sign. Show the answers on a number line: an open circle for < or >, and a closed circle for ≤ or ≥. Then check which answers make sense in the story.",
      workedExample: {
        problem: "You have $50 to buy a $14 hat and some $4.50 pins. How many pins can you buy?",
        steps: [
          "Let p = the number of pins: 4.50p + 14 ≤ 50.",
          "Subtract 14 from both sides: 4.50p ≤ 36.",
          "Divide both sides by 4.50: p ≤ 8.",
          "Graph a closed circle at 8, shaded to the left; only whole numbers of pins from 0 to 8 make sense.",
        ],
        answer: "At most 8 pins (p ≤ 8)",
      },
    },
    coaching: {
      say: 'Inequalities answer questions like "how many can I afford?", where a whole range of answers works.',
      ask: [
        'Which symbol matches "at most" or "no more than"?',
        "Did you multiply or divide by a negative number? What happens then?",
        "Which values on your graph make sense in the story?",
      ],
      misconception:
        "Forgetting to flip the inequality sign when dividing by a negative number. Have your child test a number from their answer in the original inequality.",
    },
    majorWork: true,
  }),

  // ---------------------------------------------------------------- Geometry
  g7({
    id: "m-7.g.a.1",
    strand: "geometry",
    standards: ["7.G.A.1"],
    prerequisites: ["m-6.g.a.1", "m-7.rp.a.2.b"],
    description:
      "Uses a scale drawing or map to find actual lengths and areas, and redraws a figure at a different scale.",
    name: "Scale drawings and maps",
    lesson: {
      explanation:
        "A scale drawing shows a real object with every length multiplied by the same number. A scale such as 1 cm : 2 m means each centimeter on the drawing stands for 2 meters. Lengths change by the scale factor, but areas change by the factor times itself. So if lengths are 3 times bigger, areas are 9 times bigger.",
      workedExample: {
        problem:
          "On a floor plan with the scale 1 cm : 2 m, a bedroom measures 2.5 cm by 2 cm. What is the real area of the bedroom?",
        steps: ["Real length: 2.5 × 2 = 5 m.", "Real width: 2 × 2 = 4 m.", "Real area: 5 × 4 = 20 square meters."],
        answer: "20 square meters",
      },
    },
    coaching: {
      say: "A scale is a ratio. Every length on the plan is scaled the same way.",
      ask: [
        "What does 1 cm on the drawing stand for?",
        "Did you change the lengths to real lengths before finding the area?",
        "If the drawing were made twice as big, what would happen to its area?",
      ],
      misconception:
        "Scaling the drawing's area once by the scale factor (5 cm² × 2 = 10 m²) instead of scaling both lengths. Have your child convert each length first, then multiply.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.a.2",
    strand: "geometry",
    standards: ["7.G.A.2"],
    prerequisites: ["m-4.md.c.6"],
    description:
      "Draws shapes with given conditions using on-screen rulers and protractors, and decides whether given side lengths or angles make exactly one triangle, more than one, or none.",
    name: "Which triangles can you build?",
    lesson: {
      explanation:
        "Not every set of measurements makes a triangle. For three side lengths, the two shorter sides must add up to more than the longest side, or their ends can't meet. Three angles must add up to 180°, and then they make many triangles of the same shape in different sizes. Three side lengths that work make exactly one triangle.",
      workedExample: {
        problem: "Can you build a triangle with sides of 4 cm, 5 cm and 10 cm? What about 4 cm, 5 cm and 8 cm?",
        steps: [
          "Add the two shorter sides: 4 + 5 = 9.",
          "9 is less than 10, so the short sides can't reach each other: no triangle.",
          "For 4, 5 and 8: 4 + 5 = 9, which is more than 8.",
          "So exactly one triangle can be built.",
        ],
        answer: "4, 5 and 10 cm: no triangle; 4, 5 and 8 cm: exactly one triangle",
      },
    },
    coaching: {
      say: "Some measurements fit together into a triangle and some just can't. Let's test before we draw.",
      ask: [
        "What happens when you try to join the two short sides?",
        "Do the two shorter sides add up to more than the longest one?",
        "If you know only the three angles, how many different triangles could you draw?",
      ],
      misconception:
        "Believing any three lengths make a triangle, or that three angles fix one exact triangle. Let your child try it with the on-screen ruler and protractor: the sides fail to meet, or the same angles give a bigger copy.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.a.3",
    strand: "geometry",
    standards: ["7.G.A.3"],
    prerequisites: ["m-6.g.a.4"],
    description:
      "Describes the flat shapes made by slicing rectangular prisms and pyramids, such as rectangles, triangles and trapezoids.",
    name: "Slicing 3D shapes",
    lesson: {
      explanation:
        "When you slice straight through a 3D shape, the cut face is a flat shape called a cross-section. Slice a box parallel to its base and you get a rectangle the same size as the base. Slice a square pyramid parallel to its base and you get a smaller square. Slicing straight down or at a slant can make other shapes, such as triangles or trapezoids.",
      workedExample: {
        problem:
          "A square pyramid is sliced straight down through its top point, at right angles to the base, cutting the base into two equal halves. What shape is the cross-section?",
        steps: [
          "The cut passes through the top point (the apex).",
          "At the bottom, it runs straight across the square base from one edge to the opposite edge.",
          "The cut face has one edge along the base and two edges that meet at the apex.",
        ],
        answer: "A triangle",
      },
    },
    coaching: {
      say: "Imagine cutting a block of cheese: the face you cut is the cross-section.",
      ask: [
        "Which way does the slice go: parallel to the base, or straight down?",
        "Which edges or corners does the slice pass through?",
        "How would the shape change if you sliced nearer the top?",
      ],
      misconception:
        "Thinking a slice always has the same shape as the base (always a square for a square pyramid). Ask your child to trace where the cut meets each face of the shape.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.b.4-circumference",
    strand: "geometry",
    standards: ["7.G.B.4"],
    prerequisites: ["m-6.g.a.1", "m-6.ns.b.3-multiply"],
    description:
      "Finds the circumference of a circle from its radius or diameter with C = πd or C = 2πr, and works backwards from a circumference to the diameter.",
    name: "Circumference of a circle",
    lesson: {
      explanation:
        "The circumference is the distance around a circle. For every circle, the circumference divided by the diameter is the same number, called pi (π), which is about 3.14. So C = π × d, or C = 2 × π × r, because the diameter is twice the radius. If you know the circumference, divide by π to find the diameter.",
      workedExample: {
        problem:
          "A bike wheel has a diameter of 60 cm. How far does the bike roll in one full turn of the wheel? Use 3.14 for π.",
        steps: ["One full turn rolls out the circumference.", "C = π × d = 3.14 × 60.", "3.14 × 60 = 188.4."],
        answer: "About 188.4 cm",
      },
    },
    coaching: {
      say: "Pi connects the distance across a circle to the distance around it, for every circle there is.",
      ask: [
        "Is the length you were given the radius or the diameter?",
        "Why does one turn of the wheel cover the circumference?",
        "About how many diameters fit around a circle?",
      ],
      misconception:
        "Using the radius in C = πd (or the diameter in C = 2πr), giving half or double the answer. Ask whether the given length goes all the way across the circle or only to the center.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.b.4",
    strand: "geometry",
    standards: ["7.G.B.4"],
    prerequisites: ["m-7.g.b.4-circumference"],
    description:
      "Finds the area of a circle with A = πr², solves problems with it, and explains informally why cutting a circle into thin slices and rearranging them gives about π × r × r.",
    name: "Area of a circle",
    lesson: {
      explanation:
        "Cut a circle into many thin slices and lay them head to tail: they form a shape close to a rectangle. Its height is the radius r, and its length is half the circumference, π × r. So the area is π × r × r, written A = πr². Square the radius first, then multiply by π.",
      workedExample: {
        problem: "A round pizza has a diameter of 14 inches. What is its area? Use 22/7 for π.",
        steps: [
          "The radius is half the diameter: 14 ÷ 2 = 7 inches.",
          "Square the radius: 7 × 7 = 49.",
          "Multiply by π: 49 × 22/7 = 154.",
        ],
        answer: "About 154 square inches",
      },
    },
    coaching: {
      say: "Circumference measures around the circle; area measures everything inside. They use different formulas.",
      ask: [
        "What is the radius here?",
        "Why does the formula use the radius squared?",
        "Why is the answer in square inches?",
      ],
      misconception:
        "Doubling the radius instead of squaring it, or using the diameter in place of the radius. Ask which formula measures around the circle and which measures the inside.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.b.5",
    strand: "geometry",
    standards: ["7.G.B.5"],
    prerequisites: ["m-4.md.c.7", "m-6.ee.b.7"],
    description:
      "Uses facts about supplementary, complementary, vertical and adjacent angles to write and solve equations for an unknown angle in a figure.",
    name: "Finding missing angles",
    lesson: {
      explanation:
        "Some angle pairs have known totals. Complementary angles add to 90°, supplementary angles add to 180°, and adjacent angles add up to the angle they make together. Vertical angles, opposite each other where two lines cross, are equal. Write an equation using the right fact, then solve it.",
      workedExample: {
        problem:
          "Two angles together make a straight line. One is x° and the other is (2x + 30)°. Find x and both angles.",
        steps: [
          "Angles on a straight line are supplementary: x + (2x + 30) = 180.",
          "Combine like terms: 3x + 30 = 180.",
          "Subtract 30: 3x = 150, so x = 50.",
          "The other angle is 2 × 50 + 30 = 130°. Check: 50 + 130 = 180.",
        ],
        answer: "x = 50; the angles are 50° and 130°",
      },
    },
    coaching: {
      say: "Angle facts turn a picture into an equation. Then it's algebra we already know.",
      ask: [
        "Which angle fact fits this picture?",
        "What should these angles add up to?",
        "Do your angles look right compared with the drawing?",
      ],
      misconception:
        "Mixing up complementary (a square corner) and supplementary (a straight line), or thinking vertical angles make a straight line together. Ask your child to point to the right angle or straight line that gives the total.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.b.6-area",
    strand: "geometry",
    standards: ["7.G.B.6"],
    prerequisites: ["m-6.g.a.1", "m-6.g.a.2", "m-6.g.a.4"],
    description:
      "Solves real-world problems about the area of two-dimensional figures made of triangles, quadrilaterals and other polygons.",
    name: "Area of composite figures",
    lesson: {
      explanation:
        "To find the area of a complicated figure, break it into shapes whose areas you know: rectangles, triangles, parallelograms and trapezoids. Find each area and add them. If there is a hole or a cut-out, subtract its area instead. Area is always in square units.",
      workedExample: {
        problem:
          "A patio is a 6 m by 4 m rectangle with a triangle attached to one 4 m side. The triangle has a base of 4 m and a height of 3 m. A 1 m by 1 m square planter is cut out of the patio. What is the paved area?",
        steps: [
          "Rectangle: 6 × 4 = 24 square meters.",
          "Triangle: 1/2 × 4 × 3 = 6 square meters.",
          "Planter cut-out: 1 × 1 = 1 square meter.",
          "Paved area: 24 + 6 − 1 = 29 square meters.",
        ],
        answer: "29 square meters",
      },
    },
    coaching: {
      say: "Big shapes are built from small ones. We add the pieces and take away the holes.",
      ask: [
        "What shapes can you split this figure into?",
        "Which parts get added and which get subtracted?",
        "Did you use the right height for the triangle?",
      ],
      misconception:
        "Adding the area of a hole instead of subtracting it, or forgetting to halve for a triangle. Ask your child to sketch each piece and mark it + or −.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.g.b.6",
    strand: "geometry",
    standards: ["7.G.B.6"],
    prerequisites: ["m-7.g.b.6-area"],
    description:
      "Solves real-world problems about the volume and surface area of cubes and right prisms, including prisms with triangular or other polygon bases.",
    name: "Volume and surface area of prisms",
    lesson: {
      explanation:
        "The volume of any right prism is the area of its base times its height: V = B × h. The base is the face that repeats at both ends, and it can be a triangle or any polygon. Surface area is the total area of all the faces: the two bases plus the rectangles around the sides. Volume is in cubic units; surface area is in square units.",
      workedExample: {
        problem:
          "A tent is shaped like a triangular prism. Each triangular end has a base of 2 m and a height of 1.5 m, and the tent is 3 m long. What is its volume?",
        steps: [
          "Area of the triangular base: 1/2 × 2 × 1.5 = 1.5 square meters.",
          "The prism is 3 m long.",
          "Volume: 1.5 × 3 = 4.5.",
        ],
        answer: "4.5 cubic meters",
      },
    },
    coaching: {
      say: "Every prism is a stack of identical slices. Base area times length counts the whole stack.",
      ask: [
        "Which face is the base of this prism?",
        "Is the question asking for volume or for surface area?",
        "What units should the answer have?",
      ],
      misconception:
        "Multiplying every number in the picture (2 × 1.5 × 3 = 9) and forgetting that the base is a triangle. Ask your child to find the area of the base shape first.",
    },
    majorWork: false,
  }),

  // ---------------------------------------------------------------- Statistics and probability
  g7({
    id: "m-7.sp.c.5",
    strand: "measurement-data",
    standards: ["7.SP.C.5"],
    prerequisites: ["m-6.ns.c.6.c"],
    description:
      "Understands that a probability is a number from 0 to 1, where 0 means impossible, 1 means certain and 1/2 means as likely as not, and places events on that scale.",
    name: "How likely is it?",
    lesson: {
      explanation:
        "Probability measures how likely something is, on a scale from 0 to 1. A probability of 0 means it cannot happen, and 1 means it is certain. A probability of 1/2 means it is as likely to happen as not. The closer the number is to 1, the more likely the event.",
      workedExample: {
        problem:
          "Place these on a 0-to-1 scale: (A) rolling a 7 on a normal six-sided die, (B) a coin landing heads, (C) picking a vowel from a bag holding only the letter tiles A, E and O, (D) picking red from a bag of 9 red marbles and 1 blue.",
        steps: [
          "A cannot happen: probability 0.",
          "B is as likely as not: 1/2.",
          "C is certain: 1.",
          "D is very likely: 9 out of 10, or 0.9.",
        ],
        answer: "A = 0, B = 1/2, D = 0.9, C = 1",
      },
    },
    coaching: {
      say: 'Probability puts a number on "how likely", from impossible to certain.',
      ask: [
        "Is this event impossible, unlikely, as likely as not, likely or certain?",
        "Could a probability ever be more than one? Why not?",
        "Which of these events is closest to certain?",
      ],
      misconception:
        'Thinking a probability can be more than one or less than zero, or that "unlikely" means "impossible". Ask where the event belongs on the scale from impossible to certain.',
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.a.1",
    strand: "measurement-data",
    standards: ["7.SP.A.1"],
    prerequisites: ["m-6.sp.a.1", "m-6.sp.a.2", "m-7.sp.c.5"],
    description:
      "Understands that a sample tells us about a whole population only if it represents that population, and that choosing at random is the way to get a fair sample.",
    name: "Fair samples",
    lesson: {
      explanation:
        "A population is the whole group you want to learn about, and a sample is the part you actually ask or measure. A sample is useful only if it is like the population. Choosing at random, so everyone has the same chance of being picked, helps make a fair sample. Asking only your friends, or only people in one place, can give a biased sample.",
      workedExample: {
        problem:
          "A school wants to know students' favorite lunch. Which sample is better: (A) 40 students from the chess club, or (B) 40 students picked at random from the school list?",
        steps: [
          "The population is all the students in the school.",
          "Chess club members may not have the same tastes as everyone else.",
          "A random pick from the whole list gives every student the same chance.",
        ],
        answer: "B, the random sample from the whole school",
      },
    },
    coaching: {
      say: "A good sample is a small copy of the whole group. Random choosing is how we get one.",
      ask: [
        "Who is the whole population here?",
        "Does everyone have the same chance of being picked?",
        "Could this sample give a misleading answer? How?",
      ],
      misconception:
        "Thinking a bigger sample is always better, even when it is biased (200 people at a football game asked about their favorite sport). Ask who was left out of the sample.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.a.2",
    strand: "measurement-data",
    standards: ["7.SP.A.2"],
    prerequisites: ["m-7.sp.a.1", "m-6.rp.a.3.c"],
    description:
      "Uses data from a random sample to estimate something about a whole population, and compares several samples to judge how much such estimates vary.",
    name: "Predicting from a sample",
    lesson: {
      explanation:
        "If a random sample is fair, the population probably has about the same proportions. If 12 of 50 sampled students walk to school, about 12/50 = 24% of all students probably walk. Different random samples give slightly different results, so compare several samples to see how far off an estimate might be.",
      workedExample: {
        problem:
          "In a random sample of 60 of a town's 4,500 households, 18 have a dog. Estimate how many households in the town have a dog.",
        steps: [
          "Fraction in the sample: 18/60 = 0.3, or 30%.",
          "Assume the town has about the same proportion.",
          "30% of 4,500 = 0.3 × 4,500 = 1,350.",
        ],
        answer: "About 1,350 households",
      },
    },
    coaching: {
      say: "A fair sample lets us make a good guess about everyone, but it is still a guess.",
      ask: [
        "What fraction of the sample had the feature?",
        "Why can we use that fraction for the whole town?",
        "If another sample found a different count, how would your estimate change?",
      ],
      misconception:
        "Giving the sample count (18) as the answer for the whole town, or treating the estimate as exact. Ask how the size of the sample compares with the size of the town.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.b.3",
    strand: "measurement-data",
    standards: ["7.SP.B.3"],
    prerequisites: ["m-6.sp.a.2", "m-6.sp.b.5.c", "m-6.ns.a.1", "m-5.nf.b.4.a"],
    description:
      "Judges how much two data distributions with similar spreads overlap, expressing the difference between their centers as a multiple of a measure of spread such as the MAD.",
    name: "Comparing two data sets",
    lesson: {
      explanation:
        "When two data sets have similar spreads, compare them by asking how far apart their centers are, measured in units of spread. Find the difference between the means, then divide by the mean absolute deviation (MAD). As a rough guide, a difference of 2 MADs or more means the groups are clearly different, with little overlap. Less than 1 MAD means they overlap a lot.",
      workedExample: {
        problem:
          "Players on Team A have a mean height of 182 cm, and on Team B 170 cm. Both teams have a MAD of 4 cm. How different are the teams?",
        steps: [
          "Difference of the means: 182 − 170 = 12 cm.",
          "Divide by the MAD: 12 ÷ 4 = 3.",
          "The centers are 3 MADs apart, so the two dot plots barely overlap.",
        ],
        answer: "The means are 3 MADs apart: Team A is clearly taller",
      },
    },
    coaching: {
      say: "Whether a difference is big depends on how spread out the data are. Measuring it in MADs makes that fair.",
      ask: [
        "How far apart are the centers?",
        "How many MADs is that?",
        "What would the two dot plots look like side by side?",
      ],
      misconception:
        "Judging a difference as big or small without looking at the spread. Ask how big the gap is compared with how spread out each group is.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.b.4",
    strand: "measurement-data",
    standards: ["7.SP.B.4"],
    prerequisites: ["m-7.sp.a.2", "m-7.sp.b.3"],
    description:
      "Uses the centers and spreads of random samples from two populations to make informal comparisons between the populations.",
    name: "Comparing two groups from samples",
    lesson: {
      explanation:
        "To compare two big groups, take a random sample from each. Find the center of each sample (median or mean) and its spread (IQR or MAD). If the centers are far apart compared with the spreads, you can be fairly sure the two populations really differ. If the samples overlap a lot, the gap might just be chance.",
      workedExample: {
        problem:
          "Random samples of 7th and 5th graders said how many minutes of homework they do each night. 7th graders: median 50, IQR 15. 5th graders: median 20, IQR 15. What can you conclude?",
        steps: [
          "The medians are 50 − 20 = 30 minutes apart.",
          "The spreads are the same, and 30 is 2 IQRs.",
          "A gap of twice the spread means the samples overlap only a little.",
          "So 7th graders in general very likely spend more time on homework.",
        ],
        answer:
          "7th graders most likely spend about half an hour more on homework, though the two groups overlap a little.",
      },
    },
    coaching: {
      say: "Samples let us compare huge groups without asking everyone. We judge the gap against the spread.",
      ask: [
        "Which measures of center and spread did you use, and why?",
        "How big is the difference compared with the spread?",
        "Would another random sample likely show the same thing?",
      ],
      misconception:
        "Concluding that every member of one group beats every member of the other. Remind your child that the comparison is about typical values, and the groups still overlap.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.c.6",
    strand: "measurement-data",
    standards: ["7.SP.C.6"],
    prerequisites: ["m-7.sp.c.5", "m-7.rp.a.3-tax-tip-discount"],
    description:
      "Estimates the probability of an event from the relative frequency in many trials of a chance process (such as an on-screen spinner), and predicts roughly how often an event will happen given its probability.",
    name: "Probability from experiments",
    lesson: {
      explanation:
        "You can estimate a probability by running an experiment many times. Count how often the event happened and divide by the number of tries. This is called the relative frequency. More tries usually give a better estimate. It works the other way too: if a probability is 1/4, expect the event about 1/4 of the time.",
      workedExample: {
        problem:
          "A spinner landed on blue 42 times in 200 spins. Estimate the probability of blue. About how many blues would you expect in 1,000 spins?",
        steps: [
          "Relative frequency: 42 ÷ 200 = 0.21.",
          "So the probability of blue is about 0.21.",
          "For 1,000 spins: 0.21 × 1,000 = 210.",
        ],
        answer: "About 0.21; about 210 blues in 1,000 spins",
      },
    },
    coaching: {
      say: "When we can't work out a probability from the start, we can run the experiment lots of times and let the data tell us.",
      ask: [
        "How many times did the event happen, out of how many tries?",
        "Would a few spins give as good an estimate as many? Why?",
        "Will you get exactly the expected number every time?",
      ],
      misconception:
        'Expecting the prediction to come out exactly, or believing a result is "due" after a run without it. Explain that predictions are approximate and each spin doesn\'t remember the last.',
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.c.7.a",
    strand: "measurement-data",
    standards: ["7.SP.C.7", "7.SP.C.7.a"],
    prerequisites: ["m-7.sp.c.6"],
    description:
      "Builds a probability model in which every outcome is equally likely, uses it to find probabilities of events, and compares the model with results from experiments.",
    name: "Equally likely outcomes",
    lesson: {
      explanation:
        "When all outcomes are equally likely, the probability of an event is the number of outcomes in the event divided by the total number of outcomes. For a fair die, P(even) = 3/6 = 1/2, because 2, 4 and 6 are even. If experiment results are far from the model, think about why: maybe there were too few trials, or the model is wrong.",
      workedExample: {
        problem:
          "A bag holds 11 letter tiles that spell M, A, T, H, E, M, A, T, I, C, S, one letter per tile. You pick one tile at random. What is the probability it is a vowel?",
        steps: [
          "Each of the 11 tiles is equally likely to be picked.",
          "The vowel tiles are A, E, A and I: 4 tiles.",
          "P(vowel) = 4/11.",
        ],
        answer: "4/11",
      },
    },
    coaching: {
      say: "When every outcome has the same chance, probability is just counting.",
      ask: [
        "How many outcomes are there in all?",
        "How many of them are in the event?",
        "If you picked many more times (putting it back each time), about how many would you expect?",
      ],
      misconception:
        "Counting different letters instead of tiles (3 vowels out of 8 letters). Ask your child to count every tile, including repeats.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.c.7.b",
    strand: "measurement-data",
    standards: ["7.SP.C.7", "7.SP.C.7.b"],
    prerequisites: ["m-7.sp.c.7.a"],
    description:
      "Builds a probability model from observed data when the outcomes are not equally likely, such as how a tossed paper cup lands, and uses it to make predictions.",
    name: "Models from real data",
    lesson: {
      explanation:
        "Some chance processes don't have equally likely outcomes. A tossed paper cup lands on its side far more often than upright. To build a model, run many trials and use the relative frequency of each outcome as its probability. The probabilities in a model must add up to 1.",
      workedExample: {
        problem:
          "A paper cup was tossed 50 times. It landed on its side 36 times, upside down 10 times and right side up 4 times. Build a probability model.",
        steps: [
          "P(side) ≈ 36/50 = 0.72.",
          "P(upside down) ≈ 10/50 = 0.2.",
          "P(right side up) ≈ 4/50 = 0.08.",
          "Check: 0.72 + 0.2 + 0.08 = 1.",
        ],
        answer: "Side 0.72, upside down 0.2, right side up 0.08",
      },
    },
    coaching: {
      say: "Real objects aren't always fair. Data tell us how likely each outcome really is.",
      ask: [
        "Why can't we just say every way is equally likely?",
        "Do your probabilities add up to one?",
        "How could you make the model more reliable?",
      ],
      misconception:
        "Assuming every outcome is equally likely just because there are three of them (1/3 each). Ask your child what the data actually show.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.c.8.b",
    strand: "measurement-data",
    standards: ["7.SP.C.8", "7.SP.C.8.b"],
    prerequisites: ["m-7.sp.c.7.a"],
    description:
      "Lists the sample space of a compound event with organized lists, tables or tree diagrams, and picks out the outcomes that make up an event described in words.",
    name: "Listing all the outcomes",
    lesson: {
      explanation:
        "A compound event involves two or more things happening, like flipping a coin and rolling a die. To see every possible result, make an organized list, a table or a tree diagram. A tree diagram branches once for each choice. Then mark the outcomes that match the event you care about.",
      workedExample: {
        problem:
          'A café makes sandwiches on white, wheat or rye bread, with turkey or cheese. List every possible sandwich. Which outcomes are "wheat or rye with turkey"?',
        steps: [
          "First branch: the bread (white, wheat, rye).",
          "Each bread branches into turkey or cheese.",
          "Outcomes: white-turkey, white-cheese, wheat-turkey, wheat-cheese, rye-turkey, rye-cheese.",
          "Wheat or rye with turkey: wheat-turkey and rye-turkey.",
        ],
        answer: "6 sandwiches; the event includes 2 of them",
      },
    },
    coaching: {
      say: "Before finding a probability, we need to know every possible outcome. An organized list makes sure none are missed.",
      ask: [
        "How can you be sure you haven't missed an outcome?",
        "How many branches come from each bread?",
        "Which outcomes match the event?",
      ],
      misconception:
        "Missing or double-counting outcomes by listing them in no particular order. Encourage a tree diagram or table so each combination appears exactly once.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.c.8.a",
    strand: "measurement-data",
    standards: ["7.SP.C.8", "7.SP.C.8.a"],
    prerequisites: ["m-7.sp.c.8.b"],
    description:
      "Finds the probability of a compound event as the fraction of outcomes in the sample space for which the event happens.",
    name: "Chances of combined events",
    lesson: {
      explanation:
        "The probability of a compound event works just like a simple event: count the outcomes where the event happens and divide by the total number of outcomes in the sample space. Make sure every outcome in your sample space is equally likely. For two dice, a 6-by-6 table shows all 36 outcomes.",
      workedExample: {
        problem: "Two fair dice are rolled. What is the probability that the sum is 8?",
        steps: [
          "A 6-by-6 table gives 36 equally likely outcomes.",
          "Pairs that add to 8: (2, 6), (3, 5), (4, 4), (5, 3), (6, 2).",
          "That is 5 outcomes.",
          "P(sum of 8) = 5/36.",
        ],
        answer: "5/36",
      },
    },
    coaching: {
      say: "With a complete list of outcomes, a probability is a fraction: the outcomes we want over all outcomes.",
      ask: [
        "How many outcomes are in the whole sample space?",
        "Did you count the same two numbers in both orders separately? Why should you?",
        "Is your probability between zero and one?",
      ],
      misconception:
        "Treating the possible sums as equally likely (11 sums, so 1/11), or counting (2, 6) and (6, 2) as one outcome. Ask your child to show the outcomes in a table of both dice.",
    },
    majorWork: false,
  }),
  g7({
    id: "m-7.sp.c.8.c",
    strand: "measurement-data",
    standards: ["7.SP.C.8", "7.SP.C.8.c"],
    prerequisites: ["m-7.sp.c.8.a", "m-7.sp.c.7.b"],
    description:
      "Designs and runs a simulation, such as with on-screen random digits or spinners, to estimate the probability of a compound event.",
    name: "Simulating chance events",
    lesson: {
      explanation:
        "When a probability is hard to work out, simulate it. Choose a random tool that matches the real chances, such as random digits 0-9 where 0, 1 and 2 stand for a 30% event. Run one random pick for each part of the compound event, record whether the event happened, and repeat many times. The relative frequency is your estimate of the probability.",
      workedExample: {
        problem:
          "A basketball player makes 70% of her free throws. Use random digits to estimate the chance she makes both of her next two shots.",
        steps: [
          'Let digits 0-6 mean "make" and 7-9 mean "miss": 7 of the 10 digits, or 70%.',
          "One trial is a pair of random digits, such as 3 and 8 (make, miss).",
          "Run 100 trials and count the pairs where both digits are 0-6: say 48.",
          "Estimated probability: 48/100 = 0.48.",
        ],
        answer: "About 0.48 (about half the time)",
      },
    },
    coaching: {
      say: "A simulation lets us run an experiment thousands of times without leaving the screen.",
      ask: [
        "Why do those digits stand for a make?",
        "What counts as one trial here?",
        "Would a handful of trials be enough? Why or why not?",
      ],
      misconception:
        "Using a random tool that doesn't match the real chances (a coin for a 70% shooter), or running too few trials. Ask whether the tool gives each result the right chance.",
    },
    majorWork: false,
  }),
];

/**
 * Grade-7 standards that cannot be practised on a screen, each with its reason. None: drawing and
 * constructing (7.G.A.2) uses on-screen rulers and protractors, and chance experiments (7.SP.C.6,
 * 7.SP.C.8.c) use on-screen spinners, dice and random digits.
 */
export const mathGrade7OffScreen: OffScreenStandard[] = [];
