import { getTranslations, setRequestLocale } from "next-intl/server";
import { ChatScreen } from "@/components/messages/chat-screen";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageUser } from "@/lib/auth/page-guards";
import { AppError } from "@/lib/errors";
import { caseTitle } from "@/lib/lost/labels";
import { openInquiry, openLostCaseThread, openThread, listConversations } from "@/lib/messages/queries";
import { browserRealtimeConfig } from "@/lib/realtime/config";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ with?: string; q?: string; product?: string; store?: string; lost?: string }> };

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
  // "Write to the owner" on a lost & found case: the thread with its reporter, about it (issue 45).
  const lostCase = !partner && !asking && typeof query.lost === "string" ? query.lost : null;
  const [conversations, opened] = await Promise.all([
    listConversations(user.id, { search: search || undefined }).catch((error) => {
      if (error instanceof AppError) return listConversations(user.id, {});
      throw error;
    }),
    partner
      ? openThread(user.id, partner).then((thread) => (thread ? { thread, about: null } : null))
      : asking
        ? openInquiry(user.id, { productId: typeof query.product === "string" ? query.product : undefined, storeId: typeof query.store === "string" ? query.store : undefined })
        : lostCase
          ? openLostCaseAbout(user.id, lostCase)
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
        threadMissing={(Boolean(partner) || asking || Boolean(lostCase)) && !opened}
      />
    </ClientMessages>
  );
}

/** The lost & found thread, its case's title said in the reader's language. */
async function openLostCaseAbout(userId: string, caseId: string) {
  const [opened, t, pets] = await Promise.all([openLostCaseThread(userId, caseId), getTranslations("lost"), getTranslations("pets")]);
  if (!opened) return null;
  const { lostCaseId, ownerId, photo } = opened.about;
  return { thread: opened.thread, about: { lostCaseId, ownerId, photo, title: caseTitle(opened.about, t, pets) } };
}
