import { Icon } from "@/components/icons/icon";

/**
 * The box of a card's comments, the same while their code loads (the controller's fallback), while their
 * first page loads and after: nothing moves as they arrive (the post page opens them with the page).
 */
export const COMMENTS_SECTION_CLASS = "mt-3 border-t border-brand-100 px-4 pb-4 pt-3";

export function CommentsSpinner({ label }: { label: string }) {
  return <Icon name="loader-circle" label={label} className="mx-auto my-2 h-5 w-5 animate-spin text-brand-500" />;
}
