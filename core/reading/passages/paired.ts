import type { Passage } from "../types.ts";

/**
 * Paired passages for "comparing texts" (RL.x.9 / RI.x.9): two short original texts on one topic
 * or theme, written for Brightpath, shown together under "Text 1" and "Text 2" headings. Only
 * these passages carry comparing-texts questions, and each such question needs both texts.
 */
export const pairedPassages: Passage[] = [
  {
    id: "g3-ocean-otter-pair",
    grade: 3,
    genre: "informational",
    theme: "ocean",
    title: "Two Texts About Sea Otters",
    pair: ["Sea Otters Hold Hands", "The Otter and the Kelp Forest"],
    text: [
      `Text 1: Sea Otters Hold Hands`,
      `Sea otters live in the cold ocean near the shore. They spend almost their whole lives in the water. They even sleep there! A sea otter floats on its back to rest. But the waves could carry it away while it sleeps. So otters hold paws with each other. Some wrap themselves in long strands of seaweed called kelp. The kelp works like an anchor and keeps them in one place.`,
      `A group of resting otters is called a raft. Some rafts have more than a hundred otters in them!`,
      `Sea otters do not have a thick layer of fat like seals and whales. But they have the thickest fur of any animal. It keeps them warm and dry.`,
      `Text 2: The Otter and the Kelp Forest`,
      `Under the waves, tall kelp grows in thick forests. Fish hide in the kelp. Crabs and snails climb on it. But the kelp has an enemy: the sea urchin. Sea urchins are small animals with spines. They chew through kelp. When there are too many urchins, a whole kelp forest can be gone.`,
      `That is where sea otters help. Otters love to eat sea urchins. An otter dives down, grabs an urchin, and floats on its back. It uses a rock to crack open the shell. One otter can eat a lot of urchins in a day.`,
      `Where otters live, the kelp forests stay healthy. Where otters are gone, the urchins often take over. Otters are small animals with a big job.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "What do BOTH texts tell you about sea otters?",
        choices: [
          "They float on their backs.",
          "They hold paws while they sleep.",
          "They eat sea urchins.",
          "They have a thick layer of fat.",
        ],
        answer: 0,
        explanation:
          "Text 1 says an otter floats on its back to rest, and Text 2 says it floats on its back to eat. Holding paws is only in Text 1, eating urchins is only in Text 2, and neither says otters have a thick layer of fat.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "Which fact is in Text 2 but NOT in Text 1?",
        choices: [
          "Otters use rocks to crack open shells.",
          "Otters sleep in the water.",
          "Otters have very thick fur.",
          "A group of otters is called a raft.",
        ],
        answer: 0,
        explanation:
          "Only Text 2 tells how an otter cracks an urchin's shell with a rock. The other three facts are all in Text 1.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "Both texts talk about kelp. How are they different?",
        choices: [
          "Text 1 tells how otters use kelp to stay in place; Text 2 tells how otters keep kelp forests healthy.",
          "Text 1 tells how kelp grows; Text 2 tells how otters sleep in kelp.",
          "Text 1 says kelp is food for otters; Text 2 says kelp is food for fish.",
          "Text 1 says kelp is dangerous; Text 2 says kelp is safe.",
        ],
        answer: 0,
        explanation:
          "In Text 1, otters wrap themselves in kelp like an anchor. In Text 2, otters eat the urchins that would chew through the kelp, so the kelp forest stays healthy.",
      },
      {
        format: "short-answer",
        skill: "comparing-texts",
        prompt: "Use both texts. Give one way kelp helps sea otters and one way sea otters help kelp.",
        answer:
          "Kelp helps otters because it works like an anchor so they do not float away while they sleep. Otters help kelp because they eat the sea urchins that chew through it.",
        keyPhrases: [
          ["anchor", "float away", "drift", "one place", "carry", "stay"],
          ["urchin", "eat"],
        ],
        explanation:
          "Text 1 gives the first half (kelp keeps a sleeping otter in one place) and Text 2 gives the second half (otters eat the urchins). You need both texts to answer.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "In Text 1, why do sea otters hold paws?",
        choices: [
          "So the waves do not carry them away while they sleep",
          "So they can dive down to the bottom together",
          "So they can keep their fur warm",
          "So they can share their food",
        ],
        answer: 0,
        explanation: "Text 1 says the waves could carry a sleeping otter away, so otters hold paws with each other.",
      },
    ],
  },
  {
    id: "g4-nature-patience-pair",
    grade: 4,
    genre: "literature",
    theme: "nature",
    title: "Two Stories About Waiting",
    pair: ["The Plum Tree", "Rafael's Rocket"],
    text: [
      `Text 1: The Plum Tree`,
      `Grandmother planted a plum pit by the gate. "When will it be a tree?" Mei asked. "When it is ready," said Grandmother.`,
      `Every morning Mei checked the spot. For weeks there was only dirt. At last a green sprout poked up, no taller than her thumb. Mei was sure there would be plums by summer. Summer came and went, and the sprout grew only as tall as her knee.`,
      `"This tree is too slow," Mei said. "Let's just buy plums at the market."`,
      `Grandmother smiled. "A tree grows a little every day, even when you cannot see it. So do you."`,
      `Mei kept watering it. Three springs later, white flowers covered the branches. That summer, Mei and Grandmother sat under the tree and ate plums warm from the sun. They tasted better than any plum from the market.`,
      `Text 2: Rafael's Rocket`,
      `Rafael built a rocket for the science fair. On the first launch, a fin fell off and the rocket spun into a bush. He glued the fin back on and tried again the same afternoon. This time the fin came loose halfway up.`,
      `"The glue needs a whole night to dry," said Mrs. Okafor, who lived next door. "You are rushing it."`,
      `Rafael groaned. He wanted the rocket to fly now. But he set it on the shelf and went to bed.`,
      `The next morning the fin was as hard as stone. Rafael counted down and pressed the button. The rocket shot straight up, higher than the roof, and floated down on its little red parachute. Rafael laughed. Waiting one night had been the hardest part.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "What lesson do BOTH stories teach?",
        choices: [
          "Some good things take time, so be patient.",
          "Always ask an adult before you start a project.",
          "Fruit from the market is never as good as fruit from home.",
          "Science is more fun than gardening.",
        ],
        answer: 0,
        explanation:
          "Mei has to wait years for plums, and Rafael has to wait a night for the glue. In both stories, waiting is what makes things turn out well.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How are Mei and Rafael alike at the start of their stories?",
        choices: [
          "They both want things to happen right away.",
          "They both are building something for school.",
          "They both are afraid of failing.",
          "They both live with their grandmothers.",
        ],
        answer: 0,
        explanation:
          "At the start of both stories the main character is in a hurry: Mei expects plums by the first summer, and Rafael wants his rocket to fly the same day.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How are the events in the two stories different?",
        choices: [
          "Mei waits for years while the tree grows; Rafael fails twice before he waits one night.",
          "Mei fails twice; Rafael waits for years.",
          "Mei gives up on the tree; Rafael gives up on the rocket.",
          "Mei's problem is solved by buying plums; Rafael's problem is solved by buying a new rocket.",
        ],
        answer: 0,
        explanation:
          "Mei's story stretches over three springs of waiting. Rafael's story happens in two days: two launches that fail, then one night of waiting, then a good launch.",
      },
      {
        format: "short-answer",
        skill: "comparing-texts",
        prompt: "In each story, who helps the main character learn to wait, and what do they say?",
        answer:
          "Grandmother tells Mei that a tree grows a little every day even when you cannot see it. Mrs. Okafor tells Rafael that the glue needs a whole night to dry and he is rushing it.",
        keyPhrases: [
          ["grandmother", "grandma"],
          ["okafor", "neighbor", "next door"],
        ],
        explanation:
          "Both stories have an older helper: Grandmother in the first and Mrs. Okafor next door in the second. Each one explains why waiting matters.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: 'At the end of "Rafael\'s Rocket," what has Rafael learned?',
        choices: [
          "Waiting can be the hardest part, but it is worth it.",
          "Rockets need bigger parachutes.",
          "He should never build a rocket again.",
          "His neighbor does not like loud noises.",
        ],
        answer: 0,
        explanation:
          "Rafael laughs and thinks that waiting one night had been the hardest part: the wait made the launch work.",
      },
    ],
  },
  {
    id: "g5-vehicles-bicycle-pair",
    grade: 5,
    genre: "informational",
    theme: "vehicles",
    title: "Two Texts About Bicycles",
    pair: ["How the Bicycle Got Its Shape", "Bikes Take Over the Streets"],
    text: [
      `Text 1: How the Bicycle Got Its Shape`,
      `The first bicycle did not have pedals. In 1817, a German inventor named Karl Drais built a "running machine" out of wood. A rider sat between two wheels and pushed against the ground with both feet, like a child on a balance bike. It was faster than walking. But it was hard to steer and harder to stop.`,
      `About fifty years later, builders in France attached pedals to the front wheel. Now riders could keep their feet off the ground. To go faster, builders made the front wheel bigger and bigger. Some front wheels were taller than a grown man. These "high-wheelers" were fun and fast. But a bump in the road could throw a rider over the top.`,
      `In the 1880s, a new design changed it all. The "safety bicycle" had two wheels of the same size, and a chain connected the pedals to the back wheel. Riders sat low enough to put a foot down. Soon almost anyone could ride. Bikes were sold all over the world.`,
      `Text 2: Bikes Take Over the Streets`,
      `In many cities today, bikes are winning back the streets. Copenhagen, in Denmark, has hundreds of miles of bike lanes, and many people there ride to work and school every day, even in the snow.`,
      `Why are more people riding? Bikes take up little space. They cost far less than cars, and they make no smoke. Riding is also good for you. Many cities now have bike share programs. A rider unlocks a bike with a phone, rides across town, and leaves it at another station.`,
      `New designs help too. Electric bikes have a small motor that helps riders climb steep hills. Cargo bikes have a big box in front for groceries or even children. City planners say that when streets have safe lanes of their own for bikes, many more people choose to ride.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "Which idea do BOTH texts support?",
        choices: [
          "New designs have made bicycles easier for more people to ride.",
          "Bicycles were invented in Denmark.",
          "Bicycles are more dangerous today than they used to be.",
          "Most people would rather drive than ride a bike.",
        ],
        answer: 0,
        explanation:
          "Text 1 shows how pedals and the safety bicycle let almost anyone ride. Text 2 shows how electric bikes, cargo bikes and safe lanes bring even more riders.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How is the focus of Text 1 different from the focus of Text 2?",
        choices: [
          "Text 1 tells how the bicycle changed over time; Text 2 tells why many people ride bicycles in cities today.",
          "Text 1 tells how to ride a bicycle safely; Text 2 tells how to fix a bicycle.",
          "Text 1 is about bicycle races; Text 2 is about bicycle factories.",
          "Text 1 argues that high-wheelers were best; Text 2 argues that cars are best.",
        ],
        answer: 0,
        explanation:
          "Text 1 moves through history from 1817 to the 1880s. Text 2 is about cities today: bike lanes, bike share and new kinds of bikes.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt:
          "A student is writing a report on why riding a bike got safer. Which detail would she find only in Text 1?",
        choices: [
          "The safety bicycle let riders sit low enough to put a foot down.",
          "Safe bike lanes make more people choose to ride.",
          "Electric bikes help riders climb steep hills.",
          "Bike share programs let riders unlock a bike with a phone.",
        ],
        answer: 0,
        explanation: "The safety bicycle is described only in Text 1. The other three details come from Text 2.",
      },
      {
        format: "short-answer",
        skill: "comparing-texts",
        prompt:
          "Use both texts to explain one change from long ago and one change from today that helped more people ride bicycles.",
        answer:
          "Long ago, the safety bicycle with two same-size wheels and a chain let almost anyone ride. Today, bike lanes, bike share programs and electric bikes help more people ride in cities.",
        keyPhrases: [
          ["safety bicycle", "chain", "same size", "pedal", "put a foot down"],
          ["lane", "bike share", "electric", "cargo", "motor"],
        ],
        explanation:
          "The change from long ago comes from Text 1 (pedals, the chain and the safety bicycle); the change from today comes from Text 2 (lanes, bike share, electric and cargo bikes).",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "In Text 1, how did a rider move Karl Drais's running machine?",
        choices: [
          "By pushing against the ground with both feet",
          "By turning pedals on the front wheel",
          "By turning pedals connected to a chain",
          "By using a small motor",
        ],
        answer: 0,
        explanation: "The running machine had no pedals: the rider pushed against the ground with both feet.",
      },
    ],
  },
];
