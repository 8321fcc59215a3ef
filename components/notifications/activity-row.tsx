/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
// One row of /activity. No hooks but next-intl's, no "use client": the page renders it on the server and
// the load-more island (activity-more.tsx) renders the next pages with the same markup in the browser.
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import { UserAvatar } from "@/components/ui/user-avatar";
import { messagePreviewKey } from "@/lib/format/message-preview";
import { formatMoney } from "@/lib/format/money";
import { formatAge } from "@/lib/format/relative-time";
import { Link } from "@/lib/i18n/navigation";
import type { ActivityItem, ActivityKind } from "@/lib/notifications/queries";

/** Where a row leads: its post, the actor's profile, the conversation, the match requests or the buyer's orders. */
export function activityHref(
  item: Pick<ActivityItem, "kind" | "postId" | "actor"> & { lostCaseId?: string | null },
): string {
  switch (item.kind) {
    case "like":
    case "comment":
    case "mention":
      return item.postId ? `/p/${item.postId}` : `/u/${item.actor.username}`;
    case "follow":
      return `/u/${item.actor.username}`;
    case "message":
    case "matchAccepted":
      return `/messages?with=${item.actor.username}`;
    case "matchRequest":
      return "/match/matches";
    case "order":
      return "/orders";
    case "sale":
      return "/store/manage/orders";
    case "review":
      return "/store/manage/reviews";
    case "review_answer":
      return "/orders";
    case "moderation":
      return "/profile";
    case "lost_nearby":
    case "lost_sighting":
    case "lost_match":
    case "lost_reunited":
      return item.lostCaseId ? `/lost/${item.lostCaseId}` : "/lost";
  }
}

const marks: Record<ActivityKind, { icon: IconName; colour: string }> = {
  like: { icon: "heart", colour: "bg-pink-600 fill-white" },
  comment: { icon: "message-circle", colour: "bg-sky-700" },
  follow: { icon: "user-round", colour: "bg-leaf-500" },
  message: { icon: "message-circle", colour: "bg-brand-500" },
  matchRequest: { icon: "sparkles", colour: "bg-amber-600" },
  matchAccepted: { icon: "heart", colour: "bg-brand-500 fill-white" },
  order: { icon: "package", colour: "bg-leaf-500" },
  moderation: { icon: "shield-ban", colour: "bg-red-700" },
  mention: { icon: "at-sign", colour: "bg-sky-700" },
  sale: { icon: "shopping-bag", colour: "bg-leaf-500" },
  review: { icon: "star", colour: "bg-amber-600" },
  review_answer: { icon: "message-circle", colour: "bg-amber-600" },
  lost_nearby: { icon: "map-pin", colour: "bg-red-700" },
  lost_sighting: { icon: "eye", colour: "bg-sky-700" },
  lost_match: { icon: "search", colour: "bg-amber-600" },
  lost_reunited: { icon: "heart", colour: "bg-leaf-500 fill-white" },
};

export function ActivityRow({ item, now }: { item: ActivityItem; now: Date | number }) {
  const t = useTranslations("activity");
  const age = useTranslations("posts.age");
  const orders = useTranslations("storeManage.notifications");
  const chat = useTranslations("messages");
  const locale = useLocale();
  const mark = marks[item.kind];
  // An order row says what the store did; a partial refund carries its amount (cents) in the note.
  const orderText = (order: NonNullable<ActivityItem["order"]>) =>
    item.note && /^\d+$/.test(item.note)
      ? orders("refunded", { store: order.storeName, amount: formatMoney(Number(item.note), locale) })
      : orders(order.status === "shipped" && order.trackingNumber ? "shippedTracking" : order.status, {
          store: order.storeName,
          tracking: order.trackingNumber ?? "",
        });
  return (
    <li>
      <Link
        href={activityHref(item)}
        data-testid="activity-row"
        data-kind={item.kind}
        data-unread={item.unread}
        className={`flex items-center gap-3 px-4 py-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 ${item.unread ? "bg-brand-50/80" : ""}`}
      >
        <span className="relative shrink-0">
          {/* Staff act as Patitas: the moderator's own face and name stay out of it. */}
          {item.kind === "moderation" ? (
            <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-500 text-white">
              <Icon name="paw-print" className="h-6 w-6" />
            </span>
          ) : (
            <UserAvatar url={item.actor.avatarUrl} name={item.actor.fullName} size={44} />
          )}
          <span
            className={`absolute -right-1 -bottom-1 grid h-5 w-5 place-items-center rounded-full text-white ring-2 ring-white ${mark.colour}`}
          >
            <Icon name={mark.icon} className="h-3 w-3" />
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm leading-snug text-ink [overflow-wrap:anywhere]">
            {item.kind === "sale" && item.order
              ? t.rich("items.sale", {
                  name: item.actor.fullName,
                  store: item.order.storeName,
                  amount: formatMoney(item.order.totalCents, locale),
                  b: (chunks) => <strong className="font-black">{chunks}</strong>,
                })
              : item.order
                ? orderText(item.order)
                : item.kind === "lost_nearby" && !item.lostCaseId && item.note
                  ? t("items.lost_nearby_summary", { count: Number(item.note) })
                  : t.rich(
                      item.kind === "moderation" && !item.note
                        ? "items.moderationNoReason"
                        : item.kind === "mention" && item.comment
                          ? "items.mentionComment"
                          : item.kind === "review_answer" && !item.note
                            ? "items.reviewAnswerNoSubject"
                            : `items.${item.kind as Exclude<ActivityKind, "order" | "sale">}`,
                      {
                        name: item.actor.fullName,
                        reason: item.note ?? "",
                        subject: item.note ?? "",
                        b: (chunks) => <strong className="font-black">{chunks}</strong>,
                      },
                    )}
          </span>
          {item.comment ? <span className="mt-0.5 block truncate text-sm text-muted">“{item.comment}”</span> : null}
          {item.messagePreview ? (
            <span className="mt-0.5 block truncate text-sm text-muted" data-testid="activity-message-preview">
              {chat(messagePreviewKey(item.messagePreview))}
            </span>
          ) : null}
          <time
            dateTime={item.at}
            className={`mt-0.5 block text-xs font-semibold ${item.unread ? "text-brand-700" : "text-muted"}`}
          >
            {formatAge(age, item.at, now)}
          </time>
        </span>
        {item.postThumb ? (
          <img
            src={item.postThumb}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="h-12 w-12 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        {item.unread ? (
          <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">{t("unreadLabel")}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
