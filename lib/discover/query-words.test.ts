/* @no-database: pure reading of queries and the message catalogues. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { foldWord, readDiscoverQuery, speciesWords } from "./query-words";

const locales = ["es", "en", "fr", "pt", "zh"];

describe("readDiscoverQuery", () => {
  it("makes species words filters in every language, keeping the other words", () => {
    expect(readDiscoverQuery("perro madrid")).toEqual({ kind: "words", species: "dog", text: "madrid" });
    expect(readDiscoverQuery("Chien Lyon")).toEqual({ kind: "words", species: "dog", text: "Lyon" });
    for (const word of ["dog", "cão", "Cães", "狗", "perros"])
      expect(readDiscoverQuery(word)).toEqual({ kind: "words", species: "dog", text: "" });
    expect(readDiscoverQuery("猫")).toEqual({ kind: "words", species: "cat", text: "" });
    expect(readDiscoverQuery("toby")).toEqual({ kind: "words", species: null, text: "toby" });
  });

  it("keeps a second, different species word as a word", () => {
    expect(readDiscoverQuery("perro gato")).toEqual({ kind: "words", species: "dog", text: "gato" });
  });

  it("reads a # query as a hashtag", () => {
    expect(readDiscoverQuery("#Perros")).toEqual({ kind: "hashtag", tag: "perros" });
    expect(readDiscoverQuery("  #gatos madrid")).toEqual({ kind: "hashtag", tag: "gatos" });
  });
});

describe("species words", () => {
  it("hold every species name of the five catalogues", () => {
    const known = new Set(Object.values(speciesWords).flat());
    for (const locale of locales) {
      const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
      for (const names of [catalogue.pets.species, catalogue.guides.species]) {
        for (const [species, name] of Object.entries(names as Record<string, string>)) {
          if (species === "other" || species === "all") continue;
          expect({ locale, species, word: foldWord(name), known: known.has(foldWord(name)) }).toEqual({
            locale,
            species,
            word: foldWord(name),
            known: true,
          });
        }
      }
    }
  });
});
