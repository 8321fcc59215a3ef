"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Icon } from "@/components/icons/icon";
import { useImageUploads } from "@/components/media/use-image-uploads";
import { acceptAttribute } from "@/lib/media/limits";
import { typingAction } from "@/lib/messages/actions";
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS } from "@/lib/messages/schemas";
import { TYPING_EVERY_MS, TYPING_SOCKET_EVENT, type TypingPass } from "@/lib/realtime/events";
import { sendOnRealtime } from "@/lib/realtime/use-realtime";
import type { ThreadItem } from "./merge-messages";

/** A pass this close to its end is not used: the server could see it expired. */
const PASS_MARGIN_MS = 5000;

/**
 * One typing signal: over the socket with the thread's pass (decision 081), or, with no pass, one that
 * ran out or no live socket, through typingAction, which relays it and hands out a new pass. Only a
 * signal: a refusal or a lost one costs nothing but the indicator.
 */
async function signalTyping(pass: { current: TypingPass | null }, partnerId: string, now: number) {
  const current = pass.current;
  if (current && current.exp - now > PASS_MARGIN_MS && (await sendOnRealtime(TYPING_SOCKET_EVENT, current))) return;
  const result = await typingAction({ to: partnerId });
  if (result.ok && result.data.pass) pass.current = result.data.pass;
}

type Props = {
  partnerId: string;
  /** The thread's pass for typing signals over the socket (decision 081); null: every signal goes through typingAction. */
  typingPass: TypingPass | null;
  me: string;
  partnerName: string;
  replyTo: ThreadItem | null;
  onCancelReply: () => void;
  onSend: (message: { content: string; photos: string[] }) => void;
};

/** The message being written: text, up to four photos (uploaded as they are picked), and what it answers. */
export function Composer({ partnerId, typingPass, me, partnerName, replyTo, onCancelReply, onSend }: Props) {
  const t = useTranslations("messages");
  const [draft, setDraft] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const pass = useRef(typingPass);
  const { uploading, free, inputRef, pick, remove } = useImageUploads({
    folder: "chat",
    max: MESSAGE_MAX_PHOTOS,
    images: photos,
    onChange: (update) => setPhotos(update),
    onUploadingChange: setBusy,
    tooManyMessage: t("errors.tooManyPhotos"),
  });
  const ready = !busy && (draft.trim().length > 0 || photos.length > 0);

  function typed(value: string) {
    setDraft(value);
    const now = Date.now();
    if (!value.trim() || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void signalTyping(pass, partnerId, now);
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!ready) return;
    onSend({ content: draft.trim(), photos });
    setDraft("");
    setPhotos([]);
    lastTyping.current = 0;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <form onSubmit={send} className="border-t border-brand-100 bg-white px-3 py-2" data-testid="chat-composer">
      {replyTo ? (
        <div className="mb-2 flex items-center gap-2 rounded-xl border-l-4 border-brand-400 bg-brand-50 px-2 py-1 text-sm" data-testid="reply-preview">
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-bold text-brand-700">{t("replyingTo", { name: replyTo.senderId === me ? t("quoteYou") : partnerName })}</span>
            <span className="block truncate text-stone-700">{replyTo.content || (replyTo.photos.length ? t("photo") : t("sharedLast"))}</span>
          </span>
          <button type="button" onClick={onCancelReply} className="grid h-7 w-7 place-items-center rounded-full hover:bg-white" aria-label={t("cancelReply")}>
            <Icon name="x" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      {photos.length || uploading.length ? (
        <ul className="mb-2 flex gap-2" data-testid="composer-photos">
          {photos.map((url) => (
            <li key={url} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- the sender's own upload, served by the media route. */}
              <img src={url} alt="" width={56} height={56} className="h-14 w-14 rounded-xl object-cover" />
              <button
                type="button"
                onClick={() => remove(url)}
                aria-label={t("removePhoto")}
                className="absolute -top-1.5 -right-1.5 grid h-5 w-5 place-items-center rounded-full bg-stone-800 text-white"
              >
                <Icon name="x" className="h-3 w-3" />
              </button>
            </li>
          ))}
          {uploading.map((entry) => (
            <li key={entry.id} className="relative h-14 w-14 overflow-hidden rounded-xl bg-brand-50">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview while it uploads. */}
              <img src={entry.preview} alt="" className="h-full w-full object-cover opacity-50" />
              <span className="absolute inset-x-0 bottom-0 h-1 bg-brand-600" style={{ width: `${Math.round(entry.progress * 100)}%` }} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <label className={`grid h-10 w-10 shrink-0 place-items-center rounded-full text-brand-700 hover:bg-brand-50 ${free > 0 ? "cursor-pointer" : "pointer-events-none opacity-40"}`} title={t("addPhotos")}>
          <Icon name="image-plus" className="h-5 w-5" />
          <span className="sr-only">{t("addPhotos")}</span>
          <input
            ref={inputRef}
            type="file"
            accept={acceptAttribute.image}
            multiple
            disabled={free <= 0}
            onChange={(event) => void pick(event.target.files)}
            className="sr-only"
            data-testid="chat-photo-input"
          />
        </label>
        <label className="sr-only" htmlFor="chat-input">
          {t("placeholder")}
        </label>
        <textarea
          id="chat-input"
          rows={1}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("placeholder")}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-brand-100 px-3 py-2 focus:border-brand-400 focus:outline-none"
        />
        <button type="submit" disabled={!ready} className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white disabled:opacity-40" title={t("send")}>
          <Icon name="send" className="h-4 w-4" />
          <span className="sr-only">{t("send")}</span>
        </button>
      </div>
    </form>
  );
}
