"use client";

import { Icon } from "@/components/icons/icon";
import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /** A bottom sheet on phones, a centred card from `sm` up. */
  className?: string;
};

/**
 * The app's modal: the native <dialog> (focus trap, Escape, inert page behind it, labelled by its
 * title) with the Patitas look. Radix Dialog did the same for ~15 kB more first-load JavaScript.
 */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children, className = "" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={`fixed inset-x-0 bottom-0 top-auto m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-5 text-ink shadow-2xl outline-none backdrop:bg-night/40 backdrop:backdrop-blur-[2px] sm:inset-0 sm:m-auto sm:h-fit sm:max-w-lg sm:rounded-3xl ${className}`}
    >
      {open ? (
        <>
          <div className="mb-4 flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-xl font-black text-ink">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
              aria-label={closeLabel}
            >
              <Icon name="x" className="h-5 w-5" />
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
