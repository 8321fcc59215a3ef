// Unit tests run outside a Next.js request, so what server actions read from or tell the request is
// replaced in every test file: the session cookie, the caller's IP, the locale, and cache revalidation.
// tests/session.ts steers them (signInAs, setClientIp, setLocale). Registered here rather than in each
// test file so the order of a test file's imports cannot let the real modules load first.
import { resetRequest } from "../session";

jest.mock("@/lib/auth/session-claims", () => ({ readSessionClaims: jest.fn() }));
jest.mock("@/lib/request", () => ({ clientIp: jest.fn() }));
// next-intl/server's real module needs Next's request context; lib/ code uses getLocale from it, and
// server-side helpers (lib/seo/metadata.ts) getTranslations, here the real catalogue of the mocked locale.
jest.mock("next-intl/server", () => ({
  getLocale: jest.fn(),
  getTranslations: jest.fn(async (namespace?: string) => {
    const { getLocale } = jest.requireMock<{ getLocale: () => Promise<string> }>("next-intl/server");
    const { translatorFor } = jest.requireActual<typeof import("@/lib/i18n/translator")>("@/lib/i18n/translator");
    const t = translatorFor(await getLocale());
    return (key: string, values?: Record<string, string | number>) =>
      t((namespace ? `${namespace}.${key}` : key) as never, values as never);
  }),
}));
// revalidatePath() and friends throw without a request's cache store; tests can assert the calls.
jest.mock("next/cache", () => ({
  ...jest.requireActual<object>("next/cache"),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  refresh: jest.fn(),
}));

// Every test starts anonymous, from its own IP (rate limits count per IP) and in Spanish.
beforeEach(() => {
  resetRequest();
});
