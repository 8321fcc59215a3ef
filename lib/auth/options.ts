import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { clientIp } from "@/lib/request";
import { authenticate } from "./accounts";

/** What a rejected sign-in tells the browser: a code the login form translates. */
export function signInErrorCode(error: unknown): string {
  if (!(error instanceof AppError)) return "generic";
  if (error.code === "banned") return `banned:${error.fields?.reason ?? ""}`;
  if (error.code === "rate_limited") return "rate_limited";
  return "invalid_credentials";
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    CredentialsProvider({
      name: "credentials",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        try {
          const user = await authenticate(credentials, await clientIp());
          return { id: user.id, sv: user.sessionVersion };
        } catch (error) {
          if (!(error instanceof AppError)) console.error("Sign-in failed", error);
          throw new Error(signInErrorCode(error));
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sv = user.sv;
      }
      return token;
    },
    session({ session, token }) {
      session.user = { id: token.sub ?? "", sv: Number(token.sv ?? 0) };
      return session;
    },
  },
};
