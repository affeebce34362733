// GET /api/competitions — the studio's events (students: published ones); POST — create one with its fee table (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createCompetition, listCompetitions } from "@/lib/competitions/events";
import { ZCompetitionInput, ZCompetitionListQuery } from "@/lib/competitions/events-schemas";
import { ZCompetitionListItem, ZCompetitionView } from "@/lib/competitions/events-views";

export const GET = route(
  {
    summary: "The studio's showcases, competitions and medal exams, upcoming first (students: published ones, counting their own entries).",
    query: ZCompetitionListQuery,
    response: z.object({ competitions: z.array(ZCompetitionListItem) }),
  },
  async ({ db, session, query }) => ({ competitions: await listCompetitions(db, session, query) }),
);

export const POST = route(
  {
    summary:
      "Create an event: kind, dates, place, deadline, the fee table, markup, split and its packages, extras and shared costs (owners).",
    roles: ["owner"],
    body: ZCompetitionInput,
    status: 201,
    response: z.object({ competition: ZCompetitionView }),
  },
  async ({ db, session, body }) => ({ competition: await createCompetition(db, session, body) }),
);
