import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChatScreen } from "@/components/messages/chat-screen";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageUser } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { openInquiry, openThread, listConversations } from "@/lib/messages/queries";
import { browserRealtimeConfig } from "@/lib/realtime/config";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ with?: string; q?: string; product?: string; store?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("messages"), path: "/messages" });
}

export default async function MessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const query = await searchParams;
  const search = typeof query.q === "string" ? query.q.slice(0, 60) : "";
  const partner = typeof query.with === "string" ? query.with : null;
  // "Message the seller" on a product or store page: the thread with its owner, about it (decision 038).
  const asking = !partner && (typeof query.product === "string" || typeof query.store === "string");
  const [conversations, opened] = await Promise.all([
    listConversations(user.id, { search: search || undefined }).catch((error) => {
      if (error instanceof AppError) return listConversations(user.id, {});
      throw error;
    }),
    partner
      ? openThread(user.id, partner).then((thread) => (thread ? { thread, about: null } : null))
      : asking
        ? openInquiry(user.id, { productId: typeof query.product === "string" ? query.product : undefined, storeId: typeof query.store === "string" ? query.store : undefined })
        : Promise.resolve(null),
  ]);
  return (
    <ClientMessages namespaces={["messages", "media.errors"]}>
      <ChatScreen
        me={user.id}
        realtimeConfig={browserRealtimeConfig()}
        search={search}
        conversations={conversations}
        thread={opened?.thread ?? null}
        about={opened?.about ?? null}
        threadMissing={(Boolean(partner) || asking) && !opened}
      />
    </ClientMessages>
  );
}
