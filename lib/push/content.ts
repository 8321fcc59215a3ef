import "server-only";
import { formatMoney } from "@/lib/format/money";
import { messagePreviewKey, type MessagePreview } from "@/lib/format/message-preview";
import { localPath } from "@/lib/i18n/local-path";
import { toLocale, translatorFor } from "@/lib/i18n/translator";

/**
 * The kinds worth interrupting someone for on their phone (decision 028); the rest wait for /activity.
 * Push is a delivery channel below lib/notifications, so it names these itself (values of the
 * notification_type enum; lib/push/push.test.ts checks they are notification kinds).
 */
export const PUSHED_KINDS = [
  "message",
  "match",
  "comment",
  "mention",
  "order",
  "sale",
  "lost_nearby",
  "lost_sighting",
  "lost_match",
  "lost_reunited",
] as const;
export type PushedKind = (typeof PUSHED_KINDS)[number];

/** Whether a notification of this kind is pushed at all. */
export function isPushedKind(kind: string): kind is PushedKind {
  return (PUSHED_KINDS as readonly string[]).includes(kind);
}

/** What the service worker shows (public/sw.js): a title, a line, the page a click opens, and a tag that
 * makes a newer notification of the same thing replace the older one. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushFacts = {
  type: string;
  locale: string | null;
  actorName: string;
  actorUsername: string | null;
  postId: string | null;
  commentId: string | null;
  matchId: string | null;
  matchAccepted: boolean;
  orderId: string | null;
  orderStatus: string | null;
  storeName: string | null;
  /** A "sale": the order's total, in cents. */
  orderTotalCents: number | null;
  note: string | null;
  /** A lost & found notification's case. */
  lostCaseId?: string | null;
  /** A "message" that is a photo or a shared card: what it is, never its words (decision 028). */
  messagePreview?: MessagePreview | null;
};

const ORDER_STEPS = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

/** The notification in the receiver's language, or null for a kind that is not pushed. */
export function pushPayload(facts: PushFacts): PushPayload | null {
  if (!isPushedKind(facts.type)) return null;
  const locale = toLocale(facts.locale);
  const t = translatorFor(locale);
  const name = facts.actorName;
  const text = (key: Parameters<typeof t.markup>[0]) => t.markup(key, { name, reason: "", b: (chunks) => chunks });
  const chat = facts.actorUsername ? `/messages?with=${encodeURIComponent(facts.actorUsername)}` : "/messages";
  const post = facts.postId ? `/p/${facts.postId}` : "/activity";
  let payload: Omit<PushPayload, "url"> & { path: string };
  switch (facts.type) {
    case "message":
      payload = {
        title: t("push.titles.message"),
        body: facts.messagePreview
          ? t("push.messageWith", { name, preview: t(`messages.${messagePreviewKey(facts.messagePreview)}`) })
          : text("activity.items.message"),
        path: chat,
        tag: `message:${facts.actorUsername}`,
      };
      break;
    case "match":
      payload = facts.matchAccepted
        ? {
            title: t("push.titles.matchAccepted"),
            body: text("activity.items.matchAccepted"),
            path: chat,
            tag: `match:${facts.matchId}`,
          }
        : {
            title: t("push.titles.matchRequest"),
            body: text("activity.items.matchRequest"),
            path: "/match/matches",
            tag: `match:${facts.matchId}`,
          };
      break;
    case "comment":
      payload = {
        title: t("push.titles.comment"),
        body: text("activity.items.comment"),
        path: post,
        tag: `comment:${facts.commentId ?? facts.postId}`,
      };
      break;
    case "mention":
      payload = {
        title: t("push.titles.mention"),
        body: text(facts.commentId ? "activity.items.mentionComment" : "activity.items.mention"),
        path: post,
        tag: `mention:${facts.commentId ?? facts.postId}`,
      };
      break;
    case "sale":
      payload = {
        title: t("push.titles.sale"),
        body: t.markup("activity.items.sale", {
          name,
          store: facts.storeName ?? "",
          amount: formatMoney(facts.orderTotalCents ?? 0, locale),
          b: (chunks) => chunks,
        }),
        path: "/store/manage/orders",
        tag: `sale:${facts.orderId}`,
      };
      break;
    case "lost_nearby":
      // The day's summary once past the alerts' cap (decision 068): no case, how many more in the note.
      if (!facts.lostCaseId && facts.note) {
        payload = {
          title: t("push.titles.lost_nearby"),
          body: t("activity.items.lost_nearby_summary", { count: Number(facts.note) }),
          path: "/lost",
          tag: "lost_nearby:summary",
        };
        break;
      }
    // falls through
    case "lost_sighting":
    case "lost_match":
    case "lost_reunited":
      payload = {
        title: t(`push.titles.${facts.type}`),
        body: text(`activity.items.${facts.type}`),
        path: facts.lostCaseId ? `/lost/${facts.lostCaseId}` : "/lost",
        tag: `${facts.type}:${facts.lostCaseId}`,
      };
      break;
    default: {
      // An order: what the store did with it, as the activity row says it; a partial refund carries its cents.
      const store = facts.storeName ?? "";
      const step = ORDER_STEPS.find((status) => status === facts.orderStatus) ?? "processing";
      const body =
        facts.note && /^\d+$/.test(facts.note)
          ? t("storeManage.notifications.refunded", { store, amount: formatMoney(Number(facts.note), locale) })
          : t(`storeManage.notifications.${step}`, { store, tracking: "" });
      payload = { title: t("push.titles.order"), body, path: "/orders", tag: `order:${facts.orderId}` };
    }
  }
  const { path, ...shown } = payload;
  return { ...shown, url: localPath(path, locale) };
}
