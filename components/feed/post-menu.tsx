"use client";

import { Flag, Link2, MoreHorizontal, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { AlertDialog, DropdownMenu } from "radix-ui";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { useRouter } from "@/lib/i18n/navigation";
import { deletePostAction, reportPostAction } from "@/lib/posts/actions";
import { REPORT_DETAILS_MAX_LENGTH, reportReasons, type ReportReason } from "@/lib/posts/limits";

type Props = { postId: string; isAuthor: boolean; canModerate: boolean; signedIn: boolean; onDeleted?: (postId: string) => void };

const itemClasses = "flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold outline-none data-[highlighted]:bg-brand-50";

/** The "…" menu: copy link for all, delete for the author (and moderators), report for everyone else. */
export function PostMenu({ postId, isAuthor, canModerate, signedIn, onDeleted }: Props) {
  const t = useTranslations("posts");
  const router = useRouter();
  const locale = useLocale();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleting, startDeleting] = useTransition();

  function copyLink() {
    // Spanish, the default language, has no prefix (localePrefix "as-needed").
    const url = `${window.location.origin}${locale === "es" ? "" : `/${locale}`}/p/${postId}`;
    void navigator.clipboard?.writeText(url).then(() => toast.success(t("menu.linkCopied")));
  }

  function remove() {
    startDeleting(async () => {
      const result = await deletePostAction(postId);
      if (!result.ok) {
        toast.error(t("delete.error"));
        return;
      }
      setConfirmDelete(false);
      toast.success(t("delete.success"));
      if (onDeleted) onDeleted(postId);
      else router.push("/home");
    });
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-muted hover:bg-brand-50 hover:text-ink" aria-label={t("menu.label")} data-testid="post-menu">
          <MoreHorizontal aria-hidden className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-40 min-w-48 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-brand-100">
            <DropdownMenu.Item className={itemClasses} onSelect={copyLink}>
              <Link2 aria-hidden className="h-4 w-4" />
              {t("menu.copyLink")}
            </DropdownMenu.Item>
            {isAuthor || canModerate ? (
              <DropdownMenu.Item className={`${itemClasses} text-red-600`} onSelect={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t("menu.delete")}
              </DropdownMenu.Item>
            ) : null}
            {!isAuthor && signedIn ? (
              <DropdownMenu.Item className={itemClasses} onSelect={() => setReporting(true)}>
                <Flag aria-hidden className="h-4 w-4" />
                {t("menu.report")}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <AlertDialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
            <AlertDialog.Title className="text-lg font-black">{t("delete.title")}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">{t("delete.body")}</AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("secondary", "sm")}>{t("delete.cancel")}</AlertDialog.Cancel>
              <Button
                variant="danger"
                size="sm"
                disabled={deleting}
                onClick={(event) => {
                  event.preventDefault();
                  remove();
                }}
              >
                {t("delete.confirm")}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>

      {reporting ? <ReportDialog postId={postId} onClose={() => setReporting(false)} /> : null}
    </>
  );
}

function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const t = useTranslations("posts.report");
  const tRoot = useTranslations();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [sending, startSending] = useTransition();

  function submit() {
    if (!reason) return;
    startSending(async () => {
      const result = await reportPostAction({ postId, reason, details });
      if (!result.ok) {
        toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      toast.success(t("success"));
      onClose();
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={t("title")} description={t("description")} closeLabel={t("cancel")}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-bold">{t("reasonLabel")}</legend>
          {reportReasons.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300">
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="accent-brand-500" />
              <span className="text-sm font-semibold">{t(`reasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`report-details-${postId}`} className="text-sm font-bold">
            {t("detailsLabel")}
          </label>
          <textarea
            id={`report-details-${postId}`}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            rows={3}
            className="rounded-2xl border border-brand-100 px-4 py-3 text-sm outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={!reason || sending}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
