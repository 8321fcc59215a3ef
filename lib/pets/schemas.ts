// The one authority on a pet's input: the actions parse with it, the form shows its field errors.
// zod/mini, so the schema stays small should a browser component need it for live checks.
import * as z from "zod/mini";
import { placeIdField } from "@/lib/places/schemas";
import { optionalText, text } from "@/lib/validation/text";
import { petActivities } from "./breeds";
import { isBreedOf, lookingForValues, PET_LIMITS, petGenderValues, petSizeValues, petSpeciesValues } from "./fields";

/** Removes repeats, keeping the first occurrence (a double click must not store a like twice). */
function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

const activityList = z.pipe(z.array(z.enum(petActivities, "pets.errors.activityInvalid")), z.transform(unique));

const interestTag = text("pets.errors.interestInvalid").check(
  z.trim(),
  z.minLength(1, "pets.errors.interestInvalid"),
  z.maxLength(PET_LIMITS.interestMax, "pets.errors.interestTooLong"),
);

const petFields = z.object({
  name: text("pets.errors.nameRequired").check(
    z.trim(),
    z.minLength(1, "pets.errors.nameRequired"),
    z.maxLength(PET_LIMITS.nameMax, "pets.errors.nameTooLong"),
  ),
  age: z
    .int("pets.errors.ageInvalid")
    .check(
      z.minimum(PET_LIMITS.ageMin, "pets.errors.ageInvalid"),
      z.maximum(PET_LIMITS.ageMax, "pets.errors.ageInvalid"),
    ),
  species: z.enum(petSpeciesValues, "pets.errors.speciesRequired"),
  gender: z.enum(petGenderValues, "pets.errors.genderRequired"),
  size: z.enum(petSizeValues, "pets.errors.sizeRequired"),
  breed: z.optional(z.nullable(text("pets.errors.breedInvalid").check(z.trim()))),
  isMixedBreed: z._default(z.boolean(), false),
  likes: z._default(activityList, []),
  dislikes: z._default(activityList, []),
  interests: z._default(
    z.pipe(
      z.array(interestTag).check(z.maxLength(PET_LIMITS.interestsMax, "pets.errors.tooManyInterests")),
      // Tags are free text: "Frisbee" and "frisbee" are the same interest.
      z.transform((tags) =>
        tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index),
      ),
    ),
    [],
  ),
  lookingFor: z._default(
    z.pipe(z.array(z.enum(lookingForValues, "pets.errors.lookingForInvalid")), z.transform(unique)),
    [],
  ),
  description: optionalText(PET_LIMITS.descriptionMax, "pets.errors.descriptionTooLong"),
  location: optionalText(PET_LIMITS.locationMax, "pets.errors.locationTooLong"),
  // The gazetteer city chosen in the place picker (decision 013); checked against places by the actions.
  placeId: placeIdField,
  // Only the shape is checked here; the actions check that each photo is an upload of this user's.
  photos: z._default(
    z.pipe(
      z
        .array(
          z
            .string("pets.errors.photoInvalid")
            .check(z.minLength(1, "pets.errors.photoInvalid"), z.maxLength(1000, "pets.errors.photoInvalid")),
        )
        .check(z.maxLength(PET_LIMITS.photosMax, "pets.errors.tooManyPhotos")),
      z.transform(unique),
    ),
    [],
  ),
});

/**
 * The pet form's input (docs/product-spec.md §3, §5). A mixed-breed pet or a pet of species "other" has no breed; any
 * other breed must be one of its species' list; an activity cannot be both a like and a dislike.
 */
export const petSchema = z.pipe(
  petFields.check(
    z.refine((pet) => !pet.breed || pet.isMixedBreed || isBreedOf(pet.species, pet.breed), {
      message: "pets.errors.breedInvalid",
      path: ["breed"],
    }),
    z.refine((pet) => !pet.likes.some((like) => pet.dislikes.includes(like)), {
      message: "pets.errors.likeAndDislike",
      path: ["dislikes"],
    }),
  ),
  z.transform((pet) => {
    const isMixedBreed = pet.species !== "other" && pet.isMixedBreed;
    return { ...pet, isMixedBreed, breed: isMixedBreed || !pet.breed ? null : pet.breed };
  }),
);

export type PetInput = z.input<typeof petSchema>;
export type PetValues = z.output<typeof petSchema>;

export const petIdSchema = z.uuid("errors.notFound");

/** The pet form's fields beside the id of the pet they rewrite (errors keep the form's field names). */
export const updatePetSchema = z.intersection(z.object({ petId: petIdSchema }), petSchema);

export const setPetActiveSchema = z.object({ petId: petIdSchema, active: z.boolean() });
