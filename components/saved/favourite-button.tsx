"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { useReadyLayer } from "@/components/layout/viewer-layer-store";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { favouriteProductAction, unfavouriteProductAction } from "@/lib/saved/actions";

type Props = {
  productId: string;
  /** The viewer's state when the page was rendered for them; undefined on a page rendered for nobody. */
  favourited?: boolean;
  /** "icon": a round heart over a card's photo; "button": a labelled button beside a product page's "add to cart". */
  variant: "icon" | "button";
};

/**
 * A product's favourite heart (issue 26). Its state comes from the server when the page was rendered for
 * its viewer, else from the viewer's layer on a cached page (decision 032: `data-product-id` is what the
 * layer's request asks about); until then, and for guests, it shows an empty heart. A press changes it at
 * once when the viewer is known and goes back with a toast if the server refuses; on a page rendered for
 * nobody the server's answer decides (a guest is told to sign in, with nothing changing on screen).
 */
export function FavouriteButton({ productId, favourited, variant }: Props) {
  const t = useTranslations("saved");
  const tRoot = useTranslations();
  const layer = useReadyLayer();
  const [own, setOwn] = useState<boolean | null>(null);
  const requests = useRef(0);
  const shown = own ?? (layer ? layer.favourites.includes(productId) : (favourited ?? false));
  const viewerKnown = favourited !== undefined || layer !== null;

  async function toggle() {
    const before = shown;
    const request = ++requests.current;
    if (viewerKnown) setOwn(!before);
    const result = await (
      before ? unfavouriteProductAction({ productId }) : favouriteProductAction({ productId })
    ).catch(() => null);
    // A later press decides the final state; an older answer must not overwrite it.
    if (requests.current !== request) return;
    if (result?.ok) {
      setOwn(result.data.favourite);
      if (result.data.favourite && variant === "button") toast.success(t("favourite.added"));
      return;
    }
    setOwn(before);
    if (result?.error.code === "unauthorized") toast.message(t("favourite.signIn"));
    else if (result && tRoot.has(result.error.message)) toast.error(tRoot(result.error.message));
    else toast.error(t("favourite.failed"));
  }

  const label = shown ? t("favourite.remove") : t("favourite.add");
  const heart = (
    <Icon
      name="heart"
      className={`h-5 w-5 transition-colors ${shown ? "fill-red-500 text-red-500" : variant === "icon" ? "text-ink" : ""}`}
    />
  );
  if (variant === "icon") {
    return (
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={shown}
        aria-label={label}
        title={label}
        data-product-id={productId}
        data-testid="favourite-button"
        className="grid h-10 w-10 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-brand-100 backdrop-blur transition hover:scale-105 hover:bg-white"
      >
        {heart}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={shown}
      data-product-id={productId}
      data-testid="favourite-button"
      className={buttonClasses("secondary", "md", "w-full whitespace-nowrap sm:w-auto")}
    >
      {heart}
      {label}
    </button>
  );
}
