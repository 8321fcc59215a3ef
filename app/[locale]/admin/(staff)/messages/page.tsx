import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { readLatestMessages } from "@/lib/admin/messages";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.messages" });
  return pageMetadata({ locale, title: t("title"), path: "/admin/messages" });
}

/** docs/product-spec.md §2 Admin: the latest 100 messages, for admins only; every view is written to the audit log. */
export default async function AdminMessagesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requirePageStaff("admin");
  const [t, format, rows] = await Promise.all([getTranslations("admin.messages"), getFormatter(), readLatestMessages(staff)]);
  const who = (person: { username: string | null; email: string }) => (person.username ? `@${person.username}` : person.email);

  return (
    <section>
      <h1 className="mb-1 text-2xl font-extrabold">{t("title")}</h1>
      <p className="mb-4 text-sm text-ink/70">{t("logged")}</p>
      {rows.length === 0 && <p className="text-ink/70">{t("empty")}</p>}
      <ol className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.id} data-testid="admin-message" className="rounded-2xl bg-white p-3 text-sm ring-1 ring-brand-100">
            <p className="font-bold">{t("between", { from: who(row.sender), to: who(row.receiver) })}</p>
            <p className="whitespace-pre-wrap break-words">{row.content}</p>
            {row.photos.length > 0 && (
              <div className="mt-2 flex gap-2" data-testid="admin-message-photos">
                {row.photos.map((url, index) => (
                  // A private photo through the media route, which audits an admin's every fetch.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    key={url}
                    src={url}
                    alt={t("photoAlt", { n: index + 1 })}
                    loading="lazy"
                    className="h-20 w-20 rounded-xl object-cover"
                  />
                ))}
              </div>
            )}
            <p className="mt-1 text-xs text-ink/70">
              {format.dateTime(new Date(row.createdAt), { dateStyle: "medium", timeStyle: "short" })} · {row.isRead ? t("read") : t("unread")}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
