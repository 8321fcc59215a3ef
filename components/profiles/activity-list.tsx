/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations } from "next-intl/server";
import { formatAge } from "@/lib/format/relative-time";
import { Link } from "@/lib/i18n/navigation";
import type { ActivityItem } from "@/lib/profiles/queries";
import { UserAvatar } from "@/components/ui/user-avatar";
import { Icon } from "@/components/icons/icon";

/** docs/product-spec.md §2 Profile activity tab, from real rows: posts created, likes given, follows made. */
export async function ActivityList({ items, emptyText }: { items: ActivityItem[]; emptyText: string }) {
  // The same age labels as post cards (docs/product-spec.md §9: "Hace 2d"), not the formatter's "hace 2 días".
  const [t, age] = await Promise.all([getTranslations("profile.activity"), getTranslations("posts.age")]);
  if (items.length === 0) return <p className="px-6 py-16 text-center font-bold text-muted">{emptyText}</p>;
  const now = new Date();
  return (
    <ol
      className="mx-4 divide-y divide-brand-100 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 sm:mx-6"
      data-testid="profile-activity"
    >
      {items.map((item, index) => {
        const href = item.kind === "follow" ? `/u/${item.otherUsername}` : `/p/${item.postId}`;
        const text =
          item.kind === "post"
            ? t("posted")
            : item.kind === "like"
              ? t("liked", { name: item.otherFullName })
              : t("followed", { name: item.otherFullName });
        const icon = item.kind === "post" ? "image" : item.kind === "like" ? "heart" : "user-plus";
        return (
          <li key={`${item.kind}-${index}`}>
            <Link href={href} className="flex items-center gap-3 px-4 py-3 hover:bg-brand-50">
              <span
                className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${item.kind === "like" ? "bg-pink-50 text-pink-600" : item.kind === "follow" ? "bg-sky-soft text-sky-700" : "bg-brand-50 text-brand-600"}`}
              >
                <Icon name={icon} className="h-4 w-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-bold text-ink">{text}</span>
                {item.kind !== "follow" && item.excerpt ? (
                  <span className="block truncate text-sm text-muted">{item.excerpt}</span>
                ) : null}
                <time dateTime={item.at.toISOString()} className="block text-xs font-semibold text-muted">
                  {formatAge(age, item.at, now)}
                </time>
              </span>
              {item.kind === "follow" ? (
                <UserAvatar url={item.otherAvatarUrl} name={item.otherFullName} size={40} />
              ) : item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="h-12 w-12 shrink-0 rounded-xl object-cover"
                />
              ) : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
