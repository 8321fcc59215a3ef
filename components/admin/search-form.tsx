/** The staff screens' search: a GET form, so every search has its own URL and works without script. */
export function AdminSearchForm({
  id,
  label,
  submitLabel,
  defaultValue,
  hidden = {},
}: {
  id: string;
  label: string;
  submitLabel: string;
  defaultValue: string;
  hidden?: Record<string, string>;
}) {
  return (
    <form method="get" className="mb-4 flex gap-2" role="search">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        defaultValue={defaultValue}
        placeholder={label}
        className="h-10 min-w-0 flex-1 rounded-full border border-brand-200 bg-white px-4"
      />
      <button type="submit" className="h-10 rounded-full bg-brand-500 px-4 font-bold text-white">
        {submitLabel}
      </button>
    </form>
  );
}
