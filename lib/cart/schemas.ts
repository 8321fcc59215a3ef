// Inputs of the cart and checkout actions; zod/mini so the checkout form can share the rules.
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { locales } from "@/lib/i18n/routing";
import { SHIPPING_COUNTRIES } from "@/lib/market/countries";
import { text } from "@/lib/validation/text";
import { uuidField } from "@/lib/validation/uuid";
import { isPostalCodeOf, phoneRegionOf } from "./postal-codes";

const uuid = uuidField();

export const CART_MAX_QUANTITY = 99;

export const addToCartSchema = z.object({
  productId: uuid,
  quantity: z._default(
    z
      .int("errors.validation")
      .check(z.minimum(1, "errors.validation"), z.maximum(CART_MAX_QUANTITY, "errors.validation")),
    1,
  ),
});

/** docs/product-spec.md §4 Cart: a quantity of 0 or less removes the item. */
export const setQuantitySchema = z.object({
  productId: uuid,
  quantity: z.int("errors.validation").check(z.maximum(CART_MAX_QUANTITY, "errors.validation")),
});

export const removeFromCartSchema = z.object({ productId: uuid });

export const shippingRequiredKey = "purchase.errors.shippingRequired";

const required = (key: string, max: number) =>
  text(key).check(z.trim(), z.minLength(1, key), z.maxLength(max, "purchase.errors.tooLong"));

/**
 * docs/product-spec.md §5 Checkout shipping: every field required. Each field says what it lacks; the spec's one
 * sentence (`shippingRequiredKey`) is the form's single summary above the pay button.
 */
export const shippingAddressSchema = z
  .object({
    name: required("purchase.errors.nameRequired", 120),
    email: required("purchase.errors.emailRequired", 254).check(
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "purchase.errors.email"),
    ),
    phone: required("purchase.errors.phoneRequired", 40),
    address: required("purchase.errors.addressRequired", 300),
    city: required("purchase.errors.cityRequired", 120),
    postalCode: required("purchase.errors.postalCodeRequired", 20),
    country: z.enum(SHIPPING_COUNTRIES, "purchase.errors.countryRequired"),
  })
  .check(
    // Issue 48, item 7: an address that cannot be delivered is refused, on the form and by the action alike.
    // A phone may be written nationally (the shipping country's numbering) or with its +prefix.
    z.superRefine((address, ctx) => {
      // An empty field already says it is required.
      if (address.postalCode && !isPostalCodeOf(address.country, address.postalCode)) {
        ctx.issues.push({
          code: "custom",
          message: "purchase.errors.postalCodeInvalid",
          path: ["postalCode"],
          input: address.postalCode,
        });
      }
      if (address.phone && !isValidPhoneNumber(address.phone, phoneRegionOf(address.country) as CountryCode)) {
        ctx.issues.push({
          code: "custom",
          message: "purchase.errors.phoneInvalid",
          path: ["phone"],
          input: address.phone,
        });
      }
    }),
  );

export const checkoutSchema = z.object({
  shippingAddress: shippingAddressSchema,
  locale: z._default(z.enum(locales), "es"),
});

export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** What the checkout form starts with: any of the address's fields (lib/cart/queries.ts reads them). */
export type ShippingPrefill = Partial<Record<keyof ShippingAddressInput, string>>;
