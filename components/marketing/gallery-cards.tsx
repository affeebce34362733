import { cn } from "@/lib/utils";
import { BookingPreview } from "./previews/booking-preview";
import { CalendarScreenshot } from "./previews/calendar-screenshot";
import { MetricsPreview } from "./previews/metrics-preview";

/**
 * The three screens of the gallery. Calendar View is a screenshot of the real screen
 * (`npm run screenshots`); the booking and metrics screens are drawn with real markup at small scale.
 */
const GALLERY = [
  {
    title: "Calendar View",
    caption: "The studio's week at a glance: every lesson, class and rental by instructor and room. Drag a block to move it.",
    Preview: CalendarScreenshot,
  },
  {
    title: "Booking Interface",
    caption: "Students choose a private lesson, a group class or floor time, pick a slot and pay in one step.",
    Preview: BookingPreview,
  },
  {
    title: "Metrics Dashboard",
    caption: "Practice hours, attendance and skill progression for each dancer, week by week.",
    Preview: MetricsPreview,
  },
] as const;

export function GalleryCards({ headingLevel = "h3", className }: { headingLevel?: "h2" | "h3"; className?: string }) {
  const Heading = headingLevel;
  return (
    <ul className={cn("grid gap-6 md:grid-cols-3", className)}>
      {GALLERY.map(({ title, caption, Preview }) => (
        <li key={title}>
          <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
            <div className="flex flex-1 flex-col justify-center bg-muted p-4">
              <Preview />
            </div>
            <figcaption className="p-5">
              <Heading className="font-[family-name:var(--font-display)] text-lg font-semibold">{title}</Heading>
              <p className="mt-2 text-sm text-muted-foreground">{caption}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
