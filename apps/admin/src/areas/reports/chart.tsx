import { useEffect, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Theme colours a series may use: CSS variables of styles.css, read for the current theme. */
export type ChartColour = 'primary' | 'good' | 'bad' | 'wait' | 'link' | 'text';

export interface Series {
  key: string;
  label: string;
  colour: ChartColour;
}

export interface ChartProps {
  kind: 'line' | 'bar';
  data: readonly Record<string, string | number | null>[];
  xKey: string;
  series: Series[];
  /** What the chart shows (its accessible name); the table beside it has every figure. */
  label: string;
  format?: (n: number) => string;
}

const NAMES = ['primary', 'good', 'bad', 'wait', 'link', 'text-muted', 'border', 'surface', 'text'] as const;
type Palette = Record<(typeof NAMES)[number], string>;

function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const out = {} as Palette;
  for (const n of NAMES) out[n] = style.getPropertyValue(`--${n}`).trim() || 'currentColor';
  return out;
}

/** The theme's colours, read again when the theme changes (data-theme on <html>). */
function usePalette(): Palette {
  const [palette, setPalette] = useState(readPalette);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(readPalette()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}

/**
 * A report's chart (recharts, loaded with the report pages only). Colours come from the theme's CSS
 * variables, so it reads in dark and light; the figure is named for screen readers, and every value
 * is also in the report's table.
 */
export default function ReportChart({ kind, data, xKey, series, label, format }: ChartProps) {
  const p = usePalette();
  const axis = { stroke: p['text-muted'], tick: { fill: p['text-muted'], fontSize: 12 } };
  const tooltip = (
    <Tooltip
      formatter={(v) => (typeof v === 'number' && format ? format(v) : String(v))}
      contentStyle={{ background: p.surface, border: `1px solid ${p.border}`, color: p.text }}
      labelStyle={{ color: p.text }}
    />
  );
  const common = {
    data: data as Record<string, string | number | null>[],
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  return (
    <figure className="report-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 600, height: 280 }}>
        {kind === 'line' ? (
          <LineChart {...common}>
            <CartesianGrid stroke={p.border} strokeDasharray="3 3" />
            <XAxis dataKey={xKey} {...axis} />
            <YAxis
              {...axis}
              width={72}
              allowDecimals={Boolean(format)}
              tickFormatter={(v: number) => (format ? format(v) : String(v))}
            />
            {tooltip}
            <Legend wrapperStyle={{ color: p.text }} />
            {series.map((s) => (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.label}
                stroke={p[s.colour]}
                strokeWidth={2}
                dot={data.length <= 31}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            <CartesianGrid stroke={p.border} strokeDasharray="3 3" />
            <XAxis dataKey={xKey} {...axis} />
            <YAxis
              {...axis}
              width={72}
              allowDecimals={Boolean(format)}
              tickFormatter={(v: number) => (format ? format(v) : String(v))}
            />
            {tooltip}
            <Legend wrapperStyle={{ color: p.text }} />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={p[s.colour]} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
