"use server";

import { publicAction, userAction } from "@/lib/auth/action-builder";
import { addToCart, clearCart, removeFromCart, setCartQuantity } from "./cart";
import { getCart } from "./queries";
import { addToCartSchema, removeFromCartSchema, setQuantitySchema } from "./schemas";

/** The cart sheet's content; null for a signed-out visitor (the sheet asks them to sign in). */
export const loadCartAction = publicAction.action(({ actor }) => (actor?.username ? getCart(actor.id) : null));

export const addToCartAction = userAction
  .input(addToCartSchema)
  .action(({ actor, input }) => addToCart(actor.id, input));

export const setCartQuantityAction = userAction
  .input(setQuantitySchema)
  .action(({ actor, input }) => setCartQuantity(actor.id, input));

export const removeFromCartAction = userAction
  .input(removeFromCartSchema)
  .action(({ actor, input }) => removeFromCart(actor.id, input));

export const clearCartAction = userAction.action(({ actor }) => clearCart(actor.id));
