import { CalendarCheck, ChartNoAxesColumnIncreasing, MousePointerClick } from "@/components/ui/static-icons";
import { cn } from "@/lib/utils";

/** The product's three promises, shown on the home page and on /features. */
export const FEATURE_CARDS = [
  {
    title: "Click & Drag Scheduling",
    icon: MousePointerClick,
    body: "Build the week by clicking an empty slot and dragging a lesson where it belongs. Move a class to another day, stretch it to a longer slot, and see clashes between instructors or rooms before they happen.",
    points: [
      "Private lessons, group classes and practice parties on one calendar",
      "Recurring classes in a few clicks",
      "Instructor and room conflicts flagged as you drag",
    ],
  },
  {
    title: "Easy Booking",
    icon: CalendarCheck,
    body: "Students book studios, private lessons and group classes in a few taps, and pay in the same step with the integrated payment system. Capacity and waitlists look after themselves.",
    points: [
      "Studio rentals, private lessons and group classes",
      "Integrated payments, packages and credits",
      "Automatic waitlists when a class is full",
    ],
  },
  {
    title: "Progress Metrics",
    icon: ChartNoAxesColumnIncreasing,
    body: "Track practice hours, attendance and skill progression for every dancer, so students see how far they have come and instructors know what to work on next.",
    points: ["Practice hours week by week", "Attendance for every class and lesson", "Skill progression per dance, Newcomer to Gold"],
  },
] as const;

export function FeatureCards({ headingLevel = "h3", className }: { headingLevel?: "h2" | "h3"; className?: string }) {
  const Heading = headingLevel;
  return (
    <ul className={cn("grid gap-6 md:grid-cols-3", className)}>
      {FEATURE_CARDS.map(({ title, icon: Icon, body, points }) => (
        <li key={title} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <Heading className="mt-5 font-[family-name:var(--font-display)] text-xl font-semibold">{title}</Heading>
          <p className="mt-3 text-muted-foreground">{body}</p>
          <ul className="mt-5 grid gap-2 text-sm">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {point}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
