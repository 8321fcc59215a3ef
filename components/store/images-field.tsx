"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Icon } from "@/components/icons/icon";
import { useImageUploads } from "@/components/media/use-image-uploads";
import { FieldError } from "@/components/ui/field";
import { acceptAttribute, MAX_IMAGE_BYTES, type UploadFolder } from "@/lib/media/limits";

type Props = {
  label: string;
  folder: Extract<UploadFolder, "products" | "stores" | "reviews" | "guides">;
  max: number;
  images: string[];
  /** Takes an update of the current list: uploads finish after other changes may have happened. */
  onChange: (update: (images: string[]) => string[]) => void;
  /** Keeps the form's submit button disabled while files are on their way. */
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  /** Wide tiles for a banner. */
  wide?: boolean;
};

/** Images uploaded one by one through /api/uploads with progress; removable, reorderable, the first is the main one. */
export function ImagesField({ label, folder, max, images, onChange, onUploadingChange, error, wide = false }: Props) {
  const t = useTranslations("storeManage.images");
  const { uploading, free, inputRef, pick, move, remove } = useImageUploads({
    folder,
    max,
    images,
    onChange,
    onUploadingChange,
    tooManyMessage: t("tooMany", { max }),
  });
  const hintId = useId();

  const tile = `relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100 ${wide ? "aspect-[3/1]" : "aspect-square"}`;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-bold text-ink">{label}</legend>
      <p id={hintId} className="text-sm text-muted">
        {max === 1
          ? t("hintOne", { mb: Math.round(MAX_IMAGE_BYTES / 1024 / 1024) })
          : t("hint", { max, mb: Math.round(MAX_IMAGE_BYTES / 1024 / 1024) })}
      </p>
      <ul
        className={`grid gap-2 sm:gap-3 ${wide ? "grid-cols-1" : max === 1 ? "grid-cols-[8rem]" : "grid-cols-3 sm:grid-cols-4"}`}
      >
        {images.map((url, index) => (
          <li key={url} className={tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are */}
            <img
              src={url}
              alt={t("alt", { index: index + 1 })}
              width={200}
              height={200}
              className="h-full w-full object-cover"
            />
            {max > 1 && index === 0 ? (
              <span className="absolute left-1.5 top-1.5 rounded-full bg-white/90 px-2 py-0.5 text-xs font-extrabold text-brand-700 shadow-sm">
                {t("main")}
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => remove(url)}
              className="absolute right-1.5 top-1.5 grid h-8 w-8 place-items-center rounded-full bg-night/70 text-snow hover:bg-night"
              aria-label={t("remove", { index: index + 1 })}
            >
              <Icon name="x" className="h-4 w-4" />
            </button>
            {max > 1 ? (
              <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t("moveLeft", { index: index + 1 })}
                  className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-ink shadow-sm disabled:invisible"
                >
                  <Icon name="chevron-left" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t("moveRight", { index: index + 1 })}
                  className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-ink shadow-sm disabled:invisible"
                >
                  <Icon name="chevron-right" className="h-4 w-4" />
                </button>
              </div>
            ) : null}
          </li>
        ))}
        {uploading.map((item) => (
          <li key={item.id} className={tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
            <img src={item.preview} alt="" width={200} height={200} className="h-full w-full object-cover opacity-50" />
            <span
              role="status"
              className="absolute inset-0 grid place-items-center text-xs font-extrabold text-brand-700"
            >
              {t("uploading", { percent: Math.round(item.progress * 100) })}
            </span>
            <div className="absolute inset-x-0 bottom-0 h-1.5 bg-brand-100">
              <div
                className="h-full bg-brand-500 transition-[width]"
                style={{ width: `${Math.round(item.progress * 100)}%` }}
              />
            </div>
          </li>
        ))}
        {free > 0 ? (
          <li className={wide ? "aspect-[3/1]" : "aspect-square"}>
            <label className="relative flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-brand-200 bg-white p-2 text-center text-sm font-bold text-brand-700 transition hover:border-brand-400 hover:bg-brand-50 focus-within:ring-4 focus-within:ring-brand-100">
              <Icon name="image-plus" className="h-7 w-7" />
              {t("add")}
              <input
                ref={inputRef}
                type="file"
                accept={acceptAttribute.image}
                multiple={max > 1}
                className="sr-only"
                data-testid={`${folder}-file`}
                onChange={(event) => void pick(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <FieldError error={error} />
    </fieldset>
  );
}
