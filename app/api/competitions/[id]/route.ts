// GET /api/competitions/[id] — one event (staff: with its fee table); PATCH — change it, `items` replacing its lines (owners).
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { getCompetition, updateCompetition } from "@/lib/competitions/events";
import { ZCompetitionPatch } from "@/lib/competitions/events-schemas";
import { ZCompetitionAnswer, ZCompetitionView } from "@/lib/competitions/events-views";

export const GET = route(
  {
    summary: "One event: staff read its fee table, markup and lines; a student a published event without the studio's prices.",
    params: ZIdParams,
    response: ZCompetitionAnswer,
  },
  async ({ db, session, params }) => ({ competition: await getCompetition(db, session, params.id) }),
);

export const PATCH = route(
  {
    summary: "Change an event; `items` replaces its packages, extras and shared costs; the charges of everyone going follow (owners).",
    roles: ["owner"],
    params: ZIdParams,
    body: ZCompetitionPatch,
    response: z.object({ competition: ZCompetitionView }),
  },
  async ({ db, session, params, body }) => ({ competition: await updateCompetition(db, session, params.id, body) }),
);
