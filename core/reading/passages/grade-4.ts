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
        prompt:
          'In paragraph 2, the author writes, "Because of this lift, the geese in the back do not have to flap as hard." What does "lift" mean here?',
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
          'Mateo is still the slowest runner, but his handoff idea helps the team win. Keisha even says, "That was all you, Mateo." He learns he can help in his own way.',
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
        skill: "character-and-theme",
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
          'To explain where the word "month" comes from',
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
        skill: "character-and-theme",
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
        prompt:
          "Jin mixed some purple, but she wants a darker purple for a night sky. Based on the passage, what could she add?",
        choices: ["A spoonful of white", "A lot of yellow", "Some water, to thin it out", "A tiny bit of black"],
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
  {
    id: "g4-cooking-test-pancake",
    grade: 4,
    genre: "literature",
    theme: "cooking",
    title: "The Test Pancake",
    text: [
      `Saturday was Dad's birthday, and Amir had a plan. He was going to make pancakes by himself and carry them to Dad on a tray. His big sister, Nadia, agreed to stand by the stove, just in case. But she promised not to help unless he asked.`,
      `Amir measured the flour, the milk, and one egg. He stirred until his arm ached. Then he poured a big puddle of batter into the hot pan.`,
      `It sizzled loudly. Smoke curled up. When Amir flipped the pancake, his heart sank. One side was black. The middle was still gooey, and the edges were torn where the spatula had caught.`,
      `"It's ruined," he said. He pushed the bowl away. "The whole thing is ruined. Let's just give him cereal."`,
      `Nadia leaned against the counter. "Want to know a secret? The first pancake almost always comes out wrong. Even Mom's do. The first one is a test. It tells you what the pan is doing."`,
      `Amir frowned at the burnt circle. "So what is it telling me?"`,
      `"What do you think?"`,
      `He thought about the smoke and the gooey middle. "The pan is too hot," he said slowly. "The outside cooked before the inside could."`,
      `Nadia just smiled.`,
      `Amir turned the heat down. This time he poured a smaller circle and waited. Tiny bubbles rose and popped on top. When the edges looked dry, he slid the spatula under and flipped. The pancake was golden brown.`,
      `The next one was even better. Soon he had a tall, steaming stack.`,
      `Amir carried the tray to Dad, with the burnt pancake hidden at the very bottom of the stack. Dad sat up, delighted. He ate three pancakes. Then he lifted the last one and saw its black side.`,
      `"Ah," Dad said. "The test pancake. That one is always the cook's best teacher." And he ate that one, too.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What went wrong with Amir's first pancake?",
        choices: [
          "It had no egg in it.",
          "It was too small to flip.",
          "It stuck to the tray on the way to Dad.",
          "It burned on one side and stayed gooey in the middle.",
        ],
        answer: 3,
        explanation: 'When Amir flipped it, "One side was black. The middle was still gooey, and the edges were torn."',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'When Amir flipped the first pancake, "his heart sank." What does this mean?',
        choices: [
          "He felt disappointed.",
          "He felt very hungry.",
          "He felt excited and proud.",
          "He felt dizzy and fell down.",
        ],
        answer: 0,
        explanation:
          'Right after his heart sank, Amir sees the pancake is black and gooey, and he says, "It\'s ruined." A sinking heart is a way to describe a sudden sad, let-down feeling.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'Why does Nadia answer Amir\'s question with "What do you think?" instead of just telling him?',
        choices: [
          "She does not know the answer herself.",
          "She wants Amir to figure it out on his own.",
          "She is bored and wants to leave the kitchen.",
          "She wants Amir to give Dad cereal instead.",
        ],
        answer: 1,
        explanation:
          'Nadia promised not to help unless Amir asked, and she clearly knows about pancakes. By asking him a question, she lets him work it out. When he does, she "just smiled," which shows that was her plan.',
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "How is the way Amir sees the burnt pancake different from the way Dad sees it?",
        choices: [
          "Amir thinks it is the best one, but Dad throws it away.",
          "Both of them think it belongs in the trash.",
          "Amir hides it like a failure, but Dad calls it the cook's best teacher.",
          "Amir eats it first, but Dad will not touch it.",
        ],
        answer: 2,
        explanation:
          'Amir hides the burnt pancake "at the very bottom of the stack." Dad finds it and says, "That one is always the cook\'s best teacher," and he eats it.',
      },
      {
        format: "short-answer",
        skill: "character-and-theme",
        prompt: "What lesson about mistakes does this story teach? Use a detail from the story to explain.",
        answer:
          "Mistakes can help you learn. The burnt first pancake showed Amir that the pan was too hot, so he turned the heat down and the next ones came out golden.",
        keyPhrases: [
          ["learn", "teach", "teacher", "figure out", "get better", "try again", "help you", "helps you"],
          ["the pan", "too hot", "heat", "first pancake", "burnt", "burned", "black", "test pancake", "golden"],
        ],
        explanation:
          'Amir thinks his mistake ruins everything, but the burnt pancake tells him the pan is too hot. He fixes it, and the rest come out golden. Dad even calls the burnt one "the cook\'s best teacher."',
      },
    ],
  },
  {
    id: "g4-video-games-paper-game",
    grade: 4,
    genre: "literature",
    theme: "video-games",
    title: "The Paper Game",
    text: [
      `The storm knocked the power out just as Jamal reached the last level of his favorite video game. The screen went black. The whole apartment went quiet.`,
      `"No!" Jamal groaned. "I was so close."`,
      `His cousin Noor found a flashlight in the kitchen drawer. "We could make our own game," she said.`,
      `"With what?" Jamal asked. "Everything is off."`,
      `"With paper."`,
      `Jamal rolled his eyes, but he had nothing better to do. Noor taped four sheets of paper together and drew a long, winding path. She added a swamp, a rope bridge, and a cave. Jamal could not help himself. He grabbed a pencil and drew a dragon guarding the cave.`,
      `"Every video game has rules," Noor said. "So ours needs rules too." They decided that players would roll a die to move. Landing on the swamp meant going back three spaces. Landing on the bridge meant you had to answer a riddle to cross.`,
      `Then Jamal had an idea. "Every good game has a boss at the end," he said. "To get past the dragon, you need three keys." They cut tiny keys out of paper and hid them along the path.`,
      `When Grandpa came in with candles, they asked him to test their game. He rolled the die, crossed the bridge, and collected two keys. But the third key was hidden in a corner that no path could reach.`,
      `"This is not fair," Grandpa said, laughing. "I can never win!"`,
      `Jamal studied the board. Grandpa was right. "A game should be hard," he said, "but not impossible. If you can never win, nobody wants to play." He drew a secret tunnel that led to the last key.`,
      `Grandpa tried again. This time he beat the dragon, and everyone cheered.`,
      `Later that night, the lights flickered back on. The TV hummed to life. Jamal glanced at it, then back at the paper board on the floor.`,
      `"One more round?" he asked.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "Which event sets off everything else that happens in the story?",
        choices: [
          "Grandpa comes in with candles.",
          "Noor draws a swamp and a cave.",
          "A storm knocks out the power.",
          "The lights flicker back on.",
        ],
        answer: 2,
        explanation:
          "Because the storm turns off the power, Jamal cannot play his video game. That is why Noor suggests making a game on paper, and the rest of the story follows from that.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'After Noor drew the cave, "Jamal could not help himself." What does this mean?',
        choices: [
          "He needed someone else to help him.",
          "He could not stop himself from joining in.",
          "He was not allowed to help Noor.",
          "He was too tired to do anything.",
        ],
        answer: 1,
        explanation:
          "Right after this sentence, Jamal grabs a pencil and draws a dragon, even though he had rolled his eyes at the idea. He wanted to join in so much that he could not hold back.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What does a player need to get past the dragon?",
        choices: ["Three paper keys", "The answer to a riddle", "A secret tunnel", "A candle"],
        answer: 0,
        explanation:
          'Jamal says, "To get past the dragon, you need three keys." The riddle is for crossing the bridge, and the tunnel was added later to reach the last key.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "What does Jamal learn when Grandpa tests the game?",
        choices: [
          "Games are only fun when they are on a screen.",
          "Grandpa is not very good at games.",
          "Dragons make a game too scary.",
          "A good game should be hard but still possible to win.",
        ],
        answer: 3,
        explanation:
          'When Grandpa cannot reach the last key, Jamal says, "A game should be hard, but not impossible. If you can never win, nobody wants to play." Then he fixes the board.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How do Jamal's feelings about the paper game change from the beginning of the story to the end?",
        choices: [
          "At first he rolls his eyes at it, but at the end he wants to keep playing even though the TV is back on.",
          "At first he loves it, but at the end he only wants his video game.",
          "He is bored by it the whole time.",
          "At first he is scared of the dragon, but at the end he is brave.",
        ],
        answer: 0,
        explanation:
          'At the start, "Jamal rolled his eyes" at the idea. At the end, the TV comes back on, but he looks back at the board and asks, "One more round?"',
      },
    ],
  },
  {
    id: "g4-ocean-octopus-disguise",
    grade: 4,
    genre: "informational",
    theme: "ocean",
    title: "Master of Disguise",
    text: [
      `An octopus has no shell to hide in and no bones to protect it. Its soft body would make a tasty meal for sharks, eels, and big fish. So how does it stay safe? It is one of the best hiders in the ocean.`,
      `First, an octopus can change color in less than a second. Its skin is packed with tiny sacs of color, such as red, yellow, brown, and black. Little muscles around each sac can stretch it open to show the color. They can also squeeze it shut to hide the color. In a blink, an octopus on a sandy sea floor can turn sandy tan. On a dark rock, it can turn dark and speckled.`,
      `Second, an octopus can change the feel of its skin. It can raise small bumps and points so that its skin looks rough, like rock or coral. When it sits still, a hungry fish might swim right past without seeing it.`,
      `If a hunter does spot it, the octopus has a backup plan. It squirts a cloud of dark ink into the water. While the enemy is confused, the octopus shoots away by pushing water out of its body, like a jet.`,
      `Finally, an octopus can escape through very small spaces. Because it has no bones, it can squeeze its whole body through a crack that looks far too small for it. The only hard part of its body is its beak, a sharp mouth it uses to crack open crabs. If the beak fits through a gap, the rest of the octopus can follow.`,
      `Some kinds of octopus go even further. They twist their arms and bodies to look like other sea animals, such as a flat fish or a striped sea snake. A hunter that is looking for an octopus may not even know it found one.`,
      `With so many tricks, it is no wonder that people call the octopus a master of disguise.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of this passage?",
        choices: [
          "An octopus uses its sharp beak to crack open crabs.",
          "An octopus has many tricks for hiding and escaping.",
          "Sharks are the most dangerous hunters in the ocean.",
          "An octopus has no bones in its body.",
        ],
        answer: 1,
        explanation:
          "Each paragraph describes a different trick: changing color, changing the feel of its skin, squirting ink, squeezing through cracks, and pretending to be other animals. The other choices are small details, not the big idea.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "How does an octopus change color?",
        choices: [
          "It squirts ink onto its own skin.",
          "It eats food of a different color.",
          "Tiny muscles open or squeeze shut little sacs of color in its skin.",
          "It grows a new layer of skin each time.",
        ],
        answer: 2,
        explanation:
          'Paragraph 2 says its skin "is packed with tiny sacs of color," and little muscles "stretch it open to show the color" or "squeeze it shut to hide the color."',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: 'The author uses the words "First," "Second," and "Finally." What do these words help the reader do?',
        choices: [
          "Follow a list of the octopus's tricks for staying safe",
          "Learn the order of an octopus's day from morning to night",
          "Follow the steps for catching an octopus",
          "Compare an octopus with a shark",
        ],
        answer: 0,
        explanation:
          "These words mark each new trick in a list: first changing color, second changing skin texture, and finally squeezing through small spaces.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'The passage calls the octopus "a master of disguise." What is a disguise?',
        choices: [
          "A cloud of dark ink",
          "A kind of hard shell",
          "A very fast way to swim",
          "A way of changing how you look so others do not know you",
        ],
        answer: 3,
        explanation:
          "The whole passage is about how the octopus changes its look to match rocks, sand, and even other animals so that hunters do not recognize it. That is what a disguise does.",
      },
      {
        format: "short-answer",
        skill: "inference",
        prompt: "Why would squeezing through a tiny crack help an octopus stay safe from a big fish?",
        answer: "The octopus can escape into a small space where the bigger fish cannot fit or follow it.",
        keyPhrases: [
          [
            "escape",
            "get away",
            "hide",
            "hiding",
            "run away",
            "away from",
            "can't fit",
            "cannot fit",
            "can't follow",
            "cannot follow",
            "can't get",
            "cannot get",
            "too big",
          ],
        ],
        explanation:
          "The passage says an octopus can squeeze through a crack that looks far too small for it. A big fish cannot fit through that crack, so the octopus can get away. You figure this out by putting the facts together.",
      },
    ],
  },
  {
    id: "g4-vehicles-running-machine",
    grade: 4,
    genre: "informational",
    theme: "vehicles",
    title: "From Running Machine to Bicycle",
    text: [
      `About two hundred years ago, in 1817, a German inventor named Karl Drais built a wooden machine with two wheels, a seat, and handlebars. It had no pedals at all! The rider sat on it and pushed along the ground with both feet, a bit like riding a scooter. People called it a "running machine."`,
      `Later, inventors added pedals to the front wheel. Now riders could keep their feet off the ground. But there was a problem. The pedals were fixed right to the front wheel, so each turn of the pedals turned the wheel just once. To go fast, you needed a very big wheel.`,
      `That is how the high-wheel bike came to be. It was popular in the 1870s and 1880s. Its front wheel was huge, and its back wheel was tiny. Riders sat way up high, right above the big wheel. It was fast and fun, but it was also dangerous. If the front wheel hit a rock, the rider could fly over the handlebars headfirst. Many people were too scared to try it. Today, people often call it a "penny-farthing," after two old British coins, one large and one small.`,
      `In the 1880s, a new design changed everything. It was called the safety bicycle. Its two wheels were the same size, and the rider sat low between them. The pedals turned a chain, and the chain turned the back wheel. Thanks to the chain, one turn of the pedals could spin the back wheel more than once. The bike did not need a giant wheel to go fast anymore. Soon, soft rubber tires filled with air made the ride smoother, too.`,
      `The safety bicycle was easier to get on, easier to ride, and much safer. Many more people began to ride. Lots of women found new freedom on two wheels.`,
      `Look at a bike today, and you will see the same plan: two wheels of the same size, a chain, and pedals in the middle. And the running machine? It is back, too. Many small children learn to ride on balance bikes with no pedals, just like the one Karl Drais built.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the author organize this passage?",
        choices: [
          "As steps for building your own bike",
          "In time order, from the first two-wheeled machine to the bikes of today",
          "As a story told by one bike rider",
          "From the newest kind of bike to the oldest",
        ],
        answer: 1,
        explanation:
          "The passage starts in 1817, moves to the high-wheel bike of the 1870s and 1880s, then to the safety bicycle, and ends with bikes today. That is time order.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How was the safety bicycle different from the high-wheel bike?",
        choices: [
          "It had no pedals at all.",
          "It had a huge front wheel and a tiny back wheel.",
          "The rider sat higher up, above the front wheel.",
          "Its wheels were the same size, and a chain turned the back wheel.",
        ],
        answer: 3,
        explanation:
          'On the high-wheel bike, the front wheel "was huge" and the pedals were fixed right to it. On the safety bicycle, "two wheels were the same size," and "the pedals turned a chain, and the chain turned the back wheel."',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why did the high-wheel bike need such a big front wheel?",
        choices: [
          "Each turn of the pedals turned the wheel only once, so a bigger wheel went farther.",
          "A big wheel made the bike safer to ride.",
          "A big wheel let two people ride at once.",
          "A big wheel helped riders see over crowds.",
        ],
        answer: 0,
        explanation:
          'Paragraph 2 says "each turn of the pedals turned the wheel just once. To go fast, you needed a very big wheel." A bigger wheel covers more ground in one turn.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Paragraph 4 says, "In the 1880s, a new design changed everything." What does "design" mean here?',
        choices: [
          "A pretty picture painted on a bike",
          "A race between two riders",
          "A plan for how something is shaped and built",
          "A kind of rubber tire",
        ],
        answer: 2,
        explanation:
          "The rest of the paragraph describes how the new bike was built: same-size wheels, a low seat, and a chain. A design is the plan for how something is made.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author mention balance bikes in the last paragraph?",
        choices: [
          "To connect the very first bike to something children ride today",
          "To warn readers that balance bikes are dangerous",
          "To convince parents to buy balance bikes",
          "To explain how a chain works",
        ],
        answer: 0,
        explanation:
          'The author says the running machine "is back, too," because balance bikes have no pedals, "just like the one Karl Drais built." This links the past to kids today.',
      },
    ],
  },
  {
    id: "g4-nature-last-bean",
    grade: 4,
    genre: "literature",
    theme: "nature",
    title: "The Last Bean",
    text: [
      `Every student in Ms. Park's class planted a bean seed in a paper cup of soil. They set the cups in a row on the sunny windowsill and watered them every morning.`,
      `On the fifth day, Diego shouted, "Mine's up!" A pale green hook had pushed up through his soil. By the end of the week, almost every cup had a tiny plant with two round leaves. Almost every cup.`,
      `Hana's cup still looked like a cup of dirt.`,
      `She checked it every morning before she even took off her backpack. Nothing. She gave it a little extra water, in case it was thirsty. Still nothing. Her friend Priya tried to cheer her up. "Maybe it's just shy," she said. Hana did not laugh.`,
      `On the ninth day, Hana decided her seed was a dud. "I'm going to dig it out and throw it away," she told Ms. Park.`,
      `Ms. Park thought for a moment. "Before you do, let's take a look. Gently." She handed Hana a craft stick.`,
      `Hana scraped the soil away, little by little. Then she gasped. The seed had split open. A thick white root curled down almost to the bottom of the cup, with tiny hairs branching off it. A small green shoot was bending upward, just below the top of the soil.`,
      `"It was growing the whole time," Hana said. "I just couldn't see it."`,
      `"Your seed was planted a bit deeper than the others," Ms. Park said. "It spent more time building roots before it showed anything above the ground. Roots keep a plant steady and bring it water."`,
      `Hana carefully pushed the soil back over the seed and patted it down. She did not dig it up again.`,
      `Three days later, her bean plant poked through. It was the last one in the class. But two weeks later, it was the tallest plant on the windowsill, with leaves as big as Hana's palm.`,
      `Diego measured it with a ruler. "How did yours get so big?"`,
      `Hana smiled. "It started underground."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why does Hana check her cup every morning before she even takes off her backpack?",
        choices: [
          "She is late for class and in a hurry.",
          "She keeps her cup inside her backpack.",
          "She is eager and worried to see whether her seed has come up.",
          "Ms. Park told everyone to do it first thing.",
        ],
        answer: 2,
        explanation:
          "Everyone else's bean has sprouted, and Hana's has not. Checking before she even takes off her backpack shows how badly she wants to see a plant, and how worried she is.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'On the ninth day, "Hana decided her seed was a dud." What is a dud?',
        choices: [
          "Something that does not work",
          "A seed that grows very fast",
          "A kind of bean plant",
          "A small garden shovel",
        ],
        answer: 0,
        explanation:
          'Right after deciding her seed is a dud, Hana says she will "dig it out and throw it away." You throw something away when you think it does not work.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What does Hana find when she scrapes the soil away?",
        choices: [
          "An empty cup with no seed in it",
          "A seed that has split open, with a long root and a shoot just under the soil",
          "A worm eating her seed",
          "A seed that has turned soft and rotten",
        ],
        answer: 1,
        explanation:
          'The story says "The seed had split open. A thick white root curled down," and "a small green shoot was bending upward, just below the top of the soil."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states a theme of the story?",
        choices: [
          "The first one to finish is always the best.",
          "If something is slow, you should give up on it.",
          "Plants grow faster when you give them extra water.",
          "Important growing can happen even when you cannot see it yet.",
        ],
        answer: 3,
        explanation:
          'Hana\'s seed was busy growing roots where no one could see. She says, "It was growing the whole time," and at the end her plant is the tallest because "It started underground."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is Hana's bean plant at the end of the story different from how it seemed on the ninth day?",
        choices: [
          "On the ninth day it seemed dead, but at the end it is the tallest plant on the windowsill.",
          "On the ninth day it was the tallest, but at the end it is the smallest.",
          "On the ninth day it had big leaves, but at the end they fell off.",
          "It looks exactly the same at both times.",
        ],
        answer: 0,
        explanation:
          'On the ninth day Hana thought her seed "was a dud." Two weeks after it sprouted, "it was the tallest plant on the windowsill, with leaves as big as Hana\'s palm."',
      },
    ],
  },
  {
    id: "g4-fashion-star-patch",
    grade: 4,
    genre: "literature",
    theme: "fashion",
    title: "The Star Patch",
    text: [
      `Rosa's jeans were her favorite thing to wear. They had faded to the color of a summer sky, and they felt perfectly soft. So when she tripped during a game of tag and heard a loud rip, she wanted to cry. There was a hole in the right knee, big enough to poke three fingers through.`,
      `"Mom will throw them away," she told her abuela that afternoon. "They're ruined."`,
      `Abuela looked at the hole over the top of her glasses. "Ruined? No. They just need a patch." She opened her sewing basket. Inside were spools of thread, a pincushion shaped like a tomato, and a bag of cloth scraps.`,
      `Rosa dug through the scraps and pulled out a piece of yellow cloth from an old shirt. "Could the patch be a star?"`,
      `"It can be anything you like," said Abuela.`,
      `Rosa drew a star on the cloth with chalk and cut it out. Abuela showed her how to thread the needle and tie a knot at the end. Then she pinned the star over the hole. "Small stitches," she said. "Close to the edge. Slow is fast."`,
      `Rosa did not understand what that meant at first. She hurried, and her stitches came out big and crooked. She had to pull them all out and start over. The second time, she went slowly. Each stitch was small and neat. It took the whole evening, but when she held up the jeans, the yellow star shone on the blue knee.`,
      `The next morning, Rosa almost changed into different pants. What if people laughed? But she took a deep breath and wore the jeans anyway.`,
      `At lunch, her friend Kiana pointed at her knee. "Where did you get those? I love them!"`,
      `"I made the patch," Rosa said. She sat up a little taller.`,
      `By the end of the week, three friends had asked Rosa to help them patch their own clothes. Kiana wanted a moon. Theo wanted a lightning bolt.`,
      `Rosa told them what Abuela had told her. "Small stitches. Slow is fast."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: 'Rosa says her jeans are "ruined." How does Abuela see them differently?',
        choices: [
          "She thinks they are too old and should be thrown away.",
          "She thinks the hole is a problem that a patch can fix.",
          "She thinks Rosa should buy a new pair.",
          "She thinks Rosa tore them on purpose.",
        ],
        answer: 1,
        explanation:
          'Abuela answers, "Ruined? No. They just need a patch." Where Rosa sees the end of her jeans, Abuela sees something that can be fixed.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'What does Abuela mean when she says, "Slow is fast"?',
        choices: [
          "Sewing slowly is more fun than sewing fast.",
          "Rosa should finish the patch as fast as she can.",
          "Working carefully the first time saves time, because you do not have to do it over.",
          "Walking slowly will get you to school sooner.",
        ],
        answer: 2,
        explanation:
          "When Rosa hurried, her stitches were crooked and she had to pull them all out and start over. Going slowly and carefully worked better. That is what Abuela meant.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Rosa\'s first stitches "came out big and crooked." What does "crooked" mean?',
        choices: ["Very tiny", "Bright yellow", "Tied in a knot", "Not straight or even"],
        answer: 3,
        explanation:
          'The story compares her first stitches with her second ones, which were "small and neat." Crooked stitches are the opposite of neat: they are not straight or even.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What did Rosa use to make her patch?",
        choices: [
          "A piece of yellow cloth from an old shirt",
          "A blue scrap cut from her jeans",
          "A tomato-shaped pincushion",
          "A piece of paper shaped like a moon",
        ],
        answer: 0,
        explanation: 'Rosa "pulled out a piece of yellow cloth from an old shirt" and cut a star from it.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How does Rosa change from the beginning of the story to the end?",
        choices: [
          "She starts out proud of her jeans and ends up ashamed of them.",
          "She goes from thinking her jeans are ruined to proudly helping friends fix their clothes.",
          "She goes from loving to sew to never wanting to sew again.",
          "She starts out brave and ends up afraid of what people think.",
        ],
        answer: 1,
        explanation:
          'At first Rosa wants to cry and calls her jeans "ruined." By the end she sits "a little taller," and her friends ask her to help patch their clothes.',
      },
    ],
  },
];
