// GET /api/intake-fields — the studio's own questions about its students; POST — add one (owners).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createIntakeField, intakeFieldsFor } from "@/lib/records/intake-fields";
import { ZIntakeFieldInput, ZIntakeFieldsQuery } from "@/lib/records/intake-schemas";
import { ZIntakeFieldView, ZIntakeQuestionView } from "@/lib/records/intake-views";

const ZStaffList = z.object({ fields: z.array(ZIntakeFieldView) });

export const GET = route(
  {
    summary:
      "The studio's intake questions in order (students: those they answer, never a staff-only one; owners: `archived=true` adds removed ones).",
    query: ZIntakeFieldsQuery,
    response: { owner: ZStaffList, instructor: ZStaffList, student: z.object({ fields: z.array(ZIntakeQuestionView) }) },
  },
  async ({ db, session, query }) => ({ fields: await intakeFieldsFor(db, session, { archived: query.archived === "true" }) }),
);

export const POST = route(
  {
    summary: "Add an intake question: text, choice, date or yes/no; required or not; staff-only or asked of students (owners).",
    roles: ["owner"],
    body: ZIntakeFieldInput,
    status: 201,
    response: z.object({ field: ZIntakeFieldView }),
  },
  async ({ db, session, body }) => ({ field: await createIntakeField(db, session, body) }),
);
