// Inputs of the cart and checkout actions; zod/mini so the checkout form can share the rules.
import * as z from "zod/mini";
import { locales } from "@/lib/i18n/routing";
import { SHIPPING_COUNTRIES } from "@/lib/market/countries";
import { text } from "@/lib/validation/text";
import { uuidField } from "@/lib/validation/uuid";

const uuid = uuidField();

export const CART_MAX_QUANTITY = 99;

export const addToCartSchema = z.object({
  productId: uuid,
  quantity: z._default(z.int("errors.validation").check(z.minimum(1, "errors.validation"), z.maximum(CART_MAX_QUANTITY, "errors.validation")), 1),
});

/** docs/product-spec.md §4 Cart: a quantity of 0 or less removes the item. */
export const setQuantitySchema = z.object({
  productId: uuid,
  quantity: z.int("errors.validation").check(z.maximum(CART_MAX_QUANTITY, "errors.validation")),
});

export const removeFromCartSchema = z.object({ productId: uuid });

export const shippingRequiredKey = "purchase.errors.shippingRequired";

const required = (key: string, max: number) => text(key).check(z.trim(), z.minLength(1, key), z.maxLength(max, "purchase.errors.tooLong"));

/**
 * docs/product-spec.md §5 Checkout shipping: every field required. Each field says what it lacks; the spec's one
 * sentence (`shippingRequiredKey`) is the form's single summary above the pay button.
 */
export const shippingAddressSchema = z.object({
  name: required("purchase.errors.nameRequired", 120),
  email: required("purchase.errors.emailRequired", 254).check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "purchase.errors.email")),
  phone: required("purchase.errors.phoneRequired", 40),
  address: required("purchase.errors.addressRequired", 300),
  city: required("purchase.errors.cityRequired", 120),
  postalCode: required("purchase.errors.postalCodeRequired", 20),
  country: z.enum(SHIPPING_COUNTRIES, "purchase.errors.countryRequired"),
});

export const checkoutSchema = z.object({
  shippingAddress: shippingAddressSchema,
  locale: z._default(z.enum(locales), "es"),
});

export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;
