// Discover's query, read as a person means it (issue 48 item 10): a word naming a species is a filter,
// not a name to look for ("perro madrid" = dogs in Madrid, in any of the app's languages), and a query
// starting with # asks for hashtags. Pure, so the browser-free tests and the server share it.
import type { Species } from "@/lib/pets/breeds";

/**
 * Species words, accents and case folded: every species label (pets and guides namespaces) of the five
 * catalogues (a test keeps them in step) plus the everyday words people type. "Other" has no word: it
 * names nothing a person searches for. Hamster, periquito and the like are breeds, found as words.
 */
const SPECIES_WORDS: Record<Exclude<Species, "other">, string[]> = {
  dog: [
    "perro",
    "perros",
    "perra",
    "perras",
    "perrito",
    "perritos",
    "perrete",
    "perretes",
    "dog",
    "dogs",
    "doggy",
    "puppy",
    "puppies",
    "chien",
    "chiens",
    "chienne",
    "chiot",
    "cachorro",
    "cachorros",
    "cao",
    "caes",
    "狗",
    "狗狗",
    "犬",
    "小狗",
  ],
  cat: [
    "gato",
    "gatos",
    "gata",
    "gatas",
    "gatito",
    "gatitos",
    "michi",
    "michis",
    "cat",
    "cats",
    "kitten",
    "kitty",
    "chat",
    "chats",
    "chatte",
    "chaton",
    "gatinho",
    "猫",
    "猫咪",
    "小猫",
  ],
  rabbit: [
    "conejo",
    "conejos",
    "coneja",
    "conejito",
    "rabbit",
    "rabbits",
    "bunny",
    "bunnies",
    "lapin",
    "lapins",
    "coelho",
    "coelhos",
    "兔",
    "兔子",
  ],
  bird: ["ave", "aves", "pajaro", "pajaros", "bird", "birds", "oiseau", "oiseaux", "passaro", "passaros", "鸟", "鸟类"],
  reptile: ["reptil", "reptiles", "reptile", "repteis", "爬行动物"],
  rodent: ["roedor", "roedores", "rodent", "rodents", "rongeur", "rongeurs", "啮齿动物"],
};

const speciesByWord = new Map(
  Object.entries(SPECIES_WORDS).flatMap(([species, words]) => words.map((word) => [word, species as Species])),
);

/** A word as the vocabulary stores it: lower case, accents gone (as patitas_unaccent does for Latin letters). */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The species a word names, if it names one. */
export function speciesOfWord(word: string): Species | null {
  return speciesByWord.get(foldWord(word)) ?? null;
}

export type DiscoverQuery =
  /** `#perros`: the hashtags whose name holds "perros". */
  | { kind: "hashtag"; tag: string }
  /** Words: `species` from a species word (the first, when several), `text` the words left to match. */
  | { kind: "words"; species: Species | null; text: string };

export function readDiscoverQuery(q: string | undefined): DiscoverQuery {
  const trimmed = (q ?? "").trim();
  if (trimmed.startsWith("#")) return { kind: "hashtag", tag: foldTag(trimmed) };
  let species: Species | null = null;
  const rest: string[] = [];
  for (const word of trimmed.split(/[\s,;]+/u).filter(Boolean)) {
    const named = speciesOfWord(word);
    if (named && (species === null || species === named)) species = named;
    else rest.push(word);
  }
  return { kind: "words", species, text: rest.join(" ") };
}

/** The tag a # query names: its first word, without the # and lower-cased (as tags are stored). */
function foldTag(query: string): string {
  return (query.replace(/^#+/, "").split(/\s+/u)[0] ?? "").toLowerCase();
}

export const speciesWords = SPECIES_WORDS;
