"use client";
// The keys of a text field that suggests (an autocomplete listbox under the field, focus kept in the
// field): arrow keys move the active option, Enter picks it, Escape closes the list. The field points at
// the active option with aria-activedescendant, so a screen reader reads it as it moves.
import { useState, type KeyboardEvent } from "react";

type Options = {
  /** The options the list shows; a new list starts again from `first`. */
  options: readonly unknown[];
  open: boolean;
  pick: (index: number) => void;
  dismiss: () => void;
  /** Where the active option starts: 0 picks the first on Enter; -1 lets Enter submit the form until an arrow is pressed. */
  first: 0 | -1;
  /** Tab picks too (the mention boxes, where Tab completes like in a chat). */
  tabPicks?: boolean;
};

export function useListboxKeys({ options, open, pick, dismiss, first, tabPicks = false }: Options) {
  const [active, setActive] = useState<number>(first);
  // Adjusted while rendering (React's pattern for state derived from a prop), so the new list's first
  // paint already shows the right option active.
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActive(first);
  }
  const count = open ? options.length : 0;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if ((event.key === "Enter" || (tabPicks && event.key === "Tab")) && active >= 0 && active < count) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape") {
      // The list closes, not the dialog or page around the field.
      event.preventDefault();
      event.stopPropagation();
      dismiss();
    }
  }

  return { active, onKeyDown };
}
