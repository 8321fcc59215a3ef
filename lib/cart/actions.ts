"use server";

import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { addToCart, clearCart, getCart, removeFromCart, setCartQuantity, type Cart } from "./cart";

/** The cart sheet's content; null for a signed-out visitor (the sheet asks them to sign in). */
export async function loadCartAction(): Promise<ActionResult<Cart | null>> {
  return runAction(async () => {
    const user = await getCurrentUser();
    if (!user?.username) return null;
    return getCart(user.id);
  });
}

export async function addToCartAction(raw: unknown): Promise<ActionResult<{ count: number }>> {
  return runAction(async () => addToCart((await requireUser()).id, raw));
}

export async function setCartQuantityAction(raw: unknown): Promise<ActionResult<{ count: number }>> {
  return runAction(async () => setCartQuantity((await requireUser()).id, raw));
}

export async function removeFromCartAction(raw: unknown): Promise<ActionResult<{ count: number }>> {
  return runAction(async () => removeFromCart((await requireUser()).id, raw));
}

export async function clearCartAction(): Promise<ActionResult<{ count: 0 }>> {
  return runAction(async () => clearCart((await requireUser()).id));
}
