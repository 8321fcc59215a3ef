// The labelled search set of issue 48 item 10: queries a person types on Discover over the demo data
// (scripts/seed/demo-content.ts) and what they expect to see. Keys: `pet:<name>`, `user:<username>`,
// `tag:<hashtag>`. An empty list means "nothing should come up". Scored by ./precision.ts.
export type LabelledQuery = {
  q: string;
  expected: string[];
  kind: "species" | "breed" | "city" | "name" | "typo" | "language" | "hashtag" | "mixed" | "none";
};

const dogs = [
  "Toby",
  "Coco",
  "Nala",
  "Rocky",
  "Lola",
  "Bruno",
  "Buddy",
  "Filou",
  "Schnitzel",
  "Frieda",
  "Pepe",
  "Bolt",
  "Winston",
  "Canela",
  "Frijol",
  "Dulce",
  "Gaucho",
];
const cats = ["Luna", "Simba", "Misha", "Oliver", "Minou", "Caramel", "Leo", "Sardinha", "Earl Grey", "Nube", "Sol"];
const rabbits = ["Daisy", "Bianca", "Pipoca"];
const pets = (names: string[]) => names.map((name) => `pet:${name}`);

export const labelledQueries: LabelledQuery[] = [
  // Species words, in every language of the app.
  { q: "perro", expected: pets(dogs), kind: "species" },
  { q: "perros", expected: pets(dogs), kind: "species" },
  { q: "dog", expected: pets(dogs), kind: "language" },
  { q: "chien", expected: pets(dogs), kind: "language" },
  { q: "cão", expected: pets(dogs), kind: "language" },
  { q: "狗", expected: pets(dogs), kind: "language" },
  { q: "gato", expected: pets(cats), kind: "species" },
  { q: "cats", expected: pets(cats), kind: "language" },
  { q: "chat", expected: pets(cats), kind: "language" },
  { q: "猫", expected: pets(cats), kind: "language" },
  { q: "conejo", expected: pets(rabbits), kind: "species" },
  { q: "lapin", expected: pets(rabbits), kind: "language" },
  { q: "pájaro", expected: pets(["Kiwi", "Mango"]), kind: "species" },
  { q: "hamster", expected: pets(["Quesito"]), kind: "breed" },
  // Species and city together.
  { q: "perro madrid", expected: pets(["Toby"]), kind: "mixed" },
  { q: "gato madrid", expected: pets(["Luna"]), kind: "mixed" },
  { q: "dog london", expected: pets(["Winston"]), kind: "mixed" },
  { q: "chat paris", expected: pets(["Minou", "Caramel"]), kind: "mixed" },
  { q: "chien lyon", expected: pets(["Filou"]), kind: "mixed" },
  { q: "perros barcelona", expected: pets(["Coco", "Nala"]), kind: "mixed" },
  // Cities: their pets and their people.
  { q: "madrid", expected: [...pets(["Toby", "Luna"]), "user:lucia", "user:patitas_admin"], kind: "city" },
  { q: "barcelona", expected: [...pets(["Coco", "Nala"]), "user:carlos_bcn"], kind: "city" },
  { q: "lisboa", expected: [...pets(["Pipoca", "Sardinha"]), "user:ines_lisboa"], kind: "city" },
  { q: "sao paulo", expected: ["pet:Mel", "user:beatriz_sp"], kind: "city" },
  { q: "bogota", expected: ["pet:Nube", "user:isabella_bog"], kind: "city" },
  // Breeds.
  { q: "beagle", expected: pets(["Lola"]), kind: "breed" },
  { q: "golden", expected: pets(["Toby"]), kind: "breed" },
  { q: "bulldog", expected: pets(["Coco", "Winston"]), kind: "breed" },
  { q: "husky", expected: pets(["Frieda"]), kind: "breed" },
  { q: "siames", expected: pets(["Misha"]), kind: "breed" },
  { q: "maine coon", expected: pets(["Simba"]), kind: "breed" },
  // Names of pets and people.
  { q: "toby", expected: pets(["Toby"]), kind: "name" },
  { q: "earl grey", expected: pets(["Earl Grey"]), kind: "name" },
  { q: "lucia", expected: ["user:lucia"], kind: "name" },
  { q: "lucía fernández", expected: ["user:lucia"], kind: "name" },
  { q: "carlos", expected: ["user:carlos_bcn"], kind: "name" },
  { q: "emily", expected: ["user:emily_nyc"], kind: "name" },
  // Typos.
  { q: "tobi", expected: pets(["Toby"]), kind: "typo" },
  { q: "beagel", expected: pets(["Lola"]), kind: "typo" },
  { q: "schnitzl", expected: pets(["Schnitzel"]), kind: "typo" },
  { q: "huskyy", expected: pets(["Frieda"]), kind: "typo" },
  { q: "madird", expected: [...pets(["Toby", "Luna"]), "user:lucia", "user:patitas_admin"], kind: "typo" },
  // Hashtags.
  { q: "#perros", expected: ["tag:perros", "tag:perrosfelices"], kind: "hashtag" },
  { q: "#gatos", expected: ["tag:gatos", "tag:gatosdeinstagram"], kind: "hashtag" },
  { q: "#adopcion", expected: ["tag:adopcion"], kind: "hashtag" },
  { q: "#michis", expected: ["tag:michis"], kind: "hashtag" },
  // Nothing to find.
  { q: "xqzvw", expected: [], kind: "none" },
];
