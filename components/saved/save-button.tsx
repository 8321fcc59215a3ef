import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";

/**
 * A post card's bookmark (issue 26), on the right of its action row as on Instagram. A plain button the
 * list's controller handles (`data-action="save"`, see post-save.ts), like the heart: the server writes
 * the viewer's state into `aria-pressed` when it knows the viewer, else the viewer's layer fills it in.
 * The icon fills while pressed, so the controller only flips the attribute.
 */
export function SaveButton({ saved }: { saved: boolean }) {
  const t = useTranslations("posts");
  return (
    <button
      type="button"
      data-action="save"
      aria-pressed={saved}
      aria-label={saved ? t("unsave") : t("save")}
      className="group ml-auto grid h-11 w-11 place-items-center rounded-full hover:bg-brand-50"
      data-testid="save-button"
    >
      <Icon name="bookmark" className="post-card-bookmark" />
    </button>
  );
}
