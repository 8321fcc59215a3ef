import { getTranslations, setRequestLocale } from "next-intl/server";
import { FeedIntlProvider } from "@/components/posts/feed-intl-provider";
import { PostCard } from "@/components/posts/post-card";
import { PostInteractions } from "@/components/posts/post-interactions";
import { Icon } from "@/components/icons/icon";
import { ProductCard, ProductGrid } from "@/components/market/product-card";
import { FavouriteButton } from "@/components/saved/favourite-button";
import { ProductButtonWords } from "@/components/market/product-button-words";
import { readSavedTab, SavedEmpty, savedHref, SavedTabs } from "@/components/saved/saved-tabs";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { listFavouriteProducts } from "@/lib/market/queries";
import { listSavedPosts } from "@/lib/posts/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "saved" });
  return pageMetadata({ locale, title: t("title"), path: "/saved" });
}

/**
 * Issue 26: the posts the user saved and the products they favourited, in two tabs, newest first, keyset
 * paged by ?cursor=. Their own, and for nobody else: the page is rendered for them and never cached.
 * What they may no longer see (a banned or blocking author, a product off sale) is left out.
 */
export default async function SavedPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const query = await searchParams;
  const tab = readSavedTab(query.tab);
  const cursor = typeof query.cursor === "string" ? query.cursor : null;
  const t = await getTranslations("saved");
  const viewer = { id: user.id, canModerate: hasRole(user, "moderator") };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 pb-16 pt-6 sm:px-5">
      <header className="space-y-1 px-1">
        <h1 className="flex items-center gap-2 text-3xl font-black">
          <Icon name="bookmark" className="h-7 w-7 text-brand-600" />
          {t("title")}
        </h1>
        <p className="text-sm text-muted">{t("private")}</p>
      </header>
      <SavedTabs active={tab} />
      {tab === "posts" ? (
        <SavedPosts userId={user.id} viewer={viewer} cursor={cursor} moreLabel={t("loadMore")} />
      ) : (
        <SavedProducts userId={user.id} locale={locale} cursor={cursor} moreLabel={t("loadMore")} />
      )}
    </div>
  );
}

type ListProps = { userId: string; cursor: string | null; moreLabel: string };

async function SavedPosts({
  userId,
  viewer,
  cursor,
  moreLabel,
}: ListProps & { viewer: { id: string; canModerate: boolean } }) {
  const page = await listSavedPosts(userId, { cursor });
  if (page.posts.length === 0) return <SavedEmpty tab="posts" />;
  return (
    <FeedIntlProvider>
      {/* The cards' one controller: the bookmark, likes, comments and menus act as on any list of posts. */}
      <PostInteractions viewer={viewer}>
        <div className="mx-auto flex w-full max-w-xl flex-col gap-5" data-testid="saved-posts">
          {page.posts.map((post, index) => (
            <PostCard key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
      </PostInteractions>
      <MoreLink href={page.nextCursor ? savedHref("posts", page.nextCursor) : null} label={moreLabel} />
    </FeedIntlProvider>
  );
}

async function SavedProducts({ userId, locale, cursor, moreLabel }: ListProps & { locale: string }) {
  const page = await listFavouriteProducts(userId, cursor);
  if (page.items.length === 0) return <SavedEmpty tab="products" />;
  return (
    <>
      <div data-testid="saved-products">
        <ProductButtonWords>
          <ProductGrid>
            {page.items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                locale={locale}
                favourite={<FavouriteButton productId={product.id} favourited variant="icon" />}
              />
            ))}
          </ProductGrid>
        </ProductButtonWords>
      </div>
      <MoreLink href={page.nextCursor ? savedHref("products", page.nextCursor) : null} label={moreLabel} />
    </>
  );
}

function MoreLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <div className="flex justify-center pt-2">
      <Link href={href} className={buttonClasses("secondary", "sm")}>
        {label}
      </Link>
    </div>
  );
}
