"use server";

import { staffAction, userAction } from "@/lib/auth/action-builder";
import { AppError, errorKeys } from "@/lib/errors";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { saveAlertPreferences } from "./alerts-preferences";
import { alertPreferencesSchema } from "./alerts-schema";
import { markReunited } from "./closing";
import { LOST_LIMITS } from "./fields";
import { removeCase, reportCase } from "./moderation";
import { casePhone } from "./queries";
import { createLostCase, editLostCase } from "./reports";
import {
  caseSchema,
  editCaseSchema,
  removeCaseSchema,
  reportCaseSchema,
  reportSchema,
  sightingSchema,
} from "./schemas";
import { addSighting } from "./sightings";

// Lost & found (issue 45). Every action but staff removal: a signed-in, not banned user with a username
// (userAction); the work authorizes from the case itself (its reporter, blocks, its status).

export const reportLostCaseAction = userAction.input(reportSchema).action(async ({ actor, input }) => {
  if ((await countHit(`lost-report:user:${actor.id}`, 24 * 60 * 60)) > LOST_LIMITS.reportsPerDay) {
    countRefusal("lost-report");
    throw new AppError("rate_limited", "lost.errors.tooManyReports");
  }
  return createLostCase(actor, input);
});

export const editLostCaseAction = userAction
  .input(editCaseSchema)
  .action(({ actor, input: { caseId, ...report } }) => editLostCase(actor, caseId, report));

export const addSightingAction = userAction
  .input(sightingSchema)
  .action(({ actor, input }) => addSighting(actor, input));

export const markReunitedAction = userAction
  .input(caseSchema)
  .action(({ actor, input }) => markReunited(actor, input.caseId));

/** The case's phone, for signed-in viewers only: it is never in the page's HTML. */
export const showLostPhoneAction = userAction.input(caseSchema).action(async ({ actor, input }) => {
  const phone = await casePhone(actor.id, input.caseId);
  if (phone === undefined) throw new AppError("not_found", errorKeys.notFound);
  return { phone };
});

export const flagLostCaseAction = userAction
  .input(reportCaseSchema)
  .action(({ actor, input }) => reportCase(actor.id, input));

/** Staff (moderators up) remove a case; the staff list's button needs no answer but success. */
export const removeLostCaseAction = staffAction("moderator")
  .input(removeCaseSchema)
  .action(async ({ actor, input }): Promise<undefined> => {
    await removeCase(actor.id, input);
    return undefined;
  });

/** "Lost and found near me" (decision 070): on or off, the radius, and where it is counted from (`{ on, radiusKm, place, point? }`). */
export const setLostAlertPreferencesAction = userAction
  .input(alertPreferencesSchema)
  .action(({ actor, input }) => saveAlertPreferences(actor.id, input));
