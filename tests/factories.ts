// Test data builders. Tests share one database per file (PGlite) or one for the whole run (PostgreSQL),
// so every value that must be unique gets a counter plus a random suffix, and tests look rows up by the
// ids these functions return, never by assuming a table is empty.
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import type { StaffRole } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { pets, userRoles, users } from "@/lib/db/schema";

let counter = 0;

/** A short string no other test file or worker will produce: a per-file counter and random hex. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter}${randomBytes(3).toString("hex")}`;
}

export function uniqueEmail(): string {
  return `user-${uniqueSuffix()}@test.patitas.dev`;
}

/** Valid under the username rule (a-z 0-9 _, 3 to 20 characters). */
export function uniqueUsername(): string {
  return `u_${uniqueSuffix()}`;
}

/** A private IPv6 address of its own, so per-IP rate limits of one test never touch another's. */
export function uniqueIp(): string {
  const hex = randomBytes(8).toString("hex").match(/.{4}/g)!.join(":");
  return `fd00:${hex}`;
}

/** Passes every password rule; factory users sign in with it unless given another. */
export const DEFAULT_PASSWORD = "Bigotes-y-Patitas-2024";

// argon2id takes tens of milliseconds by design; hash the shared password once per file.
let defaultHash: Promise<string> | undefined;

export type TestUser = { id: string; email: string; password: string; fullName: string; username: string | null };

export type UserOptions = {
  /** A username, or null for an account that has not picked one yet. Default: a unique one. */
  username?: string | null;
  email?: string;
  password?: string;
  fullName?: string;
  role?: StaffRole;
  /** true, or the ban reason. */
  banned?: boolean | string;
  locale?: string;
};

export async function createUser(options: UserOptions = {}): Promise<TestUser> {
  const password = options.password ?? DEFAULT_PASSWORD;
  const passwordHash = options.password
    ? await hashPassword(password)
    : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const email = options.email ?? uniqueEmail();
  const username = options.username === undefined ? uniqueUsername() : options.username;
  const fullName = options.fullName ?? "Test User";
  const banReason = typeof options.banned === "string" ? options.banned : "Banned in a test";

  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      fullName,
      username,
      locale: options.locale ?? "es",
      ...(options.banned ? { isBanned: true, banReason, bannedAt: new Date() } : {}),
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (options.role) await db.insert(userRoles).values({ userId: id, role: options.role });
  return { id, email, password, fullName, username };
}

export type PetOptions = Partial<Omit<typeof pets.$inferInsert, "userId">>;

/** A pet of the given owner; active, a dog named after the test counter unless told otherwise. */
export async function createPet(ownerId: string, options: PetOptions = {}): Promise<{ id: string; name: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(pets)
    .values({
      name: `Pet ${uniqueSuffix()}`,
      age: 3,
      species: "dog",
      gender: "female",
      size: "medium",
      ...options,
      userId: ownerId,
    })
    .returning({ id: pets.id, name: pets.name });
  return row!;
}
