import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Add to calendar": the lesson as an .ics file (GET /api/events/{id}/ics), under the same UID as the person's feed. */
export function AddToCalendarLink({ eventId, title, size = "sm" }: { eventId: string; title: string; size?: "sm" | "md" }) {
  return (
    <Button asChild variant="secondary" size={size}>
      <a href={`/api/events/${eventId}/ics`} download aria-label={`Add ${title} to calendar`}>
        <CalendarPlus aria-hidden />
        Add to calendar
      </a>
    </Button>
  );
}
