import type { OffScreenStandard, SkillDefinition } from "../types.ts";
import { mathSkillBuilder } from "./define-skill.ts";

/**
 * Grade-4 math skills. Ids follow the convention in ../README.md: `m-<code>` for the skill that
 * culminates a standard, a suffix for the extra steps of a standard that needs more than one skill.
 * Prerequisites follow shared/data/ccssm/ccssm-dependencies.json (every "dependency" edge into a
 * grade-4 standard is reachable from each of its skills), plus the order within split standards.
 */

/** Major work of grade 4 per the publishers' focus documents: 4.OA.A, 4.NBT, 4.NF. */
const MAJOR_PREFIXES = ["4.OA.A.", "4.NBT.", "4.NF."];

const skill = mathSkillBuilder(4, MAJOR_PREFIXES);

export const mathGrade4Skills: SkillDefinition[] = [
  // ---- Operations & algebraic thinking -------------------------------------------------------
  skill({
    id: "m-4.oa.a.1",
    standards: ["4.OA.A.1"],
    prerequisites: ["m-3.oa.a.1", "m-3.oa.a.3"],
    name: "Times as many",
    description:
      "Reads a multiplication equation as a comparison (24 = 6 × 4 means 24 is 6 times as many as 4, and 4 times as many as 6) and writes an equation for a 'times as many' statement.",
    lesson: {
      explanation:
        "Multiplication can compare two amounts. If one tower is 3 times as tall as another, it is as tall as 3 copies of the short one stacked up. So 35 = 5 × 7 can mean '35 is 5 times as many as 7' and also '35 is 7 times as many as 5'. The word 'times' tells you how many copies of the smaller amount make the bigger one.",
      workedExample: {
        problem:
          "Maya has 8 stickers. Leo has 4 times as many stickers as Maya. Write an equation and find how many Leo has.",
        steps: [
          "Leo's stickers are 4 copies of Maya's 8.",
          "Write the equation 4 × 8 = s, where s is Leo's number of stickers.",
          "4 × 8 = 32.",
        ],
        answer: "Leo has 32 stickers (32 = 4 × 8).",
      },
    },
    coaching: {
      say: "'Times as many' just means 'that many copies'. Let's picture the copies before we calculate.",
      ask: [
        "Which amount is the one being copied?",
        "How many copies of it do we need?",
        "Can you say our equation as a sentence with the words 'times as many'?",
      ],
      misconception:
        "Treating 'times as many' like 'more than' and adding instead of multiplying. If the answer is only a little bigger than the starting number, check whether they added.",
    },
  }),
  skill({
    id: "m-4.oa.a.2",
    standards: ["4.OA.A.2"],
    prerequisites: ["m-4.oa.a.1", "m-3.oa.a.2", "m-3.oa.a.3"],
    name: "Comparing with times",
    description:
      "Solves word problems that compare two amounts by multiplying or dividing ('a bike costs 3 times as much as a helmet'), using a bar drawing and an equation with a letter for the unknown, and tells these apart from 'how many more' problems.",
    lesson: {
      explanation:
        "In a comparison problem, one amount is a number of times another. Draw one bar for the smaller amount and several equal bars for the bigger one. If you know the small amount, multiply to find the big one. If you know the big amount and how many times, divide to find the small one.",
      workedExample: {
        problem: "A bike costs $126. That is 3 times as much as a helmet costs. How much does the helmet cost?",
        steps: [
          "Draw one bar for the helmet and 3 bars of the same size for the bike.",
          "The 3 bars together are $126, so 3 × h = 126.",
          "Divide: 126 ÷ 3 = 42.",
          "Check: 3 × 42 = 126.",
        ],
        answer: "The helmet costs $42.",
      },
    },
    coaching: {
      say: "Drawing the bars first makes these problems much easier. Let's sketch before we calculate.",
      ask: [
        "Which costs more, the bike or the helmet? So which bar is longer?",
        "Do we know the small amount or the big amount?",
        "Should we multiply or divide, and how do you know?",
      ],
      misconception:
        "Reading 'times as much' as 'dollars more', or multiplying when the big amount is already known. If the helmet comes out costing more than the bike, the operation is backwards.",
    },
  }),
  skill({
    id: "m-4.oa.a.3",
    standards: ["4.OA.A.3"],
    prerequisites: ["m-4.oa.a.2", "m-4.nbt.b.6", "m-4.nbt.a.3", "m-3.oa.d.8"],
    name: "Problems with several steps",
    description:
      "Solves multi-step word problems with whole numbers using all four operations, writes an equation with a letter for the unknown, checks the answer with an estimate, and decides what a remainder means in the story (add one more, drop it, or report it).",
    lesson: {
      explanation:
        "Some problems need two or three steps. Write down what you find in each step before moving on. If a division leaves something over, read the question again. You may need one more (an extra van for leftover people), you may drop the extra, or the leftover may be the answer. Estimate first so you can tell whether your answer makes sense.",
      workedExample: {
        problem:
          "86 students and 6 teachers are going to the science museum. Each van holds 9 people. How many vans are needed?",
        steps: [
          "Find the total number of people: 86 + 6 = 92.",
          "Divide by the size of a van: 92 ÷ 9 = 10 remainder 2.",
          "10 vans carry 90 people, so 2 people still need a seat.",
          "Those 2 people need one more van: 10 + 1 = 11.",
        ],
        answer: "11 vans",
      },
    },
    coaching: {
      say: "Long problems are just short problems in a row. Let's find the first thing we can work out.",
      ask: [
        "What do we need to find first, before we can answer the question?",
        "What do the leftovers stand for in this story?",
        "Does our answer fit the estimate we made?",
      ],
      misconception:
        "Ignoring what the remainder means: leaving people behind, or answering with an 'R' in a count of vans. Whenever a division leaves a remainder, ask the child to say who or what the leftover is.",
    },
  }),
  skill({
    id: "m-4.oa.b.4-factor-pairs",
    standards: ["4.OA.B.4"],
    prerequisites: ["m-3.oa.c.7"],
    name: "Finding factor pairs",
    description:
      "Lists every factor pair of a whole number up to 100 in an organized way (for 36: 1 × 36, 2 × 18, 3 × 12, 4 × 9, 6 × 6) without missing or repeating any.",
    lesson: {
      explanation:
        "A factor pair is two whole numbers that multiply to make a number. Start at 1 and try each number in order: does it divide evenly? When the next number to try is already in one of your pairs, you have found them all. Every number has the pair 1 and itself.",
      workedExample: {
        problem: "Find all the factor pairs of 24.",
        steps: [
          "1 × 24 = 24.",
          "2 × 12 = 24.",
          "3 × 8 = 24.",
          "4 × 6 = 24.",
          "5 does not divide 24 evenly.",
          "6 is already in the pair 4 × 6, so we can stop.",
        ],
        answer: "1 × 24, 2 × 12, 3 × 8, 4 × 6",
      },
    },
    coaching: {
      say: "Being organized is the secret here: if we check the numbers in order, we can be sure we found them all.",
      ask: [
        "Which number will you try next, and why that one?",
        "How do you know when you can stop?",
        "Did you remember the pair with 1?",
      ],
      misconception:
        "Listing pairs as they come to mind and skipping some (finding 2 × 12 and 4 × 6 but missing 3 × 8), or forgetting 1 and the number itself. Ask the child to test each number in order and say why they stopped.",
    },
  }),
  skill({
    id: "m-4.oa.b.4",
    standards: ["4.OA.B.4"],
    prerequisites: ["m-4.oa.b.4-factor-pairs"],
    name: "Prime, composite and multiples",
    description:
      "Decides whether a number from 1 to 100 is prime or composite, decides whether it is a multiple of a given one-digit number, and knows that a number is a multiple of each of its factors.",
    lesson: {
      explanation:
        "A prime number has exactly one factor pair: 1 and itself, like 7 or 13. A composite number has more than one pair, like 15 (1 × 15 and 3 × 5). The number 1 is neither prime nor composite. If 6 is a factor of 42, then 42 is a multiple of 6, because 42 is in the 6 times table.",
      workedExample: {
        problem: "Is 51 prime or composite? Is 51 a multiple of 3?",
        steps: [
          "51 is odd, so 2 is not a factor.",
          "Try 3: 3 × 17 = 51, so 3 and 17 are a factor pair.",
          "51 has a pair other than 1 × 51, so it is composite.",
          "Because 3 × 17 = 51, 51 is in the 3 times table: it is a multiple of 3.",
        ],
        answer: "51 is composite, and it is a multiple of 3 (3 × 17 = 51).",
      },
    },
    coaching: {
      say: "Prime numbers are the 'building blocks' that can't be split into smaller factors. Let's test this number like a detective.",
      ask: [
        "Can you find a factor pair that isn't one times the number?",
        "Which small numbers have you already tried?",
        "If one number is a factor of another, what else do you know about them?",
      ],
      misconception:
        "Thinking every odd number is prime (51, 57 and 91 called prime) or that one is prime. Before accepting 'prime', ask for proof that no factor pair other than one times the number works.",
    },
  }),
  skill({
    id: "m-4.oa.c.5",
    standards: ["4.OA.C.5"],
    prerequisites: ["m-3.oa.d.9"],
    name: "Follow the pattern rule",
    description:
      "Makes a number or shape pattern from a rule such as 'start at 3, add 4', and notices and explains features the rule doesn't state (for example, that the terms switch between odd and even).",
    lesson: {
      explanation:
        "A pattern rule tells you where to start and what to do each time. Follow it carefully to make the next terms. Then look for something the rule never said, like 'the ones digits repeat' or 'every number is odd'. Explaining why that happens is the real detective work.",
      workedExample: {
        problem:
          "Rule: start at 5 and add 4 each time. Write the first 6 terms. What do you notice about odd and even?",
        steps: [
          "The first term is 5.",
          "Add 4 each time: 5, 9, 13, 17, 21, 25.",
          "Every term is odd.",
          "Why: 5 is odd, and adding an even number like 4 to an odd number always gives an odd number.",
        ],
        answer: "5, 9, 13, 17, 21, 25: all odd, because odd + even is always odd.",
      },
    },
    coaching: {
      say: "Patterns often hide surprises the rule doesn't mention. Let's make the pattern and then hunt for one.",
      ask: [
        "What are the first two terms, and do they follow the rule?",
        "What do you notice about the ones digits?",
        "Will that keep happening forever? Why?",
      ],
      misconception:
        "Using the starting number as the step (starting at 5 and adding 5) or applying the rule once before writing the first term. Have the child say the first two terms aloud and check each against the rule.",
    },
  }),

  // ---- Place value & whole-number operations -------------------------------------------------
  skill({
    id: "m-4.nbt.a.1",
    standards: ["4.NBT.A.1"],
    prerequisites: ["m-2.nbt.a.1.a", "m-3.nbt.a.3"],
    name: "Each place is worth ten times more",
    description:
      "Explains that a digit is worth ten times as much each time it moves one place to the left (the 7 in 700 is ten times the 7 in 70) and uses this to reason about problems like 700 ÷ 70.",
    lesson: {
      explanation:
        "Our number system groups by tens. Ten ones make a ten, ten tens make a hundred, and ten hundreds make a thousand. So when a digit moves one place to the left, it is worth ten times as much. The 4 in 4,000 is worth ten times the 4 in 400.",
      workedExample: {
        problem: "In 5,550, how many times greater is the value of the first 5 than the value of the second 5?",
        steps: [
          "The first 5 is in the thousands place, so it is worth 5,000.",
          "The second 5 is in the hundreds place, so it is worth 500.",
          "500 × 10 = 5,000.",
        ],
        answer: "10 times greater",
      },
    },
    coaching: {
      say: "The same digit can be worth very different amounts. Its place tells us how much.",
      ask: [
        "What is each of these digits really worth?",
        "How many hundreds make one thousand?",
        "What happens to a digit's value when it moves one place to the left?",
      ],
      misconception:
        "Saying two equal digits are worth the same wherever they stand, or answering 'a hundred times' for neighbouring places. Ask the child to write out the value of each digit before comparing.",
    },
  }),
  skill({
    id: "m-4.nbt.a.2",
    standards: ["4.NBT.A.2"],
    prerequisites: ["m-4.nbt.a.1"],
    name: "Big numbers: read, write, compare",
    description:
      "Reads and writes whole numbers up to a million in digits, in words and in expanded form (30,482 = 30,000 + 400 + 80 + 2), and compares two such numbers using >, = and <.",
    lesson: {
      explanation:
        "Read a big number in groups of three digits, split by commas. The group before the comma tells how many thousands, and the last group is the hundreds, tens and ones. Expanded form shows what each digit is worth: 30,482 = 30,000 + 400 + 80 + 2. To compare two numbers, start at the biggest place. The first place where the digits are not the same tells you which is bigger.",
      workedExample: {
        problem: "Compare 408,319 and 480,139 using >, = or <.",
        steps: [
          "Both have 4 in the hundred-thousands place.",
          "So look at the next place: the ten-thousands.",
          "The first number has 0 there, and the second has 8.",
          "8 ten-thousands is more than 0, so the second number is bigger.",
        ],
        answer: "408,319 < 480,139",
      },
    },
    coaching: {
      say: "Big numbers look scary, but we read them in small chunks. Let's find the commas first.",
      ask: [
        "Which place did you look at first, and why?",
        "Can you read the number out loud, chunk by chunk?",
        "What is this digit worth in expanded form?",
      ],
      misconception:
        "Comparing from the right or deciding by which number 'has bigger digits' (thinking 399,999 > 400,001). Ask which place they checked first; it should always be the biggest place.",
    },
  }),
  skill({
    id: "m-4.nbt.a.3",
    standards: ["4.NBT.A.3"],
    prerequisites: ["m-4.nbt.a.2", "m-3.nbt.a.1"],
    name: "Rounding to any place",
    description:
      "Rounds whole numbers to any place (nearest ten, hundred, thousand, ten thousand and beyond) and explains the result with place value or a number line.",
    lesson: {
      explanation:
        "Rounding finds the nearest 'friendly' number. Find the place you are rounding to and the two friendly numbers on either side. Look at the digit just to the right of that place: 5 or more rounds up, 4 or less rounds down. Every place after it becomes zero.",
      workedExample: {
        problem: "Round 63,748 to the nearest thousand.",
        steps: [
          "The thousands digit is 3, so the number is between 63,000 and 64,000.",
          "Look at the next digit to the right: the hundreds digit is 7.",
          "7 is 5 or more, so round up to 64,000.",
        ],
        answer: "64,000",
      },
    },
    coaching: {
      say: "Rounding is asking 'which friendly number is closer?' Let's find the two friendly numbers first.",
      ask: [
        "Which two numbers is it between?",
        "Which digit tells you which way to go?",
        "Is your rounded number close to the original?",
      ],
      misconception:
        "Changing only the rounding digit and keeping the rest (writing 64,748), or looking at the wrong digit. Ask the child to name the two numbers it lies between before deciding.",
    },
  }),
  skill({
    id: "m-4.nbt.b.4-add",
    standards: ["4.NBT.B.4"],
    prerequisites: ["m-4.nbt.a.1", "m-3.nbt.a.2"],
    name: "Column addition",
    description:
      "Adds multi-digit whole numbers with the standard column method, regrouping (carrying) in any place accurately, and checks with an estimate.",
    lesson: {
      explanation:
        "Line up the numbers so ones are under ones, tens under tens, and so on. Add one column at a time, starting with the ones. If a column adds up to 10 or more, write the ones digit and carry the ten to the next column on the left. Estimate first so you can check your answer.",
      workedExample: {
        problem: "4,786 + 2,958",
        steps: [
          "Ones: 6 + 8 = 14. Write 4, carry 1 ten.",
          "Tens: 8 + 5 + 1 = 14. Write 4, carry 1 hundred.",
          "Hundreds: 7 + 9 + 1 = 17. Write 7, carry 1 thousand.",
          "Thousands: 4 + 2 + 1 = 7.",
          "Check: about 4,800 + 3,000 = 7,800, close to 7,744.",
        ],
        answer: "7,744",
      },
    },
    coaching: {
      say: "Go one column at a time, and the carried digits will take care of themselves.",
      ask: [
        "What does the little number you carried stand for?",
        "About how big should the answer be?",
        "Are the ones lined up under the ones?",
      ],
      misconception:
        "Forgetting to add the carried digit, or writing a whole column sum (14) into the answer. An estimate made first shows the slip: the answer will be far from it.",
    },
  }),
  skill({
    id: "m-4.nbt.b.4",
    standards: ["4.NBT.B.4"],
    prerequisites: ["m-4.nbt.b.4-add"],
    name: "Column subtraction",
    description:
      "Subtracts multi-digit whole numbers with the standard column method, including regrouping across zeros (5,003 − 1,267), and checks by adding.",
    lesson: {
      explanation:
        "Line up the places and start with the ones. If the top digit is less than the bottom one, regroup from the next place to the left. One ten turns into ten ones, and one hundred turns into ten tens. If that place is a zero, go one more place left and work back. Check by adding your answer to the number you took away.",
      workedExample: {
        problem: "5,003 − 1,267",
        steps: [
          "Ones: 3 is less than 7, and the tens and hundreds are both 0.",
          "Regroup 1 thousand: 4 thousands and 10 hundreds.",
          "Regroup 1 hundred: 9 hundreds and 10 tens.",
          "Regroup 1 ten: 9 tens and 13 ones.",
          "Ones: 13 − 7 = 6.",
          "Tens: 9 − 6 = 3.",
          "Hundreds: 9 − 2 = 7.",
          "Thousands: 4 − 1 = 3.",
          "Check: 3,736 + 1,267 = 5,003.",
        ],
        answer: "3,736",
      },
    },
    coaching: {
      say: "Zeros in the top number are tricky for everyone. Let's take it slowly and talk through each trade.",
      ask: [
        "Is the top digit big enough, or do we need to regroup?",
        "Where can we get a ten from if this place is empty?",
        "How can we check the answer by adding?",
      ],
      misconception:
        "Subtracting the smaller digit from the bigger one in every column, whichever is on top (for 52 − 38 writing 26 instead of 14). Ask the child to check by adding the answer back.",
    },
  }),
  skill({
    id: "m-4.nbt.b.5-one-digit",
    standards: ["4.NBT.B.5"],
    prerequisites: ["m-4.nbt.a.1", "m-3.nbt.a.2", "m-3.nbt.a.3", "m-3.oa.b.5", "m-3.oa.c.7"],
    name: "Multiply by one digit",
    description:
      "Multiplies a number of up to four digits by a one-digit number by splitting it into place values and adding the partial products (4 × 1,236 = 4,000 + 800 + 120 + 24), explaining each part.",
    lesson: {
      explanation:
        "Break the big number into thousands, hundreds, tens and ones. Multiply each part by the one-digit number. Each answer is called a partial product. Then add the partial products. If you know 3 × 4 = 12, you also know 3 × 400 = 1,200.",
      workedExample: {
        problem: "A bakery bakes 1,236 muffins a day. How many does it bake in 4 days?",
        steps: [
          "Split 1,236 into 1,000 + 200 + 30 + 6.",
          "4 × 1,000 = 4,000.",
          "4 × 200 = 800.",
          "4 × 30 = 120.",
          "4 × 6 = 24.",
          "Add: 4,000 + 800 + 120 + 24 = 4,944.",
        ],
        answer: "4,944 muffins",
      },
    },
    coaching: {
      say: "Big multiplications are just small ones you already know, done a few times. Let's split the number up.",
      ask: [
        "What is each digit really worth?",
        "Which basic fact is hiding inside this one?",
        "About how big should the answer be?",
      ],
      misconception:
        "Multiplying the digits without their place value (4 × 2 = 8 instead of 4 × 200 = 800) and then adding small numbers. Ask what each digit is really worth before multiplying.",
    },
  }),
  skill({
    id: "m-4.nbt.b.5",
    standards: ["4.NBT.B.5"],
    prerequisites: ["m-4.nbt.b.5-one-digit"],
    name: "Two-digit times two-digit",
    description:
      "Multiplies two two-digit numbers using an area model or partial products (34 × 27 = 30 × 20 + 30 × 7 + 4 × 20 + 4 × 7) and explains why the method works.",
    lesson: {
      explanation:
        "Draw a rectangle and split each side by place value: 34 becomes 30 and 4, and 27 becomes 20 and 7. That makes four smaller boxes. Multiply to find each box, then add all four. Every part of one number gets multiplied by every part of the other.",
      workedExample: {
        problem: "A theater has 27 rows with 34 seats in each row. How many seats are there?",
        steps: [
          "Split 34 into 30 + 4 and 27 into 20 + 7.",
          "30 × 20 = 600.",
          "30 × 7 = 210.",
          "4 × 20 = 80.",
          "4 × 7 = 28.",
          "Add the four boxes: 600 + 210 + 80 + 28 = 918.",
        ],
        answer: "918 seats",
      },
    },
    coaching: {
      say: "The rectangle keeps every piece in view, so nothing gets lost. Let's draw it together.",
      ask: [
        "How many boxes does our rectangle have?",
        "Which box is the biggest, and why?",
        "Does your answer fit with an estimate from rounded numbers?",
      ],
      misconception:
        "Multiplying only tens by tens and ones by ones (30 × 20 + 4 × 7 = 628) and skipping the two middle boxes. Ask the child to point to each of the four boxes and say its product.",
    },
  }),
  skill({
    id: "m-4.nbt.b.6-exact",
    standards: ["4.NBT.B.6"],
    prerequisites: ["m-4.nbt.b.5-one-digit"],
    name: "Dividing big numbers evenly",
    description:
      "Divides numbers of up to four digits by a one-digit number when there is no remainder, by splitting the number into friendly chunks (partial quotients) or using multiplication, and checks by multiplying.",
    lesson: {
      explanation:
        "Division splits a number into equal groups. Break the big number into chunks that are easy to divide, like 600 or 240 when you divide by 6. Divide each chunk, then add the answers. To check, multiply your answer by the number you divided by. You should get back the number you started with.",
      workedExample: {
        problem: "A farm packs 846 eggs in boxes of 6. How many boxes does it fill?",
        steps: [
          "Split 846 into chunks that 6 goes into: 600 + 240 + 6.",
          "600 ÷ 6 = 100.",
          "240 ÷ 6 = 40.",
          "6 ÷ 6 = 1.",
          "Add: 100 + 40 + 1 = 141.",
          "Check: 141 × 6 = 846.",
        ],
        answer: "141 boxes",
      },
    },
    coaching: {
      say: "Division is multiplication in reverse, so the facts you know are your best tools.",
      ask: [
        "Which chunk is easy to divide?",
        "How much is still left to share?",
        "How can multiplying check your answer?",
      ],
      misconception:
        "Splitting by digits (800 + 40 + 6) even when a chunk doesn't divide evenly, then losing the leftover part. Ask the child to choose chunks that are multiples of the divisor.",
    },
  }),
  skill({
    id: "m-4.nbt.b.6",
    standards: ["4.NBT.B.6"],
    prerequisites: ["m-4.nbt.b.6-exact"],
    name: "Division with remainders",
    description:
      "Finds the quotient and remainder when dividing a number of up to four digits by a one-digit number, and checks with quotient × divisor + remainder.",
    lesson: {
      explanation:
        "Sometimes things don't share out evenly, and some are left over. What is left over is the remainder, and it must be less than the number you divide by. Take away big, easy chunks until what is left is too small for one more group. To check, do quotient (the answer to a division) × divisor + remainder. You should get the number you started with.",
      workedExample: {
        problem: "1,459 ÷ 4",
        steps: [
          "Take away 4 × 300 = 1,200, and you have 259 left.",
          "Take away 4 × 60 = 240, and you have 19 left.",
          "Take away 4 × 4 = 16, and you have 3 left.",
          "3 is less than 4, so stop.",
          "The quotient is 300 + 60 + 4 = 364.",
          "Check: 364 × 4 + 3 = 1,456 + 3 = 1,459.",
        ],
        answer: "364 remainder 3",
      },
    },
    coaching: {
      say: "Leftovers are normal in division. The trick is making sure we've made as many groups as we can.",
      ask: [
        "Could you make one more group from what is left?",
        "How many groups have you made so far?",
        "How does multiplying help you check?",
      ],
      misconception:
        "Stopping with a remainder as big as or bigger than the divisor (writing 363 R 7 for 1,459 ÷ 4). Ask: could one more group come out of what is left?",
    },
  }),

  // ---- Fractions ------------------------------------------------------------------------------
  skill({
    id: "m-4.nf.a.1",
    standards: ["4.NF.A.1"],
    prerequisites: ["m-3.nf.a.3.b", "m-4.oa.a.2"],
    name: "Same amount, smaller pieces",
    description:
      "Makes equivalent fractions by multiplying the numerator and denominator by the same number, and explains with a fraction model why 2/3 and 8/12 are the same amount even though the pieces are smaller and there are more of them.",
    lesson: {
      explanation:
        "Cut each piece of a fraction into smaller equal pieces. You get more pieces, but the amount stays the same. Cut each third into 4 pieces, and 2/3 turns into 8/12: there are 4 times as many pieces, and each is a quarter of the size. That is why you multiply the top and the bottom by the same number.",
      workedExample: {
        problem: "Write 3/5 as an equivalent fraction with a denominator (the bottom number) of 20.",
        steps: [
          "To get from 5 to 20, multiply by 4.",
          "That means each fifth is cut into 4 equal pieces.",
          "The 3 shaded fifths become 3 × 4 = 12 shaded pieces.",
          "So 3/5 = 12/20.",
        ],
        answer: "12/20",
      },
    },
    coaching: {
      say: "Cutting a pizza into more slices doesn't give you more pizza. Keep that picture in mind here.",
      ask: [
        "What happened to the number of pieces, and to their size?",
        "Why do the top and the bottom both get multiplied?",
        "Can you show both fractions on fraction bars?",
      ],
      misconception:
        "Multiplying only the denominator (3/5 = 3/20) or adding the same number to top and bottom (3/5 = 4/6). Ask the child to shade both fractions on equal bars and check whether the shaded amounts match.",
    },
  }),
  skill({
    id: "m-4.nf.a.2",
    standards: ["4.NF.A.2"],
    prerequisites: ["m-4.nf.a.1", "m-3.nf.a.3.d"],
    name: "Which fraction is bigger?",
    description:
      "Compares two fractions with different numerators and denominators by finding a common denominator or numerator or by comparing each to 1/2, records the result with >, = or <, and knows the fractions must refer to the same whole.",
    lesson: {
      explanation:
        "Fractions are easy to compare when the pieces are the same size. So write both with the same denominator (the bottom number), then compare the tops. A quick trick is to ask if each one is more or less than 1/2. Both must be parts of the same-sized whole.",
      workedExample: {
        problem: "Compare 5/8 and 3/5.",
        steps: [
          "Both are a little more than 1/2, so use a common denominator.",
          "8 × 5 = 40 works for both.",
          "5/8 = 25/40 (multiply top and bottom by 5).",
          "3/5 = 24/40 (multiply top and bottom by 8).",
          "25/40 is more than 24/40.",
        ],
        answer: "5/8 > 3/5",
      },
    },
    coaching: {
      say: "We can only compare fairly when the pieces are the same size. Let's make them match.",
      ask: [
        "Is each fraction more or less than one half?",
        "Which pieces are bigger, eighths or fifths?",
        "What common denominator could both fractions use?",
      ],
      misconception:
        "Thinking a bigger denominator means a bigger fraction (1/8 > 1/5), or comparing only the numerators when the denominators differ. Ask which pieces are bigger before comparing.",
    },
  }),
  skill({
    id: "m-4.nf.b.3.a",
    standards: ["4.NF.B.3.a", "4.NF.B.3"],
    prerequisites: ["m-3.nf.a.1", "m-3.nf.a.2.b", "m-2.oa.a.1"],
    name: "Adding parts of the same whole",
    description:
      "Adds and subtracts fractions with the same denominator as joining or taking away parts of one whole (3/8 + 2/8 = 5/8) and explains why the denominator stays the same.",
    lesson: {
      explanation:
        "When fractions have the same denominator (the bottom number), the pieces are the same size. To add, you just join more of those pieces, so you add the numerators (the top numbers). The denominator tells the size of the pieces, and that size does not change. Taking away works the same way: take pieces off and keep the size.",
      workedExample: {
        problem:
          "A pizza is cut into 8 equal slices. Jada eats 3/8 of it and Omar eats 2/8. How much of the pizza did they eat in all?",
        steps: [
          "The slices are all eighths, the same size.",
          "Join the slices: 3 eighths + 2 eighths = 5 eighths.",
          "The slices are still eighths, so the denominator stays 8.",
        ],
        answer: "5/8 of the pizza",
      },
    },
    coaching: {
      say: "The bottom number is the name of the piece, like 'eighths'. We're counting pieces with the same name.",
      ask: [
        "What size are the pieces?",
        "Did the pieces change size when we put them together?",
        "Is the answer more or less than half the pizza?",
      ],
      misconception:
        "Adding the denominators too (3/8 + 2/8 = 5/16). Ask: did the slices get smaller when we put them together? An answer smaller than one of the parts you added can't be right.",
    },
  }),
  skill({
    id: "m-4.nf.b.3.b",
    standards: ["4.NF.B.3.b", "4.NF.B.3"],
    prerequisites: ["m-4.nf.b.3.a"],
    name: "Breaking fractions apart",
    description:
      "Splits a fraction into a sum of fractions with the same denominator in more than one way (7/10 = 3/10 + 4/10 = 5/10 + 1/10 + 1/10) and shows each way with an equation and a fraction model.",
    lesson: {
      explanation:
        "A fraction like 7/10 is seven pieces that are each 1/10. You can group those seven pieces however you like: 3 and 4, or 5 and 1 and 1. Each grouping makes an equation that adds up to 7/10. A whole can be split too, because 1 = 10/10.",
      workedExample: {
        problem: "Write 7/10 as a sum of fractions in two different ways.",
        steps: [
          "7/10 means 7 pieces, each 1/10.",
          "Group them as 3 and 4: 3/10 + 4/10 = 7/10.",
          "Group them as 5, 1 and 1: 5/10 + 1/10 + 1/10 = 7/10.",
          "Check: in each equation the numerators (the top numbers) add to 7 and the denominator (the bottom number) stays 10.",
        ],
        answer: "7/10 = 3/10 + 4/10 = 5/10 + 1/10 + 1/10 (other ways work too)",
      },
    },
    coaching: {
      say: "There's more than one right answer here, so let's find as many ways as we can.",
      ask: [
        "How many tenths are there altogether?",
        "Can you find a way nobody else would think of?",
        "How can you check that your parts add back to the fraction you started with?",
      ],
      misconception:
        "Splitting the denominator as well as the numerator (7/10 = 3/5 + 4/5). Ask the child to shade each part on a tenths bar: every part must still be made of tenths.",
    },
  }),
  skill({
    id: "m-4.nf.b.3.c",
    standards: ["4.NF.B.3.c", "4.NF.B.3"],
    prerequisites: ["m-4.nf.b.3.b", "m-4.nf.a.1"],
    name: "Adding and subtracting mixed numbers",
    description:
      "Adds and subtracts mixed numbers with the same denominator, by working with the wholes and parts or by turning them into fractions greater than 1, including trading a whole for parts (3 1/4 − 1 3/4).",
    lesson: {
      explanation:
        "A mixed number has wholes and a fraction part. You can add the wholes and add the parts, then trade extra parts for a whole if you have enough. When subtracting, if the top fraction part is too small, trade one whole for parts: 1 = 4/4. Or change both mixed numbers into fractions first.",
      workedExample: {
        problem: "3 1/4 − 1 3/4",
        steps: [
          "1/4 is less than 3/4, so trade one whole for 4/4.",
          "3 1/4 becomes 2 5/4.",
          "Subtract the wholes: 2 − 1 = 1. Subtract the parts: 5/4 − 3/4 = 2/4.",
          "The answer is 1 2/4, which is the same as 1 1/2.",
        ],
        answer: "1 2/4 (= 1 1/2)",
      },
    },
    coaching: {
      say: "Trading a whole for pieces is like breaking a dollar into quarters. The amount doesn't change.",
      ask: [
        "Do we have enough pieces to take away, or do we need to break a whole?",
        "How many fourths are in one whole?",
        "About how big should the answer be?",
      ],
      misconception:
        "Subtracting the smaller fraction from the bigger one whichever is on top (3 1/4 − 1 3/4 = 2 2/4), or trading a whole as ten parts as in place value (3 1/4 → 2 11/4). Ask how many fourths make one whole.",
    },
  }),
  skill({
    id: "m-4.nf.b.3.d",
    standards: ["4.NF.B.3.d", "4.NF.B.3"],
    prerequisites: ["m-4.nf.b.3.c"],
    name: "Fraction stories: join or take away",
    description:
      "Solves word problems that add or subtract fractions or mixed numbers with the same denominator referring to the same whole, using a fraction model and an equation.",
    lesson: {
      explanation:
        "First decide what is happening in the story: are parts joined, taken away, or compared to find how much more? Write an equation with the fractions. The fractions must be parts of the same whole, like the same cake or the same mile. Then add or subtract and say the answer with its unit.",
      workedExample: {
        problem:
          "A recipe needs 2 3/8 cups of flour. Sam has already added 1 5/8 cups. How much more flour does he need?",
        steps: [
          "We need the difference: 2 3/8 − 1 5/8.",
          "3/8 is less than 5/8, so trade a whole: 2 3/8 = 1 11/8.",
          "Wholes: 1 − 1 = 0. Parts: 11/8 − 5/8 = 6/8.",
          "6/8 is the same as 3/4.",
        ],
        answer: "6/8 cup (3/4 cup) more",
      },
    },
    coaching: {
      say: "Let's make sure we understand the story before we pick an operation.",
      ask: [
        "Can you tell the story back in your own words?",
        "Will the answer be more or less than the amounts in the story?",
        "What unit goes with your answer?",
      ],
      misconception:
        "Adding whenever two numbers appear, even in a 'how much more' story (answering 4 cups here). Ask the child to retell the story and say whether the answer should be bigger or smaller than the amount it starts with.",
    },
  }),
  skill({
    id: "m-4.nf.b.4.a",
    standards: ["4.NF.B.4.a", "4.NF.B.4"],
    prerequisites: ["m-4.nf.b.3.b", "m-3.nf.a.1", "m-3.oa.a.1", "m-4.oa.a.2"],
    name: "Fractions as copies of one piece",
    description:
      "Sees any fraction as a number of unit fractions (5/4 is 5 copies of 1/4) and writes it as a multiplication: 5/4 = 5 × 1/4.",
    lesson: {
      explanation:
        "A unit fraction has 1 on top, like 1/4. Any fraction is a number of those pieces: 3/4 is three pieces that are each 1/4. Three copies of something is 3 times it, so 3/4 = 3 × 1/4. This is the first step to multiplying fractions by whole numbers.",
      workedExample: {
        problem: "Write 7/3 as a whole number times a unit fraction.",
        steps: ["The unit fraction is 1/3.", "7/3 is 7 pieces of size 1/3.", "7 copies of 1/3 is 7 × 1/3."],
        answer: "7/3 = 7 × 1/3",
      },
    },
    coaching: {
      say: "Every fraction is built from one little piece, used again and again. Let's find that piece.",
      ask: [
        "What size is one piece?",
        "How many of those pieces are there?",
        "How would you write that as a multiplication?",
      ],
      misconception:
        "Mixing up which number counts pieces and which names their size (7/3 written as 3 × 1/7). Ask: what size is one piece, and how many pieces are there?",
    },
  }),
  skill({
    id: "m-4.nf.b.4.b",
    standards: ["4.NF.B.4.b", "4.NF.B.4"],
    prerequisites: ["m-4.nf.b.4.a"],
    name: "Whole number times a fraction",
    description:
      "Multiplies a whole number by a fraction (5 × 3/4 = 15/4) by thinking of copies of unit fractions, and writes the answer as a fraction or mixed number.",
    lesson: {
      explanation:
        "5 × 3/4 means 5 copies of 3/4. Each 3/4 is three pieces of 1/4, so 5 copies make 15 pieces of 1/4, which is 15/4. So you multiply the whole number by the numerator (the top number) and keep the denominator (the bottom number). 15/4 is the same as 3 3/4.",
      workedExample: {
        problem: "5 × 3/4",
        steps: [
          "3/4 is 3 pieces of 1/4.",
          "5 copies of 3 pieces is 15 pieces.",
          "So 5 × 3/4 = 15/4.",
          "12/4 make 3 wholes, and 3/4 is left: 3 3/4.",
        ],
        answer: "15/4 = 3 3/4",
      },
    },
    coaching: {
      say: "We're just counting pieces that all have the same size. The size stays fourths the whole time.",
      ask: [
        "How many fourths do you have altogether?",
        "Should the answer be more or less than one whole? Why?",
        "How many whole ones can you make from those pieces?",
      ],
      misconception:
        "Multiplying the denominator too (5 × 3/4 = 15/20), which gives less than one copy of the fraction. Ask: with several copies of the fraction, should we have more or less than one whole?",
    },
  }),
  skill({
    id: "m-4.nf.b.4.c",
    standards: ["4.NF.B.4.c", "4.NF.B.4"],
    prerequisites: ["m-4.nf.b.4.b", "m-3.oa.a.3"],
    name: "Fraction times whole: stories",
    description:
      "Solves word problems that multiply a fraction by a whole number (6 friends each drink 2/3 liter), using a drawing and an equation, and says between which two whole numbers the answer lies.",
    lesson: {
      explanation:
        "Look for equal amounts that repeat: several people each getting the same fraction, or the same fraction every day. That is a whole number times a fraction. Write the equation, multiply, and change the answer to a mixed number or whole number if it makes sense. Then check that it fits the story.",
      workedExample: {
        problem: "Each of 6 friends drinks 2/3 of a liter of water on a hike. How much water do they drink in all?",
        steps: [
          "There are 6 equal amounts of 2/3 liter, so multiply: 6 × 2/3.",
          "6 × 2 = 12 pieces of size 1/3, which is 12/3.",
          "3 thirds make one whole, and 12 ÷ 3 = 4.",
        ],
        answer: "4 liters",
      },
    },
    coaching: {
      say: "Look for the amount that repeats; that tells us what to multiply.",
      ask: [
        "What amount does each friend have?",
        "How many times does that amount repeat?",
        "Is the total more or less than the number of things? Why?",
      ],
      misconception:
        "Adding the whole number and the fraction (6 + 2/3) instead of multiplying. Ask the child to draw the things in the story and shade the fraction of each.",
    },
  }),
  skill({
    id: "m-4.nf.c.5",
    standards: ["4.NF.C.5"],
    prerequisites: ["m-4.nf.a.1", "m-4.nf.b.3.c"],
    name: "Tenths into hundredths",
    description:
      "Rewrites a fraction in tenths as hundredths (6/10 = 60/100) and uses this to add tenths and hundredths (6/10 + 25/100 = 85/100).",
    lesson: {
      explanation:
        "One tenth is the same as ten hundredths, because cutting each tenth into 10 pieces makes 100 pieces in all. To change tenths into hundredths, multiply the top and bottom by 10. Once both fractions are in hundredths, you can add them.",
      workedExample: {
        problem:
          "On a wall made of 100 tiles, 6/10 of the tiles are blue and 25/100 are red. What fraction of the tiles are blue or red?",
        steps: [
          "Change 6/10 into hundredths: 6 × 10 = 60 and 10 × 10 = 100, so 6/10 = 60/100.",
          "Now both are hundredths: 60/100 + 25/100.",
          "Add the numerators (the top numbers): 60 + 25 = 85.",
        ],
        answer: "85/100 of the tiles",
      },
    },
    coaching: {
      say: "Tenths and hundredths are like dimes and pennies: one dime is worth ten pennies.",
      ask: [
        "How many hundredths make one tenth?",
        "Are the two fractions the same size pieces yet?",
        "Is the answer more or less than one half? Does that make sense?",
      ],
      misconception:
        "Adding straight across without a common denominator (6/10 + 25/100 = 31/110). Ask: are tenths and hundredths the same size pieces?",
    },
  }),
  skill({
    id: "m-4.nf.c.6",
    standards: ["4.NF.C.6"],
    prerequisites: ["m-4.nf.c.5"],
    name: "Fractions as decimals",
    description:
      "Writes fractions with denominator 10 or 100 as decimals (7/10 = 0.7, 62/100 = 0.62, 3 8/100 = 3.08) and places them on a number line.",
    lesson: {
      explanation:
        "Decimals are another way to write tenths and hundredths. The first place after the decimal point is tenths and the second is hundredths. So 62/100 is 0.62 and 7/10 is 0.7. When there are no tenths, write a 0 to hold the place: 4/100 is 0.04.",
      workedExample: {
        problem: "Write 3 8/100 as a decimal.",
        steps: [
          "The whole number 3 goes before the decimal point.",
          "8/100 has 0 tenths and 8 hundredths.",
          "Put 0 in the tenths place and 8 in the hundredths place.",
        ],
        answer: "3.08",
      },
    },
    coaching: {
      say: "A decimal is just a fraction written in a shorter way. Let's read it back as a fraction to check.",
      ask: [
        "How many tenths are there? How many hundredths?",
        "Can you read your decimal out loud as a fraction?",
        "Where would it go on a number line between two whole numbers?",
      ],
      misconception:
        "Leaving out the placeholder zero (8/100 written as 0.8). Ask the child to read the decimal back aloud, naming the last place (tenths or hundredths).",
    },
  }),
  skill({
    id: "m-4.nf.c.7",
    standards: ["4.NF.C.7"],
    prerequisites: ["m-4.nf.c.6", "m-4.nf.a.2"],
    name: "Comparing decimals",
    description:
      "Compares two decimals to hundredths (0.6 vs 0.58) by reasoning about their size, records the result with >, = or <, and knows both must refer to the same whole.",
    lesson: {
      explanation:
        "To compare decimals, go place by place from the left. Look at the wholes first, then the tenths, then the hundredths. 0.5 has 5 tenths and 0.45 has only 4 tenths, so 0.5 is bigger, even though 45 looks bigger than 5. It can help to write 0.5 as 0.50: then you can see that 50 is more than 45.",
      workedExample: {
        problem: "Two snails race. One goes 0.6 meters and the other goes 0.58 meters. Which snail went farther?",
        steps: [
          "Both have 0 whole meters.",
          "Tenths: 0.6 has 6 tenths and 0.58 has 5 tenths.",
          "6 tenths is more than 5 tenths, so 0.6 is bigger.",
          "Check: 0.6 = 0.60, and 60 is more than 58.",
        ],
        answer: "0.6 > 0.58, so the first snail went farther.",
      },
    },
    coaching: {
      say: "Decimals can trick our eyes: more digits doesn't always mean more. Let's compare place by place.",
      ask: [
        "How many tenths does each number have?",
        "Can you write both with two decimal places?",
        "Which would be more money, if the decimals were dollars?",
      ],
      misconception:
        "Thinking the longer decimal is bigger because it has more digits (0.58 > 0.6). Ask the child to write both with two decimal places, or to picture them as money.",
    },
  }),

  // ---- Measurement & data ---------------------------------------------------------------------
  skill({
    id: "m-4.md.a.1",
    standards: ["4.MD.A.1"],
    prerequisites: ["m-3.md.a.2", "m-3.md.a.1", "m-3.oa.c.7"],
    name: "Big units into small units",
    description:
      "Knows how units compare (1 km = 1,000 m, 1 m = 100 cm, 1 kg = 1,000 g, 1 lb = 16 oz, 1 L = 1,000 mL, 1 hr = 60 min, 1 min = 60 s) and converts a measurement from a larger unit to a smaller one, recording pairs in a table.",
    lesson: {
      explanation:
        "A bigger unit holds many of a smaller unit. To change from the big unit to the small one, multiply by how many small units fit in one big unit. For example, 3 kilograms is 3 × 1,000 = 3,000 grams. You end up with more of the small units because each one is smaller.",
      workedExample: {
        problem: "A puppy weighs 5 pounds. How many ounces is that?",
        steps: [
          "1 pound = 16 ounces.",
          "Make a table: 1 lb → 16 oz, 2 lb → 32 oz, 3 lb → 48 oz, 4 lb → 64 oz.",
          "5 lb → 5 × 16 = 80 oz.",
        ],
        answer: "80 ounces",
      },
    },
    coaching: {
      say: "Think about how many little units fit inside one big one. That number does all the work.",
      ask: [
        "How many ounces are in one pound?",
        "Should there be more ounces or more pounds? Why?",
        "What pattern do you see in the table?",
      ],
      misconception:
        "Using ten or a hundred for every conversion (5 pounds = 50 ounces), or dividing instead of multiplying. Ask how many of the small unit fit in one big unit, and whether the answer should be a bigger number.",
    },
  }),
  skill({
    id: "m-4.md.a.2",
    standards: ["4.MD.A.2"],
    prerequisites: ["m-4.md.a.1", "m-4.nf.b.3.d", "m-4.nf.b.4.c", "m-4.nf.c.7"],
    name: "Measurement word problems",
    description:
      "Solves word problems about distance, elapsed time, liquid volume, mass and money with all four operations, including simple fractions or decimals and converting a larger unit to a smaller one; can show the quantities on a number line.",
    lesson: {
      explanation:
        "Measurement problems are ordinary problems with units. Put every amount in the same unit first, often the smaller one. Then decide what to do: join, take away, compare or share. A number line is a great help for time and distance. Always write the unit in your answer.",
      workedExample: {
        problem: "Soccer practice starts at 3:45 p.m. and lasts 1 hour 25 minutes. What time does it end?",
        steps: [
          "Add the hour: 3:45 + 1 hour = 4:45.",
          "Add 15 minutes to reach 5:00.",
          "25 − 15 = 10 minutes still to add.",
          "5:00 + 10 minutes = 5:10.",
        ],
        answer: "5:10 p.m.",
      },
    },
    coaching: {
      say: "Every measurement problem has a unit hiding in it. Let's name the units before we start.",
      ask: [
        "Are all the amounts in the same unit?",
        "Can you show the jumps on a number line?",
        "Does the answer make sense for the story?",
      ],
      misconception:
        "Treating time like a regular number and regrouping at a hundred instead of sixty (3:45 + 1:25 written as 4:70). Ask how many minutes are in an hour and use a clock or time line.",
    },
  }),
  skill({
    id: "m-4.md.a.3",
    standards: ["4.MD.A.3"],
    prerequisites: ["m-3.md.c.7.b", "m-3.md.d.8", "m-3.oa.a.4"],
    name: "Area and perimeter of rectangles",
    description:
      "Uses area = length × width and perimeter = 2 × length + 2 × width for rectangles in real-world problems, including finding a missing side when the area or perimeter is known.",
    lesson: {
      explanation:
        "Perimeter is the distance around the outside, so add all four sides: two lengths and two widths. Area is how many unit squares cover the inside, so multiply length by width. If you know the area and one side, divide to find the other side. Perimeter is in units like feet; area is in square units.",
      workedExample: {
        problem:
          "A rectangular garden has an area of 96 square feet. One side is 8 feet long. How long is the other side, and what is the perimeter?",
        steps: [
          "Area = length × width, so 8 × w = 96.",
          "96 ÷ 8 = 12, so the other side is 12 feet.",
          "Perimeter = 2 × 12 + 2 × 8.",
          "24 + 16 = 40.",
        ],
        answer: "The other side is 12 feet; the perimeter is 40 feet.",
      },
    },
    coaching: {
      say: "Area covers the inside; perimeter walks around the edge. Let's decide which one the question wants.",
      ask: [
        "Is the question about the inside or the edge?",
        "How many sides does a rectangle have, and which ones are equal?",
        "What unit goes with your answer?",
      ],
      misconception:
        "Mixing up area and perimeter, or adding only two sides for the perimeter (12 + 8 = 20). Ask the child to trace the edge with a finger for perimeter and imagine floor tiles for area.",
    },
  }),
  skill({
    id: "m-4.md.b.4",
    standards: ["4.MD.B.4"],
    prerequisites: ["m-3.md.b.4", "m-4.nf.b.3.d"],
    name: "Line plots with fractions",
    description:
      "Makes a line plot of measurements in halves, quarters and eighths of a unit and answers questions from it by adding and subtracting fractions, such as the difference between the longest and shortest.",
    lesson: {
      explanation:
        "A line plot is a number line with an X for each measurement. Mark the line in halves, quarters or eighths and put one X above the right spot for every data value, even repeated ones. Then you can read it: count the Xs, find the biggest and smallest, or add up values.",
      workedExample: {
        problem:
          "Six pencils measure 5 1/4, 5 1/2, 5 1/4, 6, 5 3/4 and 5 1/4 inches. Make a line plot. What is the difference between the longest and the shortest?",
        steps: [
          "Draw a number line from 5 to 6 marked in quarters.",
          "Put three Xs at 5 1/4, one at 5 1/2, one at 5 3/4 and one at 6.",
          "The longest is 6 inches and the shortest is 5 1/4 inches.",
          "6 − 5 1/4 = 3/4.",
        ],
        answer: "3/4 inch",
      },
    },
    coaching: {
      say: "A line plot lets us see all the measurements at once. Let's check every X is in the right spot.",
      ask: [
        "What does each tick mark on the line stand for?",
        "How many Xs should there be altogether?",
        "Which measurement happens most often?",
      ],
      misconception:
        "Placing values by counting tick marks instead of reading what they stand for (putting 5 1/4 at 5 1/8 on a line marked in eighths), or drawing only one X for a value that appears several times. Ask the child to point at each X and say its value.",
    },
  }),
  skill({
    id: "m-4.md.c.5.a",
    standards: ["4.MD.C.5.a", "4.MD.C.5"],
    prerequisites: ["m-4.g.a.1", "m-3.nf.a.1"],
    name: "Angles as part of a turn",
    description:
      "Understands an angle as two rays sharing an endpoint and measures it as the fraction of a full circle between the rays (a quarter turn is 90 degrees, a full turn 360 degrees).",
    lesson: {
      explanation:
        "An angle is made by two rays that start from the same point, called the vertex (the corner point). Imagine a circle with its center at the vertex. The angle measures how much of that circle lies between the two rays, like how far a door swings open. A full turn is 360 degrees, so a quarter turn is 90 degrees.",
      workedExample: {
        problem:
          "A clock's minute hand moves from 12 to 3. What fraction of a full turn is that, and how many degrees?",
        steps: [
          "A full turn passes all 12 spaces around the clock.",
          "From 12 to 3 is 3 of the 12 spaces.",
          "3/12 = 1/4 of a full turn.",
          "1/4 of 360 degrees is 360 ÷ 4 = 90 degrees.",
        ],
        answer: "1/4 of a turn, which is 90 degrees",
      },
    },
    coaching: {
      say: "An angle is about how much something turns, not how long its arms are.",
      ask: [
        "What fraction of a full turn is this?",
        "If the rays were longer, would the turn be bigger?",
        "What everyday things turn like this?",
      ],
      misconception:
        "Thinking an angle with longer rays, or with a bigger arc drawn on it, is a bigger angle. Show two angles with the same opening but different ray lengths and ask which is bigger.",
    },
  }),
  skill({
    id: "m-4.md.c.5.b",
    standards: ["4.MD.C.5.b", "4.MD.C.5"],
    prerequisites: ["m-4.md.c.5.a"],
    name: "Counting degrees",
    description:
      "Understands that a one-degree angle is 1/360 of a full turn and that an angle made of n one-degree angles measures n degrees.",
    lesson: {
      explanation:
        "A one-degree angle is a tiny turn: 1/360 of a full circle. We measure an angle by counting how many one-degree angles fit inside it. If 45 of them fit, the angle measures 45 degrees. It works just like measuring length by counting centimeters.",
      workedExample: {
        problem:
          "A robot turns 10 degrees at a time, always in the same direction. It makes 7 turns. How many degrees has it turned?",
        steps: ["Each small turn is 10 degrees.", "7 turns of 10 degrees is 7 × 10.", "7 × 10 = 70."],
        answer: "70 degrees",
      },
    },
    coaching: {
      say: "Degrees are like tiny building blocks for turning. We count how many fit.",
      ask: [
        "How many one-degree angles make a full turn?",
        "How many degrees is a quarter turn?",
        "If we zoom in on an angle, does its number of degrees change?",
      ],
      misconception:
        "Thinking degrees measure the length of the rays or the size of the drawing, so a zoomed-in angle 'has more degrees'. Ask whether zooming in changes how far the rays have turned.",
    },
  }),
  skill({
    id: "m-4.md.c.6",
    standards: ["4.MD.C.6"],
    prerequisites: ["m-4.md.c.5.b"],
    name: "Using a protractor",
    description:
      "Measures angles to the nearest whole degree with an on-screen protractor, choosing the correct scale, and draws angles of a given size.",
    lesson: {
      explanation:
        "Put the protractor's center on the vertex and line up its zero line with one ray. Find where the other ray crosses the numbers. A protractor has two rows of numbers: use the row that starts at 0 on the ray you lined up. Quick check: an angle smaller than a square corner must be less than 90 degrees.",
      workedExample: {
        problem:
          "One ray of an angle points to 0 on the outer scale. The other ray crosses 130 on the outer scale and 50 on the inner scale. What does the angle measure?",
        steps: [
          "The lined-up ray is at 0 on the outer scale, so read the outer scale.",
          "The other ray crosses the outer scale at 130.",
          "Check: the angle opens wider than a square corner, so more than 90 makes sense.",
        ],
        answer: "130 degrees",
      },
    },
    coaching: {
      say: "Before reading any number, decide whether the angle is smaller or bigger than a square corner.",
      ask: [
        "Is this angle smaller or bigger than a square corner?",
        "Which scale starts at 0 on the ray you lined up?",
        "Is the center of the protractor exactly on the vertex?",
      ],
      misconception:
        "Reading the wrong scale (50 instead of 130). Have the child say whether the angle is acute or obtuse before reading the number.",
    },
  }),
  skill({
    id: "m-4.md.c.7",
    standards: ["4.MD.C.7"],
    prerequisites: ["m-4.md.c.6"],
    name: "Putting angles together",
    description:
      "Uses the fact that angle measures add (a whole angle equals the sum of its non-overlapping parts) to find unknown angles in diagrams with an addition or subtraction equation.",
    lesson: {
      explanation:
        "When an angle is split into smaller angles that don't overlap, the small angles add up to the whole. So if you know the whole and one part, subtract to find the other part. A square corner is 90 degrees and a straight line makes 180 degrees, which helps you know the whole.",
      workedExample: {
        problem: "A square corner is split into two angles. One of them is 35 degrees. What is the other?",
        steps: ["A square corner is 90 degrees.", "The two parts add to 90: 35 + x = 90.", "x = 90 − 35 = 55."],
        answer: "55 degrees",
      },
    },
    coaching: {
      say: "The parts always add up to the whole, just like with numbers.",
      ask: [
        "What is the whole angle here?",
        "Which part do we know, and which is missing?",
        "How can you check your answer?",
      ],
      misconception:
        "Adding the known part to the whole instead of subtracting, or assuming every whole angle is a straight line. Ask the child to say what the whole angle is before solving.",
    },
  }),

  // ---- Geometry -------------------------------------------------------------------------------
  skill({
    id: "m-4.g.a.1",
    standards: ["4.G.A.1"],
    prerequisites: ["m-3.g.a.1"],
    name: "Points, lines, rays and angles",
    description:
      "Draws and identifies points, lines, line segments, rays, right, acute and obtuse angles, and parallel and perpendicular lines, including inside two-dimensional shapes.",
    lesson: {
      explanation:
        "A line segment has two endpoints. A ray has one endpoint and goes on and on one way. A line goes on and on both ways. A right angle is a square corner; an acute angle is less than that and an obtuse angle is more. Parallel lines never meet, like train tracks, and perpendicular lines cross at square corners.",
      workedExample: {
        problem: "Look at the letter H. Name the kinds of lines and angles you see.",
        steps: [
          "The two tall sides point the same way and never meet: they are parallel.",
          "The middle bar meets each tall side at a square corner: they are perpendicular.",
          "Where the bar meets each side, there are two right angles.",
        ],
        answer: "Two parallel segments, each perpendicular to the middle bar, and four right angles.",
      },
    },
    coaching: {
      say: "These shapes are all around us. Let's be geometry spotters.",
      ask: [
        "If we made these lines longer, would they ever meet?",
        "Is this angle smaller or bigger than a square corner?",
        "How is a ray different from a line segment?",
      ],
      misconception:
        "Calling two lines parallel just because they don't touch in the drawing, even though they would meet if extended; or mixing up rays and segments. Ask the child to imagine extending the lines.",
    },
  }),
  skill({
    id: "m-4.g.a.2",
    standards: ["4.G.A.2"],
    prerequisites: ["m-4.g.a.1"],
    name: "Sorting shapes by sides and angles",
    description:
      "Sorts two-dimensional shapes by whether they have parallel or perpendicular sides and by their kinds of angles, and recognizes right triangles.",
    lesson: {
      explanation:
        "You can sort shapes by their sides and by their angles. Ask: are any of the sides parallel? Do any two sides meet at a square corner? Is each angle right, acute or obtuse? A triangle with one right angle is a right triangle.",
      workedExample: {
        problem:
          "Look at a square, a right triangle, a rhombus and a trapezoid. The rhombus and the trapezoid have no square corners. Which shapes have a right angle? Which have parallel sides?",
        steps: [
          "The square has 4 right angles and 2 pairs of parallel sides.",
          "The right triangle has 1 right angle and no parallel sides.",
          "The rhombus has no right angle, but it has 2 pairs of parallel sides.",
          "The trapezoid has no right angle, but it has 1 pair of parallel sides.",
        ],
        answer: "The square and the right triangle have a right angle. All but the right triangle have parallel sides.",
      },
    },
    coaching: {
      say: "Let's look at the features, not at how the shape happens to be turned.",
      ask: [
        "Which sides would never meet if you made them longer?",
        "Where do you see a square corner?",
        "If we turned this shape, would its angles change?",
      ],
      misconception:
        "Judging by position: thinking a square tipped onto its corner has no right angles, or that a right triangle's right angle must be at the bottom. Ask the child to check the angles themselves.",
    },
  }),
  skill({
    id: "m-4.g.a.3",
    standards: ["4.G.A.3"],
    prerequisites: ["m-4.g.a.1"],
    name: "Lines of symmetry",
    description:
      "Finds and draws lines of symmetry (a line you could fold along so the two halves match exactly) and identifies shapes that have none, one or several.",
    lesson: {
      explanation:
        "A line of symmetry cuts a shape into two halves that are mirror images. If you folded the shape along the line, the halves would match exactly. Some shapes have no lines of symmetry, some have one, and some have many: a square has four.",
      workedExample: {
        problem: "How many lines of symmetry does a rectangle that is not a square have?",
        steps: [
          "A line down the middle from top to bottom: the halves match.",
          "A line across the middle from side to side: the halves match.",
          "A diagonal: folding along it, the corners don't land on each other.",
          "So the diagonals are not lines of symmetry.",
        ],
        answer: "2",
      },
    },
    coaching: {
      say: "Imagine folding the shape like a piece of paper. Would the halves match perfectly?",
      ask: [
        "If we folded along this line, where would this corner land?",
        "Are the two halves mirror images or just the same size?",
        "Can you find another line that works?",
      ],
      misconception:
        "Thinking a rectangle's diagonals are lines of symmetry because they cut it into two equal halves. Equal halves are not enough: they must be mirror images. Ask the child to imagine folding along the diagonal.",
    },
  }),
];

/** Every grade-4 standard can be practised on screen (virtual protractors, rulers, fold tools). */
export const mathGrade4OffScreen: OffScreenStandard[] = [];
