// POST /api/students/[id]/practice — log practice (the student for themself, staff for a student they teach).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { logPractice } from "@/lib/progress/practice";
import { ZPracticeInput } from "@/lib/progress/schemas";
import { ZPracticeEntryView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Log practice: date, minutes, dances, partner, note (the student, or staff who teach them).",
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZPracticeInput,
    status: 201,
    response: z.object({ practice: ZPracticeEntryView }),
  },
  async ({ db, session, params, body }) => ({ practice: await logPractice(db, session, params.id, body) }),
);
