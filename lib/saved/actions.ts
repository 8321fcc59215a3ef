"use server";

import { userAction } from "@/lib/auth/action-builder";
import { favouriteProduct, savePost, unfavouriteProduct, unsavePost } from "./saves";
import { favouriteProductSchema, savePostSchema } from "./schemas";

export const savePostAction = userAction.input(savePostSchema).action(({ actor, input }) => savePost(actor.id, input));

export const unsavePostAction = userAction
  .input(savePostSchema)
  .action(({ actor, input }) => unsavePost(actor.id, input));

export const favouriteProductAction = userAction
  .input(favouriteProductSchema)
  .action(({ actor, input }) => favouriteProduct(actor.id, input));

export const unfavouriteProductAction = userAction
  .input(favouriteProductSchema)
  .action(({ actor, input }) => unfavouriteProduct(actor.id, input));
