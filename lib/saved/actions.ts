"use server";

import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { favouriteProduct, savePost, unfavouriteProduct, unsavePost, type FavouriteState, type SavedState } from "./saves";

export async function savePostAction(raw: unknown): Promise<ActionResult<SavedState>> {
  return runAction(async () => savePost((await requireUser()).id, raw));
}

export async function unsavePostAction(raw: unknown): Promise<ActionResult<SavedState>> {
  return runAction(async () => unsavePost((await requireUser()).id, raw));
}

export async function favouriteProductAction(raw: unknown): Promise<ActionResult<FavouriteState>> {
  return runAction(async () => favouriteProduct((await requireUser()).id, raw));
}

export async function unfavouriteProductAction(raw: unknown): Promise<ActionResult<FavouriteState>> {
  return runAction(async () => unfavouriteProduct((await requireUser()).id, raw));
}
