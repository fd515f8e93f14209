/**
 * A small bar chart drawn as SVG (the player bundle has no chart library): one bar per day, upwards
 * for positive values and downwards for negative ones, with the zero line. The figure's label says
 * what it shows; each bar has a tooltip with its day and value.
 */
export function BarChart({
  label,
  points,
  format,
}: {
  label: string;
  points: { key: string; value: number }[];
  format(value: number): string;
}) {
  const width = 600;
  const height = 180;
  const pad = 4;
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const zero = pad + ((max - 0) / span) * (height - 2 * pad);
  const step = (width - 2 * pad) / Math.max(points.length, 1);
  const bar = Math.max(step * 0.7, 1);
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="ac-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1={0} x2={width} y1={zero} y2={zero} className="ac-chart__axis" />
        {points.map((p, i) => {
          const h = (Math.abs(p.value) / span) * (height - 2 * pad);
          const y = p.value >= 0 ? zero - h : zero;
          return (
            <rect
              key={p.key}
              x={pad + i * step + (step - bar) / 2}
              y={y}
              width={bar}
              height={Math.max(h, p.value === 0 ? 0 : 1)}
              className={p.value < 0 ? 'ac-chart__bar ac-chart__bar--minus' : 'ac-chart__bar'}
            >
              <title>{`${p.key}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <figcaption className="ac-chart__range">
          <span>{first.key}</span>
          <span>{`${format(min)} … ${format(max)}`}</span>
          <span>{last.key}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
