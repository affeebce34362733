"use client";

import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from "recharts";
import { displayCell, type CellContext } from "@/lib/reports/format-cell";
import type { CellFormat } from "@/lib/reports/report-types";

export type ChartPoint = { label: string } & Record<string, number | string | null>;
export type ChartSeries = { key: string; label: string };
export type ChartKind = "bar" | "line" | "pie";

/** Series colours from the theme's tokens, so the chart reads in light and dark alike. */
const COLORS = [
  "var(--color-primary)",
  "var(--color-accent)",
  "var(--color-success)",
  "var(--color-danger)",
  "var(--color-muted-foreground)",
];
const AXIS = { fill: "var(--color-muted-foreground)", fontSize: 12 };

/**
 * A chart of a report's table (recharts). The numbers are in the table beside it, so the drawing is
 * hidden from screen readers and labelled as a picture of that table.
 */
export function ReportChart({
  kind = "bar",
  data,
  series,
  format,
  cell,
  label,
  height = 240,
}: {
  kind?: ChartKind;
  data: ChartPoint[];
  series: ChartSeries[];
  format: Exclude<CellFormat, "metric">;
  cell: CellContext;
  label: string;
  height?: number;
}) {
  const show = (value: unknown) => displayCell(typeof value === "number" ? value : null, format, cell);
  const tooltip = (
    <Tooltip
      formatter={(value) => show(value)}
      contentStyle={{
        background: "var(--color-card)",
        border: "1px solid var(--color-border)",
        borderRadius: 8,
        color: "var(--color-foreground)",
      }}
      labelStyle={{ color: "var(--color-foreground)" }}
      cursor={{ fill: "var(--color-muted)" }}
    />
  );
  // Nothing but zeros: an empty frame of axes looks broken, so the card says so (the table beside it says the same).
  const drawn = data.some((point) => series.some((item) => typeof point[item.key] === "number" && point[item.key] !== 0));
  if (!drawn)
    return (
      <figure className="m-0 grid min-w-0 content-start gap-2 rounded-xl border border-dashed border-border bg-card p-3 print:hidden">
        <figcaption className="text-sm font-medium">{label}</figcaption>
        <p className="grid min-h-24 place-items-center text-center text-sm text-muted-foreground">Nothing to draw for this period yet.</p>
      </figure>
    );
  const style = { width: "100%", height };
  const common = { data, responsive: true, style, accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 8 } } as const;
  return (
    <figure className="m-0 min-w-0 rounded-xl border border-border bg-card p-3 print:hidden">
      <figcaption className="mb-2 text-sm font-medium">{label}</figcaption>
      <div role="img" aria-label={`${label}: a chart of the table beside it`}>
        {kind === "pie" ? (
          <PieChart {...common}>
            <Pie data={data} dataKey={series[0].key} nameKey="label" outerRadius="80%" stroke="var(--color-card)" isAnimationActive={false}>
              {data.map((point, index) => (
                <Cell key={point.label} fill={COLORS[index % COLORS.length]} />
              ))}
            </Pie>
            {tooltip}
            <Legend wrapperStyle={{ fontSize: 12, color: "var(--color-foreground)" }} />
          </PieChart>
        ) : kind === "line" ? (
          <LineChart {...common}>
            <CartesianGrid stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} stroke="var(--color-border)" />
            <YAxis tick={AXIS} stroke="var(--color-border)" tickFormatter={show} width={72} />
            {tooltip}
            {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {series.map((item, index) => (
              <Line
                key={item.key}
                dataKey={item.key}
                name={item.label}
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            <CartesianGrid stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} stroke="var(--color-border)" />
            <YAxis tick={AXIS} stroke="var(--color-border)" tickFormatter={show} width={72} />
            {tooltip}
            {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {series.map((item, index) => (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={item.label}
                fill={COLORS[index % COLORS.length]}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </div>
    </figure>
  );
}
