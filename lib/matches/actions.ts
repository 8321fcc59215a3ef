"use server";

import { userAction } from "@/lib/auth/action-builder";
import { likePet, passPet, undoPass } from "./likes";
import { loadDeck } from "./queries";
import { respondToMatch, unmatch } from "./responses";
import { deckRequestSchema, likeSchema, passSchema, respondSchema, undoPassSchema, unmatchSchema } from "./schemas";

export const likePetAction = userAction.input(likeSchema).action(({ actor, input }) => likePet(actor.id, input));

export const passPetAction = userAction.input(passSchema).action(({ actor, input }) => passPet(actor.id, input));

/** Rewinds the deck: undoes my pass on a pet, which then shows again. */
export const undoPassAction = userAction.input(undoPassSchema).action(({ actor, input }) => undoPass(actor.id, input));

export const respondToMatchAction = userAction
  .input(respondSchema)
  .action(({ actor, input }) => respondToMatch(actor.id, input));

export const unmatchAction = userAction.input(unmatchSchema).action(({ actor, input }) => unmatch(actor.id, input));

/** The next cards of the deck (the client prefetches them before the current ones run out). */
export const loadDeckAction = userAction
  .input(deckRequestSchema)
  .action(({ actor, input }) => loadDeck(actor.id, input));
