"use client";

import { useEffect } from "react";
import { announceCart } from "./cart-events";

/**
 * Tells the header's cart button the count the server just read. A page reached by a client navigation
 * keeps the header of the page before it: after paying, that header still counted what was bought.
 */
export function CartCountSync({ count }: { count: number }) {
  useEffect(() => announceCart({ count }), [count]);
  return null;
}
