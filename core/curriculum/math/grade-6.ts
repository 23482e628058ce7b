import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/** Every grade-6 skill is a math skill; the helper fills in subject and grade. */
const g6 = (skill: Omit<SkillDefinition, "subject" | "grade">): SkillDefinition => ({
  subject: "math",
  grade: 6,
  ...skill,
});

/** Grade-6 math skills. Ids follow the convention in ../README.md. */
export const mathGrade6Skills: SkillDefinition[] = [
  // ---------------------------------------------------------------- Ratios and proportional relationships
  g6({
    id: "m-6.rp.a.1",
    strand: "fractions-ratios",
    standards: ["6.RP.A.1"],
    prerequisites: ["m-4.md.a.1", "m-4.oa.a.2", "m-5.nf.b.5.a", "m-5.oa.b.3"],
    description:
      'Describes how two amounts compare with ratio language (3 to 2, 3:2, "for every 3 there are 2"), keeps the order of the amounts straight, and tells part-to-part from part-to-whole ratios.',
    name: "Comparing amounts with ratios",
    lesson: {
      explanation:
        "A ratio compares two amounts. If a fish tank has 3 orange fish for every 2 blue fish, the ratio of orange to blue is 3 to 2, written 3:2. Order matters: the ratio of blue to orange is 2:3. A ratio can also compare a part with the whole: 3 of every 5 fish are orange.",
      workedExample: {
        problem:
          "A band has 4 drummers and 10 guitar players. Write the ratio of drummers to guitar players, and the ratio of guitar players to all the band members.",
        steps: [
          "Drummers are named first, so write 4 first: the ratio is 4:10.",
          "4:10 makes the same comparison as 2:5: for every 2 drummers there are 5 guitar players.",
          "All band members: 4 + 10 = 14.",
          "Guitar players to all members is 10:14, the same comparison as 5:7.",
        ],
        answer: "4:10 (or 2:5), and 10:14 (or 5:7)",
      },
    },
    coaching: {
      say: 'A ratio is just a careful way of saying "for every". Let\'s keep track of which thing is named first.',
      ask: [
        "Which amount did the question name first, and where does it go in your ratio?",
        'Can you say this ratio as a "for every" sentence?',
        "Is this comparing a part with a part, or a part with the whole?",
      ],
      misconception:
        "Reversing the order, naming the second thing first. Have your child read the ratio back as a sentence and check that the first number goes with the first thing named.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.rp.a.2",
    strand: "fractions-ratios",
    standards: ["6.RP.A.2"],
    prerequisites: ["m-6.rp.a.1", "m-4.oa.a.2", "m-5.nf.b.3", "m-5.nf.b.7.c"],
    description:
      'Finds the unit rate that goes with a ratio (the amount for exactly 1, such as $3 per ticket or 3/4 cup per batch) and uses the words "per" and "for each" correctly.',
    name: "How much for one?",
    lesson: {
      explanation:
        'A unit rate tells how much of one thing goes with exactly 1 of the other. If 4 tickets cost $12, share the cost evenly: 12 ÷ 4 = 3, so each ticket costs $3. We say "$3 per ticket". The word "per" means "for each one", and the unit rate can be a fraction.',
      workedExample: {
        problem: "A recipe uses 3 cups of oats for 4 batches of granola bars. How many cups of oats is that per batch?",
        steps: [
          "The ratio is 3 cups to 4 batches.",
          "To get down to 1 batch, divide both amounts by 4.",
          "3 ÷ 4 = 3/4, and 4 ÷ 4 = 1.",
          "So 3/4 cup goes with each batch.",
        ],
        answer: "3/4 cup of oats per batch",
      },
    },
    coaching: {
      say: 'The unit rate is the "for one" number. Once we know it, we can work out any amount.',
      ask: [
        'What does "per" mean in your answer?',
        "Which number did you divide by, and why that one?",
        "How can you check your unit rate against the amounts in the problem?",
      ],
      misconception:
        "Dividing the wrong way round (4 ÷ 3 instead of 3 ÷ 4), which gives batches per cup instead of cups per batch. Ask whether the answer says how much for ONE batch, then multiply back to see if the amount in the story comes back.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.rp.a.3.a",
    strand: "fractions-ratios",
    standards: ["6.RP.A.3", "6.RP.A.3.a"],
    prerequisites: ["m-6.rp.a.1", "m-5.g.a.2"],
    description:
      "Builds tables of equivalent ratios, fills in missing values, plots the pairs on a coordinate grid, and uses tables to compare two ratios.",
    name: "Ratio tables and graphs",
    lesson: {
      explanation:
        "A ratio table lists equivalent ratios row by row. Make a new row by multiplying or dividing both numbers by the same amount, or by adding two rows together. Each row is a point you can plot: the first number goes across, the second goes up. The points from a ratio table line up on a straight line that starts at (0, 0).",
      workedExample: {
        problem:
          "Lemonade uses 2 scoops of mix for every 5 cups of water. How many scoops are needed for 20 cups of water?",
        steps: [
          "Start the table with the row: 2 scoops, 5 cups.",
          "20 cups is 4 times 5 cups.",
          "Multiply the scoops by 4 as well: 2 × 4 = 8.",
          "The new row is 8 scoops, 20 cups.",
        ],
        answer: "8 scoops",
      },
    },
    coaching: {
      say: "A ratio table is a list of recipes that all taste the same. Let's make sure every row keeps the same mix.",
      ask: [
        "What did you multiply by to get from one row to the next?",
        "Did you do the same thing to both columns?",
        "If we plotted these rows, what would the points look like?",
      ],
      misconception:
        "Adding the same number to both columns (from 2 and 5 to 5 and 8) instead of multiplying both by the same number. Spot it by dividing across each row: if the results differ, the mix has changed.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.rp.a.3.b",
    strand: "fractions-ratios",
    standards: ["6.RP.A.3", "6.RP.A.3.b"],
    prerequisites: ["m-6.rp.a.2", "m-6.rp.a.3.a"],
    description:
      "Solves unit rate problems, including finding the better buy by comparing unit prices and working out distance, time or speed when the speed stays constant.",
    name: "Best buys and steady speeds",
    lesson: {
      explanation:
        "To compare two deals, find the price of one item in each deal, then compare. For speed, the unit rate is the distance covered in one unit of time, such as 60 miles per hour. Once you know a unit rate, multiply to find any amount: at 60 miles per hour, 3 hours covers 3 × 60 = 180 miles.",
      workedExample: {
        problem: "A 6-pack of juice boxes costs $4.20 and a 10-pack costs $6.50. Which is the better buy?",
        steps: [
          "6-pack: $4.20 ÷ 6 = $0.70 per box.",
          "10-pack: $6.50 ÷ 10 = $0.65 per box.",
          "$0.65 is less than $0.70.",
          "The 10-pack costs less for each box.",
        ],
        answer: "The 10-pack, at $0.65 per box",
      },
    },
    coaching: {
      say: "Shops count on people looking only at the total price. Finding the price for one is how we compare fairly.",
      ask: [
        "What is the price of ONE box in each pack?",
        "Why can't we just compare the two prices?",
        "How would you use the unit rate to find the cost of any number of boxes?",
      ],
      misconception:
        "Choosing the pack with the lower total price without comparing the cost per item. Ask which pack costs less for one box; with speeds, ask how far each goes in one hour.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.rp.a.3.c-percent-of",
    strand: "fractions-ratios",
    standards: ["6.RP.A.3", "6.RP.A.3.c"],
    prerequisites: ["m-6.rp.a.2"],
    description:
      "Understands a percent as a rate out of 100 and finds a percent of a quantity, such as 25% of 60 or 30% of 80.",
    name: "Finding a percent of a number",
    lesson: {
      explanation:
        'Percent means "out of 100", so 30% is 30/100. To find 30% of 80, take 30 hundredths of 80: 30/100 × 80 = 24. A quick way: 10% of a number is the number divided by 10, and other percents can be built from 10% pieces. Some percents are easy fractions: 50% is 1/2 and 25% is 1/4.',
      workedExample: {
        problem: "A video game has 60 levels. Maya has finished 25% of them. How many levels has she finished?",
        steps: ["25% means 25 out of 100, or 25/100.", "25/100 is the same as 1/4.", "1/4 of 60 is 60 ÷ 4 = 15."],
        answer: "15 levels",
      },
    },
    coaching: {
      say: "Percent is a ratio with a hundred as the second number. We can use what we know about ratios and fractions.",
      ask: [
        "What fraction is the same as this percent?",
        "Should the answer be more or less than half of the whole? Why?",
        "How could you use ten percent to check your answer?",
      ],
      misconception:
        "Giving the percent itself as the answer, or dividing the whole by the percent. Ask whether the answer makes sense: a percent under fifty must give less than half of the whole.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.rp.a.3.c",
    strand: "fractions-ratios",
    standards: ["6.RP.A.3", "6.RP.A.3.c"],
    prerequisites: ["m-6.rp.a.3.c-percent-of", "m-6.rp.a.3.a"],
    description:
      "Finds the whole when given a part and its percent (12 is 40% of what number?), and solves percent problems using ratio tables, fractions or equations.",
    name: "Finding the whole from a percent",
    lesson: {
      explanation:
        "Sometimes you know a part and its percent, and you need the whole. If 12 students are 40% of a class, then 40% matches 12. Find 10% first: 40% is 4 lots of 10%, so 10% is 12 ÷ 4 = 3. The whole is 100%, which is 10 lots of 10%, so the class has 30 students.",
      workedExample: {
        problem: "Leo has saved $45, which is 75% of the price of a skateboard. How much does the skateboard cost?",
        steps: [
          "75% matches $45.",
          "25% is one third of 75%, so 25% matches $45 ÷ 3 = $15.",
          "100% is 4 lots of 25%.",
          "4 × $15 = $60.",
        ],
        answer: "$60",
      },
    },
    coaching: {
      say: "We know a piece and how big a piece it is. Let's build up to the whole, one step at a time.",
      ask: [
        "Which number in the problem is the part, and which is the percent?",
        "Should the whole be bigger or smaller than the part you have?",
        "How can you check your answer by finding the percent of it?",
      ],
      misconception:
        "Finding the percent of the part instead of the whole (75% of $45 = $33.75). Ask whether the whole should be bigger than the part, then check that the percent of the answer gives back the part.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.rp.a.3.d",
    strand: "fractions-ratios",
    standards: ["6.RP.A.3", "6.RP.A.3.d"],
    prerequisites: ["m-6.rp.a.2", "m-6.rp.a.3.a"],
    description:
      "Uses ratio reasoning to convert measurements from one unit to another, such as quarts to cups or minutes to hours, and can tell whether to multiply or divide.",
    name: "Switching units with ratios",
    lesson: {
      explanation:
        "A conversion fact is a ratio: 1 foot to 12 inches. To change 5 feet into inches, scale the ratio up: 5 feet is 5 × 12 = 60 inches. Going from a smaller unit to a bigger one gives fewer units, so you divide: 90 minutes is 90 ÷ 60 = 1.5 hours.",
      workedExample: {
        problem: "A water jug holds 3 quarts. There are 4 cups in 1 quart. How many cups does the jug hold?",
        steps: [
          "The conversion ratio is 1 quart to 4 cups.",
          "The jug holds 3 times as many quarts.",
          "Multiply the cups by 3 as well: 4 × 3 = 12.",
          "Size check: cups are smaller than quarts, so there should be more cups. 12 is more than 3.",
        ],
        answer: "12 cups",
      },
    },
    coaching: {
      say: "Changing units is ratio work in disguise. A quick size check keeps us from going the wrong way.",
      ask: [
        "Which unit is bigger? Should you end up with more units or fewer?",
        "What is the conversion ratio here?",
        "Could you show it as a ratio table?",
      ],
      misconception:
        "Dividing when the problem needs multiplying (3 ÷ 4) or the other way round. Ask which unit is smaller: converting into a smaller unit always gives a bigger number.",
    },
    majorWork: true,
  }),

  // ---------------------------------------------------------------- The number system
  g6({
    id: "m-6.ns.a.1-models",
    strand: "number-system",
    standards: ["6.NS.A.1"],
    prerequisites: ["m-3.oa.b.6", "m-5.nf.b.7.c"],
    description:
      'Explains what a fraction division means (3/4 ÷ 1/8 asks "how many 1/8s fit in 3/4?") and finds the answer with a fraction bar or number line drawing.',
    name: "Picturing fraction division",
    lesson: {
      explanation:
        'Dividing asks "how many groups of this size fit?" So 2 ÷ 1/3 asks how many thirds fit into 2 wholes. Draw 2 bars and cut each into thirds: there are 6 thirds, so 2 ÷ 1/3 = 6. The answer can be bigger than the number you started with, because the pieces are small.',
      workedExample: {
        problem: "How many 1/8-cup scoops fit in 3/4 cup of rice?",
        steps: [
          "The question is 3/4 ÷ 1/8.",
          "Draw a bar for 1 cup and cut it into eighths.",
          "3/4 of the bar is the same as 6/8.",
          "Count the eighths in 6/8: there are 6.",
        ],
        answer: "6 scoops, so 3/4 ÷ 1/8 = 6",
      },
    },
    coaching: {
      say: 'Dividing by a fraction is a "how many fit?" question. A quick drawing makes it clear.',
      ask: [
        "What size is each group, and what are we fitting them into?",
        "Can you show it on a fraction bar?",
        "Why is the answer bigger than the number you divided?",
      ],
      misconception:
        "Believing division always makes a number smaller, so multiplying instead (3/4 × 1/8 = 3/32). Ask how many small scoops it would really take; the drawing shows clearly more than one.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.a.1",
    strand: "number-system",
    standards: ["6.NS.A.1"],
    prerequisites: ["m-6.ns.a.1-models", "m-5.nf.b.4.a"],
    description:
      "Divides a fraction or mixed number by a fraction and solves word problems that call for it, checking the answer by multiplying back.",
    name: "Dividing fractions by fractions",
    lesson: {
      explanation:
        "To divide by a fraction, multiply by its reciprocal, the fraction flipped over. This works because asking how many 2/3s fit is the same as multiplying by 3/2. Change mixed numbers to fractions first. Check by multiplying: the answer times the divisor (the number you divide by) should give the number you started with.",
      workedExample: {
        problem:
          "A trail is 2 1/2 miles long, with a water station every 5/6 mile. How many 5/6-mile sections are there?",
        steps: [
          "Write 2 1/2 as 5/2.",
          "The question is 5/2 ÷ 5/6.",
          "Multiply by the reciprocal of 5/6: 5/2 × 6/5.",
          "5 × 6 = 30 and 2 × 5 = 10, so the answer is 30/10 = 3.",
          "Check: 3 × 5/6 = 15/6 = 2 1/2.",
        ],
        answer: "3 sections",
      },
    },
    coaching: {
      say: "There is a quick method for dividing fractions, and a check that shows whether it worked.",
      ask: [
        "Which fraction gets flipped, and why that one?",
        "Before calculating: will the answer be more or less than one?",
        "How can multiplying check your answer?",
      ],
      misconception:
        "Flipping the first fraction instead of the divisor, or flipping both. Spot it with the check: the answer times the divisor must give back the starting number.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.b.2",
    strand: "number-system",
    standards: ["6.NS.B.2"],
    prerequisites: ["m-5.nbt.b.6"],
    description:
      "Divides multi-digit whole numbers, such as 7,452 ÷ 36, quickly and accurately with the standard long division method.",
    name: "Long division with big numbers",
    lesson: {
      explanation:
        "Long division repeats four steps: divide, multiply, subtract, bring down. Work from the left, asking how many times the divisor (the number you divide by) fits into the digits you have so far. Write each answer digit above the place it belongs. Estimate first so you know roughly how big the answer should be.",
      workedExample: {
        problem: "A stadium has 7,452 seats split equally into 36 sections. How many seats are in each section?",
        steps: [
          "Estimate: 7,200 ÷ 36 = 200, so the answer is a bit over 200.",
          "36 fits into 74 two times: write 2 above the 4; 74 − 72 = 2.",
          "Bring down the 5 to make 25; 36 fits 0 times: write 0 above the 5.",
          "Bring down the 2 to make 252; 36 × 7 = 252: write 7, remainder 0.",
          "Check: 36 × 207 = 7,452.",
        ],
        answer: "207 seats",
      },
    },
    coaching: {
      say: "Long division is a routine with the same four steps each time. Let's say the steps as we go.",
      ask: [
        "About how big should the answer be?",
        "Which step are you on now: divide, multiply, subtract or bring down?",
        "How can you check the answer by multiplying?",
      ],
      misconception:
        "Leaving out a zero in the answer when the divisor doesn't fit (writing 27 instead of 207). An estimate from rounded numbers catches it.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.ns.b.3-add-subtract",
    strand: "number-system",
    standards: ["6.NS.B.3"],
    prerequisites: ["m-6.ns.b.2", "m-5.nbt.b.5", "m-5.nbt.b.7"],
    description:
      "Adds and subtracts multi-digit decimals accurately by lining up place values, including numbers with different numbers of decimal places.",
    name: "Adding and subtracting decimals",
    lesson: {
      explanation:
        "When you add or subtract decimals, line up the decimal points. Then tenths sit under tenths and hundredths sit under hundredths. If one number has fewer digits after the point, write zeros on the end so the columns match. Then add or subtract just as you do with whole numbers, and bring the point straight down.",
      workedExample: {
        problem:
          "A runner ran one race in 12.6 seconds and another in 9.85 seconds. How much longer did the first race take?",
        steps: [
          "Write 12.6 as 12.60 so both numbers have hundredths.",
          "Line up the points: 12.60 minus 9.85.",
          "Take away one column at a time, and regroup when you need to.",
          "12.60 − 9.85 = 2.75.",
        ],
        answer: "2.75 seconds",
      },
    },
    coaching: {
      say: "With decimals, the decimal point is the anchor. Line those up and the rest works like whole numbers.",
      ask: [
        "Where is the tenths digit in each number?",
        "Why can we add a zero to the end of a decimal?",
        "Does your answer make sense if you round both numbers?",
      ],
      misconception:
        "Lining up the last digits instead of the decimal points. Ask your child to point to the tenths digit in each number before subtracting.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.ns.b.3-multiply",
    strand: "number-system",
    standards: ["6.NS.B.3"],
    prerequisites: ["m-6.ns.b.3-add-subtract"],
    description:
      "Multiplies multi-digit decimals with the standard method and places the decimal point correctly in the product.",
    name: "Multiplying decimals",
    lesson: {
      explanation:
        "Multiply decimals as if they were whole numbers, ignoring the points for a moment. Then count the digits after the decimal point in both factors together. The product gets that many digits after its decimal point. A quick estimate tells you whether the point is in a sensible place.",
      workedExample: {
        problem: "Fabric costs $3.75 per yard. How much do 2.4 yards cost?",
        steps: [
          "Multiply the whole numbers: 375 × 24 = 9,000.",
          "3.75 has 2 decimal places and 2.4 has 1, so 3 in all.",
          "Place the point 3 digits from the right: 9.000.",
          "Estimate: about $4 × 2 = $8, so $9 makes sense.",
        ],
        answer: "$9.00",
      },
    },
    coaching: {
      say: "Multiplying decimals is whole-number multiplying plus one careful step: placing the point.",
      ask: [
        "About how much should the answer be?",
        "How many decimal places are there in the two factors altogether?",
        "Why don't we line up the decimal points here like we do for adding?",
      ],
      misconception:
        "Lining up the decimal points as in adding, or placing the point by guesswork (90.00 or 0.900). An estimate made before calculating shows where the point belongs.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.ns.b.3",
    strand: "number-system",
    standards: ["6.NS.B.3"],
    prerequisites: ["m-6.ns.b.3-multiply"],
    description:
      "Divides with decimals using the standard method, including dividing by a decimal, and uses all four operations with multi-digit decimals fluently.",
    name: "Dividing decimals",
    lesson: {
      explanation:
        "To divide by a decimal, first make the divisor (the number you divide by) a whole number by moving its decimal point to the right. Move the point in the number being divided the same number of places, adding zeros if needed. This multiplies both numbers by the same power of 10, so the answer does not change. Then use long division and bring the decimal point straight up.",
      workedExample: {
        problem: "A 4.5-meter ribbon is cut into pieces that are each 0.15 meter long. How many pieces are there?",
        steps: [
          "Move the point in 0.15 two places right to get 15.",
          "Move the point in 4.5 two places right too, adding a zero: 450.",
          "Divide: 450 ÷ 15 = 30.",
          "Check: 30 × 0.15 = 4.5.",
        ],
        answer: "30 pieces",
      },
    },
    coaching: {
      say: "Dividing by a decimal gets much easier once we turn the divisor into a whole number. The trick is to treat both numbers the same way.",
      ask: [
        "How many places did you move the point in the divisor? In the other number?",
        "Why doesn't moving both points change the answer?",
        "How can you check by multiplying?",
      ],
      misconception:
        "Moving the decimal point in the divisor only, which makes the answer wrong by a power of ten. Ask whether both numbers were shifted by the same number of places.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.ns.b.4-gcf-lcm",
    strand: "number-system",
    standards: ["6.NS.B.4"],
    prerequisites: ["m-4.oa.b.4", "m-5.oa.a.2"],
    description:
      "Finds the greatest common factor of two whole numbers up to 100 and the least common multiple of two whole numbers up to 12, and knows which one a problem needs.",
    name: "Greatest common factor and least common multiple",
    lesson: {
      explanation:
        "The greatest common factor (GCF) is the biggest number that divides evenly into both numbers. The least common multiple (LCM) is the smallest number that both numbers divide into. List factors to find the GCF, and list multiples to find the LCM. Use the GCF to split things into equal groups, and the LCM to find when two repeating things line up.",
      workedExample: {
        problem:
          "Hot dogs come in packs of 8 and buns in packs of 12. What is the smallest number of hot dogs and buns you can buy to have exactly the same number of each?",
        steps: [
          "Equal totals means a number both 8 and 12 go into: we need the LCM.",
          "Multiples of 8: 8, 16, 24, 32, ...",
          "Multiples of 12: 12, 24, 36, ...",
          "The first shared multiple is 24: 3 packs of hot dogs and 2 packs of buns.",
        ],
        answer: "24 of each",
      },
    },
    coaching: {
      say: "GCF and LCM sound alike but answer different questions. Let's figure out which question this is.",
      ask: [
        "Are we splitting something up, or waiting for things to line up?",
        "Should the answer be smaller than both numbers, or bigger than both?",
        "How did you know you had found the greatest or the least one?",
      ],
      misconception:
        "Mixing up GCF and LCM. Ask whether the answer should be a factor (no bigger than the numbers) or a multiple (at least as big as both).",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.ns.b.4",
    strand: "number-system",
    standards: ["6.NS.B.4"],
    prerequisites: ["m-6.ns.b.4-gcf-lcm"],
    description:
      "Uses the distributive property to rewrite a sum such as 36 + 8 as 4 × (9 + 2) by taking out the greatest common factor.",
    name: "Pulling out a common factor",
    lesson: {
      explanation:
        "The distributive property says 4 × (9 + 2) is the same as 4 × 9 + 4 × 2, which is 36 + 8. You can run it backwards: find the GCF of the two numbers, write it in front, and put what is left of each number inside the parentheses. When you use the greatest common factor, the numbers left inside share no factor except 1.",
      workedExample: {
        problem: "Rewrite 42 + 56 as a product (a times problem) using the greatest common factor.",
        steps: [
          "Factors of 42: 1, 2, 3, 6, 7, 14, 21, 42.",
          "Factors of 56: 1, 2, 4, 7, 8, 14, 28, 56.",
          "The greatest common factor is 14.",
          "42 = 14 × 3 and 56 = 14 × 4.",
          "So 42 + 56 = 14 × (3 + 4).",
        ],
        answer: "14 × (3 + 4)",
      },
    },
    coaching: {
      say: "This is the distributive property played in reverse. We can always check it by multiplying back out.",
      ask: [
        "What is the greatest number that goes into both?",
        "If you multiply your answer back out, do you get the original sum?",
        "Do the numbers inside the parentheses share any factor?",
      ],
      misconception:
        "Taking out a common factor that isn't the greatest, or dividing only the first number. Multiply back out to check, and look at whether the numbers inside still share a factor.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.ns.c.5",
    strand: "number-system",
    standards: ["6.NS.C.5"],
    prerequisites: [],
    description:
      "Uses positive and negative numbers to describe real situations with opposite directions or values (above and below sea level, deposits and withdrawals, points won and lost) and explains what 0 means in each.",
    name: "Positive and negative in real life",
    lesson: {
      explanation:
        "Positive and negative numbers describe opposites. If 0 is sea level, a bird 30 meters up is at +30 and a fish 12 meters down is at −12. If 0 is no change in your savings, putting in $15 is +15 and spending $15 is −15. Always decide first what 0 stands for.",
      workedExample: {
        problem:
          "In a game, winning a round earns 50 points and losing a round costs 20 points. Write each as a signed number, and say what 0 means.",
        steps: [
          "Earning points moves the score up, so a win is +50.",
          "Losing points moves the score down, so a loss is −20.",
          "0 means the score did not change.",
        ],
        answer: "+50 for a win, −20 for a loss; 0 means no change",
      },
    },
    coaching: {
      say: "Negative numbers are everywhere: temperatures, bank accounts, elevators below ground. The first question is always what zero means.",
      ask: [
        "What does zero stand for in this situation?",
        "Which direction counts as positive here?",
        "Can you think of another situation where we would use a negative number?",
      ],
      misconception:
        'Thinking negative numbers only mean "less than nothing", then mixing up which direction is positive. Have your child say what zero means first, then which way counts as positive.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.6.a",
    strand: "number-system",
    standards: ["6.NS.C.6", "6.NS.C.6.a"],
    prerequisites: ["m-6.ns.c.5", "m-3.nf.a.2.b"],
    description:
      "Knows that a number and its opposite (7 and −7) lie the same distance from 0 on opposite sides, that the opposite of the opposite is the number itself, and that 0 is its own opposite.",
    name: "Opposite numbers",
    lesson: {
      explanation:
        'Opposites are mirror images across 0 on the number line. 5 and −5 are both 5 steps from 0, one on each side. A minus sign can mean "the opposite of", so −(−5) means the opposite of −5, which is 5. Zero is the only number that is its own opposite.',
      workedExample: {
        problem: "What is −(−8)? Where is it on the number line?",
        steps: [
          "−8 is 8 steps to the left of 0.",
          "The outer minus sign asks for the opposite of −8.",
          "The opposite is the same distance on the other side: 8 steps to the right of 0.",
        ],
        answer: "−(−8) = 8",
      },
    },
    coaching: {
      say: "Think of zero as a mirror. Every number has a twin on the other side.",
      ask: [
        "How far from zero is this number, and on which side?",
        'Can you read it aloud using the words "the opposite of"?',
        "What is the opposite of zero?",
      ],
      misconception:
        'Thinking anything with a minus sign in front must be negative, even the opposite of a negative number. Have your child read each minus sign as "the opposite of" and point to the number on a number line.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.6.c",
    strand: "number-system",
    standards: ["6.NS.C.6", "6.NS.C.6.c"],
    prerequisites: ["m-6.ns.c.6.a", "m-5.g.a.1"],
    description:
      "Places integers, fractions and decimals, including negative ones, on horizontal and vertical number lines, and plots and names points in all four quadrants of the coordinate plane.",
    name: "Placing numbers on lines and grids",
    lesson: {
      explanation:
        "On a horizontal number line, negatives are to the left of 0; on a vertical one, they are below 0. Fractions and decimals sit between whole numbers: −2.5 is halfway between −2 and −3. On a coordinate plane, the first number in (x, y) says how far to move left or right from the origin, and the second says how far up or down.",
      workedExample: {
        problem: "Plot the point (−3, 2.5).",
        steps: [
          "Start at the origin, (0, 0).",
          "The x-value is −3: move 3 units to the left.",
          "The y-value is 2.5: move up two and a half units.",
          "Mark the point. It is in the upper-left quadrant, Quadrant II.",
        ],
        answer: "3 left and 2.5 up from the origin, in Quadrant II",
      },
    },
    coaching: {
      say: "The number line keeps going past zero, and the grid does too. We just need to know which way to go.",
      ask: [
        "Which way do negative numbers go on this line?",
        "Which number tells you to move across, and which tells you to move up or down?",
        "Between which two whole numbers does this point sit?",
      ],
      misconception:
        'Putting a negative number on the wrong side of the next whole number (−2.5 between −1 and −2), or swapping x and y when plotting. Ask your child to find each number on its axis first, and to say "across, then up or down" while plotting.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.6.b",
    strand: "number-system",
    standards: ["6.NS.C.6", "6.NS.C.6.b"],
    prerequisites: ["m-6.ns.c.6.c", "m-5.g.a.1"],
    description:
      "Uses the signs of a point's coordinates to tell its quadrant, and knows that points such as (4, 3) and (4, −3) are reflections of each other across an axis.",
    name: "Signs, quadrants and mirror points",
    lesson: {
      explanation:
        "The axes split the plane into four quadrants. In Quadrant I both coordinates are positive; in II x is negative; in III both are negative; in IV y is negative. Changing the sign of y flips a point over the x-axis, and changing the sign of x flips it over the y-axis. Changing both signs flips it over both axes.",
      workedExample: {
        problem:
          "Point A is (5, −2). Which quadrant is it in, and where does it land if you reflect it across the x-axis?",
        steps: [
          "x = 5 is positive and y = −2 is negative, so A is in Quadrant IV.",
          "Reflecting across the x-axis changes the sign of y.",
          "−2 becomes 2, and x stays 5.",
          "The new point (5, 2) is in Quadrant I.",
        ],
        answer: "Quadrant IV; the reflection is (5, 2)",
      },
    },
    coaching: {
      say: "The signs of the two numbers are like an address: they tell you which quarter of the grid to look in.",
      ask: [
        "What are the signs of x and y in each quadrant?",
        "If you flip over the x-axis, does the point move up and down or left and right?",
        "Which coordinate changes, and which stays the same?",
      ],
      misconception:
        "Changing the wrong coordinate, e.g. reflecting across the x-axis by changing x. Show that flipping over the x-axis moves a point up or down, so only y changes.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.7.a",
    strand: "number-system",
    standards: ["6.NS.C.7", "6.NS.C.7.a"],
    prerequisites: ["m-6.ns.c.6.c"],
    description:
      "Reads an inequality such as −3 > −7 as a statement about position: the greater number lies further right on the number line.",
    name: "Reading inequalities on a number line",
    lesson: {
      explanation:
        "On a number line, numbers get greater as you move right. So −3 > −7 is true because −3 is to the right of −7. The symbol opens toward the greater number: a < b means a is to the left of b. This works for every number, including negatives.",
      workedExample: {
        problem: "Which is true: −4 < −6 or −4 > −6?",
        steps: [
          "Place −4 and −6 on a number line.",
          "−4 is 4 steps left of 0; −6 is 6 steps left of 0.",
          "So −4 is to the right of −6.",
          "Further right means greater.",
        ],
        answer: "−4 > −6",
      },
    },
    coaching: {
      say: "On a number line, right means greater, every time, even with negatives.",
      ask: [
        "Which number is further to the right?",
        "Can you say the inequality as a sentence about left and right?",
        "If these were temperatures, which would be colder?",
      ],
      misconception:
        "Thinking a negative number with more digits or a bigger number after the sign is greater (−6 > −4). Have your child picture both on a number line, or think of temperatures below zero.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.7.b",
    strand: "number-system",
    standards: ["6.NS.C.7", "6.NS.C.7.b"],
    prerequisites: ["m-6.ns.c.6.c", "m-6.ns.c.7.a"],
    description:
      "Writes, reads and explains comparisons of positive and negative numbers in real situations, such as −3 °C > −7 °C meaning −3 °C is warmer.",
    name: "Ordering numbers in real situations",
    lesson: {
      explanation:
        'When comparing signed numbers in a story, decide what "greater" means there. For temperatures, greater means warmer. For elevation, greater means higher. For money, a balance of −$20 is less than −$5 because it means owing more. Write the inequality, then say what it means in the situation.',
      workedExample: {
        problem:
          "At noon it was −2 °F in one town and −9 °F in another. Write an inequality and explain what it means.",
        steps: ["−2 is to the right of −9 on a number line.", "So −2 > −9.", "For temperature, greater means warmer."],
        answer: "−2 > −9: the first town was warmer",
      },
    },
    coaching: {
      say: "Math symbols tell a story. Let's make sure our sentence says the same thing as the symbols.",
      ask: [
        'What does "greater" mean for this kind of quantity?',
        "Can you say your inequality as a sentence about the situation?",
        "Could you write the same fact with the other symbol?",
      ],
      misconception:
        'Writing the inequality correctly but explaining it backwards ("more cold, so it\'s bigger"). Ask what greater means for this quantity, then check the sentence against the number line.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.7.c",
    strand: "number-system",
    standards: ["6.NS.C.7", "6.NS.C.7.c"],
    prerequisites: ["m-6.ns.c.6.c"],
    description:
      "Understands absolute value as a number's distance from 0, writes it with bars (|−12| = 12), and uses it for the size of a real quantity, such as a debt of $12.",
    name: "Distance from zero",
    lesson: {
      explanation:
        "The absolute value of a number is how far it is from 0, whichever direction. Both 12 and −12 are 12 steps from 0, so |12| = 12 and |−12| = 12. A distance is never negative. In real life, absolute value gives the size of something: a balance of −$30 means a debt of $30.",
      workedExample: {
        problem: "A submarine is at −250 meters. How far is it below the surface? Write this with absolute value.",
        steps: ["The surface is at 0.", "The submarine is at −250.", "Its distance from 0 is |−250| = 250."],
        answer: "|−250| = 250, so it is 250 meters below the surface",
      },
    },
    coaching: {
      say: 'Absolute value just asks "how far from zero?" Direction doesn\'t matter.',
      ask: [
        "How many steps is this number from zero?",
        "Why do a number and its opposite have the same absolute value?",
        "What does the absolute value tell us in this situation?",
      ],
      misconception:
        'Thinking absolute value means "the opposite" (|12| = −12). Ask how far the number is from zero: a distance can\'t be negative.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.7.d",
    strand: "number-system",
    standards: ["6.NS.C.7", "6.NS.C.7.d"],
    prerequisites: ["m-6.ns.c.7.a", "m-6.ns.c.7.b", "m-6.ns.c.7.c"],
    description:
      "Tells apart comparing size (absolute value) and comparing order, e.g. knowing a balance of −$30 is less than −$10 yet is the bigger debt.",
    name: "Size versus order",
    lesson: {
      explanation:
        "Order and size are different questions. −30 < −10, because −30 is further left. But |−30| > |−10|, because −30 is further from 0. So an account at −$30 holds less money and also has the bigger debt. Read carefully to see which question is being asked.",
      workedExample: {
        problem:
          "Account A has a balance of −$40 and Account B has −$15. Which has the lower balance? Which owes more?",
        steps: [
          "Order: −40 is to the left of −15, so −40 < −15.",
          "Account A has the lower balance.",
          "Size of the debt: |−40| = 40 and |−15| = 15.",
          "40 > 15, so Account A owes more.",
        ],
        answer: "Account A has the lower balance and owes more",
      },
    },
    coaching: {
      say: "Two questions can sound alike but ask different things: where is it on the line, and how far is it from zero?",
      ask: [
        "Is this question about order or about size?",
        "Which number is further left? Which is further from zero?",
        "Can a number be smaller and still have a bigger absolute value?",
      ],
      misconception:
        "Mixing the two questions: calling a number greater because it is further from zero. Ask whether the question is about position on the line or about distance from zero.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ns.c.8",
    strand: "number-system",
    standards: ["6.NS.C.8"],
    prerequisites: ["m-6.ns.c.6.b", "m-6.ns.c.7.c", "m-5.g.a.2"],
    description:
      "Solves problems by plotting points in all four quadrants, and finds the distance between two points that share an x- or y-coordinate.",
    name: "Maps and distances on the grid",
    lesson: {
      explanation:
        "When two points share the same y-coordinate, they lie on one horizontal line, and their distance comes from the x-values. If they are on the same side of the axis, subtract their absolute values. If they are on opposite sides, add their absolute values. Points that share an x-coordinate work the same way, using the y-values.",
      workedExample: {
        problem:
          "On a town map, the library is at (−4, 3) and the pool is at (5, 3). Each unit is 1 block. How far apart are they?",
        steps: [
          "Both points have y = 3, so they lie on a horizontal line.",
          "−4 and 5 are on opposite sides of the y-axis.",
          "Their distances from the axis are |−4| = 4 and |5| = 5.",
          "Add: 4 + 5 = 9.",
        ],
        answer: "9 blocks",
      },
    },
    coaching: {
      say: "A coordinate grid works like a map. Counting blocks and using absolute value should give the same answer.",
      ask: [
        "Which coordinate do the two points share?",
        "Are the points on the same side of the axis or on opposite sides?",
        "Can you count the squares to check?",
      ],
      misconception:
        "Ignoring the negative sign and subtracting (5 − 4 = 1). Have your child count the squares on the grid or say which side of the axis each point is on.",
    },
    majorWork: true,
  }),

  // ---------------------------------------------------------------- Expressions and equations
  g6({
    id: "m-6.ee.a.1",
    strand: "operations-algebra",
    standards: ["6.EE.A.1"],
    prerequisites: ["m-4.oa.b.4", "m-5.nbt.a.2"],
    description:
      "Writes repeated multiplication with an exponent (3 × 3 × 3 × 3 = 3⁴) and finds the value of numerical expressions with whole-number exponents.",
    name: "Powers and exponents",
    lesson: {
      explanation:
        "An exponent tells how many times to multiply a number by itself. 5³ means 5 × 5 × 5 = 125. The big number is the base and the small raised number is the exponent. Careful: 5³ is not 5 × 3. Powers of 10 are easy: 10⁴ is 1 followed by 4 zeros, 10,000.",
      workedExample: {
        problem:
          "A message is sent to 3 friends. Each of them sends it to 3 more, and so on. How many people get it in the 4th round? Write it with an exponent.",
        steps: [
          "Each round multiplies the number of people by 3.",
          "The 4th round is 3 × 3 × 3 × 3.",
          "With an exponent, that is 3⁴.",
          "3 × 3 = 9, 9 × 3 = 27, 27 × 3 = 81.",
        ],
        answer: "3⁴ = 81 people",
      },
    },
    coaching: {
      say: "Exponents are a shortcut for writing long multiplications. Let's write one out in full to see what it means.",
      ask: [
        "Which number is the base, and which is the exponent?",
        "Can you write this power as a multiplication?",
        "Why does a power of ten have as many zeros as its exponent?",
      ],
      misconception:
        "Multiplying the base by the exponent (3⁴ = 12). Have your child write out the repeated multiplication before working it out.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.a.2.a",
    strand: "operations-algebra",
    standards: ["6.EE.A.2", "6.EE.A.2.a"],
    prerequisites: ["m-6.ee.a.1", "m-5.oa.a.2", "m-5.oa.b.3"],
    description:
      'Writes expressions that use letters for numbers, turning phrases such as "5 less than a number n" into n − 5 and "3 times a number" into 3n.',
    name: "Writing expressions with letters",
    lesson: {
      explanation:
        'A variable is a letter that stands for a number. The number might be unknown, or it might change. "A number plus 7" becomes n + 7, and "three times a number" becomes 3n, which means 3 × n. Be careful with "less than": "5 less than n" is n − 5, because you start with n and take 5 away.',
      workedExample: {
        problem:
          "Concert tickets cost $8 each, plus one $3 booking fee. Write an expression for the cost of t tickets.",
        steps: [
          "Each ticket costs 8, so t tickets cost 8 × t, written 8t.",
          "The $3 fee is added once.",
          "Put it together: 8t + 3.",
        ],
        answer: "8t + 3 dollars",
      },
    },
    coaching: {
      say: "A letter is a stand-in for a number. Let's turn the words into math one piece at a time.",
      ask: [
        "What number does the letter stand for?",
        "Which words tell you to add, subtract, multiply or divide?",
        "If the letter were a small number, what would your expression give? Does that match the story?",
      ],
      misconception:
        'Writing "less than" in the order it is heard (5 less than n as 5 − n). Try a number for the letter and say the phrase with it to see which order is right.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.a.2.b",
    strand: "operations-algebra",
    standards: ["6.EE.A.2", "6.EE.A.2.b"],
    prerequisites: ["m-6.ee.a.2.a"],
    description:
      "Names the parts of an expression with the words term, coefficient, factor, sum, product and quotient, and can treat a group such as (x + 2) as a single part.",
    name: "Naming the parts of an expression",
    lesson: {
      explanation:
        "Terms are the parts joined by + or − signs. In 4x + 7, the terms are 4x and 7. The number multiplying a letter is its coefficient, so 4 is the coefficient of x. A product is the result of multiplying factors, and a quotient is the result of dividing. In 3(x + 2), the whole group (x + 2) counts as one factor, and 3 is the other.",
      workedExample: {
        problem: "Describe 2(a + 5) − 9 using math words.",
        steps: [
          "The whole expression is a difference: something minus 9.",
          "It has two terms: 2(a + 5), and 9, which is subtracted.",
          "The first term is a product.",
          "Its factors are 2 and the sum (a + 5).",
        ],
        answer: "The difference of the product 2(a + 5) and 9; the product has factors 2 and (a + 5)",
      },
    },
    coaching: {
      say: "Math words let us talk about an expression precisely, the way we name the parts of a sentence.",
      ask: [
        "Where are the + and − signs that split the terms?",
        "What is being multiplied in this part?",
        "Can you describe the expression without reading it symbol by symbol?",
      ],
      misconception:
        "Calling the letter the coefficient, or counting each number and letter as a separate term (seeing 4x as two terms). Have your child circle the pieces separated by + and − signs.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.a.2.c",
    strand: "operations-algebra",
    standards: ["6.EE.A.2", "6.EE.A.2.c"],
    prerequisites: ["m-6.ee.a.2.a", "m-6.ee.a.1"],
    description:
      "Finds the value of an expression or formula for given values of its letters, following the order of operations (parentheses, exponents, multiplication and division, addition and subtraction).",
    name: "Plugging in numbers in the right order",
    lesson: {
      explanation:
        "To evaluate an expression, swap each letter for its number. Then work it out in this order. First do what is inside parentheses, then exponents. Next, multiply and divide from left to right, and last, add and subtract from left to right.",
      workedExample: {
        problem: "Evaluate 3x² + 2y when x = 4 and y = 5.",
        steps: [
          "Replace the letters: 3 × 4² + 2 × 5.",
          "Exponent first: 4² = 16.",
          "Multiply: 3 × 16 = 48 and 2 × 5 = 10.",
          "Add: 48 + 10 = 58.",
        ],
        answer: "58",
      },
    },
    coaching: {
      say: "Everyone has to agree on the order of steps, or the same expression would give different answers.",
      ask: [
        "What did you write in place of each letter?",
        "Which step comes first here, and why?",
        "Does the exponent belong to the letter alone, or to the number in front of it too?",
      ],
      misconception:
        "Multiplying before squaring (3 × 4² worked as 12²). Ask which comes first, the exponent or the multiplying; the exponent belongs only to the number right under it.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.a.3",
    strand: "operations-algebra",
    standards: ["6.EE.A.3"],
    prerequisites: ["m-6.ee.a.2.b", "m-6.ns.b.4", "m-3.oa.b.5", "m-5.oa.a.2"],
    description:
      "Uses properties of operations, such as the distributive property and combining like terms, to write equivalent expressions: 3(2 + x) = 6 + 3x, y + y + y = 3y, 24x + 18 = 6(4x + 3).",
    name: "Rewriting expressions",
    lesson: {
      explanation:
        "Properties of operations let you rewrite an expression without changing its value. The distributive property multiplies every term inside the parentheses: 3(2 + x) = 6 + 3x. Like terms have the same letter part, so you can add their coefficients: 4y + 2y = 6y. You can also factor: 24x + 18 = 6(4x + 3).",
      workedExample: {
        problem:
          "Write an equivalent expression (one equal in value, written differently) for 5(2m + 3) + m with as few terms as possible.",
        steps: [
          "Distribute the 5: 5 × 2m = 10m and 5 × 3 = 15.",
          "Now there is 10m + 15 + m.",
          "Combine like terms: 10m + m = 11m.",
          "The result is 11m + 15.",
        ],
        answer: "11m + 15",
      },
    },
    coaching: {
      say: "We're changing how the expression looks, not what it's worth. Testing a number proves it.",
      ask: [
        "Did the number outside the parentheses multiply every term inside?",
        "Which terms are like terms, and why?",
        "If the letter is one, do the original and your answer give the same value?",
      ],
      misconception:
        "Multiplying only the first term inside the parentheses and leaving the other as it was. Testing a small number for the letter in both shows the slip.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.a.4",
    strand: "operations-algebra",
    standards: ["6.EE.A.4"],
    prerequisites: ["m-6.ee.a.3", "m-6.ee.a.2.c"],
    description:
      "Decides whether two expressions are equivalent (equal for every value of the letter) by rewriting one into the other or by testing values.",
    name: "Same value, different look",
    lesson: {
      explanation:
        "Two expressions are equivalent (equal in value, though written differently) if they give the same number whatever value the letter has. You can check by rewriting one to look like the other. Testing numbers helps too: if even one value gives different results, they are not equivalent. But matching for one value does not prove they are equivalent.",
      workedExample: {
        problem: "Are 2(x + 4) and 2x + 4 equivalent?",
        steps: [
          "Distribute: 2(x + 4) = 2x + 8.",
          "2x + 8 and 2x + 4 always differ by 4.",
          "Test x = 1: 2 × (1 + 4) = 10, but 2 × 1 + 4 = 6.",
        ],
        answer: "No, they are not equivalent",
      },
    },
    coaching: {
      say: "Two expressions are equivalent only if they agree for every number. One mismatch is enough to say no.",
      ask: [
        "Can you rewrite one expression to look like the other?",
        "What happens when you try two different numbers for the letter?",
        "If they match for one number, is that enough to be sure? Why not?",
      ],
      misconception:
        "Deciding expressions are equivalent because they match for one value (x + x and x² when x = 2). Ask your child to test a second value or to rewrite.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.b.5",
    strand: "operations-algebra",
    standards: ["6.EE.B.5"],
    prerequisites: ["m-6.ee.a.2.c"],
    description:
      "Understands solving an equation or inequality as finding the values that make it true, and checks numbers from a given set by substituting them.",
    name: "Does this number make it true?",
    lesson: {
      explanation:
        "An equation such as x + 6 = 10 asks a question: which number can x be to make it true? Test a value by putting it in place of x: 4 + 6 = 10 works, so 4 is a solution. An inequality such as x + 6 > 10 can have many solutions, like 5, 7.5 and 100. Sometimes no number in a list works.",
      workedExample: {
        problem: "Which numbers from {2, 3, 4, 5} make 3y − 1 > 8 true?",
        steps: [
          "y = 2: 3 × 2 − 1 = 5, and 5 > 8 is false.",
          "y = 3: 9 − 1 = 8, and 8 > 8 is false.",
          "y = 4: 12 − 1 = 11, and 11 > 8 is true.",
          "y = 5: 15 − 1 = 14, and 14 > 8 is true.",
        ],
        answer: "4 and 5",
      },
    },
    coaching: {
      say: "An equation is a question, and a solution is a number that answers it. Testing is a perfectly good way to find out.",
      ask: [
        "What do you get when you put this number in for the letter?",
        "Is the statement true or false for that number?",
        "Could there be more than one number that works?",
      ],
      misconception:
        'Counting the boundary number as a solution because it "almost" works. Remind your child that > means strictly greater; being equal is not enough.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.b.6",
    strand: "operations-algebra",
    standards: ["6.EE.B.6"],
    prerequisites: ["m-6.ee.a.2.a"],
    description:
      "Chooses a letter for an unknown or changing number in a real problem, says what it stands for, and writes an expression that models the situation.",
    name: "Letters for unknowns in problems",
    lesson: {
      explanation:
        'In a word problem, decide what you don\'t know and give it a letter. Say clearly what the letter means, such as "h = hours worked". Then turn the story into an expression using that letter. The letter can stand for one unknown number or for any number in a set.',
      workedExample: {
        problem:
          "A dog walker charges $12 per walk. She has already earned $30 today. Write an expression for her total earnings after w more walks.",
        steps: [
          "Let w = the number of additional walks.",
          "Each walk earns 12, so w walks earn 12w.",
          "Add the 30 she has already earned.",
        ],
        answer: "30 + 12w dollars",
      },
    },
    coaching: {
      say: "Naming the unknown is the first move in solving almost any problem. Let's be precise about what our letter means.",
      ask: [
        "What does your letter stand for? Say it as a full sentence.",
        "What happens to the total each time the letter goes up by one?",
        "If the letter were a small number, what would your expression give? Does that fit the story?",
      ],
      misconception:
        'Using the letter as a label for a thing ("w means walks") instead of a number of walks. Ask what number the letter stands for and try a small one.',
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.b.7",
    strand: "operations-algebra",
    standards: ["6.EE.B.7"],
    prerequisites: ["m-6.ee.b.5", "m-6.ee.b.6", "m-6.ns.a.1", "m-5.nf.a.1", "m-5.nf.b.4.a"],
    description:
      "Writes and solves one-step equations such as x + p = q and px = q, with whole numbers, fractions or decimals, to answer real-world questions.",
    name: "Solving one-step equations",
    lesson: {
      explanation:
        "To solve an equation, get the letter by itself by undoing what was done to it. If a number was added, subtract it from both sides. If the letter was multiplied by a number, divide both sides by that number. Whatever you do to one side, do to the other, so the two sides stay equal.",
      workedExample: {
        problem:
          "Three fifths of a garden is planted with tomatoes, which cover 12 square meters. What is the area of the whole garden?",
        steps: [
          "Let g = the area of the whole garden in square meters.",
          "Write the equation: (3/5)g = 12.",
          "Divide both sides by 3/5, which is the same as multiplying by 5/3.",
          "g = 12 × 5/3 = 60/3 = 20.",
          "Check: 3/5 of 20 is 12.",
        ],
        answer: "20 square meters",
      },
    },
    coaching: {
      say: "An equation is a balance. Whatever we do to one side, we do to the other.",
      ask: [
        "What was done to the letter, and how do you undo it?",
        "What did you do to both sides?",
        "If you put your answer back into the equation, is it true?",
      ],
      misconception:
        "Doing the same operation instead of the inverse (adding to undo an addition). Ask your child to put the answer back into the original equation.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.b.8",
    strand: "operations-algebra",
    standards: ["6.EE.B.8"],
    prerequisites: ["m-6.ee.b.5", "m-6.ns.c.6.a", "m-6.ns.c.6.c", "m-6.ns.c.7.a", "m-6.ns.c.7.b"],
    description:
      "Writes an inequality such as x > 12 or x < 4.5 for a limit or rule in a real situation, knows it has infinitely many solutions, and shows them on a number line.",
    name: "Inequalities for limits and rules",
    lesson: {
      explanation:
        'An inequality describes a limit. "You must be older than 12" becomes a > 12. There are infinitely many numbers that work, so we show them on a number line. Use an open circle when the boundary number itself is not included (> or <) and shade toward all the values that work.',
      workedExample: {
        problem:
          "A suitcase must weigh less than 23 kilograms. Write an inequality for its weight w and describe the graph.",
        steps: [
          '"Less than 23" means w < 23.',
          "23 itself is not allowed, so draw an open circle at 23.",
          "Shade the number line to the left of 23, toward the smaller numbers.",
          "A real suitcase can't weigh less than 0, so the part that makes sense stops at 0.",
        ],
        answer: "w < 23: open circle at 23, shaded to the left",
      },
    },
    coaching: {
      say: "An inequality describes all the numbers that follow a rule, not just one. A number line lets us see them all.",
      ask: [
        "Is the boundary number itself allowed? How does the circle show that?",
        "Which direction should the shading go, and why?",
        "Pick a number from your shading: does it follow the rule?",
      ],
      misconception:
        "Shading the wrong way, especially when the letter is on the right (23 > w). Ask your child to test one number from the shaded part in the inequality.",
    },
    majorWork: true,
  }),
  g6({
    id: "m-6.ee.c.9",
    strand: "operations-algebra",
    standards: ["6.EE.C.9"],
    prerequisites: ["m-6.ee.b.6", "m-6.rp.a.3.a", "m-5.oa.b.3"],
    description:
      "Writes an equation relating two quantities that change together (such as d = 50t), names the dependent and independent variables, and links the equation to a table and a graph.",
    name: "Quantities that change together",
    lesson: {
      explanation:
        "Some amounts depend on others. If you earn $9 for every hour of babysitting, your pay depends on the hours. Hours is the independent variable and pay is the dependent variable. The equation p = 9h shows the rule. A table lists pairs of values, and a graph plots them with the independent variable along the bottom.",
      workedExample: {
        problem:
          "A plant is 4 cm tall and grows 2 cm each week. Write an equation for its height h after w weeks, and find h when w = 5.",
        steps: [
          "The height depends on the number of weeks, so w is independent and h is dependent.",
          "Each week adds 2 cm to the starting 4 cm.",
          "The equation is h = 4 + 2w.",
          "When w = 5: h = 4 + 2 × 5 = 14.",
        ],
        answer: "h = 4 + 2w; after 5 weeks the plant is 14 cm tall",
      },
    },
    coaching: {
      say: "One quantity drives the other. Finding the rule that links them lets us predict anything.",
      ask: [
        "Which amount depends on the other?",
        "What happens to h each time w goes up by 1?",
        "Which variable goes along the bottom of the graph?",
      ],
      misconception:
        "Swapping the variables, writing the one that follows as if it came first. Ask which amount we choose or know first, and which one follows from it, then test the equation with a row of the table.",
    },
    majorWork: true,
  }),

  // ---------------------------------------------------------------- Geometry
  g6({
    id: "m-6.g.a.1-triangles",
    strand: "geometry",
    standards: ["6.G.A.1"],
    prerequisites: ["m-4.md.a.3", "m-5.nf.b.4.b"],
    description:
      "Finds the area of any triangle as one half of base times height, and knows the height is measured at a right angle to the base.",
    name: "Area of triangles",
    lesson: {
      explanation:
        "Every triangle is exactly half of a parallelogram with the same base and height. That is why the area of a triangle is 1/2 × base × height. The height must meet the base at a right angle; for some triangles it falls outside the shape. A slanted side is not the height.",
      workedExample: {
        problem: "A triangular sail has a base of 6 meters and a height of 4.5 meters. What is its area?",
        steps: ["Use A = 1/2 × b × h.", "Here b = 6 and h = 4.5.", "1/2 × 6 = 3.", "3 × 4.5 = 13.5."],
        answer: "13.5 square meters",
      },
    },
    coaching: {
      say: "A triangle is half of a rectangle or parallelogram. The formula just says that.",
      ask: [
        "Where is the height, and where does it make a square corner with the base?",
        "Why do we take half?",
        "What units does your answer have?",
      ],
      misconception:
        "Using a slanted side as the height, or forgetting to halve. Have your child point to the height and show where it meets the base at a right angle.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.g.a.1",
    strand: "geometry",
    standards: ["6.G.A.1"],
    prerequisites: ["m-6.g.a.1-triangles"],
    description:
      "Finds the area of parallelograms, trapezoids and other polygons by splitting them into rectangles and triangles, or by surrounding them with a rectangle and subtracting.",
    name: "Area of shapes by cutting and combining",
    lesson: {
      explanation:
        "Any polygon can be cut into rectangles and triangles, whose areas you know how to find. Add the pieces to get the total. Sometimes it is easier to put the shape inside a rectangle and subtract the corners you don't need. A parallelogram can be rearranged into a rectangle, so its area is base × height.",
      workedExample: {
        problem:
          "A garden bed is a trapezoid. Its parallel sides are 10 m and 6 m, and its height is 4 m. Find its area by cutting it into pieces.",
        steps: [
          "Cut out a rectangle 6 m wide and 4 m high: 6 × 4 = 24.",
          "The leftover triangles have bases that add up to 10 − 6 = 4 m, and each is 4 m high.",
          "Their total area is 1/2 × 4 × 4 = 8.",
          "Add the pieces: 24 + 8 = 32.",
        ],
        answer: "32 square meters",
      },
    },
    coaching: {
      say: "Tricky shapes are just familiar shapes stuck together. Let's find the pieces.",
      ask: [
        "What shapes can you cut this into?",
        "Have you counted every piece exactly once?",
        "Would it be easier to add pieces or to subtract from a bigger rectangle?",
      ],
      misconception:
        "Counting a piece twice or missing one when splitting. Have your child shade each piece as they find its area and check that the pieces cover the shape exactly once.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.g.a.2",
    strand: "geometry",
    standards: ["6.G.A.2"],
    prerequisites: ["m-5.md.c.5.a", "m-5.md.c.5.b", "m-5.nf.b.4.b"],
    description:
      "Finds the volume of a box (right rectangular prism) with fractional edge lengths by multiplying length × width × height, and sees why this matches packing it with small fraction-sized cubes.",
    name: "Volume with fraction edges",
    lesson: {
      explanation:
        "Volume counts how many unit cubes fill a box. When the edges are fractions, imagine filling the box with tiny cubes that are 1/2 inch on each side. Eight of those tiny cubes make one cubic inch. Counting them gives the same answer as multiplying length × width × height, so V = l × w × h works with fractions too.",
      workedExample: {
        problem: "A gift box is 2 1/2 inches long, 2 inches wide and 1 1/2 inches tall. What is its volume?",
        steps: [
          "Write the lengths as fractions: 5/2, 2 and 3/2.",
          "Multiply: 5/2 × 2 = 5.",
          "5 × 3/2 = 15/2 = 7 1/2.",
          "Check by packing: with 1/2-inch cubes the box is 5 by 4 by 3 cubes, 60 in all, and 8 of them make one cubic inch: 60 ÷ 8 = 7 1/2.",
        ],
        answer: "7 1/2 cubic inches",
      },
    },
    coaching: {
      say: "The volume formula still works when the edges are fractions. Packing tiny cubes shows why.",
      ask: [
        "How many small cubes fit along each edge?",
        "How many small cubes make one cubic inch?",
        "Does your answer from the formula match the packing count?",
      ],
      misconception:
        "Thinking a cube's volume is the same fraction as its edge, when it is the edge times itself three times. Ask how many of the small cubes fit inside one whole unit cube.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.g.a.3",
    strand: "geometry",
    standards: ["6.G.A.3"],
    prerequisites: ["m-6.ns.c.8", "m-5.g.a.2"],
    description:
      "Draws polygons on the coordinate plane from the coordinates of their corners, and finds the lengths of horizontal and vertical sides to solve problems such as perimeter.",
    name: "Drawing shapes on the coordinate grid",
    lesson: {
      explanation:
        "To draw a polygon from coordinates, plot each corner and join them in order, then back to the first. A side is horizontal when its ends share the same y-coordinate, and vertical when they share the same x-coordinate. Its length is the distance between the other coordinates. Remember to add across an axis.",
      workedExample: {
        problem: "Draw the rectangle with corners A(−2, 3), B(4, 3), C(4, −1) and D(−2, −1). Find its perimeter.",
        steps: [
          "Plot A, B, C and D and join them in order.",
          "A and B share y = 3, and −2 and 4 are on opposite sides of the axis, so AB = 2 + 4 = 6 units.",
          "B and C share x = 4, so BC = 3 + 1 = 4 units.",
          "Perimeter = 6 + 4 + 6 + 4 = 20 units.",
        ],
        answer: "20 units",
      },
    },
    coaching: {
      say: "Coordinates are instructions for drawing. Once the shape is drawn, we can measure it using the numbers alone.",
      ask: [
        "Which coordinate do the two ends of this side share?",
        "Does the side cross an axis? How does that change the calculation?",
        "Can you count squares to check one side?",
      ],
      misconception:
        "Subtracting across an axis (4 − 2 = 2 for AB instead of 6). Ask your child to count squares on the grid to check the length.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.g.a.4",
    strand: "geometry",
    standards: ["6.G.A.4"],
    prerequisites: ["m-6.g.a.1"],
    description:
      "Unfolds prisms and pyramids into nets of rectangles and triangles, and uses a net to find the total surface area.",
    name: "Nets and surface area",
    lesson: {
      explanation:
        "A net is a flat pattern that folds up into a 3D shape. Each face of the shape appears in the net exactly once. Surface area is the total area of all the faces, so find the area of each piece of the net and add them up. It is measured in square units, such as square centimeters.",
      workedExample: {
        problem: "Find the surface area of a box that is 5 cm long, 3 cm wide and 2 cm tall.",
        steps: [
          "The net has three pairs of matching rectangles.",
          "Top and bottom: 5 × 3 = 15 each, so 30.",
          "Front and back: 5 × 2 = 10 each, so 20.",
          "The two ends: 3 × 2 = 6 each, so 12.",
          "Total: 30 + 20 + 12 = 62.",
        ],
        answer: "62 square centimeters",
      },
    },
    coaching: {
      say: "Surface area is how much wrapping paper it would take to cover the shape with no overlaps.",
      ask: [
        "How many faces does this shape have?",
        "Which faces match each other?",
        "Why is the answer in square units and not cubic units?",
      ],
      misconception:
        "Finding the volume (5 × 3 × 2 = 30) instead of the surface area, or counting only three faces. Have your child point to each face of the net as they add it.",
    },
    majorWork: false,
  }),

  // ---------------------------------------------------------------- Statistics and probability
  g6({
    id: "m-6.sp.a.1",
    strand: "measurement-data",
    standards: ["6.SP.A.1"],
    prerequisites: ["m-5.md.b.2"],
    description:
      "Tells a statistical question, which expects many different answers (How many hours do students in my class sleep?), from a question with one answer (How many hours did I sleep?).",
    name: "Spotting statistical questions",
    lesson: {
      explanation:
        'Some questions have just one answer, like "How tall is Jordan?" Others have many answers that differ, like "How tall are the players on our team?" Those are called statistical questions. To answer one, you collect data, and you expect the numbers to vary.',
      workedExample: {
        problem:
          "Which is a statistical question? (A) How many pets does Sam have? (B) How many pets do the students in our grade have?",
        steps: [
          "Question A is about one person, so it has one answer.",
          "Question B asks many students, and their answers will differ.",
          "The answers to B vary, so B is statistical.",
        ],
        answer: "B",
      },
    },
    coaching: {
      say: "Statistics is about questions where the answers vary. Let's think about who we would ask.",
      ask: [
        "Who or what would you collect data from to answer this?",
        "Would everyone give the same answer?",
        "How could you change question A into a statistical question?",
      ],
      misconception:
        "Thinking any question with a number in the answer is statistical. Ask whether the answers would vary if you asked many people or measured many things.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.a.2",
    strand: "measurement-data",
    standards: ["6.SP.A.2"],
    prerequisites: ["m-6.sp.a.1", "m-5.md.b.2"],
    description:
      "Describes a data set by its center (a typical value), its spread (how far the values reach) and its overall shape (balanced, lopsided with a tail, clusters, gaps).",
    name: "The shape of data",
    lesson: {
      explanation:
        "When you look at data in a plot, describe three things. The center is where the middle or typical values are. The spread is how far apart the values are, from smallest to largest. The shape tells you whether the data are balanced on both sides, bunched at one end with a long tail, or in clusters with gaps.",
      workedExample: {
        problem:
          "A dot plot shows minutes students spent reading last night. Most dots are between 20 and 30, with a few far out at 50 and 60. Describe the distribution.",
        steps: [
          "Center: a typical time is in the 20s.",
          "Spread: the values run from about 20 up to 60.",
          "Shape: most values are bunched on the left with a long tail to the right, so the data are skewed right.",
        ],
        answer: "Typical time 20-30 minutes, spread from 20 to 60, skewed right by a few long readers",
      },
    },
    coaching: {
      say: "A data set is like a crowd of people. We describe where most of them are, how spread out they are, and the shape of the crowd.",
      ask: [
        "Where are most of the values?",
        "What are the smallest and largest values?",
        "Is the picture balanced, or does it have a tail on one side?",
      ],
      misconception:
        'Describing the data with a single value ("it\'s 25") instead of the whole set. Ask your child where most values are, how far they stretch, and what the picture looks like.',
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.a.3",
    strand: "measurement-data",
    standards: ["6.SP.A.3"],
    prerequisites: ["m-6.sp.a.1", "m-6.sp.a.2"],
    description:
      "Knows that a measure of center (mean or median) sums up a whole data set with one typical value, while a measure of variation (such as the range) describes with one number how much the values differ.",
    name: "One number for the middle, one for the spread",
    lesson: {
      explanation:
        "Sometimes you want one number that sums up a whole data set. A measure of center, such as the mean or median, gives a typical value. A measure of variation, such as the range, tells how much the values differ from each other. Two data sets can have the same center but very different spreads.",
      workedExample: {
        problem:
          "Team A scored 10, 10, 10 and 10 goals in four games; Team B scored 0, 5, 15 and 20. Compare their centers and spreads.",
        steps: [
          "Mean of A: 40 ÷ 4 = 10. Mean of B: 40 ÷ 4 = 10.",
          "The centers are the same.",
          "Range of A: 10 − 10 = 0. Range of B: 20 − 0 = 20.",
          "B's scores vary much more.",
        ],
        answer: "Same center (mean 10 goals), but B is much more spread out (range 20 compared with 0)",
      },
    },
    coaching: {
      say: "One number can't tell the whole story. We need one for the middle and one for the spread.",
      ask: [
        "What is a typical value here?",
        "How different are the values from each other?",
        "Would you rather have Team A or Team B on your side? Why?",
      ],
      misconception:
        "Thinking two data sets with the same mean must be alike. Ask how different the values are from each other, and compare the spreads.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.4-dot-plots-histograms",
    strand: "measurement-data",
    standards: ["6.SP.B.4"],
    prerequisites: ["m-5.md.b.2"],
    description:
      "Displays numerical data in dot plots and histograms on a number line, choosing equal-width intervals for a histogram, and reads information from both.",
    name: "Dot plots and histograms",
    lesson: {
      explanation:
        "A dot plot puts one dot above the number line for each value, so you can see every data point. A histogram groups values into intervals of equal width, such as 60-69, 70-79 and 80-89, and draws a bar showing how many values fall in each. Histograms suit large data sets; dot plots show each value.",
      workedExample: {
        problem:
          "Make a histogram of these test scores using the intervals 60-69, 70-79, 80-89 and 90-99: 62, 75, 78, 81, 84, 88, 90, 95.",
        steps: [
          "Sort each score into its interval.",
          "60-69: 62, so 1 score. 70-79: 75 and 78, so 2.",
          "80-89: 81, 84 and 88, so 3. 90-99: 90 and 95, so 2.",
          "Draw bars of heights 1, 2, 3 and 2, touching each other.",
        ],
        answer: "Bars of heights 1, 2, 3 and 2",
      },
    },
    coaching: {
      say: "Plots turn a list of numbers into a picture, so we can see the pattern at a glance.",
      ask: [
        "What does each dot (or each bar) stand for?",
        "Are all the intervals the same width?",
        "When would a histogram be better than a dot plot?",
      ],
      misconception:
        "Reading a histogram bar's height as a data value instead of a count. Ask what the height tells us: a score, or how many scores?",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.4",
    strand: "measurement-data",
    standards: ["6.SP.B.4"],
    prerequisites: ["m-6.sp.b.4-dot-plots-histograms", "m-6.sp.b.5.c-center"],
    description:
      "Finds the five-number summary of a data set (minimum, lower quartile, median, upper quartile, maximum) and draws and reads a box plot.",
    name: "Box plots",
    lesson: {
      explanation:
        "A box plot splits ordered data into four parts with about the same number of values in each. Find the median first. The lower quartile is the median of the lower half, and the upper quartile is the median of the upper half. Draw a box from the lower to the upper quartile, a line at the median, and whiskers out to the smallest and largest values.",
      workedExample: {
        problem:
          "Find the five-number summary for these long-jump distances in feet and describe the box plot: 3, 4, 4, 5, 6, 7, 8, 9.",
        steps: [
          "The 8 values are already in order.",
          "Median: halfway between 5 and 6, which is 5.5.",
          "Lower half 3, 4, 4, 5: its median is 4, the lower quartile.",
          "Upper half 6, 7, 8, 9: its median is 7.5, the upper quartile.",
          "Whiskers go to 3 and 9, the box runs from 4 to 7.5, with a line at 5.5.",
        ],
        answer: "3, 4, 5.5, 7.5, 9",
      },
    },
    coaching: {
      say: "A box plot shows a whole data set with just five numbers. Each section holds about a quarter of the data.",
      ask: [
        "Did you put the values in order first?",
        "How did you find the two halves for the quartiles?",
        "Which quarter of the data is most spread out?",
      ],
      misconception:
        "Thinking a longer section of the plot holds more data. Each of the four sections holds about a quarter of the values; a long section just means those values are spread out.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.5.a",
    strand: "measurement-data",
    standards: ["6.SP.B.5", "6.SP.B.5.a"],
    prerequisites: ["m-6.sp.a.2", "m-6.sp.a.3", "m-6.sp.b.4-dot-plots-histograms"],
    description:
      "Reports how many observations a data set has, including reading the count from a dot plot, histogram or frequency table.",
    name: "How many data points?",
    lesson: {
      explanation:
        "The number of observations is how many values were collected. In a list, count the values. In a dot plot, count every dot. In a histogram or frequency table, add up the heights of the bars or the counts in each row, not the labels along the number line.",
      workedExample: {
        problem:
          "A histogram of swimmers' ages has bars of height 4 (ages 6-8), 9 (ages 9-11), 7 (ages 12-14) and 2 (ages 15-17). How many swimmers were surveyed?",
        steps: [
          "Each bar's height is the number of swimmers in that age group.",
          "Add the heights: 4 + 9 + 7 + 2.",
          "4 + 9 = 13, 13 + 7 = 20, 20 + 2 = 22.",
        ],
        answer: "22 swimmers",
      },
    },
    coaching: {
      say: "Before summarizing data, we need to know how much of it there is.",
      ask: [
        "What does each dot or bar stand for?",
        "How did you make sure you counted every value once?",
        "Why does the number of observations matter?",
      ],
      misconception:
        "Counting the number of bars (4) or adding the labels on the axis. Ask what each bar's height stands for.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.5.b",
    strand: "measurement-data",
    standards: ["6.SP.B.5", "6.SP.B.5.b"],
    prerequisites: ["m-6.sp.b.5.a"],
    description: "Describes what a data set is about: what was measured, how it was measured, and in what units.",
    name: "What was measured, and how",
    lesson: {
      explanation:
        "Before you summarize data, be clear about what it describes. Ask what was measured (height, time, number of books), how it was measured (a stopwatch, a survey, a ruler), and what the units are (seconds, centimeters, books). A number such as 12 means little until you know whether it is 12 seconds or 12 kilograms.",
      workedExample: {
        problem:
          "Each student put one ice cube in a cup and timed how long it took to melt with a phone timer. The results were 14, 18, 11 and 20 minutes. Describe the attribute being measured.",
        steps: [
          "What was measured: the time for one ice cube to melt.",
          "How: with a phone timer, one ice cube per cup.",
          "Units: minutes.",
        ],
        answer: "The melting time of one ice cube per cup, measured with a timer, in minutes",
      },
    },
    coaching: {
      say: "Numbers in a data set only mean something when we know what was measured and how.",
      ask: [
        "What number was written down for each one?",
        "What tool or method was used to get it?",
        "What units are the values in?",
      ],
      misconception:
        'Naming the objects instead of the attribute, e.g. "the data is ice cubes" rather than "the melting time". Ask what number was written down for each cup.',
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.5.c-center",
    strand: "measurement-data",
    standards: ["6.SP.B.5", "6.SP.B.5.c"],
    prerequisites: ["m-6.sp.b.5.a"],
    description:
      "Finds the mean and the median of a data set and explains what each says about a typical value in context.",
    name: "Mean and median",
    lesson: {
      explanation:
        "The mean is the fair-share value: add all the values and divide by how many there are. The median is the middle value once the values are in order; with an even number of values, it is halfway between the two middle ones. Both describe a typical value, but a few very large or small values pull the mean more than the median.",
      workedExample: {
        problem:
          "Daily screen time over one week, in minutes: 30, 45, 50, 40, 35, 110, 40. Find the mean and the median.",
        steps: [
          "Add: 30 + 45 + 50 + 40 + 35 + 110 + 40 = 350.",
          "There are 7 values: 350 ÷ 7 = 50, the mean.",
          "Order the values: 30, 35, 40, 40, 45, 50, 110.",
          "The middle (4th) value is 40, the median.",
        ],
        answer: "Mean 50 minutes, median 40 minutes",
      },
    },
    coaching: {
      say: "Mean and median are two ways to say what's typical. Sometimes they agree and sometimes they don't.",
      ask: [
        "Did you order the values before finding the middle?",
        "Why is the mean bigger than the median here?",
        "Which number better describes a typical day?",
      ],
      misconception:
        "Picking the middle value without ordering the list first. Have your child write the values from smallest to largest before finding the median.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.5.c",
    strand: "measurement-data",
    standards: ["6.SP.B.5", "6.SP.B.5.c"],
    prerequisites: ["m-6.sp.b.5.c-center", "m-6.sp.b.4"],
    description:
      "Finds the interquartile range and the mean absolute deviation of a data set, and describes the overall pattern and any unusual values in context.",
    name: "Measuring spread: IQR and MAD",
    lesson: {
      explanation:
        "The interquartile range (IQR) is the upper quartile minus the lower quartile: how wide the middle half of the data is. The mean absolute deviation (MAD) is the average distance of the values from the mean. To find it, work out each value's distance from the mean, then find the mean of those distances. A bigger IQR or MAD means the data are more spread out.",
      workedExample: {
        problem: "Find the mean absolute deviation of these quiz scores: 6, 8, 9, 9, 13.",
        steps: [
          "Mean: (6 + 8 + 9 + 9 + 13) ÷ 5 = 45 ÷ 5 = 9.",
          "Distance of each score from 9: 3, 1, 0, 0, 4.",
          "Add the distances: 3 + 1 + 0 + 0 + 4 = 8.",
          "Divide by the number of scores: 8 ÷ 5 = 1.6.",
        ],
        answer: "MAD = 1.6 points",
      },
    },
    coaching: {
      say: "Spread tells us how much we can trust the typical value. A small spread means most values are close to it.",
      ask: [
        "How far is each value from the mean?",
        "Why are all the distances positive?",
        "What does the MAD tell us about these scores?",
      ],
      misconception:
        "Keeping signs on the differences from the mean, so they cancel out to zero. Remind your child that a distance is always positive.",
    },
    majorWork: false,
  }),
  g6({
    id: "m-6.sp.b.5.d",
    strand: "measurement-data",
    standards: ["6.SP.B.5", "6.SP.B.5.d"],
    prerequisites: ["m-6.sp.b.5.c"],
    description:
      "Chooses the measures of center and spread that fit the data: median and IQR when the data are lopsided or have extreme values, mean and MAD when they are roughly balanced.",
    name: "Picking the right summary",
    lesson: {
      explanation:
        "The best summary depends on the shape of the data. If the data are fairly balanced, the mean and MAD describe them well. If a few values are far from the rest, or the data have a long tail, those values pull the mean toward them. Then the median and IQR give a fairer picture of what is typical.",
      workedExample: {
        problem:
          "House prices on one street, in thousands of dollars: 210, 220, 225, 230, 240, 950. Which measure of center describes a typical price better?",
        steps: [
          "One price, 950, is far above the rest.",
          "Mean: 2,075 ÷ 6 ≈ 346, which is higher than five of the six prices.",
          "Median: halfway between 225 and 230, which is 227.5.",
          "The median is much closer to what most houses cost.",
        ],
        answer: "The median (about 227.5 thousand dollars), because the 950 pulls the mean up",
      },
    },
    coaching: {
      say: "Choosing a summary is a judgment call. The shape of the data tells us which one is fair.",
      ask: [
        "Are there values far from the rest?",
        "Does the mean look like a typical value here?",
        "Which measure of spread goes with the center you chose?",
      ],
      misconception:
        'Always choosing the mean because it "uses all the numbers". Ask whether the mean looks like a typical value here, or whether one value is pulling it.',
    },
    majorWork: false,
  }),
];

/**
 * Grade-6 standards that cannot be practised on a screen, each with its reason. None: every
 * grade-6 standard has on-screen practice (number lines, grids, nets, plots, data tables).
 */
export const mathGrade6OffScreen: OffScreenStandard[] = [];
