"use client";

import { Icon } from "@/components/icons/icon";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { useDismiss } from "@/components/ui/use-dismiss";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { localPath } from "@/lib/i18n/local-path";
import { FormAlert } from "@/components/ui/form-alert";
import { deletePostAction, editPostAction, reportPostAction } from "@/lib/posts/actions";
import { POST_MAX_LENGTH, REPORT_DETAILS_MAX_LENGTH, type ReportReason } from "@/lib/posts/limits";
import { ReportDialog } from "./report-dialog";
import { useMentions } from "./use-mentions";

export type PostMenuProps = {
  postId: string;
  isAuthor: boolean;
  canModerate: boolean;
  signedIn: boolean;
  /** The card's "…" button (server-rendered): its aria-expanded follows the popup. */
  button: HTMLElement;
  /** The box around the button: a press inside it does not dismiss the popup (the button toggles it). */
  container: HTMLElement;
  /** The popup closed without a dialog, or the dialog it opened closed: the controller unmounts this. */
  onDone: () => void;
  onDeleted: (postId: string) => void;
  /** The text the card shows now, which the author's edit starts from. */
  content: string;
  onEdited: (postId: string, content: string) => void;
};

const itemClasses =
  "flex w-full cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-bold outline-none hover:bg-brand-50 focus-visible:bg-brand-50";

/**
 * The "…" menu of a card, mounted by the list's controller on the first press of the button (and loaded
 * then: no page pays for it up front): copy link for all, edit for the author, delete for the author (and moderators), report
 * for everyone else; then the confirmation or the report dialog. A plain menu rather than Radix's (~20 kB).
 */
export function PostMenu({
  postId,
  isAuthor,
  canModerate,
  signedIn,
  button,
  container,
  onDone,
  onDeleted,
  content,
  onEdited,
}: PostMenuProps) {
  const t = useTranslations("posts");
  const locale = useLocale();
  const [step, setStep] = useState<"menu" | "delete" | "report" | "edit">("menu");
  const [deleting, startDeleting] = useTransition();
  const wrapper = useMemo(() => ({ current: container }), [container]);

  useDismiss(wrapper, step === "menu", onDone);
  useEffect(() => {
    button.setAttribute("aria-expanded", String(step === "menu"));
    return () => button.setAttribute("aria-expanded", "false");
  }, [button, step]);

  function copyLink() {
    const url = `${window.location.origin}${localPath(`/p/${postId}`, locale)}`;
    void navigator.clipboard?.writeText(url).then(() => toast.success(t("menu.linkCopied")));
    onDone();
  }

  function remove() {
    startDeleting(async () => {
      const result = await deletePostAction(postId);
      if (!result.ok) {
        toast.error(t("delete.error"));
        return;
      }
      toast.success(t("delete.success"));
      onDone();
      onDeleted(postId);
    });
  }

  return (
    <>
      {step === "menu" ? (
        <div
          role="menu"
          className="absolute right-0 top-full z-30 mt-1 min-w-48 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-brand-100"
        >
          <button type="button" role="menuitem" autoFocus className={itemClasses} onClick={copyLink}>
            <Icon name="link-2" className="h-4 w-4" />
            {t("menu.copyLink")}
          </button>
          {/* Only the author rewrites a post: staff remove posts, they never change what someone said. */}
          {isAuthor ? (
            <button
              type="button"
              role="menuitem"
              className={itemClasses}
              onClick={() => setStep("edit")}
              data-testid="post-menu-edit"
            >
              <Icon name="pencil" className="h-4 w-4" />
              {t("menu.edit")}
            </button>
          ) : null}
          {isAuthor || canModerate ? (
            <button
              type="button"
              role="menuitem"
              className={`${itemClasses} text-red-600`}
              onClick={() => setStep("delete")}
            >
              <Icon name="trash" className="h-4 w-4" />
              {t("menu.delete")}
            </button>
          ) : null}
          {!isAuthor && signedIn ? (
            <button type="button" role="menuitem" className={itemClasses} onClick={() => setStep("report")}>
              <Icon name="flag" className="h-4 w-4" />
              {t("menu.report")}
            </button>
          ) : null}
        </div>
      ) : null}

      <Dialog
        open={step === "delete"}
        onOpenChange={(open) => (open ? null : onDone())}
        title={t("delete.title")}
        description={t("delete.body")}
        closeLabel={t("delete.cancel")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onDone}>
            {t("delete.cancel")}
          </Button>
          <Button variant="danger" size="sm" disabled={deleting} onClick={remove}>
            {t("delete.confirm")}
          </Button>
        </div>
      </Dialog>

      {step === "report" ? <ReportPostDialog postId={postId} onClose={onDone} /> : null}
      {step === "edit" ? (
        <EditDialog
          postId={postId}
          initial={content}
          onClose={onDone}
          onSaved={(text) => {
            onEdited(postId, text);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}

/** The author's edit of the post's text; its photos or video stay as published. */
function EditDialog({
  postId,
  initial,
  onClose,
  onSaved,
}: {
  postId: string;
  initial: string;
  onClose: () => void;
  onSaved: (content: string) => void;
}) {
  const t = useTranslations("posts.edit");
  const tRoot = useTranslations();
  const [content, setContent] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentions(field, content, setContent, tRoot("feed.compose.mentionSuggestions"));
  const [saving, startSaving] = useTransition();
  const [problem, setProblem] = useState<string | null>(null);

  function save() {
    startSaving(async () => {
      const result = await editPostAction({ postId, content });
      if (!result.ok) {
        // A mistake in the text is said under it; a refusal (no longer there, not theirs) is a toast.
        const fieldKey = result.error.fields?.content;
        if (result.error.code === "validation") setProblem(fieldKey ?? result.error.message);
        else toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      toast.success(t("success"));
      onSaved(result.data.content);
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t("title")}
      description={t("description")}
      closeLabel={t("cancel")}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="relative flex flex-col gap-1.5">
          <label htmlFor={`edit-post-${postId}`} className="sr-only">
            {t("label")}
          </label>
          <textarea
            id={`edit-post-${postId}`}
            ref={field}
            value={content}
            {...mentions.fieldProps}
            onChange={(event) => {
              setContent(event.target.value);
              mentions.track(event);
            }}
            maxLength={POST_MAX_LENGTH}
            rows={5}
            data-testid="edit-post-content"
            className="resize-none rounded-2xl border border-brand-100 bg-cream px-4 py-3 text-base outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
          {mentions.list}
          <p className="self-end text-xs text-muted">
            {tRoot("feed.compose.characters", { count: content.length, max: POST_MAX_LENGTH })}
          </p>
        </div>
        {problem ? <FormAlert>{tRoot(problem)}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose} disabled={saving}>
            {t("cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={saving} data-testid="edit-post-save">
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReportPostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const t = useTranslations("posts.report");
  const tRoot = useTranslations();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [sending, startSending] = useTransition();
  const [detailsError, setDetailsError] = useState<string | null>(null);

  function submit() {
    if (!reason) return;
    startSending(async () => {
      const result = await reportPostAction({ postId, reason, details });
      if (!result.ok) {
        // A mistake in the words is said under them, not as a toast; a refusal is a toast.
        const fieldKey = result.error.fields?.details ?? result.error.fields?.reason;
        if (result.error.code === "validation" && fieldKey) setDetailsError(fieldKey);
        else toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      toast.success(t("success"));
      onClose();
    });
  }

  return (
    <ReportDialog
      title={t("title")}
      description={t("description")}
      submitLabel={t("submit")}
      reason={reason}
      onReasonChange={setReason}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        id={`report-details-${postId}`}
        label={t("detailsLabel")}
        name="details"
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        rows={3}
        error={detailsError ? tRoot(detailsError) : undefined}
      />
    </ReportDialog>
  );
}
