import type { Passage } from "../types.ts";

/** Original grade-6 passages, written for Brightpath. */
export const grade6Passages: Passage[] = [
  {
    id: "g6-animals-clever-crows",
    grade: 6,
    genre: "informational",
    theme: "animals",
    title: "The Birds That Remember Your Face",
    text: [
      `Many people think of crows as noisy black birds that pick through trash. Scientists who study them see something else. Crows belong to a family of birds known for being unusually smart, and some of their skills surprise even the experts.`,
      `Take the crows that live on New Caledonia, a group of islands in the Pacific Ocean. These birds make their own tools. A crow will snap a twig from a bush, strip off the leaves, and nibble one end into a small hook. Then it pokes the hook into a hole in a dead log and fishes out a fat grub. Some crows tear long strips from stiff leaves, leaving a jagged edge like a saw. Young crows learn by watching older birds, and their first tools are clumsy. With practice, they get better.`,
      `Crows also have sharp memories for faces. In one well-known study in the city of Seattle, researchers wore a rubber mask while they caught a few wild crows, put bands on their legs, and let them go. The birds were not hurt, but they did not forget. For years afterward, whenever someone walked through the area wearing that same mask, crows gathered overhead and scolded the person loudly. Even crows that had never been caught joined in. The researchers think those birds learned about the "dangerous" face from other crows. When people walked by wearing a different mask, the crows mostly ignored them.`,
      `Why would a bird need such a good brain? Crows eat almost anything, from seeds to insects to scraps of food. An animal that eats many kinds of food has to solve many kinds of problems. It helps to remember which places are safe, which people are a threat, and which tricks worked last time. Crows also live in family groups, and sharing news about danger can keep the whole family alive.`,
      `The next time you hear a crow cawing from a rooftop, you might wonder what it is saying. It could be watching you, too, and deciding whether you are someone to remember.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "Which sentence best states the main idea of the passage?",
        choices: [
          "Crows are noisy pests that survive mostly by picking through people's trash.",
          "Scientists in Seattle wear rubber masks so that wild crows will not recognize them.",
          "Crows are clever birds that make tools, remember faces, and share what they learn.",
          "Young crows make clumsy tools at first but slowly improve by practicing.",
        ],
        answer: 2,
        explanation:
          "The passage gives several examples of how smart crows are: making hooks, remembering a masked face for years, and warning each other. The other choices are small details or the very idea the author argues against.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'In paragraph 3, the crows "gathered overhead and scolded the person loudly." What does "scolded" mean here?',
        choices: [
          "Called out angrily at the person",
          "Flew off quietly to hide from the person",
          "Circled around looking for food scraps",
          "Sang softly to warn their young",
        ],
        answer: 0,
        explanation:
          'The crows were reacting to a face they thought was dangerous, and they did it loudly. That tells you "scolded" means calling out angrily, the way a person might scold someone who did something wrong.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why did the researchers also walk by wearing a different mask?",
        choices: [
          "To trick the crows into flying close enough to be caught a second time",
          "Because the first mask had been damaged when the crows attacked it",
          "To teach the crows to forget the first mask and trust people again",
          "To check whether the crows reacted to that one face or to any masked person",
        ],
        answer: 3,
        explanation:
          "The passage says the crows mostly ignored the different mask. Testing a second mask showed that the birds were not upset by just any person. They were upset by the exact face that had caught them.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is paragraph 4 organized?",
        choices: [
          "It tells the events of the Seattle study in the order they happened.",
          "It asks a question and then gives reasons that answer it.",
          "It compares the brains of crows with the brains of other birds.",
          "It lists the steps a crow follows to make a hook tool.",
        ],
        answer: 1,
        explanation:
          'Paragraph 4 begins with the question "Why would a bird need such a good brain?" The rest of the paragraph gives reasons: crows eat many foods, need to remember safe places and threats, and live in families.',
      },
      {
        format: "short-answer",
        skill: "key-details",
        prompt: "How does a New Caledonian crow make a hook tool? Use details from the passage.",
        answer: "It snaps off a twig, strips off the leaves, and nibbles one end into a small hook.",
        keyPhrases: [
          ["twig", "stick", "branch"],
          ["hook", "nibble", "bite", "chew"],
        ],
        explanation:
          "Paragraph 2 gives the steps: the crow snaps a twig from a bush, strips off the leaves, and nibbles one end into a hook to fish out grubs.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt:
          'Why does the author begin by saying many people think of crows as "noisy black birds that pick through trash"?',
        choices: [
          "To persuade readers to keep their trash cans tightly closed",
          "To describe what crows look like before explaining their tools",
          "To present a common opinion that the passage then challenges",
          "To show that scientists agree crows are mostly pests",
        ],
        answer: 2,
        explanation:
          'Right after that sentence, the author writes, "Scientists who study them see something else." The rest of the passage shows that crows are much smarter than most people think.',
      },
    ],
  },
  {
    id: "g6-sports-the-handoff",
    grade: 6,
    genre: "literature",
    theme: "sports",
    title: "The Handoff",
    text: [
      `Nia Brooks was the fastest girl on the Eastfield Middle School track team, and that was exactly the problem.`,
      `In the 100-meter dash, she only had to worry about herself. She crouched at the line, waited for the whistle, and ran until there was no more track. But Coach Okafor had put her on the relay team, running the third leg, and the relay was a different animal. In a relay, four runners share one baton, and each runner must pass it to the next without slowing down.`,
      `At practice on Tuesday, Ji-woo came around the curve with the baton. Nia was supposed to start running when Ji-woo reached a chalk mark on the track, then reach back with her hand open. Instead, she took off too early. Ji-woo sprinted as hard as she could, arm stretched out, but she could not catch up. The baton clattered onto the track and rolled into the grass.`,
      `"Sorry," Nia muttered. It was the third drop that week.`,
      `"You don't trust me to catch you," Ji-woo said. She wasn't angry, only out of breath. "You keep running away from me."`,
      `Nia wanted to argue, but the words stuck in her throat. Every time she heard footsteps behind her, she panicked and bolted, as if the race were already being lost.`,
      `Coach Okafor walked over with his clipboard. "Fast legs win the hundred," he said. "Clean handoffs win the relay. The baton is the only runner that has to cross the finish line."`,
      `That evening, Nia and Ji-woo met at the park near Nia's apartment. They had no baton, so they used a rolled-up magazine. They paced out the distance with their sneakers and scratched a line in the dirt with a stick. Again and again, Ji-woo ran toward her, and Nia practiced waiting until the last moment. Her whole body itched to run early. She made herself count under her breath: one, two, go. By the time the streetlights flickered on, the magazine was slapping into her palm every single time.`,
      `At Saturday's meet, the stands were loud, but Nia heard only Ji-woo's footsteps. She waited. One, two, go. She reached back, and the baton landed in her hand as if someone had placed it there. She did not look back. She just ran.`,
      `Eastfield finished second, half a step behind the team from Riverside. Nia expected to feel disappointed. Instead, when Ji-woo threw an arm around her shoulders, she felt something better. For the first time all season, she had not been running alone.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'The narrator says "the relay was a different animal." What does this phrase mean?',
        choices: [
          "The relay was a wilder, rougher race than the 100-meter dash.",
          "The relay was a slower event that needed less speed.",
          "The relay was an event Nia already knew and liked well.",
          "The relay was a completely different kind of challenge.",
        ],
        answer: 3,
        explanation:
          'The next sentences explain how the relay is different: Nia has to share a baton and pass it without slowing down. "A different animal" is a saying that means something is a whole new kind of problem.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt:
          'What does Coach Okafor mean when he says, "The baton is the only runner that has to cross the finish line"?',
        choices: [
          "Nia should carry the baton herself for the whole length of the race.",
          "What matters is getting the baton around safely, not one runner's speed.",
          "Runners who cross the line without the baton are not allowed to finish.",
          "Ji-woo needs to run faster so that she can catch up with Nia.",
        ],
        answer: 1,
        explanation:
          "A baton can't really run. The coach is pointing out that the relay is decided by the baton's trip around the track, so a fast runner who drops it still loses time for everyone.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "How does Nia train herself to stop leaving too early?",
        choices: [
          'She counts "one, two, go" under her breath before she starts running.',
          "She runs the 100-meter dash again and again every evening after practice.",
          "She watches Ji-woo's hand instead of listening for her footsteps.",
          "She waits for Coach Okafor to blow the whistle before each handoff.",
        ],
        answer: 0,
        explanation:
          'At the park, "She made herself count under her breath: one, two, go." She uses the same count at the meet, and the handoff works.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is the handoff at Saturday's meet different from the handoff at Tuesday's practice?",
        choices: [
          "On Tuesday she waits too long and Ji-woo passes her; on Saturday she leaves early and wins the race.",
          "On Tuesday Ji-woo drops the baton on the curve; on Saturday Nia drops it at the chalk mark.",
          "On Tuesday she leaves too early and the baton drops; on Saturday she waits and it lands in her hand.",
          "Both handoffs go badly, but at the meet Eastfield is fast enough to win the race anyway.",
        ],
        answer: 2,
        explanation:
          'At practice Nia "took off too early" and the baton clattered onto the track. At the meet she waited, counted, and the baton landed in her hand "as if someone had placed it there."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which lesson does Nia learn in the story?",
        choices: [
          "The fastest runner on a team should always run the last and most important leg.",
          "Practicing alone in the park is more useful than practicing with the whole team.",
          "Finishing second is a disappointment, no matter how well the team worked together.",
          "Being on a team means trusting others, not just counting on your own speed.",
        ],
        answer: 3,
        explanation:
          "Nia's problem was that she didn't trust Ji-woo to catch her. Once she learned to wait for her teammate, the handoff worked, and even in second place she felt happy because \"she had not been running alone.\"",
      },
    ],
  },
  {
    id: "g6-space-no-up-or-down",
    grade: 6,
    genre: "informational",
    theme: "space",
    title: "A Day Without Up or Down",
    text: [
      `Imagine waking up and not knowing which way is up. For the crew of the International Space Station, that is just a normal morning. The station circles Earth more than two hundred miles above the ground. It goes all the way around the planet about every ninety minutes, so the crew sees about sixteen sunrises and sunsets each day.`,
      `You might think astronauts float because there is no gravity in space. That is not quite right. Earth's gravity still pulls on the station. But the station is moving sideways so fast that as it falls toward Earth, it keeps missing it. Everything inside is falling together, so nothing presses down on anything else. Scientists call this microgravity.`,
      `This changes almost every part of daily life. Take sleeping. There are no beds, because a body does not need to lie on anything. Instead, each person has a tiny cabin about the size of a closet. A sleeping bag is tied to the wall. Without it, a sleeper might drift off and bump into things.`,
      `Eating is tricky too. Crumbs do not fall to the floor. They float away and can end up in air vents or in someone's eyes. So the crew often eats tortillas instead of bread. Drinks come in pouches with straws, because water poured from a cup would wobble off into the air as shiny, floating blobs.`,
      `Fans hum all day and night on the station. On Earth, warm air rises and cool air sinks, which keeps air moving around a room. On the station, that does not happen. Without fans, the air a person breathes out could hang around their face like an invisible cloud.`,
      `The biggest job may be keeping the body strong. On Earth, our bones and muscles work against gravity every time we stand, walk, or climb stairs. In space, they barely have to work at all, so they start to weaken. To fight this, astronauts exercise for about two hours every day. They run on a treadmill while wearing straps that hold them down, pedal a bike that has no seat, and use a machine that works like lifting weights.`,
      `Life on the station is hard work. But each problem solved there teaches engineers and doctors something they will need for longer trips, maybe someday to Mars.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of this passage?",
        choices: [
          "Astronauts float because there is no gravity at all once they are far enough above Earth.",
          "Microgravity changes daily life on the station, so astronauts need new ways to do simple things.",
          "The station circles Earth so quickly that the crew sees sixteen sunrises every single day.",
          "Astronauts prefer tortillas to bread because tortillas stay fresh much longer in space.",
        ],
        answer: 1,
        explanation:
          "Most of the passage explains one part of daily life after another and how microgravity changes it. The choice about having no gravity is the very mistake the author corrects in paragraph 2.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Based on paragraph 2, what does "microgravity" mean?',
        choices: [
          "A place high in space where Earth's gravity no longer reaches",
          "A tiny amount of gravity made by the station's heavy machines",
          "A condition where everything falls together, so things float",
          "A feeling of dizziness astronauts get during their first days",
        ],
        answer: 2,
        explanation:
          'The paragraph says gravity still pulls on the station, but "everything inside is falling together, so nothing presses down on anything else. Scientists call this microgravity." It is not the same as having no gravity.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How are paragraphs 3 through 6 mostly organized?",
        choices: [
          "They tell the history of the space station in time order, from its launch to the present day.",
          "They compare daily life on the station with what daily life will be like on Mars.",
          "They list the steps a person must follow to train and become an astronaut.",
          "Each describes a part of daily life, a problem microgravity causes, and how the crew solves it.",
        ],
        answer: 3,
        explanation:
          "Each paragraph follows a problem-and-solution pattern. For example, crumbs float into vents (problem), so astronauts eat tortillas (solution). Floating while asleep is a problem, so sleeping bags are tied to the wall.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why do astronauts need straps to run on the treadmill?",
        choices: [
          "Nothing would press their feet down, so they would push off and float away.",
          "The straps let them run much faster than they ever could on Earth.",
          "The straps keep the treadmill itself from floating around the cabin.",
          "The straps measure how far they run so doctors can check their health.",
        ],
        answer: 0,
        explanation:
          "The passage explains that in microgravity nothing presses down on anything else. You can figure out that a runner's feet would push off the treadmill and float away unless straps held the runner down.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author include the last paragraph?",
        choices: [
          "To warn readers that living in space is too hard for most people to try",
          "To explain once more how fans keep air moving around the station",
          "To show why solving these problems matters for longer trips, like one to Mars",
          "To tell a story about one astronaut's busy day on the station",
        ],
        answer: 2,
        explanation:
          "The last paragraph explains why all these problems matter: each one solved teaches engineers and doctors something they will need for longer trips, maybe to Mars.",
      },
    ],
  },
  {
    id: "g6-music-bucket-drummer",
    grade: 6,
    genre: "literature",
    theme: "music",
    title: "Quiet Enough to Hear",
    text: [
      `The band teacher had given out the last pair of drumsticks before my name came up on her list. "You could try the clarinet, Sami," Ms. Ferreira said kindly. But I did not want the clarinet. I wanted the drums, the way some people want air.`,
      `So I made my own drum set. I found an orange bucket in the storage room of our building, flipped it over, and borrowed two wooden spoons from the kitchen. The bottom of the bucket gave a deep boom, the rim gave a sharp crack, and the side made a hollow tock that sounded like a horse trotting. Every afternoon I sat on the back steps and pounded out every rhythm I could think of, as loud and as fast as my arms would go.`,
      `On the fourth afternoon, a window above me slid open, and Mr. Petrov, our upstairs neighbor, leaned out with his gray hair sticking up on one side. "Young man," he said, "some of us work at night and sleep in the day."`,
      `My face burned as I mumbled an apology and carried the bucket inside. That night I lay awake, feeling as if something important had been taken away from me.`,
      `The next afternoon, someone knocked at our door. It was Mr. Petrov, holding a pair of real wooden drumsticks with tips worn pale from use.`,
      `"I played drums for thirty years," he said. "Weddings, dances, a little jazz club by the river. These were my practice sticks. I will make you a deal. You play at four o'clock, after I wake up, and I will teach you something."`,
      `He sat beside me on the steps and asked me to play my best rhythm. I hammered it out as hard as I could. He nodded, then said, "Now play it again, but so quietly that I can barely hear it."`,
      `Playing softly turned out to be much harder than I expected, because every tiny mistake showed. All that noise had been hiding them. I tried again and again until the beat sounded like rain on a window, steady and light.`,
      `"Anyone can play loud," Mr. Petrov said. "A real drummer can make people lean in to listen."`,
      `We practiced together every afternoon for a month, and he taught me to count carefully, to breathe, and to leave space between the notes. In the spring, Ms. Ferreira held tryouts for a new percussion group. When I played for her, I started softly, the way Mr. Petrov had taught me, and I watched her lean in.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "Who tells this story?",
        choices: [
          "Mr. Petrov, looking back on the month he spent teaching a student",
          'Sami, a character in the story who uses the words "I" and "me"',
          "Ms. Ferreira, the band teacher, describing her new percussion group",
          "A narrator outside the story who knows what every character thinks",
        ],
        answer: 1,
        explanation:
          'The story is told in the first person by Sami. We learn his thoughts and feelings, like "My face burned," but we only learn what Mr. Petrov thinks from what he says and does.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Sami says, "I wanted the drums, the way some people want air." What does he mean?',
        choices: [
          "He wanted to play a wind instrument, like the clarinet, instead.",
          "He wanted to practice outside where there was plenty of fresh air.",
          "He wanted the drums only a little, the way people barely notice air.",
          "He wanted the drums so much that they felt necessary to him.",
        ],
        answer: 3,
        explanation:
          "People need air to live. By comparing drums to air, Sami shows how badly he wants to play. It feels like something he can't do without.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why does Mr. Petrov bring his old drumsticks to Sami's door?",
        choices: [
          "He wants Sami to trade him the orange bucket for a pair of real sticks.",
          "He is still angry and hopes the lessons will make Sami quit for good.",
          "He knows how much Sami loves drumming and wants to help him keep playing.",
          "He wants to sell his old practice sticks to Sami's family for money.",
        ],
        answer: 2,
        explanation:
          "Mr. Petrov was a drummer for thirty years, so he knows the feeling. He offers a deal: Sami plays after Mr. Petrov wakes up, and he teaches Sami. He is helping, not just stopping the noise.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What did Sami discover when he tried to play quietly?",
        choices: [
          "Every small mistake could be heard clearly.",
          "The bucket barely made any sound at all.",
          "He could play much faster than before.",
          "Mr. Petrov began to fall asleep beside him.",
        ],
        answer: 0,
        explanation:
          'Sami says that when he played softly, "every tiny mistake showed. All that noise had been hiding them."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is Sami's drumming at the end of the story different from his drumming at the beginning?",
        choices: [
          "At the beginning he plays softly and slowly; at the end he plays as loud as he possibly can.",
          "At the beginning he plays real drumsticks; at the end he goes back to spoons and a bucket.",
          "At the beginning he plays only for himself; at the end he still refuses to play for anyone.",
          "At the beginning he plays loud and fast; at the end he starts softly and plays with control.",
        ],
        answer: 3,
        explanation:
          'At first Sami pounds out rhythms "as loud and as fast as my arms would go." At the tryout he "started softly, the way Mr. Petrov had taught me," and Ms. Ferreira leans in to listen.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states a theme of the story?",
        choices: [
          "The loudest musician in a group is usually the most skilled one.",
          "Real skill comes from control and listening, not just power.",
          "Neighbors should never complain about noise that children make.",
          "It is better to quit than to change the way you do something.",
        ],
        answer: 1,
        explanation:
          'Mr. Petrov teaches that "anyone can play loud" but a real drummer makes people lean in. Sami gets better when he learns to play softly, count, and leave space between notes.',
      },
    ],
  },
  {
    id: "g6-art-search-for-blue",
    grade: 6,
    genre: "informational",
    theme: "art",
    title: "The Long Search for Blue",
    text: [
      `Look around a room, and you will probably spot something blue: a shirt, a notebook, a painted wall. Today blue is everywhere. For most of human history, though, it was one of the hardest colors to make.`,
      `The problem is that nature rarely gives us blue in a form we can grind into paint. Red and brown come easily from clay and rusty earth. Black comes from soot. But blue rocks are rare, and many blue animals do not contain blue coloring at all. A blue jay's feathers, for example, look blue only because of the way tiny structures inside them bounce light around. Crush a blue jay feather, and the blue disappears.`,
      `The ancient Egyptians were among the first to solve this problem. Thousands of years ago, they learned to heat sand, copper, and a chalky mineral together in a very hot fire. The result was a bright blue powder that we now call Egyptian blue. They used it to paint tombs, statues, and jewelry. Amazingly, this old color gives off a faint glow that human eyes cannot see, so scientists today can use special cameras to find tiny traces of it on ancient objects.`,
      `Hundreds of years later, painters in Europe prized a blue called ultramarine. It was made by grinding a deep blue stone named lapis lazuli, which came from mines in the mountains of what is now Afghanistan. The stone traveled thousands of miles to reach Europe, and turning it into paint was slow and difficult. At times, ultramarine cost more than gold. Painters often saved it for the most important part of a picture, such as the robe of a queen.`,
      `Other blues arrived by accident. In the early 1700s, a color maker in Berlin was trying to make a red paint when something went wrong with his ingredients. Instead of red, he got a dark, inky blue. It became known as Prussian blue, and it was far cheaper than ultramarine. Then, in the 1820s, a group in France offered a prize to anyone who could make ultramarine in a lab. A chemist soon found a way, and at last the famous blue was affordable for almost any painter.`,
      `The search is not over. In 2009, scientists at a university in Oregon were testing materials for electronics when one sample came out of the furnace a brilliant blue. It was the first new blue pigment discovered in about two hundred years.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the author organize paragraphs 3 through 6?",
        choices: [
          "From the most expensive blue to the cheapest blue",
          "In time order, from ancient Egypt to the present day",
          "As a list of steps for making blue paint at home",
          "By comparing blue with red, brown, and black colors",
        ],
        answer: 1,
        explanation:
          'The paragraphs move forward in time: "Thousands of years ago," "Hundreds of years later," "In the early 1700s," "in the 1820s," and "In 2009."',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why was ultramarine so expensive?",
        choices: [
          "It gave off a special glow that made it popular with painters.",
          "It was made by accident, and no one could figure out the recipe.",
          "Its stone came from far away, and turning it into paint was slow and hard.",
          "Only painters in ancient Egypt knew the secret of how to make it.",
        ],
        answer: 2,
        explanation:
          'Paragraph 4 says the lapis lazuli stone "traveled thousands of miles to reach Europe, and turning it into paint was slow and difficult."',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Painters in Europe "prized a blue called ultramarine." What does "prized" mean in this sentence?',
        choices: ["Won a contest with", "Valued very highly", "Tried to get rid of", "Mixed with other colors"],
        answer: 1,
        explanation:
          "The paragraph explains that painters saved ultramarine for the most important part of a picture, and that it sometimes cost more than gold. Something treated that carefully is valued very highly.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why did a group in France most likely offer a prize for making ultramarine in a lab?",
        choices: [
          "Lapis lazuli was easy to find in France, so the group wanted to use it up",
          "Prussian blue had stopped being made, and painters had no other blue",
          "French painters disliked ultramarine and wanted a brand-new shade",
          "Ultramarine cost so much that a cheaper way to make it would help many painters",
        ],
        answer: 3,
        explanation:
          'The passage doesn\'t state the reason, but it tells you ultramarine could cost more than gold. After a chemist won, "the famous blue was affordable for almost any painter," which shows the goal was a cheaper way to make it.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How was the discovery of Prussian blue similar to the discovery in 2009?",
        choices: [
          "Both happened by accident while people were trying to make something else.",
          "Both were made by grinding lapis lazuli, a stone from distant mountains.",
          "Both were discovered by ancient Egyptians heating sand and copper.",
          "Both produced a blue so rare that it cost more than gold at the time.",
        ],
        answer: 0,
        explanation:
          "The color maker in Berlin was trying to make red paint, and the scientists in Oregon were testing materials for electronics. In both cases, a new blue appeared by surprise.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "What is the author's main purpose in this passage?",
        choices: [
          "To persuade readers that blue is the most beautiful color of all",
          "To tell a made-up story about a painter searching for blue",
          "To explain how people found ways to make blue over time",
          "To give step-by-step instructions for making Egyptian blue",
        ],
        answer: 2,
        explanation:
          "The passage informs. It explains why blue was hard to make and then describes, one after another, the ways people found to make it.",
      },
    ],
  },
  {
    id: "g6-video-games-paper-castle",
    grade: 6,
    genre: "literature",
    theme: "video-games",
    title: "The Castle of a Hundred Traps",
    text: [
      `Rosa Delgado had spent three weekends drawing the hardest game in the world.`,
      `It covered eight sheets of graph paper taped together on her bedroom floor. The player was a tiny knight, moved one square at a time by rolling a die. The castle had trapdoors, rolling boulders, a hallway of spikes, and a dragon that moved two squares for every one the knight moved. Rosa had drawn every brick by hand. The library's game design contest was on Friday, and she was sure no one would bring anything as difficult as The Castle of a Hundred Traps.`,
      `"Want to test it?" she asked her little brother, Teo.`,
      `Teo was eight and loved any game at all. He rolled the die, moved his knight three squares, and landed on a trapdoor. Back to the start. He rolled again and hit a boulder. Back to the start. On his sixth try, the dragon caught him before he reached the first door. Teo pushed the paper away. "This isn't a game," he said. "It's just losing."`,
      `Rosa rolled her eyes. "You're eight."`,
      `But the next day her friend Amir tried it, and the same thing happened. After twenty minutes stuck in the spike hallway, he set down the die and said, as politely as he could, "It's really cool to look at. I just don't know how to get better at it."`,
      `That night, Rosa couldn't sleep. She kept hearing Amir's words. She thought about the video games she loved most. None of them threw everything at you at once. They started with a single easy jump, so you could learn how jumping felt. Then they added one new problem at a time, and each problem used something you had already learned. Losing in those games felt like a lesson, not a punishment.`,
      `Rosa got out a fresh sheet of graph paper.`,
      `In the new first room, there was only one trapdoor, and it was easy to see. The boulders didn't show up until the third room, after players knew how to dodge. She added a shield that could block the dragon once, and a secret tunnel for anyone who noticed a crack in the wall. The spike hallway stayed, but she moved it near the end, where it felt like a final test instead of a wall.`,
      `On Friday, a line of kids formed at her table and stayed there all afternoon. Near closing time, Teo rolled a five, slipped past the dragon, and reached the throne room. He jumped up so fast that his chair tipped over.`,
      `Rosa didn't win first prize. She found that she didn't mind. Watching her brother cheer was better than any ribbon.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What did Rosa notice about the video games she loved most?",
        choices: [
          "They had the most traps and the scariest dragons of any game.",
          "They let players skip the hardest parts if they kept losing.",
          "They were all drawn by hand on sheets of graph paper.",
          "They started easy and added one new problem at a time.",
        ],
        answer: 3,
        explanation:
          'Rosa remembers that her favorite games "started with a single easy jump" and then "added one new problem at a time."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is Rosa's second version of the game different from her first?",
        choices: [
          "The first threw every danger at players at once; the second added dangers one at a time and gave players help.",
          "The first was too easy for Teo; the second added more traps, boulders, and a faster dragon to make it harder.",
          "The first had a dragon and spikes; the second removed every danger so that nobody could lose.",
          "The first was drawn by hand on paper; the second was built on a computer with real graphics.",
        ],
        answer: 0,
        explanation:
          "In the first version, Teo hit a trapdoor, a boulder, and the dragon right away. The new version starts with one easy trapdoor, saves the boulders for later, and adds a shield and a secret tunnel.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'Rosa moved the spike hallway "where it felt like a final test instead of a wall." What does "wall" mean here?',
        choices: [
          "A side of the castle that Rosa drew brick by brick",
          "A secret passage that players can find through a crack",
          "Something that blocks players so they can't go on",
          "A safe place where players can rest before the end",
        ],
        answer: 2,
        explanation:
          'Earlier, Amir got stuck in the spike hallway for twenty minutes and couldn\'t get past it. Here "wall" means an obstacle that stops players completely, not a real wall.',
      },
      {
        format: "short-answer",
        skill: "inference",
        prompt: "Why did Rosa move the spike hallway near the end of the game instead of leaving it at the start?",
        answer:
          "She wanted it to be a final test after players had learned the skills they needed, so it would be a fair challenge instead of something that stopped them right away.",
        keyPhrases: [
          ["test", "challenge", "hardest part", "last part", "finale", "end", "last", "final"],
          ["learn", "skill", "practice", "ready", "already know", "knew how", "get better", "got better", "used to"],
        ],
        explanation:
          "Rosa realized good games teach one thing at a time. By the end, players have practiced dodging and jumping, so the hallway becomes a fair final test rather than a place where they get stuck.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "What is the best statement of the story's theme?",
        choices: [
          "The harder a game is, the more impressive and fun it will be.",
          "A good creation is made with the people who will use it in mind.",
          "Younger brothers and sisters should not be allowed to test games.",
          "Winning first prize is the only real reward for weeks of hard work.",
        ],
        answer: 1,
        explanation:
          "Rosa's first game impressed only her. After listening to Teo and Amir, she designed for the players, and the line at her table and Teo's cheer meant more to her than a ribbon.",
      },
    ],
  },
  {
    id: "g6-dinosaurs-feathered",
    grade: 6,
    genre: "informational",
    theme: "dinosaurs",
    title: "Dinosaurs in Feathers",
    text: [
      `Picture a dinosaur. You might imagine a giant, scaly beast that looks like an oversized lizard. For more than a hundred years, that is how most books and museums showed them. Today, we know that many of them looked quite different. Some were covered in fluff, and some had long feathers on their arms and tails.`,
      `The first clue came in 1861. Workers at a stone quarry in Germany split open a slab of rock and found the bones of a strange animal about the size of a raven. It had feathered wings like a bird, but it also had teeth, claws on its wings, and a long, bony tail like a reptile. Scientists named it Archaeopteryx. Was it a bird or a reptile? For many years, people argued.`,
      `Then, in the 1990s, people in China began to find some very special fossils. Long ago, fine mud and ash had buried animals so gently that even soft parts left marks in the rock. In 1996, experts named a small meat-eating dinosaur that had a coat of thin, hairlike fuzz on its back and tail. It could not fly. Yet the fuzz was clearly a simple kind of feather. Later studies of its tail even found signs of its color: stripes of reddish brown and white.`,
      `Since then, many more feathered ones have turned up. Some had simple fuzz. Others had long feathers on their arms, legs, and tails. Even Velociraptor, often shown in movies with bare, scaly skin, had small bumps on its arm bones where large feathers once attached.`,
      `If so many of them could not fly, why did they have feathers at all? Experts think feathers first helped in other ways. Fluffy feathers could have kept small dinosaurs warm, the way a puffy jacket keeps you warm in winter. Bright or striped feathers may have helped them show off to mates or spot their own kind. Some fossils even show dinosaurs sitting on nests with their feathered arms spread over their eggs, like a hen keeping her chicks warm. Flight probably came much later.`,
      `All of these finds point to one surprising idea: dinosaurs never fully died out. Birds are the living descendants of small, feathered dinosaurs. The next time a pigeon lands near you on the sidewalk, take a good look. Many experts would say you are looking at a dinosaur.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of the passage?",
        choices: [
          "Archaeopteryx, found in a German quarry, was the very first bird that ever lived.",
          "All dinosaurs were giant scaly animals, just as books and museums once showed.",
          "Fossils show many dinosaurs had feathers, and birds are their living descendants.",
          "Feathers were useful to dinosaurs only once they had learned how to fly.",
        ],
        answer: 2,
        explanation:
          "Each paragraph adds evidence that dinosaurs had feathers, and the last paragraph ties it together: birds are living descendants of feathered dinosaurs. The quarry is only one detail.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'The passage says "Birds are the living descendants of small, feathered dinosaurs." What are "descendants"?',
        choices: [
          "Animals that come later in the same family line",
          "Animals that lived long before another animal",
          "Animals that hunted and ate other animals",
          "Animals that can fly long distances to find food",
        ],
        answer: 0,
        explanation:
          'The sentence explains that dinosaurs "never fully died out" because birds came from them. Descendants are the children, grandchildren, and later generations in a family line.',
      },
      {
        format: "short-answer",
        skill: "key-details",
        prompt: "Besides flying, give two ways scientists think feathers may have helped dinosaurs.",
        answer: "Fluffy feathers could keep them warm, and bright feathers could help them show off to mates.",
        keyPhrases: [
          ["warm", "heat", "cold"],
          ["show off", "mate", "display", "recognize", "own kind", "attract", "eggs", "nest"],
        ],
        explanation:
          "Paragraph 5 lists the reasons: feathers could keep small dinosaurs warm, help them show off or spot their own kind, and help keep eggs warm on a nest.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "Why does the author include dates such as 1861 and 1996?",
        choices: [
          "To tell the reader exactly when each dinosaur lived and died",
          "To compare the sizes of fossils found in different countries",
          "To show the year when birds first learned how to fly",
          "To show the order in which important discoveries were made",
        ],
        answer: 3,
        explanation:
          "The dates mark when people found the fossils, not when the dinosaurs lived. They help the reader follow how scientists' ideas changed over time, from the first clue to later discoveries.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the picture of dinosaurs at the start of the passage differ from the picture at the end?",
        choices: [
          "At the start they are small and feathered; at the end they are shown as giant, scaly lizards.",
          "At the start they are scaly, lizard-like beasts; at the end many are feathered relatives of birds.",
          "At the start they are all fliers; at the end scientists decide that none of them could fly.",
          "At the start they are reptiles; at the end the author says they have no relation to birds.",
        ],
        answer: 1,
        explanation:
          'The first paragraph describes the old idea of "a giant, scaly beast." By the end, the author explains that many dinosaurs had feathers and that birds are their living descendants.',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author mention a pigeon at the end of the passage?",
        choices: [
          "To connect the big idea to an animal readers can see every day",
          "To explain how pigeons find food scraps on city sidewalks",
          "To prove that pigeons still have teeth and claws on their wings",
          "To describe the bird that Archaeopteryx turned into over time",
        ],
        answer: 0,
        explanation:
          "Most readers have seen pigeons. Mentioning one helps readers picture the surprising idea that birds around them are living relatives of dinosaurs.",
      },
    ],
  },
  {
    id: "g6-ocean-tide-pool-rule",
    grade: 6,
    genre: "literature",
    theme: "ocean",
    title: "The Tide Pool Rule",
    text: [
      `The tide went out early on Saturday, and by seven o'clock the rocks below Grandma Lani's house were gleaming and wet. Malia stepped carefully from one to the next, a red plastic bucket swinging from her hand.`,
      `Every hollow in the rocks held a tiny world. Green sea anemones opened like flowers, their soft arms waving. Purple sea urchins were tucked into holes they had worn into the stone. A sea star the color of a ripe orange clung to the side of a boulder.`,
      `"Can I take one home for science class?" Malia asked. "Mr. Adeyemi said we could bring in something from nature."`,
      `Grandma Lani shook her head and pointed at the bucket. "What's the rule?"`,
      `Malia sighed. "Look, learn, and leave it." She had heard it every summer since she was four.`,
      `"These creatures are made for this exact spot," Grandma said. "Cold water, waves, and shade between the rocks. A bucket is none of those things."`,
      `Malia nodded, but she didn't quite agree. One small hermit crab would not matter, she thought. When Grandma bent down to look at a fish, Malia scooped a crab with a striped shell into her bucket and covered it with seaweed.`,
      `On the walk home, the sun climbed higher. Malia peeked under the seaweed. At first the crab scrambled around the bottom, clicking against the plastic. Then it slowed. By the time they reached the porch, it had pulled all the way into its shell and would not come out, even when she tilted the bucket. The water felt as warm as a bath.`,
      `Malia's stomach twisted. She thought of the cold pools, the waves, and the shade. A bucket is none of those things.`,
      `"Grandma," she said in a small voice, "I need to go back."`,
      `Grandma Lani looked into the bucket for a long moment. She didn't scold. She just took Malia's hand, and they hurried down the path together. The tide was starting to return, and the first waves were spilling into the pools.`,
      `Malia knelt and gently tipped the bucket into the cold water beneath a ledge. For a few seconds, nothing happened. Then two thin legs reached out of the shell, then two more, and the crab tumbled off into a crack in the rock.`,
      `On Monday, Malia brought a drawing to class instead: the crab in its striped shell, the orange sea star, and the waving anemones, each labeled in her neatest handwriting. At the bottom of the page, she had written three words. Look, learn, leave it.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why did the crab pull into its shell and stop moving?",
        choices: [
          "It had eaten the seaweed in the bucket and was resting after its meal.",
          "It was hiding from Grandma Lani because it was afraid of people.",
          "It was getting ready to leave its shell and find a bigger one.",
          "The bucket water grew too warm, and the bucket was not a safe home for it.",
        ],
        answer: 3,
        explanation:
          'Grandma said the crab needs cold water, waves, and shade. As the sun climbed, the bucket water became "as warm as a bath," and the crab grew still. You can tell the bucket was harming it.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'What does the phrase "Malia\'s stomach twisted" show?',
        choices: [
          "Malia was hungry after the long walk.",
          "Malia suddenly felt worried and guilty.",
          "Malia had hurt herself on the rocks.",
          "Malia felt excited to show her class.",
        ],
        answer: 1,
        explanation:
          "This happens right after Malia sees the crab has stopped moving in the warm water. Her stomach doesn't really twist; the phrase describes the sick, guilty feeling of knowing she made a mistake.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: 'Why does the author repeat the sentence "A bucket is none of those things" later in the story?',
        choices: [
          "To show that Malia now understands what Grandma meant",
          "To show that Grandma is saying it again to scold Malia",
          "To explain what a bucket is made of",
          "To show that Malia has forgotten the rule",
        ],
        answer: 0,
        explanation:
          "Grandma says the line first, and Malia doesn't quite agree. When it comes back in Malia's own thoughts, it shows the words finally make sense to her after seeing the crab suffer.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt:
          'How do Malia\'s feelings about the rule "Look, learn, and leave it" change from the beginning of the story to the end?',
        choices: [
          "At first she sighs at the rule and breaks it; at the end she writes it on her drawing.",
          "At first she believes in the rule; at the end she decides it is too strict to follow.",
          "At first she has never heard of the rule; at the end Grandma finally teaches it to her.",
          "At first she ignores the rule; at the end she still thinks one crab would not matter.",
        ],
        answer: 0,
        explanation:
          'At the start Malia sighs and thinks one crab won\'t matter. At the end she chooses to write "Look, learn, leave it" on her own drawing, which shows she now agrees with it.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "What lesson does the story teach?",
        choices: [
          "The best way to learn about a sea creature is to bring it home and study it.",
          "Grandparents' rules are usually too strict to make sense to young people.",
          "Wild creatures belong in their homes, and we can learn about them without taking them.",
          "Tide pools are too dangerous for children to explore without an adult.",
        ],
        answer: 2,
        explanation:
          "Malia learns that the crab needs its tide pool. She still finds a way to share what she learned, with a drawing, without taking anything from the shore.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What did Malia bring to science class?",
        choices: [
          "A hermit crab in a red plastic bucket",
          "A labeled drawing of the tide pool",
          "A piece of seaweed from the tide pool",
          "A photograph of Grandma Lani's house",
        ],
        answer: 1,
        explanation:
          'The last paragraph says Malia brought "a drawing to class instead" of the crab, with each creature labeled.',
      },
    ],
  },
  {
    id: "g6-vehicles-bertha-drive",
    grade: 6,
    genre: "informational",
    theme: "vehicles",
    title: "The Road Trip That Proved the Car",
    text: [
      `In the 1880s, the streets of Germany were filled with horses, carts, and people on foot. A few inventors were trying to build something new: a carriage that could move without a horse. One of them, Karl Benz, had built a three-wheeled vehicle with a small engine in the back. In 1886, he received a patent for it. There was just one problem. Hardly anyone wanted to buy it.`,
      `People thought the machine was noisy, smelly, and unreliable. Karl had only driven it on short trips around town, often with helpers nearby in case it broke down. Many people doubted that it could ever replace a horse.`,
      `His wife, Bertha, believed in the car. She had even used money from her own family to help pay for his work. Now she decided to prove that it could do more than creep around the block. Early one morning in August 1888, she and her two teenage sons quietly rolled the car out of the workshop without telling Karl. They left him a note and set off for her mother's house in the town of Pforzheim, about sixty-five miles away.`,
      `No one had ever driven a car that far. There were no gas stations, no road signs for drivers, and no repair shops. When the fuel ran low, Bertha stopped at a pharmacy and bought a cleaning liquid that could burn in the engine. When a fuel line became clogged, she cleared it with a long pin from her hat. When a wire wore through, she wrapped it with a strip of her clothing. A blacksmith helped her fix a broken chain. The wooden brakes wore down on the steep hills, so she asked a shoemaker to nail strips of leather onto them, which helped them grip. On the steepest hills, the little engine was not strong enough, and the boys had to climb out and push.`,
      `Late that evening, they reached Pforzheim, dusty and tired, and sent Karl a telegram to say they had made it. A few days later, they drove home.`,
      `The trip did more than make the news. Bertha had tested the car on real roads, and she came back with ideas. She told Karl the car needed another gear for climbing hills and better brakes, and he made those changes. Just as important, people had now seen that a car could travel from one city to another. Soon, more and more people were interested in owning one.`,
      `Today, drivers in Germany can follow a marked route along the roads of Bertha's journey, the trip that showed the world what a car could do.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of the passage?",
        choices: [
          "Karl Benz received a patent in 1886 for the first car, which sold very well right away.",
          "Early cars needed leather on their brakes, so shoemakers became important to drivers.",
          "In the 1880s, horses were faster and more reliable than any car could ever become.",
          "Bertha Benz's long drive proved a car could travel between cities and helped improve it.",
        ],
        answer: 3,
        explanation:
          "Most of the passage tells about Bertha's trip, and the last part explains its results: better gears and brakes, and people who now believed in cars. The patent and the leather are smaller details.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'People thought the machine was "noisy, smelly, and unreliable." What does "unreliable" mean?',
        choices: [
          "Not able to be trusted to work every time",
          "Too expensive for most families to buy",
          "Very fast, exciting, and hard to control",
          "Too heavy to move without several helpers",
        ],
        answer: 0,
        explanation:
          'The next sentence says Karl kept helpers nearby "in case it broke down." A machine that might break down at any time is unreliable.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is paragraph 4 organized?",
        choices: [
          "It compares traveling by car with traveling by horse and cart.",
          "It describes a series of problems and how Bertha solved each one.",
          "It describes the route from one town to the next in order.",
          "It explains why Karl decided to build the car in the first place.",
        ],
        answer: 1,
        explanation:
          "The paragraph follows a pattern: fuel ran low, so she bought cleaning liquid; a fuel line clogged, so she used a hat pin; the brakes wore down, so a shoemaker added leather. Problem, solution, again and again.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why did Bertha most likely leave without telling Karl first?",
        choices: [
          "She probably worried that he would say no or try to stop her.",
          "She wanted to surprise him by selling the car in Pforzheim.",
          "Karl had asked her to test the car in secret while he worked.",
          "She did not know how to reach him before she had to leave.",
        ],
        answer: 0,
        explanation:
          "The passage says the trip was longer than anyone had ever driven and that Karl only took careful short trips. You can infer that he might have thought it was too risky, so she went before he could object.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Where did Bertha get fuel for the car?",
        choices: [
          "At a gas station on the road to Pforzheim",
          "From a blacksmith who helped fix the chain",
          "At a pharmacy, where she bought a cleaning liquid",
          "From her mother's house when she arrived",
        ],
        answer: 2,
        explanation:
          'There were no gas stations yet. Paragraph 4 says she "stopped at a pharmacy and bought a cleaning liquid that could burn in the engine."',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author begin by describing streets filled with horses, carts, and people on foot?",
        choices: [
          "To explain how horses were trained to pull carts",
          "To persuade readers to walk more and drive less",
          "To describe the busy streets of Bertha's hometown",
          "To show how new and unusual a car was at that time",
        ],
        answer: 3,
        explanation:
          "By showing a world without cars, the author helps readers understand why people doubted Karl's machine and why Bertha's trip was such a big deal.",
      },
    ],
  },
  {
    id: "g6-nature-milkweed-stop",
    grade: 6,
    genre: "literature",
    theme: "nature",
    title: "The Bus Stop Butterfly",
    text: [
      `For the first three weeks in the city, Esi Mensah kept her eyes on the sidewalk and counted the days until summer ended. Back home, the woods began right behind her house. There were creeks to wade in and fields where the grass reached her knees. Here there was only concrete, car horns, and a sky cut into narrow strips by tall buildings.`,
      `"There's nature here too," her dad said. "You just have to look harder."`,
      `Esi did not believe him.`,
      `Then, one morning at the bus stop, she noticed a tall, scraggly plant pushing out of a crack beside a lamppost. Its leaves were broad, its stem was thick, and clusters of tiny pink flowers hung at the top. Esi knew it at once. It was milkweed. Her grandmother had grown it in her garden because it was the only plant that monarch caterpillars could eat.`,
      `Esi bent closer. On the underside of a leaf was a caterpillar no longer than a paper clip, striped yellow, black, and white.`,
      `She almost laughed out loud. In the middle of all that concrete, a monarch had found the one plant it needed.`,
      `After that, the bus stop became the best part of her day. Each morning she checked on the caterpillar, which she named Stripes. It ate and ate, leaving ragged holes in the leaves, and it grew fatter every day. Then one morning it was gone, and Esi's heart sank. She searched the whole plant, then the lamppost, then the fence behind the stop. There, hanging from the underside of the rail, was a small green case, smooth as a jade bead and dotted with tiny spots of gold. Stripes had made its chrysalis.`,
      `About ten days later, the case had turned clear, and Esi could see orange and black wings folded inside. She got to the bus stop early the next morning, just in time to watch the butterfly push its way out. It clung to the fence, pumping its crumpled wings until they spread flat and bright. Then it lifted into the air, past the lamppost, and up between the buildings.`,
      `Esi watched until she couldn't see it anymore. The city still looked gray, and she still missed the woods. But as she climbed onto the bus, she caught herself scanning the cracks in the sidewalk for green.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why had Esi's grandmother grown milkweed in her garden?",
        choices: [
          "Because its pink flowers smelled sweet all summer long",
          "Because it was the only plant monarch caterpillars could eat",
          "Because it grows easily in sidewalk cracks and poor soil",
          "Because Esi's dad asked her to grow it for the family",
        ],
        answer: 1,
        explanation:
          'Paragraph 4 says her grandmother grew milkweed "because it was the only plant that monarch caterpillars could eat."',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'The milkweed is described as "a tall, scraggly plant pushing out of a crack." What does "scraggly" most likely mean?',
        choices: ["Thin and messy-looking", "Neatly trimmed", "Covered in sharp thorns", "Very short and round"],
        answer: 0,
        explanation:
          'A plant squeezing out of a sidewalk crack next to a lamppost isn\'t cared for by a gardener. "Scraggly" describes something that looks thin, uneven, and a little untidy.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why did Esi almost laugh out loud when she found the caterpillar?",
        choices: [
          "The caterpillar's stripes made it look like a tiny cartoon.",
          "She suddenly remembered a funny story her grandmother told her.",
          "She was embarrassed that people at the bus stop were watching.",
          "She was delighted to find nature in the city, just as her dad said.",
        ],
        answer: 3,
        explanation:
          'Esi had been sure the city had no nature. Finding a monarch on the exact plant it needed, "in the middle of all that concrete," surprised and delighted her, and it showed her dad had been right.',
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "How is this story told?",
        choices: [
          "By an outside narrator who shares Esi's thoughts and feelings",
          'By Esi, using the words "I" and "me" to tell her own story',
          "By Esi's dad, who describes what he saw his daughter do",
          "By the caterpillar, who describes its own life on the milkweed",
        ],
        answer: 0,
        explanation:
          'The story uses "she" and "her" for Esi, so it is told by a narrator outside the story. That narrator tells us Esi\'s private feelings, such as "Esi\'s heart sank."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is Esi at the end of the story different from Esi at the beginning?",
        choices: [
          "At first she loves the city's tall buildings; at the end she wants to move back home.",
          "At first she looks for nature everywhere; at the end she stops looking and feels sad.",
          "At first she stares at the sidewalk, missing nature; at the end she searches it for green.",
          "At first she misses the woods; at the end she has forgotten all about her old home.",
        ],
        answer: 2,
        explanation:
          'In the first paragraph Esi stares at the sidewalk and misses the woods. In the last line she is "scanning the cracks in the sidewalk for green," which shows she now looks for nature in the city.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states the theme of the story?",
        choices: [
          "Cities are better places to grow up than the countryside.",
          "Wild butterflies should be kept as pets so that they stay safe.",
          "It is impossible to ever feel at home in a brand-new place.",
          "Nature can be found in unexpected places if you look closely.",
        ],
        answer: 3,
        explanation:
          'Esi\'s dad says, "You just have to look harder." Esi finds a whole butterfly life cycle at a city bus stop, proving that nature is there for anyone who looks.',
      },
    ],
  },
  {
    id: "g6-fashion-patched-jacket",
    grade: 6,
    genre: "literature",
    theme: "fashion",
    title: "The Plum Blossom Jacket",
    text: [
      `The jacket arrived in a plastic bag with a note from Mei's cousin Jun: Too small for me now. Hope you like it!`,
      `Mei did not like it. The denim was faded almost white at the elbows, the sleeves hung past her fingertips, and there was a brown stain on the left cuff shaped like a lopsided heart. School started in a week. Mei pictured walking into sixth grade looking like she was wearing someone else's clothes, which, of course, she would be.`,
      `She shoved the jacket to the back of her closet.`,
      `That evening, her grandmother found it while putting away laundry. Nai Nai held it up to the light and turned it slowly, the way she checked melons at the market. "Good cloth," she said. "Strong stitches. Why is it hiding?"`,
      `"It's ugly," Mei said. "And it has a stain."`,
      `Nai Nai smiled and went to get her sewing tin, the round blue one that used to hold cookies. Inside were needles, spools of thread in every color, and a bundle of scraps from old shirts and dresses. "When I was your age, nobody threw away a jacket," she said. "We just made it new."`,
      `She showed Mei how to thread a needle and tie a knot at the end. Then she drew a branch across the stained cuff with a piece of chalk. "A plum blossom," she said. "In my village, it was the first flower of spring. It blooms when everything else is still cold."`,
      `It took Mei four evenings of careful work. Her first stitches were crooked, she pricked her thumb twice, and at one point she pulled out a whole row of petals and started over. Slowly, a dark brown branch grew across the cuff, covering the stain, and five pink blossoms opened along it. Nai Nai folded up the sleeves and stitched them so they stayed at Mei's wrists. Finally, Mei cut a small star from an old yellow shirt and sewed it onto the pocket, just because she liked it.`,
      `On the first day of school, her hands were sweaty as she walked through the doors, and she kept her left arm pressed close to her side so that no one would notice the cuff.`,
      `At lunch, a girl named Abigail leaned across the table. "Where did you get that jacket? I love the flowers."`,
      `Mei almost said, "It's just my cousin's old one." Instead, she turned her wrist so the blossoms showed. "I made them," she said. "Well, my grandmother taught me."`,
      `By Friday, three more kids had asked her how to sew a patch, so Mei told them to bring an old shirt on Monday. She would bring the blue tin.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'The stain on the cuff is "shaped like a lopsided heart." What does "lopsided" mean?',
        choices: [
          "Uneven, with one side bigger",
          "Dark brown and hard to wash out",
          "Very small, about the size of a coin",
          "Perfectly shaped, like a drawing",
        ],
        answer: 0,
        explanation:
          'A stain is an accident, so it would not be a perfect heart. "Lopsided" means uneven, leaning or bigger on one side.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What did Mei sew over the stain on the cuff?",
        choices: [
          "A yellow star cut from an old shirt",
          "A patch from her cousin Jun's jacket",
          "A heart that matched the stain's shape",
          "A branch with pink plum blossoms",
        ],
        answer: 3,
        explanation:
          'Nai Nai drew a branch in chalk, and Mei stitched "a dark brown branch" with "five pink blossoms" across the cuff, covering the stain. The yellow star went on the pocket.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why did Mei keep her left arm close to her side on the first day of school?",
        choices: [
          "She had hurt her thumb while sewing and was protecting it.",
          "She was still nervous that other kids would notice the cuff.",
          "She was cold because the jacket's sleeves were rolled up.",
          "She was hiding a note from her cousin Jun in her sleeve.",
        ],
        answer: 1,
        explanation:
          "The cuff is where the stain and the stitched flowers are. Mei's sweaty hands show she was nervous, and she tried to hide the cuff so no one would notice it.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt:
          'Why does the author include Nai Nai\'s words that the plum blossom "blooms when everything else is still cold"?',
        choices: [
          "To teach readers how and when to plant plum trees in a garden",
          "To explain why the jacket's sleeves were too long for Mei",
          "To connect the flower to Mei, who must be brave when things are hard",
          "To show that Nai Nai misses her village and dislikes winter",
        ],
        answer: 2,
        explanation:
          "The plum blossom is brave enough to bloom in the cold. Mei is also brave: she walks into a new grade nervous, and then proudly shows her work. The flower stands for that courage.",
      },
      {
        format: "short-answer",
        skill: "character-and-theme",
        prompt: "How do Mei's feelings about the jacket change from the beginning of the story to the end?",
        answer:
          "At the beginning she thinks the jacket is ugly and hides it in her closet, but at the end she is proud of it and shows off the blossoms.",
        keyPhrases: [
          [
            "ugly",
            "embarrass",
            "hide",
            "hid",
            "ashamed",
            "didn't like",
            "did not like",
            "hate",
            "doesn't like",
            "does not like",
            "not like",
            "didn't want",
            "did not want",
            "nervous",
          ],
          ["proud", "show", "like it", "likes it", "love", "happy", "confident", "wear it", "wears it", "wore it"],
        ],
        explanation:
          'Early on, Mei says "It\'s ugly" and shoves the jacket to the back of her closet. At the end, she turns her wrist so the blossoms show and says, "I made them."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states the theme of the story?",
        choices: [
          "New clothes from a store are always better than old clothes from family.",
          "You should never accept clothes that your cousins have outgrown.",
          "Sewing is too difficult for most kids to learn without years of practice.",
          "Effort and creativity can turn something old into something you're proud of.",
        ],
        answer: 3,
        explanation:
          "Mei spends four evenings stitching, makes mistakes, and starts over. The jacket she was ashamed of becomes something she proudly shares with others.",
      },
    ],
  },
];
