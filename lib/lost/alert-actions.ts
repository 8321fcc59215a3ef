"use server";

import { userAction } from "@/lib/actions/builder";
import { saveAlertPreferences } from "./alerts-preferences";
import { alertPreferencesSchema } from "./alerts-schema";

// Lost-pet alerts (decision 068): a signed-in, not banned user with a username sets their own only.

/** "Lost and found near me": on or off, the radius, and where it is counted from (`{ on, radiusKm, place, point? }`). */
export const setLostAlertPreferencesAction = userAction.input(alertPreferencesSchema).action(({ actor, input }) => saveAlertPreferences(actor.id, input));
