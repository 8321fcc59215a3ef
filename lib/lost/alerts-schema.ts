// The lost-pet alerts' settings as the settings form sends them (issue 45, decision 070). zod/mini and
// pure: the form imports the radii and the action parses with the schema.
import * as z from "zod/mini";
import { coordinatesSchema } from "@/lib/places/schemas";

/** The radii a person may pick, in km (the lost_alert_radius check says the same). */
export const ALERT_RADII_KM = [1, 5, 10, 25] as const;
export type AlertRadiusKm = (typeof ALERT_RADII_KM)[number];
/** Where the radius is counted from: the profile's city, or the point the device gave. */
export const ALERT_PLACES = ["profile", "device"] as const;

export const alertPreferencesSchema = z.object({
  on: z.boolean("lost.alerts.errors.invalid"),
  radiusKm: z.literal(ALERT_RADII_KM, "lost.alerts.errors.radius"),
  place: z.enum(ALERT_PLACES, "lost.alerts.errors.place"),
  // The device's point, given with the browser's consent; stored rounded to ~500 m. Absent: the stored one stays.
  point: z.optional(z.nullable(coordinatesSchema)),
  // "Also by e-mail" (to a confirmed address only). Absent: the stored choice stays.
  email: z.optional(z.boolean("lost.alerts.errors.invalid")),
});
export type AlertPreferencesInput = z.input<typeof alertPreferencesSchema>;

/** What the settings form shows: the stored choice, and whether the profile names a city to count from. */
export type AlertPreferences = {
  on: boolean;
  radiusKm: AlertRadiusKm;
  place: (typeof ALERT_PLACES)[number];
  hasDevicePoint: boolean;
  hasProfilePlace: boolean;
  email: boolean;
  /** Mail goes only to a confirmed address: the form says so while this is false. */
  emailConfirmed: boolean;
};
