import type { OffScreenStandard, SkillDefinition } from "../types.ts";
import { mathSkillBuilder } from "./define-skill.ts";

/**
 * Grade-5 math skills. Ids follow the convention in ../README.md: `m-<code>` for the skill that
 * culminates a standard, a suffix for the extra steps of a standard that needs more than one skill.
 * Prerequisites follow shared/data/ccssm/ccssm-dependencies.json (every "dependency" edge into a
 * grade-5 standard is reachable from each of its skills), plus the order within split standards.
 */

/** Major work of grade 5 per the publishers' focus documents: 5.NBT, 5.NF, 5.MD.C. */
const MAJOR_PREFIXES = ["5.NBT.", "5.NF.", "5.MD.C."];

const skill = mathSkillBuilder(5, MAJOR_PREFIXES);

export const mathGrade5Skills: SkillDefinition[] = [
  // ---- Operations & algebraic thinking -------------------------------------------------------
  skill({
    id: "m-5.oa.a.1",
    standards: ["5.OA.A.1"],
    prerequisites: ["m-4.oa.a.3"],
    name: "Grouping symbols first",
    description:
      "Evaluates expressions that use parentheses, brackets and braces, such as 3 × [20 − (4 + 6)] ÷ 5, by working from the innermost group outward, and knows that moving the grouping symbols can change the value.",
    lesson: {
      explanation:
        "Parentheses ( ), brackets [ ] and braces { } all say 'do this part first'. Work from the inside out: do the group inside the others first, then the group around it. Outside the groups, multiply and divide before you add and subtract. If you move the groups, the answer can change.",
      workedExample: {
        problem: "Find the value of 3 × [20 − (4 + 6)] ÷ 5.",
        steps: [
          "Start with the group inside the others: 4 + 6 = 10.",
          "Next do the brackets: 20 − 10 = 10.",
          "Now you have 3 × 10 ÷ 5, so work from left to right.",
          "3 × 10 = 30, and 30 ÷ 5 = 6.",
        ],
        answer: "6",
      },
    },
    coaching: {
      say: "Grouping symbols are like instructions saying 'start here'. Let's find the innermost one.",
      ask: [
        "Which group is inside all the others?",
        "What does the expression look like after that first step?",
        "What would change if the parentheses were somewhere else?",
      ],
      misconception:
        "Working straight from left to right and ignoring the groups (starting with 3 × 20 = 60). Ask the child to circle the innermost group before calculating anything.",
    },
  }),
  skill({
    id: "m-5.oa.a.2",
    standards: ["5.OA.A.2"],
    prerequisites: ["m-5.oa.a.1", "m-4.oa.a.2"],
    name: "Expressions in words and symbols",
    description:
      "Writes expressions for calculations described in words ('subtract 6 from 50, then divide by 4' is (50 − 6) ÷ 4) and interprets expressions without working them out, e.g., sees that 3 × (18,932 + 921) is three times as large as 18,932 + 921.",
    lesson: {
      explanation:
        "An expression writes down a calculation in numbers and symbols. Words like 'then divide' tell you the first part needs parentheses. You can also read an expression like a sentence: 4 × (25 + 9) means 'four times as much as 25 + 9'. Often you can compare two expressions without working them out.",
      workedExample: {
        problem:
          "Write an expression for 'subtract 6 from 50, then divide by 4'. Without working it out, compare it with 50 − 6.",
        steps: [
          "'Subtract 6 from 50' means 50 − 6.",
          "It comes first, so put it in parentheses: (50 − 6).",
          "Then divide by 4: (50 − 6) ÷ 4.",
          "Dividing by 4 cuts the amount into 4 equal parts.",
          "So (50 − 6) ÷ 4 is one fourth of 50 − 6.",
        ],
        answer: "(50 − 6) ÷ 4, which is one fourth as big as 50 − 6.",
      },
    },
    coaching: {
      say: "An expression is a sentence written in math. Let's translate carefully, piece by piece.",
      ask: [
        "Which part of the calculation happens first?",
        "Can you say the expression back in words?",
        "Which expression is bigger, and how can you tell without calculating?",
      ],
      misconception:
        "Writing numbers in the order they are heard without grouping, or turning 'subtract a from b' into a − b. Ask the child what the expression tells you to do first.",
    },
  }),
  skill({
    id: "m-5.oa.b.3",
    standards: ["5.OA.B.3"],
    prerequisites: ["m-4.oa.c.5", "m-5.g.a.2"],
    name: "Two patterns side by side",
    description:
      "Makes two number patterns from two rules (e.g., start at 0 and add 2; start at 0 and add 8), describes how matching terms relate (each term of the second is 4 times the first), and graphs the pairs as points.",
    lesson: {
      explanation:
        "Make each pattern by following its rule. Then line them up term by term and look for a link between each pair, like 'the second is always twice the first'. Each pair can be written as an ordered pair (first, second) and plotted on a coordinate grid. The points often line up in a straight line.",
      workedExample: {
        problem:
          "Pattern A: start at 0 and add 2. Pattern B: start at 0 and add 8. Write 4 terms of each and describe how they are related.",
        steps: [
          "A: 0, 2, 4, 6.",
          "B: 0, 8, 16, 24.",
          "Ordered pairs: (0, 0), (2, 8), (4, 16), (6, 24).",
          "Each B term is 4 times the matching A term, because B adds 8 each time and A adds 2, and 8 is 4 times 2.",
        ],
        answer: "Each term of B is 4 times the matching term of A; the points are (0, 0), (2, 8), (4, 16), (6, 24).",
      },
    },
    coaching: {
      say: "The fun part is finding how the two patterns are connected. Let's line them up first.",
      ask: [
        "What do you notice when you compare each pair of numbers?",
        "Pick a term of A: what is the matching term of B?",
        "What shape do the points make on the grid?",
      ],
      misconception:
        "Describing only each pattern on its own ('B goes up by 8') instead of the link between them, or swapping the numbers when plotting. Ask: if a term of A were ten, what would B be?",
    },
  }),

  // ---- Place value & the number system -------------------------------------------------------
  skill({
    id: "m-5.nbt.a.1",
    standards: ["5.NBT.A.1"],
    prerequisites: ["m-4.nbt.a.1", "m-4.nf.c.7"],
    name: "Ten times bigger, one tenth as big",
    description:
      "Explains that in any multi-digit number, including decimals, a digit is worth 10 times as much as it would be one place to the right and 1/10 of what it would be one place to the left.",
    lesson: {
      explanation:
        "Each place is worth ten times the place on its right. That also means each place is worth one tenth of the place on its left. In 0.55, the first 5 is 5 tenths and the second is 5 hundredths, so the first is worth ten times the second. This pattern works on both sides of the decimal point.",
      workedExample: {
        problem: "In 3.33, compare the value of the 3 in the ones place with the 3 in the tenths place.",
        steps: [
          "The 3 in the ones place is worth 3.",
          "The 3 in the tenths place is worth 0.3.",
          "3 is ten times 0.3, and 0.3 is one tenth of 3.",
        ],
        answer: "The ones 3 is 10 times the tenths 3; the tenths 3 is 1/10 of the ones 3.",
      },
    },
    coaching: {
      say: "The same ten-times pattern runs all the way through our numbers, even after the decimal point.",
      ask: [
        "What is each of these digits worth?",
        "Which is more, a tenth of a pizza or a hundredth of a pizza?",
        "What happens to a digit's value when it moves one place to the right?",
      ],
      misconception:
        "Thinking places get bigger moving right past the decimal point ('hundredths are bigger than tenths because a hundred is more than ten'). Ask which is more: a tenth or a hundredth of the same pizza.",
    },
  }),
  skill({
    id: "m-5.nbt.a.2-whole-numbers",
    standards: ["5.NBT.A.2"],
    prerequisites: ["m-5.nbt.a.1"],
    name: "Powers of ten and zeros",
    description:
      "Multiplies whole numbers by 10, 100 and 1,000, explains the pattern in the number of zeros in the product, and writes powers of ten with exponents (10³ = 1,000).",
    lesson: {
      explanation:
        "When you multiply by 10, each digit moves one place to the left, and a zero fills the empty ones place. Times 100 moves the digits two places, and times 1,000 moves them three. You can write a power of ten with an exponent: 10³ means 10 × 10 × 10 = 1,000. The exponent tells how many tens are multiplied. It is also the number of zeros.",
      workedExample: {
        problem: "Find 47 × 10³.",
        steps: [
          "10³ = 10 × 10 × 10 = 1,000.",
          "Times 1,000 moves each digit 3 places to the left.",
          "The 4 tens become 4 ten-thousands.",
          "The 7 ones become 7 thousands.",
        ],
        answer: "47,000",
      },
    },
    coaching: {
      say: "There's a neat shortcut here, and it works because of place value. Let's see why.",
      ask: [
        "What does the little raised number tell you to do?",
        "How many places does each digit move?",
        "What is that digit worth now?",
      ],
      misconception:
        "Reading a power of ten as ten times the exponent (10³ as 30). Ask the child to write the power of ten out as a multiplication before using it.",
    },
  }),
  skill({
    id: "m-5.nbt.a.2",
    standards: ["5.NBT.A.2"],
    prerequisites: ["m-5.nbt.a.2-whole-numbers"],
    name: "Decimals times and divided by powers of ten",
    description:
      "Multiplies and divides decimals by 10, 100 and 1,000 (10¹, 10², 10³) and explains why the digits shift left or right, so that the decimal point seems to move.",
    lesson: {
      explanation:
        "When you multiply by 10, each digit becomes worth ten times as much, so it moves one place to the left. Dividing by 10 moves each digit one place to the right. With 100 the digits move two places, and with 1,000 three places. So 4.6 × 100 = 460 and 4.6 ÷ 100 = 0.046.",
      workedExample: {
        problem: "Find 2.7 ÷ 10².",
        steps: [
          "10² = 100.",
          "Dividing by 100 moves each digit 2 places to the right.",
          "The 2 ones become 2 hundredths, and the 7 tenths become 7 thousandths.",
          "Write a 0 in the ones place and the tenths place to hold them.",
        ],
        answer: "0.027",
      },
    },
    coaching: {
      say: "The digits are what move; the decimal point stays put. Let's watch where each digit goes.",
      ask: [
        "Should the answer be bigger or smaller than the number you started with?",
        "How many places do the digits move, and which way?",
        "What is each digit worth now?",
      ],
      misconception:
        "Tacking a zero on the end for any multiplication by ten (2.7 × 10 written as 2.70). Ask for a rough size first: should the answer be about ten times bigger, or smaller?",
    },
  }),
  skill({
    id: "m-5.nbt.a.3.a",
    standards: ["5.NBT.A.3.a", "5.NBT.A.3"],
    prerequisites: ["m-5.nbt.a.1", "m-4.nbt.a.2"],
    name: "Reading and writing thousandths",
    description:
      "Reads and writes decimals to thousandths in digits, in words ('sixteen and forty-two thousandths' is 16.042) and in expanded form.",
    lesson: {
      explanation:
        "After the point come the tenths, then the hundredths, then the thousandths. To read a decimal, say the whole number and say 'and' for the point. Then read the digits after the point as one number, and name the last place. So 2.375 is 'two and three hundred seventy-five thousandths'. Expanded form shows what each digit is worth: 2 + 0.3 + 0.07 + 0.005.",
      workedExample: {
        problem: "Write 'sixteen and forty-two thousandths' as a decimal and in expanded form.",
        steps: [
          "The whole number is 16.",
          "With thousandths, the last digit sits three places after the point.",
          "42 has only two digits, so a 0 goes in the tenths place: 0.042.",
          "In expanded form, that is 1 × 10 + 6 × 1 + 4 × 1/100 + 2 × 1/1000.",
        ],
        answer: "16.042",
      },
    },
    coaching: {
      say: "The last word you hear, like 'thousandths', tells you where the last digit goes.",
      ask: [
        "Where must the last digit go for thousandths?",
        "Which places need a zero to hold them?",
        "Can you read your decimal back out loud?",
      ],
      misconception:
        "Writing thousandths with the wrong number of places ('forty-two thousandths' as 0.42). Ask which place the last digit must be in, and have the child read their decimal back.",
    },
  }),
  skill({
    id: "m-5.nbt.a.3.b",
    standards: ["5.NBT.A.3.b", "5.NBT.A.3"],
    prerequisites: ["m-5.nbt.a.3.a"],
    name: "Comparing decimals to thousandths",
    description:
      "Compares and orders decimals to thousandths (0.405, 0.45, 0.5) place by place and records comparisons with >, = and <.",
    lesson: {
      explanation:
        "Line up the decimal points and compare from the left: ones, then tenths, then hundredths, then thousandths. The first place where the digits differ decides. A decimal with more digits is not always bigger: 0.3 is more than 0.298. Adding zeros at the end, like 0.3 = 0.300, makes comparing easier.",
      workedExample: {
        problem: "Order from least to greatest: 0.45, 0.405, 0.5.",
        steps: [
          "Write each with three places: 0.450, 0.405, 0.500.",
          "Tenths: 4, 4 and 5, so 0.5 is the greatest.",
          "Compare 0.450 and 0.405 at the hundredths: 5 and 0.",
          "So 0.405 is less than 0.450.",
        ],
        answer: "0.405 < 0.45 < 0.5",
      },
    },
    coaching: {
      say: "Let's give all the decimals the same number of places so it's a fair comparison.",
      ask: [
        "Which place did you compare first?",
        "What happens if you write them all with three decimal places?",
        "Does the longest decimal have to be the biggest?",
      ],
      misconception:
        "Deciding that the decimal with more digits is larger (0.405 > 0.45 because 405 > 45). Ask the child to rewrite the numbers with the same number of places first.",
    },
  }),
  skill({
    id: "m-5.nbt.a.4",
    standards: ["5.NBT.A.4"],
    prerequisites: ["m-5.nbt.a.3.b", "m-4.nbt.a.3"],
    name: "Rounding decimals",
    description:
      "Rounds decimals to the nearest whole number, tenth or hundredth and explains the result with place value or a number line.",
    lesson: {
      explanation:
        "Rounding decimals works like rounding whole numbers. Find the place you are rounding to and look only at the digit just to its right. 5 or more rounds up; 4 or less keeps the digit the same. Drop all the digits after the rounding place.",
      workedExample: {
        problem: "A runner's time is 12.468 seconds. Round it to the nearest tenth.",
        steps: [
          "The tenths digit is 4, so the time is between 12.4 and 12.5.",
          "Look at the hundredths digit: 6.",
          "6 is 5 or more, so round up to 12.5.",
        ],
        answer: "12.5 seconds",
      },
    },
    coaching: {
      say: "Rounding decimals is the same idea you already know, just with smaller places.",
      ask: [
        "Which two tenths is the number between?",
        "Which single digit decides the rounding?",
        "Is the rounded number close to the original?",
      ],
      misconception:
        "Rounding in a chain from the far right instead of looking only at the next digit (12.447 → 12.45 → 12.5). Remind the child to look only at the one digit right after the rounding place.",
    },
  }),
  skill({
    id: "m-5.nbt.b.5",
    standards: ["5.NBT.B.5"],
    prerequisites: ["m-4.nbt.b.5", "m-4.nbt.b.4", "m-5.nbt.a.1"],
    name: "Multiplying big numbers",
    description:
      "Multiplies multi-digit whole numbers (such as three-digit by two-digit) fluently with the standard algorithm, keeping place value straight, and checks with an estimate.",
    lesson: {
      explanation:
        "The standard method multiplies the top number by one digit of the bottom number at a time. First multiply by the ones digit. Then multiply by the tens digit, but remember it is really tens: put a 0 in the ones place of that row first. Add the rows to get the answer.",
      workedExample: {
        problem: "A school orders 48 boxes of crayons with 216 crayons in each box. How many crayons is that?",
        steps: [
          "Multiply by the 8 ones: 216 × 8 = 1,728.",
          "Multiply by the 4 tens: write a 0 first, then 216 × 4 = 864, giving 8,640.",
          "Add the rows: 1,728 + 8,640 = 10,368.",
          "Estimate to check: 200 × 50 = 10,000.",
        ],
        answer: "10,368 crayons",
      },
    },
    coaching: {
      say: "This method is a tidy way of writing the partial products you already know.",
      ask: [
        "What is the tens digit of the second number really worth?",
        "Why does the second row start with a zero?",
        "Is your answer close to your estimate?",
      ],
      misconception:
        "Leaving out the placeholder zero in the second row, which makes the answer far too small. An estimate from rounded numbers shows when an answer is far too small.",
    },
  }),
  skill({
    id: "m-5.nbt.b.6",
    standards: ["5.NBT.B.6"],
    prerequisites: ["m-5.nbt.b.5", "m-4.nbt.b.6"],
    name: "Dividing by two-digit numbers",
    description:
      "Divides whole numbers of up to four digits by two-digit numbers using partial quotients, place value and the link to multiplication, and checks the answer.",
    lesson: {
      explanation:
        "Dividing by a two-digit number is easier with friendly multiples. Ask how many groups of the divisor (the number you divide by) fit, using easy facts like 10 times, 50 times or 100 times. Subtract each chunk and keep a running total of the groups. Check by multiplying your answer by the divisor.",
      workedExample: {
        problem: "A sticker company has 2,944 stickers and puts 32 on each sheet. How many sheets can it fill?",
        steps: [
          "Estimate: 3,000 ÷ 30 = 100, so the answer is a bit less than 100.",
          "32 × 90 = 2,880. What is left: 2,944 − 2,880 = 64.",
          "32 × 2 = 64. What is left: 64 − 64 = 0.",
          "Groups: 90 + 2 = 92. Check: 32 × 92 = 2,944.",
        ],
        answer: "92 sheets",
      },
    },
    coaching: {
      say: "Start with a friendly guess; you can always take away more groups next.",
      ask: [
        "About how big should the answer be?",
        "How many groups of the divisor can you take away in one big chunk?",
        "How will you check your answer?",
      ],
      misconception:
        "Losing place value in the quotient: recording tens of groups as ones, or leaving a zero out or in. An estimate first catches both.",
    },
  }),
  skill({
    id: "m-5.nbt.b.7-add-subtract",
    standards: ["5.NBT.B.7"],
    prerequisites: ["m-5.nbt.a.3.b", "m-4.nbt.b.4", "m-5.nf.a.1", "m-5.nf.b.4.b", "m-5.nf.b.7.c"],
    name: "Adding and subtracting decimals",
    description:
      "Adds and subtracts decimals to hundredths (12.5 − 3.78) by lining up place values, using drawings or place-value reasoning, and checks with an estimate.",
    lesson: {
      explanation:
        "Add and subtract decimals just like whole numbers. But first line up the decimal points, so tenths are under tenths and hundredths are under hundredths. If one number has fewer places after the point, fill in zeros. Regroup the way you always do: 1 whole is 10 tenths, and 1 tenth is 10 hundredths.",
      workedExample: {
        problem: "A ribbon is 12.5 meters long. Ana cuts off 3.78 meters. How much ribbon is left?",
        steps: [
          "Write 12.5 as 12.50, so both have hundredths.",
          "Hundredths: you can't take 8 from 0, so regroup 1 tenth as 10 hundredths.",
          "That leaves 4 tenths, and 10 − 8 = 2.",
          "Tenths: you can't take 7 from 4, so regroup 1 one as 10 tenths.",
          "That leaves 11 ones, and 14 − 7 = 7.",
          "Wholes: 11 − 3 = 8.",
          "Estimate to check: 12.5 − 4 = 8.5, which is close to 8.72.",
        ],
        answer: "8.72 meters",
      },
    },
    coaching: {
      say: "Lining up the decimal points keeps every digit in its place. Let's set it up carefully.",
      ask: [
        "Are the decimal points lined up?",
        "What can you write so both numbers have the same number of places?",
        "About how much should be left?",
      ],
      misconception:
        "Lining up the last digits instead of the decimal points, which subtracts hundredths from tenths. Ask the child to estimate first and to check that the points are in one column.",
    },
  }),
  skill({
    id: "m-5.nbt.b.7-multiply",
    standards: ["5.NBT.B.7"],
    prerequisites: ["m-5.nbt.b.7-add-subtract", "m-5.nbt.a.2", "m-5.nbt.b.5"],
    name: "Multiplying decimals",
    description:
      "Multiplies decimals to hundredths (6.5 × 0.4, 0.6 × 0.7) using area models, place value and estimation to place the decimal point, and explains the result.",
    lesson: {
      explanation:
        "Multiply as if there were no decimal points, then decide where the point goes. Tenths times tenths make hundredths, so 0.6 × 0.7 = 42 hundredths = 0.42. Estimating tells you whether the answer is sensible. Multiplying by a number less than 1 gives a smaller answer.",
      workedExample: {
        problem: "One lap of a track is 0.4 km. Mia runs 6.5 laps. How far does she run?",
        steps: [
          "Multiply without the points: 65 × 4 = 260.",
          "6.5 is 65 tenths and 0.4 is 4 tenths; tenths times tenths are hundredths.",
          "260 hundredths = 2.60.",
          "Estimate: 0.4 is a bit less than half, and half of 6.5 is about 3, so a bit less than 3 fits.",
        ],
        answer: "2.6 km",
      },
    },
    coaching: {
      say: "The digits come from a multiplication you know; the estimate tells you where the point belongs.",
      ask: [
        "About how big should the answer be?",
        "Should the answer be more or less than the number you started with? Why?",
        "What do tenths times tenths make?",
      ],
      misconception:
        "Placing the point by copying one factor (6.5 × 0.4 = 26.0) or lining up points as in addition. Ask whether multiplying by less than one should make the answer bigger or smaller.",
    },
  }),
  skill({
    id: "m-5.nbt.b.7",
    standards: ["5.NBT.B.7"],
    prerequisites: ["m-5.nbt.b.7-multiply", "m-5.nbt.b.6"],
    name: "Dividing decimals",
    description:
      "Divides decimals to hundredths, including a decimal by a whole number (7.2 ÷ 3) and by a decimal (3.6 ÷ 0.3), using place value, models and the link to multiplication; solves problems with all four decimal operations.",
    lesson: {
      explanation:
        "To divide a decimal by a whole number, share it place by place: 7.2 ÷ 3 is 72 tenths shared into 3 groups, which is 24 tenths, or 2.4. To divide by a decimal, ask how many of it fit: 4.8 ÷ 0.6 asks how many 6 tenths fit in 48 tenths, which is 8. Always check by multiplying.",
      workedExample: {
        problem: "A 3.6-liter jug of juice is poured into cups that hold 0.3 liters each. How many cups can be filled?",
        steps: [
          "Ask how many 0.3s fit in 3.6.",
          "Count in tenths: 3.6 is 36 tenths and 0.3 is 3 tenths.",
          "36 ÷ 3 = 12.",
          "Check: 12 × 0.3 = 3.6.",
        ],
        answer: "12 cups",
      },
    },
    coaching: {
      say: "Dividing by a small amount means lots of those small amounts fit. Let's count them.",
      ask: [
        "How many cups would you guess before calculating?",
        "What are both numbers in tenths?",
        "How can multiplying check your answer?",
      ],
      misconception:
        "Expecting division to always make a number smaller, even when dividing by less than one. Ask how many small cups it would take to empty a big jug.",
    },
  }),

  // ---- Fractions ------------------------------------------------------------------------------
  skill({
    id: "m-5.nf.a.1-unlike-denominators",
    standards: ["5.NF.A.1"],
    prerequisites: ["m-4.nf.a.1", "m-4.nf.b.3.d"],
    name: "Adding fractions with different denominators",
    description:
      "Adds and subtracts fractions with different denominators (2/3 + 1/4) by rewriting them as equivalent fractions with a common denominator.",
    lesson: {
      explanation:
        "You can only add pieces that are the same size. So first find a denominator (the bottom number) that works for both, like 12 for thirds and fourths. Write each one with that denominator. Then add or subtract the numerators (the top numbers). To check that the answer makes sense, compare it with 1/2 or 1.",
      workedExample: {
        problem: "Find 2/3 + 1/4.",
        steps: [
          "Thirds and fourths can both become twelfths.",
          "2/3 = 8/12 (multiply top and bottom by 4).",
          "1/4 = 3/12 (multiply top and bottom by 3).",
          "Add the twelfths: 8/12 + 3/12 = 11/12.",
        ],
        answer: "11/12",
      },
    },
    coaching: {
      say: "We need same-size pieces before we can add them. Let's find a size that works for both.",
      ask: [
        "Which denominator could both fractions change into?",
        "What did you multiply the top and bottom by, and why the same number?",
        "Is the answer more or less than one whole? Does that fit?",
      ],
      misconception:
        "Adding tops and bottoms straight across (2/3 + 1/4 = 3/7). Ask: can the sum be smaller than one of the fractions you added? Can the total be smaller than one of its parts?",
    },
  }),
  skill({
    id: "m-5.nf.a.1",
    standards: ["5.NF.A.1"],
    prerequisites: ["m-5.nf.a.1-unlike-denominators", "m-4.nf.b.3.c"],
    name: "Mixed numbers with different denominators",
    description:
      "Adds and subtracts mixed numbers with unlike denominators (3 1/2 − 1 2/3) using common denominators and trading a whole for parts when needed.",
    lesson: {
      explanation:
        "First write the fraction parts with a common denominator (a bottom number both fractions can share). Then add or subtract the wholes and the fraction parts. If the part you take away is bigger, trade one whole for parts: with sixths, 1 = 6/6. You can also turn each mixed number into one fraction first.",
      workedExample: {
        problem: "Find 3 1/2 − 1 2/3.",
        steps: [
          "Halves and thirds can both become sixths.",
          "3 1/2 = 3 3/6 and 1 2/3 = 1 4/6.",
          "3/6 is less than 4/6, so trade a whole: 3 3/6 = 2 9/6.",
          "Take away the wholes: 2 − 1 = 1.",
          "Take away the parts: 9/6 − 4/6 = 5/6.",
        ],
        answer: "1 5/6",
      },
    },
    coaching: {
      say: "This puts together two things you already know: common denominators and trading a whole.",
      ask: [
        "What common denominator works for both fraction parts?",
        "Do you have enough sixths to take away, or do you need to trade?",
        "About what should the answer be?",
      ],
      misconception:
        "Subtracting the smaller fraction part from the bigger one whichever is on top (getting 2 1/6). Ask for an estimate first from the nearest whole numbers or halves.",
    },
  }),
  skill({
    id: "m-5.nf.a.2",
    standards: ["5.NF.A.2"],
    prerequisites: ["m-5.nf.a.1", "m-4.nf.a.2"],
    name: "Fraction stories with different denominators",
    description:
      "Solves word problems that add or subtract fractions with unlike denominators referring to the same whole, and uses benchmark fractions to judge whether an answer is reasonable (e.g., spotting that 2/5 + 1/2 = 3/7 is wrong because 3/7 < 1/2).",
    lesson: {
      explanation:
        "Read the story. Are amounts joined, taken away or compared? Write an equation and solve it with a common denominator (a bottom number both fractions can share). Then estimate with friendly fractions like 0, 1/2 and 1 to check that your answer makes sense.",
      workedExample: {
        problem:
          "Leah walked 3/4 of a mile to the park and then 2/3 of a mile to the library. How far did she walk in all?",
        steps: [
          "Estimate: both are more than 1/2, so the total is more than 1.",
          "Common denominator 12: 3/4 = 9/12 and 2/3 = 8/12.",
          "9/12 + 8/12 = 17/12.",
          "17/12 = 1 5/12, which is more than 1, as estimated.",
        ],
        answer: "1 5/12 miles",
      },
    },
    coaching: {
      say: "A quick estimate before we start will tell us if our final answer is believable.",
      ask: [
        "Is each fraction more or less than one half?",
        "Will the answer be more or less than one whole?",
        "Does your answer match your estimate?",
      ],
      misconception:
        "Skipping the estimate and accepting answers that cannot fit the story. Ask the child to predict, before calculating, whether the answer will be more or less than one whole.",
    },
  }),
  skill({
    id: "m-5.nf.b.3",
    standards: ["5.NF.B.3"],
    prerequisites: ["m-4.oa.a.2", "m-3.oa.b.6", "m-4.md.a.2"],
    name: "A fraction is a division",
    description:
      "Understands that a fraction a/b means a ÷ b (3 ÷ 4 = 3/4) and solves sharing problems whose answers are fractions or mixed numbers, such as 5 pizzas shared by 3 friends.",
    lesson: {
      explanation:
        "When you share a things equally among b people, each gets a/b. Sharing 3 sandwiches among 4 people: cut each sandwich into fourths, and each person gets one fourth of every sandwich, 3/4 in all. So the fraction bar means 'divided by'. If there are more things than people, each gets more than 1.",
      workedExample: {
        problem: "5 pizzas are shared equally by 3 friends. How much pizza does each friend get?",
        steps: [
          "Each friend gets 5 ÷ 3 pizzas.",
          "5 ÷ 3 = 5/3.",
          "5/3 is 3/3 and 2/3 more, which is 1 2/3.",
          "Check: 3 friends × 5/3 = 15/3 = 5 pizzas.",
        ],
        answer: "5/3 = 1 2/3 pizzas each",
      },
    },
    coaching: {
      say: "Every fraction is secretly a sharing problem. Let's share these out.",
      ask: [
        "Are there more pizzas or more friends?",
        "So should each friend get more or less than one pizza?",
        "Which number goes on top of the fraction, and why?",
      ],
      misconception:
        "Flipping the fraction (friends over pizzas), which gives each friend less than one pizza even though there are more pizzas than friends. Ask whether each person should get more or less than one.",
    },
  }),
  skill({
    id: "m-5.nf.b.4.a-fraction-of-whole",
    standards: ["5.NF.B.4.a", "5.NF.B.4"],
    prerequisites: ["m-4.nf.b.4.c", "m-3.md.c.7.b"],
    name: "Fraction of a whole number",
    description:
      "Finds a fraction of a whole number (3/4 of 28, written 3/4 × 28) by splitting it into equal parts and taking some of them, and sees that this equals 3 × 28 ÷ 4.",
    lesson: {
      explanation:
        "To find 2/3 of 12, split 12 into 3 equal parts: each part is 4. Then take 2 of those parts: 8. That is what 2/3 × 12 means. You can also multiply first and divide second: 2 × 12 = 24, and 24 ÷ 3 = 8.",
      workedExample: {
        problem: "A class has 28 students. 3/4 of them brought lunch from home. How many students brought lunch?",
        steps: [
          "Split 28 into 4 equal parts: 28 ÷ 4 = 7.",
          "Take 3 of those parts: 3 × 7 = 21.",
          "Check the other way: 3 × 28 = 84, and 84 ÷ 4 = 21.",
        ],
        answer: "21 students",
      },
    },
    coaching: {
      say: "The bottom number tells us how many equal parts to make; the top tells us how many to take.",
      ask: [
        "How many equal parts do we split into?",
        "How many of those parts do we take?",
        "Should the answer be more or less than the whole? Why?",
      ],
      misconception:
        "Dividing by the numerator instead of the denominator, or stopping after finding one part. Ask what the denominator tells you to do and what the numerator tells you to do.",
    },
  }),
  skill({
    id: "m-5.nf.b.4.a",
    standards: ["5.NF.B.4.a", "5.NF.B.4"],
    prerequisites: ["m-5.nf.b.4.a-fraction-of-whole"],
    name: "Fraction times a fraction",
    description:
      "Multiplies a fraction by a fraction (3/4 × 1/2 = 3/8) and explains it as taking part of a part, with a drawing or by multiplying numerators and denominators.",
    lesson: {
      explanation:
        "3/4 × 1/2 means 3/4 of 1/2. Shade half of a bar, then cut that half into 4 equal pieces and take 3 of them. If the whole bar were cut the same way, it would have 8 pieces, and 3 are taken. So multiply the numerators (3 × 1) and the denominators (4 × 2).",
      workedExample: {
        problem:
          "Half of a garden is planted with vegetables. 3/4 of the vegetable part is tomatoes. What fraction of the whole garden is tomatoes?",
        steps: [
          "We need 3/4 of 1/2, which is 3/4 × 1/2.",
          "Multiply the numerators (the top numbers): 3 × 1 = 3.",
          "Multiply the denominators (the bottom numbers): 4 × 2 = 8.",
          "Picture it: the garden cut into 8 equal pieces has 4 in the vegetable half, and 3 of those are tomatoes.",
        ],
        answer: "3/8 of the garden",
      },
    },
    coaching: {
      say: "'Of' is a clue for multiplying. We're finding a part of a part.",
      ask: [
        "Is a part of a half more or less than a half?",
        "How many equal pieces would the whole garden have?",
        "Can you show it by shading a rectangle?",
      ],
      misconception:
        "Finding a common denominator first as in adding, or expecting the product to be bigger than both fractions. Ask whether a fraction of a half can be more than a half.",
    },
  }),
  skill({
    id: "m-5.nf.b.4.b",
    standards: ["5.NF.B.4.b", "5.NF.B.4"],
    prerequisites: ["m-5.nf.b.4.a", "m-4.md.a.3"],
    name: "Area with fraction sides",
    description:
      "Finds the area of a rectangle with fractional side lengths by tiling it with squares of unit-fraction side length, and shows this matches multiplying the side lengths.",
    lesson: {
      explanation:
        "To find the area of a rectangle with fraction sides, cover it with small squares whose sides are a unit fraction, like 1/2 inch. Four of those squares make one square inch, so each one is 1/4 square inch. Count the squares and multiply by the size of each. You get the same answer by multiplying the two side lengths.",
      workedExample: {
        problem: "A sticker is 1 1/2 inches wide and 2 1/2 inches long. What is its area?",
        steps: [
          "Use squares that are 1/2 inch on each side; each has area 1/4 square inch.",
          "The width 1 1/2 is 3 halves, and the length 2 1/2 is 5 halves.",
          "So 3 rows of 5 squares fit: 15 squares.",
          "15 × 1/4 = 15/4 square inches.",
          "Check by multiplying the sides: 3/2 × 5/2 = 15/4 = 3 3/4.",
        ],
        answer: "3 3/4 square inches",
      },
    },
    coaching: {
      say: "Tiles work for fraction sides too; they are just smaller tiles.",
      ask: [
        "How many small squares make one square inch?",
        "How many small squares fit along each side?",
        "Does multiplying the side lengths give the same area?",
      ],
      misconception:
        "Multiplying the whole numbers and the fractions separately (1 × 2 + 1/2 × 1/2 = 2 1/4), which misses whole strips of tiles. Ask the child to count the tiles in the picture.",
    },
  }),
  skill({
    id: "m-5.nf.b.5.a",
    standards: ["5.NF.B.5.a", "5.NF.B.5"],
    prerequisites: ["m-5.nf.b.4.a", "m-4.oa.a.2", "m-4.md.a.2", "m-4.nf.a.1"],
    name: "Predicting the size of a product",
    description:
      "Compares the size of a product to the size of one factor without multiplying, e.g., knows that 48 × 3/5 is less than 48 and that 5 × 250 is five times as large as 250.",
    lesson: {
      explanation:
        "Multiplying can be thought of as resizing. Multiplying 250 by 5 makes it 5 times as big. Multiplying 250 by 3/4 makes it only three fourths as big, so the answer is smaller than 250. You can tell which way a number will be resized just by looking at the other factor.",
      workedExample: {
        problem: "Without calculating, put in order from least to greatest: 48 × 3/5, 48 × 1, 48 × 4/3.",
        steps: [
          "48 × 1 = 48: the size stays the same.",
          "3/5 is less than 1, so 48 × 3/5 is less than 48.",
          "4/3 is more than 1, so 48 × 4/3 is more than 48.",
        ],
        answer: "48 × 3/5 < 48 × 1 < 48 × 4/3",
      },
    },
    coaching: {
      say: "We can predict a lot without calculating anything. Let's look at the other factor.",
      ask: [
        "Is this fraction more or less than one whole?",
        "If you ate part of a bag of grapes, would you eat more or fewer than the whole bag?",
        "What happens when you multiply by exactly one?",
      ],
      misconception:
        "Believing multiplication always makes things bigger, even by a fraction less than one. Ask: if you eat part of a bag of grapes, do you eat more or fewer than the whole bag?",
    },
  }),
  skill({
    id: "m-5.nf.b.5.b",
    standards: ["5.NF.B.5.b", "5.NF.B.5"],
    prerequisites: ["m-5.nf.b.5.a"],
    name: "Why products grow or shrink",
    description:
      "Explains why multiplying by a fraction greater than 1 gives a larger number and by a fraction less than 1 a smaller one, and links multiplying by n/n to equivalent fractions.",
    lesson: {
      explanation:
        "Multiplying by 1 leaves a number the same. A fraction greater than 1, like 5/4, is one whole and a bit more, so it makes the number grow. A fraction less than 1, like 3/4, is only part of the number, so it shrinks it. Multiplying by 5/5 is multiplying by 1, which is why 2/3 = 10/15.",
      workedExample: {
        problem: "Is 9/8 × 36 more or less than 36? Explain, then check.",
        steps: [
          "9/8 is 8/8 + 1/8, which is 1 and 1/8.",
          "So 9/8 × 36 is all of 36 plus 1/8 of 36 more.",
          "That must be more than 36.",
          "Check: 1/8 of 36 is 4 1/2, so 9/8 × 36 = 40 1/2.",
        ],
        answer: "More than 36: it equals 40 1/2.",
      },
    },
    coaching: {
      say: "The key question is always: is this fraction more than one whole or less?",
      ask: [
        "Is the fraction more or less than one? How do you know?",
        "What would multiplying by exactly one do?",
        "Why is multiplying by a fraction with the same top and bottom the same as multiplying by one?",
      ],
      misconception:
        "Deciding from the size of the numerator or denominator alone ('the top is big, so it grows') instead of comparing the fraction with one. Ask whether the fraction is more or less than one whole.",
    },
  }),
  skill({
    id: "m-5.nf.b.6",
    standards: ["5.NF.B.6"],
    prerequisites: ["m-5.nf.b.5.b", "m-5.nf.b.4.b", "m-5.nf.a.1"],
    name: "Multiplying fractions in real life",
    description:
      "Solves real-world problems that multiply fractions and mixed numbers (2/3 of a recipe that needs 2 1/4 cups), using fraction models or equations, and checks that the size of the answer makes sense.",
    lesson: {
      explanation:
        "Look for 'of' in the story, or a fraction of an amount being taken: that means multiply. Change mixed numbers into fractions greater than 1 first. Multiply, simplify if it helps, and check with an estimate: multiplying by a fraction less than 1 makes the answer smaller.",
      workedExample: {
        problem: "A recipe uses 2 1/4 cups of oats. Zoe makes 2/3 of the recipe. How many cups of oats does she need?",
        steps: [
          "We need 2/3 of 2 1/4, so multiply: 2/3 × 2 1/4.",
          "Change 2 1/4 to 9/4.",
          "2/3 × 9/4 = 18/12.",
          "18/12 = 1 6/12 = 1 1/2.",
          "Check: 2/3 is less than 1, so the answer should be less than 2 1/4. It is.",
        ],
        answer: "1 1/2 cups",
      },
    },
    coaching: {
      say: "Let's find the 'of' in the story; it tells us what to multiply.",
      ask: [
        "What amount are we taking a fraction of?",
        "Should the answer be more or less than the amount the recipe starts with?",
        "How could you draw this problem?",
      ],
      misconception:
        "Multiplying only the whole-number part of the mixed number and tacking the fraction part on unchanged. Ask the child to rewrite the mixed number as one fraction first.",
    },
  }),
  skill({
    id: "m-5.nf.b.7.a",
    standards: ["5.NF.B.7.a", "5.NF.B.7"],
    prerequisites: ["m-5.nf.b.3", "m-5.nf.b.4.a", "m-3.nf.a.1"],
    name: "Sharing a unit fraction",
    description:
      "Divides a unit fraction by a whole number (1/2 ÷ 3 = 1/6), explains it as splitting the piece into equal parts, and checks with multiplication.",
    lesson: {
      explanation:
        "1/3 ÷ 4 means cutting 1/3 into 4 equal parts. If every third of the whole were cut into 4, the whole would have 12 pieces, so each part is 1/12. Sharing makes the pieces smaller, so the answer is less than 1/3. Check: 4 × 1/12 = 4/12 = 1/3.",
      workedExample: {
        problem:
          "Half a pan of lasagna is shared equally by 3 people. What fraction of the whole pan does each person get?",
        steps: [
          "We need 1/2 ÷ 3.",
          "Cut the half into 3 equal parts.",
          "If the other half were cut the same way, the whole pan would have 6 parts.",
          "So each person gets 1/6. Check: 3 × 1/6 = 3/6 = 1/2.",
        ],
        answer: "1/6 of the pan",
      },
    },
    coaching: {
      say: "We're sharing a piece that's already smaller than a whole, so the shares get even smaller.",
      ask: [
        "Should each person get more or less than half the pan?",
        "How many pieces would the whole pan have?",
        "How can multiplying check your answer?",
      ],
      misconception:
        "Multiplying instead of dividing (1/2 × 3 = 3/2), which gives each person more than the half being shared. Ask whether each share should be bigger or smaller than the piece being shared.",
    },
  }),
  skill({
    id: "m-5.nf.b.7.b",
    standards: ["5.NF.B.7.b", "5.NF.B.7"],
    prerequisites: ["m-5.nf.b.7.a"],
    name: "How many pieces fit?",
    description:
      "Divides a whole number by a unit fraction (4 ÷ 1/5 = 20), explains it as counting how many of those pieces fit, and checks with multiplication.",
    lesson: {
      explanation:
        "4 ÷ 1/5 asks: how many fifths fit in 4? Each whole holds 5 fifths, so 4 wholes hold 4 × 5 = 20 fifths. Dividing by a piece smaller than 1 gives a bigger answer, because lots of small pieces fit. Check: 20 × 1/5 = 4.",
      workedExample: {
        problem:
          "A gardener has 3 pounds of seeds and fills bags that each hold 1/4 pound. How many bags can she fill?",
        steps: [
          "We need 3 ÷ 1/4: how many quarter pounds fit in 3 pounds?",
          "Each pound holds 4 quarter pounds.",
          "3 pounds hold 3 × 4 = 12.",
          "Check: 12 × 1/4 = 12/4 = 3.",
        ],
        answer: "12 bags",
      },
    },
    coaching: {
      say: "Think of it as counting: how many of these little pieces fit inside?",
      ask: [
        "How many quarter pounds are in one pound?",
        "Will there be more bags than the whole number, or fewer?",
        "How can you check with multiplication?",
      ],
      misconception:
        "Dividing the other way round because division 'should make it smaller'. Ask the child to picture filling small bags from a big sack: more bags than the sack holds pounds, or fewer?",
    },
  }),
  skill({
    id: "m-5.nf.b.7.c",
    standards: ["5.NF.B.7.c", "5.NF.B.7"],
    prerequisites: ["m-5.nf.b.7.b"],
    name: "Fraction division stories",
    description:
      "Solves real-world problems that divide a unit fraction by a whole number or a whole number by a unit fraction, choosing the right division from the story and modelling it with a drawing or equation.",
    lesson: {
      explanation:
        "Decide what the story asks. If a piece smaller than a whole is shared among people, divide the fraction by the whole number. If you are asking how many small pieces fit into a whole amount, divide the whole number by the fraction. Draw it, write the equation, and check by multiplying.",
      workedExample: {
        problem: "How many 1/3-cup scoops of flour are in a 5-cup bag?",
        steps: [
          "The question asks how many 1/3s fit in 5, so 5 ÷ 1/3.",
          "Each cup holds 3 thirds.",
          "5 cups hold 5 × 3 = 15 thirds.",
          "Check: 15 × 1/3 = 5.",
        ],
        answer: "15 scoops",
      },
    },
    coaching: {
      say: "The story tells us which kind of division it is. Let's act it out in our heads first.",
      ask: [
        "Is something being shared, or are we counting how many pieces fit?",
        "Should the answer be bigger or smaller than the whole number you started with?",
        "Can you draw the bag and the scoops?",
      ],
      misconception:
        "Writing the division backwards (1/3 ÷ 5 = 1/15) because the fraction comes first in the story. Ask whether something is being shared or whether we are counting how many pieces fit.",
    },
  }),

  // ---- Measurement & data ---------------------------------------------------------------------
  skill({
    id: "m-5.md.a.1",
    standards: ["5.MD.A.1"],
    prerequisites: ["m-4.md.a.2", "m-5.nbt.b.7", "m-5.nbt.a.2"],
    name: "Converting units both ways",
    description:
      "Converts between units of one measurement system in both directions (5 cm = 0.05 m, 3 ft = 36 in, 2,500 g = 2.5 kg) and uses conversions in multi-step real-world problems.",
    lesson: {
      explanation:
        "To go from a bigger unit to a smaller one, multiply: you will have more of the small units. To go from a smaller unit to a bigger one, divide: you will have fewer of the big units. In the metric system you multiply or divide by 10, 100 or 1,000, so the digits just shift places. Put all amounts in the same unit before adding or comparing.",
      workedExample: {
        problem:
          "Ben has a board 2 meters long. He cuts off three pieces, each 45 cm long. How many meters of board are left?",
        steps: [
          "Change 2 meters to centimeters: 2 × 100 = 200 cm.",
          "Three pieces: 3 × 45 = 135 cm.",
          "200 − 135 = 65 cm left.",
          "Change back to meters: 65 ÷ 100 = 0.65.",
        ],
        answer: "0.65 meters",
      },
    },
    coaching: {
      say: "Let's get everything into the same unit first; then it's an ordinary problem.",
      ask: [
        "Which unit is bigger, and how many of the small unit fit in it?",
        "Should the number get bigger or smaller when you convert?",
        "Are all the amounts in the same unit now?",
      ],
      misconception:
        "Multiplying when converting to a bigger unit (65 cm = 6,500 m), or subtracting numbers in different units (2 − 135). Ask whether there should be more or fewer of the bigger unit.",
    },
  }),
  skill({
    id: "m-5.md.b.2",
    standards: ["5.MD.B.2"],
    prerequisites: ["m-4.md.b.4", "m-5.nf.a.2", "m-5.nf.b.6", "m-5.nf.b.7.c"],
    name: "Line plots with fraction operations",
    description:
      "Makes line plots of measurements in halves, quarters and eighths and uses fraction operations to answer questions from them, such as the total of all values or the equal share if the total were redistributed.",
    lesson: {
      explanation:
        "Put an X above the number line for each measurement. Then use fraction operations to answer questions: add the values to find a total, or divide the total equally to find what each would get if all were the same. Group the Xs that share a value to save work: 3 Xs at 1/4 is 3 × 1/4.",
      workedExample: {
        problem:
          "Five beakers hold 1/4, 1/2, 1/2, 3/4 and 1 liter of water. Make a line plot. If the water were shared equally among the five beakers, how much would each hold?",
        steps: [
          "Line plot: one X at 1/4, two at 1/2, one at 3/4 and one at 1.",
          "Total in fourths: 1/4 + 2/4 + 2/4 + 3/4 + 4/4 = 12/4 = 3 liters.",
          "Share 3 liters among 5 beakers: 3 ÷ 5 = 3/5.",
        ],
        answer: "3/5 liter in each beaker",
      },
    },
    coaching: {
      say: "The line plot shows us all the data; fractions help us answer questions about it.",
      ask: [
        "What does each X stand for?",
        "How can you find the total without adding one X at a time?",
        "Does the equal share fall between the smallest and largest values?",
      ],
      misconception:
        "Counting the Xs instead of adding their values (saying the total is 5 liters because there are 5 Xs). Ask what each X stands for.",
    },
  }),
  skill({
    id: "m-5.md.c.3.a",
    standards: ["5.MD.C.3.a", "5.MD.C.3"],
    prerequisites: ["m-3.md.c.5.b"],
    name: "What a cubic unit is",
    description:
      "Knows that volume is the space a solid takes up, and that a unit cube (1 unit on every edge) has a volume of one cubic unit used to measure volume.",
    lesson: {
      explanation:
        "Volume is how much space a solid takes up. We measure it with unit cubes: cubes whose edges are all 1 unit long. One unit cube has a volume of 1 cubic unit. If its edges are 1 centimeter, it is 1 cubic centimeter; if they are 1 inch, it is 1 cubic inch.",
      workedExample: {
        problem: "A sugar cube has edges that are each 1 cm long. What is its volume, and what unit do we use?",
        steps: [
          "All its edges are 1 cm, so it is a unit cube.",
          "A unit cube has a volume of 1 cubic unit.",
          "The edges are measured in centimeters, so the unit is the cubic centimeter.",
        ],
        answer: "1 cubic centimeter (1 cm³)",
      },
    },
    coaching: {
      say: "Length measures along a line, area covers a flat surface, and volume fills up space.",
      ask: [
        "Are we measuring along an edge, across a face, or the space inside?",
        "What makes a cube a unit cube?",
        "What else could we measure with cubic centimeters?",
      ],
      misconception:
        "Mixing up units of length, area and volume (calling the sugar cube 1 square centimeter or just 1 centimeter). Ask whether we are measuring a line, a flat surface or the space inside.",
    },
  }),
  skill({
    id: "m-5.md.c.3.b",
    standards: ["5.MD.C.3.b", "5.MD.C.3"],
    prerequisites: ["m-5.md.c.3.a"],
    name: "Filling with cubes",
    description:
      "Understands that a solid packed with n unit cubes, without gaps or overlaps, has a volume of n cubic units.",
    lesson: {
      explanation:
        "Pack a solid with unit cubes. Leave no gaps, and don't let any cubes overlap. Then the number of cubes is the volume: if 20 cubes fill it, its volume is 20 cubic units. A gap would leave space out, and an overlap would count some space twice.",
      workedExample: {
        problem:
          "A box is packed with unit cubes, with no gaps: 2 layers, and 6 cubes in each layer. What is its volume?",
        steps: ["Each layer has 6 cubes.", "There are 2 layers.", "6 + 6 = 12 cubes fill the box."],
        answer: "12 cubic units",
      },
    },
    coaching: {
      say: "Volume is just 'how many cubes fill it', as long as they're packed tightly.",
      ask: ["Are there any gaps between the cubes?", "How many cubes are in one layer?", "How many layers are there?"],
      misconception:
        "Counting only the cubes visible in a picture and missing the hidden ones at the back and bottom. Ask how many cubes are in one layer and how many layers there are.",
    },
  }),
  skill({
    id: "m-5.md.c.4",
    standards: ["5.MD.C.4"],
    prerequisites: ["m-5.md.c.3.b"],
    name: "Counting cubes to find volume",
    description:
      "Measures volume by counting unit cubes in cubic centimeters, cubic inches, cubic feet or made-up units, including cubes hidden in a picture.",
    lesson: {
      explanation:
        "To find a volume, count the unit cubes that fill the solid. Counting one at a time is slow, so count one layer at a time. Remember the cubes you can't see in the picture. Then add the layers, and always say the unit, like cubic centimeters or cubic feet.",
      workedExample: {
        problem:
          "A tower is built from cubes with 1-cm edges. The bottom layer is 3 cubes by 2 cubes, and a second layer of 2 cubes sits on top. What is its volume?",
        steps: [
          "Bottom layer: 3 × 2 = 6 cubes, including the ones hidden at the back.",
          "Top layer: 2 cubes.",
          "6 + 2 = 8 cubes.",
          "Each cube is 1 cubic centimeter.",
        ],
        answer: "8 cubic centimeters",
      },
    },
    coaching: {
      say: "Let's count layer by layer so no hidden cube gets missed.",
      ask: [
        "How many cubes are in the bottom layer, even the ones you can't see?",
        "How many layers are there?",
        "What unit should your answer have?",
      ],
      misconception:
        "Counting the visible faces of cubes instead of cubes, or only the cubes in view. Ask the child to rotate the shape on screen and count one layer at a time.",
    },
  }),
  skill({
    id: "m-5.md.c.5.a",
    standards: ["5.MD.C.5.a", "5.MD.C.5"],
    prerequisites: ["m-5.md.c.4", "m-4.md.a.3", "m-3.oa.b.5"],
    name: "Layers and multiplication for volume",
    description:
      "Finds the volume of a rectangular box with whole-number edges by packing it with unit cubes, and shows this equals length × width × height, or the area of the base times the height.",
    lesson: {
      explanation:
        "The bottom layer of a box is a rectangle of cubes: length × width of them. Each layer above holds the same number. So the volume is the number in one layer times the number of layers: length × width × height. You can multiply the edges in any order and get the same volume.",
      workedExample: {
        problem:
          "A fish tank is packed with unit cubes: 5 cubes long, 3 cubes wide and 4 cubes high. What is its volume? Check two ways.",
        steps: [
          "One layer: 5 × 3 = 15 cubes.",
          "4 layers: 15 × 4 = 60 cubes.",
          "Another way: 5 × (3 × 4) = 5 × 12 = 60.",
          "Both ways give 60.",
        ],
        answer: "60 cubic units",
      },
    },
    coaching: {
      say: "Multiplying is just a fast way to count all the cubes, layer by layer.",
      ask: [
        "How many cubes are in the bottom layer?",
        "How many layers are there?",
        "Does multiplying in a different order change the volume?",
      ],
      misconception:
        "Adding the three edge lengths (5 + 3 + 4 = 12) or multiplying only two of them. Ask how many cubes are in the bottom layer and how many layers there are.",
    },
  }),
  skill({
    id: "m-5.md.c.5.b",
    standards: ["5.MD.C.5.b", "5.MD.C.5"],
    prerequisites: ["m-5.md.c.5.a"],
    name: "Volume formulas",
    description:
      "Uses V = l × w × h and V = B × h (area of the base times height) to find volumes of rectangular boxes in real-world problems, including finding a missing edge length.",
    lesson: {
      explanation:
        "For any rectangular box, volume = length × width × height. The area of the base, called B, is length × width, so volume = B × h too. If you know the volume and the base or two edges, divide to find the missing one. Volume is always in cubic units.",
      workedExample: {
        problem:
          "A shipping crate has a base area of 12 square feet and a volume of 36 cubic feet. How tall is the crate?",
        steps: ["V = B × h, so 36 = 12 × h.", "h = 36 ÷ 12.", "h = 3."],
        answer: "3 feet",
      },
    },
    coaching: {
      say: "Both formulas say the same thing: one layer times the number of layers.",
      ask: ["What does B already include?", "Which measurement is missing?", "What unit goes with the answer?"],
      misconception:
        "Using the base area and then multiplying by the length or width again (12 × 4 × 3). Ask the child to say what the base area B already includes.",
    },
  }),
  skill({
    id: "m-5.md.c.5.c",
    standards: ["5.MD.C.5.c", "5.MD.C.5"],
    prerequisites: ["m-5.md.c.5.b"],
    name: "Adding volumes",
    description:
      "Finds the volume of a solid made of two non-overlapping rectangular boxes by finding each volume and adding them, in real-world problems.",
    lesson: {
      explanation:
        "Some solids are two boxes stuck together, like an L-shape. Split the solid into two rectangular boxes that don't overlap. Find the volume of each box, then add them. Use each box's own length, width and height.",
      workedExample: {
        problem:
          "A block shape is made of two boxes that don't overlap: one is 6 cm × 4 cm × 2 cm, and the other, on top, is 3 cm × 4 cm × 5 cm. What is the total volume?",
        steps: [
          "First box: 6 × 4 × 2 = 48 cubic centimeters.",
          "Second box: 3 × 4 × 5 = 60 cubic centimeters.",
          "They don't overlap, so add: 48 + 60 = 108.",
        ],
        answer: "108 cubic centimeters",
      },
    },
    coaching: {
      say: "Big odd shapes are often two simple boxes in disguise. Let's find the split.",
      ask: [
        "Where would you split this shape into two boxes?",
        "What are the three edges of each box?",
        "Did any part get counted twice?",
      ],
      misconception:
        "Multiplying the outside measurements of the whole shape as if it were one box, or counting an overlapping part twice. Ask the child to draw the split line and name each box's three edges.",
    },
  }),

  // ---- Geometry -------------------------------------------------------------------------------
  skill({
    id: "m-5.g.a.1",
    standards: ["5.G.A.1"],
    prerequisites: ["m-3.nf.a.2.b"],
    name: "The coordinate grid",
    description:
      "Understands the coordinate grid as two perpendicular number lines meeting at 0 (the origin), and locates points from an ordered pair (x, y): x across, then y up.",
    lesson: {
      explanation:
        "A coordinate grid is made of two number lines: one going across (the x-axis) and one going up (the y-axis). They meet at 0, a point called the origin. A point is named by an ordered pair like (4, 2): the first number says how far to go across, and the second says how far to go up. The order matters.",
      workedExample: {
        problem: "Starting at the origin, how do you find the point (3, 5)?",
        steps: [
          "The first number is 3: move 3 units to the right along the x-axis.",
          "The second number is 5: from there, move 5 units up.",
          "Mark the point where you stop.",
        ],
        answer: "3 units right and 5 units up from the origin",
      },
    },
    coaching: {
      say: "Remember: across first, then up. Like walking along the hallway before climbing the stairs.",
      ask: [
        "Which number tells you how far to go across?",
        "Where is the origin?",
        "Would the point with the numbers swapped be the same point? Why not?",
      ],
      misconception:
        "Swapping the numbers (going up 3 and across 5), so (3, 5) and (5, 3) end up in the same spot. Have the child say 'across, then up' as they move.",
    },
  }),
  skill({
    id: "m-5.g.a.2",
    standards: ["5.G.A.2"],
    prerequisites: ["m-5.g.a.1"],
    name: "Graphing real situations",
    description:
      "Graphs points in the first quadrant to represent real situations and explains what a point's coordinates mean in context (for example, (3, 6) means 6 cm tall after 3 weeks).",
    lesson: {
      explanation:
        "In a real graph, each axis stands for something: maybe weeks across and centimeters up. A point like (2, 4) then means 'after 2 weeks, 4 centimeters'. To graph a table, turn each row into an ordered pair and plot it. To read a point, say what each number means with its unit.",
      workedExample: {
        problem:
          "A plant grows 2 cm each week, starting from 0 cm. Plot weeks (x) and height (y) for weeks 0 to 3. What does the point (3, 6) mean?",
        steps: [
          "Heights: week 0 → 0 cm, week 1 → 2 cm, week 2 → 4 cm, week 3 → 6 cm.",
          "Ordered pairs: (0, 0), (1, 2), (2, 4), (3, 6).",
          "Plot each: across for weeks, up for centimeters.",
          "(3, 6) means after 3 weeks the plant is 6 cm tall.",
        ],
        answer: "Points (0, 0), (1, 2), (2, 4), (3, 6); (3, 6) means the plant is 6 cm tall after 3 weeks.",
      },
    },
    coaching: {
      say: "Every point on this graph tells a little story. Let's read one out loud.",
      ask: [
        "What does the x-axis stand for? And the y-axis?",
        "How much is each step on the axis worth?",
        "What would the next point be?",
      ],
      misconception:
        "Reading a coordinate from the wrong axis, or counting grid lines instead of using the scale when it goes up by more than one. Ask what each axis stands for and what one step is worth.",
    },
  }),
  skill({
    id: "m-5.g.b.3",
    standards: ["5.G.B.3"],
    prerequisites: ["m-4.g.a.2", "m-3.g.a.1"],
    name: "Shape families share features",
    description:
      "Understands that every feature of a category of shapes belongs to all its subcategories, for example: all rectangles have four right angles, and squares are rectangles, so all squares have four right angles.",
    lesson: {
      explanation:
        "Shapes belong to families. Every rectangle has four right angles. A square is one kind of rectangle, so it has four right angles too. When a shape is in a group, it has everything that is true of the whole group.",
      workedExample: {
        problem:
          "In every parallelogram, opposite angles are equal. Is that true for every rectangle and every rhombus too?",
        steps: [
          "A rectangle has two pairs of parallel sides, so it is a parallelogram.",
          "A rhombus also has two pairs of parallel sides, so it is a parallelogram too.",
          "So what is true of every parallelogram is true of them.",
        ],
        answer: "Yes. Both are parallelograms, so their opposite angles are equal.",
      },
    },
    coaching: {
      say: "Think of shape families like animal families: every dog is a mammal, so every dog has what all mammals have.",
      ask: [
        "What makes a shape belong to this family?",
        "Does this shape have everything the family needs?",
        "What else do you now know about it for free?",
      ],
      misconception:
        "Thinking a square is not a rectangle because it 'looks different', so rectangle facts can't apply to it. Ask the child to list what makes a shape a rectangle and check whether a square has all of it.",
    },
  }),
  skill({
    id: "m-5.g.b.4",
    standards: ["5.G.B.4"],
    prerequisites: ["m-5.g.b.3"],
    name: "Shape family tree",
    description:
      "Classifies two-dimensional shapes in a hierarchy by their properties (quadrilaterals, parallelograms, rectangles, rhombuses, squares) and explains where a shape fits and every name it can have.",
    lesson: {
      explanation:
        "Shapes can be sorted like a family tree. At the top are quadrilaterals, the shapes with four straight sides. Below them are parallelograms: their opposite sides are parallel. A rectangle is a parallelogram with four right angles, and a rhombus is one with four equal sides. A square is both.",
      workedExample: {
        problem: "A shape has 4 equal sides and no right angles. Where does it go in the tree?",
        steps: [
          "It has 4 straight sides, so it is a quadrilateral.",
          "Its sides are all equal, so its opposite sides are parallel.",
          "That makes it a parallelogram.",
          "A parallelogram with all sides equal is a rhombus.",
          "It has no right angles, so it is not a rectangle or a square.",
        ],
        answer: "It is a quadrilateral, a parallelogram and a rhombus, but not a rectangle or a square.",
      },
    },
    coaching: {
      say: "Shapes can have more than one name, just as you can be a student, a reader and a soccer player.",
      ask: [
        "What is every name this shape could have?",
        "Which feature moves it down to the next level of the tree?",
        "Which feature keeps it out of the square family?",
      ],
      misconception:
        "Believing each shape has only one name, so 'a square is a square, not a rhombus or a rectangle'. Ask the child to list every family the shape belongs to.",
    },
  }),
];

/** Every grade-5 standard can be practised on screen (cube builders, coordinate grids, line plots). */
export const mathGrade5OffScreen: OffScreenStandard[] = [];
