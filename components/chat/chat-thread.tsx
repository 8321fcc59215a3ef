"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { UserAvatar } from "@/components/ui/user-avatar";
import { toast } from "@/components/ui/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { blockConversationAction, catchUpAction, loadThreadAction, markReadAction, reportConversationAction, sendMessageAction } from "@/lib/messages/actions";
import { MESSAGE_EVENT, READ_EVENT, type ChatMessage } from "@/lib/realtime/events";
import { MESSAGE_MAX_LENGTH } from "@/lib/messages/schemas";
import type { ChatSubject } from "@/lib/realtime/events";
import type { ChatPartner } from "@/lib/messages/partners";
import type { Cursor } from "@/lib/paging/cursor";
import type { RealtimeSnapshot } from "@/lib/realtime/browser";
import { useRealtimeEvent } from "@/lib/realtime/use-realtime";
import { clockTime, timeAgo } from "./chat-time";
import { lastStoredId, mergeEvent, mergeMessages, type ThreadItem } from "./merge-messages";
import { useCatchUp } from "./use-chat-realtime";
import { Icon } from "@/components/icons/icon";

type Props = {
  me: string;
  partner: ChatPartner;
  initial: ChatMessage[];
  olderCursor: Cursor | null;
  realtime: RealtimeSnapshot;
  /** Opened from a product or store page: what the buyer is asking the store's owner about. */
  about?: ChatSubject | null;
};

let localCounter = 0;

export function ChatThread({ me, partner, initial, olderCursor: initialCursor, realtime, about = null }: Props) {
  const t = useTranslations("messages");
  const locale = useLocale();
  const router = useRouter();
  const [items, setItems] = useState<ThreadItem[]>(() => mergeMessages([], initial));
  const [olderCursor, setOlderCursor] = useState(initialCursor);
  const [draft, setDraft] = useState("");
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

  useRealtimeEvent(MESSAGE_EVENT, (payload) => {
    const message = payload as ChatMessage;
    const ours = (message.senderId === me && message.receiverId === partner.id) || (message.senderId === partner.id && message.receiverId === me);
    if (!ours) return;
    setItems((current) => mergeEvent(current, message, me));
    if (message.senderId === partner.id) markRead();
  });
  useRealtimeEvent(READ_EVENT, (payload) => {
    if ((payload as { by?: string }).by !== partner.id) return;
    setItems((current) => current.map((item) => (item.senderId === me && item.status === "stored" ? { ...item, isRead: true } : item)));
  });

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [items.length]);

  async function deliver(item: ThreadItem, subject: ChatSubject | null) {
    const result = await sendMessageAction({ to: partner.id, content: item.content, ...aboutFields(subject) });
    if (result.ok && subject) setAsking(false);
    setItems((current) => {
      const without = current.filter((other) => other.id !== item.id);
      if (result.ok) return mergeMessages(without, [result.data]);
      // Spec §8: message errors are logged, not shown; the bubble says "not sent" with a retry.
      console.error("Message not sent", result.error.code);
      return current.map((other) => (other.id === item.id ? { ...other, status: "failed" } : other));
    });
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    const content = draft.trim();
    if (!content) return;
    localCounter += 1;
    const subject = asking ? about : null;
    const item: ThreadItem = { id: `local-${localCounter}`, senderId: me, receiverId: partner.id, content, isRead: false, at: "", status: "sending", product: subject && "product" in subject ? subject.product : null, subject };
    setItems((current) => [...current, item]);
    setDraft("");
    void deliver(item, subject);
  }

  function retry(item: ThreadItem) {
    setItems((current) => current.map((other) => (other.id === item.id ? { ...other, status: "sending" } : other)));
    void deliver({ ...item, status: "sending" }, item.subject ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
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
            {online
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
              <ProductThumb image={about.product.image} />
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
        {items.map((item) => {
          const mine = item.senderId === me;
          return (
            <div key={item.id} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
              <div
                data-testid="chat-bubble"
                data-status={item.status}
                className={`max-w-[80%] rounded-2xl px-3 py-2 shadow-sm ${mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-white text-stone-900"} ${item.status === "failed" ? "opacity-70" : ""}`}
              >
                {item.product ? (
                  <Link
                    href={`/product/${item.product.id}`}
                    data-testid="message-product"
                    className={`mb-2 flex items-center gap-2 rounded-xl p-1.5 ${mine ? "bg-white/15 hover:bg-white/25" : "bg-brand-50 hover:bg-brand-100"}`}
                  >
                    <ProductThumb image={item.product.image} small />
                    <span className="min-w-0 text-sm">
                      <span className={`block text-[11px] font-semibold ${mine ? "text-white/80" : "text-stone-600"}`}>{t("inquiryProduct")}</span>
                      <span className="block truncate font-bold">{item.product.name}</span>
                    </span>
                  </Link>
                ) : null}
                <p className="break-words whitespace-pre-wrap">{item.content}</p>
                <p className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${mine ? "text-white/80" : "text-stone-500"}`} suppressHydrationWarning>
                  {time(item.at)}
                  {mine && item.status === "stored" ? (
                    item.isRead ? (
                      <Icon name="check-check" label={t("read")} className="h-3.5 w-3.5" data-testid="read-receipt" />
                    ) : (
                      <Icon name="check" label={t("sent")} className="h-3.5 w-3.5" />
                    )
                  ) : null}
                  {item.status === "sending" ? <span>{t("sending")}</span> : null}
                </p>
                {item.status === "failed" ? (
                  <button type="button" onClick={() => retry(item)} className="mt-1 flex items-center gap-1 text-xs font-bold underline">
                    <Icon name="rotate-cw" className="h-3 w-3" /> {t("failed")} · {t("retry")}
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
        <div ref={bottom} />
      </div>

      {canSend ? (
        <form onSubmit={send} className="flex items-end gap-2 border-t border-brand-100 bg-white px-3 py-2">
          <label className="sr-only" htmlFor="chat-input">
            {t("placeholder")}
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={draft}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            className="max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-brand-100 px-3 py-2 focus:border-brand-400 focus:outline-none"
          />
          <button type="submit" disabled={!draft.trim()} className="grid h-10 w-10 place-items-center rounded-full bg-brand-600 text-white disabled:opacity-40" title={t("send")}>
            <Icon name="send" className="h-4 w-4" />
            <span className="sr-only">{t("send")}</span>
          </button>
        </form>
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
