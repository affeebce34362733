// GET /api/agenda — today and the week ahead, lesson by lesson, with each student's last lesson and note.
import { route } from "@/lib/http/route";
import { getAgenda } from "@/lib/scheduling/agenda";
import { ZAgendaView } from "@/lib/scheduling/views";

export const GET = route(
  {
    summary:
      "Today and the next six days, lesson by lesson: students, room, notes, each student's last lesson and note (instructors their own; owners all).",
    roles: ["owner", "instructor"],
    response: ZAgendaView,
  },
  async ({ db, session }) => getAgenda(db, session),
);
