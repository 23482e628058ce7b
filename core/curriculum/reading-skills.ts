import type { ReadingSkillKind } from "../reading/types.ts";
import type { Grade, ReadingStrand, SkillDefinition, StandardCode } from "./types.ts";

/** What each reading entry spells out; id, strand, standards and prerequisites follow from grade and kind. */
type ReadingEntry = Pick<SkillDefinition, "name" | "description" | "lesson" | "coaching">;

/**
 * The strand a kind is placed and reported in (PRODUCT.md §2: literature, informational,
 * vocabulary). Key details serve RL.x.1 and RI.x.1 alike; we place them in informational text,
 * where locating stated facts is most of the work. Inference and comparing texts also serve both,
 * but we place them in literature: reading characters' unstated feelings and motives, and comparing
 * stories, versions and themes, are what literature questions mostly ask, and it keeps the
 * literature strand from resting on character-and-theme alone.
 */
const STRAND_OF_KIND: Record<ReadingSkillKind, ReadingStrand> = {
  "key-details": "informational",
  "main-idea": "informational",
  inference: "literature",
  "vocabulary-in-context": "vocabulary",
  "character-and-theme": "literature",
  "text-structure": "informational",
  "authors-purpose": "informational",
  "point-of-view": "informational",
  "comparing-texts": "literature",
};

/** The Common Core ELA reading and language codes a kind serves at a grade (codes only, never their text). */
function standardsFor(grade: Grade, kind: ReadingSkillKind): StandardCode[] {
  const rl = (n: number) => `RL.${grade}.${n}`;
  const ri = (n: number) => `RI.${grade}.${n}`;
  switch (kind) {
    case "key-details":
    case "inference":
      return [rl(1), ri(1)];
    case "main-idea":
      return [ri(2)];
    case "vocabulary-in-context":
      return [rl(4), ri(4), `L.${grade}.4`, `L.${grade}.5`];
    case "character-and-theme":
      return [rl(2), rl(3)];
    case "text-structure":
      // Grades 2-5 also serve RI.x.3 (how events, steps and ideas connect); grade 3's RI.3.8 is about
      // the links between sentences and paragraphs (sequence, comparison, cause and effect).
      if (grade === 3) return [ri(3), ri(5), ri(8)];
      return grade <= 5 ? [ri(3), ri(5)] : [ri(5)];
    case "authors-purpose":
      if (grade === 2) return [ri(6), ri(8)];
      if (grade === 3) return [ri(6)];
      return grade <= 5 ? [ri(8)] : [ri(6), ri(8)];
    case "point-of-view":
      return grade === 2 ? [rl(6)] : [rl(6), ri(6)];
    case "comparing-texts":
      return [rl(9), ri(9)];
  }
}

/** Same kind one grade below; key details also underpin inference and main idea in the same grade. */
function prerequisitesFor(grade: Grade, kind: ReadingSkillKind): string[] {
  const prerequisites = grade > 2 ? [`r${grade - 1}-${kind}`] : [];
  if (kind === "inference" || kind === "main-idea") prerequisites.push(`r${grade}-key-details`);
  return prerequisites;
}

function reading(grade: Grade, kind: ReadingSkillKind, entry: ReadingEntry): SkillDefinition {
  return {
    id: `r${grade}-${kind}`,
    subject: "reading",
    grade,
    strand: STRAND_OF_KIND[kind],
    standards: standardsFor(grade, kind),
    prerequisites: prerequisitesFor(grade, kind),
    majorWork: true,
    ...entry,
  };
}

/** Reading skills, grades 2-8, mapped to the Common Core reading standards. */
export const readingSkills: SkillDefinition[] = [
  // ---- Grade 2 ----
  reading(2, "key-details", {
    name: "Question words and answers",
    description:
      "Can answer who, what, where, when, why and how questions about a story or fact text by finding the answer in the words, not guessing.",
    lesson: {
      explanation:
        "Good readers ask questions while they read. Who is it about? What happens? Where and when? The answers are right there in the words, so look back at the text to find them.",
      workedExample: {
        problem:
          'Read: "On Saturday, Ana and her dad went to the pond. They brought bread for the ducks. A big white duck ate from Ana\'s hand." Where did Ana and her dad go?',
        steps: [
          "The question word is where, so look for a place.",
          "The first sentence says they went to the pond.",
          "The pond is the place.",
        ],
        answer: "They went to the pond.",
      },
    },
    coaching: {
      say: "The answers are hiding in the words. Let's go and find them together.",
      ask: [
        "Which question word is it: who, what, where, when, why or how?",
        "Can you point to the sentence that tells you?",
        "What else could we ask about this part?",
      ],
      misconception:
        "Answering from memory or imagination instead of the text, for example saying 'the park' because that is where people often feed ducks. Ask them to point to the words that give the answer.",
    },
  }),
  reading(2, "main-idea", {
    name: "What is it mostly about?",
    description: "Can say what a short fact text is mostly about, and what each of its paragraphs is about.",
    lesson: {
      explanation:
        "A fact text is about one big topic. Each paragraph tells about one part of it. To find what a part is mostly about, read it one sentence at a time. Then ask: what do all of them tell about?",
      workedExample: {
        problem:
          'Read: "Owls hunt at night. Their big eyes help them see in the dark. Their soft feathers let them fly without a sound." What is this paragraph mostly about?',
        steps: [
          "The first sentence tells when owls hunt.",
          "The second tells how their eyes help.",
          "The third tells how their feathers help.",
          "All three tell about how owls hunt at night.",
        ],
        answer: "How owls hunt at night.",
      },
    },
    coaching: {
      say: "Let's find the one big idea that all the sentences share.",
      ask: [
        "What do all the sentences talk about?",
        "Is 'big eyes' the whole paragraph, or just one part of it?",
        "How would you say it in a few words?",
      ],
      misconception:
        "Picking one interesting detail, like 'big eyes', as what the whole text is about. Ask: 'Does every sentence talk about eyes?'",
    },
  }),
  reading(2, "inference", {
    name: "Reading the clues",
    description:
      "Can use clues in the words and pictures to work out things a story does not say straight out, such as how a character feels.",
    lesson: {
      explanation:
        "Sometimes the author does not tell you everything. You can work it out from clues, like what a person in the story does or says. Put the clues with what you already know. Then you can make a smart guess.",
      workedExample: {
        problem:
          'Read: "Ben looked at his broken kite. His lip shook, and he pushed the kite away." How does Ben feel?',
        steps: [
          "The story never says how Ben feels.",
          "Clue: his lip shook.",
          "Clue: he pushed the kite away.",
          "When your lip shakes and you push things away, you are often sad or upset.",
        ],
        answer: "Ben feels sad and upset about his broken kite.",
      },
    },
    coaching: {
      say: "You're a detective today, and the clues are in the story.",
      ask: [
        "What clues does the author give you?",
        "What do you know about people who act like that?",
        "Which words made you think so?",
      ],
      misconception:
        "Guessing with no clue from the text ('he's hungry'), or saying 'it doesn't say' and stopping. Ask: 'What did Ben do? What does that tell us?'",
    },
  }),
  reading(2, "vocabulary-in-context", {
    name: "Word detective",
    description:
      "Can work out a new word from the sentence around it and from word parts like un- and re-, and can tell apart close words such as toss and hurl.",
    lesson: {
      explanation:
        "When you meet a word you don't know, look at the words around it for clues. Word parts help too: un- means not, so unhappy means not happy, and re- means again, so reread means read again.",
      workedExample: {
        problem:
          'Read: "The puppy was so tiny that it fit inside my shoe. It curled up in the toe and fell asleep." What does tiny mean?',
        steps: [
          "Find the clue: it fit inside my shoe.",
          "Only something very small fits inside a shoe.",
          "So tiny must mean very small.",
          "Check: 'The puppy was so very small that it fit inside my shoe.' That makes sense.",
        ],
        answer: "Tiny means very small.",
      },
    },
    coaching: {
      say: "You don't have to stop at a new word; the sentence can help you.",
      ask: [
        "What words near it give you a clue?",
        "Does your meaning make sense when you put it in the sentence?",
        "Do you see a word part you know, like un- or re-?",
      ],
      misconception:
        "Guessing a meaning from how the word looks or sounds instead of from the sentence. Ask them to put their meaning back into the sentence and read it aloud.",
    },
  }),
  reading(2, "character-and-theme", {
    name: "Characters and the lesson",
    description:
      "Explains what characters do when things go wrong or right, and says in their own words what a fable or folktale is trying to teach.",
    lesson: {
      explanation:
        "Characters are the people or animals in a story. Watch what they do when things go wrong or right. Many stories, like fables, also teach a lesson. The way the characters act shows you what it is.",
      workedExample: {
        problem:
          'Read: "Fox laughed at slow Snail and ran off. Snail kept going, one little push at a time. By sunset, Snail was at the garden, and Fox was asleep under a tree." What is the lesson?',
        steps: [
          "Fox was fast, but he stopped to sleep.",
          "Snail was slow, but she never stopped.",
          "Snail got to the garden first.",
          "Keeping on, even slowly, got Snail there.",
        ],
        answer: "If you keep going and don't give up, you can reach your goal.",
      },
    },
    coaching: {
      say: "Stories often have a lesson hidden inside. Let's find what this one teaches.",
      ask: [
        "What did each character do?",
        "What happened because of what they did?",
        "What could you learn from this story?",
      ],
      misconception:
        "Retelling what happened ('Snail got to the garden') instead of giving the lesson. Ask: 'What should we learn from that?'",
    },
  }),
  reading(2, "text-structure", {
    name: "Headings, captions and steps",
    description:
      "Can use titles, headings, bold words and captions to find facts, and can follow how steps or events in a fact text come one after another.",
    lesson: {
      explanation:
        "Fact books have helpers. A heading tells what a part is about. Bold words are the big words to know. A caption tells about a picture. Some texts give steps in order, with words like first, next and last.",
      workedExample: {
        problem:
          'A page has the heading "How to Plant a Seed". Read: "First, fill a cup with soil. Next, push the seed in. Last, water it every day." What do you do right after filling the cup?',
        steps: [
          "The heading tells us the page gives steps for planting.",
          "The order words are first, next and last.",
          "First is filling the cup.",
          "Next is pushing the seed in.",
        ],
        answer: "Push the seed into the soil.",
      },
    },
    coaching: {
      say: "Words like first and next are signposts. Let's follow them.",
      ask: [
        "What does the heading tell you about this page?",
        "Which words tell you the order?",
        "What would happen if you did the steps out of order?",
      ],
      misconception:
        "Skipping headings and captions, or treating steps as a list that can go in any order. Ask: 'Which word tells you this step comes next?'",
    },
  }),
  reading(2, "authors-purpose", {
    name: "Why did the author write this?",
    description:
      "Says why an article was written (what the author wants readers to learn) and picks out the reasons the author uses to back up a point.",
    lesson: {
      explanation:
        "Authors write for a reason. A fact text might show how a thing works. It might tell about an animal. Read the title and ask: what does the author want me to know? If the author says a thing is true, look for the reasons.",
      workedExample: {
        problem:
          'Read: "Helmets keep bike riders safe. A helmet protects your head if you fall. It also makes you easier to see." What does the author want you to know? What are the reasons?',
        steps: [
          "The first sentence tells the big point: helmets keep riders safe.",
          "Reason 1: a helmet keeps your head safe if you fall.",
          "Reason 2: it makes you easier to see.",
          "So the author wrote this to tell why helmets help.",
        ],
        answer: "Helmets keep riders safe. They protect your head if you fall, and they help others see you.",
      },
    },
    coaching: {
      say: "Every author has a reason for writing. Let's figure out this one's.",
      ask: [
        "What does the author want you to know?",
        "What reasons does the author give?",
        "Who do you think the author wrote this for?",
      ],
      misconception:
        "Naming the topic ('it's about helmets') instead of the reason for writing, or adding a reason the text never gives. Ask: 'Where does the author say that?'",
    },
  }),
  reading(2, "point-of-view", {
    name: "Different characters, different feelings",
    description:
      "Notices that two characters can feel quite differently about the same event, and shows it by giving each one a fitting voice when reading aloud.",
    lesson: {
      explanation:
        "Characters in a story don't always feel the same way about the same thing. One might be excited while another is scared. When you read their words aloud, use a voice that shows how each one feels.",
      workedExample: {
        problem:
          "Read: \"The thunder boomed. 'Hooray, a storm!' cried Mia, running to the window. Her little brother Sam hid under the blanket. 'Make it stop,' he whispered.\" How do Mia and Sam feel about the storm?",
        steps: [
          "Mia says 'Hooray' and runs to the window.",
          "That shows she is excited.",
          "Sam hides and whispers 'Make it stop'.",
          "That shows he is scared.",
        ],
        answer: "Mia is excited about the storm, but Sam is scared of it.",
      },
    },
    coaching: {
      say: "Let's read it like a play and give each character their own voice.",
      ask: ["How does each character feel?", "What words show you?", "How would you say Sam's words out loud?"],
      misconception:
        "Thinking all the characters feel the same, usually the way the main character feels. Ask: 'Would Sam say Hooray? Why not?'",
    },
  }),
  reading(2, "comparing-texts", {
    name: "Two tellings of one story",
    description:
      "Can compare two versions of the same story from different tellers or places, and can find the important points two fact texts on one topic share.",
    lesson: {
      explanation:
        "The same story can be told in more than one way. One telling may have a new character, a new place or a new ending. Look for what is the same and what is not. Look hard at the ending.",
      workedExample: {
        problem:
          'Version A: "A little red hen found wheat. No one would help her plant it, so she ate the bread alone." Version B: "A little brown duck found corn. Her friends would not help, but in the end she shared her corn cakes anyway." What is the same and what is different?',
        steps: [
          "Same: a bird finds something to plant, and no one helps.",
          "Different: one is a hen with wheat, the other a duck with corn.",
          "The endings are not the same: the hen eats alone, but the duck shares.",
          "So each story ends with its own lesson.",
        ],
        answer:
          "In both, no one will help a bird. But the birds, the food and the endings are not the same: the hen eats alone, and the duck shares.",
      },
    },
    coaching: {
      say: "Let's be judges and spot what's the same and what's different.",
      ask: [
        "What is the same in both?",
        "What changed in the second one?",
        "Which ending do you like better, and why?",
      ],
      misconception:
        "Listing only small differences (the colour of the bird) and missing the big change in the ending. Ask: 'How does each one end?'",
    },
  }),

  // ---- Grade 3 ----
  reading(3, "key-details", {
    name: "Show me where it says so",
    description: "Answers questions about a story or fact text and can point to the exact words that prove the answer.",
    lesson: {
      explanation:
        "When you answer a question, show where your answer came from. Go back to the text. Find the sentence that proves it. If you can't find one, your answer may come from your own ideas and not from the text.",
      workedExample: {
        problem:
          'Read: "Jupiter is the biggest planet in our solar system. It is so big that more than 1,000 Earths could fit inside it. A giant storm called the Great Red Spot has swirled on it for more than 150 years." How do we know Jupiter is huge?',
        steps: [
          "The question asks how we know Jupiter is huge.",
          "Sentence 1 says it is the biggest planet.",
          "Sentence 2 says more than 1,000 Earths could fit inside it.",
          "Those two sentences prove it, but the storm is about something else.",
        ],
        answer: "The text says it is the biggest planet. It also says more than 1,000 Earths could fit inside it.",
      },
    },
    coaching: {
      say: "A good answer comes with proof. Let's find the sentence that backs you up.",
      ask: [
        "Which sentence helps you answer?",
        "Can you read me the words that prove it?",
        "Is there a sentence that doesn't help with this question?",
      ],
      misconception:
        "Giving a true fact they already know instead of one from the text, or picking any sentence about Jupiter even if it doesn't answer the question. Ask: 'Where in the text does it say that?'",
    },
  }),
  reading(3, "main-idea", {
    name: "Main idea and its helpers",
    description: "Can state the main idea of a fact text and name the key details that support it.",
    lesson: {
      explanation:
        "The main idea is the big point the author makes about the topic. Key details are facts that help show the point is true. Ask: what big point do all the details help me see?",
      workedExample: {
        problem:
          'Read: "Honeybees work as a team. Some bees collect nectar. Others guard the hive. Young bees feed the baby bees." What is the main idea? Which details back it up?',
        steps: [
          "The topic is honeybees.",
          "The details tell of bees that get nectar, guard the hive and feed the babies.",
          "Each one shows bees doing a job to help the hive.",
          "The first sentence sums that up.",
        ],
        answer:
          "The main idea is that honeybees work as a team. The details: some get nectar, some guard the hive, and young bees feed the babies.",
      },
    },
    coaching: {
      say: "The main idea is the boss; the details are its helpers.",
      ask: [
        "What is the topic?",
        "What big point do the details all support?",
        "Which detail could you leave out and still keep the main idea?",
      ],
      misconception:
        "Giving the topic ('bees') instead of the main idea, which is a whole point about the topic. Ask: 'What about bees?'",
    },
  }),
  reading(3, "inference", {
    name: "Figuring out what isn't said",
    description:
      "Works out things a text suggests but doesn't state, such as why a character acts a certain way, and names the clues used.",
    lesson: {
      explanation:
        "Authors don't tell you everything. You can combine clues from the text with what you already know to figure out more. Always be ready to say which clues you used.",
      workedExample: {
        problem:
          'Read: "Leo checked the clock again. He had his shoes on and his bag packed an hour early. Every time a car drove by, he ran to the window." Why is Leo acting this way?',
        steps: [
          "Clue: he keeps checking the clock.",
          "Clue: he is ready an hour early.",
          "Clue: he runs to the window when a car goes by.",
          "People act like this when they are excited and waiting for someone.",
        ],
        answer: "Leo is excited and waiting for someone to come and pick him up.",
      },
    },
    coaching: {
      say: "Let's put the clues together like puzzle pieces.",
      ask: [
        "What clues does the author give?",
        "What do you know from your own life that helps?",
        "Could there be another reason? Which one fits all the clues best?",
      ],
      misconception:
        "Making a guess the clues don't support, like 'Leo is late for school' when he is early. Ask them to check their idea against every clue.",
    },
  }),
  reading(3, "vocabulary-in-context", {
    name: "Word parts and sayings",
    description:
      "Uses sentence clues, prefixes, suffixes and root words to work out unfamiliar words, and can tell when a phrase is not meant word for word.",
    lesson: {
      explanation:
        "If you know part of a word, you can often work out the whole word. Care means you think about what you do. So careful means full of care, and careless means without care. Some sayings don't mean just what their words say. 'It's raining cats and dogs' means it's raining very hard.",
      workedExample: {
        problem:
          "Read: \"Luis was careless with his paintbrush and dripped blue paint all over the floor. Mom handed him a rag and said, 'Slow down and watch what you're doing.'\" What does careless mean?",
        steps: [
          "The root word is care: you think about what you do.",
          "The suffix -less means without.",
          "Clue: he dripped paint all over the floor.",
          "Clue: Mom tells him to slow down and watch.",
          "So careless means you don't think about what you do.",
        ],
        answer: "Careless means not being careful.",
      },
    },
    coaching: {
      say: "Words come in pieces, and you already know lots of the pieces.",
      ask: [
        "Is there a smaller word you know inside this word?",
        "What does the beginning or ending add?",
        "Does the rest of the sentence agree with your meaning?",
      ],
      misconception:
        "Reading a word part the wrong way round (thinking careless means 'cares a lot'), or taking a saying like 'raining cats and dogs' literally. Ask what -less means in words like fearless or homeless.",
    },
  }),
  reading(3, "character-and-theme", {
    name: "What a character is like",
    description:
      "Names what a character is like (brave, selfish, kind) from what they say and do, explains why they act as they do and what happens because of it, and says the message the story leaves.",
    lesson: {
      explanation:
        "A character trait is what someone is like inside, such as brave, selfish or kind. You learn it from what the character says and does. The message of a story is what the character learns. Often it is what the author wants you to learn too.",
      workedExample: {
        problem:
          "Read: \"Priya had practised her solo for weeks. On the night of the concert, her hands shook. She took a deep breath, lifted her violin and played every note. Afterwards she said, 'I was scared, but I did it anyway.'\" What trait does Priya show, and what is the message?",
        steps: [
          "Priya was scared: her hands shook.",
          "She still played every note.",
          "She did a hard thing while she was scared, so she is brave.",
          "Her own words sum up the message.",
        ],
        answer: "Priya is brave. The message is that you can be scared and still do a hard thing.",
      },
    },
    coaching: {
      say: "We learn about characters the same way we learn about people: by watching what they do.",
      ask: [
        "What did the character do, and what does that show about her?",
        "Why did she act that way?",
        "What did she learn, and what can we learn?",
      ],
      misconception:
        "Naming a passing feeling (scared) as a trait, when a trait is what the character is like across the story (brave). Ask: 'What kind of person would still play while scared?'",
    },
  }),
  reading(3, "text-structure", {
    name: "Finding facts fast and linking ideas",
    description:
      "Finds facts fast using a page's signposts (headings, bold words, side boxes, links) and explains how sentences connect: what came first, how two things compare, or what caused what.",
    lesson: {
      explanation:
        "Fact texts have parts that help you find things fast: headings, bold key words, sidebars and links. Inside the text, sentences link up in a few ways. Because and so show cause and effect. First and then show time order. Both and but show how things are alike or not.",
      workedExample: {
        problem:
          'Read: "The river flooded because it rained for six days. So the farmers moved their cows up the hill." Which word shows the cause, and what were the effects?',
        steps: [
          "The word because comes just before the cause.",
          "The cause: it rained for six days.",
          "The first effect: the river flooded.",
          "The word so points to one more effect: the cows went up the hill.",
        ],
        answer:
          "The word because shows the cause: six days of rain. That made the river flood. So the cows went up the hill.",
      },
    },
    coaching: {
      say: "Little words like because and so are the glue that holds ideas together.",
      ask: [
        "What happened, and why did it happen?",
        "Which word tells you it's a cause?",
        "Where on the page would you look to find a fact quickly?",
      ],
      misconception:
        "Mixing up cause and effect, for example saying the flood caused the rain. Ask: 'Which happened first?'",
    },
  }),
  reading(3, "authors-purpose", {
    name: "What the author thinks, what I think",
    description:
      "Can tell what an author thinks about a topic and say how that is the same as or different from their own view.",
    lesson: {
      explanation:
        "Authors often share their own opinion, not just facts. An opinion is what someone thinks. Look for words like best, should, I think or important. Then decide what you think: do you agree with the author or not?",
      workedExample: {
        problem:
          'Read: "Every town should have a skate park. Skating is great exercise, and kids need a safe place to ride." What does the author think? Do you agree?',
        steps: [
          "The word should shows an opinion.",
          "The author thinks every town needs a skate park.",
          "The reasons: it is good exercise, and kids need a safe place to ride.",
          "You might agree or not, but that is your view and not the author's.",
        ],
        answer:
          "The author thinks every town should have a skate park. You may agree or not, but give your own reason.",
      },
    },
    coaching: {
      say: "It's fine to disagree with an author; just keep track of whose idea is whose.",
      ask: [
        "What does the author think? Which words show it?",
        "What do you think?",
        "Is your reason the same as the author's?",
      ],
      misconception:
        "Mixing up their own opinion with the author's, for example saying 'the author thinks skate parks are noisy' when that is the child's own view. Ask: 'Where does the author say that?'",
    },
  }),
  reading(3, "point-of-view", {
    name: "The narrator's view and mine",
    description:
      "Notices when a narrator or character sees things differently from the way the child does, and when an author's opinion differs from the child's own.",
    lesson: {
      explanation:
        "The narrator is the one telling the story. A narrator or a character can feel one way about a thing while you, the reader, feel another way. Notice what the narrator thinks. Then ask: do I see it the same way?",
      workedExample: {
        problem:
          'Read: "I knew the spider was going to eat me. It was huge and hairy, and it was staring right at me! So I screamed until Dad came." Was the narrator in real danger? How is your view different?',
        steps: [
          "The narrator is sure the spider is 'going to eat me'.",
          "But spiders don't eat people.",
          "The reader can tell the narrator was scared, not in danger.",
          "So the narrator and the reader see it in different ways.",
        ],
        answer: "The narrator thinks the spider is a danger. The reader can tell the narrator was safe, just scared.",
      },
    },
    coaching: {
      say: "You can understand how someone feels and still see things differently.",
      ask: [
        "Who is telling the story?",
        "How does the narrator feel about what happens?",
        "Do you see it the same way? Why or why not?",
      ],
      misconception:
        "Believing everything a narrator says as fact. Ask: 'Is that really true, or is that how the narrator feels?'",
    },
  }),
  reading(3, "comparing-texts", {
    name: "Same topic, two texts",
    description:
      "Sorts what two articles on one topic both say from what only one says, and compares books in a series by one author: what happens, where, and what the characters learn.",
    lesson: {
      explanation:
        "When you read two texts on the same topic, look for what both say and what only one says. For stories by the same author, compare what happens, where, and what the characters learn each time. A chart with 'both' and 'only one' columns can help.",
      workedExample: {
        problem:
          'Text A: "Sea turtles lay their eggs on sandy beaches. The babies crawl to the sea at night." Text B: "Baby turtles hurry to the water as soon as they hatch. Many sea turtles live for more than 50 years." What do both texts say, and what does only Text B say?',
        steps: [
          "Both: baby turtles go to the sea after hatching.",
          "Only A: eggs are laid on sandy beaches, and the babies go at night.",
          "Only B: many sea turtles live more than 50 years.",
          "Together the two texts tell us more than either one alone.",
        ],
        answer:
          "Both say baby turtles head to the sea after hatching. Only Text B says many sea turtles live more than 50 years.",
      },
    },
    coaching: {
      say: "Two texts are like two friends describing the same trip: each remembers different things.",
      ask: [
        "What do both texts tell you?",
        "What does only one of them tell you?",
        "What do you know now that you wouldn't know from one text?",
      ],
      misconception:
        "Listing every fact from each text without sorting what is shared from what is different. Ask: 'Does the other text say that too?'",
    },
  }),

  // ---- Grade 4 ----
  reading(4, "key-details", {
    name: "Details that back you up",
    description:
      "Backs up what they say about a story or article with specific details and examples from it, not general impressions.",
    lesson: {
      explanation:
        "When you explain what a text says, use details from it to show you're right. A detail is a specific fact, action or example. The best details connect straight to the question.",
      workedExample: {
        problem:
          'Read: "The Arctic fox is built for the cold. Thick fur covers even the bottoms of its paws. Its short ears and nose lose little heat, and it curls its bushy tail over its face to sleep." Which details show the fox is built for the cold?',
        steps: [
          "The question asks for details about the cold.",
          "Fur on the bottoms of its paws keeps its feet warm.",
          "Its short ears and nose lose little heat.",
          "Its bushy tail covers its face while it sleeps.",
        ],
        answer: "Fur on its paws, short ears and nose that lose little heat, and a bushy tail it curls over its face.",
      },
    },
    coaching: {
      say: "Your answer is only as strong as your details, so let's pick good ones.",
      ask: [
        "Which details answer the question?",
        "Why did you pick that detail?",
        "Is there a detail that sounds nice but doesn't help here?",
      ],
      misconception:
        "Giving a general answer ('it has stuff to keep warm') without naming the specific details. Ask: 'Which stuff exactly? Show me the words.'",
    },
  }),
  reading(4, "main-idea", {
    name: "Main idea and summary",
    description:
      "Can state the main idea of a fact text, explain how the key details support it, and sum the text up briefly in their own words.",
    lesson: {
      explanation:
        "To find the main idea, ask: what point do all the details add up to? A summary tells the main idea and the key details again in a few sentences. Use your own words. Leave out small details, and keep your own opinion out.",
      workedExample: {
        problem:
          'Read: "Video games are not only for fun. Some games teach players to plan ahead. Others help people practise a new language. Doctors even use special games to help patients recover after an injury." Write a one-sentence summary.',
        steps: [
          "The details: games help people plan, learn a language and get better after an injury.",
          "They all show games doing something useful.",
          "Main idea: video games can be useful, not just fun.",
          "The summary puts the main idea and the key examples in my own words.",
        ],
        answer:
          "Video games are more than fun: they can teach planning and new languages, and even help people heal after an injury.",
      },
    },
    coaching: {
      say: "A summary is a short trip through the text that stops only at the big places.",
      ask: [
        "What point do all the details support?",
        "Which details are the most important?",
        "Can you say it in one or two sentences in your own words?",
      ],
      misconception:
        "Summarising by copying sentences or retelling every detail in order. Ask them to cover the text and say it in one sentence.",
    },
  }),
  reading(4, "inference", {
    name: "Inferring with evidence",
    description:
      "Draws conclusions a text hints at but doesn't state, and backs them up with specific details from the text.",
    lesson: {
      explanation:
        "An inference is a conclusion you reach from clues plus what you already know. A strong inference is one you can back up with details from the text. Say what you think, then add 'because the text says...'.",
      workedExample: {
        problem:
          "Read: \"Coach Reyes looked at the scoreboard, then at his tired players. He called a time-out, knelt down and smiled. 'Forget the score,' he said. 'Just play the way we practise.'\" What can you infer about the game and about the coach?",
        steps: [
          "He looks at the scoreboard, then tells the players to forget the score.",
          "That suggests his team is losing.",
          "His players are tired, but he smiles and stays calm.",
          "So he is a calm coach who wants to encourage them.",
        ],
        answer:
          "The team is probably losing, and the coach is calm and encouraging, because he smiles and tells them to forget the score.",
      },
    },
    coaching: {
      say: "A smart guess plus the words that prove it: that's an inference.",
      ask: [
        "What can you figure out that the text doesn't say?",
        "Which details make you think so?",
        "Is there another possible inference? Which has more evidence?",
      ],
      misconception:
        "Stating an inference with no evidence, or calling something an inference when the text says it outright. Ask: 'Does the text say that, or did you figure it out? How?'",
    },
  }),
  reading(4, "vocabulary-in-context", {
    name: "Roots, similes and metaphors",
    description:
      "Works out word meanings from the sentence around them and from Greek and Latin word parts (bio-, geo-, -graph), and explains similes, metaphors and common sayings.",
    lesson: {
      explanation:
        "Many English words are built from Greek and Latin parts. Bio means life, geo means earth, and graph means write or draw, so a biography is writing about a life. A simile compares two things using like or as, and a metaphor says one thing is another. Neither is meant word for word: they help you picture something.",
      workedExample: {
        problem:
          'Read: "The racing car was a rocket, tearing down the track. By the last lap, the other cars were dots in its mirror." What does the author mean by calling the car a rocket?',
        steps: [
          "A car is not really a rocket, so this is a metaphor.",
          "Rockets are known for being very fast.",
          "'Tearing down the track' shows speed too, and so do the other cars turning into dots.",
          "So the author means the car is going very, very fast.",
        ],
        answer: "The car is going very fast, like a rocket.",
      },
    },
    coaching: {
      say: "Authors use comparisons to paint a picture. Let's see what picture this one paints.",
      ask: [
        "Is this meant literally? How do you know?",
        "What is the thing it's compared to known for?",
        "Which other words in the sentence support your idea?",
      ],
      misconception:
        "Reading a metaphor literally ('the car had rocket engines'), or not working out which feature the comparison is about. Ask: 'What's special about a rocket?'",
    },
  }),
  reading(4, "character-and-theme", {
    name: "Theme through a character's change",
    description:
      "Gives a full picture of a character (thoughts, words and actions) backed by details, and works out a story's theme from how that character changes and what they learn.",
    lesson: {
      explanation:
        "A theme is a big idea about life that a story shows, like 'true friends tell the truth'. The story doesn't say it straight out. To find it, ask what the main character learns, or how they change. Use details about what they think, say and do.",
      workedExample: {
        problem:
          'Read: "Maddie wanted the blue sneakers because everyone had them. When she finally got them, they pinched her toes. At the park she kicked them off and ran barefoot, laughing, in the grass." What is a possible theme?',
        steps: [
          "Maddie wants what everyone else has.",
          "When she gets it, it doesn't make her happy: the shoes hurt.",
          "She is happiest when she kicks them off and just plays.",
          "The story hints that fitting in does not make you happy.",
        ],
        answer: "Having what everyone else has won't always make you happy.",
      },
    },
    coaching: {
      say: "The theme is the story's lesson about life. Let's find it through Maddie.",
      ask: [
        "How does Maddie change from the start to the end?",
        "What does she learn?",
        "Can you say the theme as a sentence about life, not just about Maddie?",
      ],
      misconception:
        "Giving the theme as a single word ('shoes' or 'happiness') or as a plot summary. Ask them to turn it into a full sentence that could be true for anyone.",
    },
  }),
  reading(4, "text-structure", {
    name: "How a fact text is organised",
    description:
      "Recognises how a fact text is organised (time order, comparison, cause and effect, or problem and solution) and explains what happened and why.",
    lesson: {
      explanation:
        "Authors build fact texts in patterns. Time order tells what happened first, next and last. Comparison shows how things are alike or not. Cause and effect tells why a thing happens, and problem and solution tells how a problem got fixed. Words like first, however, because and to solve this are clues to the pattern.",
      workedExample: {
        problem:
          'Read: "Coral reefs were losing their colour as the ocean warmed. To help, scientists began growing young corals in tanks and planting them back on the reefs. In some places, the new corals are now thriving." How is this text organised?',
        steps: [
          "First comes a problem.",
          "The reefs lose colour as the sea gets warm.",
          "'To help' points to the solution: grow young corals and plant them back.",
          "Last comes the result.",
          "Some of the new corals now do well.",
          "So the text goes from a problem to its solution.",
        ],
        answer: "Problem and solution.",
      },
    },
    coaching: {
      say: "Spotting the pattern is like seeing the shape of the road before you drive it.",
      ask: [
        "Which signal words do you see?",
        "Is there a problem? Does it get solved?",
        "How would the text change if it were written in time order?",
      ],
      misconception:
        "Calling any text with events in it 'time order', even when the events are a problem and its fix. Ask: 'Is the author telling when things happened, or why?'",
    },
  }),
  reading(4, "authors-purpose", {
    name: "Reasons and evidence",
    description:
      "Finds the point an article is making and sorts out what backs it up: reasons that explain why, and facts or examples that prove it.",
    lesson: {
      explanation:
        "When an author makes a point, they should back it up. Reasons tell why. Evidence is facts, numbers, examples or quotes that show it is true. Find the point first. Then look for what backs it up.",
      workedExample: {
        problem:
          'Read: "Walking to school is good for kids. A school in our town found that students who walk arrive more alert. Walking also cuts traffic near the gates, so the street is safer for everyone." What point does the author make? How is it backed up?',
        steps: [
          "Point: walking to school is good for kids.",
          "Evidence: a school found walkers arrive more alert.",
          "Reason: walking cuts traffic, so the street is safer.",
          "The evidence and the reason both back up the point.",
        ],
        answer:
          "The point is that walking to school is good for kids. The evidence: a school found that walkers are more alert. The reason: walking makes the street safer.",
      },
    },
    coaching: {
      say: "An author is like a lawyer: the point is the claim, and the reasons are the proof.",
      ask: [
        "What point is the author making?",
        "Which sentences support it?",
        "Is that a reason or a piece of evidence?",
      ],
      misconception:
        "Treating the point itself as evidence, or counting any sentence near the point as support. Ask: 'Does this sentence help prove the point? How?'",
    },
  }),
  reading(4, "point-of-view", {
    name: "Who is telling it, and were they there?",
    description:
      "Tells whether a story is narrated in first or third person, and compares an eyewitness account of an event with a report written by someone who wasn't there.",
    lesson: {
      explanation:
        "In first person, the narrator is in the story and says I and we. In third person, the narrator is outside the story and says he, she and they. In fact texts, a firsthand account is by someone who was there. A secondhand account is by someone who learned about it later.",
      workedExample: {
        problem:
          'Account A: "I held my breath as the rocket shook the ground beneath my feet." Account B: "The rocket launched at 9 a.m., and crowds watched from miles away." Which is firsthand, and what does each give the reader?',
        steps: [
          "A says I and tells how it felt, with the ground shaking.",
          "So A is firsthand: the writer was there.",
          "B gives facts like the time, but no feelings.",
          "B sounds secondhand: a report of what happened.",
        ],
        answer: "A is firsthand and shows what it felt like. B is secondhand and gives the facts.",
      },
    },
    coaching: {
      say: "Who is telling this, and were they there? Those two questions unlock it.",
      ask: [
        "Which words does the narrator use for themselves: I, or he and she?",
        "Was the writer there? How do you know?",
        "What can one account tell you that the other can't?",
      ],
      misconception:
        "Deciding first or third person from the pronouns inside characters' speech rather than the narrator's own words, or assuming a firsthand account is always the most accurate. Ask: 'Who is telling this part?'",
    },
  }),
  reading(4, "comparing-texts", {
    name: "Similar stories from different places",
    description:
      "Spots the shared lesson in tales from around the world (a small clever animal beating a big one, say) and the ways the tellings differ, and combines facts from two articles on one topic.",
    lesson: {
      explanation:
        "People all over the world tell stories with the same kinds of ideas. One is a small, clever animal who tricks a big one. Compare how the stories are alike and how they are not: look at the characters, the events and the lesson. With fact texts, put together what two texts say to know a topic better.",
      workedExample: {
        problem:
          "Story A: \"The little rabbit led the lion to a deep well. 'Your rival lives down there,' he said. The lion roared at his own reflection and leapt in.\" Story B: \"The mouse pointed at the huge shadow on the hill. 'That is my big brother,' she told the elephant. The elephant trembled and never came back to the village.\" What theme do the stories share? How are they different?",
        steps: [
          "Both have a small animal up against a big, scary one.",
          "Both small animals use a trick of the eye: a reflection and a shadow.",
          "Both show that being clever can beat being strong.",
          "The animals and the endings differ: the lion jumps into the well, but the elephant just stays away.",
        ],
        answer:
          "Both show that being clever can beat being big and strong. They differ in the animals, the trick and what happens to the big animal.",
      },
    },
    coaching: {
      say: "Stories from far apart can share the same big idea. Let's see how.",
      ask: [
        "What is alike in the two stories?",
        "What lesson do they both teach?",
        "What is different, and why might that be?",
      ],
      misconception:
        "Comparing only surface details (rabbit versus mouse) and missing the shared theme. Ask: 'What does each story teach?'",
    },
  }),

  // ---- Grade 5 ----
  reading(5, "key-details", {
    name: "Quoting exactly",
    description:
      "Copies the author's exact words into quotation marks, choosing just the part that answers the question, and explains how the quote proves the answer.",
    lesson: {
      explanation:
        "To quote is to use the author's exact words, inside quotation marks. Copy the words just as they are. Choose only the part that answers the question. Then tell in your own words how the quote backs up your answer.",
      workedExample: {
        problem:
          'Read: "The chef tasted the soup and frowned. It needed salt, a squeeze of lemon, and about ten more minutes on the stove." Quote the words that show what the soup needed.',
        steps: [
          "The question asks what the soup needed.",
          "The answer is in the second sentence.",
          'Copy it exactly: "salt, a squeeze of lemon, and about ten more minutes on the stove".',
          "Explain: the soup wasn't done yet, and it needed more flavour and more time to cook.",
        ],
        answer: 'The soup "needed salt, a squeeze of lemon, and about ten more minutes on the stove."',
      },
    },
    coaching: {
      say: "A quote is evidence nobody can argue with, as long as it's exact.",
      ask: [
        "Which words answer the question?",
        "Did you copy them exactly?",
        "How does the quote support your answer?",
      ],
      misconception:
        "Changing the author's words inside quotation marks, or quoting a long passage when a few words would do. Ask them to check the quote word by word against the text.",
    },
  }),
  reading(5, "main-idea", {
    name: "More than one main idea",
    description:
      "Finds two or more main ideas in a fact text, explains which details support each, and sums up the whole text briefly.",
    lesson: {
      explanation:
        "A long text often has more than one main idea, one for each section or big part. Find each main idea and the details that support it. A good summary covers all the main ideas in order. Keep it short and use your own words.",
      workedExample: {
        problem:
          'Read: "Hot-air balloons rise because hot air is lighter than cool air. A burner heats the air inside the balloon to lift it, and to come down, the pilot lets the air cool. Balloons can\'t be steered like planes. Instead, pilots move up or down to catch winds blowing in different directions." What are the two main ideas?',
        steps: [
          "The first part tells how balloons go up and down.",
          "Main idea 1: heating and cooling the air makes a balloon rise and sink.",
          "The second part tells how pilots steer.",
          "Main idea 2: pilots steer by going up or down to find a wind going their way.",
        ],
        answer:
          "1) Heating and cooling the air makes the balloon rise and sink. 2) Pilots steer by moving up or down to find winds that blow different ways.",
      },
    },
    coaching: {
      say: "A longer text can have several big ideas. Let's find where one ends and the next begins.",
      ask: [
        "Where does the text switch to a new idea?",
        "Which details support each main idea?",
        "Can you sum up both ideas in two sentences?",
      ],
      misconception:
        "Stopping at the first main idea and treating everything after it as detail. Ask: 'What is the next part about?'",
    },
  }),
  reading(5, "inference", {
    name: "Inferences backed by quotes",
    description: "Draws conclusions a text suggests and supports them with the author's exact words.",
    lesson: {
      explanation:
        "An inference goes beyond what the text says directly. To make it convincing, quote the words that led you there. Say your inference, give the quote, then explain how the quote leads to your idea.",
      workedExample: {
        problem:
          "Read: \"Grandpa ran his hand along the old wooden guitar. 'Fifty years,' he murmured, and his eyes went somewhere far away. He didn't play a note; he just held it.\" What can you infer about the guitar, and which words support it?",
        steps: [
          '"Fifty years" tells us he has had it a very long time.',
          '"His eyes went somewhere far away" suggests he is remembering.',
          "He doesn't play it; he holds it, as if it were precious.",
          "So the guitar matters to him because of old memories.",
        ],
        answer:
          'The guitar is precious to Grandpa because of its memories: he murmurs "Fifty years" and "his eyes went somewhere far away."',
      },
    },
    coaching: {
      say: "Tell me what you figured out, then show me the exact words that got you there.",
      ask: [
        "What do you think is going on that the text doesn't say?",
        "Which exact words made you think that?",
        "How do those words lead to your idea?",
      ],
      misconception:
        "Quoting words that are true but don't support the inference, or giving a quote without explaining it. Ask: 'How does that quote prove your idea?'",
    },
  }),
  reading(5, "vocabulary-in-context", {
    name: "Idioms, proverbs and context clues",
    description:
      "Works out unknown words from context and Greek and Latin roots, and explains figurative language such as similes, metaphors, idioms and proverbs.",
    lesson: {
      explanation:
        "Context clues can be a definition, an example, a contrast (but, unlike) or a cause and effect. An idiom is a phrase whose meaning you can't get from its words, like 'break the ice'. A proverb is a short saying that gives advice, like 'practice makes perfect'.",
      workedExample: {
        problem:
          'Read: "On the first day of music camp, nobody spoke. Then Kai started drumming a silly beat on his knees, and that broke the ice: soon everyone was laughing and chatting." What does "broke the ice" mean here?',
        steps: [
          "There is no real ice, so it is an idiom.",
          "Before, nobody spoke.",
          "After, everyone laughed and chatted.",
          "Kai's beat turned an awkward quiet into a friendly mood.",
          "So it means doing something that helps people relax and start to talk.",
        ],
        answer: "Kai did something that made everyone relax and start talking.",
      },
    },
    coaching: {
      say: "Idioms are like secret codes, and the sentence around them holds the key.",
      ask: [
        "Can this phrase mean exactly what its words say?",
        "What changed from before the phrase to after it?",
        "Can you think of another time someone 'broke the ice'?",
      ],
      misconception:
        "Reading idioms literally, or guessing a meaning without checking what changed in the sentence. Ask them to swap in their meaning and reread the sentence.",
    },
  }),
  reading(5, "character-and-theme", {
    name: "Comparing characters to find theme",
    description:
      "Sets two characters side by side, showing with details from the story how they differ in the same situation, and works out a theme from how they handle a challenge.",
    lesson: {
      explanation:
        "When two characters face the same problem, the ways they react show what each is like. Compare them with details: what each one says, does and thinks. How a character deals with a problem often points to the theme of the story.",
      workedExample: {
        problem:
          "Read: \"When their science fair volcano collapsed, Omar threw up his hands and walked away. Jen knelt down, studied the mess and said, 'The base was too thin. Let's rebuild it wider.' Their new volcano won second place.\" Compare Omar and Jen, and state a theme.",
        steps: [
          "The problem: the volcano fell apart.",
          "Omar gives up and walks away.",
          "Jen looks at what went wrong and plans a fix.",
          "Jen's way leads to a prize, and that points to the theme.",
        ],
        answer:
          "Omar gives up when things go wrong, while Jen looks for the cause and tries again. Theme: a mistake can help you do well if you learn from it.",
      },
    },
    coaching: {
      say: "Watch how each character handles the same problem; that's where the theme hides.",
      ask: [
        "How does each character respond to the challenge?",
        "Which details show the difference?",
        "What does the story suggest about handling setbacks?",
      ],
      misconception:
        "Describing each character separately without actually comparing them, or stating a theme that fits only one moment. Ask: 'How are they different in the same moment?'",
    },
  }),
  reading(5, "text-structure", {
    name: "Comparing how texts are built",
    description:
      "Compares how two texts on one subject are organised (for example one in time order, one by cause and effect) and explains how the ideas inside a text relate.",
    lesson: {
      explanation:
        "Two texts about the same topic can be built differently. One might tell events in time order, while another explains causes and effects. Comparing their structures shows what each author wanted to highlight.",
      workedExample: {
        problem:
          'Text A: "In 1969, astronauts landed on the Moon. In 1971, a rover drove on it for the first time. In 1972, the last crew left." Text B: "People went to the Moon because scientists wanted to study its rocks. Those samples taught them how the Moon formed." How are the structures different?',
        steps: [
          "Text A uses dates in order: time order.",
          "Text B uses because and taught them: cause and effect.",
          "A shows when things happened.",
          "B shows why the trips happened and what came of them.",
        ],
        answer: "Text A is in time order, while Text B is organised by cause and effect.",
      },
    },
    coaching: {
      say: "Two builders can use different plans for the same house. Let's compare the plans.",
      ask: [
        "What pattern does each text follow?",
        "Which words or clues tell you?",
        "What does each structure help the reader understand?",
      ],
      misconception:
        "Deciding the structure from the topic ('both are about the Moon, so they're the same') instead of how the ideas are linked. Ask: 'Is this text telling when, or why?'",
    },
  }),
  reading(5, "authors-purpose", {
    name: "Matching evidence to points",
    description: "When an article makes several points, matches each fact, example or reason to the point it backs up.",
    lesson: {
      explanation:
        "A text can make more than one point. Each point has its own support. Match each piece of evidence to the point it proves. A sentence may back up one point but not another, so sort with care.",
      workedExample: {
        problem:
          'Read: "Our school garden helps students learn. Classes measure plant growth in math, and the science club studies the soil. The garden also feeds people: last year it gave 200 pounds of vegetables to the food bank." Which evidence supports which point?',
        steps: [
          "Point 1: the garden helps students learn.",
          "Support for point 1: classes measure plants in math, and a club studies the soil.",
          "Point 2: the garden feeds people.",
          "Support for point 2: 200 pounds of vegetables went to the food bank.",
        ],
        answer:
          "Measuring plants in math and studying the soil back up the point about learning. The 200 pounds of food back up the point about feeding people.",
      },
    },
    coaching: {
      say: "Let's sort the evidence like socks: each piece goes with its match.",
      ask: [
        "How many points does the author make?",
        "Which evidence goes with each point?",
        "Is any point left without support?",
      ],
      misconception:
        "Lumping all the evidence under the first point, or matching evidence to the wrong point. Ask: 'Does the food bank fact prove that students learn?'",
    },
  }),
  reading(5, "point-of-view", {
    name: "How the teller shapes the tale",
    description:
      "Explains how a narrator's feelings and position colour the way events are told, and compares several accounts of the same event.",
    lesson: {
      explanation:
        "The person telling a story only shares what they see and feel. So their point of view colours all of it. A jealous narrator might make a nice person sound rude. In fact texts, two accounts of the same event may notice different things, so compare them.",
      workedExample: {
        problem:
          "Read: \"The new kid, Tomas, strutted into class like he owned the place, and of course Ms. Lee let him sit by the window, in my spot. I didn't say a word to him all morning.\" How does the narrator's point of view shape what we learn about Tomas?",
        steps: [
          "Words like strutted and 'like he owned the place' make Tomas sound rude.",
          "The narrator is upset about losing 'my spot'.",
          "Tomas may just have walked in and sat where he was told.",
          "The narrator is jealous, and that colours how Tomas comes across.",
        ],
        answer:
          "The narrator is jealous about the seat, so Tomas comes across as bossy. Someone else might tell it in a very different way.",
      },
    },
    coaching: {
      say: "Every narrator wears glasses. Let's figure out what colour the lenses are.",
      ask: [
        "How does the narrator feel?",
        "Which words show that feeling?",
        "How might Tomas describe the same moment?",
      ],
      misconception:
        "Taking a biased narrator's description as plain fact. Ask: 'Is that what happened, or how the narrator saw it?'",
    },
  }),
  reading(5, "comparing-texts", {
    name: "Same genre, same big idea",
    description:
      "Puts two stories of the same type side by side and explains how each treats a shared big idea differently, and pulls facts together from several articles on one subject.",
    lesson: {
      explanation:
        "Stories in the same genre, like two adventure stories, often share a theme such as courage or friendship. But each author shows the theme in their own way, with their own characters and events. So compare how the theme is shown, not just if it is there.",
      workedExample: {
        problem:
          'Story A: "Halfway up the cliff, Nora\'s arms burned, and nobody was coming to help. She found one more handhold, then another, until she pulled herself over the top." Story B: "The storm tipped the canoe sideways. \'Lean left!\' shouted Dev, and Mara threw her weight beside his. Together they steadied the boat and paddled for shore." How does each story show the theme of facing something hard?',
        steps: [
          "In both, characters face something hard out in nature.",
          "Nora climbs the cliff alone and finds her own strength.",
          "Dev and Mara face the storm as a team and get through it.",
          "So both show people growing by facing a hard time, but in different ways.",
        ],
        answer:
          "Both show characters who grow by facing something hard. In Story A the strength is found alone, and in Story B it is found together.",
      },
    },
    coaching: {
      say: "Same genre, same big idea, different angles. Let's compare the angles.",
      ask: [
        "What theme do both stories share?",
        "How does each story show it differently?",
        "Which events make the difference?",
      ],
      misconception:
        "Saying the themes are 'the same' and stopping, without explaining how each story develops it. Ask: 'What exactly does each character learn?'",
    },
  }),

  // ---- Grade 6 ----
  reading(6, "key-details", {
    name: "Citing evidence",
    description:
      "Backs up answers about what a text says with quoted or closely paraphrased evidence, and explains how that evidence fits the answer.",
    lesson: {
      explanation:
        "To cite evidence, point to the exact words in the text that back up your answer. You can quote them, or put them in your own words while keeping close to the text. First introduce the evidence ('According to the text...'). Then give it, and explain how it backs up your claim. Make sure it answers the question that was asked.",
      workedExample: {
        problem:
          'Read: "An ocean sunfish can weigh more than a small car. Yet it eats mostly jellyfish, which are over 90 percent water, so it must eat enormous amounts to survive." Why does the sunfish need to eat so much? Cite evidence.',
        steps: [
          "The question asks why the sunfish eats so much.",
          'Evidence: it eats jellyfish, "which are over 90 percent water."',
          "Explain: jellyfish are mostly water, so each one gives little food.",
          "So a huge fish has to eat a huge amount.",
        ],
        answer:
          'According to the text, sunfish eat jellyfish, "which are over 90 percent water," so each meal has little food value and they must eat large amounts.',
      },
    },
    coaching: {
      say: "Strong answers come with receipts: the exact words that back them up.",
      ask: [
        "What evidence directly answers the question?",
        "How does this evidence support your answer?",
        "Is there stronger evidence you could use?",
      ],
      misconception:
        "Dropping in a quote without explaining it, or citing a related detail that doesn't answer the question (the fish's weight alone). Ask: 'How does that quote answer why?'",
    },
  }),
  reading(6, "main-idea", {
    name: "Central idea and a fair summary",
    description:
      "Finds the central idea of a text, shows which details build it, and writes a summary that leaves out their own opinions.",
    lesson: {
      explanation:
        "The central idea is the main point the whole text is built around. Details like facts, examples and anecdotes (short true stories) build it up. A fair summary gives the central idea and its key support. It leaves out your own views, such as 'this is amazing' or 'I disagree'.",
      workedExample: {
        problem:
          'Read: "Fast fashion makes clothes cheap and trendy. But making so many clothes uses huge amounts of water, and many garments are thrown away after only a few wears. Some brands now offer repairs and resale to keep clothes in use longer." Write an objective summary.',
        steps: [
          "Central idea: cheap, trendy clothes come at a cost to the planet.",
          "Support: making them uses lots of water, and many are thrown away fast.",
          "What is being done: some brands now fix and resell clothes.",
          "Leave out opinions such as 'fast fashion is terrible'.",
        ],
        answer:
          "Fast fashion is cheap and trendy, but it uses a lot of water and makes a lot of waste. Some brands now fix and resell clothes so they last longer.",
      },
    },
    coaching: {
      say: "Summarise like a news reporter: just the facts, no opinion.",
      ask: [
        "What point does the whole text develop?",
        "Which details help build that point?",
        "Did any of your own opinions slip into the summary?",
      ],
      misconception:
        "Adding opinions to a summary ('Fast fashion is bad and people should stop buying it'). Ask: 'Did the author say that, or did you?'",
    },
  }),
  reading(6, "inference", {
    name: "Logical inferences with evidence",
    description:
      "Draws logical conclusions from a text that go beyond what it states, and cites the evidence that leads to them.",
    lesson: {
      explanation:
        "An inference is a conclusion that makes sense from the evidence. Make sure your inference comes from what the text says, not from what you'd like to be true. Cite the evidence that leads there. Then explain the step in your thinking.",
      workedExample: {
        problem:
          'Read: "Dana\'s sketchbook was filled edge to edge. Even her math homework had tiny dragons in the margins. When the art contest poster went up, she read it three times before she left the hallway." What can you infer, and what evidence supports it?',
        steps: [
          "Evidence: her sketchbook is full, and she doodles on her homework.",
          "That shows she draws all the time and loves art.",
          "Evidence: she read the poster three times.",
          "Inference: Dana is thinking hard about entering the art contest.",
        ],
        answer:
          "Dana wants to enter the art contest. She draws all the time, and she 'read it three times before she left the hallway'.",
      },
    },
    coaching: {
      say: "An inference is a logical leap, and your evidence is the launch pad.",
      ask: [
        "What do you conclude that the text doesn't say?",
        "Which evidence led you there?",
        "How does the evidence lead to that conclusion?",
      ],
      misconception:
        "Making a leap the evidence doesn't support ('Dana will win the contest'). Ask: 'Does the text give any clue about winning, or only about wanting to enter?'",
    },
  }),
  reading(6, "vocabulary-in-context", {
    name: "The feelings words carry",
    description:
      "Works out what words and phrases mean in a passage, including the feelings they carry and figures of speech such as personification, and uses Greek and Latin roots such as aud- and -logy.",
    lesson: {
      explanation:
        "Words carry feelings, not just the meanings in a dictionary. This feeling is called connotation. Thrifty and stingy both mean careful with money, but thrifty sounds good and stingy sounds bad. Personification makes a thing act like a person, as in 'the wind whispered'. Notice how the words an author picks make you feel.",
      workedExample: {
        problem:
          'Read: "The old house groaned in the wind, its shutters slapping like angry hands. Inside, the stairs muttered under every step." What do the words tell you about the house?',
        steps: [
          "'Groaned' gives the house a human sound of pain: that is personification.",
          "'Slapping like angry hands' is a simile, and it feels angry.",
          "The stairs 'muttered' like a grumpy person.",
          "These words have dark, uneasy connotations.",
          "All of them make the house seem mean, even scary.",
        ],
        answer: "The house seems mean and scary, as if it were alive and angry.",
      },
    },
    coaching: {
      say: "Authors choose words for how they feel, not just for what they mean.",
      ask: [
        "What feeling does this word carry?",
        "What would change if the author had used a plainer word?",
        "Which word gives human qualities to a thing?",
      ],
      misconception:
        "Treating words with similar dictionary meanings as interchangeable, missing that 'slapping' and 'tapping' create different moods. Ask them to swap in a neutral word and compare.",
    },
  }),
  reading(6, "character-and-theme", {
    name: "How the plot builds a theme",
    description:
      "Follows how a story's events unfold and how the main character reacts and changes along the way, and explains how those details reveal the theme.",
    lesson: {
      explanation:
        "A theme builds through the plot: each event pushes a character to respond, and those responses change them. Track the main character at the start, at the turning point and at the end. The difference shows what the story says about life.",
      workedExample: {
        problem:
          'Read: "At the start of the season, Ray never passed the ball; he wanted every goal. In the final match, surrounded by defenders, he saw Lina wide open and passed. She scored, and the team won. Ray cheered louder than anyone." What theme does the plot develop, and how does Ray change?',
        steps: [
          "Start: Ray is selfish with the ball.",
          "Turning point: surrounded, he sees a teammate open.",
          "He chooses to pass, and the team wins.",
          "End: he cheers for her, showing he now values the team.",
        ],
        answer: "Ray changes from selfish to a team player. Theme: success is sweeter when it's shared.",
      },
    },
    coaching: {
      say: "Let's track how the main character changes; the change points to the theme.",
      ask: [
        "What is the character like at the start and at the end?",
        "Which event causes the change?",
        "What message about life does that change suggest?",
      ],
      misconception:
        "Giving a topic ('soccer' or 'teamwork') instead of a statement about it. Ask: 'What does the story say about teamwork?'",
    },
  }),
  reading(6, "text-structure", {
    name: "The job of each part",
    description:
      "Explains what job a given part of an article does (hooking the reader, giving background, offering evidence, wrapping up) and what the article would lose without it.",
    lesson: {
      explanation:
        "Every part of a well-built text has a job. An opening might hook the reader, a middle section might give evidence, and a last paragraph might offer a solution or a call to action. Ask: what would the text lose if this part were missing?",
      workedExample: {
        problem:
          'An article begins: "Imagine standing next to a creature as long as three school buses. Each footstep would shake the ground under you. That creature was Argentinosaurus, one of the largest animals ever to walk on land." What job does the first sentence do?',
        steps: [
          "The sentence asks the reader to imagine, rather than giving a fact.",
          "It compares the dinosaur to something familiar: school buses.",
          "That grabs attention and makes the size easy to picture.",
          "The next sentences name and explain the creature the reader has just imagined.",
        ],
        answer:
          "It is a hook: it grabs the reader's interest and helps them picture the dinosaur's size before the facts begin.",
      },
    },
    coaching: {
      say: "Think like an architect: every part of the building is there for a reason.",
      ask: [
        "What does this part do for the reader?",
        "How does it connect to what comes before or after?",
        "What would be lost if it were removed?",
      ],
      misconception:
        "Summarising what the part says instead of explaining its job in the text. Ask: 'Not what it says, but why is it there?'",
    },
  }),
  reading(6, "authors-purpose", {
    name: "Checking an argument's claims",
    description:
      "Identifies why an author wrote a piece and what they believe, and follows an argument claim by claim, sorting the claims that are backed up from those that aren't.",
    lesson: {
      explanation:
        "Authors write to inform, persuade, explain or entertain. You can see their purpose in their claims and in the words they pick. When an author argues, check each claim for reasons or evidence. A claim with no support is weak, however sure it sounds.",
      workedExample: {
        problem:
          'Read: "Our town needs a bike lane on Main Street. Last year there were 14 bike accidents on that road. A bike lane would also make drivers happier. Cities with bike lanes report fewer crashes." Which claim has no support?',
        steps: [
          "Claim: the lane is needed, and the 14 accidents back it up.",
          "Claim: lanes mean fewer crashes, and reports from other cities back it up.",
          "Claim: drivers would be happier, but no evidence is given.",
          "So the claim about happier drivers has no support.",
        ],
        answer: "'A bike lane would also make drivers happier' has no evidence behind it.",
      },
    },
    coaching: {
      say: "An argument is only as strong as its support. Let's test each claim.",
      ask: [
        "What is the author trying to convince you of?",
        "What evidence supports each claim?",
        "Which claim would you ask the author to prove?",
      ],
      misconception:
        "Accepting a claim because it sounds reasonable or matches their own view. Ask: 'What does the author give as proof of that?'",
    },
  }),
  reading(6, "point-of-view", {
    name: "Hearing the author's voice",
    description:
      "Explains how an author shapes a narrator's or speaker's outlook, and how an author's own viewpoint shows through in a fact text.",
    lesson: {
      explanation:
        "Authors build a narrator's point of view through what the narrator notices, thinks and leaves out. In nonfiction, you can hear the author's own view in the words they pick. It also shows in which facts they put in and what they stress. Look for loaded words like sadly, finally or only.",
      workedExample: {
        problem:
          "Read: \"Sadly, the vaquita, the world's smallest porpoise, has almost disappeared, and fishing nets are still the main threat to the few that remain. Unless the nets are removed for good, this small, shy animal may soon exist only in photographs.\" What is the author's point of view? How does it show?",
        steps: [
          "'Sadly' shows the author is sorry about this.",
          "'Almost disappeared' and 'the few that remain' stress how serious it is.",
          "The author names the nets and says they must be 'removed for good'.",
          "That shows who the author blames and what should change.",
          "So the author sees the loss of the vaquita as sad, and blames the nets.",
        ],
        answer:
          "The author is worried about the vaquita, as 'sadly' and 'almost disappeared' show. The author blames fishing nets and wants them removed.",
      },
    },
    coaching: {
      say: "Even fact texts have a voice. Let's listen for it.",
      ask: [
        "Which words show how the author feels?",
        "What does the author choose to emphasise?",
        "How would someone with a different view write this sentence?",
      ],
      misconception:
        "Thinking a fact text has no point of view because it contains facts. Ask: 'Why did the author begin with Sadly?'",
    },
  }),
  reading(6, "comparing-texts", {
    name: "Comparing forms and accounts",
    description:
      "Explains what a poem can show about an idea that a story can't (and the other way round), and how a person's own account of their life differs from one written about them.",
    lesson: {
      explanation:
        "Different forms handle the same theme differently. A poem might capture one intense moment, while a story shows change over time. A memoir tells events from the inside, with feelings; a biography tells them from the outside, with research. Compare what each form lets the reader see.",
      workedExample: {
        problem:
          'Poem: "Lights. Silence. / My fingers freeze / thud, thud, thud / is all I hear." Story: "For months after the recital, Lena practised with the door open so her family could listen. By spring she played for her whole class. In June she walked on stage, sat down and began without a pause." How do the two forms treat the theme of overcoming fear?',
        steps: [
          "The poem zooms in on one moment of fear.",
          "Its short lines and the 'thud, thud, thud' of a heartbeat make the reader feel the panic.",
          "The story covers months and shows Lena changing step by step.",
          "So the poem shows what fear feels like; the story shows how it is overcome.",
        ],
        answer:
          "The poem makes the reader feel the fear in one intense moment, while the story shows the slow process of overcoming it.",
      },
    },
    coaching: {
      say: "The form is a choice the author makes. Let's see what each choice shows.",
      ask: [
        "What does each form focus on?",
        "What can a poem do that a story can't, and the other way round?",
        "How does each one treat the shared theme?",
      ],
      misconception:
        "Comparing only the plots and ignoring how the form shapes the reader's experience. Ask: 'How does the poem's shape make you feel?'",
    },
  }),

  // ---- Grade 7 ----
  reading(7, "key-details", {
    name: "Building a case with evidence",
    description:
      "Supports answers about a text with several pieces of evidence, drawn from different parts of it, that add up to a strong case.",
    lesson: {
      explanation:
        "One piece of evidence can be a coincidence; several pieces make a pattern. Gather more than one quotation or detail, ideally from different parts of the text, and show how together they support your answer.",
      workedExample: {
        problem:
          'Read: "The robot vacuum bumped into the same chair leg five times. It got stuck under the sofa twice. Finally it beeped and shut down in the middle of the rug, its battery dead." Is the robot vacuum doing a good job? Use several pieces of evidence.',
        steps: [
          'Evidence 1: it "bumped into the same chair leg five times".',
          'Evidence 2: it "got stuck under the sofa twice".',
          "Evidence 3: it shut down mid-rug with a dead battery.",
          "Together: repeated bumps, getting stuck and dying before finishing show a poor job.",
        ],
        answer:
          "No: it bumps the same chair leg five times, gets stuck twice and dies mid-job, which together show it is doing a poor job.",
      },
    },
    coaching: {
      say: "One clue is a hint; three clues are a case. Let's build a case.",
      ask: [
        "What evidence supports your answer?",
        "Can you find evidence from a different part of the text?",
        "How do the pieces work together?",
      ],
      misconception:
        "Stopping at one quotation, or citing several that all say the same thing. Ask: 'What does the second piece add that the first doesn't?'",
    },
  }),
  reading(7, "main-idea", {
    name: "Following two central ideas",
    description:
      "Identifies two or more central ideas in a text, traces how each grows from beginning to end, and writes an opinion-free summary.",
    lesson: {
      explanation:
        "A long text often develops two or more central ideas at once, and the ideas can build on each other. Track where each idea shows up and how it grows. A strong summary gives both ideas and shows how they link. It leaves out your opinion.",
      workedExample: {
        problem:
          'Read: "Early skateboards were wooden planks on roller-skate wheels, and riders fell often. When urethane wheels arrived in the 1970s, boards became smoother and faster. Skaters began to invent new tricks, and skateboarding grew into a sport with its own competitions." What two central ideas does it develop? How do they link?',
        steps: [
          "Idea 1: skateboards got better over time.",
          "Idea 2: skating grew from a hobby into a sport.",
          "The link: smoother, faster boards made new tricks possible.",
          "New tricks helped the sport grow.",
        ],
        answer:
          "Skateboards got better, and skating grew into a sport. The better wheels made new tricks possible, and the tricks helped the sport take off.",
      },
    },
    coaching: {
      say: "Follow each big idea like a thread, and watch where the threads tie together.",
      ask: [
        "What are the central ideas?",
        "Where does each idea show up and grow?",
        "How does one idea affect the other?",
      ],
      misconception:
        "Naming two ideas but treating them as separate lists, missing how one causes or builds on the other. Ask: 'Did one idea help make the other happen?'",
    },
  }),
  reading(7, "inference", {
    name: "Inferences from several clues",
    description:
      "Draws conclusions from a text that are supported by several pieces of evidence, and checks that no evidence points the other way.",
    lesson: {
      explanation:
        "A strong inference is backed by more than one clue, and by clues that point the same way. Gather evidence from across the text, check that nothing contradicts your idea, and explain the chain of reasoning.",
      workedExample: {
        problem:
          'Read: "Marcus left his lunch untouched. At practice he missed easy shots and kept glancing at the bleachers, which were empty. Afterwards he checked his phone, sighed and shoved it into his bag." What can you infer, and what evidence supports it?',
        steps: [
          "He doesn't eat and plays badly: something is bothering him.",
          "He keeps looking at the empty bleachers: he hoped someone would be there.",
          "He checks his phone and sighs: no message came.",
          "Together: he is upset that someone he expected didn't come or get in touch.",
        ],
        answer:
          "Marcus is upset because someone he hoped would watch didn't come, shown by his glances at the empty bleachers, his untouched lunch and his sigh at the phone.",
      },
    },
    coaching: {
      say: "Let's see whether all your clues point the same way.",
      ask: [
        "What do you conclude?",
        "Which pieces of evidence support it?",
        "Is there any evidence that points a different way?",
      ],
      misconception:
        "Building an inference on one clue and ignoring the rest, such as deciding he is ill because he didn't eat, which doesn't explain the bleachers. Ask: 'Does your idea explain every clue?'",
    },
  }),
  reading(7, "vocabulary-in-context", {
    name: "Word choice, tone and sound",
    description:
      "Works out the meaning of words and phrases in a passage, including figurative ones, and explains how word choice and sound effects such as repeated sounds shape the tone.",
    lesson: {
      explanation:
        "Tone is how the author feels about the subject. It might be playful, serious, bitter or hopeful. The words an author picks create it. Connotation, figures of speech and sound effects add to it, like alliteration, where first sounds repeat. To work out the tone, look at many word choices together.",
      workedExample: {
        problem:
          'Read: "The storm stomped and stormed across the shore, slamming the sea against the sand. Gulls scattered, shrieking, and the pier shuddered under every blow." How do the words create the tone?',
        steps: [
          "Strong verbs like stomped and slamming suggest force and power.",
          "The s sound repeats in storm, shore, sea and sand, like hissing wind and waves.",
          "The storm 'stomped' like an angry giant: that is personification.",
          "Together they make a fierce, scary tone.",
        ],
        answer: "The strong verbs, the personification and the repeated s sounds make the tone fierce and powerful.",
      },
    },
    coaching: {
      say: "Let's listen to the words, not just read them; the sounds matter too.",
      ask: [
        "What attitude or mood do these words create?",
        "Which specific words create it?",
        "How would the tone change with gentler words?",
      ],
      misconception:
        "Naming a device ('it's alliteration') without explaining its effect on meaning or tone. Ask: 'And what does that sound do for the reader?'",
    },
  }),
  reading(7, "character-and-theme", {
    name: "How setting and plot shape characters",
    description:
      "Shows how a story's pieces push on each other (a remote setting forcing a hard choice, a choice changing the plot) and how that builds the theme step by step.",
    lesson: {
      explanation:
        "The parts of a story don't work alone. A setting can make problems that test the characters. The choices the characters make drive the plot, and all of this builds the theme step by step. Ask how one part causes or changes another.",
      workedExample: {
        problem:
          'Read: "The island had one boat, and it left once a week. When Sofia\'s grandmother fell ill, there was no quick way to a hospital. Sofia, who had always dreamed of leaving the island, stayed up all night learning first aid from an old manual." How does the setting shape Sofia and the theme?',
        steps: [
          "Setting: a far-off island with one boat a week.",
          "Being so far away causes a crisis: there is no quick help.",
          "The crisis pushes Sofia to act: she teaches herself first aid.",
          "Theme: hard times can bring out our strengths, and the place she wanted to leave makes her grow.",
        ],
        answer:
          "Being cut off on the island forces Sofia to learn to help on her own. This builds the theme that hard times can bring out our strengths.",
      },
    },
    coaching: {
      say: "Let's look at how the place in the story pushes the people in it.",
      ask: [
        "What does the setting make difficult?",
        "How does the character respond because of it?",
        "What theme grows out of that?",
      ],
      misconception:
        "Describing setting, characters and plot separately without showing how one affects another. Ask: 'Would Sofia have done this if she lived next door to a hospital?'",
    },
  }),
  reading(7, "text-structure", {
    name: "Why the sections come in this order",
    description:
      "Explains how a text is organised into sections and how the order of those sections leads the reader through the author's ideas.",
    lesson: {
      explanation:
        "Authors put sections in an order that leads the reader somewhere. A text might open with a story, then give background, then show evidence, and end with a solution. To analyse structure, explain why the sections come in that order and what each one adds.",
      workedExample: {
        problem:
          'The four sections of an article on electric buses begin: (1) "At 5 a.m., Rosa pulled out of the depot, and for the first time her bus made no sound." (2) "For decades, city buses have run on diesel, filling streets with fumes." (3) "Last year, the city\'s ten electric buses cut fuel costs by a third." (4) "By 2035, every bus in the city will be electric." Why is the article built in this order?',
        steps: [
          "Section 1 hooks the reader with Rosa's own story.",
          "Section 2 gives background: the problem with diesel.",
          "Section 3 gives evidence that electric buses help.",
          "Section 4 ends with the solution and a goal, so the reader ends up looking ahead.",
        ],
        answer:
          "It goes from a story that hooks you, to the problem, to the evidence, to the solution. Step by step, it leads the reader to back the plan.",
      },
    },
    coaching: {
      say: "Let's read the sections like a map and ask why the author took this route.",
      ask: [
        "What does each section contribute?",
        "Why might the author put them in this order?",
        "What would change if the data came first?",
      ],
      misconception:
        "Listing what each section says without explaining how the order builds the author's ideas. Ask: 'Why does the driver's story come before the data?'",
    },
  }),
  reading(7, "authors-purpose", {
    name: "Is the evidence good enough?",
    description:
      "Follows an argument and judges whether its reasoning holds up and whether its evidence is on-topic and there is enough of it.",
    lesson: {
      explanation:
        "Evidence can fail in two ways. It can be irrelevant, meaning it doesn't connect to the claim, or insufficient, meaning there isn't enough of it. For each claim, ask: does this evidence really prove it, and is there enough to convince me?",
      workedExample: {
        problem:
          'Read: "Cats make better pets than dogs. My neighbour\'s cat is very calm. Also, cats were honoured in ancient Egypt." Is the evidence relevant and sufficient?',
        steps: [
          "Claim: cats are better pets than dogs.",
          "One calm cat is a single example: not enough to judge all cats.",
          "How ancient Egypt treated cats says nothing about pets today: not relevant.",
          "The argument is weak because its evidence is thin and off-target.",
        ],
        answer:
          "No. One neighbour's cat is not enough evidence, and ancient Egypt's respect for cats doesn't show they are better pets, so the argument is weak.",
      },
    },
    coaching: {
      say: "Be a friendly sceptic: does the evidence really prove the claim?",
      ask: [
        "Does this evidence connect directly to the claim?",
        "Is there enough evidence to be convinced?",
        "What evidence would make this argument stronger?",
      ],
      misconception:
        "Judging an argument by whether they agree with it rather than by its evidence. Ask: 'Even if you love cats, does this evidence prove it?'",
    },
  }),
  reading(7, "point-of-view", {
    name: "Viewpoints that clash",
    description:
      "Notices how a writer plays characters' opposing views off each other, and how an essay writer sets out what others think before explaining why they see it differently.",
    lesson: {
      explanation:
        "Authors often put characters who see things in different ways side by side, and that makes tension. In nonfiction, authors show their own view by setting it against other views. They use words like 'some people argue' or 'however'. Look for where the views clash, and how the author deals with it.",
      workedExample: {
        problem:
          'Read: "Some say homework teaches responsibility. However, students already spend seven hours a day learning, and many have chores and sports after school. A better way to build responsibility is to let students manage long-term projects in class." How does the author set their own view apart?',
        steps: [
          "'Some say' brings in the other side: homework builds responsibility.",
          "'However' shows the author does not agree.",
          "The author gives reasons: long school days and busy evenings.",
          "The author offers another way: long-term projects in class.",
        ],
        answer:
          "The author states the other view and uses 'however' to disagree. Then the author gives reasons and offers another way to build responsibility.",
      },
    },
    coaching: {
      say: "Good writers let the other side speak, then answer it. Let's see how.",
      ask: [
        "Which view does the author disagree with?",
        "Which words signal the switch to the author's own view?",
        "How does the author answer the other side?",
      ],
      misconception:
        "Mistaking the opposing view mentioned in the text for the author's own view. Ask: 'Does the author agree with what \"some say\"? How do you know?'",
    },
  }),
  reading(7, "comparing-texts", {
    name: "Fiction and history side by side",
    description:
      "Compares a novel or story set in a real time and place with a factual account of that time, and compares how two authors on one topic choose different evidence.",
    lesson: {
      explanation:
        "Historical fiction mixes real events with made-up characters and details. Put it next to a factual account, and you can see what the author kept, changed or imagined, and why. With two factual texts, compare which evidence each author stresses and how that shapes the picture.",
      workedExample: {
        problem:
          'Novel: "Every hour Ruth wiped the table, and every hour the dust came back, fine as flour. Pa stared out at the brown sky and said nothing about the wheat." History article: "In the 1930s, dust storms ruined farms across the southern plains. Thousands of families packed up and moved west in search of work." What does each text offer?',
        steps: [
          "The article gives the big picture: farms ruined, families moving.",
          "The novel shows daily life up close: dust that keeps coming back, and a father too worried to speak.",
          "The novel's details fit the history, but its characters are made up.",
          "Together, the facts explain what happened, and the fiction shows how it felt.",
        ],
        answer:
          "The article gives facts about how big the disaster was. The novel shows what daily life may have felt like. The story fits the history, but its characters are made up.",
      },
    },
    coaching: {
      say: "History tells you what happened; fiction can show you how it felt. Let's compare both.",
      ask: [
        "Which details in the story match the history?",
        "What did the novelist invent?",
        "Why might a novelist change or add things?",
      ],
      misconception:
        "Treating historical fiction as entirely factual, or dismissing it as having nothing to do with history. Ask: 'Which parts could you check in the article?'",
    },
  }),

  // ---- Grade 8 ----
  reading(8, "key-details", {
    name: "Choosing the strongest evidence",
    description:
      "Picks the evidence that best proves a point about a text from several options, and explains why it is stronger than the rest.",
    lesson: {
      explanation:
        "Not all evidence is equal. The strongest evidence is specific, directly connected to the claim, and hard to read any other way. When you have several options, choose the one that leaves the least doubt, and explain why it is strongest.",
      workedExample: {
        problem:
          'Claim: "The new stadium changed the neighbourhood." Which evidence is strongest? A: "Many people noticed the stadium." B: "Within two years of its opening, 30 new restaurants and shops opened on the surrounding streets." C: "The stadium is very large."',
        steps: [
          "A is vague: noticing the stadium doesn't show any change.",
          "C describes the stadium, not the neighbourhood.",
          "B gives a specific, measurable change in the neighbourhood, tied to the opening.",
          "So B is the strongest.",
        ],
        answer: "B, because it gives a specific, measurable change linked to the stadium's opening.",
      },
    },
    coaching: {
      say: "You've got options; pick the evidence a doubter couldn't argue with.",
      ask: [
        "Which evidence connects most directly to the claim?",
        "Which is the most specific?",
        "Why is the other evidence weaker?",
      ],
      misconception:
        "Choosing evidence that is on the topic but doesn't prove the claim, like the stadium being large. Ask: 'Does this show the neighbourhood changed?'",
    },
  }),
  reading(8, "main-idea", {
    name: "How a central idea unfolds",
    description:
      "Identifies a text's central idea, traces how it is introduced, complicated and sharpened by the supporting ideas, and writes an opinion-free summary.",
    lesson: {
      explanation:
        "A central idea grows as a text moves along. It may be introduced, backed with examples, made more complicated by a counterpoint, and then stated again more fully. Each supporting idea does a job as the idea grows. A good summary shows how the idea unfolds, not just what it is.",
      workedExample: {
        problem:
          'Read: "Music streaming gave listeners millions of songs for a small monthly fee. Yet many artists earn only a fraction of a cent per play. Some musicians have responded by selling concert tickets and merchandise directly to fans. Streaming, then, has made music easier to reach but harder to live on." How does the central idea develop?',
        steps: [
          "First the idea is introduced: streaming helps listeners.",
          "Then it gets complicated: artists earn very little per play.",
          "Next it is extended: musicians find other ways to earn.",
          "Last comes the conclusion: streaming makes music easy to reach but hard to live on.",
        ],
        answer:
          "The text opens with the good side for listeners. Then it complicates that with artists' low pay and shows how musicians adapt. It ends by saying streaming made music easier to reach but harder to live on.",
      },
    },
    coaching: {
      say: "Let's watch the main idea grow from sentence to sentence.",
      ask: [
        "What is the central idea by the end?",
        "How does each part add to it or complicate it?",
        "Can you summarise it without your own opinion?",
      ],
      misconception:
        "Naming only the first idea a text states ('streaming is great for listeners') instead of where the text ends up. Ask: 'Does the last sentence change the idea?'",
    },
  }),
  reading(8, "inference", {
    name: "Weighing two readings",
    description:
      "Draws the conclusion a text best supports by testing more than one possible reading against the evidence and choosing the better-supported one.",
    lesson: {
      explanation:
        "A text can allow more than one inference, but the best one has the strongest evidence behind it. Think of more than one way to read the text. Test each one against the text, and choose the one with the most direct support. Then say why the other reading is weaker.",
      workedExample: {
        problem:
          "Read: \"The captain read the weather report twice, then folded it into his pocket without a word. 'We sail at dawn as planned,' he told the crew, though his knuckles were white on the rail.\" Is the captain confident about the voyage?",
        steps: [
          "Reading 1: he is confident, because he keeps to the plan.",
          "Reading 2: he is worried but hiding it.",
          "The strongest clues: white knuckles show tension, and reading the report twice in silence hints at worry.",
          "Reading 2 explains every clue, but reading 1 leaves out the knuckles.",
        ],
        answer:
          "No. He is worried but hiding it: his white knuckles and silent rereading count for more than his calm words.",
      },
    },
    coaching: {
      say: "Let's put two possible readings on trial and see which the evidence supports.",
      ask: [
        "What are two ways to read this character?",
        "Which evidence is strongest?",
        "Why is the other reading weaker?",
      ],
      misconception:
        "Trusting what a character says over what they do, or going with the first inference without testing others. Ask: 'Do his hands agree with his words?'",
    },
  }),
  reading(8, "vocabulary-in-context", {
    name: "Irony, allusion and tone",
    description:
      "Works out figurative and implied meanings in a passage, including verbal irony, puns and allusions to well-known stories, and explains how the word choices set the tone.",
    lesson: {
      explanation:
        "Verbal irony is saying the opposite of what you mean, like calling a rained-out picnic 'perfect weather'. An allusion is a brief reference to a well-known story, person or event that brings its meaning along with it. Both rely on the reader catching a meaning beyond the literal words.",
      workedExample: {
        problem:
          "Read: \"After we lost the final 9-0, our coach grinned: 'Well, that went exactly as planned.' A month later, facing the champions again, we felt like David without his sling.\" What does each sentence mean?",
        steps: [
          "Saying it went 'exactly as planned' after a 9-0 loss is verbal irony.",
          "The coach means the opposite, and jokes to lighten the mood.",
          "'David' alludes to the story of David and Goliath, where a small fighter beats a giant.",
          "'Without his sling' means they felt like underdogs missing the one thing that could help them win.",
        ],
        answer:
          "The coach is being ironic: the game went terribly. The allusion shows the team felt like underdogs with no way to win.",
      },
    },
    coaching: {
      say: "These sentences mean more than they say. Let's find the hidden meaning.",
      ask: [
        "Does the speaker mean exactly what the words say?",
        "Which well-known story is being referred to, and what does it bring with it?",
        "How do these choices affect the tone?",
      ],
      misconception:
        "Reading ironic statements literally (thinking the coach planned to lose), or missing the source of an allusion. Ask: 'Would anyone really plan for that?'",
    },
  }),
  reading(8, "character-and-theme", {
    name: "Turning points and theme",
    description:
      "Explains how a key line of dialogue or event reveals a character or pushes them to a decision, and how that builds the story's theme.",
    lesson: {
      explanation:
        "Key lines of dialogue and turning-point events reveal who characters really are and push them to decide. Those decisions develop the theme. Identify the moment, explain what it reveals, and connect it to the story's larger message.",
      workedExample: {
        problem:
          "Read: \"Jada found the wallet stuffed with cash on the bus seat. Her friend whispered, 'Nobody saw. Finders keepers.' Jada looked at the ID inside: a photo of an old man with a kind smile. 'Somebody's grandpa is going to be scared tonight,' she said, and walked to the driver.\" What does this moment reveal, and what theme does it develop?",
        steps: [
          "The event, finding the wallet, forces a choice.",
          "The friend's line tempts her: no one would know.",
          "Jada's reply shows empathy: she imagines the owner's fear.",
          "Her decision develops the theme that integrity means doing right even when no one is watching.",
        ],
        answer:
          "Jada's line shows her empathy and honesty; her decision develops the theme that real integrity is doing the right thing when no one would know.",
      },
    },
    coaching: {
      say: "Big moments show who characters really are. Let's look at this one closely.",
      ask: [
        "What choice does the event force?",
        "What does the character's line reveal about her?",
        "How does her decision connect to the story's theme?",
      ],
      misconception:
        "Summarising the scene without explaining what it reveals about the character or how it links to the theme. Ask: 'What does her choice tell us about her, and about the story's message?'",
    },
  }),
  reading(8, "text-structure", {
    name: "Sentence by sentence",
    description:
      "Takes a single paragraph apart, naming the role each sentence plays (introduce, illustrate, qualify, conclude) and showing how the key idea gets sharper.",
    lesson: {
      explanation:
        "Inside a strong paragraph, each sentence has a role. It might introduce an idea, give an example, add a limit or draw a conclusion. To analyse structure at this level, name the role of each sentence. Then show how the idea gets sharper as the paragraph goes on.",
      workedExample: {
        problem:
          'Read: "(1) Camouflage helps animals hide. (2) Some blend in by colour, like a white hare in snow, while others copy shapes, like a stick insect. (3) But camouflage only works in the right setting: a white hare in a brown field stands out. (4) So camouflage is less a feature of an animal than a match between an animal and its place." What role does each sentence play?',
        steps: [
          "Sentence 1 introduces the idea.",
          "Sentence 2 gives examples of two kinds.",
          "Sentence 3 adds a limit, and 'But' signals it.",
          "Sentence 4 makes the idea sharper: it is a match between animal and place.",
        ],
        answer:
          "Sentence 1 introduces the idea, 2 gives examples, and 3 adds a limit. Sentence 4 sharpens camouflage from 'hiding' into 'a match between an animal and its place'.",
      },
    },
    coaching: {
      say: "Let's treat each sentence as a player and work out its position on the team.",
      ask: [
        "What job does each sentence do?",
        "Where does the idea change or get more precise?",
        "Which word signals the turn?",
      ],
      misconception:
        "Treating every sentence after the first as 'just a detail', missing that a later sentence changes or sharpens the idea. Ask: 'Is the idea in this later sentence the same as in the first one?'",
    },
  }),
  reading(8, "authors-purpose", {
    name: "Judging arguments and counterarguments",
    description:
      "Judges how well an argument holds up, spots evidence that doesn't belong, and explains how the author deals with opposing views.",
    lesson: {
      explanation:
        "A strong argument expects people to disagree. Good authors name a counterclaim, then answer it with evidence instead of brushing it aside. To judge an argument, check the support for the main claim. Look for evidence that doesn't belong. Then judge how fairly and how well the author deals with the other side.",
      workedExample: {
        problem:
          'Read: "Schools should start later. Teenagers\' body clocks shift later during adolescence, and schools that start later report better attendance. Critics worry about bus schedules, but several districts solved this by staggering routes. Also, many famous scientists were night owls." Evaluate the argument.',
        steps: [
          "Claim: schools should start later.",
          "Relevant evidence: teens' body clocks shift, and schools that start later see better attendance.",
          "The counterclaim about buses gets a real answer, so it is not brushed aside.",
          "'Famous scientists were night owls' is irrelevant: it says nothing about school start times.",
        ],
        answer:
          "The argument is mostly strong. It has relevant evidence, and it answers the counterclaim with a real fix. The line about night-owl scientists is irrelevant and weakens it a little.",
      },
    },
    coaching: {
      say: "Judge it like a debate coach: what's strong, what's weak, and how are objections handled?",
      ask: [
        "What is the main claim, and what supports it?",
        "How does the author deal with the other side?",
        "Is there any evidence that doesn't belong?",
      ],
      misconception:
        "Assuming every fact in an argument helps it, or that mentioning the other side automatically weakens the argument. Ask: 'Does this fact actually support this claim?'",
    },
  }),
  reading(8, "point-of-view", {
    name: "When the reader knows more",
    description:
      "Explains how a gap between what characters know and what the reader knows creates suspense or humour, and how an author answers evidence or views that conflict with theirs.",
    lesson: {
      explanation:
        "When the reader knows something a character doesn't, that gap is called dramatic irony. It can create suspense (we know danger is coming) or humour (we know the joke is on the character). Ask what the reader knows, what the character knows, and what effect the gap creates.",
      workedExample: {
        problem:
          "Read: \"Earlier, we watched Eli's little sister swap the sugar for salt as a prank. Now Eli, who has bragged all week about his baking, proudly hands his famous cookies to the judges.\" What does the reader know that Eli doesn't, and what is the effect?",
        steps: [
          "The reader saw the sugar swapped for salt.",
          "Eli doesn't know: he thinks his cookies are perfect.",
          "His week of bragging makes the coming moment more awkward.",
          "The gap creates humour and suspense as we wait for the judges' first bite.",
        ],
        answer:
          "The reader knows the cookies are full of salt but Eli doesn't; this dramatic irony creates humour and suspense.",
      },
    },
    coaching: {
      say: "Sometimes the fun is knowing more than the character. What do we know that Eli doesn't?",
      ask: [
        "What do you know that the character doesn't?",
        "How does that make the scene feel?",
        "How would it be different if we found out at the same moment as Eli?",
      ],
      misconception:
        "Calling any surprise 'irony', even when the reader and the character find out at the same time. Ask: 'Did you know this before the character did?'",
    },
  }),
  reading(8, "comparing-texts", {
    name: "Old stories, new tellings",
    description:
      "Explains how a modern story borrows and reshapes themes, plots or character types from myths and traditional tales, and pinpoints where two factual texts disagree on facts or on what they mean.",
    lesson: {
      explanation:
        "Modern authors often borrow from old stories: a trickster, a hero's journey, a warning about pride. Compare what they keep and what they change, and why. When two factual texts disagree, pin down exactly where: on the facts themselves, or on what the facts mean.",
      workedExample: {
        problem:
          'Myth: "Icarus rose higher and higher, laughing, though his father had warned him. The sun softened the wax, and his feathers slipped away one by one." Modern novel: "Everyone told Zara to test her app for another month. She launched it that night, and by morning the servers had crashed under a million users." How does the novel use the myth?',
        steps: [
          "Kept: the pattern of ambition ignoring warnings and ending in a fall.",
          "Kept: the theme that over-ambition can lead to disaster.",
          "Changed: wax wings become a rushed launch; the sun becomes fast success.",
          "Effect: the old warning feels relevant to modern technology and business.",
        ],
        answer:
          "The novel keeps the myth's pattern and theme of over-ambition leading to a fall, but moves it to a tech start-up, showing the warning still applies today.",
      },
    },
    coaching: {
      say: "Old stories get new clothes. Let's see what the novel kept and what it changed.",
      ask: [
        "Which pattern or theme is borrowed from the old story?",
        "What is changed to make it modern?",
        "Why might the author choose this old story to retell?",
      ],
      misconception:
        "Listing surface matches ('both fall') without explaining how the theme is reshaped for a modern reader. Ask: 'What does the new version say about today?'",
    },
  }),
];
