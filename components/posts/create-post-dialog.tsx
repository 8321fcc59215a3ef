"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Avatar } from "./avatar";

// The form, its uploads and its mention search load on the first click (or hover, focus, touch), not
// with the feed: a reader who never posts does not download them (~6 kB of /home's first load).
const loadForm = () => import("./create-post-form");
const CreatePostForm = lazy(() => loadForm().then((module) => ({ default: module.CreatePostForm })));

type Props = {
  /** Null until the home page's viewer part arrives: a placeholder circle instead of the picture. */
  user: { fullName: string; avatarUrl: string | null } | null;
  limits: { imageMb: number; videoMb: number };
  /** Puts the new post on the list (the home feed reloads its first page). */
  onPublished: () => void;
};

/** docs/product-spec.md §2: the "What is your pet up to?" box that opens the create-post dialog. */
export function CreatePostDialog({ user, limits, onPublished }: Props) {
  const t = useTranslations("feed.compose");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const warm = () => void loadForm();

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        className="flex w-full items-center gap-3 rounded-3xl bg-white p-3 text-left shadow-sm ring-1 ring-brand-100 transition hover:ring-brand-300"
        data-testid="create-post-open"
      >
        {user ? (
          <Avatar name={user.fullName} url={user.avatarUrl} />
        ) : (
          <span aria-hidden className="h-10 w-10 shrink-0 rounded-full bg-brand-100" />
        )}
        <span className="flex-1 text-muted">{t("open")}</span>
        <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="image-plus" className="h-5 w-5" />
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CreatePostForm open={open} onOpenChange={setOpen} limits={limits} onPublished={onPublished} />
        </Suspense>
      ) : null}
    </>
  );
}
