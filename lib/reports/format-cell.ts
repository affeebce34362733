import { formatMoney } from "@/lib/money/money";
import type { CellFormat, Column, Row } from "./report-types";

export type CellContext = { currency: string; timeZone: string };

/** The format a cell is shown in: a "metric" column takes the one its row names (`unit`). */
export function formatOf(column: Column, row: Row): Exclude<CellFormat, "metric"> {
  if (column.format !== "metric") return column.format;
  const unit = row.unit;
  return unit === "cents" || unit === "minutes" || unit === "percent" ? unit : "count";
}

/** "12 h 30 min" from 750 minutes. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function formatPercent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString("en-US")}%`;
}

/** "Nov 2026" from "2026-11". */
export function formatMonth(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

/** "Tue, Nov 3, 2026" from "2026-11-03". */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The cell as a person reads it on screen: money in the studio's currency, instants in its zone. */
export function displayCell(value: Row[string], format: Exclude<CellFormat, "metric">, context: CellContext): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (format) {
    case "cents":
      return formatMoney(Number(value), context.currency);
    case "minutes":
      return formatMinutes(Number(value));
    case "percent":
      return formatPercent(Number(value));
    case "count":
      return Number(value).toLocaleString("en-US");
    case "month":
      return formatMonth(String(value));
    case "date":
      return formatDay(String(value));
    case "datetime":
      return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: context.timeZone }).format(
        new Date(String(value)),
      );
    default:
      return String(value);
  }
}

/** The cell as a spreadsheet reads it: amounts in currency units, rates in percent, instants as local "YYYY-MM-DD HH:MM". */
export function csvCell(value: Row[string], format: Exclude<CellFormat, "metric">, context: CellContext): string | number | null {
  if (value === null || value === undefined) return null;
  switch (format) {
    case "cents":
      return Number(value) / 100;
    case "percent":
      return Math.round(Number(value) * 1000) / 10;
    case "minutes":
    case "count":
      return Number(value);
    case "datetime": {
      const parts = new Intl.DateTimeFormat("en-CA", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: context.timeZone,
      }).formatToParts(new Date(String(value)));
      const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
      return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
    }
    default:
      return String(value);
  }
}

/** A column's CSV heading, with its unit: "Received (USD)", "Class hours (minutes)", "Attendance rate (%)". */
export function csvHeading(column: Column, currency: string): string {
  if (column.format === "cents") return `${column.label} (${currency})`;
  if (column.format === "minutes") return `${column.label} (minutes)`;
  if (column.format === "percent") return `${column.label} (%)`;
  return column.label;
}
