"use client";

import { useLocale, useTranslations } from "next-intl";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type PointerEvent,
  type ReactNode,
} from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { placeLabel } from "@/lib/format/country";
import { loadDeckAction, likePetAction, passPetAction, undoPassAction } from "@/lib/matches/actions";
import type { DeckCard, DeckPage } from "@/lib/matches/queries";
import type { DeckFilters } from "@/lib/matches/schemas";
import { cardBreed, distanceText, tagName } from "./deck-labels";
import type { PetInfoDialog as PetInfoDialogType } from "./pet-info-dialog";
import { ItsAMatchDialog, type ItsAMatch } from "./its-a-match-dialog";
import { PhotoCarousel } from "./photo-carousel";
import { Icon } from "@/components/icons/icon";

/** docs/product-spec.md §9: the swipe animation lasts 300 ms, then the action runs; match toasts stay 3000 ms. */
const SWIPE_MS = 300;
const TOAST_MS = 3000;
/** Fetch the next 20 cards while this many are still left, so the deck never waits. */
const PREFETCH_AT = 5;
/** How far a touch drag must travel to count as a swipe. */
const SWIPE_PX = 90;

type Props = { initial: DeckPage; filters: DeckFilters; myPet: string };

/**
 * The match deck: one card at a time; pass ←, like →, swipe on touch, "more info" dialog, undo of the
 * last pass, and the "It's a match" screen on a mutual like. Card, name and buttons fit one phone screen.
 */
export function MatchDeck({ initial, filters, myPet }: Props) {
  const t = useTranslations("match");
  const locale = useLocale();
  const tPets = useTranslations("pets");
  const [cards, setCards] = useState<DeckCard[]>(initial.cards);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<"left" | "right" | null>(null);
  const [dragX, setDragX] = useState(0);
  const [loading, setLoading] = useState(false);
  const [info, setInfo] = useState(false);
  // The "more info" dialog's code loads on its first open, not with the deck.
  const [InfoDialog, setInfoDialog] = useState<((props: ComponentProps<typeof PetInfoDialogType>) => ReactNode) | null>(
    null,
  );
  const openInfo = () => {
    setInfo(true);
    void import("./pet-info-dialog").then((module) => setInfoDialog(() => module.PetInfoDialog));
  };
  // The last pass, while it can still be undone (the next swipe forgets it).
  const [lastPass, setLastPass] = useState<DeckCard | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [matched, setMatched] = useState<ItsAMatch | null>(null);
  const dragStart = useRef<number | null>(null);
  const card = cards[index];

  const fetchMore = useCallback(
    async (from: typeof cursor) => {
      setLoading(true);
      const page = await loadDeckAction({ ...filters, cursor: from });
      setLoading(false);
      if (!page.ok) {
        toast.error(t("errors.load"));
        return null;
      }
      return page.data;
    },
    [filters, t],
  );

  // Prefetch: append the next page while a few cards are left (once at a time).
  const prefetching = useRef(false);
  const prefetch = useCallback(
    (nextIndex: number) => {
      if (!cursor || prefetching.current || cards.length - nextIndex > PREFETCH_AT) return;
      prefetching.current = true;
      void fetchMore(cursor).then((page) => {
        prefetching.current = false;
        if (!page) return;
        setCards((current) => [...current, ...page.cards.filter((next) => !current.some((c) => c.id === next.id))]);
        setCursor(page.nextCursor);
      });
    },
    [cursor, cards.length, fetchMore],
  );

  /** After the last card the deck starts again from the first (docs/product-spec.md §2), with the spec's toast. */
  const restart = useCallback(async () => {
    const page = await fetchMore(null);
    if (!page) return;
    setCards(page.cards);
    setCursor(page.nextCursor);
    setIndex(0);
    if (page.cards.length > 0) toast.message(t("restart"));
  }, [fetchMore, t]);

  const act = useCallback(
    (direction: "left" | "right") => {
      if (!card || leaving) return;
      setLeaving(direction);
      window.setTimeout(async () => {
        const result =
          direction === "right"
            ? await likePetAction({ pet: card.id, mode: filters.mode, myPet: myPet || null })
            : await passPetAction({ pet: card.id, mode: filters.mode });
        setLeaving(null);
        setDragX(0);
        if (!result.ok) {
          toast.error(
            t.has(result.error.message.replace(/^match\./, ""))
              ? t(result.error.message.replace(/^match\./, ""))
              : t("errors.create"),
          );
          if (result.error.code !== "not_found") return;
        } else if ("status" in result.data) {
          if (result.data.status === "accepted")
            setMatched({ mine: result.data.mine, theirs: result.data.theirs, username: result.data.username });
          else
            toast.success(filters.mode === "love" ? t("toasts.sentLove") : t("toasts.sentFriend"), {
              duration: TOAST_MS,
            });
        }
        setLastPass(direction === "left" && result.ok ? card : null);
        const next = index + 1;
        if (next >= cards.length && !cursor) void restart();
        else {
          setIndex(next);
          prefetch(next);
        }
      }, SWIPE_MS);
    },
    [card, leaving, filters.mode, myPet, t, index, cards.length, cursor, restart, prefetch],
  );

  /** Rewind: the server forgets the last pass and its card comes back in front. */
  async function undo() {
    if (!lastPass || undoing) return;
    setUndoing(true);
    const result = await undoPassAction({ pet: lastPass.id, mode: filters.mode });
    setUndoing(false);
    if (!result.ok) {
      toast.error(
        t.has(result.error.message.replace(/^match\./, ""))
          ? t(result.error.message.replace(/^match\./, ""))
          : t("errors.load"),
      );
      setLastPass(null);
      return;
    }
    const back = lastPass;
    setLastPass(null);
    setCards((current) => [
      ...current.slice(0, index),
      back,
      ...current.slice(index).filter((other) => other.id !== back.id),
    ]);
    toast.message(t("toasts.undone", { name: back.name }));
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (info || matched || event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
        return;
      if (event.key === "ArrowLeft") act("left");
      if (event.key === "ArrowRight") act("right");
    }
    window.addEventListener("keydown", onKey);
    // Says the arrow keys are heard: a key pressed before hydration is lost, and flows wait for this.
    document.body.dataset.deckKeys = "on";
    return () => {
      window.removeEventListener("keydown", onKey);
      delete document.body.dataset.deckKeys;
    };
  }, [act, info, matched]);

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === "mouse") return;
    dragStart.current = event.clientX;
  }
  function onPointerMove(event: PointerEvent) {
    if (dragStart.current !== null) setDragX(event.clientX - dragStart.current);
  }
  function onPointerUp() {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (Math.abs(dragX) >= SWIPE_PX) act(dragX > 0 ? "right" : "left");
    else setDragX(0);
  }

  const matchDialog = <ItsAMatchDialog match={matched} onClose={() => setMatched(null)} />;
  const undoButton = (
    <button
      type="button"
      onClick={() => void undo()}
      disabled={!lastPass || undoing}
      aria-label={t("actions.undo")}
      title={t("actions.undo")}
      data-testid="deck-undo"
      className="grid h-11 w-11 place-items-center rounded-full bg-white text-amber-700 shadow-md ring-1 ring-amber-100 hover:bg-amber-50 disabled:opacity-40"
    >
      <Icon name="undo-2" className="h-5 w-5" />
    </button>
  );

  if (!card) {
    return (
      <div
        data-testid="deck-empty"
        className="flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
      >
        <span aria-hidden className="text-5xl">
          🐾
        </span>
        <h2 className="text-xl font-black">{loading ? t("loading") : t("empty.title")}</h2>
        {loading ? null : <p className="text-muted">{t("empty.body")}</p>}
        <div className="flex items-center gap-3">
          {lastPass ? undoButton : null}
          <button
            type="button"
            className={buttonClasses("secondary", "md")}
            disabled={loading}
            onClick={() => void restart()}
          >
            {t("empty.reload")}
          </button>
        </div>
        {matchDialog}
      </div>
    );
  }

  const transform = leaving
    ? `translateX(${leaving === "right" ? 140 : -140}%) rotate(${leaving === "right" ? 18 : -18}deg)`
    : `translateX(${dragX}px) rotate(${dragX / 20}deg)`;
  const visibleDots = Math.min(cards.length, 10);
  const dotStart = Math.max(0, Math.min(index - 4, cards.length - visibleDots));

  return (
    <div className="flex min-h-0 flex-1 flex-col items-center gap-3 overflow-x-clip" data-testid="deck">
      <article
        // A fresh element per pet: the next card appears in place instead of sliding back in.
        key={card.id}
        data-testid="deck-card"
        data-pet-id={card.id}
        aria-roledescription="card"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          transform,
          transition: leaving || dragX === 0 ? `transform ${SWIPE_MS}ms ease-out, opacity ${SWIPE_MS}ms` : "none",
          opacity: leaving ? 0 : 1,
          touchAction: "pan-y",
        }}
        className="flex min-h-0 w-full max-w-sm flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-brand-100"
      >
        {/* The photo takes what the page leaves after its controls, the bio and the buttons below (the page
            fills the window, app/globals.css): card, name and buttons are seen together without scrolling,
            at any size, with the e-mail reminder of a new account too. It starts at 34 rem and gives way
            down to 13 rem; the page scrolls only below that. */}
        <div className="relative min-h-[13rem] shrink basis-[34rem]">
          <PhotoCarousel
            key={card.id}
            photos={card.photos}
            species={card.species}
            alt={t("card.photoAlt", { name: card.name })}
            labels={{
              previous: t("card.previousPhoto"),
              next: t("card.nextPhoto"),
              photoOf: (n, total) => t("card.photoOf", { n, total }),
            }}
          />
          {card.isVerified ? (
            <span className="absolute right-3 top-6 inline-flex items-center gap-1 rounded-full bg-white/90 px-3 py-1 text-xs font-extrabold text-sky-700 shadow">
              <Icon name="badge-check" className="h-4 w-4" />
              {t("card.verified")}
            </span>
          ) : null}
          <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent p-4 pt-16 text-snow">
            <h2 className="text-2xl font-black sm:text-3xl" data-testid="deck-name">
              {card.name}, <span className="font-bold">{t("card.years", { age: card.age })}</span>
            </h2>
            <p className="font-semibold">{cardBreed(card, tPets)}</p>
            <p className="mt-1 flex items-center gap-1 text-sm">
              <Icon name="map-pin" className="h-4 w-4 shrink-0" />
              <span className="truncate">
                {card.place ? `${placeLabel(card.place, card.placeCountry, locale)} · ` : ""}
                <span data-testid="deck-distance">{distanceText(card.km, t)}</span>
              </span>
            </p>
            {card.tags.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1 overflow-hidden" style={{ maxHeight: "1.5rem" }}>
                {card.tags.slice(0, 4).map((tag) => (
                  <li key={tag} className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-bold">
                    {tagName(tag, tPets)}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-1 text-xs">{t("card.owner", { name: card.owner.fullName || card.owner.username })}</p>
          </div>
        </div>
        {/* On a phone the description is one tap away, in "more info". */}
        {/* Two lines: a margin, not padding, below them, as the clamp hides only what leaves the padding box
            and a third line peeked out of the bottom padding. */}
        {card.description ? (
          <p className="my-2 hidden shrink-0 px-4 text-sm sm:line-clamp-2">{card.description}</p>
        ) : null}
      </article>

      <div className="flex gap-1" aria-label={t("progress", { n: index + 1, total: cards.length })} role="img">
        {Array.from({ length: visibleDots }, (_, i) => dotStart + i).map((dot) => (
          <span
            key={dot}
            className={`h-2 rounded-full transition-all ${dot === index ? "w-5 bg-brand-500" : "w-2 bg-brand-200"}`}
          />
        ))}
      </div>

      <div className="flex items-center gap-4" data-testid="deck-buttons">
        {undoButton}
        <button
          type="button"
          onClick={() => act("left")}
          aria-label={t("actions.pass")}
          data-testid="deck-pass"
          className="grid h-16 w-16 place-items-center rounded-full bg-white text-red-600 shadow-md ring-1 ring-red-100 hover:bg-red-50"
        >
          <Icon name="x" className="h-8 w-8" />
        </button>
        <button
          type="button"
          onClick={openInfo}
          aria-label={t("actions.info")}
          data-testid="deck-info"
          className="grid h-12 w-12 place-items-center rounded-full bg-white text-sky-700 shadow-md ring-1 ring-sky-100 hover:bg-sky-50"
        >
          <Icon name="info" className="h-6 w-6" />
        </button>
        <button
          type="button"
          onClick={() => act("right")}
          aria-label={t("actions.like")}
          data-testid="deck-like"
          className="grid h-16 w-16 place-items-center rounded-full bg-brand-500 text-white shadow-md hover:bg-brand-600"
        >
          <Icon name="heart" className="h-8 w-8 fill-current" />
        </button>
      </div>
      <p className="hidden text-xs text-muted sm:block">{t("actions.keyboardHint")}</p>
      {InfoDialog ? <InfoDialog card={card} open={info} onOpenChange={setInfo} /> : null}
      {matchDialog}
    </div>
  );
}
