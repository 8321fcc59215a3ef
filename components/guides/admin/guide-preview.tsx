"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { guideProse } from "@/components/guides/guide-prose";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { previewGuideAction } from "@/lib/guides/actions";

/**
 * The editor's Markdown preview (issue 48 item 14): the text rendered by the guide page's own renderer
 * (on the server: the same link and picture rules), set in the page's type. Shown on demand, and
 * refreshed by the same button, so typing costs nothing.
 */
export function GuidePreview({ body, language }: { body: string; language: string }) {
  const t = useTranslations("admin.guides.form");
  const tRoot = useTranslations();
  const [html, setHtml] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function show() {
    startTransition(async () => {
      const result = await previewGuideAction({ body });
      if (!result.ok) {
        toast.error(tRoot(result.error.message));
        return;
      }
      setHtml(result.data.html);
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={show} disabled={pending} data-testid="guide-preview-show">
          {html === null ? t("preview") : t("refreshPreview")}
        </Button>
        {html !== null ? (
          <Button size="sm" variant="ghost" onClick={() => setHtml(null)}>
            {t("hidePreview")}
          </Button>
        ) : null}
      </div>
      {html !== null ? (
        <section
          aria-label={t("preview")}
          className="rounded-3xl bg-white px-5 py-2 ring-1 ring-brand-100"
          data-testid="guide-preview"
        >
          {html.trim() === "" ? (
            <p className="py-4 text-muted">{t("previewEmpty")}</p>
          ) : (
            <div lang={language} className={`max-w-[68ch] ${guideProse}`} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </section>
      ) : null}
    </div>
  );
}
