"use server";

import { requireUser } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { likePet, passPet, undoPass, type LikeResult } from "./likes";
import { loadDeck, type DeckPage } from "./queries";
import { respondToMatch, unmatch, type MatchStatus } from "./responses";
import { deckRequestSchema, likeSchema, passSchema, respondSchema, undoPassSchema, unmatchSchema } from "./schemas";

export async function likePetAction(raw: unknown): Promise<ActionResult<LikeResult>> {
  return runAction(async () => {
    const user = await requireUser();
    return likePet(user.id, parseInput(likeSchema, raw));
  });
}

export async function passPetAction(raw: unknown): Promise<ActionResult<{ passed: true }>> {
  return runAction(async () => {
    const user = await requireUser();
    return passPet(user.id, parseInput(passSchema, raw));
  });
}

/** Rewinds the deck: undoes my pass on a pet, which then shows again. */
export async function undoPassAction(raw: unknown): Promise<ActionResult<{ undone: true }>> {
  return runAction(async () => {
    const user = await requireUser();
    return undoPass(user.id, parseInput(undoPassSchema, raw));
  });
}

export async function respondToMatchAction(raw: unknown): Promise<ActionResult<{ status: MatchStatus }>> {
  return runAction(async () => {
    const user = await requireUser();
    return respondToMatch(user.id, parseInput(respondSchema, raw));
  });
}

export async function unmatchAction(raw: unknown): Promise<ActionResult<{ status: MatchStatus }>> {
  return runAction(async () => {
    const user = await requireUser();
    return unmatch(user.id, parseInput(unmatchSchema, raw));
  });
}

/** The next cards of the deck (the client prefetches them before the current ones run out). */
export async function loadDeckAction(raw: unknown): Promise<ActionResult<DeckPage>> {
  return runAction(async () => {
    const user = await requireUser();
    return loadDeck(user.id, parseInput(deckRequestSchema, raw));
  });
}
