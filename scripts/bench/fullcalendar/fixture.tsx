// bench:schedule's FullCalendar 7 page (dev-only, never part of the app): the same week of events our
// schedule draws, in a timeGridWeek with editable (draggable, resizable) events. Bundled by esbuild.
import FullCalendar, { type CalendarRef, type EventInput } from "@fullcalendar/react";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { useRef } from "react";
import { createRoot } from "react-dom/client";

type BenchEvent = { id: string; title: string; startsAt: string; endsAt: string; color: string; instructor: string | null };

const { events, initialDate } = JSON.parse(document.getElementById("bench-data")!.textContent!) as {
  events: BenchEvent[];
  initialDate: string;
};
const inputs: EventInput[] = events.map((event) => ({
  id: event.id,
  title: [event.title, event.instructor].filter(Boolean).join(" · "),
  start: event.startsAt,
  end: event.endsAt,
  color: event.color,
}));

function Fixture() {
  const calendar = useRef<CalendarRef>(null);
  return (
    <div style={{ height: "100vh", display: "flex", flexDirection: "column" }}>
      <div>
        <button type="button" aria-label="Previous week" onClick={() => calendar.current?.getApi().prev()}>
          ‹
        </button>
        <button type="button" aria-label="Next week" onClick={() => calendar.current?.getApi().next()}>
          ›
        </button>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <FullCalendar
          ref={calendar}
          plugins={[timeGridPlugin, interactionPlugin, classicThemePlugin]}
          initialView="timeGridWeek"
          initialDate={initialDate}
          timeZone="local"
          height="100%"
          slotMinTime="07:00:00"
          editable
          selectable
          eventMaxStack={2}
          eventClass="bench-event"
          events={inputs}
        />
      </div>
    </div>
  );
}

createRoot(document.getElementById("root")!).render(<Fixture />);
