// `npm run db:setup`: migrates the database, then seeds the demo data on first run (empty users table).
// Run with `tsx --conditions=react-server` so `server-only` imports resolve outside Next.js.
import { count, inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { users } from "@/lib/db/schema";
import { DEMO_PASSWORD, demoLogins, seedDemo } from "@/scripts/seed/demo";

async function main(): Promise<void> {
  const started = Date.now();
  await migrateDatabase();
  console.log(`Database migrated in ${Date.now() - started} ms.`);

  const db = await getDb();
  const [{ value: userCount } = { value: 0 }] = await db.select({ value: count() }).from(users);
  if (userCount === 0) {
    const seeding = Date.now();
    console.log("Empty database: seeding the demo data (pictures included)…");
    const summary = await seedDemo(db);
    console.log(
      `Demo data ready in ${((Date.now() - seeding) / 1000).toFixed(1)} s: ${summary.users} users, ${summary.pets} pets, ${summary.posts} posts, ` +
        `${summary.likes} likes, ${summary.comments} comments, ${summary.stores} stores, ${summary.products} products, ${summary.images} pictures.`,
    );
  } else {
    console.log(`The database already has ${userCount} users: demo seed skipped.`);
  }

  // Only advertise the demo logins when those accounts really exist.
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoLogins.map((l) => l.email),
      ),
    );
  if (present.length > 0) {
    const emails = new Set(present.map((p) => p.email));
    console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
    for (const login of demoLogins)
      if (emails.has(login.email)) console.log(`  ${login.email.padEnd(22)} ${login.role}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
