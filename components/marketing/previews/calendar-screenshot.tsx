/* eslint-disable @next/next/no-img-element -- static screenshots with fixed size; no optimiser needed */

/**
 * The real Calendar View, photographed from the running demo by `npm run screenshots` (light and
 * dark). Lazy and sized, so it costs the page neither layout shift nor first-paint bytes.
 */
export function CalendarScreenshot() {
  const common = {
    width: 1200,
    height: 750,
    loading: "lazy" as const,
    decoding: "async" as const,
    className: "h-auto w-full rounded-lg border border-border shadow-sm",
  };
  return (
    <>
      <img
        {...common}
        src="/gallery/calendar-view-light.jpg"
        alt="The Promenade schedule: a week of private lessons and group classes"
        className={`${common.className} dark:hidden`}
      />
      <img
        {...common}
        src="/gallery/calendar-view-dark.jpg"
        alt="The Promenade schedule in dark mode: a week of private lessons and group classes"
        className={`${common.className} hidden dark:block`}
      />
    </>
  );
}
