"use server";

import { staffAction } from "@/lib/auth/action-builder";
import { createGuide, deleteGuide, updateGuide } from "./editing";
import { searchGuideChoices, searchProductChoices } from "./queries";
import { renderGuideMarkdown } from "./markdown";
import { guideIdSchema, guidePickerSearchSchema, guidePreviewSchema, guideSchema, guideUpdateSchema } from "./schemas";

// The staff's care guide actions (decision 045): moderators and admins. The domain functions check the
// role again from the actor (assertGuideEditor): they are called from scripts and seeds too.

const guideEditor = staffAction("moderator");

export const createGuideAction = guideEditor.input(guideSchema).action(({ actor, input }) => createGuide(actor, input));

export const updateGuideAction = guideEditor
  .input(guideUpdateSchema)
  .action(({ actor, input }) => updateGuide(actor, input));

export const deleteGuideAction = guideEditor
  .input(guideIdSchema)
  .action(({ actor, input }) => deleteGuide(actor, input));

/** The form's product picker. */
export const searchGuideProductsAction = guideEditor
  .input(guidePickerSearchSchema)
  .action(({ input }) => searchProductChoices(input));

/** The form's "translation of" picker. */
export const searchGuidesAction = guideEditor
  .input(guidePickerSearchSchema)
  .action(({ input }) => searchGuideChoices(input));

/** The form's preview: the text as the guide's page shows it, by the page's own renderer (issue 48 item 14). */
export const previewGuideAction = guideEditor
  .input(guidePreviewSchema)
  .action(({ input }) => ({ html: renderGuideMarkdown(input.body) }));
