import type { Passage } from "../types.ts";

/** Original grade-5 passages, written for Brightpath. */
export const grade5Passages: Passage[] = [
  {
    id: "g5-animals-seeing-with-sound",
    grade: 5,
    genre: "informational",
    theme: "animals",
    title: "Seeing with Sound",
    text: [
      `Imagine trying to catch a mosquito in a dark room. You would probably give up. Yet many bats do just that every night, snatching insects out of the air while they fly at top speed. How do they find such tiny targets in the dark? They use their ears as much as their eyes.`,
      `Bats are not blind, no matter what the old saying "blind as a bat" suggests. Many bats see quite well. But on a dark night, eyes are not much help. So many kinds of bats rely on a skill called echolocation. The word is made of two parts: "echo," a sound that bounces back, and "location," which means the place where something is.`,
      `Here is how it works. As a bat flies, it sends out a stream of short, high-pitched calls through its mouth or nose. Most of these calls are too high for human ears to hear. When a call hits something, such as a tree branch or a moth, some of the sound bounces back as an echo. The bat's large ears catch the echo.`,
      `That echo carries a surprising amount of information. If it comes back quickly, the object is close. If it takes longer, the object is farther away. The strength and pattern of the echo give clues about the object's size and shape, and about whether it is moving. These clues can even help a bat tell the difference between a leaf and a flying insect. As a bat closes in on its prey, its calls speed up into a fast buzz. Each call gives the bat a fresh update, so it can follow an insect that twists and dodges.`,
      `Bats are not the only animals that use this trick. Dolphins and some whales make clicking sounds underwater and listen for the echoes to find fish. Water can be dark and cloudy, so sound is often more useful than sight.`,
      `People have borrowed the idea, too. Ships use a tool called sonar, which sends sound through the water and listens for the echoes. Sonar helps sailors measure how deep the water is and spot schools of fish below.`,
      `So the next time you see a bat flit across the sky at dusk, remember that it is doing more than flying. It is listening to the shape of the world around it.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of this passage?",
        choices: [
          "Bats are blind, so they cannot see at all.",
          "Bats and some other animals find things by making sounds and listening for the echoes.",
          "Ships use sonar to find schools of fish.",
          "Bats catch more mosquitoes than any other animal.",
        ],
        answer: 1,
        explanation:
          "Most of the passage explains how bats use echoes to find insects in the dark. It also shows that dolphins, some whales, and even ships use the same idea. The other choices are either wrong or only small details.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Based on the passage, what does "echolocation" mean?',
        choices: [
          "A call so high that humans cannot hear it",
          "A way of seeing in the dark with special eyes",
          "Finding where things are by listening to echoes",
          "The place where bats sleep during the day",
        ],
        answer: 2,
        explanation:
          'The passage breaks the word into two parts: "echo," a sound that bounces back, and "location," the place where something is. Put together, it means finding where things are by using echoes.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "How can a bat tell that an object is far away?",
        choices: [
          "The echo takes longer to come back.",
          "The echo comes back louder.",
          "The bat's calls slow down.",
          "The bat cannot hear any echo at all.",
        ],
        answer: 0,
        explanation:
          'Paragraph 4 says, "If it comes back quickly, the object is close. If it takes longer, the object is farther away."',
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: 'What does the author think about the saying "blind as a bat"?',
        choices: [
          "It is true for all bats.",
          "It explains why bats need big ears.",
          "It is the best way to describe how bats hunt.",
          "It is wrong, because many bats can see quite well.",
        ],
        answer: 3,
        explanation:
          'The author writes, "Bats are not blind, no matter what the old saying "blind as a bat" suggests. Many bats see quite well." The author disagrees with the saying.',
      },
      {
        format: "short-answer",
        skill: "authors-purpose",
        prompt: "Why does the author begin by asking you to imagine trying to catch a mosquito in a dark room?",
        answer:
          "To show how hard it is to catch a tiny insect in the dark, so you are amazed that bats can do it and want to find out how.",
        keyPhrases: [
          [
            "hard",
            "difficult",
            "tough",
            "tricky",
            "impossible",
            "give up",
            "amazing",
            "amazed",
            "surprising",
            "surprised",
          ],
          ["bat", "bats"],
        ],
        explanation:
          "Almost nobody could catch a mosquito in the dark. By starting there, the author makes you feel how hard the job is, so it is surprising that bats do it every night. It makes you want to read on to learn how.",
      },
    ],
  },
  {
    id: "g5-sports-peach-baskets",
    grade: 5,
    genre: "informational",
    theme: "sports",
    title: "Peach Baskets and a Soccer Ball",
    text: [
      `In December 1891, a teacher named James Naismith had a problem. He taught at a school in Springfield, Massachusetts. Winter had come, and his class was stuck indoors. They were tired of marching and doing drills. They were getting grumpy. His boss gave him two weeks to come up with an indoor game that would keep them busy.`,
      `Naismith wanted a game that was fun but not too rough, since the players would be running on a hard wooden floor. He did not want them to tackle each other, so he made a rule that no one could run with the ball. Instead, players would have to pass it. He also chose to put the goal high above the players' heads. That way, scoring would take careful aim instead of pushing and shoving.`,
      `He asked the man who took care of the building for two boxes to use as goals. The man did not have any boxes, but he found two old peach baskets. He nailed them to a rail that ran around the gym, about ten feet up. He wrote thirteen rules, pinned them to the wall, and handed his class a soccer ball.`,
      `The first game looked very different from the one we know today, with nine players on each team. The baskets still had their bottoms, so each time someone scored, a person had to climb up and get the ball back. That did not happen much on the first day, though, because the final score was only one to nothing.`,
      `Even so, the students loved the new game, and they taught it to friends who took it to other schools and towns. As more people played, the game kept changing. The bottoms of the baskets were cut open, and later metal hoops with nets took their place. Boards were put up behind the hoops, partly to stop fans who sat up high from reaching out to knock away shots. Players began to bounce the ball as they moved, which is called dribbling. Soon the game had a ball of its own, too.`,
      `Today, the game is played almost everywhere, from school gyms to city parks to the Olympic Games. Kids shoot hoops in driveways and on playgrounds all over the world. Yet one thing has stayed the same since that winter day in 1891. The hoop still hangs ten feet above the floor, just where Naismith nailed his peach baskets.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "Which best describes how this passage is organized?",
        choices: [
          "It compares basketball with soccer, point by point.",
          "It lists Naismith's thirteen rules in order.",
          "It describes one famous game from start to finish.",
          "It tells about a problem Naismith had, how he solved it, and how the game changed over time.",
        ],
        answer: 3,
        explanation:
          "The passage begins with Naismith's problem (a bored class stuck indoors), explains the game he invented to solve it, and then tells how the game changed as it spread, up to today.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why did Naismith put the goals high above the players' heads?",
        choices: [
          "So scoring would take careful aim instead of pushing and shoving",
          "So fans in the seats could see the baskets better",
          "So the players could climb up after every point",
          "So the soccer ball would bounce higher",
        ],
        answer: 0,
        explanation:
          'Paragraph 2 says he put the goal up high so that "scoring would take careful aim instead of pushing and shoving."',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "The first game ended with a score of only one to nothing. What does this suggest?",
        choices: [
          "Only one team showed up to play.",
          "The students did not like the game.",
          "Scoring in the new game was very hard at first.",
          "The baskets were much too big.",
        ],
        answer: 2,
        explanation:
          "Two teams played a whole game and made only one basket. Shooting a ball into a high basket took skill that nobody had practiced yet. (The students loved the game, so the low score was not because they disliked it.)",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Naismith wanted "a game that was fun but not too rough." What does "rough" mean here?',
        choices: [
          "Bumpy to the touch, like sandpaper",
          "Likely to have players crashing into each other and getting hurt",
          "Too easy for older students",
          "Played outside in bad weather",
        ],
        answer: 1,
        explanation:
          "The same sentence mentions the hard wooden floor, and the next sentence says he did not want players to tackle each other. A rough game is one with lots of hard bumping that could hurt someone.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is basketball today different from the very first game?",
        choices: [
          "Today the hoop hangs much higher than ten feet.",
          "Today each team has nine players on the court.",
          "Today players use a soccer ball.",
          "Today the hoops have open nets, and players can dribble.",
        ],
        answer: 3,
        explanation:
          "In the first game, the peach baskets still had bottoms and players could not run with the ball. Later, baskets were replaced by hoops with nets, and dribbling became part of the game. The ten-foot height is the thing that stayed the same.",
      },
    ],
  },
  {
    id: "g5-space-lights-out",
    grade: 5,
    genre: "literature",
    theme: "space",
    title: "Lights Out on Our Block",
    text: [
      `Where I live, you can hardly see the stars, because porch lights, streetlights, and glowing signs fill the night with an orange haze. On a good night, I can count maybe ten stars from my bedroom window. I know, because I have counted them many times.`,
      `My grandmother, Nani, grew up in a small village in India, far from any city. She says the sky there was so full of stars that it looked like someone had spilled sugar across a black tablecloth. I have always wanted to see a sky like that.`,
      `So when my teacher told us that a meteor shower was coming on Saturday night, I made a plan. Meteors are bits of space dust that burn up as they fall through the air, making bright streaks that last only a moment. To see them, you need a dark sky, and I knew I could not turn off the streetlights. But maybe I could get people to turn off their porch lights.`,
      `I wrote the same note on ten index cards. It said: "Dear Neighbor, on Saturday night there is a meteor shower. Could you please turn off your porch light from nine to ten o'clock so we can all see it? Thank you! From Dev, in the blue house." Nani walked with me while I left one at each house on our block.`,
      `The hardest one was for Mrs. Kowalski, the neighbor who always tells kids to stay off her lawn. I slid the card under her door and ran all the way home.`,
      `On Saturday, Nani and I spread a blanket on our front steps. At nine o'clock, I held my breath and waited, but nothing happened. Every porch light on the street stayed on, and my face felt hot. I wanted to go inside and hide under my covers.`,
      `Then the Garcias' light clicked off, and so did the light at the corner house. One by one, the porch lights blinked out, like a row of eyes slowly closing. Finally, only Mrs. Kowalski's light was left, and I was sure it would stay on. Then it went dark, too.`,
      `Her door opened, and Mrs. Kowalski came out carrying a folding chair, which she set on the sidewalk right next to our steps. Then she sat down without a word.`,
      `The sky was still not as dark as the one in Nani's village, but I could see more stars than I had ever seen from our street in my whole life. Then a white streak flashed across the sky, and the whole block said "Ooh!" at the same time.`,
      `Mrs. Kowalski laughed softly in the dark. "I have not looked up at the sky like this in forty years," she said. "Same time next year, Dev?"`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "Who is telling this story?",
        choices: [
          "Nani, Dev's grandmother",
          "Dev, a boy who wants to see the meteor shower",
          "Mrs. Kowalski, the neighbor",
          "A narrator outside the story who knows what everyone is thinking",
        ],
        answer: 1,
        explanation:
          'The story uses "I" and "my," and the note is signed "From Dev, in the blue house." We only learn what Dev thinks and feels, so Dev is the narrator.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Dev says the lights "fill the night with an orange haze." What is a haze?',
        choices: [
          "A cloudy glow in the air that makes it hard to see clearly",
          "A loud noise from the street",
          "A bright streak that crosses the sky",
          "A kind of star that looks orange",
        ],
        answer: 0,
        explanation:
          "Because of the haze, Dev can hardly see the stars. A haze is a cloudy, glowing look in the air that makes things hard to see.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why does Dev slide the card under Mrs. Kowalski's door and run all the way home?",
        choices: [
          "He is late for dinner.",
          "He does not want her to see the meteor shower.",
          "It has started to rain.",
          "He is nervous because she seems grumpy with kids.",
        ],
        answer: 3,
        explanation:
          'Dev calls her card "the hardest one" and says she "always tells kids to stay off her lawn." Running away shows he is afraid of how she might react.',
      },
      {
        format: "short-answer",
        skill: "character-and-theme",
        prompt: "How does Mrs. Kowalski seem at the beginning of the story, and how does she act at the end?",
        answer:
          "At the beginning she seems grumpy because she tells kids to stay off her lawn. At the end she turns off her light, brings a chair to sit with Dev, and asks to do it again next year.",
        keyPhrases: [
          ["grumpy", "mean", "unfriendly", "cranky", "strict", "lawn", "angry", "scary"],
          [
            "turn off",
            "turned off",
            "turns off",
            "her light",
            "chair",
            "sat",
            "sits",
            "next year",
            "laugh",
            "friendly",
            "join",
            "watch",
          ],
        ],
        explanation:
          'At first Mrs. Kowalski is "the neighbor who always tells kids to stay off her lawn." At the end she turns off her light, sits next to Dev, laughs, and asks, "Same time next year, Dev?" She turns out to be friendlier than Dev expected.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is the sky Dev sees on Saturday night different from the sky in Nani's village?",
        choices: [
          "It is darker and has even more stars than Nani's sky.",
          "It has no stars at all, only meteors.",
          "It has more stars than Dev has ever seen at home, but it is still not as dark as Nani's sky.",
          "It looks exactly like the sky Nani described.",
        ],
        answer: 2,
        explanation:
          "Dev says, \"The sky was still not as dark as the one in Nani's village, but I could see more stars than I had ever seen from our street in my whole life.\" It is better than before, but not the same as Nani's.",
      },
    ],
  },
  {
    id: "g5-music-why-strings-sing",
    grade: 5,
    genre: "informational",
    theme: "music",
    title: "Why Strings Sing",
    text: [
      `Stretch a rubber band between your thumb and finger and pluck it. You will hear a twang, and if you look closely, you may see the band blur as it shakes back and forth. That quick shaking is called vibration, and it is where every sound begins.`,
      `When a string vibrates, it pushes against the air around it, over and over. Each push squeezes the air a little, and those squeezes travel outward in waves, like ripples spreading across a pond. When the waves reach your ear, they make your eardrum vibrate, too. Your brain turns that shaking into the sound you hear.`,
      `Musicians care a lot about pitch, which is how high or low a sound is. A string that vibrates quickly makes a high pitch. A string that vibrates slowly makes a low one. Three things change how fast a string vibrates.`,
      `The first is length. A short string vibrates faster than a long one, so it sounds higher. When a guitar player presses a finger down on a string, only part of the string can shake. The shorter part gives a higher note.`,
      `The second is how tight the string is. Tightening a string makes it vibrate faster and sound higher. Loosening it makes the pitch drop. That is why players turn the pegs at the top of a guitar or violin to tune it before they play.`,
      `The third is thickness. A thick, heavy string vibrates more slowly than a thin one, so it sounds lower. Look at a guitar and you will see that the strings are not all the same. The thickest one plays the lowest notes.`,
      `You can test all three ideas with things from around your home. Stretch a few rubber bands of different widths around an empty tissue box, over the open hole. Pluck each one and listen. Which sounds lowest? Next, pull one band tighter and pluck it again. Then press a pencil down across a band to make the shaking part shorter.`,
      `You may also notice that the box makes the sounds louder than a band alone. The box and the air inside it start to vibrate along with the band. A guitar's hollow wooden body works the same way. So the next time you hear a song on a guitar, you will know that all of that music starts with a string shaking back and forth.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "Which sentence best states the main idea of the passage?",
        choices: [
          "Guitars are the easiest instruments to learn.",
          "Sound comes from vibration, and a string's length, tightness, and thickness change its pitch.",
          "Rubber bands make better music than real instruments.",
          "Your eardrum is the most important part of your body for music.",
        ],
        answer: 1,
        explanation:
          "The passage first explains that every sound begins with vibration. Then most of it explains the three things that change how high or low a string sounds.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'In paragraph 3, what does the word "pitch" mean?',
        choices: [
          "How loud a sound is",
          "How long a sound lasts",
          "How high or low a sound is",
          "How many strings an instrument has",
        ],
        answer: 2,
        explanation:
          'The passage tells you right away: pitch is "how high or low a sound is." A loud sound can have a high or a low pitch, so pitch is not the same as loudness.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What happens to a string's pitch when you make the string tighter?",
        choices: [
          "The pitch goes higher.",
          "The pitch goes lower.",
          "The pitch stays the same, but the sound gets louder.",
          "The string stops making any sound.",
        ],
        answer: 0,
        explanation: 'Paragraph 5 says, "Tightening a string makes it vibrate faster and sound higher."',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt:
          'Paragraphs 4, 5, and 6 begin with "The first," "The second," and "The third." What does each of these paragraphs do?',
        choices: [
          "Each one gives a step for building a guitar.",
          "Each one compares a guitar with a violin.",
          "Each one tells about a different famous musician.",
          "Each one explains one of the three things that change how fast a string vibrates.",
        ],
        answer: 3,
        explanation:
          'Paragraph 3 says, "Three things change how fast a string vibrates." The next three paragraphs explain them one at a time: length, tightness, and thickness.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt:
          "A guitar player wants a higher note from the same string without touching the pegs. What could she do?",
        choices: [
          "Switch to the thickest string.",
          "Loosen the string a little.",
          "Press a finger down on the string to make the shaking part shorter.",
          "Pluck the string more gently.",
        ],
        answer: 2,
        explanation:
          "The passage says a shorter string vibrates faster and sounds higher, and that pressing a finger down lets only part of the string shake. A thicker or looser string would sound lower, and plucking gently only makes it quieter.",
      },
    ],
  },
  {
    id: "g5-art-mural-wall",
    grade: 5,
    genre: "literature",
    theme: "art",
    title: "Two Ideas, One Wall",
    text: [
      `Ji-woo and Marcus had been picked to plan a big painting, called a mural, for the long gray wall outside the school library. Mr. Alvarez, the art teacher, gave them one week to agree on a plan. By Wednesday, they had agreed on nothing.`,
      `"It has to be the ocean," Ji-woo said, spreading her sketches across the table. She had drawn whales, jellyfish, and a coral reef in bright pinks and blues. "Everyone loves the ocean. It would make the whole hallway feel calm."`,
      `Marcus shook his head. His sketch showed the streets around their school: the bridge, the corner market, the tall brick buildings, and the bus that everyone rode each day. "Our school is in the city," he said. "The mural should show where we really live. Nobody here has ever seen a coral reef."`,
      `"That is exactly why it would be special," Ji-woo said.`,
      `They went back and forth until the bell rang. Mr. Alvarez looked at the two sketches and sighed. "If you two cannot agree by Friday, I will choose one myself," he said. Neither of them liked the sound of that.`,
      `That afternoon, Ji-woo walked home along the river, still annoyed. She stopped on the bridge and looked down. The water was calm, and the whole city was upside down in it. She could see the buildings, the bridge, and even the bus in the water, all wobbling gently. Under the surface, a few small fish flickered past.`,
      `Ji-woo pulled out her sketchbook right there on the bridge.`,
      `The next morning, she found Marcus before class. "What if we use both?" she asked. She showed him her new drawing. Across the top half of the page was the city, just like Marcus had drawn it. Across the bottom half was the river, with the city shining upside down in it. Below that, the water grew deeper and bluer, and it was filled with fish, turtles, and plants.`,
      `Marcus studied it for a long time. "The river really does go all the way to the ocean," he said slowly. "So it is our home, and it is the water, too." Then he grinned. "But I get to paint the bus."`,
      `On the last day of painting, Mr. Alvarez stepped back to look at the finished wall. "This is better than either of your first ideas," he said.`,
      `Ji-woo and Marcus looked at each other. For once, they agreed on every single thing.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How are Ji-woo's first idea and Marcus's first idea different?",
        choices: [
          "Ji-woo wants a calm ocean scene with sea animals, and Marcus wants the streets and buildings around their school.",
          "Ji-woo wants to paint the bus, and Marcus wants to paint fish.",
          "Ji-woo wants a black-and-white mural, and Marcus wants bright colors.",
          "Both of them want the same river scene from the start.",
        ],
        answer: 0,
        explanation:
          "Ji-woo's sketches show whales, jellyfish, and a coral reef. Marcus's sketch shows the bridge, the corner market, the brick buildings, and the bus.",
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "Why does Marcus think the mural should show the city?",
        choices: [
          "He is afraid of the ocean.",
          "He thinks it should show where the students really live.",
          "Mr. Alvarez told him to paint the city.",
          "He thinks buildings are easier to paint than fish.",
        ],
        answer: 1,
        explanation:
          'Marcus says, "Our school is in the city. The mural should show where we really live. Nobody here has ever seen a coral reef."',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why does Ji-woo pull out her sketchbook right there on the bridge?",
        choices: [
          "She wants to draw only the fish for her ocean mural.",
          "She is tired and needs something to do while she rests.",
          "Seeing the city in the river gives her an idea that joins both plans.",
          "She wants to show Mr. Alvarez that she has been working hard.",
        ],
        answer: 2,
        explanation:
          "On the bridge she sees the whole city upside down in the water, with fish below. The next morning her new drawing has the city on top and the water below. The view gave her the idea.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: '"Marcus studied it for a long time." What does "studied" mean in this sentence?',
        choices: [
          "Read it to get ready for a test",
          "Went to school to learn about it",
          "Pushed it away without looking",
          "Looked at it closely and carefully",
        ],
        answer: 3,
        explanation:
          "Marcus is looking at Ji-woo's new drawing and thinking about it before he answers. Here, studied means he looked at it closely for a long time.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states a theme of the story?",
        choices: [
          "The person with the best drawing should always get to decide.",
          "Putting two different ideas together can make something better than either one alone.",
          "It is better to let the teacher choose for you.",
          "The ocean is more beautiful than the city.",
        ],
        answer: 1,
        explanation:
          'The final mural joins the city and the water, and Mr. Alvarez says, "This is better than either of your first ideas." Ji-woo and Marcus end up agreeing.',
      },
    ],
  },
  {
    id: "g5-cooking-why-bread-rises",
    grade: 5,
    genre: "informational",
    theme: "cooking",
    title: "Why Bread Rises",
    text: [
      `If you have ever eaten a slice of soft, fluffy bread, you have tasted the work of a living thing far too small to see. It is called yeast, and it is a tiny kind of fungus, related to the mushrooms you might find in a forest. A single spoonful of baker's yeast holds billions of these cells.`,
      `Bread dough starts with flour, water, salt, and yeast. Once the yeast is mixed into the dough, it wakes up and starts to feed on the sugars in the flour. As it feeds, it gives off a gas called carbon dioxide. This is the same gas that you breathe out every time you let out a breath.`,
      `But gas alone cannot make bread rise. It needs something to trap it. That is where gluten comes in. When flour gets wet, some of the proteins in the wheat link together into stretchy strands called gluten, and kneading the dough makes those strands longer and stronger. The gluten forms a kind of net inside the dough. As the yeast makes gas, tiny bubbles get caught in this net, and the whole dough puffs up like a balloon.`,
      `Most bread dough is left to rise in a warm place for an hour or more. Warmth helps the yeast work faster, but too much heat will kill it, so bakers are careful about how warm the dough gets.`,
      `Then the dough goes into the oven, and a few important things happen. At first, the heat makes the gas bubbles grow, so the loaf puffs up even more. As the bread gets hotter, the yeast dies and stops making gas. The gluten and other parts of the dough firm up around the bubbles, locking the shape in place. The outside dries and turns into a golden brown crust.`,
      `Next time you have a slice of bread, look closely at all the little holes. Each one was once a bubble of gas made by yeast.`,
      `Not all bread uses yeast. Many kinds of flatbread, such as tortillas, are made without it, which is why they stay thin. People have been baking both kinds of bread for thousands of years. Long ago, bakers did not know that yeast was alive. They only knew that if they saved a bit of old dough and mixed it into a new batch, the bread would rise. Today we know the secret: a kitchen full of tiny helpers, hard at work.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is this passage mostly about?",
        choices: [
          "How to bake tortillas at home",
          "Why mushrooms grow in forests",
          "How yeast makes gas that gets trapped in the dough, so bread rises and then sets in the oven",
          "Why bakers must always keep bread dough cold",
        ],
        answer: 2,
        explanation:
          "The passage follows bread from the start: yeast makes gas, gluten traps the bubbles, the dough rises, and the oven sets the shape. The other choices are either small details or wrong.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What does yeast give off as it feeds on the sugars in flour?",
        choices: ["Salt", "A gas called carbon dioxide", "Stretchy gluten strands", "Water"],
        answer: 1,
        explanation:
          'Paragraph 2 says, "As it feeds, it gives off a gas called carbon dioxide." Gluten comes from proteins in the flour, not from the yeast.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: "What is gluten?",
        choices: [
          "Stretchy strands formed from proteins in wheat flour",
          "A tiny living thing related to mushrooms",
          "The gas that makes bubbles in dough",
          "The golden brown outside of a loaf",
        ],
        answer: 0,
        explanation:
          'The passage says proteins in the wheat "link together into stretchy strands called gluten," which form a net that traps the gas bubbles. Yeast is the living thing, and carbon dioxide is the gas.',
      },
      {
        format: "short-answer",
        skill: "text-structure",
        prompt:
          "The author explains bread making in time order. Name two things that happen once the dough goes into the oven.",
        answer:
          "First the gas bubbles grow and the loaf puffs up more. Then the yeast dies, the dough firms up around the bubbles, and the outside turns into a golden brown crust.",
        keyPhrases: [
          ["bubbles grow", "puff", "rise more", "rises more", "gets bigger", "grow bigger", "expand", "grows"],
          [
            "yeast dies",
            "yeast die",
            "kills the yeast",
            "stops making gas",
            "firm",
            "crust",
            "golden",
            "brown",
            "hard",
            "dries",
          ],
        ],
        explanation:
          "Paragraph 5 tells what happens in order: the heat makes the gas bubbles grow so the loaf puffs up, then the yeast dies, the dough firms up to lock in the shape, and a golden brown crust forms. Any two of these steps answer the question.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Long ago, bakers mixed a bit of old dough into each new batch. Why did this make the new bread rise?",
        choices: [
          "The old dough was warmer than the new dough.",
          "The old dough had more salt in it.",
          "The old dough made the new dough heavier.",
          "The old dough held living yeast, which started making gas in the new dough.",
        ],
        answer: 3,
        explanation:
          "The passage says bakers did not know yeast was alive, but the saved dough made bread rise. Since yeast is what makes dough rise, the old dough must have carried living yeast into the new batch.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author tell readers to look closely at the holes in a slice of bread?",
        choices: [
          "To warn readers that bread with holes has gone bad",
          "To connect the science to something readers can see for themselves",
          "To explain how tortillas are made",
          "To prove that all bread has exactly the same holes",
        ],
        answer: 1,
        explanation:
          'The author says, "Each one was once a bubble of gas made by yeast." Looking at a real slice lets you see the evidence of everything the passage explained.',
      },
    ],
  },
  {
    id: "g5-video-games-frames",
    grade: 5,
    genre: "informational",
    theme: "video-games",
    title: "How a Game Makes Things Move",
    text: [
      `When a hero runs across the screen in a video game, it looks as if the picture is moving. But here is a surprise: nothing on the screen is really moving at all. A video game is a clever trick played on your eyes and brain.`,
      `Look very closely at a screen, and you may be able to see that it is made of tiny dots of light called pixels. Each pixel can glow in any color. A screen has so many pixels, packed so tightly together, that your eyes blend them into one smooth picture.`,
      `To show motion, a game draws a picture, called a frame, and shows it for just a moment. Then it draws another frame, almost the same as the first, but with the hero's legs and arms in slightly different places. Then it draws another, and another. Many games show thirty or sixty frames every second. The frames change so quickly that your brain cannot see each one on its own. Instead, it fills in the gaps, and you see a hero who seems to run.`,
      `This is the same trick used in cartoons and movies. Movies usually show about twenty-four frames each second, which is enough for most motion to look smooth.`,
      `A game has a harder job than a movie, though. A movie is made ahead of time, but a game does not know what you will do next. So for every single frame, the game's computer goes through a loop. First, it checks which buttons you are pressing. Next, it figures out where everything should be, such as where the hero has moved and whether a jump landed. Then it draws the new picture on the screen. Finally, it starts the loop again. All of this happens many times every second.`,
      `If a game cannot draw its frames fast enough, the motion starts to look jumpy. Game makers work hard to keep the frames coming quickly and smoothly.`,
      `You can see how frames work without any screen at all by making a flip book. Take a small pad of paper or a stack of sticky notes. On the last page, draw a ball near the top. On the page before it, draw the same ball a little lower. Keep going, moving the ball down a bit on each page, until it reaches the bottom and bounces back up. Then hold the pad and flip through the pages quickly with your thumb. Your ball will bounce, just like a hero in a game.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of this passage?",
        choices: [
          "A game makes things seem to move by quickly showing many still pictures, each a little different.",
          "Movies look smoother than video games.",
          "Screens are made of tiny dots called pixels.",
          "Flip books are more fun than video games.",
        ],
        answer: 0,
        explanation:
          'The passage says "nothing on the screen is really moving" and explains that games show frames so quickly that your brain sees motion. Pixels and movies are details that support this idea.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'In paragraph 3, what is a "frame"?',
        choices: [
          "The plastic edge around a screen",
          "One tiny dot of light",
          "One still picture in a series of pictures",
          "A button on a game controller",
        ],
        answer: 2,
        explanation:
          'The passage says a game "draws a picture, called a frame, and shows it for just a moment," and then draws another. A frame is one still picture in the series.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is a game's job different from a movie's job?",
        choices: [
          "A movie shows more frames each second than a game.",
          "A movie is made ahead of time, but a game must make each new frame based on what the player does.",
          "A game uses pixels, but a movie uses a flip book.",
          "A game shows only one frame, but a movie shows many.",
        ],
        answer: 1,
        explanation:
          'Paragraph 5 says, "A movie is made ahead of time, but a game does not know what you will do next." So the game has to check your buttons and draw each frame as you play.',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What happens if a game cannot draw its frames fast enough?",
        choices: [
          "The screen turns black.",
          "The pixels change color.",
          "The game starts over.",
          "The motion starts to look jumpy.",
        ],
        answer: 3,
        explanation:
          'Paragraph 6 says, "If a game cannot draw its frames fast enough, the motion starts to look jumpy."',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author give directions for making a flip book?",
        choices: [
          "To show that flip books are better than games",
          "To teach readers how to draw a hero",
          "So readers can see how frames make motion, even without a screen",
          "To explain how pixels glow",
        ],
        answer: 2,
        explanation:
          "Each page of the flip book is like one frame. Flipping quickly makes the ball seem to bounce, which is the same trick a game uses. The author wants you to try the idea yourself.",
      },
    ],
  },
  {
    id: "g5-dinosaurs-true-colors",
    grade: 5,
    genre: "informational",
    theme: "dinosaurs",
    title: "What Color Was That Dinosaur?",
    text: [
      `Picture a dinosaur in your mind. What color is it? Maybe you thought of a green or brown beast with skin like a lizard. That is how they often look in books and movies. But for a long time, those colors were only guesses.`,
      `The problem is that fossils are made of rock. When an animal turns into a fossil, its bones slowly turn to stone. The colors of its skin or feathers are lost. So the people who drew them had to borrow ideas from animals that are alive now, like lizards.`,
      `Then, around 2010, scientists found a new kind of clue. They were studying fossils of small dinosaurs that had feathers. Some of these fossils were so well kept that you could still see the shapes of the feathers pressed into the rock. They used very strong microscopes to look inside the fossil feathers. There they found tiny shapes called melanosomes.`,
      `In living animals, melanosomes are tiny sacs that hold color. They are found in feathers, hair, and skin. Their shape is a clue to their color. In birds today, long, thin ones are found in black and gray feathers. Round ones are found in feathers that are reddish brown. So the team looked at the shapes in the old feathers and matched them to the ones in birds. That let them make a careful guess about a dinosaur's colors.`,
      `One of the first dinosaurs studied this way was a small, feathered meat eater found in China. Its tail seems to have had stripes of reddish brown and white, a bit like the tail of a raccoon. Another small dinosaur seems to have had black and white wings and a reddish crest on its head.`,
      `Still, this method has limits. It only works on fossils that kept lots of tiny details. Those are rare. It also cannot find every color. Some colors, such as the bright reds and yellows of many birds today, come from the food an animal eats. Those colors leave no melanosomes behind. That is why the experts say their ideas could change as they learn more.`,
      `For most dinosaurs, including the giant ones, no skin or feathers were saved. We still do not know their true colors. But for a few, we are starting to see them the way they really looked millions of years ago.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "Which sentence best states the main idea of the passage?",
        choices: [
          "All dinosaurs were green or brown, like lizards.",
          "Scientists now know the true colors of every dinosaur.",
          "Tiny color sacs in some fossils let scientists make careful guesses about a few dinosaurs' colors, but most are still unknown.",
          "Fossils are made of rock, so they are very heavy.",
        ],
        answer: 2,
        explanation:
          "The passage explains the new clue (melanosomes), what it showed about a few small dinosaurs, and its limits. The last paragraph says we still do not know most dinosaurs' colors.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "In birds today, what color feathers have round melanosomes?",
        choices: ["Black", "Gray", "Bright yellow", "Reddish brown"],
        answer: 3,
        explanation:
          'Paragraph 4 says long, thin melanosomes are found in black and gray feathers, and "Round ones are found in feathers that are reddish brown."',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is this passage organized?",
        choices: [
          "It describes a problem, a discovery that helps solve it, and the limits of that discovery.",
          "It tells the life story of one dinosaur from egg to adult.",
          "It gives steps for digging up a fossil.",
          "It lists dinosaurs from biggest to smallest.",
        ],
        answer: 0,
        explanation:
          'First comes the problem ("fossils are made of rock" and colors are lost). Then comes the discovery of melanosomes. Then the passage explains that "this method has limits."',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: 'Why does the author use words like "seems to have had" and "a careful guess"?',
        choices: [
          "To make the passage sound more exciting",
          "To show that the scientists' ideas are likely but not certain",
          "To show that the scientists made up the colors",
          "To tell readers that the fossils were fake",
        ],
        answer: 1,
        explanation:
          'The author is careful to show how sure scientists are. The passage even says scientists "say their ideas could change as they learn more." These words show the ideas are good guesses, not proven facts.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Paragraph 6 begins, "Still, this method has limits." What does "limits" mean here?',
        choices: [
          "Things the method cannot do",
          "Rules about where fossils can be kept",
          "The fastest speed a dinosaur could run",
          "The edges of a map",
        ],
        answer: 0,
        explanation:
          "The rest of the paragraph lists what the method cannot do: it only works on rare, detailed fossils, and it cannot find every color. Those are its limits.",
      },
    ],
  },
  {
    id: "g5-ocean-hermit-crab",
    grade: 5,
    genre: "literature",
    theme: "ocean",
    title: "Pickles",
    text: [
      `At low tide, the rocky beach near Aunt Leilani's house turned into a maze of pools, each one like a tiny aquarium left behind by the sea. Malia and her cousin Kai crouched beside the biggest one. Their knees were wet, and their noses almost touched the water.`,
      `"Look!" Malia whispered. A small, spiral shell was creeping across the bottom of the pool. Two long feelers and a pair of striped legs poked out of the opening.`,
      `"It's a hermit crab," Kai said. "It doesn't grow its own shell. It lives in an empty one that another animal left behind."`,
      `Malia scooped the crab up gently and set it in her yellow bucket with some seawater. "I'm going to keep him," she said. "I'll call him Pickles."`,
      `Kai frowned. "He lives here, though."`,
      `"I'll take good care of him," Malia said. "I'll give him a nice bowl and feed him every day." She was already imagining Pickles on her desk at home, waving his little claws at her each morning.`,
      `For the next hour, Malia carried the bucket everywhere. But every time she peeked inside, Pickles was doing the same thing. He was scraping at the smooth plastic wall, trying to climb out, and sliding back down. The sun beat down on the bucket. When Malia dipped her finger in, the water felt warm, like a bath.`,
      `In the tide pool, the water had been cool and always moving. There had been other crabs, tiny fish, and seaweed waving in the current. In the bucket, there was only plastic and warm water.`,
      `Malia sat down on a rock. "He doesn't like it in there, does he?"`,
      `Kai shook his head. "I don't think so."`,
      `Malia carried the bucket back to the big pool and tipped it slowly. Pickles tumbled out and sat still for a moment. Then he marched across the sand to a pile of empty shells near the edge of the pool. He poked at one that was bigger than his own. Then, in a quick flash, he pulled himself out of his old shell and slipped into the new one.`,
      `Malia gasped. "He was looking for a bigger home the whole time!"`,
      `"He was getting too big for his old one," Kai said. "He could never have found a new shell in a bucket."`,
      `Malia watched Pickles crawl away under a fringe of seaweed. Then she took out the small notebook she always carried and drew him in his new shell, so she would remember. It was not the same as keeping him. But somehow, it felt better.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Malia and Kai "crouched beside the biggest one." What does "crouched" mean?',
        choices: ["Ran quickly", "Bent down low, with knees bent", "Stood up tall on tiptoe", "Jumped into the water"],
        answer: 1,
        explanation:
          "The next sentence says their knees were wet and their noses almost touched the water. You can only be that close to a pool if you bend down low.",
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "How does Kai feel about Malia keeping Pickles at first?",
        choices: [
          "He thinks Pickles belongs in the tide pool.",
          "He wants to keep Pickles for himself.",
          "He thinks Pickles would love a bowl on Malia's desk.",
          "He does not care what happens to Pickles.",
        ],
        answer: 0,
        explanation:
          'When Malia says she will keep the crab, Kai frowns and says, "He lives here, though." He thinks the crab should stay where it lives.',
      },
      {
        format: "short-answer",
        skill: "inference",
        prompt: "Why does Malia decide to let Pickles go? Give a clue from the story.",
        answer:
          "She sees that Pickles keeps trying to climb out of the bucket and the water is getting warm, so she realizes he is not happy there.",
        keyPhrases: [
          [
            "climb out",
            "get out",
            "scraping",
            "escape",
            "warm",
            "hot",
            "doesn't like",
            "does not like",
            "didn't like",
            "not happy",
            "unhappy",
            "belongs",
            "lives here",
            "his home",
            "tide pool",
          ],
        ],
        explanation:
          'The story never says exactly why, but it gives clues: Pickles keeps scraping at the wall trying to climb out, and the water feels warm like a bath. Malia asks, "He doesn\'t like it in there, does he?"',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is the bucket different from the tide pool?",
        choices: [
          "The bucket is cooler and has more food than the pool.",
          "The bucket has more crabs and fish than the pool.",
          "The pool is cool and moving, with other living things, but the bucket has only warm water and plastic walls.",
          "They are almost the same, because both hold seawater.",
        ],
        answer: 2,
        explanation:
          'The story says "In the tide pool, the water had been cool and always moving," with crabs, fish, and seaweed. "In the bucket, there was only plastic and warm water."',
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What does Pickles do soon after Malia sets him free?",
        choices: [
          "He hides in Malia's yellow bucket.",
          "He swims out to sea.",
          "He buries himself in the sand.",
          "He moves into a bigger empty shell.",
        ],
        answer: 3,
        explanation:
          'Pickles pokes at a shell bigger than his own, and then "he pulled himself out of his old shell and slipped into the new one."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states a theme of the story?",
        choices: [
          "Sometimes caring about an animal means letting it stay where it belongs.",
          "Hermit crabs make the best pets.",
          "You should never go to the beach at low tide.",
          "Cousins always agree with each other.",
        ],
        answer: 0,
        explanation:
          'Malia wants to take care of Pickles, but she learns he needs the tide pool. Letting him go "was not the same as keeping him. But somehow, it felt better."',
      },
    ],
  },
  {
    id: "g5-nature-fallen-tree",
    grade: 5,
    genre: "literature",
    theme: "nature",
    title: "The Log on Ridge Trail",
    text: [
      `Kwame and his mom had hiked the Ridge Trail at Pine Hollow Park at least twenty times. It always ended at the lookout, with a view of the whole valley. But the morning after the big storm, they came around a bend and stopped. A huge oak tree lay across the path. Its roots had been torn out of the ground, and they stuck up higher than Kwame's head.`,
      `"No way," Kwame groaned. The trunk was too big to climb over. The slope on both sides was too steep to go around. "We came all this way for nothing."`,
      `His mom sat down on a rock and pulled out a water bottle. "Maybe not for nothing," she said. "Let's take a break and look around."`,
      `Kwame flopped down beside her, still grumbling. He stared at the fallen trunk without really seeing it. Then a sharp tapping sound made him look up. A woodpecker clung to the side of the log, drilling into the bark.`,
      `"What is it doing?" Kwame asked.`,
      `"Looking for breakfast," Mom said. "There are probably beetles under that bark already."`,
      `Kwame got up to look more closely. Once he started looking, he could not stop. Pale orange fungus grew in a row of little shelves along one side of the trunk. Bright green moss covered the bark like a blanket. He gently lifted a loose piece of bark, and a shiny black beetle scurried away. In the damp leaves beside the log, a tiny salamander lay curled up.`,
      `"This tree fell last night," Kwame said. "How is it already so full of stuff?"`,
      `"Some of these things were living on it before it fell," Mom said. "But a fallen tree is only at the beginning of a whole new life. For many years, it will be food and shelter for all kinds of creatures. Insects will tunnel through it. Fungus will slowly break it down. Little by little, it will turn back into soil. Someday, new trees may even sprout right on top of it."`,
      `Kwame pulled his sketchbook out of his backpack and started to draw the log, the fungus shelves, and the little salamander. He was so busy that he forgot about the lookout completely.`,
      `On the way back down, Mom asked if he was disappointed that they had not reached the top.`,
      `Kwame thought about it. "We can see the valley any time," he said. "Can we come back next month and see what's living in the log then?"`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is this story mostly about?",
        choices: [
          "A storm that knocks down every tree in a park",
          "A boy whose hike is blocked finds out that a fallen tree is full of life",
          "A mother teaching her son how to climb over logs",
          "A woodpecker that is looking for breakfast",
        ],
        answer: 1,
        explanation:
          "The story begins with the blocked trail, but most of it is about what Kwame discovers on the log: a woodpecker, fungus, moss, a beetle, and a salamander. The woodpecker is only one small part.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'Why does Mom say "Maybe not for nothing" and suggest taking a break?',
        choices: [
          "She is too tired to walk any farther.",
          "She wants to turn around and go home right away.",
          "She thinks they might find something interesting right where they are.",
          "She is angry at Kwame for grumbling.",
        ],
        answer: 2,
        explanation:
          'Mom tells Kwame to "look around," and soon she is pointing out the woodpecker and explaining the log. She seems to know the fallen tree could be worth exploring.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'When Kwame lifted the bark, "a shiny black beetle scurried away." What does "scurried" mean?',
        choices: [
          "Moved quickly with small steps",
          "Flew up high into the air",
          "Stayed completely still",
          "Made a loud buzzing noise",
        ],
        answer: 0,
        explanation:
          "The beetle was uncovered and went away fast, the way small bugs hurry off when you lift a rock or bark. Scurried means moved quickly with short steps.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "According to Mom, what will happen to the fallen tree over many years?",
        choices: [
          "It will stand back up on its own.",
          "Park workers will carry it away.",
          "It will turn into a rock.",
          "It will feed and shelter many creatures and slowly turn back into soil.",
        ],
        answer: 3,
        explanation:
          'Mom says, "For many years, it will be food and shelter for all kinds of creatures," and "Little by little, it will turn back into soil."',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How does Kwame change from the beginning of the story to the end?",
        choices: [
          "He starts out excited and ends up bored.",
          "He goes from feeling the hike was for nothing to wanting to come back and see the log again.",
          "He starts out afraid of bugs and ends up afraid of storms.",
          "He does not change; he wants to reach the lookout the whole time.",
        ],
        answer: 1,
        explanation:
          'At first Kwame groans, "We came all this way for nothing." At the end he forgets the lookout and asks, "Can we come back next month and see what\'s living in the log then?"',
      },
    ],
  },
  {
    id: "g5-fashion-silver-line",
    grade: 5,
    genre: "literature",
    theme: "fashion",
    title: "The Silver Line",
    text: [
      `Zara had been working on her dress for three weeks. For the fifth-grade Trash to Fashion show, every student had to make an outfit out of things that would otherwise be thrown away. Zara's dress was made from old newspapers. She had folded hundreds of paper strips into ruffles and glued them, row after row, onto a paper skirt. Everyone who saw it said it was the best one in the class, and Zara secretly agreed.`,
      `The only outfit that came close was Mei's. Mei had made a vest out of bottle caps, hundreds of them, wired together so that they clinked like tiny bells when she walked. Zara tried not to look at it too often.`,
      `On the morning of the show, the classroom was crowded with kids getting dressed. Zara pulled her dress over her head, and there was a terrible sound. Rrrrip! A long tear ran down the side of the skirt, from her waist almost to the bottom. Three rows of ruffles hung loose.`,
      `Zara froze. The show started in ten minutes, and her eyes began to sting.`,
      `Mei was the first one to reach her. She looked at the rip, and then at Zara's face. Without a word, she dug into her backpack and pulled out a roll of clear tape and a bag of leftover bottle caps.`,
      `"Why are you helping me?" Zara asked. "Everyone says your vest is going to win."`,
      `Mei shrugged. "Your dress is amazing. It should be in the show." She began taping the tear closed from the inside.`,
      `The tape held the skirt together, but the rip still showed as a crooked line down the side. Zara stared at it and felt her chin wobble. Then Mei held up a bottle cap. "What if we don't hide it?" she said. "What if we make it part of the dress?"`,
      `Working fast, the two girls glued a row of shiny caps all along the crooked line, like a trail of silver buttons. When they were done, the rip looked as if it had been planned from the start.`,
      `Zara walked down the hallway with her head high, the caps sparkling under the lights. Mei walked right behind her, clinking with every step.`,
      `At the end of the show, the judges said that the prize for the most creative outfit went to Mei's bottle-cap vest. Three weeks ago, Zara would have been upset. Now she was surprised to find herself clapping louder than anyone.`,
      `Later, she ran her fingers down the silver line on her skirt. It had become her favorite part of the dress.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'Why does Zara try "not to look at" Mei\'s vest "too often"?',
        choices: [
          "She worries that Mei's vest might be better than her dress.",
          "The bottle caps are too shiny to look at.",
          "She has never seen Mei's vest.",
          "She thinks the vest is ugly.",
        ],
        answer: 0,
        explanation:
          'Zara secretly thinks her dress is the best, and Mei\'s vest is "the only outfit that came close." Not wanting to look at it shows she feels worried, or even a little jealous.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Zara "stared at it and felt her chin wobble." What does "wobble" mean here?',
        choices: [
          "Stay perfectly still",
          "Grow tired from talking",
          "Shake a little, as if she might cry",
          "Turn up in a big smile",
        ],
        answer: 2,
        explanation:
          "Zara is upset about the rip, and earlier her eyes began to sting. A wobbling chin is a small shaking that happens when someone is trying not to cry.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "What do the girls do about the rip?",
        choices: [
          "They hide it under a bottle-cap vest.",
          "They tape it from the inside and glue a row of bottle caps along it.",
          "They cut off the torn part of the skirt.",
          "They ask the judges to skip Zara's turn.",
        ],
        answer: 1,
        explanation:
          'Mei tapes "the tear closed from the inside." Then the girls glue "a row of shiny caps all along the crooked line," so the rip looks planned.',
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt:
          "This story is told by a narrator who is not a character. Whose thoughts and feelings does the narrator share the most?",
        choices: ["Mei's", "The judges'", "Zara's", "Nobody's; the narrator only tells what people do"],
        answer: 2,
        explanation:
          'We learn that Zara "secretly agreed" her dress was best, that her eyes began to sting, and that she was surprised to clap so loudly. We never learn Mei\'s private thoughts, only what she says and does.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is Zara's reaction to Mei winning different from how she would have felt at the start?",
        choices: [
          "At the start she would have cheered; at the end she is upset.",
          "She feels exactly the same at the start and the end.",
          "At the start she did not care about the show at all.",
          "At the start she would have been upset; at the end she claps louder than anyone.",
        ],
        answer: 3,
        explanation:
          'The story says, "Three weeks ago, Zara would have been upset. Now she was surprised to find herself clapping louder than anyone." Mei\'s kindness changed how Zara felt.',
      },
      {
        format: "short-answer",
        skill: "character-and-theme",
        prompt: "What lesson does Zara learn in this story? Use a detail to support your answer.",
        answer:
          "Zara learns that kindness matters more than winning. Mei helped fix her dress even though they were competing, and at the end Zara clapped the loudest when Mei won.",
        keyPhrases: [
          ["kind", "help", "friend", "nice", "more than winning", "not about winning", "share", "teamwork", "together"],
          ["mei", "tape", "bottle cap", "fix", "rip", "clap", "prize"],
        ],
        explanation:
          "Zara first sees Mei as her rival, but Mei helps her when the dress rips. By the end Zara cheers for Mei and loves the silver line they made together. The story shows kindness can matter more than winning.",
      },
    ],
  },
];
