import type { Passage } from "../types.ts";

/** Original grade-4 passages, written for Brightpath. */
export const grade4Passages: Passage[] = [
  {
    id: "g4-animals-v-in-the-sky",
    grade: 4,
    genre: "informational",
    theme: "animals",
    title: "The V in the Sky",
    text: [
      `In the fall, you may hear loud honking high above you. Look up, and you might see a flock of geese flying south in the shape of a giant letter V. Why do they fly this way? Scientists have wondered about that for a long time.`,
      `The answer has to do with air. When a bird flaps its wings, it pushes air down. But near the tips of its wings, some air swirls upward. A goose flying just behind and to the side of another goose can ride on that rising air. It is a little like getting a gentle push. Because of this lift, the geese in the back do not have to flap as hard. They save energy, and that matters on a trip that can cover hundreds or even thousands of miles.`,
      `The goose at the front of the V has the hardest job. No bird is ahead of it to make rising air. So the geese take turns. When the leader gets tired, it drops back into the line, and another goose moves up to the front. No single bird has to do all the hard work.`,
      `The V shape helps in another way, too. Each goose can see the birds around it. This helps the flock stay together without bumping into each other.`,
      `And what about all that honking? Scientists think the calls help the geese keep track of one another. Some people think the honks also cheer on the birds in front, as if to say, "Keep going!" Nobody can ask a goose to be sure, but it is a fun idea.`,
      `Next time you hear honking in the sky, look up. You are watching a team that works together to make a long, hard trip a little easier.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is this passage mostly about?",
        choices: [
          "Why geese honk at people on the ground",
          "How flying in a V shape helps geese on long trips",
          "How geese find their way south each fall",
          "Why the leader goose never gets tired",
        ],
        answer: 1,
        explanation:
          "Almost every paragraph explains a way the V shape helps: riding rising air, taking turns at the front, and seeing each other. The last paragraph sums it up: the V is a team making a long, hard trip easier.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why do geese take turns at the front of the V?",
        choices: [
          "The front goose has to honk the loudest.",
          "Every goose wants a turn to see where the flock is going.",
          "No bird is ahead of the front goose to make rising air, so that spot is the most tiring.",
          "The leader has to find food for the whole flock.",
        ],
        answer: 2,
        explanation:
          'Paragraph 3 says the front goose "has the hardest job" because "no bird is ahead of it to make rising air." So when it gets tired, another goose moves up.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'In paragraph 2, the author writes, "Because of this lift, the geese in the back do not have to flap as hard." What does "lift" mean here?',
        choices: [
          "An upward push that helps something rise",
          "A ride in someone's car",
          "A heavy load that is hard to carry",
          "A machine that carries people from floor to floor",
        ],
        answer: 0,
        explanation:
          'The sentences just before talk about air that "swirls upward" and feels "like getting a gentle push." That rising push is the lift, and it is why the geese do not have to flap as hard.',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: 'Why does the author write, "It is a little like getting a gentle push"?',
        choices: [
          "To show that geese push each other with their wings",
          "To explain why geese honk while they fly",
          "To tell readers that flying is easy for every bird",
          "To help readers picture how the rising air helps a goose",
        ],
        answer: 3,
        explanation:
          "Rising air is hard to imagine, but everyone knows what a gentle push feels like. The author compares the two so you can picture how the air helps the goose behind.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the author organize this passage?",
        choices: [
          "The author tells the story of one goose from spring to fall.",
          "The author asks why geese fly in a V and then gives several reasons.",
          "The author compares geese with other kinds of birds.",
          "The author lists the steps for watching birds.",
        ],
        answer: 1,
        explanation:
          'The first paragraph asks, "Why do they fly this way?" The next paragraphs answer with reasons: riding rising air, taking turns, seeing each other, and honking to stay in touch.',
      },
    ],
  },
  {
    id: "g4-sports-relay-handoff",
    grade: 4,
    genre: "literature",
    theme: "sports",
    title: "The Handoff",
    text: [
      `Mateo was the slowest runner on his class relay team, and he knew it. At practice, he could hear his own shoes slap the track. The other three runners seemed to float.`,
      `Keisha was the fastest runner in the class. "Field Day is on Friday," she said. "We have to beat Room 12."`,
      `Mateo nodded, but his stomach felt tight. In a relay, each runner carries a stick called a baton for one part of the race. Then he or she hands it to the next runner. Mateo ran third. He pictured himself getting passed by everyone.`,
      `But at the track, something else caught his eye. Every time Keisha handed the baton to Owen, they fumbled. Once, the baton rolled across the grass, and they lost three whole seconds chasing it.`,
      `That night, Mateo asked his grandma about it. She had run races when she was young. "Races are often lost in the handoff," she said. "The runner who is waiting should start moving early and hold a hand back, open and still. The other runner puts the baton right into it. That way, nobody has to slow down."`,
      `The next day, Mateo told the team his plan. Keisha crossed her arms. "We need speed, not tricks," she said. But Owen shrugged and said they could try it. They did the handoff over and over until it felt smooth, like passing a glass of water without spilling a drop.`,
      `On Friday, the whistle blew. Keisha flew around the first curve and slapped the baton into Owen's open hand. Owen passed it to Mateo without a wobble. Mateo ran as hard as he could. Two runners passed him, and his legs burned, but he held on tight. He pressed the baton into Lily's hand, and she took off.`,
      `The Room 12 team was faster, but they dropped the baton on one handoff. Lily crossed the line first, by one step.`,
      `Keisha ran over, out of breath. "Those handoffs," she said, grinning. "That was all you, Mateo."`,
      `Mateo laughed. He was still the slowest runner on the team. But today, that did not seem to matter very much.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "What lesson does Mateo learn in this story?",
        choices: [
          "Practice does not help if you are not fast.",
          "The fastest runner should always run last.",
          "You can help your team in ways that are not about being the fastest.",
          "It is better to race alone than on a team.",
        ],
        answer: 2,
        explanation:
          "Mateo is still the slowest runner, but his handoff idea helps the team win. Keisha even says, \"That was all you, Mateo.\" He learns he can help in his own way.",
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "How does Keisha feel when Mateo first tells the team his plan?",
        choices: [
          "She doubts it, because she thinks only speed matters.",
          "She loves it and wants to try it right away.",
          "She is upset that Mateo is on the team at all.",
          "She thinks it is a good idea but too hard to learn.",
        ],
        answer: 0,
        explanation:
          'Keisha "crossed her arms" and said, "We need speed, not tricks." Crossed arms and those words show she does not believe in the plan yet.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'At the end, being the slowest runner "did not seem to matter very much" to Mateo. Why not?',
        choices: [
          "He found out he had become the fastest runner.",
          "His idea helped the team win, so he felt proud and useful.",
          "The race did not count for Field Day.",
          "He decided he did not want to run anymore.",
        ],
        answer: 1,
        explanation:
          "The story never says this straight out, but the clues add up: the smooth handoffs helped his team beat a faster team, and Keisha gave him the credit. He feels good about what he added.",
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How is the way Keisha treats Mateo's idea at the end different from the middle of the story?",
        choices: [
          "In the middle she runs with him; at the end she will not talk to him.",
          "In the middle she is the slowest; at the end she is the fastest.",
          "In the middle she wants to practice more; at the end she wants to quit.",
          "In the middle she calls it a trick; at the end she says the handoffs were all thanks to Mateo.",
        ],
        answer: 3,
        explanation:
          'When Mateo shares his plan, Keisha says, "We need speed, not tricks." After the race she grins and says, "Those handoffs. That was all you, Mateo." Her view of his idea has changed.',
      },
      {
        format: "short-answer",
        skill: "key-details",
        prompt: "What did Mateo's grandma tell him about handing off the baton? Give one detail from the story.",
        answer:
          "She said the waiting runner should start moving early and hold a hand back, open and still, so the baton goes right into it and nobody has to slow down.",
        keyPhrases: [
          [
            "moving early",
            "running early",
            "start early",
            "start moving",
            "start running",
            "hand back",
            "open hand",
            "hand open",
            "hold a hand",
            "hold your hand",
            "hold their hand",
            "hold his hand",
            "hold her hand",
            "lost in the handoff",
            "slow down",
          ],
        ],
        explanation:
          'Grandma said races are often "lost in the handoff." The waiting runner should "start moving early and hold a hand back, open and still," so "nobody has to slow down." Any one of these details answers the question.',
      },
    ],
  },
  {
    id: "g4-space-moon-shapes",
    grade: 4,
    genre: "informational",
    theme: "space",
    title: "Why the Moon Seems to Change Shape",
    text: [
      `On some nights, the moon is a bright, round circle. On other nights, it is a thin curve, like a fingernail clipping. On a few nights, you cannot see it at all. The moon is not really changing shape, though. Something else is going on.`,
      `First, the moon does not make its own light. It is a huge ball of rock, and it shines only because sunlight hits it and bounces off. At any moment, the sun lights up half of the moon, the side facing the sun. The other half is dark.`,
      `Second, the moon is always moving. It travels in a path around Earth, and one trip takes about a month. As it moves, we see its lit half from different angles.`,
      `When the moon is between Earth and the sun, its lit side faces away from us. We see only the dark side, so the moon seems to disappear. This is called a new moon. Over the next few days, we see a little more of the lit side each night. First a thin crescent appears, then a half circle, and then more. About two weeks after the new moon, the moon is on the far side of Earth from the sun. Now the whole lit side faces us, and we see a full moon. After that, the lit part we can see grows smaller night by night, until the moon is new again.`,
      `You can see how this works at home. In a dark room, turn on one lamp. Hold a ball out at arm's length, a little above your head, and slowly turn in a circle. Watch how the light on the ball changes. The ball is the moon, the lamp is the sun, and your head is Earth.`,
      `People have used the moon's changes to keep track of time for thousands of years. In fact, the word "month" comes from the word "moon."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "Which sentence best states the main idea of the passage?",
        choices: [
          "The moon grows bigger and smaller every month.",
          "Clouds cover different parts of the moon on different nights.",
          "Earth's shadow falls on the moon every night.",
          "The moon seems to change because we see different amounts of its sunlit half as it travels around Earth.",
        ],
        answer: 3,
        explanation:
          'The passage says the moon "is not really changing shape." It explains that the sun always lights half of the moon, and as the moon moves around Earth, we see more or less of that lit half.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What is happening during a new moon?",
        choices: [
          "The moon's lit side faces away from Earth, so the moon seems to disappear.",
          "The moon is on the far side of Earth from the sun.",
          "The whole lit side of the moon faces Earth.",
          "The moon stops moving for one night.",
        ],
        answer: 0,
        explanation:
          'Paragraph 4 says that when the moon is between Earth and the sun, "its lit side faces away from us," so "the moon seems to disappear. This is called a new moon."',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: 'Paragraphs 2 and 3 begin with "First" and "Second." Why?',
        choices: [
          "They tell the order in which the moon's shapes appear.",
          "They give two facts you need to understand why the moon's shape seems to change.",
          "They give the steps for the lamp-and-ball activity.",
          "They compare the moon with the sun.",
        ],
        answer: 1,
        explanation:
          "Paragraph 2 explains that the moon only reflects sunlight, and paragraph 3 explains that the moon travels around Earth. Paragraph 4 puts these two facts together to explain the moon's changes.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author include the activity with the lamp and the ball?",
        choices: [
          "To show that the moon is made of rubber",
          "To explain where the word \"month\" comes from",
          "So readers can see for themselves how the moon's changes work",
          "To teach readers how to fix a lamp",
        ],
        answer: 2,
        explanation:
          'The paragraph begins, "You can see how this works at home." The lamp stands for the sun and the ball for the moon, so you can watch the light change as the "moon" moves.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'In paragraph 4, the author writes, "First a thin crescent appears." What is a crescent?',
        choices: [
          "A full, round circle of light",
          "A bright star close to the moon",
          "A dark, empty patch of sky",
          "A thin, curved shape, like a slice of a ring",
        ],
        answer: 3,
        explanation:
          'The word "thin" is a clue, and paragraph 1 describes the moon on some nights as "a thin curve, like a fingernail clipping." A crescent is that thin, curved shape.',
      },
    ],
  },
  {
    id: "g4-music-pot-and-pan-band",
    grade: 4,
    genre: "literature",
    theme: "music",
    title: "The Pot-and-Pan Band",
    text: [
      `Rain drummed on the window all Saturday morning. Lucía and her little brother, Beto, had already built a blanket fort, played three card games, and argued about whose turn it was. Now they were bored.`,
      `Lucía watched the rain tapping the glass. Tap, tap-tap, tap. Then she had an idea. She pulled a soup pot, two pans, and a plastic bowl from the kitchen cupboard and lined them up on the floor. She handed Beto a wooden spoon.`,
      `"We're a band," she said.`,
      `Beto hit the soup pot. BONG. Lucía tapped a pan. Ting! The bowl made a dull, friendly thump. Soon they were playing a wild, loud song, and Beto was laughing so hard he could barely hold his spoon.`,
      `Then someone knocked on the front door.`,
      `Lucía froze. It was Mr. Osei from the apartment downstairs. He was an older man who wore a flat cap and always said good morning. Lucía was sure he had come to complain. Her cheeks grew hot. "Sorry," she said quickly. "We'll stop."`,
      `Mr. Osei held up a wooden spoon of his own. "Stop? I came to ask if your band needs one more drummer."`,
      `Lucía's mouth fell open. Mr. Osei lowered himself to the floor with a small groan. He told them that when he was a boy in Ghana, he and his friends made drums from anything they could find. "The trick," he said, "is that a band must listen, not just play."`,
      `He tapped a pattern on the bowl: one long beat, then two short ones. He had Beto keep a steady beat on the pot. Then he showed Lucía how to answer his pattern on her pan, like two people talking. At first, she kept rushing. But when she really listened, the sounds fit together like puzzle pieces.`,
      `When Mom came home, she stood in the doorway and listened. The noise had turned into music.`,
      `"Same time next Saturday?" Mr. Osei asked as he stood up.`,
      `"Only if it rains," said Beto.`,
      `"Even if it doesn't," said Lucía.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why do Lucía's cheeks grow hot when she sees Mr. Osei at the door?",
        choices: [
          "She is embarrassed because she thinks he is upset about the noise.",
          "She is tired from drumming so hard.",
          "She is excited to show him their new band.",
          "She is standing too close to the stove.",
        ],
        answer: 0,
        explanation:
          'The story says "Lucía was sure he had come to complain," and she quickly says "Sorry." Cheeks growing hot is a clue that she feels embarrassed.',
      },
      {
        format: "short-answer",
        skill: "point-of-view",
        prompt: "Lucía thinks Mr. Osei has come to complain. What does he really want?",
        answer: "He really wants to join their band as one more drummer.",
        keyPhrases: [
          [
            "join",
            "play with",
            "play too",
            "play along",
            "be in the band",
            "be in their band",
            "drummer",
            "drum with",
            "play drums",
            "play music",
          ],
        ],
        explanation:
          'Mr. Osei holds up his own wooden spoon and says, "I came to ask if your band needs one more drummer." Lucía was wrong about why he came: he wants to play with them.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'The story says, "Mr. Osei lowered himself to the floor with a small groan." What is a groan?',
        choices: [
          "A happy little song",
          "A loud knock on a door",
          "A low sound that shows effort or a little pain",
          "A quick jump into the air",
        ],
        answer: 2,
        explanation:
          "Mr. Osei is an older man getting down onto the floor slowly. The low sound people make when something takes effort or hurts a bit is a groan.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states a theme of the story?",
        choices: [
          "Rainy days are always boring.",
          "The loudest song is always the best song.",
          "Neighbors usually come over to complain.",
          "Making music together means listening to each other.",
        ],
        answer: 3,
        explanation:
          'Mr. Osei says, "a band must listen, not just play." When Lucía really listens, "the sounds fit together like puzzle pieces," and the noise turns into music.',
      },
      {
        format: "multiple-choice",
        skill: "comparing-texts",
        prompt: "How is the children's playing at the end different from their playing at the beginning?",
        choices: [
          "At first it is quiet; at the end it is loud.",
          "At first it is a wild, loud noise; at the end the sounds fit together as music.",
          "At first they play real drums; at the end they play pots.",
          "At first Mr. Osei plays alone; at the end only the children play.",
        ],
        answer: 1,
        explanation:
          'At the beginning they play "a wild, loud song" just for fun. After learning to listen, "the sounds fit together like puzzle pieces," and Mom hears that "the noise had turned into music."',
      },
    ],
  },
  {
    id: "g4-art-mixing-colors",
    grade: 4,
    genre: "informational",
    theme: "art",
    title: "Mix Your Own Colors",
    text: [
      `Imagine you want to paint a sunset, but you have only three jars of paint: red, yellow, and blue. Good news! With just these three colors, you can mix many others. Here is how.`,
      `Red, yellow, and blue are called primary colors. You cannot make them by mixing other paints, but you can use them to make lots of new ones.`,
      `Step 1: Make the secondary colors. Put a spoonful of yellow paint on a paper plate. Add a little red and stir with your brush. You get orange! Yellow and blue make green. Red and blue make purple. Orange, green, and purple are called secondary colors, because each one is made from two primary colors.`,
      `Step 2: Change the amounts. A lot of yellow with a tiny bit of red makes a sunny yellow-orange. More red makes a deep orange-red. Always add the darker color a little at a time. It is easy to make a color darker, but it is hard to make it lighter again.`,
      `Step 3: Make tints and shades. If you add white to a color, you make it lighter. This is called a tint. Pink is a tint of red. If you add a tiny bit of black, you make the color darker. This is called a shade.`,
      `Step 4: Try opposites. Artists often arrange colors in a circle called a color wheel. Colors that sit across from each other on the wheel, like red and green, are called complementary colors. When you put them side by side, they both look brighter. But if you mix them together, you get a dull brown or gray. That can be useful for painting tree trunks or stormy skies!`,
      `Now you are ready for that sunset. Start with yellow near the bottom of the sky, blend it into orange, and finish with purple at the top. With three jars of paint and a little practice, you can fill your paper with color.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is most of this passage organized?",
        choices: [
          "As numbered steps to follow in order",
          "As a story about a famous artist",
          "As a comparison of two paintings",
          "As a list of questions with no answers",
        ],
        answer: 0,
        explanation:
          'The middle of the passage is made of "Step 1," "Step 2," "Step 3," and "Step 4." Each step tells you what to do next, like a recipe for colors.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Which colors are the secondary colors?",
        choices: [
          "Red, yellow, and blue",
          "White, black, and gray",
          "Orange, green, and purple",
          "Pink, brown, and gray",
        ],
        answer: 2,
        explanation:
          'Step 1 says, "Orange, green, and purple are called secondary colors, because each one is made from two primary colors." Red, yellow, and blue are the primary colors.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'In Step 3, what is a "tint"?',
        choices: [
          "A darker color made by adding black",
          "A lighter color made by adding white",
          "A color made from two primary colors",
          "A color that sits across from another on the color wheel",
        ],
        answer: 1,
        explanation:
          'Step 3 says, "If you add white to a color, you make it lighter. This is called a tint." Adding black makes a shade, which is the opposite.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Jin mixed some purple, but she wants a darker purple for a night sky. Based on the passage, what could she add?",
        choices: [
          "A spoonful of white",
          "A lot of yellow",
          "Some water, to thin it out",
          "A tiny bit of black",
        ],
        answer: 3,
        explanation:
          'The passage says adding "a tiny bit of black" makes a color darker, which is called a shade. White would make it lighter, and yellow would change it into a different color.',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "What is the author's main purpose for writing this passage?",
        choices: [
          "To teach readers how to mix many colors from just a few",
          "To convince readers to buy lots of paint",
          "To tell a story about painting a sunset",
          "To explain how rainbows form in the sky",
        ],
        answer: 0,
        explanation:
          'The passage says "Here is how" and then gives steps for mixing secondary colors, tints, shades, and browns. It is written to teach, using only three jars of paint.',
      },
    ],
  },
];
