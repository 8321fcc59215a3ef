import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { PetPostTile } from "@/lib/pets/queries";
import { Icon } from "@/components/icons/icon";

/** The pet's posts as a square grid, each tile linking to its post page. */
export async function PetPostsGrid({ posts, petName }: { posts: PetPostTile[]; petName: string }) {
  const t = await getTranslations("pets.profile");
  return (
    <ul className="grid grid-cols-3 gap-1 sm:gap-2" data-testid="pet-posts">
      {posts.map((post) => {
        const label = post.content.trim() || t("postBy", { name: petName });
        const picture = post.thumbnailUrl ?? post.imageUrl;
        return (
          <li key={post.id} className="aspect-square">
            <Link
              href={`/p/${post.id}`}
              className="group relative block h-full overflow-hidden rounded-xl bg-brand-50 sm:rounded-2xl"
            >
              {picture ? (
                // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are
                <img
                  src={picture}
                  alt={label.slice(0, 120)}
                  width={300}
                  height={300}
                  loading="lazy"
                  className="h-full w-full object-cover transition group-hover:scale-105"
                />
              ) : post.videoUrl ? (
                <div className="grid h-full w-full place-items-center bg-gradient-to-br from-brand-300 to-brand-600 text-white">
                  <Icon name="play" className="h-10 w-10 fill-current" />
                  <span className="sr-only">{label}</span>
                </div>
              ) : (
                <p className="line-clamp-5 h-full bg-gradient-to-br from-brand-50 to-brand-100 p-3 text-xs font-semibold text-ink sm:text-sm">
                  {post.content}
                </p>
              )}
              {post.videoUrl && picture ? (
                <Icon name="play" className="absolute right-2 top-2 h-5 w-5 fill-snow text-snow drop-shadow" />
              ) : null}
              <span className="absolute inset-x-0 bottom-0 flex gap-3 bg-gradient-to-t from-black/60 to-transparent px-2 pb-1.5 pt-5 text-xs font-extrabold text-snow">
                <span className="inline-flex items-center gap-1">
                  <Icon name="heart" className="h-3.5 w-3.5 fill-current" />
                  <span className="sr-only">{t("likesCount", { count: post.likesCount })}</span>
                  <span aria-hidden>{post.likesCount}</span>
                </span>
                <span className="inline-flex items-center gap-1">
                  <Icon name="message-circle" className="h-3.5 w-3.5 fill-current" />
                  <span className="sr-only">{t("commentsCount", { count: post.commentsCount })}</span>
                  <span aria-hidden>{post.commentsCount}</span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
