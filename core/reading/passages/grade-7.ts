import type { Passage } from "../types.ts";

/** Original grade-7 passages, written for Brightpath. */
export const grade7Passages: Passage[] = [
  {
    id: "g7-animals-kennel-fourteen",
    grade: 7,
    genre: "literature",
    theme: "animals",
    title: "Kennel 14",
    text: [
      `The card on Kennel 14 said PEPPER, MIXED BREED, 3 YEARS, SHY, and Yusuf thought the last word was an understatement. In four Saturdays of volunteering at the Lakeside Animal Shelter, he had never seen more of Pepper than a gray shape pressed into the back corner and two dark eyes watching him.`,
      `Most of the dogs flung themselves at the bars whenever visitors walked by, barking and wagging and begging for attention, and those were the dogs that got adopted. Visitors strolled past Pepper's kennel without even slowing down.`,
      `"Some dogs need more time," said Ms. Castillo, who ran the volunteer program. "Have you tried reading to her?"`,
      `Yusuf stared at her. Reading aloud was the activity he dreaded most at school, because his voice always came out too quiet and someone in the back row always called out, "What?"`,
      `"Dogs don't care how well you read," Ms. Castillo said. "They care that you're calm. Sit sideways, don't stare at her, and just let her listen."`,
      `So the next Saturday, Yusuf brought a library book about a boy sailing alone across the Pacific, sat down on the floor outside Kennel 14, turned his shoulder to the bars, and began to read. His voice was barely louder than a whisper, and Pepper didn't move.`,
      `He came back the following week and read two more chapters while Pepper watched him from the corner. On the third week, she lay down with her chin resting on her paws. On the fifth week, when Yusuf reached the part where a storm tore the boat's sail, he heard a soft scraping sound. Pepper had crept halfway across the kennel. By the end of the chapter, her nose was pressed against the bars, an inch from his sneaker. Yusuf kept reading, afraid that if he stopped, she would retreat.`,
      `In the seventh week, a family came to visit: a mother, a father, and a girl of about eight who clutched her father's sleeve. They paused at Kennel 14, and Pepper immediately shrank back into her corner. The father sighed and started to move on.`,
      `Yusuf's heart pounded. He liked talking to strangers even less than he liked reading aloud, but he stood up anyway. "She's not unfriendly," he said, and his voice came out steadier than he expected. "She's just careful. If you sit sideways and read to her, she'll come closer. I can show you."`,
      `The girl sat down beside him, and Yusuf handed her the book. She read slowly, stumbling over the long words. Twenty minutes later, Pepper's nose was resting against the bars, and the girl's small fingers were gently scratching her under the chin.`,
      `Three days later, the card on Kennel 14 was gone. Yusuf stood looking at the empty space for a long moment, feeling glad and a little hollow at the same time. Then Ms. Castillo tapped his shoulder and pointed down the row, to a brown dog shivering in the back of Kennel 9.`,
      `Yusuf went to get his book.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Yusuf thinks the word SHY on Pepper\'s card is "an understatement." What does "understatement" mean?',
        choices: [
          "A word on a sign that is spelled or printed incorrectly",
          "A description that makes something sound less than it really is",
          "A description that is the exact opposite of the truth",
          "A label written in capital letters so it is easy to read",
        ],
        answer: 1,
        explanation:
          'The next sentence shows that Pepper is far more than a little shy: in four weeks Yusuf has seen only "a gray shape pressed into the back corner." Calling her "shy" makes her fear sound smaller than it is, which is what an understatement does.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: 'Why does the author include the sentences that begin "On the third week" and "On the fifth week"?',
        choices: [
          "To show that Yusuf skipped some Saturdays at the shelter",
          "To explain how many chapters were in the library book",
          "To show that the shelter was open only a few weeks a year",
          "To show how gradually Pepper began to trust Yusuf",
        ],
        answer: 3,
        explanation:
          "These time markers show Pepper's change step by step: watching from the corner, then lying down, then creeping halfway, then resting her nose by his sneaker. The structure shows that trust grew slowly.",
      },
      {
        format: "short-answer",
        skill: "character-and-theme",
        prompt: "How are Yusuf and Pepper alike? Use details from the story.",
        answer:
          "Both of them are shy and nervous around new people, and both become braver over time. Pepper comes closer to the bars, and Yusuf speaks up to help the family.",
        keyPhrases: [
          ["shy", "nervous", "scared", "afraid", "quiet", "careful", "fear", "timid", "anxious"],
          [
            "brave",
            "courage",
            "come closer",
            "came closer",
            "comes closer",
            "open up",
            "opened up",
            "confident",
            "steadier",
            "speaks up",
            "spoke up",
            "trust",
          ],
        ],
        explanation:
          'Pepper hides in her corner, and Yusuf dreads reading aloud and talking to strangers. By the end, Pepper creeps to the bars and Yusuf speaks up to the family "steadier than he expected." Both grow braver with time and patience.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'Why does Yusuf feel "glad and a little hollow at the same time" when Pepper\'s card is gone?',
        choices: [
          "He is glad the shelter is quieter, but he is hungry.",
          "He is glad he can stop reading, but he wanted to finish the book.",
          "He is happy Pepper found a home, but he will miss her.",
          "He is glad to see Ms. Castillo, but upset that the dogs are noisy.",
        ],
        answer: 2,
        explanation:
          'The missing card means Pepper was adopted by the family he helped, which makes Yusuf glad. But he spent weeks earning her trust, so losing her leaves him feeling empty, or "hollow," too.',
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "Who tells this story?",
        choices: [
          "An outside narrator who shares Yusuf's thoughts and feelings",
          "Pepper, who describes her own fear of visitors",
          "The girl, who tells what she sees at the shelter",
          'Ms. Castillo, who uses "I" to tell about her volunteers',
        ],
        answer: 0,
        explanation:
          'The story calls Yusuf "he" and tells us what he feels inside, like how he "dreaded" reading aloud and that his "heart pounded." We never learn Pepper\'s thoughts, only what she does.',
      },
    ],
  },
  {
    id: "g7-sports-peach-baskets",
    grade: 7,
    genre: "informational",
    theme: "sports",
    title: "Two Peach Baskets and a Soccer Ball",
    text: [
      `In the winter of 1891, a teacher named James Naismith had a problem. He worked at a training school in Springfield, Massachusetts, where young men studied to become physical education teachers and coaches. In the fall, his students played football and exercised outdoors, but when the snow and cold arrived, they were stuck inside, where the marching drills and gymnastics quickly bored them. The class grew restless and rowdy. Naismith's boss gave him two weeks to invent a new indoor game that would hold their interest.`,
      `Naismith began by thinking about what made other sports work and what made them dangerous indoors. Football involved tackling, which would be painful on a hard wooden floor. So he decided that players could not run while holding the ball; they would have to pass it instead. That single rule meant there was no reason to tackle anyone. Next, he considered the goal. If the goal were on the ground, as in soccer, players would simply fire the ball at it as hard as they could. But if the goal were high above their heads, they would have to toss the ball in a gentle arc. Skill and aim, not strength, would win.`,
      `When he asked the school's janitor for two boxes to use as goals, the janitor didn't have any boxes, but he did have two old peach baskets. Naismith nailed them to the railing of the gym's balcony, which happened to be ten feet off the floor. He wrote up a list of thirteen rules, tacked it to the wall, and handed his class a soccer ball.`,
      `The first game was far from smooth. Eighteen players crowded onto the floor, nine on each side, and many of the rules were broken again and again. Only one basket was scored, so the final score was 1 to 0. Because the peach baskets still had bottoms, someone had to climb up and fetch the ball after every shot that went in. Still, the students loved it. When they went home for the holidays, they taught the game to their friends, and it spread rapidly through schools and athletic clubs.`,
      `Over the following years, the game continued to change. Metal hoops with open nets replaced the baskets, so the ball could drop straight through. Backboards were added, partly to stop fans in the balcony from reaching out to block shots. Players began bouncing the ball as they moved, which grew into the dribble. Only a year after the first game, a teacher at a women's college adapted the rules for her students, and women's teams were soon playing too.`,
      `Today, basketball is played in gyms, parks, and driveways all over the world, and the hoops are still ten feet high. That height was never chosen by careful measurement; it was simply where the balcony happened to be.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "Which sentence best states the main idea of the passage?",
        choices: [
          "Football became too dangerous to play indoors, so schools replaced it with basketball in 1891.",
          "The first basketball game was a failure because only one basket was scored in the whole game.",
          "Naismith invented basketball by solving a problem, and the game spread and changed over time.",
          "Peach baskets made better goals than metal hoops, but they were replaced to please the fans.",
        ],
        answer: 2,
        explanation:
          "The passage follows basketball from the problem Naismith had to solve, through the first game, to how the game spread and changed. The score and the danger of football are supporting details.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Naismith\'s class "grew restless and rowdy." What does "rowdy" mean?',
        choices: [
          "Noisy and hard to control",
          "Tired and slow to move",
          "Polite and very quiet",
          "Strong and fast on their feet",
        ],
        answer: 0,
        explanation:
          'The students were bored and stuck indoors, and the boss wanted a game to "hold their interest." A bored, restless class that needs something to do is likely to be noisy and hard to control.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is paragraph 2 mainly organized?",
        choices: [
          "It describes the first basketball game from the opening toss to the end.",
          "It explains each of Naismith's choices by showing the problem it solved.",
          "It compares basketball with soccer to show which game is more exciting.",
          "It lists all thirteen of Naismith's original rules in the order he wrote them.",
        ],
        answer: 1,
        explanation:
          "Each choice is tied to a reason. Tackling would hurt on a wooden floor, so players must pass. A goal on the ground would reward hard throws, so the goal goes up high. That is a problem-and-solution, or cause-and-effect, pattern.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why did Naismith want the goal to be high above the players' heads?",
        choices: [
          "So that fans in the balcony could reach out and catch the ball",
          "Because the janitor would only let him nail things to the balcony",
          "So the ball would not bounce off the hard wooden floor and break",
          "So players would need skill and aim, not strength, to score",
        ],
        answer: 3,
        explanation:
          'Paragraph 2 says a high goal means players "would have to toss the ball in a gentle arc. Skill and aim, not strength, would win."',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "Which statement correctly compares the first game of basketball with the game today?",
        choices: [
          "The first game used peach baskets with bottoms; today's hoops have open nets at the same height.",
          "The first game used a real basketball; today's game uses a soccer ball and a lower hoop.",
          "The first game had glass backboards; today's game has none, so fans can't block shots.",
          "The first game had open nets; today's baskets have bottoms, so someone must fetch the ball.",
        ],
        answer: 0,
        explanation:
          'The passage says metal hoops with open nets replaced the peach baskets, and the last paragraph says "the hoops are still ten feet high." The other choices mix up what came first and what came later.',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author end by explaining that the ten-foot height came from the balcony?",
        choices: [
          "To argue that the hoops should be lowered so younger players can score",
          "To explain how the gym's balcony was built and why it was ten feet high",
          "To end with a surprise showing how the first game still shapes basketball",
          "To show that Naismith measured everything in the gym very carefully",
        ],
        answer: 2,
        explanation:
          "The ending connects the past to the present with a surprise: the height every player knows was an accident of one gym in 1891. It is the opposite of careful measurement.",
      },
    ],
  },
  {
    id: "g7-space-meteor-night",
    grade: 7,
    genre: "literature",
    theme: "space",
    title: "Twenty Minutes of Dark",
    text: [
      `At ten o'clock on a warm August night, Aunt Meera parked at the edge of a hayfield, switched off the headlights, and said, "Perfect."`,
      `I couldn't see anything perfect about it. I couldn't see anything at all. The darkness was so thick that when I held my hand in front of my face, it disappeared.`,
      `"The Perseids peak tonight," she said, spreading an old quilt on the grass. "Lie down and look up. You'll see shooting stars."`,
      `I lay down and looked up, but all I saw were a few faint stars and a blinking airplane. After five minutes, I sat up. "Nothing's happening."`,
      `"Your eyes aren't ready yet," Aunt Meera said. "It takes about twenty minutes for them to adjust to the dark. If you look at a bright screen or a flashlight, you have to start over." She clicked on a small flashlight covered with red plastic. "Red light doesn't spoil your night vision as much," she explained, and then she switched it off again.`,
      `Twenty minutes felt like a punishment. I counted the crickets and thought about everything I could be doing at home. Finally, mostly to have something to do, I asked what shooting stars even were.`,
      `"Crumbs," Aunt Meera said. "A comet swings through our part of space every hundred and thirty years or so, and it leaves a trail of dust behind it. Every August, Earth plows through that trail. The bits hit our air so fast that they burn up and glow. Most of them are no bigger than a grain of sand."`,
      `"So we drove an hour to watch sand burn?"`,
      `She laughed. "Keep watching."`,
      `I lay back down, mostly because arguing was more work than lying still. And slowly, without my noticing exactly when, the sky began to change. The few faint stars were joined by dozens, then hundreds more. A pale, cloudy band stretched from one side of the field to the other, as if someone had brushed the sky with chalk.`,
      `"Is that a cloud?" I whispered.`,
      `"That's our galaxy," Aunt Meera whispered back. "The Milky Way. We're seeing it from the inside."`,
      `I had seen pictures of the Milky Way, but I had never imagined it was something you could simply see, from a hayfield, with your own eyes.`,
      `Then a streak of white light slid across the sky, quick as a blink. Then another. Then one so bright that it left a greenish trail hanging in the air for a full second before it faded. I heard myself gasp.`,
      `We stayed until after midnight, and I stopped counting at forty-one meteors. On the drive home, I leaned my head against the window and watched the stars thin out as the town lights grew brighter.`,
      `"Was it worth the wait?" Aunt Meera asked.`,
      `I thought about the twenty minutes that had felt like forever. "The wait was part of it," I said. "If I'd given up early, I never would have seen any of it."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why does Aunt Meera cover her flashlight with red plastic?",
        choices: [
          "Because red light makes the meteors easier to see as they fall",
          "So that airplanes flying overhead can spot them in the field",
          "Because red light doesn't spoil night vision as much as white light",
          "Because the white bulb is broken and red is all she has left",
        ],
        answer: 2,
        explanation: 'Aunt Meera explains, "Red light doesn\'t spoil your night vision as much."',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Aunt Meera says, "Every August, Earth plows through that trail." What does "plows through" mean here?',
        choices: [
          "Digs up soil so crops can be planted",
          "Stops suddenly and turns back around",
          "Sweeps the dust away and cleans it up",
          "Moves steadily right through it",
        ],
        answer: 3,
        explanation:
          "Earth isn't digging a field. Aunt Meera means that Earth moves right through the comet's dust, the way a plow pushes steadily through dirt, so the dust hits our air.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt:
          'What does the narrator\'s question "So we drove an hour to watch sand burn?" show about her at that moment?',
        choices: [
          "She is unimpressed and doubts the trip is worth it.",
          "She is frightened of being alone in a dark field.",
          "She is excited to learn more about comets and dust.",
          "She is angry that her aunt laughed at her question.",
        ],
        answer: 0,
        explanation:
          "She has been bored for twenty minutes, and she describes the meteors in the least exciting way she can. Her joking question shows she thinks the whole trip might be a waste of time.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is the sky the narrator sees at first different from the sky she sees later?",
        choices: [
          "At first she sees dozens of meteors; later clouds roll in and she can see only an airplane.",
          "At first she sees a few faint stars; after her eyes adjust, she sees hundreds and the Milky Way.",
          "At first she sees the Milky Way clearly; later the town lights make the sky too bright to see.",
          "At first the sky is full of stars; later her eyes grow tired and the stars seem to fade away.",
        ],
        answer: 1,
        explanation:
          'When she first lies down, she sees "a few faint stars and a blinking airplane." After her eyes adjust, stars appear by the hundreds, the Milky Way shows up, and she counts forty-one meteors.',
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "How does the story's point of view affect what readers learn?",
        choices: [
          "Aunt Meera tells it, so readers learn everything she knows about comets.",
          "An outside narrator tells it, so readers learn every character's thoughts.",
          "A scientist tells it, so readers get facts but no one's feelings.",
          'The narrator tells it as "I," so readers share her boredom and her amazement.',
        ],
        answer: 3,
        explanation:
          'The niece tells the story herself. We feel her impatience ("Twenty minutes felt like a punishment") and her wonder ("I heard myself gasp"), but we only know Aunt Meera\'s thoughts from what she says.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states the theme of the story?",
        choices: [
          "Some wonderful things are seen only by people willing to wait.",
          "Meteors are too small and too quick to be worth a long drive.",
          "Adults nearly always know more than children about nature.",
          "It is usually better to stay home than to try something new.",
        ],
        answer: 0,
        explanation:
          'The narrator almost gives up, but waiting lets her eyes adjust and the sky fill with stars. She ends by saying, "The wait was part of it."',
      },
    ],
  },
  {
    id: "g7-music-science-of-a-note",
    grade: 7,
    genre: "informational",
    theme: "music",
    title: "The Science of a Note",
    text: [
      `Every sound you hear begins with something shaking. When a drum is struck, its skin moves rapidly in and out, and when you speak, two small folds of tissue in your throat vibrate. These vibrations push on the air around them, sending ripples of pressure outward, much like the rings that spread when a pebble drops into a pond. When those ripples reach your ears, your brain hears sound.`,
      `Musicians care a great deal about one quality of sound: pitch, or how high or low a note is. Pitch depends on how fast something vibrates. A string that shakes back and forth hundreds of times each second produces a high note, while one that shakes more slowly produces a lower note. Every instrument, from a violin to a tuba, is really a tool for controlling how fast something vibrates.`,
      `String instruments, such as guitars and violins, control pitch in three ways. The first is length: when a guitarist presses a finger down on a string, only the part between the finger and the far end can vibrate. A shorter string vibrates faster, so the note rises. The second is tension: turning a tuning peg stretches a string tighter, which also raises its pitch. The third is thickness. If you look closely at a guitar, you will notice that some strings are much thicker than others; these heavier strings vibrate more slowly and play the low notes.`,
      `A string by itself is surprisingly quiet, because it is too thin to push much air. That is why string instruments have hollow wooden bodies. The vibrating string makes the wood vibrate too, and the large wooden surface moves far more air, making the sound louder and fuller.`,
      `Wind instruments, such as flutes, clarinets, and trumpets, work differently. In these instruments, the thing that vibrates is not a string but a column of air inside a tube. The player starts the air shaking by blowing across a hole, through a reed, or between buzzing lips. The length of the air column sets the pitch, just as the length of a string does. On a flute, covering more holes makes the column of air longer and the note lower. A trombone player does the same thing by sliding part of the tube in and out.`,
      `You can test these ideas at home with a few glass bottles. Pour a different amount of water into each one, then blow gently across the top of each bottle. The bottle with the most water has the shortest column of air above it, and it will play the highest note. With a little patience, you can tune a row of bottles to play a simple song.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'In paragraph 2, what does the word "pitch" mean?',
        choices: [
          "A throw of a ball to a batter",
          "How high or low a note sounds",
          "A sticky black material",
          "A field where games are played",
        ],
        answer: 1,
        explanation:
          '"Pitch" has many meanings, but the sentence explains which one it means here: "pitch, or how high or low a note is." The other choices are meanings that don\'t fit a passage about sound.',
      },
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of the passage?",
        choices: [
          "Guitars are easier to play than flutes because their strings are easy to press.",
          "Sound is made when a pebble drops into a pond and sends out rings of water.",
          "Glass bottles filled with water can play any song as well as a real flute.",
          "Pitch depends on how fast something vibrates, and instruments control that speed.",
        ],
        answer: 3,
        explanation:
          "Paragraph 2 states the big idea: pitch depends on how fast something vibrates. The rest of the passage shows how strings, wind instruments, and even bottles control that speed.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How are string instruments and wind instruments alike, according to the passage?",
        choices: [
          "In both, the player blows air through a reed to start the sound.",
          "Both use hollow wooden bodies to make their sound louder.",
          "In both, the length of the vibrating part helps set the pitch.",
          "In both, a string vibrates inside a tube of air to make a note.",
        ],
        answer: 2,
        explanation:
          'A shorter string makes a higher note, and the passage says the air column sets the pitch "just as the length of a string does." What vibrates is different (a string or a column of air), but length matters in both.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "A guitarist wants a lower note from the same string. Based on the passage, what could she do?",
        choices: [
          "Press the string down closer to the far end so less of it can vibrate",
          "Turn the tuning peg to make the string tighter",
          "Move her finger so that a longer part of the string can vibrate",
          "Switch to a thinner string",
        ],
        answer: 2,
        explanation:
          "The passage says a shorter, tighter, or thinner string gives a higher note. So to go lower, she needs the opposite: a longer vibrating part. The other choices would all raise the pitch.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the author organize the passage?",
        choices: [
          "It tells the history of instruments from the oldest ones to the newest.",
          "It explains sound, compares two kinds of instruments, and ends with an experiment.",
          "It follows one musician through a full day of practice in time order.",
          "It lists instruments from the loudest to the quietest, with examples.",
        ],
        answer: 1,
        explanation:
          "The first two paragraphs explain sound and pitch. The middle paragraphs describe string instruments and then wind instruments. The last paragraph gives a bottle experiment.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author include the experiment with glass bottles?",
        choices: [
          "To let readers hear for themselves how air length changes pitch",
          "To warn readers to be careful when they handle glass bottles",
          "To prove that bottles can make better music than real flutes",
          "To explain why a string by itself makes such a quiet sound",
        ],
        answer: 0,
        explanation:
          "The bottle test turns the idea about air columns into something readers can try. The fullest bottle has the shortest air column and plays the highest note.",
      },
    ],
  },
  {
    id: "g7-cooking-why-bread-rises",
    grade: 7,
    genre: "informational",
    theme: "cooking",
    title: "Why Bread Rises",
    text: [
      `A lump of bread dough sitting in a bowl doesn't look as if it's doing much. But if you leave it alone for an hour or two, it can double in size. Then, in the oven, it puffs up even more and turns into a loaf full of tiny holes. The secret behind this change is a team of two: a living thing called yeast and a stretchy material called gluten.`,
      `Yeast is a kind of fungus made of single cells so small that millions of them could fit on your fingertip. The dry yeast sold for baking looks like tan grains of sand, but each grain holds many cells that are only resting. When they are mixed with warm water and flour, they wake up and begin to eat. Their food is sugar, which comes from the starch in flour. As the yeast cells feed, they give off two things: a gas called carbon dioxide and a small amount of alcohol.`,
      `On its own, that gas would simply escape into the air. This is where gluten comes in. Wheat flour contains two proteins that link together into long, stretchy strands when they are mixed with water. Kneading the dough, or pushing and folding it over and over, lines up those strands and makes them stronger. Soon the dough becomes smooth and elastic, like a sheet of rubber folded around itself. As the yeast gives off gas, the gluten traps it in thousands of tiny bubbles. Each bubble swells like a little balloon, and the whole dough rises.`,
      `Temperature matters a great deal. Yeast works fastest in a warm place, which is why recipes often say to let the dough rise somewhere cozy. If the dough is cold, the yeast slows down, and rising can take all night. If the water is too hot, though, it can kill the yeast, and the bread will stay flat and heavy.`,
      `When the dough finally goes into the oven, the heat makes the gas bubbles expand one last time, giving the loaf a final burst of height. Then the heat becomes too much for the yeast, and it dies. The alcohol turns into vapor and drifts away, which is part of the wonderful smell of baking bread. The gluten and starch firm up around the empty bubbles, locking the loaf into shape, while the outside browns into a crisp crust.`,
      `If you want to see yeast at work, try this simple test. Stir a spoonful of yeast and a pinch of sugar into half a cup of warm water, about as warm as a comfortable bath. Wait ten minutes. If the mixture turns foamy and smells a bit like bread, the yeast is alive and ready to use. If nothing happens, the yeast is too old, and bread made with it would never rise.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of the passage?",
        choices: [
          "Yeast is a fungus made of single cells too tiny to see without help.",
          "Bread must always be baked in a very hot oven to make it rise.",
          "Yeast gives off gas, and gluten traps it, which makes bread rise.",
          "Kneading is the most important step because it adds air to dough.",
        ],
        answer: 2,
        explanation:
          'The first paragraph names "a team of two," yeast and gluten, and the rest of the passage explains how they work together to make bread rise. The other choices are details or ideas the passage doesn\'t say.',
      },
      {
        format: "short-answer",
        skill: "key-details",
        prompt: "Explain the job of the yeast and the job of the gluten in making bread rise.",
        answer:
          "The yeast eats sugar and gives off carbon dioxide gas, and the gluten traps the gas in tiny bubbles so the dough rises.",
        keyPhrases: [
          ["gas", "carbon dioxide", "co2", "bubble", "air"],
          ["trap", "hold", "catch", "keep", "stretch"],
        ],
        explanation:
          'Paragraph 2 says yeast gives off carbon dioxide as it feeds. Paragraph 3 says the gluten "traps it in thousands of tiny bubbles," which makes the dough rise.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'After kneading, "the dough becomes smooth and elastic, like a sheet of rubber." What does "elastic" mean?',
        choices: [
          "Dry and likely to crumble apart",
          "Stretchy and able to spring back",
          "Sticky and wet to the touch",
          "Hard, stiff, and difficult to bend",
        ],
        answer: 1,
        explanation:
          'The comparison to a sheet of rubber is the clue. Rubber stretches and springs back, and the passage describes gluten as "long, stretchy strands."',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "Why might a baker put dough in the refrigerator overnight?",
        choices: [
          "To kill the yeast so that the bread stays flat and thin, like a cracker",
          "To make the gluten strands melt so the dough becomes softer overnight",
          "To turn the alcohol into vapor so the bread smells better when baked",
          "To slow the yeast so the dough rises gradually and can be baked later",
        ],
        answer: 3,
        explanation:
          'The passage says that when dough is cold, "the yeast slows down, and rising can take all night." A baker could use this to let dough rise slowly and bake it the next day. Cold slows yeast; it doesn\'t kill it.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How are paragraphs 2 through 5 mainly organized?",
        choices: [
          "They follow the process in order, from yeast waking up to the baked loaf.",
          "They compare breads from different countries and how each one rises.",
          "They list bread recipes in order, from the easiest to the hardest.",
          "They tell the history of bread from ancient times to the present.",
        ],
        answer: 0,
        explanation:
          "The paragraphs move through the process step by step: yeast feeds and makes gas, gluten traps it, temperature changes the speed, and the oven sets the loaf. Each step explains what causes what.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author end the passage with the yeast test?",
        choices: [
          "To persuade readers to buy fresh bread instead of baking it",
          "To give readers a simple way to see yeast at work and test it",
          "To explain why the crust of a loaf turns brown in the oven",
          "To warn readers that old yeast is dangerous to use in baking",
        ],
        answer: 1,
        explanation:
          'The last paragraph begins, "If you want to see yeast at work, try this simple test." It turns the explanation into something readers can do and tells them how to know if yeast is alive.',
      },
    ],
  },
  {
    id: "g7-video-games-hidden-lessons",
    grade: 7,
    genre: "informational",
    theme: "video-games",
    title: "The Lesson You Never Notice",
    text: [
      `Think about the last time you started a new video game. Did you read a manual first? Probably not. Many games don't come with one, and lots of players skip any instructions that pop up on the screen. Yet within a few minutes, most players somehow know how to move, jump, and avoid danger. That isn't an accident. Game designers work hard to teach players without ever making them feel as if they are in school.`,
      `One common method is to build the first level as a lesson in disguise. Imagine a game that begins with your character standing on the left side of the screen. There is only one way to go: right. A few steps along, a small, slow creature walks toward you. There is nowhere to hide, so you experiment. Maybe you touch it and lose a life. Maybe you press a button, jump, and land on top of it. Either way, you learn a rule in the first ten seconds. The designers set up the situation so that the only way forward is to figure it out.`,
      `Designers also pay close attention to order. A good level usually introduces one new idea at a time. First, the player meets it in a safe spot where a mistake doesn't cost much, such as a short gap with solid ground below. Next, the idea appears again in a slightly harder form, such as a wider gap over a pit. Finally, it is combined with something the player has already learned, like a gap with a creature waiting on the other side. By the end, the player has mastered a skill without reading a single word.`,
      `Visual clues help too. Many games use one color to signal what the player can interact with. If every ledge you can climb has a stripe of yellow paint, you quickly start scanning for yellow. Light works the same way. A glowing doorway at the end of a dark hall quietly tells you, "Go here." Players often follow these clues without noticing them at all.`,
      `How do designers know whether their lessons work? They watch. In a process called playtesting, designers invite people who have never seen the game to play it while they observe, usually without giving any hints. This can be painful to watch. The designers know exactly where the hidden door is, so it seems obvious to them. But if tester after tester walks right past it, the problem is the design, not the players. The team changes the level, perhaps adding a brighter light or a clearer path, and then tests again.`,
      `The best teaching in a game is the kind you never notice. When a level is designed well, you don't feel taught. You just feel clever.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of the passage?",
        choices: [
          "Most players skip the instructions, so games have become too hard for beginners to learn.",
          "Yellow paint and glowing doors are the most important parts of any video game level.",
          "Video games are harder to learn than school subjects because they have no teachers.",
          "Designers teach players through level design, visual clues, and testing, not written rules.",
        ],
        answer: 3,
        explanation:
          "Each paragraph describes a way designers teach without words: a first level that works as a lesson, a careful order of challenges, color and light clues, and playtesting to check that it all works.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'The author describes the first level as "a lesson in disguise." What does this phrase mean?',
        choices: [
          "A lesson hidden inside the game so it doesn't feel like a lesson",
          "A lesson that players must unlock by paying for a new level",
          "A lesson about how to dress up your character in costumes",
          "A lesson that is so hard that most players cannot finish it",
        ],
        answer: 0,
        explanation:
          "Something in disguise is hidden so it looks like something else. The first level looks like ordinary play, but it is really teaching you a rule, such as how to jump on a creature.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How is paragraph 3 organized?",
        choices: [
          "As a comparison between two different games and their levels",
          "As a problem followed by several of its possible causes",
          'As steps in order, using "First," "Next," and "Finally"',
          "As a story about one player's first day with a new game",
        ],
        answer: 2,
        explanation:
          'Paragraph 3 shows how a new idea is taught in stages: "First" a safe gap, "Next" a harder gap, and "Finally" a gap combined with a creature. That is sequence, or time order.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'Why does the author say that playtesting "can be painful to watch" for designers?',
        choices: [
          "Testers often get hurt because the games make them move around too quickly",
          "Designers must stay silent while players struggle with things that seem obvious",
          "The screens used for testing are too bright to look at for very long",
          "Testers usually say mean things about the game right in front of the team",
        ],
        answer: 1,
        explanation:
          "The designers know where the hidden door is, but they are not allowed to give hints. Watching tester after tester walk past it, without saying anything, would be frustrating for them.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: 'How is a pop-up instruction different from a first level built as "a lesson in disguise"?',
        choices: [
          "A pop-up tells with words many players skip; the first level lets players learn by trying.",
          "A pop-up lets players learn by trying things; the first level teaches only with words.",
          "A pop-up is always read carefully; the first level is something most players skip.",
          "They are the same, because both teach players by showing written instructions.",
        ],
        answer: 0,
        explanation:
          "Paragraph 1 says many players skip instructions that pop up. Paragraph 2 shows players learning a rule by experimenting with the slow creature. One method tells; the other lets players discover.",
      },
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "Which statement best describes the author's point of view about teaching in games?",
        choices: [
          "Games should come with long printed manuals that explain every rule.",
          "Players who get stuck are not trying hard enough and should practice.",
          "Playtesting wastes time because designers already know their games best.",
          "The best teaching is built into the game so well that players don't notice it.",
        ],
        answer: 3,
        explanation:
          'The author states this view directly at the end: "The best teaching in a game is the kind you never notice." The author also says that when testers get stuck, "the problem is the design, not the players."',
      },
    ],
  },
  {
    id: "g7-dinosaurs-the-screen",
    grade: 7,
    genre: "literature",
    theme: "dinosaurs",
    title: "What the Screen Caught",
    text: [
      `When Theo's aunt invited him to spend two weeks at her fossil dig in the badlands, he pictured himself brushing dust off a giant skull while cameras flashed. He did not picture the heat, which pressed down on the bare hills like a hand, or the wind, which blew grit into his teeth. And he definitely did not picture the screens.`,
      `"This is where we start," Aunt Keiko said on the first morning, pointing to a wooden frame with fine wire mesh stretched across it. "Dirt goes in. You shake. Anything that doesn't fall through, you look at very, very carefully."`,
      `Theo shook. He shook for an hour, then two, then three. Sand and pebbles rattled through the wire. What stayed behind looked to him like more pebbles. Across the hill, a college student named Obi was slowly uncovering a thighbone as long as Theo's leg, and Theo kept glancing over with envy.`,
      `"When do I get to dig up something real?" he finally asked.`,
      `Aunt Keiko crouched beside him and picked up a pinch of what he had sifted. "Everything here is real," she said. "You just haven't learned to see it yet." She dropped one grain into his palm and handed him a magnifying lens. Under the glass, the speck became a tiny, glossy black cone. "Fish tooth," she said. "About as old as the last dinosaurs."`,
      `After that, the screen changed. Theo started to notice the shine of tooth enamel, the honeycomb texture of broken bone, and the smooth curve of a fish scale. Each day he found a little more. He learned to wrap his finds in tissue and label each bag with the date and the exact spot where the dirt had come from. Aunt Keiko told him that a fossil without its location was just a pretty rock, because scientists need to know which layer of rock it came from to know when the animal lived.`,
      `On the ninth day, a sliver of something brown caught the light. Theo held it under the lens, and his breath stopped. It was a tooth no longer than a grain of rice, curved like a claw. Along its back edge ran a row of tiny bumps, like the edge of a steak knife.`,
      `He carried it over to Aunt Keiko in his open hand, as if it might blow away. She studied it for a long time. "Serrations," she said softly. "That's from a meat-eater. A small one, maybe the size of a turkey. We haven't found anything like it at this site before."`,
      `That evening, everyone sat around the camp table while Obi showed photos of his thighbone. Then Aunt Keiko opened the field notebook and wrote a new line, reading it aloud as she went: "Small meat-eating dinosaur tooth, quarry two, found by T. Nakamura."`,
      `Theo had come to the badlands hoping for a giant. On the last morning, before anyone else was awake, he carried a bucket of dirt to the screens and began to shake.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: 'Theo "kept glancing over with envy" at Obi. What does "envy" mean?',
        choices: [
          "Fear that something bad is about to happen",
          "Boredom with a slow, tiring task",
          "A wish to have what someone else has",
          "Pride in the work you have done",
        ],
        answer: 2,
        explanation:
          "Theo dreamed of uncovering a giant bone, and Obi is doing exactly that while Theo shakes dirt. Theo keeps looking over because he wishes he had Obi's job.",
      },
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "According to Aunt Keiko, why must every fossil's location be written down?",
        choices: [
          "So that no one else at the dig can take credit for finding it",
          "So the fossil can be sold to a museum for a higher price later",
          "Because tiny bags are easy to lose in the wind unless they are labeled",
          "So scientists know which layer it came from and when the animal lived",
        ],
        answer: 3,
        explanation:
          'Aunt Keiko says "a fossil without its location was just a pretty rock, because scientists need to know which layer of rock it came from to know when the animal lived."',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'Why does Theo carry the tooth "in his open hand, as if it might blow away"?',
        choices: [
          "He wants everyone at the camp to notice what he found.",
          "He thinks it is precious and is afraid of losing it.",
          "He thinks it is just a pebble and doesn't care much.",
          "His hands are too tired from shaking to close them.",
        ],
        answer: 1,
        explanation:
          'The tooth is tiny, and Theo already understands it is special; "his breath stopped" when he saw it. He carries it so carefully because he can\'t bear the thought of losing it in the wind.',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author include Obi and his giant thighbone?",
        choices: [
          "To contrast the giant find Theo wanted with the tiny find that mattered",
          "To show that Obi is unkind and refuses to let Theo help him dig",
          "To explain, step by step, how a large thighbone is dug out of rock",
          "To show that Theo should have asked to work on the thighbone instead",
        ],
        answer: 0,
        explanation:
          "Obi's thighbone is exactly the kind of find Theo dreamed about. Setting it beside Theo's rice-sized tooth, which was new for the whole site, shows that a small find can be just as important.",
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt:
          "How do Theo's feelings about the screens at the end of the story compare with his feelings at the beginning?",
        choices: [
          "At first he loves the screens; at the end he is tired of them and wants to dig bones.",
          "At first he is afraid of the screens; at the end he gives his screen to Obi to use.",
          "At first the screens bore him; at the end he goes to them on his own before anyone wakes.",
          "He feels the same about the screens the whole time, because they never find much.",
        ],
        answer: 2,
        explanation:
          'At first Theo shakes dirt for hours and asks when he can dig "something real." On the last morning, he chooses to carry a bucket to the screens on his own, which shows how much his feelings have changed.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states the theme of the story?",
        choices: [
          "Only large fossils are important enough to be worth finding.",
          "Working outdoors in the heat is always unpleasant and boring.",
          "Adults should let children choose whatever job they want.",
          "Careful, patient looking can show that small things matter.",
        ],
        answer: 3,
        explanation:
          'Aunt Keiko tells Theo he hasn\'t "learned to see" yet. Once he looks carefully, the screen is full of fossils, and his tiny tooth is a first for the site.',
      },
    ],
  },
  {
    id: "g7-ocean-whale-songs",
    grade: 7,
    genre: "informational",
    theme: "ocean",
    title: "The Changing Songs of Humpback Whales",
    text: [
      `In the 1950s and 1960s, people listening through underwater microphones sometimes heard strange sounds: long moans, squeaks, and rumbles that seemed to come from nowhere. Some of those sounds came from ships. But many of the strangest came from humpback whales. When scientists finally recorded and studied these sounds closely, they made a surprising discovery. The whales were not just making noise. They were singing.`,
      `A humpback song is not a random string of sounds. It is built in layers, a bit like a piece of music written by a person. The smallest part is a single sound, such as a groan or a chirp. A few sounds together make a phrase. A phrase repeated several times makes a theme, and several themes, sung in a set order, make up the whole song. One complete song can last ten or twenty minutes, and a whale may sing it over and over for hours.`,
      `Only male humpbacks sing, and they sing mostly in winter, when the whales gather in warm waters to mate and give birth. Scientists are still debating exactly why. Some think the songs help males attract females. Others think the songs are a way for males to compete with one another, or simply to announce, "I'm here." The answer may be a mix of both.`,
      `The most remarkable thing about humpback songs is that they change. At any one time, all the males in a group sing nearly the same song. But over weeks and months, the song slowly shifts. New sounds are added and old ones drop out, until after a few years the song is completely different. Even more surprising, new songs can spread from one group of whales to another. In the South Pacific, researchers have followed songs traveling eastward from whales near Australia to whales thousands of miles away, like a hit tune passed from town to town.`,
      `Water helps make this possible. Sound travels about four times faster in water than in air, and low sounds can carry across great distances in the ocean. A whale's song may be heard by other whales many miles away.`,
      `Humpback songs have even changed how people think about whales. When recordings were shared with the public in the early 1970s, many listeners were moved to hear such beautiful, complex sounds from animals that people had hunted in huge numbers. The songs helped build support for protecting whales. In 1977, recordings of humpback song were even sent into space aboard two spacecraft, as part of a message from Earth to anyone who might find it.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the author organize the information in paragraph 2?",
        choices: [
          "From the oldest recording of whale song to the newest",
          "As a list of reasons why male humpback whales sing",
          "From the smallest part of a song to the whole song",
          "As a comparison between whale songs and bird songs",
        ],
        answer: 2,
        explanation:
          "Paragraph 2 builds up like the song itself: a single sound, then a phrase, then a theme, then the whole song.",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "Paragraph 3 gives two ideas about why male humpbacks sing. How do they differ?",
        choices: [
          "One says whales sing to find food; the other says they sing to find their way through dark water.",
          "One says only females sing; the other says only males sing, mostly during the summer months.",
          "One says whales sing in warm water; the other says they sing only in cold water near ice.",
          "One says songs attract females; the other says they help males compete or announce themselves.",
        ],
        answer: 3,
        explanation:
          "The paragraph says, \"Some think the songs help males attract females. Others think the songs are a way for males to compete with one another, or simply to announce, 'I'm here.'\"",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'The author writes, "The most remarkable thing about humpback songs is that they change." What does "remarkable" mean?',
        choices: [
          "Easy to forget or overlook",
          "Unusual and worth noticing",
          "Loud and unpleasant to hear",
          "Marked down in a notebook",
        ],
        answer: 1,
        explanation:
          'The author calls the changing songs "remarkable" and then adds "Even more surprising." Both phrases point to something unusual that deserves attention.',
      },
      {
        format: "short-answer",
        skill: "main-idea",
        prompt: "What is the main idea of paragraph 4?",
        answer: "Humpback songs change over time, and new songs can spread from one group of whales to another.",
        keyPhrases: [
          ["change", "shift", "different", "new sounds", "evolve"],
          [
            "spread",
            "travel",
            "pass",
            "move",
            "copy",
            "copied",
            "learn",
            "another group",
            "other groups",
            "other whales",
            "from group to group",
            "one group to",
          ],
        ],
        explanation:
          "Paragraph 4 explains two linked facts: a group's song slowly changes until it is completely different, and new songs travel between groups, like songs moving from whales near Australia eastward across the South Pacific.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: "What does the spread of songs from one group of whales to another suggest?",
        choices: [
          "Whales hear songs from other whales and learn them.",
          "All whales are born already knowing the same song.",
          "Whales can hear only the whales in their own small group.",
          "Ships carry whale songs from one place to another.",
        ],
        answer: 0,
        explanation:
          "If a new song starts near Australia and later shows up in whales thousands of miles east, those whales must have heard it and copied it. A song that is learned can spread; a song whales were born knowing would not change this way.",
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author begin with people hearing strange sounds through underwater microphones?",
        choices: [
          "To explain how underwater microphones were built and what they were for",
          "To argue that ships make too much noise for whales in the ocean",
          "To create a small mystery that leads into the discovery of the songs",
          "To show that whales were frightened by the sounds of passing ships",
        ],
        answer: 2,
        explanation:
          'Mysterious moans "that seemed to come from nowhere" catch the reader\'s interest. Then the author reveals the answer: the sounds were songs.',
      },
    ],
  },
  {
    id: "g7-vehicles-number-nine",
    grade: 7,
    genre: "literature",
    theme: "vehicles",
    title: "The Number 9",
    text: [
      `The first time Farah Siddiqui rode the Number 9 bus alone, she held the schedule so tightly that the paper went soft with sweat.`,
      `Her mother had started a new job that fall, with hours that ended too late to pick Farah up after school, so twice a week Farah would ride the bus across town to her grandmother's apartment. They had practiced the trip together three times. Farah knew the route by heart: eleven stops, a left turn at the big hospital, and then Maple and Fourth, where she would pull the cord to signal the driver.`,
      `"You'll be fine," her mother had said that morning. "And if anything goes wrong, ask the driver. That's part of their job."`,
      `Farah had nodded, but privately she had decided that she would never need to ask anyone for anything.`,
      `The bus was crowded, so she found a seat near the back, behind a man with a large guitar case, and counted the stops under her breath. Five. Six. At the hospital, the bus swung left, just as it was supposed to. Seven. Eight. Then the man with the guitar case stood up and blocked the window. Farah craned her neck to read the street signs, but she couldn't see them. Had that been nine, or ten? When the man finally stepped off, she read the sign outside: Maple and Seventh.`,
      `She had missed her stop.`,
      `Her heart thudded against her ribs, her face felt hot, and her eyes stung. For a wild moment, she considered simply staying on the bus until the end of the line, wherever that was, rather than admit to anyone that she had made a mistake.`,
      `Then she remembered her mother's words, and she made her legs carry her to the front of the bus.`,
      `"Excuse me," she said. Her voice came out smaller than she wanted. "I missed my stop. Maple and Fourth."`,
      `The driver, a gray-haired woman with reading glasses on a chain, glanced at her in the mirror. "Happens to everybody," she said. "Even happened to me once, and I was driving." She pulled over at the next corner and pointed. "Walk back three blocks that way. Stay on this side of the street, and you'll see the green awning of the bakery. You can't miss it."`,
      `Farah walked those three blocks faster than she had ever walked anywhere, and when her grandmother opened the door, she burst into tears and explained everything.`,
      `Her grandmother listened, then handed her a cup of tea with too much honey in it, the way Farah liked it. "So," she said, "you got lost, you asked for help, and you found your way. It sounds to me as if you rode the bus exactly right."`,
      `Two months later, Farah could ride the Number 9 without counting, because she recognized the bump at stop four and the squeal of the brakes near the hospital. One afternoon, a small boy in a school uniform sat down beside her, clutching a crumpled schedule and staring anxiously out the window.`,
      `"Where are you going?" Farah asked.`,
      `"Maple and Fourth," he whispered.`,
      `Farah smiled. "Me too. I'll tell you when."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "key-details",
        prompt: "Why did Farah miss her stop?",
        choices: [
          "A man's guitar case blocked the window, so she lost count of the stops.",
          "She fell asleep after counting and woke up two stops too late.",
          "The driver skipped Maple and Fourth because the bus was so crowded.",
          "She got on the wrong bus, which did not turn left at the hospital.",
        ],
        answer: 0,
        explanation:
          "The man \"stood up and blocked the window,\" and Farah couldn't read the signs. She wasn't sure whether she had passed stop nine or ten.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt: '"Farah craned her neck to read the street signs." What does "craned her neck" mean?',
        choices: [
          "Rubbed her sore neck",
          "Stretched her neck to try to see",
          "Turned away from the window",
          "Lowered her head to look at the floor",
        ],
        answer: 1,
        explanation:
          "The man is blocking her view, and she is trying to read signs outside. To see around him, she would stretch her neck out, the way a crane, a long-necked bird, reaches forward.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt:
          'What does Farah\'s private decision that "she would never need to ask anyone for anything" show about her?',
        choices: [
          "She does not trust her mother's advice because her mother worries too much.",
          "She has never ridden any bus before and does not know that drivers help.",
          "She has heard that the bus drivers on the Number 9 are often unfriendly.",
          "She wants to prove she can manage alone and fears asking would look like failing.",
        ],
        answer: 3,
        explanation:
          'Later, Farah would rather ride to the end of the line than "admit to anyone that she had made a mistake." Both details show she sees asking for help as failing.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "Which sentence best states the theme of the story?",
        choices: [
          "Buses are too confusing for kids to ride alone without an adult.",
          "Making mistakes and asking for help are part of becoming independent.",
          "You should always count stops out loud so that you never get lost.",
          "Grandparents can always fix a bad day with a cup of honey tea.",
        ],
        answer: 1,
        explanation:
          'Farah\'s grandmother says, "You got lost, you asked for help, and you found your way. It sounds to me as if you rode the bus exactly right." By the end, Farah rides with confidence.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How is Farah at the end of the story different from Farah at the beginning?",
        choices: [
          "At first she rides calmly and helps others; at the end she is nervous and needs help herself.",
          "At first she is nervous; at the end she is still nervous and counts every stop out loud.",
          "At first she grips her schedule in fear; at the end she rides calmly and helps a younger rider.",
          "At first she rides with her mother; at the end she rides with her grandmother every day.",
        ],
        answer: 2,
        explanation:
          'At first, Farah holds the schedule "so tightly that the paper went soft with sweat." At the end, she rides without counting and tells the boy, "I\'ll tell you when."',
      },
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: "Why does the author end the story with the small boy clutching a crumpled schedule?",
        choices: [
          "To show that Farah is now the helper, like the people who helped her",
          "To introduce a new main character for the next part of the story",
          "To show that the Number 9 bus is always crowded after school",
          "To explain how bus schedules get crumpled when riders hold them",
        ],
        answer: 0,
        explanation:
          "The boy is nervous and holding a schedule, just as Farah once was, and he is even going to the same stop. Farah now plays the helper, which shows how much she has grown.",
      },
    ],
  },
  {
    id: "g7-nature-autumn-leaves",
    grade: 7,
    genre: "informational",
    theme: "nature",
    title: "Hidden in Plain Sight: Why Leaves Change Color",
    text: [
      `Every autumn, in many parts of the world, whole hillsides of trees turn gold, orange, and scarlet, and it looks as if the trees are putting on new colors for the season. In fact, some of those colors were there all along, hidden in plain sight.`,
      `To understand why, it helps to know what a leaf actually does. A leaf is like a miniature food factory. It uses sunlight, water, and a gas from the air called carbon dioxide to make sugar, which feeds the tree. The key ingredient in this process is a green substance called chlorophyll. Chlorophyll is so plentiful in a summer leaf that its green covers up every other color. A tree is constantly using up its chlorophyll and replacing it, so the leaves stay green all summer long.`,
      `Leaves also contain yellow and orange substances, the same kind that give carrots and corn their color. During the summer, these colors are hidden under all that green. As autumn arrives, the days grow shorter and the nights grow cooler. The tree takes this as a signal that winter is coming, and it stops making new chlorophyll. As the old chlorophyll breaks down, the green fades, and the yellows and oranges finally show through. They were waiting underneath the whole time.`,
      `Reds and purples are different, because they are not hidden in the leaf all summer. Instead, some trees, such as many maples, produce them fresh in the fall. These red colors form from sugar that stays trapped in the leaf. Scientists are still studying why trees bother to make them just as the leaves are about to drop. One idea is that the red acts like a sunscreen, protecting the leaf while the tree pulls useful materials out of it to store for the winter.`,
      `Weather plays a big part in how bright the show will be. A string of sunny days helps leaves make plenty of sugar, and cool nights help keep that sugar in the leaf. Together, they produce the deepest reds. A warm, cloudy autumn, or an early hard frost, usually means duller colors.`,
      `Finally, the tree lets go. At the base of each leaf stem, a layer of special cells forms, slowly cutting the leaf off from the branch and sealing the spot where it was attached. Before long, a breeze is enough to send the leaf drifting to the ground. Dropping its leaves helps the tree survive the winter, when frozen ground makes water hard to get and broad leaves would lose too much of it. In the spring, new green leaves will begin the cycle again.`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "authors-purpose",
        prompt: 'Why does the author say in the first paragraph that some colors were "hidden in plain sight"?',
        choices: [
          "To argue that people should spend more time looking at trees",
          "To hook readers with a surprising idea the passage then explains",
          "To tell readers that autumn leaves are hard to see clearly",
          "To describe a game of hide-and-seek played in the autumn woods",
        ],
        answer: 1,
        explanation:
          "The phrase is a puzzle: how can a color be there all summer without anyone seeing it? Paragraph 3 answers it, explaining that yellows and oranges were covered up by green.",
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          '"Chlorophyll is so plentiful in a summer leaf that its green covers up every other color." What does "plentiful" mean?',
        choices: [
          "Very rare and hard to find",
          "Brightly colored and shiny",
          "Harmful to the rest of the tree",
          "Present in large amounts",
        ],
        answer: 3,
        explanation:
          'The sentence says there is so much chlorophyll that its green covers every other color. That tells you "plentiful" means there is a lot of it.',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How are the yellow and orange colors of autumn leaves different from the reds and purples?",
        choices: [
          "Yellows and oranges are in the leaf all summer, hidden by green; reds are made new in fall.",
          "Yellows and oranges are made new in the fall; reds are in the leaf all summer, hidden by green.",
          "Both kinds of color come from chlorophyll as it breaks down in the shorter days of fall.",
          "Only maples can turn yellow and orange, but nearly every kind of tree can turn bright red.",
        ],
        answer: 0,
        explanation:
          'Paragraph 3 says the yellows and oranges "were waiting underneath the whole time." Paragraph 4 begins "Reds and purples are different" and says some trees "produce them fresh in the fall."',
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "Which text structure does the author use in paragraph 5?",
        choices: [
          "Time order: the events of a tree's year from spring to winter",
          "Question and answer: a question about leaves, then its answer",
          "Cause and effect: how weather leads to brighter or duller colors",
          "Description: the look of one maple tree in a single autumn",
        ],
        answer: 2,
        explanation:
          "Paragraph 5 explains causes and their effects: sunny days and cool nights cause the deepest reds, while a warm, cloudy fall or an early frost causes duller colors.",
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt:
          "One leaf on a maple tree hangs in full sun all autumn, while another on the same tree is shaded by a building. Which leaf would you expect to turn a deeper red, and why?",
        choices: [
          "The shaded leaf, because red acts like a sunscreen and the shade protects it",
          "The sunny leaf, because sunlight helps it make the sugar that red color forms from",
          "The shaded leaf, because it keeps its chlorophyll longer and the green turns red",
          "Neither leaf, because only cool nights, not sunlight, affect how red a leaf turns",
        ],
        answer: 1,
        explanation:
          "Paragraph 4 says red colors form from sugar trapped in the leaf, and paragraph 5 says sunny days help leaves make plenty of sugar. Putting the two ideas together, the leaf in full sun should make more sugar and turn a deeper red.",
      },
      {
        format: "multiple-choice",
        skill: "main-idea",
        prompt: "What is the main idea of the passage?",
        choices: [
          "Maple trees have the brightest leaves because they make the most chlorophyll of any tree.",
          "Chlorophyll is a green substance that trees use to turn sunlight into sugar all summer.",
          "Trees should be planted in sunny places so their leaves make more sugar and stay green.",
          "Leaves change color as green fades to reveal hidden yellows and some trees make new reds.",
        ],
        answer: 3,
        explanation:
          "The passage explains each step of the autumn change: the green fades, hidden yellows appear, some trees make reds, weather affects the colors, and finally the leaves fall.",
      },
    ],
  },
  {
    id: "g7-fashion-map-wings",
    grade: 7,
    genre: "literature",
    theme: "fashion",
    title: "Wings Made of Maps",
    text: [
      `The poster outside the art room announced a TRASH TO TREASURE FASHION SHOW: every outfit had to be made entirely from materials that would otherwise be thrown away.`,
      `Lucía and Ravi had been partners for exactly one day when they had their first argument.`,
      `"A ball gown," Ravi said, spreading his sketches across the library table. "Made of newspaper. With a collar that goes up to here." He held his hand a foot above his head. "And a train that trails ten feet behind."`,
      `Lucía frowned at the drawing. It was beautiful, she had to admit. It was also impossible. "Newspaper rips if you look at it wrong," she said. "And Dara has to get down the runway in it."`,
      `Their model was their friend Dara, who had agreed on the condition that she would not have to wear anything itchy. Dara used a wheelchair, and the runway was the long center aisle of the school auditorium.`,
      `"We'll make it work," Ravi said.`,
      `"How? A ten-foot train would wrap around her wheels before she got past the first row."`,
      `They argued back and forth all week. Lucía sketched sturdy designs with pleats folded from old cereal boxes, practical and neat. Ravi called them "cardboard armor." Lucía called his ideas "a fire hazard with a collar." By Friday, they were barely speaking, and they had made nothing at all.`,
      `Finally, Dara rolled up to the table and set her backpack down with a thump. "Has either of you," she asked, "thought about asking me what I want?"`,
      `Ravi and Lucía looked at each other. Neither of them had.`,
      `"I want to feel like I'm flying," Dara said. "And I want to be able to move my arms."`,
      `Everything changed after that. Instead of a gown with a train, they designed a fitted top made of Lucía's folded cardboard pleats, painted silver and strong enough to hold its shape. To the shoulders, Ravi attached a huge cape made from dozens of old road maps, glued edge to edge and cut into long feather shapes. The cape was fastened at Dara's wrists, so that when she raised her arms, it opened like a pair of wings. It was shorter than Ravi's train and bolder than Lucía's armor. It was better than both.`,
      `On the night of the show, the auditorium lights dimmed, and Dara rolled out to the center of the stage, paused, and slowly lifted her arms. The map feathers fanned out behind her, rivers and mountains and coastlines spreading wide. The audience gasped, then burst into applause.`,
      `Backstage, Ravi nudged Lucía. "Cardboard armor," he said. "Turns out it makes a pretty good skeleton."`,
      `Lucía grinned. "And a fire hazard turns out to make a pretty good pair of wings."`,
    ].join("\n\n"),
    questions: [
      {
        format: "multiple-choice",
        skill: "point-of-view",
        prompt: "How do Ravi's and Lucía's points of view about the outfit differ at the start?",
        choices: [
          "Ravi cares most about a bold look; Lucía cares most about whether it will work for Dara.",
          "Ravi wants something practical and neat; Lucía wants something dramatic and huge.",
          "Both of them want a newspaper ball gown but disagree about the color of the collar.",
          "Ravi wants to ask Dara what she wants; Lucía wants to decide everything on her own.",
        ],
        answer: 0,
        explanation:
          'Ravi sketches a gown with a giant collar and a ten-foot train. Lucía points out that newspaper rips and a train would wrap around Dara\'s wheels, and she designs "sturdy" and "practical" pieces.',
      },
      {
        format: "multiple-choice",
        skill: "inference",
        prompt: 'After Dara\'s question, "Ravi and Lucía looked at each other." Why do they look at each other?',
        choices: [
          "They are annoyed that Dara interrupted their argument about the design.",
          "They are each waiting to see which one of them will answer Dara first.",
          "They are silently agreeing to quit the fashion show and start over.",
          "They suddenly realize they forgot to ask their own model what she wanted.",
        ],
        answer: 3,
        explanation:
          'The next line says, "Neither of them had." They had argued all week about Dara\'s outfit without asking her, and the look shows they both suddenly see their mistake.',
      },
      {
        format: "multiple-choice",
        skill: "vocabulary-in-context",
        prompt:
          'At the end, Ravi says the cardboard armor "makes a pretty good skeleton." What does "skeleton" mean here?',
        choices: [
          "The bones inside a person's or an animal's body",
          "A strong frame that holds the rest of the outfit up",
          "A spooky costume that someone wears on stage",
          "A very thin person who is mostly skin and bones",
        ],
        answer: 1,
        explanation:
          'The cardboard top was "strong enough to hold its shape," and the cape was attached to it. Like bones in a body, it is the frame that supports everything else.',
      },
      {
        format: "multiple-choice",
        skill: "character-and-theme",
        prompt: "How does the final outfit compare with Ravi's and Lucía's first ideas?",
        choices: [
          "It is Ravi's first idea, a newspaper gown with a tall collar and a long train.",
          "It is Lucía's first idea, a suit of neat cardboard armor with folded pleats.",
          "It combines Lucía's sturdy top with Ravi's bold cape, and it is better than both.",
          "It uses neither of their ideas, because Dara designs the whole outfit herself.",
        ],
        answer: 2,
        explanation:
          "The story says the outfit used \"Lucía's folded cardboard pleats\" and Ravi's huge cape, and that \"It was shorter than Ravi's train and bolder than Lucía's armor. It was better than both.\"",
      },
      {
        format: "multiple-choice",
        skill: "text-structure",
        prompt: "How does the ending connect to the middle of the story?",
        choices: [
          "The teasing names from the middle come back as friendly compliments.",
          "The ending explains how the poster for the fashion show was made.",
          "The ending jumps back in time to the partners' first day together.",
          "The ending starts a brand-new argument about the next fashion show.",
        ],
        answer: 0,
        explanation:
          "In the middle, the partners use these names to tease each other's ideas. At the end, they repeat the same names with grins, showing that they now value each other's strengths.",
      },
      {
        format: "short-answer",
        skill: "character-and-theme",
        prompt: "What lesson do Ravi and Lucía learn? Use details from the story.",
        answer:
          "They learn that listening to others and combining their ideas works better than arguing. Once they asked Dara what she wanted, they used both of their strengths and made something better than either first idea.",
        keyPhrases: [
          [
            "listen",
            "ask",
            "what she want",
            "what dara want",
            "what the model want",
            "combine",
            "combining",
            "combined",
            "together",
            "both",
            "teamwork",
            "team work",
            "compromise",
            "each other",
            "best of",
            "mix",
            "cooperate",
            "work with",
          ],
        ],
        explanation:
          "The partners made nothing while they argued. After Dara asked what they had forgotten to ask, they combined Lucía's sturdy top with Ravi's bold cape, and the outfit \"was better than both.\"",
      },
    ],
  },
];
