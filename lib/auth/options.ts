import "server-only";
import { log } from "@/server/shared/log";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { headers } from "next/headers";
import { safeRedirectUrl } from "@/lib/navigation/return-path";
import { clientIp } from "@/lib/request";
import { authenticate } from "./accounts";
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from "./device-sessions";

/** What a rejected sign-in tells the browser: a code the login form translates. */
export function signInErrorCode(error: unknown): string {
  if (!(error instanceof AppError)) return "generic";
  if (error.code === "banned") {
    // A suspension's end travels as epoch milliseconds (an ISO date would add colons to the code), then
    // the reason's code (no colon in it) and the staff's note, which may hold colons: it comes last.
    const until = error.fields?.until;
    const reason = `${error.fields?.reason ?? ""}:${error.fields?.note ?? ""}`;
    return until ? `banned-until:${Date.parse(until)}:${reason}` : `banned:${reason}`;
  }
  if (error.code === "rate_limited") return "rate_limited";
  return "invalid_credentials";
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    CredentialsProvider({
      name: "credentials",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        try {
          const ip = await clientIp();
          const user = await authenticate(credentials, ip);
          const sid = await startSession(user.id, { userAgent: (await headers()).get("user-agent"), ip });
          log.info({ userId: user.id }, "Signed in");
          return { id: user.id, sv: user.sessionVersion, sid };
        } catch (error) {
          if (!(error instanceof AppError)) log.error({ err: error }, "Sign-in failed");
          throw new Error(signInErrorCode(error));
        }
      },
    }),
  ],
  callbacks: {
    // Where next-auth sends the browser after signing in or out (its callbackUrl): the return-path rule of
    // the sign-in page, so a crafted callbackUrl cannot leave the site.
    redirect: ({ url, baseUrl }) => safeRedirectUrl(url, baseUrl),
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sv = user.sv;
        token.sid = user.sid;
      }
      return token;
    },
    session({ session, token }) {
      session.user = { id: token.sub ?? "", sv: Number(token.sv ?? 0), sid: token.sid };
      return session;
    },
  },
  // next-auth's own reports (a callback that threw) as log lines: the code and the error only, as its
  // metadata may carry the request's details. A session cookie that does not decode is the visitor's
  // doing, not ours: they are signed out, and a warning without a stack says so (an error line with one
  // on every request with a forged cookie let anyone fill the error log).
  logger: {
    error: (code, metadata) =>
      code === "JWT_SESSION_ERROR"
        ? log.warn({ code }, "next-auth: a session cookie did not decode")
        : log.error(
            { code, err: metadata instanceof Error ? metadata : metadata.error },
            "next-auth reported an error",
          ),
    warn: (code) => log.warn({ code }, "next-auth warning"),
    debug: () => {},
  },
  events: {
    // Sign-out ends this device's session row, so a copy of the cookie stops working too.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession(token.sid);
    },
  },
};
