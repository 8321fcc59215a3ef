import { Link } from "@/lib/i18n/navigation";

type Tab = { key: string; label: string; query: Record<string, string> };

/** The pill tabs of a staff list (reports by status, content by kind): plain links, the current one marked. */
export function AdminTabs({
  pathname,
  tabs,
  current,
  label,
}: {
  pathname: string;
  tabs: Tab[];
  current: string;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={{ pathname, query: tab.query }}
          aria-current={tab.key === current ? "page" : undefined}
          className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ring-brand-200 ${tab.key === current ? "bg-brand-500 text-white" : "bg-white text-brand-700"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
