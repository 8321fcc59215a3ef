import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    sv: number;
    sid: string;
  }
  interface Session {
    user: { id: string; sv: number; sid?: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sv?: number;
    sid?: string;
  }
}
