"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/auth/action-builder";
import { createPet, setPetActive, updatePet } from "./pets";
import { petSchema, setPetActiveSchema, updatePetSchema } from "./schemas";

export const createPetAction = userAction.input(petSchema).action(async ({ actor, input }) => {
  const pet = await createPet(actor, input);
  revalidatePets(pet.id);
  return pet;
});

export const updatePetAction = userAction.input(updatePetSchema).action(async ({ actor, input: { petId, ...pet } }) => {
  const updated = await updatePet(actor, petId, pet);
  revalidatePets(petId);
  return updated;
});

/** Deactivates or reactivates a pet: an inactive pet leaves the match deck, the post picker and its public page. */
export const setPetActiveAction = userAction.input(setPetActiveSchema).action(async ({ actor, input }) => {
  const pet = await setPetActive(actor, input.petId, input.active);
  revalidatePets(input.petId);
  return pet;
});

/** The owner's own signed-in pages (not in the page cache): the router's cached copies are dropped. */
function revalidatePets(petId: string): void {
  revalidatePath("/[locale]/pets", "page");
  revalidatePath(`/[locale]/pet/${petId}`, "page");
}
