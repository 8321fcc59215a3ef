"use client";

// docs/product-spec.md §2 Marketplace: six placeholder cards while the catalogue loads (a search, a category,
// a sort, the next page: the marketplace's PendingRegion, decision 086). A client component, so the page's
// payload carries only its label, not its markup.
export function CataloguePlaceholder({ label }: { label: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" role="status" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="animate-pulse overflow-hidden rounded-3xl bg-white ring-1 ring-brand-100">
          <div className="aspect-square bg-brand-50" />
          <div className="space-y-2 p-3">
            <div className="h-3 w-1/3 rounded bg-brand-100" />
            <div className="h-4 w-3/4 rounded bg-brand-100" />
            <div className="h-5 w-1/2 rounded bg-brand-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
