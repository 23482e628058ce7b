/** 3.MD.A.1 telling and elapsed time, 3.MD.A.2 mass and liquid volume. */
import { byDifficulty, integerAnswer, intRange, multipleChoice, wrongIntegers, type Generator } from "../../build.ts";
import { clockFace } from "../../figures/index.ts";
import { count, math } from "../../text.ts";
import { counted, plural } from "../../language.ts";

const pad = (m: number) => String(m).padStart(2, "0");
const clockText = (h: number, m: number) => `${h}:${pad(m)}`;
/** Minutes after 12:00, the value the checking harness compares. */
const clockValue = (h: number, m: number) => `${h % 12} * 60 + ${m}`;

/**
 * m-3.md.a.1-tell-time: read an analog clock. Difficulty 1 uses five-minute marks, 2 any minute
 * before the half hour, 3 any minute (after the half hour the hour hand is close to the next hour).
 */
export const tellTime: Generator = ({ rng, difficulty }) => {
  const h = rng.int(1, 12);
  // Level 2 reads to the minute between the 5-minute marks (those are level 1's times).
  const m = byDifficulty({ difficulty }, [
    rng.int(1, 11) * 5,
    rng.pick(intRange(1, 29).filter((x) => x % 5 !== 0)),
    rng.int(31, 59),
  ]);
  const minuteNumber = Math.floor(m / 5);
  const hourAsMinutes = (h * 5) % 60;
  const next = (h % 12) + 1;
  const { choices, answer, wrongAnswers } = multipleChoice(rng, { text: clockText(h, m), value: clockValue(h, m) }, [
    {
      text: clockText(next, m),
      value: clockValue(next, m),
      misconception: "reads-the-next-hour",
      feedback: `The hour hand has not reached ${next} yet, so it is still ${h} o'clock and some minutes.`,
    },
    {
      text: clockText(h, minuteNumber),
      value: clockValue(h, minuteNumber),
      misconception: "reads-minute-number-as-minutes",
      feedback: `The minute hand near ${minuteNumber || 12} means about ${minuteNumber * 5} minutes: count by 5s around the clock.`,
    },
    {
      text: clockText(minuteNumber || 12, hourAsMinutes),
      value: clockValue(minuteNumber || 12, hourAsMinutes),
      misconception: "swaps-clock-hands",
      feedback: "The short hand shows the hour and the long hand shows the minutes.",
    },
    {
      text: clockText(h, (m + 5) % 60),
      value: clockValue(h, (m + 5) % 60),
      misconception: "calculation-slip",
      feedback: "Count the minute marks again, by 5s and then by 1s.",
    },
  ]);
  return {
    prompt: "What time does the clock show?",
    figure: clockFace(h, m),
    answer,
    choices,
    hints: [
      "The short hand shows the hour: use the number it has just passed.",
      `The long hand shows minutes. Count by 5s for each number, then by 1s for the small marks.`,
    ],
    solution: {
      steps: [
        `The hour hand is just past ${h}, so the hour is ${h}.`,
        `The minute hand is ${counted(m, plural("minutes"))} past the 12.`,
      ],
      answer: `The time is ${clockText(h, m)}.`,
    },
    wrongAnswers,
    check: { kind: "value", expression: clockValue(h, m) },
  };
};

/**
 * m-3.md.a.1: minutes between two times. Difficulty 1 stays within one hour, 2 crosses the hour,
 * 3 crosses the hour with more than an hour or odd minutes.
 */
export const elapsedTime: Generator = ({ rng, difficulty, words }) => {
  const h = rng.int(1, 10);
  const [m, minutes] = byDifficulty({ difficulty }, [
    [rng.int(0, 6) * 5, rng.int(2, 5) * 5],
    [rng.int(7, 11) * 5, rng.int(4, 9) * 5],
    [rng.int(31, 58), rng.int(40, 110)],
  ] as const);
  const end = h * 60 + m + minutes;
  const [h2, m2] = [Math.floor(end / 60), end % 60];
  const event = rng.pick(words.events);
  const asNumbers = h2 * 100 + m2 - (h * 100 + m);
  return {
    prompt: `${event.charAt(0).toUpperCase()}${event.slice(1)} started at ${clockText(h, m)} and ended at ${clockText(h2, m2)}. How many minutes did it last?`,
    answer: integerAnswer(minutes, { unit: "minutes" }),
    hints: [
      `Jump from ${clockText(h, m)} to the next hour, then on to ${clockText(h2, m2)}.`,
      h2 > h && m2 === 0
        ? `Count on from ${clockText(h, m)} up to ${h + 1}:00${m % 5 === 0 ? " by 5s" : ""}. How many minutes is that?`
        : h2 > h
          ? `From ${clockText(h, m)} to ${h + 1}:00 is ${60 - m} minutes.`
          : `Count on from ${counted(m, plural("minutes"))} to ${counted(m2, plural("minutes"))}.`,
    ],
    solution: {
      steps:
        h2 > h
          ? [
              `${clockText(h, m)} to ${h + 1}:00 is ${60 - m} minutes.`,
              `${h + 1}:00 to ${clockText(h2, m2)} is ${minutes - (60 - m)} minutes.`,
              `${math(`${60 - m} + ${minutes - (60 - m)} = ${minutes}`)}.`,
            ]
          : [
              `From ${counted(m, plural("minutes"))} to ${counted(m2, plural("minutes"))} is ${math(`${m2} - ${m} = ${minutes}`)}.`,
            ],
      answer: `It lasted ${counted(minutes, plural("minutes"))}.`,
    },
    wrongAnswers: wrongIntegers(minutes, [
      {
        misconception: "subtracts-times-like-numbers",
        value: asNumbers,
        feedback: "An hour has 60 minutes, not 100. Jump to the next hour first.",
      },
      {
        misconception: "counts-to-the-hour-only",
        value: h2 > h ? 60 - m : -1,
        feedback: `That gets you to ${h + 1}:00. Keep counting to ${clockText(h2, m2)}.`,
      },
      { misconception: "calculation-slip", value: minutes + 10, feedback: "Check your jumps on the clock again." },
    ]),
    check: { kind: "value", expression: `(${h2} * 60 + ${m2}) - (${h} * 60 + ${m})` },
  };
};

/**
 * m-3.md.a.2: one-step problems with grams, kilograms and liters. Difficulty 1 adds, 2 finds a
 * difference, 3 multiplies or divides.
 */
export const massAndVolume: Generator = ({ rng, difficulty, words }) => {
  const person = rng.pick(words.people);
  const liquid = rng.chance(0.4);
  // Level 3 multiplies and shares small numbers (2 to 10 each): kilograms or liters, never a few
  // grams of something.
  const thing = liquid ? words.container.noun : rng.pick(difficulty === 3 ? [words.heavy] : [words.heavy, words.light]);
  const unit = liquid ? "liters" : thing === words.light ? "grams" : "kilograms";
  const [lo, hi] = unit === "grams" ? [20, 450] : [3, 45];
  const measure = liquid ? `holds` : "weighs";
  const what = liquid ? `of ${words.container.liquid}` : "";
  if (difficulty === 3) {
    const n = rng.int(2, 9);
    const each = rng.int(2, 10);
    const divide = rng.chance(0.5);
    const total = n * each;
    const answer = divide ? each : total;
    return {
      prompt: divide
        ? `${person} has ${total} ${unit} ${what} to share equally into ${count(n, thing)}. How many ${unit} go in each?`.replace(
            "  ",
            " ",
          )
        : `Each ${thing.one} ${measure} ${each} ${unit}${what ? ` ${what}` : ""}. How many ${unit} do ${count(n, thing)} ${liquid ? "hold" : "weigh"} in all?`,
      answer: integerAnswer(answer, { unit }),
      hints: [
        divide ? "Sharing equally is dividing." : "Equal amounts put together: multiply.",
        divide ? `${math(`${n} × ☐ = ${total}`)}` : `${math(`${n} × ${each}`)}`,
      ],
      solution: {
        steps: [divide ? `${math(`${total} ÷ ${n} = ${each}`)}.` : `${math(`${n} × ${each} = ${total}`)}.`],
        answer: `${answer} ${unit}`,
      },
      wrongAnswers: wrongIntegers(
        answer,
        divide
          ? [
              {
                misconception: "subtracts-instead-of-divides",
                value: total - n,
                feedback: `Sharing into ${n} equal parts is dividing by ${n}.`,
              },
              {
                misconception: "multiplies-instead-of-divides",
                value: total * n,
                feedback: "Sharing makes each part smaller than the total. Divide.",
              },
            ]
          : [
              {
                misconception: "adds-instead-of-multiplies",
                value: n + each,
                feedback: `There are ${n} of them and each is ${each} ${unit}: multiply.`,
              },
              {
                misconception: "counts-one-group",
                value: each,
                feedback: `That is just one ${thing.one}. There are ${n}.`,
              },
            ],
      ),
      check: { kind: "value", expression: divide ? `${total} / ${n}` : `${n} * ${each}` },
    };
  }
  const a = rng.int(lo, hi);
  const b = rng.int(lo, hi);
  const [big, small] = a === b ? [a + 1, b] : [Math.max(a, b), Math.min(a, b)];
  const add = difficulty === 1;
  const answer = add ? big + small : big - small;
  return {
    prompt: add
      ? `One ${thing.one} ${measure} ${big} ${unit}${what ? ` ${what}` : ""}. Another ${measure} ${small} ${unit}. How many ${unit} is that together?`
      : `One ${thing.one} ${measure} ${big} ${unit}${what ? ` ${what}` : ""}. Another ${measure} ${small} ${unit}. How many more ${unit} does the first one ${liquid ? "hold" : "weigh"}?`,
    answer: integerAnswer(answer, { unit }),
    hints: [
      add ? "Together means add." : "How many more means find the difference: subtract.",
      add ? `${math(`${big} + ${small}`)}` : `${math(`${big} - ${small}`)}`,
    ],
    solution: {
      steps: [add ? `${math(`${big} + ${small} = ${answer}`)}.` : `${math(`${big} - ${small} = ${answer}`)}.`],
      answer: `${answer} ${unit}`,
    },
    wrongAnswers: wrongIntegers(answer, [
      add
        ? {
            misconception: "subtracts-instead-of-adds",
            value: big - small,
            feedback: "Together means put the amounts together: add.",
          }
        : {
            misconception: "adds-instead-of-subtracts",
            value: big + small,
            feedback: "How many more asks for the difference: subtract.",
          },
      { misconception: "calculation-slip", value: answer + 10, feedback: "Check the tens again." },
    ]),
    check: { kind: "value", expression: add ? `${big} + ${small}` : `${big} - ${small}` },
  };
};
