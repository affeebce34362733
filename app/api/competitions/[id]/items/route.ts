// PUT /api/competitions/[id]/items — a student's package and extras at the event.
import { z } from "zod";
import { ZIdParams } from "@/lib/api/ids";
import { route } from "@/lib/http/route";
import { setStudentItems } from "@/lib/competitions/entries";
import { ZStudentItemsPut } from "@/lib/competitions/entries-schemas";
import { ZStudentItemChoice } from "@/lib/competitions/entries-views";

export const PUT = route(
  {
    summary:
      "Set a student's package (one at most) and extras with quantities, replacing their choice: a student their own before the deadline, staff any time; the charges follow.",
    params: ZIdParams,
    body: ZStudentItemsPut,
    response: z.object({ choices: z.array(ZStudentItemChoice) }),
  },
  async ({ db, session, params, body }) => setStudentItems(db, session, params.id, body),
);
