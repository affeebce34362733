// POST /api/students/[id]/goals — a goal with a date (the student for themself, staff for a student they teach).
import { json, route } from "@/lib/http/route";
import { createGoal } from "@/lib/progress/goals";
import { ZGoalInput } from "@/lib/progress/schemas";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Set a goal with a date (the student, or staff who teach them).",
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZGoalInput,
  },
  async ({ db, session, params, body }) => json(await createGoal(db, session, params.id, body), 201),
);
