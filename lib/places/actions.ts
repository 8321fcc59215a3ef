"use server";

import { requireUser } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { nearestPlace, searchPlaces, type Place } from "./queries";
import { coordinatesSchema, placeSearchSchema } from "./schemas";

/** Autocomplete of the place field in the profile and pet forms (signed-in users only). */
export async function searchPlacesAction(raw: unknown): Promise<ActionResult<Place[]>> {
  return runAction(async () => {
    await requireUser();
    const input = parseInput(placeSearchSchema, raw);
    return searchPlaces(input.query);
  });
}

/** "Use my location": the gazetteer city nearest to the coordinates the browser gave with consent. */
export async function nearestPlaceAction(raw: unknown): Promise<ActionResult<Place>> {
  return runAction(async () => {
    await requireUser();
    const input = parseInput(coordinatesSchema, raw);
    return nearestPlace(input.latitude, input.longitude);
  });
}
