/**
 * Words for themed word problems (PRODUCT.md §3: word problems follow the child's interests). Each
 * theme has its own people, things, containers and situations, so "equal groups" reads as boxes of
 * shells for an ocean fan and as rows of players for a sports fan. Generators pick from these lists
 * with the item's Random, so the words are part of the deterministic item.
 */
import { THEMES, type Theme } from "../reading/types.ts";
import type { Random } from "./random.ts";
import type { Noun } from "./text.ts";

export type ThemeWords = {
  label: string;
  /** First names from many backgrounds. */
  people: readonly string[];
  /** Small countable things that come in equal groups. */
  items: readonly Noun[];
  /**
   * What holds an equal group of items. Generators pick an item and a group independently, so
   * every item of a theme must make sense in every group of it (no concert tickets in bags, no
   * scarves in jars: issue 20's 40-item sample).
   */
  groups: readonly Noun[];
  /** What a graph counts, with four categories. */
  survey: { topic: string; categories: readonly string[] };
  /**
   * A rectangular surface measured in feet or meters, several units on a side; `outdoor` ones can
   * have a fence around them (an indoor one gets a border).
   */
  floors: readonly { noun: Noun; unit: "feet" | "meters"; outdoor?: boolean }[];
  /** Small things measured with a ruler in inches (line plots). */
  lengthThing: Noun;
  /**
   * Something weighed in kilograms (3 to 45), and something weighed in grams (20 to 450): each is
   * something whose weight really varies that much (a bag of birdseed, not a button or a
   * 318-gram game cartridge).
   */
  heavy: Noun;
  light: Noun;
  /** Something that holds liters of liquid, and the liquid. */
  container: { noun: Noun; liquid: string };
  /** Something with a start and end time. */
  events: readonly string[];
  /** Where the story happens: "at the aquarium". */
  place: string;
};

const n = (one: string, many = `${one}s`): Noun => ({ one, many });

export const THEME_WORDS: Record<Theme, ThemeWords> = {
  animals: {
    label: "Animals",
    people: ["Maya", "Omar", "Lena", "Kwame", "Sofia", "Hiro"],
    items: [n("dog treat"), n("carrot"), n("feather"), n("seed packet")],
    groups: [n("bowl"), n("basket"), n("box", "boxes"), n("bag")],
    survey: { topic: "favorite farm animals", categories: ["goats", "horses", "pigs", "sheep"] },
    floors: [
      { noun: n("dog run"), unit: "feet", outdoor: true },
      { noun: n("rabbit pen"), unit: "feet", outdoor: true },
    ],
    lengthThing: n("feather"),
    heavy: n("bag of dog food", "bags of dog food"),
    light: n("bag of birdseed", "bags of birdseed"),
    container: { noun: n("water trough"), liquid: "water" },
    events: ["the pet show", "the puppy class", "the zoo tour"],
    place: "at the animal shelter",
  },
  sports: {
    label: "Sports",
    people: ["Diego", "Aisha", "Noah", "Mei", "Tariq", "Grace"],
    items: [n("soccer ball"), n("tennis ball"), n("water bottle"), n("baseball")],
    groups: [n("kit bag"), n("bucket"), n("crate"), n("box", "boxes")],
    survey: { topic: "favorite sports", categories: ["soccer", "basketball", "swimming", "tennis"] },
    floors: [
      { noun: n("practice court"), unit: "meters" },
      { noun: n("gym mat"), unit: "feet" },
    ],
    lengthThing: n("shoelace"),
    heavy: n("bag of sports balls", "bags of sports balls"),
    light: n("bag of golf tees", "bags of golf tees"),
    container: { noun: n("team cooler"), liquid: "sports drink" },
    events: ["the soccer match", "swim practice", "the relay race"],
    place: "at the sports club",
  },
  space: {
    label: "Space",
    people: ["Zara", "Leo", "Priya", "Mateo", "Yuki", "Amara"],
    items: [n("star sticker"), n("moon rock"), n("rocket model"), n("space snack")],
    groups: [n("gift bag"), n("prize bag"), n("supply box", "supply boxes"), n("launch kit")],
    survey: { topic: "favorite planets", categories: ["Mars", "Saturn", "Jupiter", "Venus"] },
    floors: [
      { noun: n("launch pad"), unit: "meters", outdoor: true },
      { noun: n("space station room"), unit: "feet" },
    ],
    lengthThing: n("model rocket fin"),
    heavy: n("moon rock sample"),
    light: n("meteorite chip"),
    container: { noun: n("juice cooler"), liquid: "astronaut juice" },
    events: ["the planetarium show", "the rocket launch", "the stargazing night"],
    place: "at the space center",
  },
  music: {
    label: "Music",
    people: ["Ravi", "Chloe", "Jamal", "Ingrid", "Lucia", "Kenji"],
    items: [n("guitar pick"), n("drumstick"), n("guitar string"), n("harmonica")],
    groups: [n("case"), n("bin"), n("box", "boxes"), n("bag")],
    survey: { topic: "favorite instruments", categories: ["drums", "piano", "violin", "guitar"] },
    floors: [
      { noun: n("stage"), unit: "feet" },
      { noun: n("practice room"), unit: "meters" },
    ],
    lengthThing: n("reed"),
    heavy: n("speaker"),
    light: n("box of guitar picks", "boxes of guitar picks"),
    container: { noun: n("water cooler"), liquid: "water" },
    events: ["the school concert", "band practice", "the piano lesson"],
    place: "at the music school",
  },
  art: {
    label: "Art",
    people: ["Frida", "Sam", "Nadia", "Ahmed", "Rosa", "Tom"],
    items: [n("paintbrush", "paintbrushes"), n("crayon"), n("bead"), n("marker")],
    groups: [n("jar"), n("box", "boxes"), n("tray"), n("cup")],
    survey: { topic: "favorite colors", categories: ["red", "blue", "green", "yellow"] },
    floors: [
      { noun: n("mural wall"), unit: "feet" },
      { noun: n("studio floor"), unit: "feet" },
    ],
    lengthThing: n("ribbon"),
    heavy: n("bag of clay", "bags of clay"),
    light: n("jar of glitter", "jars of glitter"),
    container: { noun: n("paint bucket"), liquid: "paint" },
    events: ["the art class", "the gallery visit", "the pottery lesson"],
    place: "in the art room",
  },
  cooking: {
    label: "Cooking",
    people: ["Ana", "Malik", "Sakura", "Ben", "Fatima", "Luis"],
    items: [n("muffin"), n("cookie"), n("strawberry", "strawberries"), n("egg")],
    groups: [n("tray"), n("basket"), n("plate"), n("box", "boxes")],
    survey: { topic: "favorite snacks", categories: ["apples", "popcorn", "yogurt", "crackers"] },
    floors: [
      { noun: n("kitchen floor"), unit: "feet" },
      { noun: n("herb garden"), unit: "feet", outdoor: true },
    ],
    lengthThing: n("carrot stick"),
    heavy: n("sack of flour", "sacks of flour"),
    light: n("bag of raisins", "bags of raisins"),
    container: { noun: n("soup pot"), liquid: "soup" },
    events: ["the baking class", "the pizza party", "the cooking show"],
    place: "in the kitchen",
  },
  "video-games": {
    label: "Video games",
    people: ["Kai", "Isla", "Dev", "Marta", "Jin", "Olu"],
    items: [n("gold coin"), n("power-up"), n("gem"), n("game card")],
    groups: [n("treasure chest"), n("backpack"), n("vault"), n("crate")],
    survey: { topic: "favorite game types", categories: ["racing", "puzzle", "building", "adventure"] },
    floors: [
      { noun: n("castle courtyard"), unit: "meters", outdoor: true },
      { noun: n("game room"), unit: "feet" },
    ],
    lengthThing: n("game controller cord"),
    heavy: n("crate of game consoles", "crates of game consoles"),
    light: n("box of game cards", "boxes of game cards"),
    container: { noun: n("potion barrel"), liquid: "potion" },
    events: ["the gaming tournament", "the coding club", "the game night"],
    place: "in the game world",
  },
  dinosaurs: {
    label: "Dinosaurs",
    people: ["Ezra", "Lila", "Arjun", "Nina", "Chen", "Tess"],
    items: [n("fossil"), n("dinosaur egg"), n("bone"), n("footprint cast")],
    groups: [n("display case"), n("crate"), n("box", "boxes"), n("tray")],
    survey: { topic: "favorite dinosaurs", categories: ["T. rex", "Triceratops", "Stegosaurus", "Raptor"] },
    floors: [
      { noun: n("dig site"), unit: "meters", outdoor: true },
      { noun: n("museum hall"), unit: "meters" },
    ],
    lengthThing: n("fossil tooth", "fossil teeth"),
    heavy: n("fossil block"),
    light: n("fossil tooth", "fossil teeth"),
    container: { noun: n("cleaning tub"), liquid: "water" },
    events: ["the museum tour", "the fossil dig", "the dinosaur movie"],
    place: "at the dinosaur museum",
  },
  ocean: {
    label: "Ocean",
    people: ["Marina", "Kofi", "Ava", "Tane", "Elena", "Sami"],
    items: [n("shell"), n("starfish", "starfish"), n("pebble"), n("sand dollar")],
    groups: [n("bucket"), n("net"), n("jar"), n("basket")],
    survey: { topic: "favorite sea animals", categories: ["dolphins", "octopuses", "turtles", "sharks"] },
    floors: [
      { noun: n("boat deck"), unit: "feet" },
      { noun: n("aquarium floor"), unit: "meters" },
    ],
    lengthThing: n("shell"),
    heavy: n("anchor"),
    light: n("seashell"),
    container: { noun: n("fish tank"), liquid: "sea water" },
    events: ["the boat trip", "the aquarium visit", "the snorkel lesson"],
    place: "at the beach",
  },
  vehicles: {
    label: "Vehicles",
    people: ["Max", "Yasmin", "Pablo", "Hana", "Ibrahim", "Ella"],
    items: [n("toy car"), n("wheel"), n("toy bus", "toy buses"), n("traffic cone")],
    groups: [n("box", "boxes"), n("train car"), n("crate"), n("truck")],
    survey: { topic: "favorite vehicles", categories: ["trains", "buses", "bikes", "boats"] },
    floors: [
      { noun: n("parking lot"), unit: "meters", outdoor: true },
      { noun: n("garage floor"), unit: "feet" },
    ],
    lengthThing: n("toy car"),
    heavy: n("car tire"),
    light: n("toy car"),
    container: { noun: n("gas can"), liquid: "gas" },
    events: ["the train ride", "the car show", "the bus trip"],
    place: "at the train station",
  },
  nature: {
    label: "Nature",
    people: ["Willow", "Arun", "Maja", "Tomas", "Keiko", "Jada"],
    items: [n("acorn"), n("pinecone"), n("leaf", "leaves"), n("flower seed")],
    groups: [n("basket"), n("bucket"), n("trail bag"), n("jar")],
    survey: { topic: "favorite trees", categories: ["oak", "maple", "pine", "willow"] },
    floors: [
      { noun: n("garden bed"), unit: "feet", outdoor: true },
      { noun: n("picnic area"), unit: "meters", outdoor: true },
    ],
    lengthThing: n("leaf", "leaves"),
    heavy: n("bag of soil", "bags of soil"),
    light: n("pinecone"),
    container: { noun: n("watering can"), liquid: "water" },
    events: ["the nature hike", "the bird walk", "the garden club"],
    place: "in the park",
  },
  fashion: {
    label: "Fashion",
    people: ["Bella", "Jonah", "Amira", "Felix", "Sienna", "Raj"],
    items: [n("button"), n("bead"), n("ribbon"), n("hair clip")],
    groups: [n("jar"), n("box", "boxes"), n("drawer"), n("bag")],
    survey: { topic: "favorite clothes", categories: ["hoodies", "dresses", "jeans", "hats"] },
    floors: [
      { noun: n("runway"), unit: "meters" },
      { noun: n("shop floor"), unit: "feet" },
    ],
    lengthThing: n("ribbon"),
    heavy: n("roll of fabric", "rolls of fabric"),
    light: n("box of buttons", "boxes of buttons"),
    container: { noun: n("dye tub"), liquid: "dye" },
    events: ["the fashion show", "the sewing class", "the design contest"],
    place: "at the design studio",
  },
};

export function themeWords(theme: Theme): ThemeWords {
  return THEME_WORDS[theme];
}

/** A person and an item noun, the two words most word problems need. */
export function castFor(theme: Theme, rng: Random): { person: string; item: Noun; group: Noun; words: ThemeWords } {
  const words = THEME_WORDS[theme];
  return { person: rng.pick(words.people), item: rng.pick(words.items), group: rng.pick(words.groups), words };
}

export { THEMES };
export type { Theme };

/**
 * Scenes (issue 20, docs/decisions/0016-item-language-and-scenes.md): a generator asks for a place
 * of a kind ("somewhere to dive", "a shop") and gets the theme's own place when the theme has one
 * that fits, or a neutral place otherwise, so no story dives in the art room or rides a bike in the
 * kitchen. `range` bounds the story's numbers where the kind has a natural size (how deep a
 * recreational dive goes, in feet).
 */
export const SCENE_KINDS = ["water", "trail", "heights", "weather", "shop", "club", "fenced"] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export type Scene = { place: string; range?: readonly [number, number] };

/** What any theme falls back to: places where the activity makes sense for every child. */
const NEUTRAL_SCENES: Record<SceneKind, readonly Scene[]> = {
  water: [{ place: "in the lake", range: [3, 60] }],
  trail: [{ place: "on the bike path" }, { place: "on the park trail" }],
  heights: [{ place: "in the canyon" }],
  weather: [{ place: "in town" }],
  shop: [{ place: "at the corner store" }],
  club: [{ place: "at the community center" }],
  fenced: [{ place: "in the backyard" }],
};

const THEME_SCENES: Record<Theme, Partial<Record<SceneKind, readonly Scene[]>>> = {
  animals: {
    shop: [{ place: "at the pet store" }],
    club: [{ place: "at the pet club" }],
    fenced: [{ place: "at the animal shelter" }, { place: "at the farm" }],
    trail: [{ place: "on the farm trail" }],
  },
  sports: {
    shop: [{ place: "at the sports store" }],
    club: [{ place: "at the sports club" }],
    trail: [{ place: "on the bike path" }],
    fenced: [{ place: "at the sports field" }],
    weather: [{ place: "at the ski hill" }],
  },
  space: {
    shop: [{ place: "at the space center shop" }],
    club: [{ place: "at the astronomy club" }],
    weather: [{ place: "at the observatory" }],
  },
  music: { shop: [{ place: "at the music store" }], club: [{ place: "at the music school" }] },
  art: { shop: [{ place: "at the art supply store" }], club: [{ place: "at the art club" }] },
  cooking: {
    shop: [{ place: "at the bakery" }],
    club: [{ place: "at the cooking club" }],
    fenced: [{ place: "at the vegetable garden" }],
  },
  "video-games": { shop: [{ place: "at the game store" }], club: [{ place: "at the gaming club" }] },
  dinosaurs: {
    shop: [{ place: "at the museum shop" }],
    club: [{ place: "at the fossil club" }],
    heights: [{ place: "at the fossil cliffs" }],
    fenced: [{ place: "at the dig site" }],
  },
  ocean: {
    water: [
      { place: "at the reef", range: [3, 60] },
      { place: "in the bay", range: [3, 60] },
    ],
    shop: [{ place: "at the surf shop" }],
    club: [{ place: "at the sailing club" }],
    heights: [{ place: "on the sea cliffs" }],
    weather: [{ place: "at the harbor" }],
  },
  vehicles: {
    shop: [{ place: "at the bike shop" }],
    club: [{ place: "at the car club" }],
    trail: [{ place: "on the bike track" }],
  },
  nature: {
    shop: [{ place: "at the garden center" }],
    club: [{ place: "at the garden club" }],
    trail: [{ place: "on the park trail" }],
    heights: [{ place: "in the canyon" }],
    weather: [{ place: "in the park" }, { place: "on the mountain" }],
    fenced: [{ place: "at the community garden" }],
  },
  fashion: { shop: [{ place: "at the clothing store" }], club: [{ place: "at the sewing club" }] },
};

/** A believable scene of this kind for the theme, or a neutral one when the theme has none. */
export function sceneFor(theme: Theme | ThemeWords, kind: SceneKind, rng: Random): Scene {
  const id = typeof theme === "string" ? theme : themeOf(theme);
  const own = THEME_SCENES[id][kind];
  return rng.pick(own && own.length > 0 ? own : NEUTRAL_SCENES[kind]);
}

/** The theme whose words these are (generators get the words; scenes are kept by theme). */
function themeOf(words: ThemeWords): Theme {
  return THEMES.find((t) => THEME_WORDS[t] === words) ?? "animals";
}

/** Whether the theme has its own scene of this kind (tests and the decision record). */
export function themeHasScene(theme: Theme, kind: SceneKind): boolean {
  return (THEME_SCENES[theme][kind]?.length ?? 0) > 0;
}

/**
 * Things that may be cut into fair shares ("3 pizzas shared by 4 friends, cutting them as needed"):
 * the theme's own when it has some, or food anyone shares that way. Never balls or jerseys.
 */
const CUTTABLE: Partial<Record<Theme, readonly Noun[]>> = {
  cooking: [n("pizza"), n("pie"), n("loaf", "loaves"), n("sandwich", "sandwiches")],
  art: [n("sheet of paper", "sheets of paper"), n("block of clay", "blocks of clay")],
  fashion: [n("roll of ribbon", "rolls of ribbon"), n("piece of fabric", "pieces of fabric")],
  nature: [n("apple"), n("watermelon")],
};
const NEUTRAL_CUTTABLE: readonly Noun[] = [
  n("pizza"),
  n("granola bar"),
  n("sandwich", "sandwiches"),
  n("pan of brownies", "pans of brownies"),
];

export function cuttableFor(theme: Theme | ThemeWords, rng: Random): Noun {
  const id = typeof theme === "string" ? theme : themeOf(theme);
  return rng.pick(CUTTABLE[id] ?? NEUTRAL_CUTTABLE);
}
