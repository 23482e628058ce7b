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
  {
    id: "g6-music-solo-pair",
    grade: 6,
    genre: "literature",
    theme: "music",
    title: "A Story and a Poem About Stage Fright",
    pair: ["The Solo", "Before the Curtain"],
    text: [
      `Text 1: The Solo`,
      `Nadia had practiced the trumpet solo every evening for six weeks. She could play it in the kitchen, in the garage, and even in the dark. But on the night of the spring concert, standing behind the heavy velvet curtain, she could not remember the first note.`,
      `Her hands were damp, and her heart thumped so loudly that she was sure the tuba player beside her could hear it. Through a gap in the curtain she saw rows and rows of folding chairs, every one of them full. Her little brother was waving a paper program like a flag.`,
      `"I can't do it," she whispered to Mr. Bell, the band director.`,
      `Mr. Bell did not tell her to calm down. Instead he asked, "What do you do before you play at home?"`,
      `Nadia thought about it for a moment. "I take three slow breaths, and then I tap my foot four times."`,
      `"Then do that," he said.`,
      `When the curtain opened, the lights were so bright that the audience disappeared into a warm, dark blur. Nadia took three slow breaths and tapped her foot four times, exactly as she did at home. The first note came out thin and shaky, but the second was stronger, and by the tenth she had forgotten about the chairs. She was back in the kitchen, playing for the refrigerator and the cat.`,
      `Afterward, her brother ran up and grabbed her sleeve. "You didn't even look scared," he said. Nadia laughed, because she had been terrified the whole time; she had simply decided to play anyway.`,
      `Text 2: Before the Curtain`,
      `My knees have turned to jelly,\nmy mouth is full of sand,\nthe music I have memorized\nhas slipped out of my hand.`,
      `Beyond the curtain, voices hum\nlike bees inside a jar.\nI wonder if they'll hear me shake.\nI wonder where they are.`,
      `But fear is only energy\nthat has not found its song.\nI breathe it in, I breathe it out,\nand carry it along.`,
      `The curtain lifts. The lights come up.\nI cannot see a face.\nAnd every note I'm frightened of\nfalls neatly into place.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "What idea about fear do BOTH texts share?",
        choices: [
          "You can feel afraid and still perform well.",
          "Fear goes away if you practice enough.",
          "Only beginners feel nervous before a show.",
          "It is better to skip a show than to play badly.",
        ],
        answer: 0,
        explanation:
          "Nadia is terrified but plays anyway, and the speaker of the poem breathes the fear in and out and 'carries it along' until the notes fall into place. Both texts show fear and a good performance at the same time.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How is the way the two texts tell about stage fright different?",
        choices: [
          "Text 1 tells events with a beginning, middle and end; Text 2 uses rhyme and images to show one moment from the inside.",
          "Text 1 gives facts about stage fright; Text 2 tells a story with several characters.",
          "Text 1 is told by the performer; Text 2 is told by someone in the audience.",
          "Text 1 takes place at home; Text 2 takes place at school.",
        ],
        answer: 0,
        explanation:
          "Text 1 is a story: Nadia is frightened, gets advice, plays and talks to her brother afterward. Text 2 is a poem in rhyming stanzas that uses images like 'knees have turned to jelly' to show how the moment feels.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "Which detail appears in both the story and the poem?",
        choices: [
          "Bright lights that hide the audience",
          "A band director who gives advice",
          "A younger brother in the audience",
          "A tuba player standing nearby",
        ],
        answer: 0,
        explanation:
          "In Text 1 the lights make the audience 'disappear into a warm, dark blur', and in Text 2 the lights come up and the speaker 'cannot see a face'. The other details are only in Text 1.",
      },
      {
        format: "short-answer",
        skill: "comparing-texts",
        prompt: "Both performers do something with their breathing. Explain how breathing helps in each text.",
        answer:
          "In Text 1 Nadia takes three slow breaths, as she does at home, so the stage feels like practice. In Text 2 the speaker breathes the fear in and out and carries it along, turning the fear into energy for the song.",
        keyPhrases: [
          ["three", "slow breath", "at home", "practice", "routine", "kitchen"],
          ["energy", "in and out", "carry", "carries", "song"],
        ],
        explanation:
          "Text 1 uses breathing as Nadia's home routine, which brings her back to the kitchen. Text 2 describes breathing the fear in and out so it becomes energy. An answer needs one idea from each text.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "In Text 1, why does Mr. Bell ask what Nadia does before she plays at home?",
        choices: [
          "He wants her to use a routine that already makes her feel ready.",
          "He wants to know whether she has really practiced.",
          "He is trying to delay the concert.",
          "He plans to tell the audience about her practice.",
        ],
        answer: 0,
        explanation:
          "He does not tell her to calm down; he reminds her of the breaths and foot taps she does at home, and once she does them she feels back in the kitchen.",
      },
    ],
  },
  {
    id: "g7-sports-school-start-pair",
    grade: 7,
    genre: "informational",
    theme: "sports",
    title: "Two Articles About When School Should Start",
    pair: ["The Science of the Sleepy Teenager", "The Clock Is Not the Only Problem"],
    text: [
      `Text 1: The Science of the Sleepy Teenager`,
      `Many middle and high school students drag themselves out of bed before the sun is up. Adults often blame phones or late-night TV, but scientists point to something inside the body. In the teen years, the body's inner clock shifts. The brain starts to make melatonin, the chemical that makes us feel sleepy, later in the evening than it did in childhood. So many teens just do not feel tired until eleven o'clock or later.`,
      `Sleep experts say that teens need eight to ten hours of sleep each night. A student who falls asleep at eleven and must wake at six gets only seven hours, and many get less. Over weeks and months, the lost sleep adds up. Studies have tied it to poor focus, lower grades, more sports injuries, and drowsy driving in older teens.`,
      `In 2014, the American Academy of Pediatrics gave its advice. It said middle and high schools should start no earlier than 8:30 in the morning. Some school districts that moved their start times later found that students slept longer and missed fewer days of school. The facts, this side argues, are clear: school hours should fit the way teen bodies really work.`,
      `Text 2: The Clock Is Not the Only Problem`,
      `Few people argue that teens get enough sleep. The harder question is whether a later school bell will fix it, and at what cost.`,
      `In many districts, the same buses carry students to several schools, one after another. If the middle and high schools start later, the grade schools may have to start earlier. That would put young children at bus stops in the dark. The other choice, buying more buses and hiring more drivers, can cost a district millions of dollars.`,
      `A later start also means a later finish. Practices and games would run into the evening, and teams might leave class early to travel to away games. Students who work after school or look after younger brothers and sisters could lose hours they need.`,
      `Last, a later bell does not control what happens at night. If students stay up later because school starts later, they gain little. Families, coaches and schools may need to work together on habits like screen time and the amount of homework, not just on the clock.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "On which point do the authors of BOTH texts agree?",
        choices: [
          "Many teenagers do not get enough sleep.",
          "Schools should start at 8:30 or later.",
          "Changing bus schedules is easy and cheap.",
          "Sports practices should move to the morning.",
        ],
        answer: 0,
        explanation:
          "Text 1 explains why teenagers miss sleep, and Text 2 begins, 'Few people argue that teenagers get enough sleep.' They agree on the problem but not on the solution.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How do the two authors shape their articles with different evidence?",
        choices: [
          "Text 1 emphasizes body clocks and health research; Text 2 emphasizes buses, costs and after-school schedules.",
          "Text 1 emphasizes costs to the district; Text 2 emphasizes melatonin and sleep hours.",
          "Text 1 uses personal stories from students; Text 2 uses stories from coaches.",
          "Both texts rely only on the opinions of sleep experts.",
        ],
        answer: 0,
        explanation:
          "Text 1 builds its case on melatonin, hours of sleep and the pediatricians' advice. Text 2 builds its case on shared buses, the cost of drivers and later practices and jobs.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "Which statement best describes how the two texts conclude?",
        choices: [
          "Text 1 says schedules should change to fit teenage bodies; Text 2 says a later bell alone may not solve the problem.",
          "Both texts say schools should never change their start times.",
          "Text 1 says teenagers should go to bed earlier; Text 2 says schools should start at 8:30.",
          "Both texts say phones are the main cause of tired teenagers.",
        ],
        answer: 0,
        explanation:
          "Text 1 ends that 'school hours should fit the way teen bodies really work.' Text 2 ends that families, coaches and schools need to work on habits, 'not just on the clock.'",
      },
      {
        format: "short-answer",
        skill: "comparing-texts",
        prompt:
          "Text 1 and Text 2 both mention what students do at night. Explain how each author uses that idea differently.",
        answer:
          "Text 1 says teenagers are not sleepy until late because melatonin comes later, so it is their body clock, not just phones. Text 2 says students might stay up later if school starts later, so habits like screen time also matter.",
        keyPhrases: [
          ["melatonin", "body clock", "internal clock", "not sleepy", "not feel tired", "not tired"],
          ["stay up later", "habits", "screen time", "homework"],
        ],
        explanation:
          "Text 1 uses the night to show that late sleepiness comes from the body, not only from phones. Text 2 uses it to warn that a later bell could simply lead to later bedtimes. An answer needs both.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "According to Text 2, why might grade schools have to start earlier?",
        choices: [
          "The same buses carry students to several schools, one after another.",
          "Young children need less sleep than teenagers.",
          "Elementary teachers asked for a longer day.",
          "Sports teams need the buses in the morning.",
        ],
        answer: 0,
        explanation:
          "Text 2 says buses serve several schools in turn, so if the older students start later, the younger ones may have to go first.",
      },
    ],
  },
  {
    id: "g8-vehicles-icarus-pair",
    grade: 8,
    genre: "literature",
    theme: "vehicles",
    title: "An Old Myth and a New Story About Flying Too High",
    pair: ["Icarus and the Wings of Wax", "Range Warning"],
    text: [
      `Text 1: Icarus and the Wings of Wax`,
      `Long ago, on the island of Crete, the inventor Daedalus and his son Icarus were held prisoner by King Minos. The king controlled every ship that left the harbor, so escape by sea was impossible. Daedalus looked up at the gulls circling above the cliffs and decided that he and his son would leave by the sky.`,
      `For months he gathered feathers, large and small. He bound them together with thread and fixed them with melted wax, shaping two pairs of great curved wings. When they were finished, he fastened one pair to his son's shoulders and gave him a warning. "Fly the middle path," he said. "If you fly too low, the spray of the sea will soak your feathers. If you fly too high, the heat of the sun will melt the wax."`,
      `At first Icarus obeyed, following close behind his father over the waves. But the feeling of flight was more thrilling than anything he had ever known. He rose higher, then higher still, forgetting the warning as the island shrank beneath him. The sun softened the wax, and one by one the feathers slipped loose. Icarus beat his bare arms against the empty air and fell into the sea. His grieving father named the nearby island after him, and the water where he fell is still called the Icarian Sea.`,
      `Text 2: Range Warning`,
      `Theo had saved for eight months to buy the racing drone, and on the first warm Saturday he carried it to the reservoir with his aunt Priya, who had flown drones for a surveying company.`,
      `"Two rules," she said, tapping the controller's screen. "Keep it in sight, and watch the battery. When it hits thirty percent, you bring it home. Cold air over water drains it faster than you think."`,
      `For the first ten minutes Theo flew careful, low figure eights above the shore, and then he pushed the stick forward and the drone shot out across the water, climbing until it was a black speck against the clouds. The camera feed showed the whole valley spread out like a map. It was the most beautiful thing he had ever seen.`,
      `A soft beep sounded from the controller: thirty percent. Just one more pass, he told himself, even as the beeping grew faster and more insistent. At twelve percent, he finally turned it around, but the drone was too far out. It dropped, slowly and then quickly, and disappeared into the gray water.`,
      `Theo stood very still on the shore, staring at the ripples. Priya did not say "I told you so." She only put a hand on his shoulder. "Everybody who flies learns that lesson once," she said quietly. "The trick is to learn it only once."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "Which pattern of events from the myth does the modern story repeat?",
        choices: [
          "An experienced adult gives a clear warning, the young flier is carried away by the thrill and ignores it, and the flight ends in the water.",
          "A prisoner escapes from a king by building a flying machine.",
          "A parent and child fly side by side and arrive safely together.",
          "A young flier is punished by a king for breaking the rules.",
        ],
        answer: 0,
        explanation:
          "In both texts an adult who knows flying gives a warning (Daedalus about the sun, Priya about the battery), the young flier forgets it in the excitement of flying high, and the flight ends in the sea or the reservoir.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How does the modern story in Text 2 change the ending of the myth in Text 1?",
        choices: [
          "In Text 2 only the drone is lost, and Theo lives to learn from his mistake.",
          "In Text 2 Theo's aunt punishes him, while in Text 1 Daedalus forgives his son.",
          "In Text 2 the drone returns safely, while in Text 1 Icarus is lost.",
          "In Text 2 Theo ignores no warnings at all.",
        ],
        answer: 0,
        explanation:
          "Icarus dies in the myth, so the cost of ignoring the warning is final. In the modern story the cost is a drone, and Priya's words ('learn it only once') turn the loss into a lesson Theo can use.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "In each text, what plays the role of the 'limit' that the young flier must respect?",
        choices: [
          "The melting point of the wax in Text 1 and the battery level in Text 2",
          "The king's ships in Text 1 and the clouds in Text 2",
          "The sea spray in Text 1 and the camera feed in Text 2",
          "The island of Crete in Text 1 and the shore of the reservoir in Text 2",
        ],
        answer: 0,
        explanation:
          "Daedalus warns that the sun will melt the wax if Icarus flies too high; Priya warns Theo to come home at thirty percent battery. Each limit is physical, and crossing it brings the flier down.",
      },
      {
        format: "short-answer",
        skill: "comparing-texts",
        prompt:
          "Both young fliers see something that makes them forget the warning. Describe what each one experiences, using both texts.",
        answer:
          "Icarus feels that flying is more thrilling than anything he has ever known and rises higher as the island shrinks. Theo sees the whole valley spread out like a map on the camera feed, the most beautiful thing he has ever seen.",
        keyPhrases: [
          ["thrill", "thrilling", "feeling of flight", "island shrank", "shrinks", "higher"],
          ["valley", "map", "camera", "beautiful"],
        ],
        explanation:
          "Text 1 says the feeling of flight was more thrilling than anything Icarus had known. Text 2 says the camera showed the valley like a map, the most beautiful thing Theo had seen. Both are carried away by wonder.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "In Text 2, what does Priya's reaction at the end show about her?",
        choices: [
          "She understands mistakes and wants Theo to learn rather than feel ashamed.",
          "She is angry that Theo wasted his money.",
          "She does not care that the drone was lost.",
          "She blames herself for the accident.",
        ],
        answer: 0,
        explanation:
          "She does not say 'I told you so'; she puts a hand on his shoulder and says everybody learns that lesson once, which shows patience and kindness.",
      },
    ],
  },
];
