"use server";

import { requireAccount } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { assertGuideEditor, createGuide, deleteGuide, updateGuide } from "./editing";
import { searchGuideChoices, searchProductChoices, type GuideChoice, type ProductChoice } from "./queries";

// The staff's care guide actions (decision 045): a signed-in, not banned account whose role is moderator
// or admin; the domain functions check the role themselves from the actor and parse the raw input.

export async function createGuideAction(raw: unknown): Promise<ActionResult<{ id: string; slug: string }>> {
  return runAction(async () => createGuide(await requireAccount(), raw));
}

export async function updateGuideAction(raw: unknown): Promise<ActionResult<{ id: string; slug: string }>> {
  return runAction(async () => updateGuide(await requireAccount(), raw));
}

export async function deleteGuideAction(raw: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await deleteGuide(await requireAccount(), raw);
    return undefined;
  });
}

/** The form's product picker. */
export async function searchGuideProductsAction(raw: unknown): Promise<ActionResult<ProductChoice[]>> {
  return runAction(async () => {
    assertGuideEditor(await requireAccount());
    return searchProductChoices(raw);
  });
}

/** The form's "translation of" picker. */
export async function searchGuidesAction(raw: unknown): Promise<ActionResult<GuideChoice[]>> {
  return runAction(async () => {
    assertGuideEditor(await requireAccount());
    return searchGuideChoices(raw);
  });
}
