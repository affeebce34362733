// GET /api/agenda — today and the week ahead, lesson by lesson, with each student's last lesson and note.
import { route } from "@/lib/http/route";
import { getAgenda } from "@/lib/scheduling/agenda";

export const GET = route({ roles: ["owner", "instructor"] }, async ({ db, session }) => getAgenda(db, session));
