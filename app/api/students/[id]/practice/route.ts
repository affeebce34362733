// POST /api/students/[id]/practice — log practice (the student for themself, staff for a student they teach).
import { json, route } from "@/lib/http/route";
import { logPractice } from "@/lib/progress/practice";
import { ZPracticeInput } from "@/lib/progress/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Log practice: date, minutes, dances, partner, note (the student, or staff who teach them).",
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZPracticeInput,
  },
  async ({ db, session, params, body }) => json({ practice: await logPractice(db, session, params.id, body) }, 201),
);
