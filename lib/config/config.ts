import "server-only";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "@/lib/db/client";
import { appConfig, moderationActions } from "@/lib/db/schema";
import { SHIPPING_COUNTRIES } from "@/lib/market/countries";
import { COMMISSION_PERCENT } from "@/lib/market/split";

// The staff's settings (issue 11, docs/decisions/023-staff-config-and-moderation.md): the commission
// rate, the countries checkout ships to, and switches for checkout, matching and sign-ups. One row,
// validated on write and on read; every reader goes through getConfig().

export const configSchema = z.object({
  commissionPercent: z.coerce
    .number("admin.config.errors.commission")
    .int("admin.config.errors.commission")
    .min(0, "admin.config.errors.commission")
    .max(50, "admin.config.errors.commission"),
  shippingCountries: z
    .array(z.enum(SHIPPING_COUNTRIES, "admin.config.errors.countries"))
    .min(1, "admin.config.errors.countries")
    .max(SHIPPING_COUNTRIES.length),
  features: z.object({ checkout: z.boolean(), match: z.boolean(), signups: z.boolean() }),
});
export type AppConfig = z.infer<typeof configSchema>;
export type Feature = keyof AppConfig["features"];

export const DEFAULT_CONFIG: AppConfig = {
  commissionPercent: COMMISSION_PERCENT,
  shippingCountries: [...SHIPPING_COUNTRIES],
  features: { checkout: true, match: true, signups: true },
};

const KEY = "settings";
// Read at most every 5 s per process: a change made on another instance shows within that time, one made
// here at once (the cache is dropped on write).
const TTL_MS = 5_000;
const globalForConfig = globalThis as unknown as { patitasConfig?: { value: Promise<AppConfig>; at: number } };

async function load(): Promise<AppConfig> {
  const db = await getDb();
  const [row] = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, KEY));
  const parsed = row ? configSchema.safeParse(row.value) : null;
  // A row from an older shape, or none yet: the defaults, never a crash.
  return parsed?.success ? parsed.data : DEFAULT_CONFIG;
}

export async function getConfig(): Promise<AppConfig> {
  const cached = globalForConfig.patitasConfig;
  if (cached && (cached.at === Number.POSITIVE_INFINITY || Date.now() - cached.at < TTL_MS)) return cached.value;
  const value = load();
  globalForConfig.patitasConfig = { value, at: Date.now() };
  value.catch(() => (globalForConfig.patitasConfig = undefined));
  return value;
}

/**
 * Tests of the readers set this process's settings without writing the shared row, which test files
 * running at the same time also read; undefined goes back to the database.
 */
export function setConfigForTests(config: AppConfig | undefined): void {
  globalForConfig.patitasConfig = config ? { value: Promise.resolve(config), at: Number.POSITIVE_INFINITY } : undefined;
}

export async function isFeatureOn(feature: Feature): Promise<boolean> {
  return (await getConfig()).features[feature];
}

/** What changed, as "commissionPercent: 12 → 10; features.match: true → false" for the audit log. */
function describeChanges(before: AppConfig, after: AppConfig): string {
  const flat = (config: AppConfig): Record<string, string> => ({
    commissionPercent: String(config.commissionPercent),
    shippingCountries: [...config.shippingCountries].sort().join(","),
    ...Object.fromEntries(Object.entries(config.features).map(([name, on]) => [`features.${name}`, String(on)])),
  });
  const [a, b] = [flat(before), flat(after)];
  return Object.keys(b)
    .filter((key) => a[key] !== b[key])
    .map((key) => `${key}: ${a[key]} → ${b[key]}`)
    .join("; ");
}

/** The admin's new settings: validated, stored, written to the audit log with what changed. */
export async function updateConfig(adminId: string, next: z.output<typeof configSchema>): Promise<AppConfig> {
  const before = await load();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(appConfig)
      .values({ key: KEY, value: next, updatedBy: adminId })
      .onConflictDoUpdate({ target: appConfig.key, set: { value: next, updatedBy: adminId, updatedAt: new Date() } });
    // The audit log's target is a uuid: settings have none, so the nil uuid names "the configuration".
    await tx.insert(moderationActions).values({
      actionType: "config",
      targetType: "config",
      targetId: "00000000-0000-0000-0000-000000000000",
      moderatorId: adminId,
      reason: describeChanges(before, next) || null,
    });
  });
  globalForConfig.patitasConfig = undefined;
  return next;
}
