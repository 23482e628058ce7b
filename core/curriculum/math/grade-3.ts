import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/**
 * Grade-3 math skills. Ids follow the convention in ../README.md. Major work of grade 3 (the
 * publishers' focus documents): 3.OA.A-D, 3.NF.A, 3.MD.A, 3.MD.C. Split standards: 3.OA.C.7
 * (multiplication facts, then all four-operation facts), 3.NBT.A.2 (adding, then adding and
 * subtracting), 3.MD.A.1 (reading a clock, then elapsed time), 3.MD.D.8 (perimeter from sides, then
 * perimeter puzzles). The base-id skill is always the culminating one.
 */
export const mathGrade3Skills: SkillDefinition[] = [
  {
    id: "m-3.oa.a.1",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.A.1"],
    prerequisites: ["m-2.oa.c.3", "m-2.oa.c.4"],
    description:
      "Explains a product like 5 × 7 as 5 groups of 7 things (or 5 rows of 7), and writes the multiplication for a picture of equal groups.",
    name: "Equal groups make multiplication",
    lesson: {
      explanation:
        "Multiplication is a fast way to add equal groups. In 4 × 6, the first number tells how many groups there are. The second number tells how many are in each group. So 4 × 6 means 4 groups of 6, and that is 6 + 6 + 6 + 6.",
      workedExample: {
        problem:
          "There are 4 boxes with 6 crayons in each box. How many crayons are there? Write it as a multiplication.",
        steps: ["There are 4 equal groups.", "Each group has 6 crayons.", "4 × 6 means 6 + 6 + 6 + 6, and that is 24."],
        answer: "4 × 6 = 24 crayons",
      },
    },
    coaching: {
      say: "Multiplication is just counting equal groups quickly. Let's find the groups first.",
      ask: ["How many groups are there?", "How many are in each group?", "What adding sentence means the same thing?"],
      misconception:
        "Adding the two numbers instead of multiplying (4 × 6 read as 4 + 6), or multiplying numbers from a picture whose groups are not equal. Ask the child to draw the groups and count one of them.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.a.2",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.A.2"],
    prerequisites: ["m-3.oa.a.1"],
    description:
      "Explains a quotient like 56 ÷ 8 as the number in each share when 56 things are shared into 8 equal groups, or as the number of groups of 8 that can be made.",
    name: "Sharing into equal groups",
    lesson: {
      explanation:
        "Division splits a total into equal groups. 12 ÷ 3 can mean: share 12 into 3 groups, how many in each? Or: make groups of 3, how many groups? Both ways give 4.",
      workedExample: {
        problem: "20 stickers are shared equally by 4 friends. How many stickers does each friend get?",
        steps: [
          "The total is 20, shared into 4 equal groups.",
          "Deal them out one at a time until none are left.",
          "Each friend has 5, so 20 ÷ 4 = 5.",
        ],
        answer: "5 stickers each",
      },
    },
    coaching: {
      say: "Division is fair sharing: everybody gets the same amount.",
      ask: [
        "What is the total?",
        "Do we know the number of groups or the size of each group?",
        "How can multiplication check your answer?",
      ],
      misconception:
        "Writing the division backwards (4 ÷ 20) or dividing the wrong numbers. Ask: what is being shared, and into how many groups?",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.a.3",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.A.3"],
    prerequisites: ["m-3.oa.a.1", "m-3.oa.a.2"],
    description:
      "Solves word problems within 100 about equal groups, arrays and measurements by choosing multiplication or division and writing an equation.",
    name: "Times-or-share story problems",
    lesson: {
      explanation:
        "Read the story and look for equal groups. If you know how many groups and how many in each, multiply to find the total. If you know the total and one of the other numbers, divide. A quick drawing helps you decide.",
      workedExample: {
        problem: "A baker puts 42 muffins into boxes of 6. How many boxes does she fill?",
        steps: [
          "The total is 42 muffins.",
          "Each box holds 6, so we want the number of groups: 42 ÷ 6.",
          "6 × 7 = 42, so 42 ÷ 6 = 7.",
        ],
        answer: "7 boxes",
      },
    },
    coaching: {
      say: "Every times-or-share story has equal groups in it. Let's find them.",
      ask: [
        "Do we know the total, or are we looking for it?",
        "What does each number in the story stand for?",
        "Does your answer make sense in the story?",
      ],
      misconception:
        "Multiplying whatever numbers appear, even when the story shares a total into groups. An answer much bigger than the total the story starts with is the clue.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.a.4",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.A.4"],
    prerequisites: ["m-3.oa.a.2"],
    description: "Finds the unknown number in a multiplication or division equation, such as 8 × ☐ = 48 or 35 ÷ ☐ = 5.",
    name: "Find the hidden number",
    lesson: {
      explanation:
        "A box in an equation is a number that is hiding. Ask what number makes the sentence true. Use the facts you know: for 8 × ☐ = 48, count by 8s until you reach 48.",
      workedExample: {
        problem: "8 × ☐ = 48",
        steps: ["How many 8s make 48?", "Count by 8s: 8, 16, 24, 32, 40, 48. That is 6 eights.", "Check: 8 × 6 = 48."],
        answer: "6",
      },
    },
    coaching: {
      say: "Think of the box as a mystery number. The rest of the sentence is our clue.",
      ask: [
        "What is the equation saying in words?",
        "Which fact family does it belong to?",
        "How can you check the number you found?",
      ],
      misconception:
        "Doing the operation shown with the two visible numbers (for 8 × ☐ = 48, answering 8 × 48). Ask the child to put their answer in the box and read the sentence aloud to see if it is true.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.b.5",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.B.5"],
    prerequisites: ["m-3.oa.a.1", "m-3.oa.a.2"],
    description:
      "Uses the properties of operations as strategies: switching the order (4 × 6 = 6 × 4), grouping (3 × 5 × 2 = 3 × 10) and splitting a factor (8 × 7 = 8 × 5 + 8 × 2).",
    name: "Tricks that make multiplying easier",
    lesson: {
      explanation:
        "You can switch the order when you multiply: 4 × 6 is the same as 6 × 4. When there are three numbers, start with the pair that is easy. You can also split a hard number into two easy parts. Then multiply each part and add.",
      workedExample: {
        problem: "Find 7 × 8. Split the 8 to make it easy.",
        steps: ["Split 8 into 5 + 3.", "7 × 5 = 35 and 7 × 3 = 21.", "Add the parts: 35 + 21 = 56."],
        answer: "56",
      },
    },
    coaching: {
      say: "Hard facts are made of easy facts. Let's find the easy ones hiding inside.",
      ask: [
        "Which fact is easier to start from?",
        "Would switching the order help?",
        "How did you split the number, and why there?",
      ],
      misconception:
        "Multiplying only one part after splitting (7 × 8 worked as 7 × 5 + 3). Ask the child to draw the array and show that both parts have the same number of rows.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.b.6",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.B.6"],
    prerequisites: ["m-3.oa.a.4"],
    description:
      "Solves a division by thinking of the matching multiplication, such as finding 32 ÷ 8 by asking what number times 8 makes 32.",
    name: "Division hides a times fact",
    lesson: {
      explanation:
        "Each division fact has a times fact that goes with it. 32 ÷ 8 asks: 8 times what makes 32? You know 8 × 4 = 32, so 32 ÷ 8 = 4. That means the times facts you know are division facts too.",
      workedExample: {
        problem: "Find 54 ÷ 9.",
        steps: ["Think: 9 × ☐ = 54.", "9 × 6 = 54.", "So 54 ÷ 9 = 6."],
        answer: "6",
      },
    },
    coaching: {
      say: "You already know lots of division facts. They're hiding inside your times facts.",
      ask: [
        "What multiplication goes with this division?",
        "Which number is the missing factor?",
        "Can you say the whole fact family?",
      ],
      misconception:
        "Treating division as a new list of facts and guessing, or counting down by ones. Ask the child to turn it into a times question: what times the divisor makes the total?",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.c.7-multiplication-facts",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.C.7"],
    prerequisites: ["m-3.oa.b.5", "m-3.oa.b.6"],
    description: "Multiplies any two one-digit numbers quickly, from memory or with a fast strategy.",
    name: "Times tables to 10 × 10",
    lesson: {
      explanation:
        "Knowing times facts by heart saves time in every problem. Learn them in families: 2s are doubles, 5s end in 0 or 5, and 9s are one group less than 10s. If you forget a fact, build it from one you know.",
      workedExample: {
        problem: "What is 6 × 9?",
        steps: ["6 × 10 = 60.", "6 × 9 is one 6 less than 6 × 10.", "60 − 6 = 54."],
        answer: "54",
      },
    },
    coaching: {
      say: "Speed grows from understanding. Let's practise the strategy until the answer just pops out.",
      ask: [
        "Which facts do you know instantly?",
        "Which nearby fact helps with this one?",
        "How do you know your answer is right?",
      ],
      misconception:
        "Swapping neighbouring facts (7 × 8 = 54 or 6 × 9 = 56). Ask for a quick check from a known fact, such as doubling a fact with half the number.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.c.7",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.C.7"],
    prerequisites: ["m-3.oa.c.7-multiplication-facts", "m-3.oa.b.6"],
    description:
      "Multiplies and divides within 100 fluently, moving between a times fact and its division facts, such as 7 × 8 = 56 and 56 ÷ 7 = 8.",
    name: "Times and division facts together",
    lesson: {
      explanation:
        "Each times fact gives you two division facts for free. If 7 × 8 = 56, then 56 ÷ 8 = 7 and 56 ÷ 7 = 8. When you see a division, think of the times fact that matches it.",
      workedExample: {
        problem: "Find 63 ÷ 7 and 63 ÷ 9.",
        steps: ["Which times fact makes 63? 7 × 9 = 63.", "So 63 ÷ 7 = 9.", "And 63 ÷ 9 = 7."],
        answer: "63 ÷ 7 = 9 and 63 ÷ 9 = 7",
      },
    },
    coaching: {
      say: "Multiplication and division are a team. Knowing one means you know the other.",
      ask: [
        "What is the fact family for these numbers?",
        "Which times fact did you use?",
        "Can you make up a division for me to solve?",
      ],
      misconception:
        "Answering with the wrong member of the fact family (63 ÷ 7 = 7). Ask the child to check by multiplying the answer by the number they divided by.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.d.8",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.D.8"],
    prerequisites: ["m-3.oa.a.3", "m-2.oa.a.1", "m-3.nbt.a.1", "m-3.nbt.a.2"],
    description:
      "Solves two-step word problems with all four operations, writes an equation with a letter for the unknown, and checks the answer by estimating.",
    name: "Two-step story problems",
    lesson: {
      explanation:
        "Some stories need two steps. Work out what you must know first, find it, then use it for the second step. Write an equation with a letter, like n, for the number you want. Then estimate to check that the answer makes sense.",
      workedExample: {
        problem:
          "Leo buys 4 packs of cards with 8 cards in each pack. He gives away 9 cards. How many cards does he have now?",
        steps: [
          "First find the cards he bought: 4 × 8 = 32.",
          "Then take away the cards he gave: 32 − 9 = 23.",
          "As one equation: 4 × 8 − 9 = n, so n = 23.",
          "Estimate: about 30 cards minus about 10 leaves about 20, so 23 makes sense.",
        ],
        answer: "23 cards",
      },
    },
    coaching: {
      say: "A two-step problem is two small problems in a row. Let's plan before we calculate.",
      ask: [
        "What do you need to find first?",
        "What does the letter stand for?",
        "How can you estimate to see if your answer makes sense?",
      ],
      misconception:
        "Stopping after the first step (answering 32) or using the numbers in the order they appear. Ask the child to retell the story and say whether the question has really been answered.",
    },
    majorWork: true,
  },
  {
    id: "m-3.oa.d.9",
    subject: "math",
    grade: 3,
    strand: "operations-algebra",
    standards: ["3.OA.D.9"],
    prerequisites: ["m-3.oa.b.5", "m-2.oa.c.3", "m-3.oa.c.7-multiplication-facts"],
    description:
      "Finds patterns in number lists, the addition table and the times table, and explains why they work, such as why 4 times any number is even.",
    name: "Spotting number patterns",
    lesson: {
      explanation:
        "A pattern is a rule that keeps repeating. Look at how each number changes from the one before. Then ask why it happens. For example, 4 times a number is a double of a double, so it is always even.",
      workedExample: {
        problem: "Look at 6, 12, 18, 24. What comes next, and are these numbers odd or even?",
        steps: [
          "Each number is 6 more than the one before.",
          "24 + 6 = 30.",
          "The list starts at 6, which is even, and adding 6 (an even number) to an even number always gives an even number, so every number in the list is even.",
        ],
        answer: "30 comes next, and they are all even.",
      },
    },
    coaching: {
      say: "Patterns let you predict what comes next. Spotting them is what mathematicians do.",
      ask: ["What changes each time?", "What would the tenth number be?", "Why does the pattern work?"],
      misconception:
        "Deciding the rule from only the first two numbers, or guessing that odd × odd can be even. Have the child test the rule on a few more examples before trusting it.",
    },
    majorWork: true,
  },
  {
    id: "m-3.nbt.a.1",
    subject: "math",
    grade: 3,
    strand: "number-system",
    standards: ["3.NBT.A.1"],
    prerequisites: ["m-2.nbt.a.4", "m-2.md.b.6"],
    description: "Rounds whole numbers to the nearest 10 or 100 using place value or a number line.",
    name: "Rounding to tens and hundreds",
    lesson: {
      explanation:
        "Rounding finds the closest easy number. To round to the nearest hundred, find the two hundreds your number is between. Pick the one that is closer. If it is right in the middle, like 350, round up.",
      workedExample: {
        problem: "Round 368 to the nearest hundred.",
        steps: ["368 is between 300 and 400.", "The halfway point is 350.", "368 is past 350, so it is closer to 400."],
        answer: "400",
      },
    },
    coaching: {
      say: "Rounding is finding the nearest landmark. It helps us estimate quickly.",
      ask: [
        "Which two hundreds (or tens) is the number between?",
        "Where is the halfway point?",
        "Which one is closer?",
      ],
      misconception:
        "Rounding to the wrong place (368 to the nearest hundred given as 370) or always rounding down by dropping digits (368 becomes 300). Ask the child to mark both neighbours on a number line.",
    },
    majorWork: false,
  },
  {
    id: "m-3.nbt.a.2-add-within-1000",
    subject: "math",
    grade: 3,
    strand: "number-system",
    standards: ["3.NBT.A.2"],
    prerequisites: ["m-2.nbt.b.7", "m-2.nbt.b.8"],
    description:
      "Adds numbers within 1,000 accurately with place value, including regrouping into the tens and the hundreds.",
    name: "Adding to 1,000",
    lesson: {
      explanation:
        "Line up the hundreds, tens and ones. Add the ones first. If they make 10 or more, trade ten ones for one ten and carry it to the tens. Do the same with the tens. Then add the hundreds.",
      workedExample: {
        problem: "276 + 458",
        steps: [
          "Ones: 6 + 8 = 14. Write 4 and carry 1 ten.",
          "Tens: 7 + 5 + 1 = 13. Write 3 and carry 1 hundred.",
          "Hundreds: 2 + 4 + 1 = 7.",
          "Estimate to check: 300 + 450 = 750, close to 734.",
        ],
        answer: "734",
      },
    },
    coaching: {
      say: "You already know how to add. Bigger numbers just mean more places to keep tidy.",
      ask: [
        "What did you carry, and why?",
        "What is a quick estimate of the answer?",
        "Can you add in a different order to check?",
      ],
      misconception:
        "Forgetting to add a carried ten (276 + 458 comes out as 724) or writing a two-digit sum straight into one place. An estimate made first (about 750) catches both slips.",
    },
    majorWork: false,
  },
  {
    id: "m-3.nbt.a.2",
    subject: "math",
    grade: 3,
    strand: "number-system",
    standards: ["3.NBT.A.2"],
    prerequisites: ["m-3.nbt.a.2-add-within-1000"],
    description:
      "Adds and subtracts within 1,000 fluently, including subtracting across zeros, and checks subtraction with addition.",
    name: "Subtracting within 1,000",
    lesson: {
      explanation:
        "Subtract place by place, starting with the ones. If the top digit is too small, break one ten into ten ones, or one hundred into ten tens. When a zero is in the way, break a hundred first. Check by adding your answer to the number you took away.",
      workedExample: {
        problem: "503 − 248",
        steps: [
          "Ones: 3 − 8 won't work, and there are no tens to break.",
          "Break a hundred: 5 hundreds becomes 4 hundreds and 10 tens.",
          "Break a ten: 10 tens becomes 9 tens, and 3 ones becomes 13 ones.",
          "13 − 8 = 5, 9 − 4 = 5, and 4 − 2 = 2.",
          "Check: 255 + 248 = 503.",
        ],
        answer: "255",
      },
    },
    coaching: {
      say: "Subtracting across zeros looks tricky, but it's just trading in two steps.",
      ask: [
        "Where do you need to trade?",
        "What does a zero in the top number mean for trading?",
        "How can addition check your answer?",
      ],
      misconception:
        "Taking the smaller digit from the bigger one in each place (503 − 248 becoming 345). Adding back shows it: the answer plus the number taken away must give the start.",
    },
    majorWork: false,
  },
  {
    id: "m-3.nbt.a.3",
    subject: "math",
    grade: 3,
    strand: "number-system",
    standards: ["3.NBT.A.3"],
    prerequisites: ["m-3.oa.b.5", "m-2.nbt.a.1.b", "m-3.oa.c.7-multiplication-facts"],
    description:
      "Multiplies a one-digit number by a multiple of 10 up to 90, such as 9 × 80 or 5 × 60, using place value.",
    name: "Multiplying by tens",
    lesson: {
      explanation:
        "60 is 6 tens. So 5 × 60 means 5 groups of 6 tens, which is 30 tens. 30 tens is 300. Use your basic fact, then remember the answer is counted in tens.",
      workedExample: {
        problem: "9 × 80",
        steps: ["80 is 8 tens.", "9 × 8 tens = 72 tens.", "72 tens is 720."],
        answer: "720",
      },
    },
    coaching: {
      say: "Multiplying by tens is your times facts in a costume.",
      ask: ["How many tens is this number?", "Which basic fact helps?", "Why does the answer end in zero?"],
      misconception:
        "Losing or adding a zero when the basic fact already ends in zero (5 × 60 written as 30 or 3,000). Ask them to say the answer in tens first.",
    },
    majorWork: false,
  },
  {
    id: "m-3.nf.a.1",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.1"],
    prerequisites: ["m-2.g.a.3", "m-2.md.a.2"],
    description:
      "Understands 1/b as one of b equal parts of a whole, and a/b as a of those parts, so 3/4 is three parts of size 1/4.",
    name: "What a fraction means",
    lesson: {
      explanation:
        "A fraction names part of a whole that is cut into equal parts. The bottom number tells how many equal parts make the whole. The top number tells how many of those parts you have. So 3/4 means 3 parts, each one fourth.",
      workedExample: {
        problem: "A chocolate bar has 8 equal pieces. Ana eats 3 of them. What fraction of the bar did she eat?",
        steps: [
          "The whole has 8 equal pieces, so each piece is 1/8.",
          "She ate 3 of those pieces.",
          "3 pieces of size 1/8 is 3/8.",
        ],
        answer: "3/8 of the bar",
      },
    },
    coaching: {
      say: "Fractions are all about equal parts. Let's check the parts are the same size first.",
      ask: ["How many equal parts make the whole?", "How big is one part?", "How many parts are we talking about?"],
      misconception:
        "Writing the parts eaten over the parts left (3/5 instead of 3/8), or counting parts that are not equal. Ask what the bottom number should count.",
    },
    majorWork: true,
  },
  {
    id: "m-3.nf.a.2.a",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.2", "3.NF.A.2.a"],
    prerequisites: ["m-3.nf.a.1", "m-2.md.b.6"],
    description:
      "Places a unit fraction such as 1/4 on a number line by splitting the space from 0 to 1 into equal parts.",
    name: "Unit fractions on a number line",
    lesson: {
      explanation:
        "On a number line, the space from 0 to 1 is the whole. Split it into equal parts. If there are 4 equal parts, each part is 1/4 long. The end of the first part, counting from 0, is where 1/4 goes.",
      workedExample: {
        problem: "Where is 1/3 on a number line from 0 to 1?",
        steps: [
          "Split the space from 0 to 1 into 3 equal parts.",
          "Each part has length 1/3.",
          "The mark at the end of the first part from 0 is 1/3.",
        ],
        answer: "At the first of the two marks between 0 and 1",
      },
    },
    coaching: {
      say: "A number line turns a fraction into a distance. Let's measure from 0.",
      ask: [
        "How many equal parts are between zero and one?",
        "How long is each part?",
        "Where does the first part end?",
      ],
      misconception:
        "Counting tick marks instead of spaces, so fourths get labeled as thirds. Ask them to count the jumps from zero to one.",
    },
    majorWork: true,
  },
  {
    id: "m-3.nf.a.2.b",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.2", "3.NF.A.2.b"],
    prerequisites: ["m-3.nf.a.2.a"],
    description: "Places fractions like 3/4 or 5/3 on a number line by marking off that many parts of size 1/b from 0.",
    name: "Any fraction on a number line",
    lesson: {
      explanation:
        "To find 3/4, first cut each whole into fourths. Then start at 0 and take 3 jumps of 1/4. Where you land is 3/4. If a fraction is more than one whole, like 5/3, just keep jumping past 1.",
      workedExample: {
        problem: "Place 5/3 on a number line from 0 to 2.",
        steps: [
          "Cut each whole into 3 equal parts.",
          "Start at 0 and make 5 jumps of 1/3.",
          "3 jumps reach 1, and 2 more jumps land on 5/3.",
        ],
        answer: "Two thirds of the way from 1 to 2",
      },
    },
    coaching: {
      say: "Every fraction has its own spot on the number line, just like whole numbers.",
      ask: [
        "How long is each jump?",
        "How many jumps do we need?",
        "Is this fraction more or less than one whole? How can you tell?",
      ],
      misconception:
        "Believing a fraction can never be more than one whole, so a fraction with a bigger top gets squeezed before the first whole (5/3 placed below 1). Ask how many thirds make one whole.",
    },
    majorWork: true,
  },
  {
    id: "m-3.nf.a.3.a",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.3", "3.NF.A.3.a"],
    prerequisites: ["m-3.nf.a.2.b"],
    description:
      "Understands that two fractions are equal when they cover the same amount of the same whole, or land on the same point of a number line.",
    name: "Same size, same fraction",
    lesson: {
      explanation:
        "Two fractions can look different and still be the same amount. Shade 1/2 of a bar and 2/4 of the same bar: the shaded parts are the same size. On a number line they land on the same point. Fractions like that are called equivalent.",
      workedExample: {
        problem: "Do 2/3 and 4/6 land on the same point of a number line?",
        steps: [
          "Mark thirds on one line and sixths on a line of the same length.",
          "2/3 is 2 of the 3 jumps; 4/6 is 4 of the 6 jumps.",
          "Both land at the same spot.",
        ],
        answer: "Yes, 2/3 = 4/6",
      },
    },
    coaching: {
      say: "Different names can mean the same amount, like 'half past three' and 'three thirty'.",
      ask: [
        "Are the two wholes the same size?",
        "Do the shaded parts cover the same amount?",
        "Where does each one land on the number line?",
      ],
      misconception:
        "Thinking bigger numbers mean a bigger amount (4/6 > 2/3). Ask the child to line the two bars up and compare the shaded lengths.",
    },
    majorWork: true,
  },
  {
    id: "m-3.nf.a.3.b",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.3", "3.NF.A.3.b"],
    prerequisites: ["m-3.nf.a.3.a"],
    description: "Finds simple equivalent fractions such as 1/2 = 2/4 or 4/6 = 2/3, and shows why with a drawing.",
    name: "Making equal fractions",
    lesson: {
      explanation:
        "Take a bar and cut each piece into 2 smaller pieces. Now there are twice as many pieces, and twice as many are shaded. But the shaded part is the same size as before. So 1/2 is the same as 2/4. You can also join pieces in pairs: 4/6 is the same as 2/3.",
      workedExample: {
        problem: "Find a fraction equal to 3/4 that uses eighths.",
        steps: [
          "Cut each fourth into 2 equal pieces.",
          "Now the whole has 8 pieces.",
          "Each shaded fourth is now 2 eighths.",
          "So 3 fourths is the same as 6 eighths.",
        ],
        answer: "3/4 = 6/8",
      },
    },
    coaching: {
      say: "Cutting pieces smaller doesn't change how much you have. Let's see it in a drawing.",
      ask: [
        "What happened to the number of pieces?",
        "What happened to the shaded amount?",
        "Can you find another fraction equal to this one?",
      ],
      misconception:
        "Changing only the bottom number (3/4 = 3/8) or adding the same number to top and bottom (3/4 = 4/5). Ask the child to draw the bar before and after cutting.",
    },
    majorWork: true,
  },
  {
    id: "m-3.nf.a.3.c",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.3", "3.NF.A.3.c"],
    prerequisites: ["m-3.nf.a.3.a"],
    description:
      "Writes whole numbers as fractions (3 = 3/1) and recognizes fractions equal to whole numbers, such as 4/4 = 1 and 6/2 = 3.",
    name: "Whole numbers as fractions",
    lesson: {
      explanation:
        "When all the parts of a whole are there, you have 1 whole, so 4/4 = 1. The number 3 can be written 3/1: three wholes that were not cut at all. And 6/2 means 6 halves, which make 3 wholes.",
      workedExample: {
        problem: "What whole number is 12/4?",
        steps: ["4 fourths make 1 whole.", "12 fourths is 3 groups of 4 fourths.", "So 12/4 = 3."],
        answer: "3",
      },
    },
    coaching: {
      say: "Some fractions are whole numbers in disguise. Let's unmask them.",
      ask: [
        "How many of these parts make one whole?",
        "How many wholes can you make?",
        "Where is this fraction on the number line?",
      ],
      misconception:
        "Thinking a fraction with the same top and bottom means that many wholes, or that a number over one is a small piece. Ask: if you have every piece of a pizza, how much pizza do you have?",
    },
    majorWork: true,
  },
  {
    id: "m-3.nf.a.3.d",
    subject: "math",
    grade: 3,
    strand: "fractions-ratios",
    standards: ["3.NF.A.3", "3.NF.A.3.d"],
    prerequisites: ["m-3.nf.a.3.a"],
    description:
      "Compares two fractions with the same top number or the same bottom number by thinking about the size of the parts, and records it with >, = or <.",
    name: "Which fraction is more?",
    lesson: {
      explanation:
        "When the bottom numbers match, the parts are the same size. Then more parts is more: 5/8 > 3/8. When the top numbers match, you have the same number of parts. Then the bigger parts win, and fewer cuts make bigger parts: 2/3 > 2/5. Only compare fractions of the same whole.",
      workedExample: {
        problem: "Which is more, 3/4 or 3/8?",
        steps: [
          "The top numbers match: 3 parts each.",
          "A whole cut in 4 has bigger parts than a whole cut in 8.",
          "3 big parts are more than 3 small parts.",
        ],
        answer: "3/4 > 3/8",
      },
    },
    coaching: {
      say: "Comparing fractions is about the size of the pieces. Imagine sharing a cake.",
      ask: [
        "Are the tops the same, or the bottoms?",
        "Which parts are bigger? Why?",
        "Are both fractions of the same whole?",
      ],
      misconception:
        "Thinking a bigger bottom number means a bigger fraction (1/8 > 1/4 because 8 > 4). Ask: would you rather share a pizza with a few friends or with many?",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.a.1-tell-time",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.A.1"],
    prerequisites: ["m-2.md.c.7"],
    description: "Reads and writes time to the nearest minute on analog and digital clocks.",
    name: "Telling time to the minute",
    lesson: {
      explanation:
        "Each number on a clock face is 5 minutes, and the small marks between the numbers are single minutes. Count by 5s to the last number the long hand has passed, then count on by ones. The short hand shows the hour it has passed.",
      workedExample: {
        problem:
          "The short hand is between the 8 and the 9. The long hand is 3 small marks past the 4. What time is it?",
        steps: [
          "The short hand has passed 8, so the hour is 8.",
          "Count by 5s to the 4: 20 minutes.",
          "Count 3 more marks: 21, 22, 23.",
        ],
        answer: "8:23",
      },
    },
    coaching: {
      say: "You can already read times on the five-minute marks. Now we count the little marks too.",
      ask: [
        "Which hour has the short hand passed?",
        "How many minutes is it to the last number?",
        "How many single minutes come after that?",
      ],
      misconception:
        "Reading the last number the long hand passed as the minutes, instead of counting by fives and then ones. Ask how many minutes each number on the clock is worth.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.a.1",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.A.1"],
    prerequisites: ["m-3.md.a.1-tell-time", "m-2.md.b.6"],
    description:
      "Finds how many minutes pass between two times and solves word problems that add or subtract minutes, for example with jumps on a number line.",
    name: "How much time passed?",
    lesson: {
      explanation:
        "To find how long something took, count on from the start time to the end time. Jump to a friendly time first, like the next hour, then keep jumping. Add up the jumps. A number line makes the jumps easy to see.",
      workedExample: {
        problem: "Football practice starts at 3:45 p.m. and ends at 4:20 p.m. How long is practice?",
        steps: ["From 3:45 to 4:00 is 15 minutes.", "From 4:00 to 4:20 is 20 minutes.", "15 + 20 = 35."],
        answer: "35 minutes",
      },
    },
    coaching: {
      say: "Elapsed time is a counting-on problem. Let's jump from the start time to the end time.",
      ask: [
        "What time did it start, and when did it end?",
        "Which friendly time can you jump to first?",
        "How many minutes is that altogether?",
      ],
      misconception:
        "Subtracting times like ordinary numbers, as if an hour had a hundred minutes. Remind the child that an hour has sixty minutes, not a hundred, and count on instead.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.a.2",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.A.2"],
    prerequisites: ["m-3.oa.a.3", "m-2.oa.a.1"],
    description:
      "Estimates and measures mass in grams and kilograms and liquid volume in liters, reads scales and measuring jugs, and solves one-step word problems with these units.",
    name: "Grams, kilograms and liters",
    lesson: {
      explanation:
        "Mass tells how heavy something is. A paper clip is about 1 gram, and a big bag of sugar is about 1 kilogram. Liquid volume tells how much a container holds; a large water bottle holds about 1 liter. To read a scale or jug, find the mark the needle or the liquid reaches.",
      workedExample: {
        problem: "Each bag of flour has a mass of 2 kilograms. A baker buys 7 bags. What is their total mass?",
        steps: ["Every bag has the same mass: 2 kg.", "7 bags of 2 kg is 7 × 2.", "7 × 2 = 14."],
        answer: "14 kilograms",
      },
    },
    coaching: {
      say: "Grams and liters are all over the kitchen. Let's think about real things we can lift and pour.",
      ask: [
        "Is this about how heavy something is, or how much it holds?",
        "Which unit makes sense here, grams or kilograms?",
        "Is your answer a sensible size?",
      ],
      misconception:
        "Choosing units without picturing the object (a dog with a mass of 20 grams). Ask the child to compare with a benchmark: a paper clip is about a gram.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.b.3",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.B.3"],
    prerequisites: ["m-2.md.d.10", "m-3.oa.a.1"],
    description:
      "Draws picture graphs and bar graphs where one picture or one step of the scale stands for several items, and answers how many more or fewer from them.",
    name: "Graphs with a key",
    lesson: {
      explanation:
        "In a scaled graph, one picture, or one step on the scale, can stand for more than 1. Read the key first. If one star means 5 books, then three stars mean 15 books. Then take away to compare the groups.",
      workedExample: {
        problem:
          "In a picture graph, each ball stands for 4 goals. Team Red has 6 balls. Team Blue has 4 balls. How many more goals did Red score?",
        steps: ["Red: 6 × 4 = 24 goals.", "Blue: 4 × 4 = 16 goals.", "Take away: 24 − 16 = 8."],
        answer: "8 more goals",
      },
    },
    coaching: {
      say: "A key lets a small graph show big numbers. Let's crack the code first.",
      ask: [
        "What does one picture, or one step on the scale, stand for?",
        "How many does each bar or row show?",
        "How many more is one than the other?",
      ],
      misconception:
        "Ignoring the key and counting each picture as one. Ask the child to read the key aloud before answering.",
    },
    majorWork: false,
  },
  {
    id: "m-3.md.b.4",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.B.4"],
    prerequisites: ["m-3.nf.a.2.b", "m-2.md.a.1"],
    description:
      "Measures lengths to the nearest half or quarter inch with a ruler and shows the measurements on a line plot marked in halves or quarters.",
    name: "Line plots with halves and quarters",
    lesson: {
      explanation:
        "An inch ruler has marks between the whole numbers. The middle mark is a half inch, and the marks on either side of it are quarter inches. Measure each object, then put an X above its length on a line plot. The tallest stack of X's shows the most common length.",
      workedExample: {
        problem:
          "Five leaves measure 2 1/4, 2 1/2, 2 1/4, 3 and 2 3/4 inches. Which length has the most X's on a line plot?",
        steps: [
          "Put one X above each length.",
          "2 1/4 gets two X's; every other length gets one.",
          "The tallest stack is above 2 1/4.",
        ],
        answer: "2 1/4 inches",
      },
    },
    coaching: {
      say: "Real rulers have in-between marks. Let's learn what each one means.",
      ask: [
        "Which mark on the ruler is the half inch?",
        "How many quarter inches make a half inch?",
        "What does the tallest stack of X's tell us?",
      ],
      misconception:
        "Reading quarter marks as tenths or rounding to the next whole inch. Ask the child to count the spaces between two whole inches: each space is one fourth.",
    },
    majorWork: false,
  },
  {
    id: "m-3.md.c.5.a",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.5", "3.MD.C.5.a"],
    prerequisites: ["m-2.md.a.1", "m-2.g.a.2"],
    description:
      "Understands that a square with sides of 1 unit has an area of one square unit and is used to measure area.",
    name: "The unit square",
    lesson: {
      explanation:
        "Area is how much flat space a shape covers. To measure it we use a square whose sides are each 1 unit long. Its area is called 1 square unit. If its sides are 1 centimeter, it is 1 square centimeter.",
      workedExample: {
        problem: "A square has sides 1 inch long. What is its area?",
        steps: ["Each side is 1 inch.", "A square with 1-inch sides is one unit square.", "Its area is 1 square inch."],
        answer: "1 square inch",
      },
    },
    coaching: {
      say: "Area is about covering, like tiles on a floor. Our tile is the unit square.",
      ask: [
        "Why do we use squares to measure area?",
        "How long is each side of a unit square?",
        "Is a square with 1-centimeter sides bigger or smaller than one with 1-inch sides?",
      ],
      misconception:
        "Mixing up area with the distance around: adding the sides instead of counting the squares inside. Ask whether we are covering the shape or walking around it.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.c.5.b",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.5", "3.MD.C.5.b"],
    prerequisites: ["m-3.md.c.5.a"],
    description:
      "Understands that a shape covered by n unit squares, with no gaps or overlaps, has an area of n square units.",
    name: "Covering shapes with squares",
    lesson: {
      explanation:
        "Cover a shape with unit squares. There must be no gaps and no squares on top of each other. Count the squares: that number is the area in square units. It works for any shape the squares fit with nothing left over.",
      workedExample: {
        problem:
          "7 unit squares cover an L-shape. There are no gaps, and no squares are on top of each other. What is its area?",
        steps: [
          "The squares cover the whole shape.",
          "No square is on top of another, and there are no gaps.",
          "7 squares means 7 square units.",
        ],
        answer: "7 square units",
      },
    },
    coaching: {
      say: "If the squares fit perfectly, counting them tells us the area.",
      ask: [
        "Are there any gaps?",
        "Do any squares overlap?",
        "Does the shape matter, or only how many squares cover it?",
      ],
      misconception:
        "Counting overlapping squares twice, or counting a covering with gaps as exact. Ask the child to trace each square once and look for uncovered space.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.c.6",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.6"],
    prerequisites: ["m-3.md.c.5.b", "m-2.g.a.2"],
    description:
      "Measures area by counting unit squares in square centimeters, square meters, square inches, square feet or made-up units.",
    name: "Counting squares for area",
    lesson: {
      explanation:
        "To find the area of a shape on a grid, count the squares inside it. Say the unit too. It might be square centimeters or square inches. Count by rows so you don't miss any.",
      workedExample: {
        problem:
          "A sticker is drawn on a grid of 1-centimeter squares. It covers 3 full rows of 5 squares. What is its area?",
        steps: ["Each row has 5 squares.", "Count by rows: 5, 10, 15.", "Each square is 1 square centimeter."],
        answer: "15 square centimeters",
      },
    },
    coaching: {
      say: "Counting squares is the first way to find area. Let's be organised about it.",
      ask: [
        "What unit is each square?",
        "How did you keep track of what you counted?",
        "What would change if the squares were inches?",
      ],
      misconception:
        "Counting grid lines, or the squares around the outside of the shape, instead of the squares inside. Ask the child to shade each square as they count it.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.c.7.a",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.7", "3.MD.C.7.a"],
    prerequisites: ["m-3.md.c.6", "m-3.oa.a.1"],
    description:
      "Finds the area of a rectangle by tiling it, and shows that multiplying the side lengths gives the same answer.",
    name: "Rows times columns",
    lesson: {
      explanation:
        "Tile a rectangle with unit squares and look at the rows. Each row has as many squares as the rectangle is long. The number of rows is how wide it is. So the area is the number of rows times the squares in a row: the two side lengths multiplied.",
      workedExample: {
        problem: "A rectangle is 6 units long and 3 units wide. Tile it and find its area.",
        steps: ["Each row holds 6 squares.", "There are 3 rows.", "Counting gives 18, and 3 × 6 = 18 too."],
        answer: "18 square units",
      },
    },
    coaching: {
      say: "Counting every tile takes a long time. Let's discover a shortcut.",
      ask: [
        "How many squares are in each row?",
        "How many rows are there?",
        "Why does multiplying give the same answer as counting?",
      ],
      misconception:
        "Adding the two side lengths (6 + 3 = 9) instead of multiplying. Ask the child to count the tiles and compare.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.c.7.b",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.7", "3.MD.C.7.b"],
    prerequisites: ["m-3.md.c.7.a", "m-3.oa.c.7-multiplication-facts"],
    description:
      "Multiplies side lengths to find the areas of rectangles in real-world and math problems, and pictures a product like 4 × 7 as the area of a rectangle.",
    name: "Area by multiplying sides",
    lesson: {
      explanation:
        "For a rectangle you don't need to count squares. Multiply the length by the width, and write the answer in square units, such as square feet. It works backwards too: a product like 4 × 7 is the area of a rectangle 4 by 7.",
      workedExample: {
        problem: "A rug is 8 feet long and 5 feet wide. What is its area?",
        steps: [
          "Area of a rectangle = length × width.",
          "8 × 5 = 40.",
          "The sides are in feet, so the area is in square feet.",
        ],
        answer: "40 square feet",
      },
    },
    coaching: {
      say: "Rugs, gardens, posters: area problems are everywhere, and multiplying makes them quick.",
      ask: [
        "Which two numbers do you multiply?",
        "What units does the answer have?",
        "Can you draw a different rectangle with the same area?",
      ],
      misconception:
        "Mixing up area and perimeter (8 + 5 + 8 + 5 = 26) or writing the units as plain feet. Ask whether the question is about covering the rug or going around it.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.c.7.c",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.7", "3.MD.C.7.c"],
    prerequisites: ["m-3.md.c.7.a", "m-3.md.c.7.b", "m-3.oa.b.5"],
    description:
      "Shows with an area model that a rectangle with sides a and b + c has area a × b + a × c, and uses this to break apart harder products.",
    name: "Splitting a rectangle to multiply",
    lesson: {
      explanation:
        "A long rectangle can be cut into two smaller rectangles. Find the area of each part and add them. The total is the same as the area of the whole rectangle. So 6 × 13 can be found as 6 × 10 plus 6 × 3.",
      workedExample: {
        problem: "Find the area of a rectangle 6 units by 13 units by splitting the 13.",
        steps: ["Split 13 into 10 + 3.", "Left part: 6 × 10 = 60.", "Right part: 6 × 3 = 18.", "60 + 18 = 78."],
        answer: "78 square units",
      },
    },
    coaching: {
      say: "Big rectangles are made of small ones. Cutting them up makes the numbers friendlier.",
      ask: [
        "Where could you cut the rectangle to make easy parts?",
        "What is the area of each part?",
        "Why is the total the same as the whole rectangle?",
      ],
      misconception:
        "Multiplying only one part and adding the other side length (6 × 10 + 3 = 63). Ask the child to shade both parts and name the side lengths of each.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.c.7.d",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.C.7", "3.MD.C.7.d"],
    prerequisites: ["m-3.md.c.7.c"],
    description:
      "Finds the area of shapes made of rectangles by splitting them into rectangles that do not overlap and adding their areas.",
    name: "Area of L-shapes",
    lesson: {
      explanation:
        "Some shapes are rectangles stuck together, like an L. Draw a line to split the shape into rectangles. Find the area of each one, and then add them up. Make sure the pieces do not overlap.",
      workedExample: {
        problem:
          "A garden is shaped like an L. It is a 5 m by 4 m rectangle joined to a 3 m by 2 m rectangle. What is its area?",
        steps: [
          "First part: 5 × 4 = 20 square meters.",
          "Second part: 3 × 2 = 6 square meters.",
          "Add the parts: 20 + 6 = 26.",
        ],
        answer: "26 square meters",
      },
    },
    coaching: {
      say: "Tricky shapes are often rectangles in disguise. Let's find them.",
      ask: [
        "Where can you cut the shape into rectangles?",
        "What are the side lengths of each piece?",
        "Can you cut it another way? Do you get the same area?",
      ],
      misconception:
        "Using a side of the whole shape for a piece, so the pieces overlap and part is counted twice, or multiplying the two longest sides of the L. Ask the child to colour each piece differently.",
    },
    majorWork: true,
  },
  {
    id: "m-3.md.d.8-perimeter-sides",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.D.8"],
    prerequisites: ["m-3.md.c.5.b", "m-3.nbt.a.2-add-within-1000"],
    description: "Finds the perimeter of a polygon by adding the lengths of all its sides.",
    name: "Distance around a shape",
    lesson: {
      explanation:
        "Perimeter is the distance all the way around a shape, like a fence around a yard. Add up the lengths of all the sides. It is a length, so we say meters, not square meters.",
      workedExample: {
        problem: "A patio has five sides: 4 m, 3 m, 5 m, 3 m and 6 m. What is its perimeter?",
        steps: [
          "List every side: 4, 3, 5, 3, 6.",
          "Add: 4 + 3 + 5 + 3 + 6 = 21.",
          "Perimeter is a length, so the unit is meters.",
        ],
        answer: "21 meters",
      },
    },
    coaching: {
      say: "Perimeter is a walk around the edge. Let's take that walk together.",
      ask: [
        "Did you count every side exactly once?",
        "Where did you start, so you know when you're back?",
        "How is perimeter different from area?",
      ],
      misconception:
        "Missing a side or counting one twice, especially on a rectangle where only two sides are labelled. Ask the child to tick each side as they add it.",
    },
    majorWork: false,
  },
  {
    id: "m-3.md.d.8",
    subject: "math",
    grade: 3,
    strand: "measurement-data",
    standards: ["3.MD.D.8"],
    prerequisites: ["m-3.md.d.8-perimeter-sides", "m-3.md.c.7.b"],
    description:
      "Finds an unknown side from a perimeter, and shows rectangles with the same perimeter but different areas, or the same area but different perimeters.",
    name: "Perimeter puzzles",
    lesson: {
      explanation:
        "Sometimes you know the perimeter, but one side is missing. Add the sides you know and take that from the perimeter. What is left is the missing side. Two rectangles can have the same perimeter but different areas, so try different sides and compare.",
      workedExample: {
        problem:
          "A rectangle has a perimeter of 20 cm, and one side is 7 cm. How long is the side next to it? Is there a rectangle with the same perimeter and a bigger area?",
        steps: [
          "A rectangle has two 7 cm sides: 7 + 7 = 14.",
          "20 − 14 = 6 cm is left for the other two sides.",
          "Each of them is 6 ÷ 2 = 3 cm, so the area is 7 × 3 = 21 square cm.",
          "A 5 cm by 5 cm square also has perimeter 20 cm, and its area is 25 square cm.",
        ],
        answer: "3 cm; yes, a 5 cm by 5 cm square has the same perimeter and an area of 25 square cm.",
      },
    },
    coaching: {
      say: "These are puzzles: the perimeter is a clue, and we work backwards from it.",
      ask: [
        "Which sides do you know, and which is missing?",
        "What happens to the area when a rectangle gets longer and thinner?",
        "Can two shapes have the same area but different perimeters?",
      ],
      misconception:
        "Believing that shapes with the same perimeter must have the same area. Have the child build a long thin rectangle and a square with about the same distance around, and compare the areas.",
    },
    majorWork: false,
  },
  {
    id: "m-3.g.a.1",
    subject: "math",
    grade: 3,
    strand: "geometry",
    standards: ["3.G.A.1"],
    prerequisites: ["m-2.g.a.1"],
    description:
      "Sorts shapes by their features, knows that rhombuses, rectangles and squares all belong to the bigger group of quadrilaterals, and can draw a quadrilateral that is none of these.",
    name: "Quadrilateral families",
    lesson: {
      explanation:
        "A quadrilateral is any flat shape with 4 straight sides. A rectangle is one with 4 square corners. A rhombus is one with 4 sides of the same length. A square has both, so it is a rectangle and a rhombus too.",
      workedExample: {
        problem: "Is a square a rectangle?",
        steps: [
          "A rectangle has 4 sides and 4 square corners.",
          "A square has 4 sides and 4 square corners too.",
          "So a square is one kind of rectangle.",
        ],
        answer: "Yes",
      },
    },
    coaching: {
      say: "Shapes belong to families, and one shape can be in more than one family.",
      ask: [
        "What do these shapes have in common?",
        "What makes this one special?",
        "Can you draw a quadrilateral that is not a rectangle or a rhombus?",
      ],
      misconception:
        "Thinking a square cannot be a rectangle because 'rectangles are long'. Ask the child to check the square against the rule for a rectangle, one feature at a time.",
    },
    majorWork: false,
  },
  {
    id: "m-3.g.a.2",
    subject: "math",
    grade: 3,
    strand: "geometry",
    standards: ["3.G.A.2"],
    prerequisites: ["m-3.nf.a.1", "m-3.md.c.6"],
    description:
      "Splits a shape into parts with equal area and names each part as a unit fraction of the whole, such as each of 6 equal parts being 1/6.",
    name: "Sharing a shape fairly",
    lesson: {
      explanation:
        "To share a shape fairly, cut it into parts with the same area. The parts don't have to look alike, but they must cover the same amount of space. If there are 6 equal parts, each part is 1/6 of the shape.",
      workedExample: {
        problem:
          "A rectangle 4 squares long and 2 squares wide is cut into 4 parts of 2 squares each. What fraction of the area is each part?",
        steps: [
          "The whole has 4 × 2 = 8 squares.",
          "Each part has 2 squares, so the 4 parts have equal area.",
          "4 equal parts means each part is 1/4.",
        ],
        answer: "1/4 of the area",
      },
    },
    coaching: {
      say: "Fair shares are about the same amount of space, not the same look.",
      ask: [
        "Do all the parts cover the same amount?",
        "How many equal parts are there?",
        "What fraction of the whole is one part?",
      ],
      misconception:
        "Deciding parts are unequal because they are different shapes, even when they cover the same number of squares, or calling unequal parts fourths. Ask the child to count the squares in each part.",
    },
    majorWork: false,
  },
];

/**
 * Grade-3 standards that cannot be practised on a screen, each with its reason. None: measuring
 * with rulers (3.MD.B.4) and scales or jugs (3.MD.A.2) is done with on-screen tools.
 */
export const mathGrade3OffScreen: OffScreenStandard[] = [];
