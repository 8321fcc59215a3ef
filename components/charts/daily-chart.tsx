import type { DailySeries } from "@/lib/charts/daily-series";

// A server-rendered bar chart (no client JS), shared by the staff dashboard and the seller dashboard. The SVG is one image for screen readers (its label holds the
// total); the visually hidden table gives every day's value.
// `empty`: what to say instead of a row of invisible zero bars when every day is zero (a new store).
type Props = {
  title: string;
  dayLabel: string;
  series: DailySeries;
  format: (value: number) => string;
  empty?: string;
};

const WIDTH = 300;
const HEIGHT = 80;

export function DailyChart({ title, dayLabel, series, format, empty }: Props) {
  const max = Math.max(1, ...series.points.map((p) => p.value));
  const barWidth = WIDTH / Math.max(1, series.points.length);
  const total = format(series.total);
  const nothing = Boolean(empty) && series.points.every((p) => p.value === 0);
  return (
    <figure className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="text-sm text-ink/70">{title}</span>
        <span className="text-xl font-extrabold text-brand-700">{total}</span>
      </figcaption>
      {nothing ? (
        <p
          className="mt-2 flex min-h-20 items-center justify-center gap-2 rounded-xl border border-dashed border-brand-200 px-3 py-4 text-center text-sm font-semibold text-muted"
          data-testid="chart-empty"
        >
          {empty}
        </p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="mt-2 h-20 w-full"
          role="img"
          aria-label={`${title}: ${total}`}
          preserveAspectRatio="none"
        >
          {series.points.map((p, i) => {
            const h = (p.value / max) * (HEIGHT - 2);
            return (
              <rect
                key={p.day}
                x={i * barWidth + 1}
                y={HEIGHT - h}
                width={barWidth - 2}
                height={h}
                rx={1.5}
                className="fill-brand-500"
              >
                <title>{`${p.day}: ${format(p.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
      {nothing ? null : (
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((p) => (
              <tr key={p.day}>
                <td>{p.day}</td>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
