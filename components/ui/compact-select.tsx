// The small drop-downs of lists and filter bars, which the form fields (SelectField) are too large for:
// a status picker beside its button in a staff list, named by aria-label, and a filter with its label
// above it and an "any" first choice that sends an empty value.

/** One choice: the value sent, and the words shown. */
export type Choice = { value: string; label: string };

const inlineClasses = "h-9 rounded-full border border-brand-200 bg-white px-3 text-sm";

/** A status picker inside a row's form: no visible label, so `label` names it for screen readers. */
export function InlineSelect({
  name,
  label,
  choices,
  defaultValue,
}: {
  name: string;
  label: string;
  choices: readonly Choice[];
  defaultValue: string;
}) {
  return (
    <select name={name} aria-label={label} defaultValue={defaultValue} className={inlineClasses}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

const filterShapes = {
  /** A filter bar's pill, beside its siblings. */
  pill: {
    label: "flex flex-col text-sm font-semibold",
    select: "h-10 rounded-full border border-brand-200 bg-white px-3 text-sm",
  },
  /** A filter panel's full-width box. */
  box: {
    label: "flex flex-col gap-1 text-sm font-bold",
    select: "w-full rounded-xl border border-brand-200 bg-white px-3 py-2",
  },
} as const;

/** A labelled filter of a GET form: "any" (an empty value) first, then the choices. */
export function FilterSelect({
  name,
  label,
  anyLabel,
  choices,
  value,
  shape = "pill",
}: {
  name: string;
  label: string;
  anyLabel: string;
  choices: readonly Choice[];
  value: string | null | undefined;
  shape?: keyof typeof filterShapes;
}) {
  return (
    <label className={filterShapes[shape].label}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={filterShapes[shape].select}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
