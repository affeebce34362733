import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Add to calendar": the lesson as an .ics file (GET /api/events/{id}/ics), under the same UID as the person's feed. */
export function AddToCalendarLink({ eventId, title, size = "sm" }: { eventId: string; title: string; size?: "sm" | "md" }) {
  return (
    <Button asChild variant="secondary" size={size}>
      {/* The name starts with the visible words (WCAG 2.5.3, axe's label-content-name-mismatch). */}
      <a href={`/api/events/${eventId}/ics`} download aria-label={`Add to calendar: ${title}`}>
        <CalendarPlus aria-hidden />
        Add to calendar
      </a>
    </Button>
  );
}
