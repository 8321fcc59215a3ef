"use client";
// @mention autocomplete for the post and comment boxes: typing "@an" lists the people it may mean
// (people you follow first), arrow keys move, Enter or Tab picks, Escape closes; the pick replaces
// "@an" with "@ana_garcia ". The field stays a plain textbox (aria-autocomplete="list" with an
// active descendant), so it reads and types as before.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { useListboxKeys } from "@/components/ui/use-listbox-keys";
import { searchMentionsAction } from "@/lib/social/actions";
import type { MentionSuggestion } from "@/lib/social/mentions";
import { Avatar } from "./avatar";

type Field = HTMLTextAreaElement | HTMLInputElement;
type Query = { start: number; prefix: string };

// "@" at the start or after a space or punctuation (not inside an e-mail address), then the prefix, up to the caret.
const TYPING_MENTION = /(?:^|[^\p{L}\p{N}_.@])@([A-Za-z0-9_]{1,20})$/u;
const DEBOUNCE_MS = 120;

function queryAt(field: Field): Query | null {
  const caret = field.selectionStart ?? field.value.length;
  const match = TYPING_MENTION.exec(field.value.slice(0, caret));
  return match ? { start: caret - match[1]!.length - 1, prefix: match[1]! } : null;
}

export function useMentions(
  ref: RefObject<Field | null>,
  value: string,
  setValue: (next: string) => void,
  label: string,
) {
  const listId = useId();
  const [query, setQuery] = useState<Query | null>(null);
  const [options, setOptions] = useState<MentionSuggestion[]>([]);
  // Where the caret goes once a pick's new text is in the field. Placed in a layout effect, right when
  // React writes the value and before the browser handles the next key: a later frame (it was a
  // requestAnimationFrame) could land after the next keys were typed and move the caret back into the
  // middle of them, so "@lucia por el parque" came out as "@lucia r el parquepo".
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const field = ref.current;
    if (caret === null || !field || field.value !== value) return;
    pendingCaret.current = null;
    if (document.activeElement !== field) field.focus();
    field.setSelectionRange(caret, caret);
  }, [ref, value]);

  const prefix = query?.prefix ?? null;
  useEffect(() => {
    if (prefix === null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void searchMentionsAction({ prefix }).then((result) => {
        if (cancelled) return;
        setOptions(result.ok ? result.data : []);
      });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [prefix]);

  const open = query !== null && options.length > 0;

  function close() {
    setQuery(null);
    setOptions([]);
  }

  // The mention closed with Escape stays closed until the text under the caret changes. Escape's own
  // keyup (and a click in the field) finds the same "@car" and would open the list again a moment later.
  const dismissed = useRef<string | null>(null);
  const mentionKey = (mention: Query) => `${mention.start}:${mention.prefix}`;

  function track(event: SyntheticEvent<Field>) {
    const next = queryAt(event.currentTarget);
    if (!next) dismissed.current = null;
    if (!next || mentionKey(next) === dismissed.current) return close();
    dismissed.current = null;
    setQuery(next);
  }

  function choose(option: MentionSuggestion) {
    if (!query) return;
    const end = query.start + 1 + query.prefix.length;
    const inserted = `@${option.username} `;
    setValue(value.slice(0, query.start) + inserted + value.slice(end));
    close();
    pendingCaret.current = query.start + inserted.length;
  }

  const keys = useListboxKeys({
    options,
    open,
    pick: (index) => choose(options[index]!),
    dismiss: () => {
      if (query) dismissed.current = mentionKey(query);
      close();
    },
    first: 0,
    tabPicks: true,
  });
  const active = keys.active;

  const optionId = (index: number) => `${listId}-${index}`;
  const fieldProps = {
    onKeyDown: keys.onKeyDown,
    onKeyUp: track,
    onClick: track,
    onBlur: close,
    "aria-autocomplete": "list" as const,
    "aria-controls": open ? listId : undefined,
    "aria-activedescendant": open ? optionId(active) : undefined,
  };

  const list = open ? (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      data-testid="mention-suggestions"
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-auto rounded-2xl bg-white p-1 shadow-lg ring-1 ring-brand-100"
    >
      {options.map((option, index) => (
        <li
          key={option.username}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Keep the focus in the field: the pick happens on mouse down, before any blur.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(option);
          }}
          className={`flex cursor-pointer items-center gap-2 rounded-xl px-2 py-1.5 text-sm ${index === active ? "bg-brand-50" : ""}`}
        >
          <Avatar name={option.fullName} url={option.avatarUrl} size={32} />
          <span className="min-w-0">
            <span className="block truncate font-bold text-ink">{option.fullName}</span>
            <span className="block truncate text-xs text-muted">@{option.username}</span>
          </span>
        </li>
      ))}
    </ul>
  ) : null;

  /** The field's onChange must call this too, so typing opens and narrows the list. */
  return { fieldProps, list, track };
}
