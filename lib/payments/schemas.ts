// Inputs of the payment actions that are not the cart's (the checkout's is lib/cart/schemas.ts).
import * as z from "zod/mini";
import { locales } from "@/lib/i18n/routing";

/** Stripe's onboarding pages speak the seller's language; a call without one gets Spanish. */
export const connectOnboardingSchema = z._default(z.object({ locale: z._default(z.enum(locales), "es") }), {
  locale: "es",
});
