"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { ImagesField } from "@/components/store/images-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { createReviewAction, editReviewAction } from "@/lib/reviews/actions";
import { MAX_REVIEW_PHOTOS, REVIEW_MAX_LENGTH } from "@/lib/reviews/limits";
import { Icon } from "@/components/icons/icon";

type Props = {
  /** What is reviewed, as the buyer sees it: the product's or the store's name. */
  name: string;
  orderId: string;
  /** null: the order's store. */
  productId: string | null;
  /** The buyer's review of it, to edit; absent for a new one. */
  existing?: { id: string; rating: number; body: string; photos: string[] };
};

const SHOWN = ["rating", "body", "photos"] as const;

/** /orders' "Escribir reseña" / "Editar reseña": stars, text and up to 3 photos in a dialog. */
export function ReviewFormDialog({ name, orderId, productId, existing }: Props) {
  const t = useTranslations("reviews");
  const tRoot = useTranslations();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [body, setBody] = useState(existing?.body ?? "");
  const [photos, setPhotos] = useState<string[]>(existing?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();

  function submit() {
    startTransition(async () => {
      const input = { rating, body, photos };
      const result = existing
        ? await editReviewAction({ reviewId: existing.id, ...input })
        : await createReviewAction({ orderId, productId, ...input });
      if (!result.ok) {
        errors.show(splitActionError(result.error, SHOWN));
        return;
      }
      errors.clear();
      toast.success(existing ? t("form.saved") : t("form.published"));
      setOpen(false);
      router.refresh();
    });
  }

  const ratingError = errors.field("rating");
  return (
    <>
      <Button
        variant={existing ? "secondary" : "primary"}
        size="sm"
        onClick={() => setOpen(true)}
        data-testid={existing ? "edit-review" : "write-review"}
      >
        <Icon name="star" className="h-4 w-4" />
        {existing ? t("edit") : t("write")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={existing ? t("form.titleEdit", { name }) : t("form.titleNew", { name })}
        description={t("form.description")}
        closeLabel={t("form.close")}
      >
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-bold text-ink">{t("form.rating")}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((star) => (
                <label
                  key={star}
                  className="cursor-pointer rounded-full p-1 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={star}
                    checked={rating === star}
                    onChange={() => setRating(star)}
                    className="sr-only"
                    data-invalid={star === 1 && ratingError ? "true" : undefined}
                    aria-describedby={ratingError ? "review-rating-error" : undefined}
                  />
                  <span className="sr-only">{t("form.star", { count: star })}</span>
                  <Icon
                    name="star"
                    className={`h-8 w-8 ${star <= rating ? "fill-amber-400 text-amber-500" : "fill-transparent text-stone-300"}`}
                  />
                </label>
              ))}
            </div>
            {ratingError ? (
              <p id="review-rating-error" role="alert" className="text-sm font-semibold text-red-700">
                {tRoot(ratingError)}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            id={`review-body-${productId ?? orderId}`}
            label={t("form.body")}
            name="body"
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              errors.dismiss("body");
            }}
            maxLength={REVIEW_MAX_LENGTH}
            rows={5}
            error={errors.field("body") ? tRoot(errors.field("body")!) : undefined}
            count={`${body.length}/${REVIEW_MAX_LENGTH}`}
            hint={t("form.editHint")}
          />
          <ImagesField
            label={t("form.photos")}
            folder="reviews"
            max={MAX_REVIEW_PHOTOS}
            images={photos}
            onChange={(update) => setPhotos(update)}
            onUploadingChange={setUploading}
            error={errors.field("photos") ? tRoot(errors.field("photos")!) : undefined}
          />
          {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={pending || uploading} data-testid="review-submit">
              {existing ? t("form.save") : t("form.submit")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
