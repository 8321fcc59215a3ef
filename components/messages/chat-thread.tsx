"use client";

import { useLocale, useTranslations } from "next-intl";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { UserAvatar } from "@/components/ui/user-avatar";
import { toast } from "@/components/ui/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import {
  blockConversationAction,
  catchUpAction,
  loadThreadAction,
  markReadAction,
  reactAction,
  reportConversationAction,
  sendMessageAction,
  unsendMessageAction,
} from "@/lib/messages/actions";
import { MESSAGE_EVENT, REACTION_EVENT, READ_EVENT, TYPING_EVENT, UNSENT_EVENT, type TypingPass, type ChatMessage, type ChatReaction, type ChatSubject } from "@/lib/realtime/events";
import type { ChatPartner } from "@/lib/messages/partners";
import type { Cursor } from "@/lib/paging/cursor";
import type { RealtimeSnapshot } from "@/lib/realtime/browser";
import { useRealtimeEvent } from "@/lib/realtime/use-realtime";
import { clockTime, dayLabel, timeAgo } from "./chat-time";
import { Composer } from "./composer";
import { dayOf, lastStoredId, markUnsent, mergeEvent, mergeMessages, withReactions, type ThreadItem } from "./merge-messages";
import { MessageBubble, Thumb } from "./message-bubble";
import { useCatchUp } from "./use-chat-realtime";
import { Icon } from "@/components/icons/icon";

type Props = {
  me: string;
  partner: ChatPartner;
  initial: ChatMessage[];
  olderCursor: Cursor | null;
  /** For "escribiendo…" over the socket (decision 081). */
  typingPass: TypingPass | null;
  realtime: RealtimeSnapshot;
  /** Opened from a product or store page: what the buyer is asking the store's owner about. */
  about?: ChatSubject | null;
};

let localCounter = 0;

export function ChatThread({ me, partner, initial, olderCursor: initialCursor, typingPass, realtime, about = null }: Props) {
  const t = useTranslations("messages");
  const locale = useLocale();
  const router = useRouter();
  const [items, setItems] = useState<ThreadItem[]>(() => mergeMessages([], initial));
  const [olderCursor, setOlderCursor] = useState(initialCursor);
  const [replyTo, setReplyTo] = useState<ThreadItem | null>(null);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // "Mensajes nuevos": where the messages unread when the thread opened begin; it stays while the thread is open.
  const [firstUnread] = useState(() => initial.find((message) => message.senderId === partner.id && !message.isRead)?.id ?? null);
  const bottom = useRef<HTMLDivElement>(null);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const online = realtime.online.has(partner.id);
  // The first message sent from a product or store page carries what it is about (it opens the store
  // inquiry, and shows the product's card); the next ones are plain messages of that thread.
  const [asking, setAsking] = useState(about !== null);
  const canSend = partner.canSend || asking;

  const markRead = useCallback(() => void markReadAction({ with: partner.id }), [partner.id]);

  const catchUp = useCallback(async () => {
    // Reactions and unsends are changes to messages already held: the latest page brings them back.
    const latest = await loadThreadAction({ with: partner.id });
    if (latest.ok) setItems((itemsRef.current = mergeMessages(itemsRef.current, latest.data.messages)));
    // Ask again while the server says more follow, so a long outage is filled in completely.
    for (let round = 0; round < 10; round += 1) {
      const result = await catchUpAction({ with: partner.id, afterId: lastStoredId(itemsRef.current) });
      if (!result.ok) return console.error("Chat catch-up failed", result.error.code);
      itemsRef.current = result.data.messages.reduce((items, message) => mergeEvent(items, message, me), itemsRef.current);
      setItems(itemsRef.current);
      if (result.data.messages.some((message) => message.senderId === partner.id && !message.isRead)) markRead();
      if (!result.data.more) return;
    }
  }, [me, partner.id, markRead]);

  useCatchUp(realtime.state, () => void catchUp());

  function stopTyping() {
    clearTimeout(typingTimer.current);
    setTyping(false);
  }
  useRealtimeEvent(MESSAGE_EVENT, (payload) => {
    const message = payload as ChatMessage;
    const ours = (message.senderId === me && message.receiverId === partner.id) || (message.senderId === partner.id && message.receiverId === me);
    if (!ours) return;
    setItems((current) => mergeEvent(current, message, me));
    if (message.senderId === partner.id) {
      markRead();
      stopTyping();
    }
  });
  useRealtimeEvent(UNSENT_EVENT, (payload) => {
    const { id } = payload as { id: string };
    setItems((current) => markUnsent(current, id));
    setReplyTo((current) => (current?.id === id ? null : current));
  });
  useRealtimeEvent(REACTION_EVENT, (payload) => {
    const { id, reactions } = payload as { id: string; reactions: ChatReaction[] };
    setItems((current) => withReactions(current, id, reactions));
  });
  useRealtimeEvent(TYPING_EVENT, (payload) => {
    if ((payload as { from?: string }).from !== partner.id) return;
    setTyping(true);
    clearTimeout(typingTimer.current);
    // Signals come every 2 s while they type; 3 s without one means they stopped.
    typingTimer.current = setTimeout(() => setTyping(false), 3000);
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useRealtimeEvent(READ_EVENT, (payload) => {
    if ((payload as { by?: string }).by !== partner.id) return;
    setItems((current) => current.map((item) => (item.senderId === me && item.status === "stored" ? { ...item, isRead: true } : item)));
  });

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [items.length]);

  async function deliver(item: ThreadItem, subject: ChatSubject | null) {
    const result = await sendMessageAction({
      to: partner.id,
      content: item.content ?? "",
      photos: item.photos.map((photo) => photo.url),
      replyTo: item.replyTo?.id,
      ...aboutFields(subject),
    });
    if (result.ok && subject) setAsking(false);
    setItems((current) => {
      const without = current.filter((other) => other.id !== item.id);
      if (result.ok) return mergeMessages(without, [result.data]);
      // docs/product-spec.md §8: message errors are logged, not shown; the bubble says "not sent" with a retry.
      console.error("Message not sent", result.error.code);
      return current.map((other) => (other.id === item.id ? { ...other, status: "failed" } : other));
    });
  }

  function send({ content, photos }: { content: string; photos: string[] }) {
    localCounter += 1;
    const subject = asking ? about : null;
    const quoted = replyTo ? { id: replyTo.id, senderId: replyTo.senderId, content: replyTo.content, photos: replyTo.photos.length, deleted: false } : null;
    const item: ThreadItem = {
      id: `local-${localCounter}`,
      senderId: me,
      receiverId: partner.id,
      content: content || null,
      isRead: false,
      at: "",
      status: "sending",
      product: subject && "product" in subject ? subject.product : null,
      subject,
      // Shown from the local upload until the stored message brings its shape and preview.
      photos: photos.map((url) => ({ url, thumbnailUrl: url, width: 1, height: 1, preview: null })),
      replyTo: quoted,
      reactions: [],
      deleted: false,
      shared: null,
    };
    setItems((current) => [...current, item]);
    setReplyTo(null);
    void deliver(item, subject);
  }

  function retry(item: ThreadItem) {
    setItems((current) => current.map((other) => (other.id === item.id ? { ...other, status: "sending" } : other)));
    void deliver({ ...item, status: "sending" }, item.subject ?? null);
  }

  async function react(item: ThreadItem, emoji: string) {
    const result = await reactAction({ id: item.id, emoji });
    if (result.ok) setItems((current) => withReactions(current, item.id, result.data.reactions));
    else toast.error(t("actionFailed"));
  }

  async function unsend(item: ThreadItem) {
    if (!window.confirm(t("unsendConfirm"))) return;
    const result = await unsendMessageAction({ id: item.id });
    if (result.ok) setItems((current) => markUnsent(current, item.id));
    else toast.error(result.error.message === "messages.errors.unsendExpired" ? t("errors.unsendExpired") : t("actionFailed"));
  }

  function jump(id: string) {
    const target = document.getElementById(`message-${id}`);
    if (!target) return;
    target.scrollIntoView({ block: "center", behavior: "smooth" });
    target.classList.add("animate-pulse");
    setTimeout(() => target.classList.remove("animate-pulse"), 1500);
  }

  async function loadOlder() {
    const result = await loadThreadAction({ with: partner.id, before: olderCursor });
    if (!result.ok) return console.error("Older messages failed", result.error.code);
    setItems((current) => mergeMessages(current, result.data.messages));
    setOlderCursor(result.data.olderCursor);
  }

  async function block() {
    if (!window.confirm(t("blockConfirm", { name: partner.fullName }))) return;
    const result = await blockConversationAction({ with: partner.id });
    if (!result.ok) return toast.error(t("actionFailed"));
    toast.success(t("blocked"));
    router.push("/messages");
    router.refresh();
  }

  async function report() {
    const result = await reportConversationAction({ with: partner.id, reason: "inappropriate" });
    if (result.ok) toast.success(t("reported"));
    else toast.error(result.error.message === "messages.errors.alreadyReported" ? t("errors.alreadyReported") : t("actionFailed"));
  }

  const time = (at: string) => clockTime(locale, at);

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t("threadWith", { name: partner.fullName })} data-testid="chat-thread">
      <header className="flex items-center gap-3 border-b border-brand-100 bg-white/80 px-3 py-2">
        <Link href="/messages" className="grid h-9 w-9 place-items-center rounded-full hover:bg-brand-50 md:hidden" aria-label={t("back")} data-testid="chat-back">
          <Icon name="arrow-left" className="h-5 w-5" />
        </Link>
        <Link href={`/u/${partner.username}`} className="relative">
          <UserAvatar url={partner.avatarUrl} name={partner.fullName} size={40} />
          <span aria-hidden className={`absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-white ${online ? "bg-leaf-500" : "bg-stone-300"}`} />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold">{partner.fullName}</p>
          <p className="text-xs text-stone-600" data-testid="chat-status" suppressHydrationWarning>
            {typing
              ? t("typing")
              : online
              ? t("online")
              : partner.lastSeenAt
                ? `${t("offline")} · ${t("lastSeen", { time: timeAgo(locale, partner.lastSeenAt) })}`
                : t("offline")}
          </p>
        </div>
        <button type="button" onClick={report} className="grid h-9 w-9 place-items-center rounded-full hover:bg-brand-50" title={t("report")}>
          <Icon name="flag" className="h-4 w-4" />
          <span className="sr-only">{t("report")}</span>
        </button>
        <button type="button" onClick={block} className="grid h-9 w-9 place-items-center rounded-full hover:bg-brand-50" title={t("block")}>
          <Icon name="shield-ban" className="h-4 w-4" />
          <span className="sr-only">{t("block")}</span>
        </button>
      </header>

      {about && "lostCaseId" in about ? (
        <div className="flex items-center gap-3 border-b border-brand-100 bg-brand-50 px-3 py-2" data-testid="lost-subject">
          <Link href={`/lost/${about.lostCaseId}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl hover:underline">
            <ProductThumb image={about.photo} />
            <span className="min-w-0">
              <span className="block text-xs font-semibold text-stone-600">{t("lostAbout")}</span>
              <span className="block truncate font-bold">{about.title}</span>
            </span>
          </Link>
        </div>
      ) : about ? (
        <div className="flex items-center gap-3 border-b border-brand-100 bg-brand-50 px-3 py-2" data-testid="inquiry-subject">
          {about.product ? (
            <Link href={`/product/${about.product.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl hover:underline">
              <Thumb image={about.product.image} large />
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-stone-600">{t("inquiryAbout", { store: about.storeName })}</span>
                <span className="block truncate font-bold">{about.product.name}</span>
              </span>
            </Link>
          ) : (
            <Link href={`/store/${about.storeId}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl hover:underline">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-white text-brand-600">
                <Icon name="store" className="h-6 w-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-stone-600">{t("inquiryStore")}</span>
                <span className="block truncate font-bold">{about.storeName}</span>
              </span>
            </Link>
          )}
        </div>
      ) : null}

      <div className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-cream/60 px-3 py-4" data-testid="chat-messages">
        {olderCursor ? (
          <div className="text-center">
            <button type="button" onClick={loadOlder} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm">
              {t("loadOlder")}
            </button>
          </div>
        ) : null}
        {items.length === 0 ? <p className="py-10 text-center text-stone-600">{t("noMessages")}</p> : null}
        {items.map((item, index) => {
          const day = dayOf(item.at);
          const newDay = day !== "" && day !== dayOf(items[index - 1]?.at ?? "");
          return (
            <Fragment key={item.id}>
              {newDay ? (
                <p className="py-1 text-center" data-testid="date-separator">
                  <span className="rounded-full bg-white/90 px-3 py-0.5 text-xs font-semibold text-stone-600 shadow-sm" suppressHydrationWarning>
                    {dayLabel(locale, item.at)}
                  </span>
                </p>
              ) : null}
              {item.id === firstUnread ? (
                <p className="flex items-center gap-2 py-1 text-xs font-bold text-brand-700" data-testid="new-messages-marker">
                  <span className="h-px flex-1 bg-brand-300" />
                  {t("newMessages")}
                  <span className="h-px flex-1 bg-brand-300" />
                </p>
              ) : null}
              <MessageBubble
                item={item}
                me={me}
                partnerName={partner.fullName}
                time={time(item.at)}
                onReply={() => setReplyTo(item)}
                onReact={(emoji) => void react(item, emoji)}
                onUnsend={() => void unsend(item)}
                onRetry={() => retry(item)}
                onJump={jump}
              />
            </Fragment>
          );
        })}
        {typing ? (
          <p className="flex items-center gap-2 text-sm text-stone-600 italic" data-testid="typing-indicator" aria-live="polite">
            <span className="inline-flex gap-0.5" aria-hidden>
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-stone-400" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-stone-400 [animation-delay:150ms]" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-stone-400 [animation-delay:300ms]" />
            </span>
            {t("typing")}
          </p>
        ) : null}
        <div ref={bottom} />
      </div>

      {canSend ? (
        <Composer partnerId={partner.id} typingPass={typingPass} me={me} partnerName={partner.fullName} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSend={send} />
      ) : (
        <p className="border-t border-brand-100 bg-white px-4 py-3 text-sm text-stone-600">{t("cannotSend")}</p>
      )}
    </section>
  );
}

/** A product's first photo in the inquiry's strip and card (uploaded media is served as-is). */
function ProductThumb({ image, small = false }: { image: string | null; small?: boolean }) {
  const size = small ? "h-10 w-10" : "h-12 w-12";
  return image ? (
    // eslint-disable-next-line @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized).
    <img src={image} alt="" width={small ? 40 : 48} height={small ? 40 : 48} className={`${size} shrink-0 rounded-xl object-cover`} />
  ) : (
    <span className={`${size} grid shrink-0 place-items-center rounded-xl bg-white text-xl`} aria-hidden>
      🐾
    </span>
  );
}

/** What the first message of a thread opened from another page carries: its product, store or lost & found case. */
function aboutFields(subject: ChatSubject | null): { productId?: string; storeId?: string; lostCaseId?: string } {
  if (!subject) return {};
  if ("lostCaseId" in subject) return { lostCaseId: subject.lostCaseId };
  return subject.product ? { productId: subject.product.id } : { storeId: subject.storeId };
}
