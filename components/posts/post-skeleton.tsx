/** A grey card in the shape of a post, shown while a page loads. */
export function PostSkeleton() {
  return (
    <div
      aria-hidden
      className="animate-pulse overflow-hidden rounded-3xl bg-white ring-1 ring-brand-100"
      data-testid="post-skeleton"
    >
      <div className="flex items-center gap-3 p-4">
        <div className="h-10 w-10 rounded-full bg-brand-100" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-3 w-32 rounded-full bg-brand-100" />
          <div className="h-3 w-20 rounded-full bg-brand-50" />
        </div>
      </div>
      <div className="aspect-square w-full bg-brand-50" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-3 w-16 rounded-full bg-brand-100" />
        <div className="h-3 w-3/4 rounded-full bg-brand-50" />
      </div>
    </div>
  );
}

/** Post-shaped placeholders announced as one loading region: the feed's first page, a mode switch, the next page. */
export function PostSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-5" data-testid="feed-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <PostSkeleton key={index} />
      ))}
    </div>
  );
}
