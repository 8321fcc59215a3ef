import { toast } from "@/components/ui/toast";
import { savePostAction, unsavePostAction } from "@/lib/saved/actions";

// The bookmark of server-rendered post cards (issue 26), for the list's one controller
// (components/posts/post-interactions.tsx) and the shared pages' layer (shell-post-interactions.tsx).

type Translate = (key: "save" | "unsave" | "saveError" | "signInToSave" | "savedToast" | "unsavedToast") => string;

function button(card: HTMLElement): HTMLElement | null {
  return card.querySelector<HTMLElement>('[data-action="save"]');
}

/** Shows a card's bookmark as saved or not: its pressed state and the label saying what a press does. */
export function showSaved(card: HTMLElement, saved: boolean, t: Translate): void {
  const bookmark = button(card);
  bookmark?.setAttribute("aria-pressed", String(saved));
  bookmark?.setAttribute("aria-label", saved ? t("unsave") : t("save"));
}

/**
 * Saves or unsaves a card's post, optimistically: the bookmark changes at once and goes back with a toast
 * if the server says no. `requests` numbers each post's presses, so only the answer to the last one
 * sets the final state (a fast double press can otherwise end on the first answer).
 */
export async function toggleSaved(
  card: HTMLElement,
  signedIn: boolean,
  requests: Map<string, number>,
  t: Translate,
): Promise<void> {
  if (!signedIn) {
    toast.message(t("signInToSave"));
    return;
  }
  const postId = card.dataset.postId!;
  const before = button(card)?.getAttribute("aria-pressed") === "true";
  const request = (requests.get(postId) ?? 0) + 1;
  requests.set(postId, request);
  showSaved(card, !before, t);
  const result = await (before ? unsavePostAction({ postId }) : savePostAction({ postId })).catch(() => null);
  if (requests.get(postId) !== request) return;
  if (!result?.ok) {
    showSaved(card, before, t);
    toast.error(t("saveError"));
    return;
  }
  showSaved(card, result.data.saved, t);
  // Said in words as well as by the icon (issue 48 item 15: a press gave no feedback but a filled bookmark).
  toast.success(result.data.saved ? t("savedToast") : t("unsavedToast"));
}
