/**
 * Dates and amounts of the studio's plan, for the settings section and the sidebar badge. Dates are
 * shown in UTC, where billing periods are computed, so the server and the browser print the same day.
 */
export function formatPlanDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", ...(sameYear ? {} : { year: "numeric" }), timeZone: "UTC" });
}

/** Plans are sold in US dollars, whatever the studio's currency: "$9" for whole dollars, "$4.52" otherwise. */
export function formatUsd(cents: number): string {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}
