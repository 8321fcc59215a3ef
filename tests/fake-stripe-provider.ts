// Jest files that exercise the real `stripe` package swap the payment provider for one that talks to the
// local fake (tests/fake-stripe.ts) for the file or describe block that calls this, and back after it.
import { afterAll, beforeAll } from "@jest/globals";
import { setPaymentProviderForTests } from "@/lib/payments/config";
import { createStripeProvider } from "@/lib/payments/stripe-provider";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

/** Returns the running fake: a function, because the fake only exists once beforeAll has run. */
export function withFakeStripeProvider(): () => FakeStripe {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    setPaymentProviderForTests(
      createStripeProvider({ secretKey: "sk_test_fake", host: "127.0.0.1", port: fake.port, protocol: "http" }),
    );
  });
  afterAll(async () => {
    setPaymentProviderForTests(undefined);
    await fake?.close();
  });
  return () => {
    if (!fake)
      throw new Error("The fake Stripe runs inside the tests of the block that called withFakeStripeProvider()");
    return fake;
  };
}
