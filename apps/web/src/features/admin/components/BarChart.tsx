export interface Bar {
  label: string;
  value: number;
  /** A second, lighter part after the value (seats held by payments in progress). */
  extra?: number;
  /** What the bar counts against (the capacity), drawn as its track; else the largest bar. */
  max?: number;
}

interface BarChartProps {
  title: string;
  bars: Bar[];
  valueLabel: (bar: Bar) => string;
}

/**
 * Horizontal bars, each an SVG of two or three rects (no chart library: a 200 KB bundle for a few
 * rects would be silly). A row reads label, bar, value; the bar grows from the start edge (the
 * right, in a right-to-left page). The figure's text alternative is the list of values.
 */
export function BarChart({ title, bars, valueLabel }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((b) => b.value + (b.extra ?? 0)));
  return (
    <figure aria-label={title} className="grid gap-2">
      <ul className="grid gap-2.5">
        {bars.map((bar, i) => {
          const top = Math.max(1, bar.max ?? largest, bar.value + (bar.extra ?? 0));
          const main = (bar.value / top) * 100;
          const extra = ((bar.extra ?? 0) / top) * 100;
          return (
            <li key={`${bar.label}-${i}`} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]">
              <span className="truncate font-medium text-navy-900" title={bar.label}>
                {bar.label}
              </span>
              <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full -scale-x-100 rtl:scale-x-100" aria-hidden="true" focusable="false">
                <rect x={0} y={0} width={100} height={10} rx={2} className="fill-navy-100" />
                {/* drawn from x=100 (the right) leftwards; mirrored back for left-to-right pages */}
                <rect x={100 - main} y={0} width={main} height={10} rx={2} className="fill-navy-700" />
                {extra > 0 && <rect x={100 - main - extra} y={0} width={extra} height={10} className="fill-accent-400" />}
              </svg>
              <span className="whitespace-nowrap text-navy-600">{valueLabel(bar)}</span>
            </li>
          );
        })}
      </ul>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
