"use server";

import { userAction } from "@/lib/auth/action-builder";
import { nearestPlace, searchPlaces } from "./queries";
import { coordinatesSchema, placeSearchSchema } from "./schemas";

/** Autocomplete of the place field in the profile and pet forms (signed-in users only). */
export const searchPlacesAction = userAction.input(placeSearchSchema).action(({ input }) => searchPlaces(input.query));

/** "Use my location": the gazetteer city nearest to the coordinates the browser gave with consent. */
export const nearestPlaceAction = userAction
  .input(coordinatesSchema)
  .action(({ input }) => nearestPlace(input.latitude, input.longitude));
