"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { Link } from "@/lib/i18n/navigation";
import { REACTIONS, SHARED_KINDS, UNSEND_WINDOW_MINUTES } from "@/lib/messages/schemas";
import type { ChatPhoto, SharedCard } from "@/lib/realtime/events";
import type { ThreadItem } from "./merge-messages";

type Props = {
  item: ThreadItem;
  me: string;
  partnerName: string;
  time: string;
  onReply: () => void;
  onReact: (emoji: string) => void;
  onUnsend: () => void;
  onRetry: () => void;
  onJump: (id: string) => void;
};

/** One message: what it quotes, its photos, card and text, its reactions, and what one can do with it. */
export function MessageBubble({ item, me, partnerName, time, onReply, onReact, onUnsend, onRetry, onJump }: Props) {
  const t = useTranslations("messages");
  // When the menu was opened: whether "unsend" is still offered is decided then (the server decides for good).
  const [menuAt, setMenuAt] = useState<number | null>(null);
  const menu = menuAt !== null;
  const mine = item.senderId === me;
  const stored = item.status === "stored";
  const canUnsend = mine && stored && !item.deleted && menuAt !== null && menuAt - new Date(item.at).getTime() < UNSEND_WINDOW_MINUTES * 60_000;
  const tone = mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-white text-stone-900";
  const counts = new Map<string, number>();
  for (const reaction of item.reactions) counts.set(reaction.emoji, (counts.get(reaction.emoji) ?? 0) + 1);
  const myReaction = item.reactions.find((reaction) => reaction.userId === me)?.emoji;

  return (
    <div className={`group flex items-end gap-1 ${mine ? "flex-row-reverse" : ""}`} id={`message-${item.id}`} data-testid="chat-message">
      <div className={`flex max-w-[80%] flex-col ${mine ? "items-end" : "items-start"}`}>
        <div
          data-testid="chat-bubble"
          data-status={item.status}
          data-deleted={item.deleted || undefined}
          className={`rounded-2xl px-3 py-2 shadow-sm ${item.deleted ? "border border-dashed border-stone-300 bg-transparent text-stone-500 shadow-none" : tone} ${item.status === "failed" ? "opacity-70" : ""}`}
        >
          {item.replyTo ? (
            <button
              type="button"
              onClick={() => onJump(item.replyTo!.id)}
              aria-label={t("goToMessage")}
              data-testid="message-quote"
              className={`mb-1.5 block w-full rounded-lg border-l-4 px-2 py-1 text-left text-xs ${mine ? "border-white/70 bg-white/15" : "border-brand-400 bg-brand-50"}`}
            >
              <span className="block font-bold">{item.replyTo.senderId === me ? t("quoteYou") : partnerName}</span>
              <span className="line-clamp-2 break-words">
                {item.replyTo.deleted ? t("deleted") : item.replyTo.content || (item.replyTo.photos ? t("photo") : t("sharedLast"))}
              </span>
            </button>
          ) : null}
          {item.deleted ? (
            <p className="text-sm italic" data-testid="message-deleted">
              {t("deleted")}
            </p>
          ) : (
            <>
              {item.photos.length ? <Photos photos={item.photos} /> : null}
              {item.shared ? <SharedCardView card={item.shared} mine={mine} /> : null}
              {item.product ? (
                <Link
                  href={`/product/${item.product.id}`}
                  data-testid="message-product"
                  className={`mb-2 flex items-center gap-2 rounded-xl p-1.5 ${mine ? "bg-white/15 hover:bg-white/25" : "bg-brand-50 hover:bg-brand-100"}`}
                >
                  <Thumb image={item.product.image} />
                  <span className="min-w-0 text-sm">
                    <span className={`block text-[11px] font-semibold ${mine ? "text-white/80" : "text-stone-600"}`}>{t("inquiryProduct")}</span>
                    <span className="block truncate font-bold">{item.product.name}</span>
                  </span>
                </Link>
              ) : null}
              {item.content ? <p className="break-words whitespace-pre-wrap">{item.content}</p> : null}
            </>
          )}
          <p className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${mine && !item.deleted ? "text-white/80" : "text-stone-500"}`} suppressHydrationWarning>
            {time}
            {mine && stored && !item.deleted ? (
              item.isRead ? (
                <Icon name="check-check" label={t("read")} className="h-3.5 w-3.5" data-testid="read-receipt" />
              ) : (
                <Icon name="check" label={t("sent")} className="h-3.5 w-3.5" />
              )
            ) : null}
            {item.status === "sending" ? <span>{t("sending")}</span> : null}
          </p>
          {item.status === "failed" ? (
            <button type="button" onClick={onRetry} className="mt-1 flex items-center gap-1 text-xs font-bold underline">
              <Icon name="rotate-cw" className="h-3 w-3" /> {t("failed")} · {t("retry")}
            </button>
          ) : null}
        </div>
        {counts.size ? (
          <div className={`-mt-2 flex gap-0.5 ${mine ? "mr-2" : "ml-2"}`} data-testid="message-reactions">
            {[...counts].map(([emoji, count]) => (
              <button
                key={emoji}
                type="button"
                onClick={() => onReact(emoji)}
                aria-pressed={emoji === myReaction}
                aria-label={t("reactWith", { emoji })}
                className={`rounded-full px-1.5 text-sm shadow-sm ring-1 ${emoji === myReaction ? "bg-brand-100 ring-brand-300" : "bg-white ring-stone-200"}`}
              >
                {emoji}
                {count > 1 ? <span className="ml-0.5 text-xs">{count}</span> : null}
              </button>
            ))}
          </div>
        ) : null}
        {menu ? (
          <div className="mt-1 flex flex-wrap items-center gap-1 rounded-2xl bg-white p-1 shadow-md ring-1 ring-brand-100" data-testid="message-menu">
            {REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                onClick={() => (setMenuAt(null), onReact(emoji))}
                aria-pressed={emoji === myReaction}
                aria-label={t("reactWith", { emoji })}
                className={`grid h-8 w-8 place-items-center rounded-full text-lg hover:bg-brand-50 ${emoji === myReaction ? "bg-brand-100" : ""}`}
              >
                {emoji}
              </button>
            ))}
            <button type="button" onClick={() => (setMenuAt(null), onReply())} className="flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              <Icon name="undo-2" className="h-4 w-4" /> {t("reply")}
            </button>
            {canUnsend ? (
              <button type="button" onClick={() => (setMenuAt(null), onUnsend())} className="flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
                <Icon name="trash" className="h-4 w-4" /> {t("unsend")}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {stored && !item.deleted ? (
        <button
          type="button"
          onClick={() => setMenuAt(menu ? null : Date.now())}
          aria-expanded={menu}
          aria-label={t("moreActions")}
          data-testid="message-actions"
          className="grid h-7 w-7 shrink-0 place-items-center rounded-full text-stone-500 opacity-60 hover:bg-white hover:opacity-100 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100"
        >
          <Icon name="ellipsis" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}

/** One photo at its true shape (clamped), or a grid of square thumbnails; blurred previews until they load. */
function Photos({ photos }: { photos: ChatPhoto[] }) {
  const t = useTranslations("messages");
  const single = photos.length === 1;
  return (
    <div className={`mb-1.5 grid gap-1 ${single ? "" : "grid-cols-2"}`} data-testid="message-photos">
      {photos.map((photo, index) => (
        <a
          key={photo.url}
          href={photo.url}
          target="_blank"
          rel="noreferrer"
          className="relative block overflow-hidden rounded-xl bg-brand-50"
          style={{ aspectRatio: single ? `${Math.min(Math.max(photo.width / photo.height, 0.6), 1.8)}` : "1", width: single ? "min(15rem, 60vw)" : "7rem" }}
        >
          {photo.preview ? <span aria-hidden className="photo-preview-blur" style={{ backgroundImage: `url("${photo.preview}")` }} /> : null}
          {/* eslint-disable-next-line @next/next/no-img-element -- private media are served as-is by the media route. */}
          <img
            src={single ? photo.url : photo.thumbnailUrl}
            alt={t("photoOf", { number: index + 1, total: photos.length })}
            width={single ? photo.width : 480}
            height={single ? photo.height : 480}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </a>
      ))}
    </div>
  );
}

/** A shared post, pet, product or lost & found case as the viewer may see it now; "unavailable" when they may not. */
function SharedCardView({ card, mine }: { card: SharedCard; mine: boolean }) {
  const t = useTranslations("messages");
  const kind = SHARED_KINDS.find((known) => known === card.kind);
  const label = kind ? t(`sharedKinds.${kind}`) : "";
  const frame = `mb-1.5 flex w-60 max-w-full items-center gap-2 rounded-xl p-1.5 ${mine ? "bg-white/15" : "bg-brand-50"}`;
  if (!card.available) {
    return (
      <div className={frame} data-testid="shared-card" data-available="false">
        <Thumb image={null} />
        <span className="min-w-0 text-sm">
          <span className={`block text-[11px] font-semibold ${mine ? "text-white/80" : "text-stone-600"}`}>{label}</span>
          <span className="block italic">{t("sharedUnavailable")}</span>
        </span>
      </div>
    );
  }
  return (
    <Link href={card.href} className={`${frame} ${mine ? "hover:bg-white/25" : "hover:bg-brand-100"}`} data-testid="shared-card" data-available="true">
      <Thumb image={card.image} />
      <span className="min-w-0 text-sm">
        <span className={`block text-[11px] font-semibold ${mine ? "text-white/80" : "text-stone-600"}`}>{label}</span>
        <span className="block truncate font-bold">{card.title}</span>
        {card.subtitle ? <span className={`line-clamp-2 text-xs ${mine ? "text-white/90" : "text-stone-600"}`}>{card.subtitle}</span> : null}
      </span>
    </Link>
  );
}

/** A card's picture (uploaded media are served as-is), or a paw when there is none. */
export function Thumb({ image, large = false }: { image: string | null; large?: boolean }) {
  const size = large ? "h-12 w-12" : "h-10 w-10";
  return image ? (
    // eslint-disable-next-line @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized).
    <img src={image} alt="" width={large ? 48 : 40} height={large ? 48 : 40} className={`${size} shrink-0 rounded-xl object-cover`} />
  ) : (
    <span className={`${size} grid shrink-0 place-items-center rounded-xl bg-white text-xl`} aria-hidden>
      🐾
    </span>
  );
}
