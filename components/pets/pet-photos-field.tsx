"use client";

import { useTranslations } from "next-intl";
import { useImageUploads } from "@/components/media/use-image-uploads";
import { FieldError } from "@/components/ui/field";
import { acceptAttribute, MAX_IMAGE_BYTES, type UploadFolder } from "@/lib/media/limits";
import { PET_LIMITS } from "@/lib/pets/fields";
import { Icon } from "@/components/icons/icon";

type Props = {
  photos: string[];
  /** Takes an update of the current list: uploads finish after other changes may have happened. */
  onChange: (update: (photos: string[]) => string[]) => void;
  /** Tells the form to keep its submit button disabled while files are still on their way. */
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  /** Where the uploads go: a pet's photos, or a lost & found case's (which shares this picker). */
  folder?: UploadFolder;
  /** The field's title, when the photos are not of one's own pet (a found animal's). */
  legend?: string;
};

/** Up to six photos, uploaded one by one with progress; removable and reorderable, the first is the main one. */
export function PetPhotosField({ photos, onChange, onUploadingChange, error, folder = "pets", legend }: Props) {
  const t = useTranslations("pets.form");
  const tRoot = useTranslations();
  const { uploading, free, inputRef, pick, move, remove } = useImageUploads({
    folder,
    max: PET_LIMITS.photosMax,
    images: photos,
    onChange,
    onUploadingChange,
    tooManyMessage: tRoot("pets.errors.tooManyPhotos"),
  });

  const limitText = t("photosHint", { max: PET_LIMITS.photosMax, mb: Math.round(MAX_IMAGE_BYTES / 1024 / 1024) });

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="photos-hint">
      <legend className="text-sm font-bold text-ink">{legend ?? t("photos")}</legend>
      <p id="photos-hint" className="text-sm text-muted">
        {limitText}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="pet-photos">
        {photos.map((url, index) => (
          <li
            key={url}
            className="group relative aspect-square overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are */}
            <img
              src={url}
              alt={t("photoAlt", { index: index + 1 })}
              width={200}
              height={200}
              className="h-full w-full object-cover"
            />
            {index === 0 ? (
              <span className="absolute left-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-white/90 px-1.5 py-1 text-xs font-extrabold text-brand-700 shadow-sm sm:px-2 sm:py-0.5">
                <Icon name="star" className="h-3 w-3 fill-current" />
                {/* Tiles are narrow on phones: the star alone there, so the remove button stays clear. */}
                <span className="sr-only sm:not-sr-only">{t("mainPhoto")}</span>
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => remove(url)}
              className="absolute right-1.5 top-1.5 grid h-8 w-8 place-items-center rounded-full bg-night/70 text-snow hover:bg-night"
            >
              <Icon name="x" className="h-4 w-4" />
              <span className="sr-only">{t("removePhoto", { index: index + 1 })}</span>
            </button>
            <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-ink shadow-sm disabled:invisible"
              >
                <Icon name="chevron-left" className="h-4 w-4" />
                <span className="sr-only">{t("movePhotoLeft", { index: index + 1 })}</span>
              </button>
              <button
                type="button"
                disabled={index === photos.length - 1}
                onClick={() => move(index, 1)}
                className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-ink shadow-sm disabled:invisible"
              >
                <Icon name="chevron-right" className="h-4 w-4" />
                <span className="sr-only">{t("movePhotoRight", { index: index + 1 })}</span>
              </button>
            </div>
          </li>
        ))}
        {uploading.map((item) => (
          <li
            key={item.id}
            className="relative aspect-square overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
            <img src={item.preview} alt="" width={200} height={200} className="h-full w-full object-cover opacity-50" />
            <div className="absolute inset-0 grid place-items-center">
              <span
                className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-extrabold text-brand-700"
                role="status"
              >
                <Icon name="loader-circle" className="h-3.5 w-3.5 animate-spin" />
                {t("uploading", { percent: Math.round(item.progress * 100) })}
              </span>
            </div>
            <div className="absolute inset-x-0 bottom-0 h-1.5 bg-brand-100">
              <div
                className="h-full bg-brand-500 transition-[width]"
                style={{ width: `${Math.round(item.progress * 100)}%` }}
              />
            </div>
          </li>
        ))}
        {free > 0 ? (
          <li className="aspect-square">
            <label className="relative flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-brand-200 bg-white text-center text-sm font-bold text-brand-700 transition hover:border-brand-400 hover:bg-brand-50 focus-within:ring-4 focus-within:ring-brand-100">
              <Icon name="image-plus" className="h-7 w-7" />
              {t("addPhotos")}
              <input
                ref={inputRef}
                type="file"
                accept={acceptAttribute.image}
                multiple
                className="sr-only"
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
