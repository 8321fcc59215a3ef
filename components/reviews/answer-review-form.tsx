"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { answerReviewAction } from "@/lib/reviews/actions";
import { ANSWER_MAX_LENGTH } from "@/lib/reviews/limits";

/** The seller's one answer to a review, on their dashboard. */
export function AnswerReviewForm({ reviewId }: { reviewId: string }) {
  const t = useTranslations("reviews.answer");
  const tRoot = useTranslations();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [answer, setAnswer] = useState("");
  const [pending, startTransition] = useTransition();

  function submit() {
    startTransition(async () => {
      const result = await answerReviewAction({ reviewId, answer });
      if (!result.ok) {
        errors.show(splitActionError(result.error, ["answer"]));
        return;
      }
      errors.clear();
      toast.success(t("done"));
      router.refresh();
    });
  }

  const fieldError = errors.field("answer");
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextAreaField
        id={`answer-${reviewId}`}
        label={t("label")}
        name="answer"
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value);
          errors.dismiss("answer");
        }}
        maxLength={ANSWER_MAX_LENGTH}
        rows={3}
        hint={t("hint")}
        error={fieldError ? tRoot(fieldError) : undefined}
      />
      {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
      <Button type="submit" size="sm" disabled={pending} className="self-end" data-testid="answer-submit">
        {t("submit")}
      </Button>
    </form>
  );
}
