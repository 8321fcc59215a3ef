/** @no-database */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { breedLabel, breedName } from "./pet-labels";

const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", "en.json"), "utf8"));
const t = createTranslator({ locale: "en", messages, namespace: "pets" }) as unknown as (key: string) => string;

describe("breed names", () => {
  it("translate the stored Spanish name", () => {
    expect(breedName("Pastor Alemán", t)).toBe("German Shepherd");
    expect(breedLabel({ species: "cat", breed: "Bosque de Noruega", isMixedBreed: false }, t)).toBe(
      "Norwegian Forest Cat",
    );
  });

  it("show a value outside the lists as stored, a mixed breed as such, a missing one as the species", () => {
    expect(breedName("Mastín del Pirineo", t)).toBe("Mastín del Pirineo");
    expect(breedLabel({ species: "dog", breed: null, isMixedBreed: true }, t)).toBe(messages.pets.mixed);
    expect(breedLabel({ species: "rabbit", breed: null, isMixedBreed: false }, t)).toBe("Rabbit");
  });
});
