/** @no-database — pure zod schemas. */
import * as z from "zod/mini";
import { breedsBySpecies, petActivities } from "./breeds";
import { hasBreedChoice } from "./fields";
import { petSchema, setPetActiveSchema } from "./schemas";

const valid = { name: "Toby", age: 4, species: "dog", gender: "male", size: "large" };

/** The message key of the first issue on a field, or undefined when the input is valid there. */
function issueFor(input: unknown, field: string): string | undefined {
  const result = z.safeParse(petSchema, input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

function parsed(input: unknown) {
  const result = z.safeParse(petSchema, input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

describe("petSchema", () => {
  it("accepts the five required fields alone and fills the lists and texts with empty values", () => {
    expect(parsed({ ...valid, name: "  Toby  " })).toEqual({
      name: "Toby",
      age: 4,
      species: "dog",
      gender: "male",
      size: "large",
      breed: null,
      isMixedBreed: false,
      likes: [],
      dislikes: [],
      interests: [],
      lookingFor: [],
      description: null,
      location: null,
      placeId: null,
      photos: [],
    });
  });

  it("requires a name of 1 to 40 characters after trimming", () => {
    expect(issueFor({ ...valid, name: "   " }, "name")).toBe("pets.errors.nameRequired");
    expect(issueFor({ ...valid, name: undefined }, "name")).toBe("pets.errors.nameRequired");
    expect(issueFor({ ...valid, name: "x".repeat(41) }, "name")).toBe("pets.errors.nameTooLong");
    expect(issueFor({ ...valid, name: ` ${"x".repeat(40)} ` }, "name")).toBeUndefined();
  });

  it("requires a whole age from 0 to 30", () => {
    for (const age of [0, 30]) expect(issueFor({ ...valid, age }, "age")).toBeUndefined();
    for (const age of [-1, 31, 2.5, "4", undefined, Number.NaN])
      expect(issueFor({ ...valid, age }, "age")).toBe("pets.errors.ageInvalid");
  });

  it("requires species, gender and size among their values", () => {
    expect(issueFor({ ...valid, species: "dragon" }, "species")).toBe("pets.errors.speciesRequired");
    expect(issueFor({ ...valid, species: undefined }, "species")).toBe("pets.errors.speciesRequired");
    expect(issueFor({ ...valid, gender: "other" }, "gender")).toBe("pets.errors.genderRequired");
    expect(issueFor({ ...valid, size: "huge" }, "size")).toBe("pets.errors.sizeRequired");
    for (const species of ["cat", "rabbit", "bird", "reptile", "rodent", "other"])
      expect(issueFor({ ...valid, species }, "species")).toBeUndefined();
  });

  it("accepts a breed of the species' list and refuses one of another species", () => {
    expect(parsed({ ...valid, breed: "Beagle" }).breed).toBe("Beagle");
    expect(issueFor({ ...valid, breed: "Siamés" }, "breed")).toBe("pets.errors.breedInvalid");
    expect(issueFor({ ...valid, species: "cat", breed: "Beagle" }, "breed")).toBe("pets.errors.breedInvalid");
    expect(issueFor({ ...valid, breed: "Perro salchicha inventado" }, "breed")).toBe("pets.errors.breedInvalid");
    // "other" has no list, so any breed is a mismatch.
    expect(issueFor({ ...valid, species: "other", breed: "Beagle" }, "breed")).toBe("pets.errors.breedInvalid");
  });

  it("has no breed for a mixed-breed pet, and no mixed flag for species other", () => {
    expect(parsed({ ...valid, isMixedBreed: true, breed: "Beagle" })).toMatchObject({
      isMixedBreed: true,
      breed: null,
    });
    expect(parsed({ ...valid, isMixedBreed: true, breed: "Siamés" })).toMatchObject({
      isMixedBreed: true,
      breed: null,
    });
    expect(parsed({ ...valid, species: "other", isMixedBreed: true })).toMatchObject({
      isMixedBreed: false,
      breed: null,
    });
    expect(parsed({ ...valid, breed: "" }).breed).toBeNull();
  });

  it("keeps the breed lists of spec §3: dog 20, cat 12, rabbit 5, bird 5, reptile 4, rodent 4, other none", () => {
    const sizes = Object.fromEntries(Object.entries(breedsBySpecies).map(([species, list]) => [species, list.length]));
    expect(sizes).toEqual({ dog: 20, cat: 12, rabbit: 5, bird: 5, reptile: 4, rodent: 4, other: 0 });
    expect(petActivities).toHaveLength(20);
  });

  it("takes likes and dislikes from the 20 activities, without repeats", () => {
    expect(parsed({ ...valid, likes: ["play", "fetch", "play"], dislikes: ["bath"] })).toMatchObject({
      likes: ["play", "fetch"],
      dislikes: ["bath"],
    });
    expect(issueFor({ ...valid, likes: ["Jugar"] }, "likes")).toBe("pets.errors.activityInvalid");
    expect(issueFor({ ...valid, dislikes: ["knitting"] }, "dislikes")).toBe("pets.errors.activityInvalid");
  });

  it("refuses an activity that is both a like and a dislike", () => {
    expect(issueFor({ ...valid, likes: ["play", "bath"], dislikes: ["bath"] }, "dislikes")).toBe(
      "pets.errors.likeAndDislike",
    );
  });

  it("keeps up to 10 trimmed interests of at most 30 characters, without case-insensitive repeats", () => {
    expect(parsed({ ...valid, interests: [" Frisbee ", "frisbee", "Agility"] }).interests).toEqual([
      "Frisbee",
      "Agility",
    ]);
    expect(issueFor({ ...valid, interests: ["  "] }, "interests")).toBe("pets.errors.interestInvalid");
    expect(issueFor({ ...valid, interests: ["x".repeat(31)] }, "interests")).toBe("pets.errors.interestTooLong");
    expect(
      issueFor({ ...valid, interests: Array.from({ length: 10 }, (_, i) => `tag${i}`) }, "interests"),
    ).toBeUndefined();
    expect(issueFor({ ...valid, interests: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, "interests")).toBe(
      "pets.errors.tooManyInterests",
    );
  });

  it("takes looking-for values among friendship, love and playmate", () => {
    expect(parsed({ ...valid, lookingFor: ["love", "playmate", "love"] }).lookingFor).toEqual(["love", "playmate"]);
    expect(issueFor({ ...valid, lookingFor: ["friend"] }, "lookingFor")).toBe("pets.errors.lookingForInvalid");
  });

  it("limits the description to 500 and the location to 80 characters, storing blanks as null", () => {
    expect(parsed({ ...valid, description: "  ", location: "" })).toMatchObject({ description: null, location: null });
    expect(parsed({ ...valid, description: " Goloso ", location: " Madrid " })).toMatchObject({
      description: "Goloso",
      location: "Madrid",
    });
    expect(issueFor({ ...valid, description: "x".repeat(500) }, "description")).toBeUndefined();
    expect(issueFor({ ...valid, description: "x".repeat(501) }, "description")).toBe("pets.errors.descriptionTooLong");
    expect(issueFor({ ...valid, location: "x".repeat(81) }, "location")).toBe("pets.errors.locationTooLong");
  });

  it("takes up to 6 photo URLs, without repeats", () => {
    const photos = Array.from({ length: 6 }, (_, i) => `/api/media/u/pets/${i}.webp`);
    expect(parsed({ ...valid, photos }).photos).toEqual(photos);
    expect(parsed({ ...valid, photos: [photos[1], photos[0], photos[1]] }).photos).toEqual([photos[1], photos[0]]);
    expect(issueFor({ ...valid, photos: [...photos, "/api/media/u/pets/7.webp"] }, "photos")).toBe(
      "pets.errors.tooManyPhotos",
    );
    expect(issueFor({ ...valid, photos: [""] }, "photos")).toBe("pets.errors.photoInvalid");
    expect(issueFor({ ...valid, photos: [42] }, "photos")).toBe("pets.errors.photoInvalid");
  });
});

describe("hasBreedChoice", () => {
  it("offers a breed only for a chosen species with a list that is not mixed breed", () => {
    expect(hasBreedChoice("dog", false)).toBe(true);
    expect(hasBreedChoice("dog", true)).toBe(false);
    expect(hasBreedChoice("other", false)).toBe(false);
    expect(hasBreedChoice("", false)).toBe(false);
  });
});

describe("setPetActiveSchema", () => {
  it("needs a pet id and a boolean", () => {
    const petId = "5f0c6a4e-9d1b-4c8e-8a57-0b7c7f6f9e21";
    expect(z.safeParse(setPetActiveSchema, { petId, active: false }).success).toBe(true);
    expect(z.safeParse(setPetActiveSchema, { petId: "nope", active: false }).success).toBe(false);
    expect(z.safeParse(setPetActiveSchema, { petId, active: "no" }).success).toBe(false);
  });
});
