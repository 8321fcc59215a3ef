// The header's cart button and the add-to-cart buttons talk through one window event: whoever changes
// the cart announces the new unit count, and may ask the sheet to open.
export const CART_EVENT = "patitas:cart";

export type CartEventDetail = { count?: number; open?: boolean };

export function announceCart(detail: CartEventDetail): void {
  window.dispatchEvent(new CustomEvent<CartEventDetail>(CART_EVENT, { detail }));
}
