import { getTranslations } from "next-intl/server";
import { PostSkeletons } from "@/components/posts/post-skeleton";

/** Opening the feed from another tab: post-shaped skeletons at once, while the server reads the page. */
export default async function HomeLoading() {
  const t = await getTranslations("common");
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-3 pt-4 sm:px-5 lg:grid-cols-[minmax(0,36rem)_1fr] lg:justify-center">
      <PostSkeletons count={2} label={t("loading")} />
    </div>
  );
}
