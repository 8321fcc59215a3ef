// The one authority on the seller dashboard's inputs: the actions parse with these, the forms check with
// the same schemas before sending and show their field errors. zod/mini keeps them small in the browser.
import * as z from "zod/mini";
import { CATEGORY_SLUGS } from "@/lib/market/catalogue-params";
import { optionalText, text } from "@/lib/validation/text";
import {
  DEFAULT_COUNTRY,
  FULFILMENT_STATUSES,
  MARKET_COUNTRIES,
  PRODUCT_LIMITS,
  STORE_LIMITS,
  TRACKING_MAX,
} from "./fields";

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function required(max: number, requiredKey: string, tooLongKey: string) {
  return text(requiredKey).check(z.trim(), z.minLength(1, requiredKey), z.maxLength(max, tooLongKey));
}

/** An uploaded image's URL; the actions check that the user uploaded it into the right folder. */
const mediaUrl = z
  .string("storeManage.errors.imageInvalid")
  .check(z.minLength(1, "storeManage.errors.imageInvalid"), z.maxLength(1000, "storeManage.errors.imageInvalid"));
const optionalMediaUrl = z.pipe(
  z.optional(
    z.nullable(z.string("storeManage.errors.imageInvalid").check(z.maxLength(1000, "storeManage.errors.imageInvalid"))),
  ),
  z.transform((value) => value || null),
);

const country = z.enum(MARKET_COUNTRIES, "storeManage.errors.countryRequired");

/** docs/product-spec.md §5 Create store: name, address and country required; e-mail of e-mail type; defaults ES. */
export const storeSchema = z.object({
  name: required(STORE_LIMITS.nameMax, "storeManage.errors.nameRequired", "storeManage.errors.nameTooLong"),
  description: optionalText(STORE_LIMITS.descriptionMax, "storeManage.errors.descriptionTooLong"),
  address: required(STORE_LIMITS.addressMax, "storeManage.errors.addressRequired", "storeManage.errors.addressTooLong"),
  email: z
    .pipe(
      z.optional(
        z.nullable(
          text("storeManage.errors.emailInvalid").check(
            z.trim(),
            z.maxLength(STORE_LIMITS.emailMax, "storeManage.errors.emailInvalid"),
          ),
        ),
      ),
      z.transform((value) => value || null),
    )
    .check(
      z.refine((value) => value === null || z.safeParse(z.email(), value).success, {
        message: "storeManage.errors.emailInvalid",
      }),
    ),
  phone: optionalText(STORE_LIMITS.phoneMax, "storeManage.errors.phoneInvalid").check(
    z.refine((value) => value === null || /^\+?[0-9 ().-]{6,30}$/.test(value), {
      message: "storeManage.errors.phoneInvalid",
    }),
  ),
  country: z._default(country, DEFAULT_COUNTRY),
  shippingCountries: z._default(
    z.pipe(
      z
        .array(z.enum(MARKET_COUNTRIES, "storeManage.errors.shippingInvalid"))
        .check(z.minLength(1, "storeManage.errors.shippingRequired")),
      z.transform(unique),
    ),
    [DEFAULT_COUNTRY],
  ),
  logoUrl: optionalMediaUrl,
  bannerUrl: optionalMediaUrl,
});
export type StoreInput = z.input<typeof storeSchema>;
export type StoreValues = z.output<typeof storeSchema>;

const cents = (key: string) => z.int(key).check(z.minimum(1, key), z.maximum(PRODUCT_LIMITS.priceMaxCents, key));

/** A product of the seller's store: price and original price in integer cents, up to 8 uploaded images. */
export const productSchema = z
  .object({
    name: required(
      PRODUCT_LIMITS.nameMax,
      "storeManage.errors.productNameRequired",
      "storeManage.errors.productNameTooLong",
    ),
    description: optionalText(PRODUCT_LIMITS.descriptionMax, "storeManage.errors.descriptionTooLong"),
    priceCents: cents("storeManage.errors.priceInvalid"),
    // The price before a discount: shown struck through with the percent off; above the price or nothing.
    originalPriceCents: z._default(z.nullable(cents("storeManage.errors.originalPriceInvalid")), null),
    stockQuantity: z
      .int("storeManage.errors.stockInvalid")
      .check(
        z.minimum(0, "storeManage.errors.stockInvalid"),
        z.maximum(PRODUCT_LIMITS.stockMax, "storeManage.errors.stockInvalid"),
      ),
    category: z._default(z.nullable(z.enum(CATEGORY_SLUGS, "storeManage.errors.categoryInvalid")), null),
    images: z._default(
      z.pipe(
        z.array(mediaUrl).check(z.maxLength(PRODUCT_LIMITS.imagesMax, "storeManage.errors.tooManyImages")),
        z.transform(unique),
      ),
      [],
    ),
  })
  .check(
    z.refine((product) => product.originalPriceCents === null || product.originalPriceCents > product.priceCents, {
      message: "storeManage.errors.originalPriceBelow",
      path: ["originalPriceCents"],
    }),
  );
export type ProductInput = z.input<typeof productSchema>;
export type ProductValues = z.output<typeof productSchema>;

export const idSchema = z.uuid("errors.notFound");
/** The product form's fields beside the id of the product they rewrite (errors keep the form's field names). */
export const updateProductSchema = z.intersection(z.object({ productId: idSchema }), productSchema);
export const productActiveSchema = z.object({ productId: idSchema, active: z.boolean() });

/** The store moves an order one step: processing, then shipped (with its tracking number), then delivered. */
export const orderStepSchema = z
  .object({
    orderId: idSchema,
    status: z.enum(FULFILMENT_STATUSES, "storeManage.errors.statusInvalid"),
    trackingNumber: optionalText(TRACKING_MAX, "storeManage.errors.trackingTooLong"),
  })
  .check(
    z.refine((step) => step.status !== "shipped" || step.trackingNumber !== null, {
      message: "storeManage.errors.trackingRequired",
      path: ["trackingNumber"],
    }),
  );

export const cursorInput = z.optional(z.nullable(z.string().check(z.maxLength(200))));
