import type { OffScreenStandard, SkillDefinition } from "../types.ts";

/**
 * Grade-2 math skills. Ids follow the convention in ../README.md. Only the grade-2 standards that
 * grade-3 skills rest on (ccssm-dependencies.json, with their own grade-2 prerequisites) plus a few
 * foundations grade 3 leans on (facts to 20, adding within 100, comparing, clock time, bar graphs).
 * Major work of grade 2: 2.OA.A-B, 2.NBT, 2.MD.A-B.
 */
export const mathGrade2Skills: SkillDefinition[] = [
  {
    id: "m-2.oa.a.1",
    subject: "math",
    grade: 2,
    strand: "operations-algebra",
    standards: ["2.OA.A.1"],
    prerequisites: ["m-2.nbt.b.5"],
    description:
      "Solves one- and two-step word problems within 100 where things join, leave, are put together, pulled apart or compared, including ones where the start or the change is the unknown number.",
    name: "Story problems with adding and taking away",
    lesson: {
      explanation:
        "A story problem tells what happened to some things. First find what you know and what you need to know. Ask: did things join, did things go away, or do we compare? Write a number sentence with a box for the missing number. Then solve it.",
      workedExample: {
        problem:
          "Maya had some stickers. She got 18 more, and now she has 45. How many stickers did she have at the start?",
        steps: [
          "The start is missing: ☐ + 18 = 45.",
          "Take the part you know away from the whole: 45 − 18.",
          "45 − 10 = 35, and 35 − 8 = 27.",
          "Check: 27 + 18 = 45.",
        ],
        answer: "27 stickers",
      },
    },
    coaching: {
      say: "Story problems are puzzles about what happened. Let's picture the story before we choose plus or minus.",
      ask: [
        "What do we know, and what are we trying to find?",
        "Did something get bigger, get smaller, or are we comparing two amounts?",
        "How can you check your answer against the story?",
      ],
      misconception:
        "Choosing the operation from a key word: 'more' tempts a child to add even when the story takes away. If the answer is bigger than the total the story ends with, ask them to act the story out.",
    },
    majorWork: true,
  },
  {
    id: "m-2.oa.b.2",
    subject: "math",
    grade: 2,
    strand: "operations-algebra",
    standards: ["2.OA.B.2"],
    prerequisites: [],
    description:
      "Adds and subtracts within 20 quickly in their head, and knows every sum of two one-digit numbers from memory.",
    name: "Speedy facts to 20",
    lesson: {
      explanation:
        "You can find facts fast with tricks. Make a ten: 8 + 5 is 8 + 2 + 3, which is 10 + 3. Use doubles: 6 + 6 = 12, so 6 + 7 is one more, 13. For take-away, think adding: 14 − 6 asks what you add to 6 to get 14.",
      workedExample: {
        problem: "What is 9 + 6?",
        steps: ["9 needs 1 more to make 10.", "Take that 1 from the 6, which leaves 5.", "10 + 5 = 15."],
        answer: "15",
      },
    },
    coaching: {
      say: "Knowing these facts by heart makes every bigger problem easier. Speed comes from smart tricks, not from counting fingers faster.",
      ask: [
        "Which fact you already know can help with this one?",
        "How could you make a ten here?",
        "What is the take-away fact that goes with it?",
      ],
      misconception:
        "Counting the starting number again when counting on, which gives one less than the right answer. Answers that are one too small are the sign.",
    },
    majorWork: true,
  },
  {
    id: "m-2.oa.c.3",
    subject: "math",
    grade: 2,
    strand: "operations-algebra",
    standards: ["2.OA.C.3"],
    prerequisites: ["m-2.oa.b.2"],
    description:
      "Tells whether a group of up to 20 objects is odd or even by pairing them or counting by 2s, and writes an even number as a double, such as 14 = 7 + 7.",
    name: "Odd or even?",
    lesson: {
      explanation:
        "Put things into pairs. If every one has a partner, the number is even. If one is left alone, the number is odd. An even number splits into two equal groups, like 10 = 5 + 5.",
      workedExample: {
        problem: "There are 13 ducks on a pond. Is 13 odd or even?",
        steps: [
          "Make pairs: 2, 4, 6, 8, 10, 12.",
          "That uses 12 ducks, and 1 duck has no partner.",
          "A duck left over means the number is odd.",
        ],
        answer: "13 is odd.",
      },
    },
    coaching: {
      say: "Odd and even is all about partners. Let's see if everyone gets one.",
      ask: [
        "What happens when you put them in pairs?",
        "Can you split this number into two equal groups?",
        "If it is even, which double makes it?",
      ],
      misconception:
        "Deciding by the look of a number (big numbers 'feel' even) or believing zero cannot be even. Ask the child to pair the objects or split them into two equal groups to check.",
    },
    majorWork: false,
  },
  {
    id: "m-2.oa.c.4",
    subject: "math",
    grade: 2,
    strand: "operations-algebra",
    standards: ["2.OA.C.4"],
    prerequisites: ["m-2.oa.b.2"],
    description:
      "Finds the total in a rectangular array of up to 5 rows and 5 columns by adding the equal rows, and writes it as a sum such as 4 + 4 + 4 = 12.",
    name: "Adding up equal rows",
    lesson: {
      explanation:
        "An array is things lined up in rows, like eggs in a carton. Every row has the same number. Add one row at a time to find the total. The number sentence repeats the same number once for each row.",
      workedExample: {
        problem: "A garden has 3 rows of carrots with 5 carrots in each row. How many carrots are there?",
        steps: ["Each row has 5 carrots.", "There are 3 rows, so add 5 three times.", "5 + 5 + 5 = 15."],
        answer: "15 carrots (5 + 5 + 5 = 15)",
      },
    },
    coaching: {
      say: "Arrays are everywhere: egg cartons, windows, muffin trays. Counting by rows is faster than counting one by one.",
      ask: [
        "How many are in one row?",
        "How many rows are there?",
        "If you add the columns instead, do you get the same total?",
      ],
      misconception:
        "Adding the number of rows to the number in a row (3 + 5 = 8) instead of adding the row again and again. Have the child point to each row as they add it.",
    },
    majorWork: false,
  },
  {
    id: "m-2.nbt.a.2",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.A.2"],
    prerequisites: [],
    description: "Counts forward within 1,000 from any number and skip-counts by 5s, 10s and 100s.",
    name: "Counting and skip counting to 1,000",
    lesson: {
      explanation:
        "Counting follows the same pattern all the way to 1,000. When the ones pass 9, the tens go up by one. When the tens pass 9, the hundreds go up. Skip counting jumps by the same amount each time.",
      workedExample: {
        problem: "Count by 10s starting at 370. What are the next four numbers?",
        steps: [
          "Adding 10 makes the tens digit go up by one: 380.",
          "Next is 390.",
          "After 9 tens comes a new hundred: 400.",
          "Then 410.",
        ],
        answer: "380, 390, 400, 410",
      },
    },
    coaching: {
      say: "Big numbers follow the same counting rules as small ones. Let's listen for the pattern.",
      ask: [
        "What comes next when the tens run out? Why?",
        "When you count by tens, which digit changes?",
        "What stays the same when you count by hundreds?",
      ],
      misconception:
        "Getting stuck where a hundred changes (380, 390, 3100). Watch the step after a nine and ask what ten tens make.",
    },
    majorWork: true,
  },
  {
    id: "m-2.nbt.a.1.a",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.A.1", "2.NBT.A.1.a"],
    prerequisites: ["m-2.nbt.a.2"],
    description: "Understands that 100 is a bundle of ten tens, and can show it with blocks or a drawing.",
    name: "Ten tens make a hundred",
    lesson: {
      explanation:
        "A ten is a stick of ten ones. When you have ten of those sticks, you can bundle them into one big flat. That flat is a hundred. So 100 is ten tens, and it is also one hundred ones.",
      workedExample: {
        problem: "Sam has 10 bags with 10 marbles in each bag. How many marbles does he have?",
        steps: ["Each bag is one ten.", "Ten tens make one hundred.", "So the bags hold 100 marbles."],
        answer: "100 marbles",
      },
    },
    coaching: {
      say: "A hundred sounds huge, but it is just ten tens bundled together.",
      ask: [
        "How many tens make a hundred?",
        "If we had one ten fewer, how many more would make a hundred?",
        "How many ones is a hundred?",
      ],
      misconception:
        "Mixing up ten tens with ten ones or with a thousand. Ask the child to count the tens in a hundred out loud, one ten at a time.",
    },
    majorWork: true,
  },
  {
    id: "m-2.nbt.a.1.b",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.A.1", "2.NBT.A.1.b"],
    prerequisites: ["m-2.nbt.a.1.a"],
    description:
      "Reads 100, 200 ... 900 as one to nine hundreds, and tells what each digit of a three-digit number is worth: 608 is 6 hundreds, 0 tens and 8 ones.",
    name: "Hundreds, tens and ones",
    lesson: {
      explanation:
        "Each digit in a number like 472 has a job. The left digit tells how many hundreds. The middle digit tells how many tens. The right digit tells how many ones. A zero holds a place: 500 is 5 hundreds, 0 tens and 0 ones.",
      workedExample: {
        problem: "What is the 7 worth in 472?",
        steps: [
          "Name the places from the right: ones, tens, hundreds.",
          "472 has 4 hundreds, 7 tens and 2 ones.",
          "So the 7 is worth 7 tens, and that is 70.",
        ],
        answer: "70",
      },
    },
    coaching: {
      say: "Every digit has a place, and the place tells us what the digit is worth.",
      ask: [
        "Which digit tells the hundreds?",
        "What would change if we swapped the first two digits?",
        "What does a zero in the middle of a number tell you?",
      ],
      misconception:
        "Reading a digit at face value (the 7 in 472 worth 7), or writing the number as it is heard ('six hundred eight' as 6008). Ask what each place counts.",
    },
    majorWork: true,
  },
  {
    id: "m-2.nbt.a.4",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.A.4"],
    prerequisites: ["m-2.nbt.a.1.b"],
    description:
      "Compares two three-digit numbers by looking at hundreds, then tens, then ones, and writes the result with >, = or <.",
    name: "Which number is bigger?",
    lesson: {
      explanation:
        "To compare, start with the biggest place. The number with more hundreds is bigger. If the hundreds match, look at the tens, then the ones. The open side of < or > faces the bigger number.",
      workedExample: {
        problem: "Compare 538 and 583.",
        steps: ["Hundreds: both have 5.", "Tens: 3 tens and 8 tens. 8 tens is more.", "So 583 is the bigger number."],
        answer: "538 < 583",
      },
    },
    coaching: {
      say: "Comparing is like a race: the biggest place gets to decide first.",
      ask: [
        "Which place do we look at first? Why?",
        "What do we do if the hundreds are the same?",
        "Which way should the symbol open?",
      ],
      misconception:
        "Deciding by the biggest digit anywhere instead of starting with the hundreds (299 > 301 because 9 is bigger). Ask which number has more hundreds.",
    },
    majorWork: true,
  },
  {
    id: "m-2.nbt.b.5",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.B.5"],
    prerequisites: ["m-2.oa.b.2"],
    description:
      "Adds and subtracts two-digit numbers within 100 with ease, using tens and ones, such as 47 + 36 or 82 − 29.",
    name: "Adding and subtracting to 100",
    lesson: {
      explanation:
        "Break the numbers into tens and ones. Add the tens, add the ones, then put them together. If the ones make ten or more, that makes a new ten. To subtract, you can count up from the smaller number to the bigger one.",
      workedExample: {
        problem: "47 + 36",
        steps: ["Tens: 40 + 30 = 70.", "Ones: 7 + 6 = 13.", "70 + 13 = 83."],
        answer: "83",
      },
    },
    coaching: {
      say: "Big numbers are just tens and ones. Splitting them makes adding feel small again.",
      ask: [
        "How did you split the numbers?",
        "Did the ones make a new ten?",
        "Can you check your answer a different way?",
      ],
      misconception:
        "In subtraction, taking the smaller digit from the bigger one in each place (82 − 29 becoming 67). Adding the answer back (67 + 29 = 96) shows the slip.",
    },
    majorWork: true,
  },
  {
    id: "m-2.nbt.b.7",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.B.7"],
    prerequisites: ["m-2.nbt.b.5", "m-2.nbt.a.1.b"],
    description:
      "Adds and subtracts within 1,000 using blocks, drawings or place value, including trading ten ones for a ten or a hundred for ten tens.",
    name: "Adding and subtracting to 1,000",
    lesson: {
      explanation:
        "Keep hundreds, tens and ones in separate piles. Add or subtract the same kind. If a pile gets to ten or more, trade ten of them for one of the next bigger kind. If a pile is too small to take from, break one of the next bigger kind into ten.",
      workedExample: {
        problem: "426 − 158",
        steps: [
          "Ones: 6 − 8 won't work, so break a ten: 16 − 8 = 8. Now there is 1 ten.",
          "Tens: 1 − 5 won't work, so break a hundred: 11 − 5 = 6. Now there are 3 hundreds.",
          "Hundreds: 3 − 1 = 2.",
          "Check: 268 + 158 = 426.",
        ],
        answer: "268",
      },
    },
    coaching: {
      say: "This is the same adding and subtracting you know, with one more place. Trading is the key move.",
      ask: [
        "Which place do you start with, and why?",
        "What did you trade, and what is left after the trade?",
        "How can adding check your subtraction?",
      ],
      misconception:
        "Forgetting that breaking a ten leaves one ten fewer, so the answer comes out ten too big. Ask the child to cross out and rewrite the digit they took from.",
    },
    majorWork: true,
  },
  {
    id: "m-2.nbt.b.8",
    subject: "math",
    grade: 2,
    strand: "number-system",
    standards: ["2.NBT.B.8"],
    prerequisites: ["m-2.nbt.a.1.b"],
    description: "Adds or takes away 10 or 100 from any number between 100 and 900 in their head.",
    name: "Jumping by 10 or 100",
    lesson: {
      explanation:
        "Adding 10 makes the tens digit go up by one. Adding 100 makes the hundreds digit go up by one. Taking away works the same way, going down. The other digits stay the same, unless the tens have to go past 9.",
      workedExample: {
        problem: "What is 643 − 100? What is 643 + 10?",
        steps: ["Take away 100: the hundreds go from 6 to 5, so 543.", "Add 10: the tens go from 4 to 5, so 653."],
        answer: "543 and 653",
      },
    },
    coaching: {
      say: "You don't need to count to add ten or a hundred. Just watch one digit change.",
      ask: [
        "Which digit changes when you add ten?",
        "What happens when you add ten to a number with nine tens?",
        "How is taking away a hundred like taking away one hundred block?",
      ],
      misconception:
        "Changing the wrong digit (643 + 10 written as 644 or 743), or not carrying when the tens are full (395 + 10 written as 3105). Ask which place a ten belongs in.",
    },
    majorWork: true,
  },
  {
    id: "m-2.md.a.1",
    subject: "math",
    grade: 2,
    strand: "measurement-data",
    standards: ["2.MD.A.1"],
    prerequisites: [],
    description:
      "Measures the length of an object with a ruler, yardstick, meter stick or tape, lining up zero and reading the length in whole units.",
    name: "Measuring with a ruler",
    lesson: {
      explanation:
        "Put the zero mark of the ruler at one end of the object. Look where the other end stops: that number is the length. If the object does not start at zero, count the spaces between the marks. Pick a tool that fits, like a ruler for a pencil or a tape for a door.",
      workedExample: {
        problem: "A crayon lies on a centimeter ruler from the 2 mark to the 11 mark. How long is it?",
        steps: ["The crayon does not start at 0.", "Count the spaces from 2 to 11, which is 11 − 2.", "11 − 2 = 9."],
        answer: "9 centimeters",
      },
    },
    coaching: {
      say: "Measuring is counting how many units fit from one end to the other.",
      ask: [
        "Where does the object start on the ruler?",
        "Are we counting the lines or the spaces between them?",
        "Which tool would you choose for the length of a room?",
      ],
      misconception:
        "Starting at the wrong mark (the 1 or the ruler's edge), or reading the end number when the object does not start at zero. Ask them to count the spaces, not the marks.",
    },
    majorWork: true,
  },
  {
    id: "m-2.md.a.3",
    subject: "math",
    grade: 2,
    strand: "measurement-data",
    standards: ["2.MD.A.3"],
    prerequisites: ["m-2.md.a.1"],
    description:
      "Estimates lengths in inches, feet, centimeters and meters using things they know, like a paper clip being about an inch long.",
    name: "Smart guesses for length",
    lesson: {
      explanation:
        "An estimate is a smart guess. Use things you know to help. The tip of your finger is about 1 centimeter wide, and a paper clip is about 1 inch long. A school ruler is 1 foot, and a big step is about 1 meter. Think how many would fit.",
      workedExample: {
        problem: "About how long is a school bus: 12 centimeters, 12 feet or 12 meters?",
        steps: [
          "12 centimeters is 12 fingertips: far too short.",
          "12 feet is 12 school rulers, about as long as a car.",
          "12 meters is 12 big steps, and that fits a bus.",
        ],
        answer: "About 12 meters",
      },
    },
    coaching: {
      say: "A good estimate is a guess with a reason. Let's find something we know to compare with.",
      ask: [
        "Show me with your hands how big one unit is.",
        "What do you know that is about that size?",
        "Is your guess too big or too small? How can you tell?",
      ],
      misconception:
        "Mixing up the sizes of units (a door guessed at 2 inches tall). Ask the child to show one unit with their fingers before guessing.",
    },
    majorWork: true,
  },
  {
    id: "m-2.md.a.2",
    subject: "math",
    grade: 2,
    strand: "measurement-data",
    standards: ["2.MD.A.2"],
    prerequisites: ["m-2.md.a.1", "m-2.md.a.3"],
    description:
      "Measures the same object in two different units and explains why the smaller unit gives the bigger number.",
    name: "Big units and small units",
    lesson: {
      explanation:
        "You can measure one thing with small units or big units. Small units give a big number, as lots of them fit. Big units give a small number, as not as many fit. The thing is just as long as before. Only the unit changes.",
      workedExample: {
        problem: "A book is 10 inches long. Is it more or fewer than 10 centimeters long?",
        steps: [
          "A centimeter is shorter than an inch.",
          "More of the short units fit along the book.",
          "So the book is more than 10 centimeters long (about 25).",
        ],
        answer: "More than 10 centimeters",
      },
    },
    coaching: {
      say: "The same thing can have two different numbers for its length. The unit is the secret.",
      ask: [
        "Which unit is smaller?",
        "Why did we get more centimeters than inches?",
        "If we measured in feet, would the number be bigger or smaller?",
      ],
      misconception:
        "Thinking the bigger unit gives the bigger number. Ask: who takes more steps to cross the room, a puppy or a giant?",
    },
    majorWork: true,
  },
  {
    id: "m-2.md.b.6",
    subject: "math",
    grade: 2,
    strand: "measurement-data",
    standards: ["2.MD.B.6"],
    prerequisites: ["m-2.md.a.1", "m-2.nbt.b.5"],
    description:
      "Shows whole numbers as distances from 0 on a number line, and uses jumps on it to show sums and differences within 100.",
    name: "Hopping along a number line",
    lesson: {
      explanation:
        "A number line is like a long ruler. Each number tells how far it is from 0. To add, start at the first number and jump right. To subtract, jump left. Jumps of 10 get you there faster than jumps of 1.",
      workedExample: {
        problem: "Use a number line to find 34 + 25.",
        steps: ["Start at 34.", "Jump right 10 to 44, then 10 more to 54.", "Jump right 5 more to 59."],
        answer: "59",
      },
    },
    coaching: {
      say: "A number line lets you see adding and subtracting as moving.",
      ask: [
        "Where do we start?",
        "Which way do we jump to add? To take away?",
        "How could bigger jumps make this faster?",
      ],
      misconception:
        "Counting the starting mark as the first hop, which lands one short (34 + 5 landing on 38). Remind the child that a hop is a space between marks.",
    },
    majorWork: true,
  },
  {
    id: "m-2.md.c.7",
    subject: "math",
    grade: 2,
    strand: "measurement-data",
    standards: ["2.MD.C.7"],
    prerequisites: ["m-2.nbt.a.2"],
    description:
      "Tells and writes time to the nearest five minutes on analog and digital clocks, and uses a.m. and p.m. correctly.",
    name: "Reading clocks to 5 minutes",
    lesson: {
      explanation:
        "The short hand shows the hour. The long hand shows the minutes. Each number on the clock is 5 more minutes, so count by 5s from the 12. A.m. runs from midnight to noon, and p.m. from noon to midnight.",
      workedExample: {
        problem:
          "The short hand is just past the 4 and the long hand points at the 7. It is the afternoon. What time is it?",
        steps: [
          "The short hand has passed 4, so the hour is 4.",
          "Count by 5s to the 7: 5, 10, 15, 20, 25, 30, 35.",
          "Afternoon times are p.m.",
        ],
        answer: "4:35 p.m.",
      },
    },
    coaching: {
      say: "Clocks are full of counting by fives. Let's read the hour hand first, then the minute hand.",
      ask: [
        "Which hand tells the hour? How do you know?",
        "How many minutes is each number worth?",
        "Is this time in the morning or the afternoon?",
      ],
      misconception:
        "Reading the hour from the nearest number when the short hand is just before it (4:50 read as 5:50). Ask whether the short hand has reached the next number yet.",
    },
    majorWork: false,
  },
  {
    id: "m-2.md.d.10",
    subject: "math",
    grade: 2,
    strand: "measurement-data",
    standards: ["2.MD.D.10"],
    prerequisites: ["m-2.oa.b.2"],
    description:
      "Makes a picture graph and a bar graph with up to four categories, and uses a graph to answer how many in all, how many more and how many fewer.",
    name: "Picture graphs and bar graphs",
    lesson: {
      explanation:
        "A graph shows how many are in each group. It helps you compare fast. In a bar graph, look at the top of a bar. Then read across to the number. To find how many more, take the short bar's number away from the tall bar's number.",
      workedExample: {
        problem:
          "A bar graph of favorite fruits shows apples 7, bananas 4, grapes 9 and pears 2. How many more chose grapes than bananas?",
        steps: ["The grapes bar ends at 9.", "The bananas bar ends at 4.", "9 − 4 = 5."],
        answer: "5 more children",
      },
    },
    coaching: {
      say: "Graphs tell a story with pictures and bars. Let's find out what this one says.",
      ask: [
        "What is this graph about?",
        "Which group has the most, and which has the fewest?",
        "How many answers are shown altogether?",
      ],
      misconception:
        "Adding when the question asks how many more. Ask the child to point to the part of the taller bar that sticks out past the shorter one.",
    },
    majorWork: false,
  },
  {
    id: "m-2.g.a.1",
    subject: "math",
    grade: 2,
    strand: "geometry",
    standards: ["2.G.A.1"],
    prerequisites: [],
    description:
      "Recognizes and draws shapes with a given number of sides, corners or faces, and names triangles, quadrilaterals, pentagons, hexagons and cubes.",
    name: "Shapes by sides and corners",
    lesson: {
      explanation:
        "Shapes get their names from what they have, so count the straight sides and the corners. A shape with 3 sides is a triangle. With 4 sides it is a quadrilateral. With 5 it is a pentagon, and with 6 it is a hexagon. A cube is a solid with 6 square faces.",
      workedExample: {
        problem: "A shape has 6 straight sides and 6 corners. What is it?",
        steps: ["Count the sides: there are 6.", "A flat shape with 6 sides is a hexagon."],
        answer: "A hexagon",
      },
    },
    coaching: {
      say: "Shapes are like a club with rules. Count the sides and corners to see which club a shape belongs to.",
      ask: [
        "How many sides does it have? How many corners?",
        "Does turning it change its name?",
        "Can you draw a different shape with the same number of sides?",
      ],
      misconception:
        "Thinking a shape changes its name when turned or stretched, such as a tilted square being 'not a square' or a long thin triangle being 'not a triangle'. Ask the child to count sides and corners rather than judge the look.",
    },
    majorWork: false,
  },
  {
    id: "m-2.g.a.2",
    subject: "math",
    grade: 2,
    strand: "geometry",
    standards: ["2.G.A.2"],
    prerequisites: ["m-2.oa.c.4"],
    description: "Splits a rectangle into rows and columns of same-size squares and counts how many squares cover it.",
    name: "Cutting rectangles into squares",
    lesson: {
      explanation:
        "You can cut a rectangle into small squares that are all the same size. It looks like a bar of chocolate. Lines that go across make rows. Lines that go up and down make columns. Then count the squares, one row at a time.",
      workedExample: {
        problem: "A rectangle is cut into 3 rows and 4 columns of equal squares. How many squares are there?",
        steps: ["Each row has 4 squares.", "There are 3 rows.", "4 + 4 + 4 = 12."],
        answer: "12 squares",
      },
    },
    coaching: {
      say: "Let's turn this rectangle into a chocolate bar and count the pieces.",
      ask: [
        "Are all the squares the same size?",
        "How many squares are in each row?",
        "How could you count faster than one by one?",
      ],
      misconception:
        "Drawing squares of different sizes or leaving gaps, so the count is off. Check that every square is the same size and the rows line up.",
    },
    majorWork: false,
  },
  {
    id: "m-2.g.a.3",
    subject: "math",
    grade: 2,
    strand: "geometry",
    standards: ["2.G.A.3"],
    prerequisites: ["m-2.g.a.2"],
    description:
      "Splits circles and rectangles into 2, 3 or 4 equal shares, calls them halves, thirds or fourths, and knows the whole is two halves, three thirds or four fourths.",
    name: "Halves, thirds and fourths",
    lesson: {
      explanation:
        "Equal shares are parts that are just the same size. Cut a thing into 2 equal shares and you get halves. Cut it into 3 and you get thirds. Cut it into 4 and you get fourths, or quarters. All the shares put back together make the whole thing.",
      workedExample: {
        problem:
          "A pizza is cut into 4 equal slices. Jo eats 1 slice. What part did she eat? How many fourths make the whole pizza?",
        steps: [
          "4 equal slices means each slice is one fourth.",
          "Jo ate one fourth of the pizza.",
          "All 4 slices make the whole, so four fourths make one pizza.",
        ],
        answer: "One fourth; four fourths make the whole pizza.",
      },
    },
    coaching: {
      say: "Sharing fairly is what fractions are about. Every share must be the same size.",
      ask: [
        "Are the pieces the same size?",
        "How many pieces make the whole?",
        "If we cut the same pizza into more pieces, does each piece get bigger or smaller?",
      ],
      misconception:
        "Calling any four pieces 'fourths' even when they are different sizes. Ask: would you be happy to get the smallest piece? If not, the shares are not equal.",
    },
    majorWork: false,
  },
];

/** Grade-2 standards that cannot be practised on a screen, each with its reason. */
export const mathGrade2OffScreen: OffScreenStandard[] = [];
