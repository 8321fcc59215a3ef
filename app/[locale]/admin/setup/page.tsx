import { getTranslations, setRequestLocale } from "next-intl/server";
import { ActionForm } from "@/components/admin/action-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { setupAdminAction } from "@/lib/admin/actions";
import { adminExists } from "@/lib/admin/queries";
import { requirePageUser } from "@/lib/auth/page-guards";
import { redirect } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("adminSetup"), path: "/admin/setup" });
}

export default async function AdminSetupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // docs/product-spec.md §5: the setup page exists only while there is no admin.
  if (await adminExists()) redirect({ href: "/auth", locale });
  await requirePageUser();
  const t = await getTranslations("admin.setup");
  return (
    <section className="mx-auto max-w-md p-4">
      <h1 className="mb-2 text-2xl font-extrabold">{t("title")}</h1>
      <p className="mb-4 text-ink/80">{t("intro")}</p>
      <ClientMessages namespaces={["admin", "errors"]}>
        <ActionForm
          action={setupAdminAction}
          hidden={{}}
          submitLabel={t("submit")}
          doneLabel={t("done")}
          variant="primary"
          then="/admin"
        >
          <label className="sr-only" htmlFor="admin-setup-email">
            {t("email")}
          </label>
          <input
            id="admin-setup-email"
            name="email"
            type="email"
            required
            placeholder={t("email")}
            className="h-10 min-w-0 flex-1 rounded-full border border-brand-200 bg-white px-4"
          />
        </ActionForm>
      </ClientMessages>
    </section>
  );
}
