"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { UserAvatar } from "@/components/ui/user-avatar";
import { messagePreviewKey } from "@/lib/format/message-preview";
import { Link } from "@/lib/i18n/navigation";
import type { Cursor } from "@/lib/paging/cursor";
import { loadConversationsAction } from "@/lib/messages/actions";
import { BADGES_EVENT, MESSAGE_EVENT, READ_EVENT, UNSENT_EVENT, type ChatMessage, type ChatSubject, type TypingPass } from "@/lib/realtime/events";
import type { ChatPartner } from "@/lib/messages/partners";
import type { ConversationPage } from "@/lib/messages/queries";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { useRealtime, useRealtimeEvent } from "@/lib/realtime/use-realtime";
import { ChatThread } from "./chat-thread";
import { clockTime } from "./chat-time";
import { useCatchUp } from "./use-chat-realtime";

type Props = {
  me: string;
  realtimeConfig: BrowserRealtimeConfig | null;
  search: string;
  conversations: ConversationPage;
  thread: { partner: ChatPartner; messages: ChatMessage[]; olderCursor: Cursor | null; typingPass: TypingPass | null } | null;
  /** `?with=` named someone the viewer cannot see. */
  threadMissing: boolean;
  /** `?product=` / `?store=`: the store inquiry this thread was opened for (decision 038). */
  about?: ChatSubject | null;
};

/** /messages: the list and the open thread side by side on desktop, one at a time on phones. */
export function ChatScreen({ me, realtimeConfig, search, conversations: initial, thread, threadMissing, about = null }: Props) {
  const t = useTranslations("messages");
  const locale = useLocale();
  const realtime = useRealtime(realtimeConfig, me);
  const [conversations, setConversations] = useState(initial);
  const open = thread?.partner.id ?? null;

  const refresh = useCallback(async () => {
    const result = await loadConversationsAction({ search: search || undefined });
    if (result.ok) setConversations(result.data);
    else console.error("Conversations failed", result.error.code);
  }, [search]);
  useCatchUp(realtime.state, () => void refresh());
  useRealtimeEvent(MESSAGE_EVENT, () => void refresh());
  useRealtimeEvent(BADGES_EVENT, () => void refresh());
  useRealtimeEvent(READ_EVENT, () => void refresh());
  // An unsent last message reads "Mensaje eliminado" in the list too.
  useRealtimeEvent(UNSENT_EVENT, () => void refresh());

  async function more() {
    const result = await loadConversationsAction({ search: search || undefined, cursor: conversations.nextCursor });
    if (result.ok) setConversations((current) => ({ items: [...current.items, ...result.data.items], nextCursor: result.data.nextCursor }));
  }

  const unread = conversations.items.reduce((sum, item) => sum + item.unread, 0);
  const showThread = Boolean(thread) || threadMissing;

  return (
    // The page's height is the window's rest under the header and reminder (app/globals.css, data-fills-window).
    <div data-fills-window className="mx-auto flex h-full max-w-5xl gap-0 md:gap-4 md:p-4">
      <aside className={`min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 ${showThread ? "hidden" : "flex"}`}>
        <div className="space-y-3 p-3 md:p-0">
          <h1 className="text-2xl font-black">{t("title")}</h1>
          <form role="search" action="" className="flex">
            <label htmlFor="chat-search" className="sr-only">
              {t("search")}
            </label>
            <input id="chat-search" name="q" defaultValue={search} placeholder={t("search")} className="w-full rounded-full border border-brand-100 bg-white px-4 py-2" />
          </form>
          <div className="flex items-center justify-between rounded-2xl bg-brand-50 px-4 py-3">
            <span className="text-sm font-semibold text-brand-800">{t("totalUnread")}</span>
            <span className="text-xl font-black text-brand-700" data-testid="chat-total-unread">
              {unread}
            </span>
          </div>
        </div>
        <ul className="mt-2 min-h-0 flex-1 divide-y divide-brand-50 overflow-y-auto rounded-2xl bg-white md:mt-3" data-testid="conversation-list">
          {conversations.items.length === 0 ? (
            <li className="p-6 text-center">
              <p className="font-bold">{t("empty")}</p>
              <p className="mt-1 text-sm text-stone-600">{t("emptyHint")}</p>
            </li>
          ) : null}
          {conversations.items.map((item) => {
            const online = realtime.online.has(item.partnerId);
            return (
              <li key={item.partnerId}>
                <Link
                  href={`/messages?with=${item.username}`}
                  data-testid={`conversation-${item.username}`}
                  aria-current={open === item.partnerId ? "page" : undefined}
                  className={`flex items-center gap-3 px-3 py-3 hover:bg-brand-50 ${open === item.partnerId ? "bg-brand-50" : ""}`}
                >
                  <span className="relative">
                    <UserAvatar url={item.avatarUrl} name={item.fullName} size={44} />
                    <span
                      data-testid="online-dot"
                      data-online={online}
                      aria-label={online ? t("online") : t("offline")}
                      className={`absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-white ${online ? "bg-leaf-500" : "bg-stone-300"}`}
                    />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-bold">{item.fullName}</span>
                      <span className="shrink-0 text-xs text-stone-500" suppressHydrationWarning>
                        {clockTime(locale, item.lastAt)}
                      </span>
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className={`truncate text-sm ${item.unread ? "font-semibold text-stone-900" : "text-stone-600"}`}>
                        {item.lastMine ? t("you") : ""}
                        {item.lastKind === "text" ? item.lastMessage : t(messagePreviewKey(item.lastKind))}
                      </span>
                      {item.unread ? (
                        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white" data-testid="conversation-unread">
                          {item.unread}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
          {conversations.nextCursor ? (
            <li className="p-3 text-center">
              <button type="button" onClick={more} className="text-sm font-semibold text-brand-700">
                {t("loadMore")}
              </button>
            </li>
          ) : null}
        </ul>
      </aside>
      {/* The page's one <main> is the app layout's; the conversation is a section of it. */}
      <section
        aria-label={thread ? thread.partner.fullName || thread.partner.username : t("pick")}
        data-testid="chat-pane"
        className={`min-h-0 flex-1 overflow-hidden bg-white md:rounded-2xl md:shadow-sm ${showThread ? "flex flex-col" : "hidden md:flex md:flex-col"}`}
      >
        {thread ? (
          <ChatThread key={thread.partner.id} me={me} partner={thread.partner} initial={thread.messages} olderCursor={thread.olderCursor} typingPass={thread.typingPass} realtime={realtime} about={about} />
        ) : (
          <div className="grid flex-1 place-items-center p-6 text-center text-stone-600">
            <div>
              <p className="text-4xl" aria-hidden>
                🐾
              </p>
              <p className="mt-2">{threadMissing ? t("unavailable") : t("pick")}</p>
              {threadMissing ? (
                <Link href="/messages" className="mt-3 inline-block font-semibold text-brand-700 md:hidden">
                  {t("back")}
                </Link>
              ) : null}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
