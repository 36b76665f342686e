import { DEFAULT_CURRENCY } from '@tours/core/domain';
import { money } from '../../lib/format';

/** One bar: a visit date's figures, from the report's aggregate (the same as its summary). */
export interface ChartDay {
  date: string;
  bookings: number;
  moneyTaken: number;
}

/** Bookings per visit date as an SVG bar chart, with a table fallback for screen readers. */
export function ReportChart({
  days,
  currency = DEFAULT_CURRENCY,
}: {
  days: readonly ChartDay[];
  currency?: string;
}) {
  const points = days;
  if (!points.some((p) => p.bookings > 0)) return <p className="muted">No bookings to chart.</p>;
  const width = 1000;
  const height = 220;
  const pad = { left: 36, right: 12, top: 12, bottom: 40 };
  const max = Math.max(...points.map((p) => p.bookings), 1);
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const step = innerW / points.length;
  const barW = Math.max(2, Math.min(28, step * 0.7));
  const ticks = [0, Math.ceil(max / 2), max].filter((v, i, a) => a.indexOf(v) === i);
  const labelEvery = Math.ceil(points.length / 10);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Bookings per visit date, ${points[0]!.date} to ${points.at(-1)!.date}`}
      >
        {ticks.map((t) => {
          const y = pad.top + innerH - (t / max) * innerH;
          return (
            <g key={t}>
              <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} className="chart-grid" />
              <text x={pad.left - 6} y={y + 4} textAnchor="end" className="chart-label">
                {t}
              </text>
            </g>
          );
        })}
        {points.map((p, i) => {
          const h = (p.bookings / max) * innerH;
          const x = pad.left + i * step + (step - barW) / 2;
          return (
            <g key={p.date}>
              <rect x={x} y={pad.top + innerH - h} width={barW} height={h} rx={2} className="chart-bar">
                <title>{`${p.date}: ${p.bookings} booking${p.bookings === 1 ? '' : 's'}, ${money(p.moneyTaken, currency)}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text
                  x={x + barW / 2}
                  y={height - pad.bottom + 16}
                  textAnchor="middle"
                  className="chart-label"
                >
                  {p.date.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">Bookings per visit date (hover a bar for money taken)</figcaption>
      <table className="sr-only">
        <caption>Bookings per visit date</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Bookings</th>
            <th scope="col">Money taken</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{p.date}</td>
              <td>{p.bookings}</td>
              <td>{money(p.moneyTaken, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
