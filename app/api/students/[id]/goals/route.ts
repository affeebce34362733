// POST /api/students/[id]/goals — a goal with a date (the student for themself, staff for a student they teach).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createGoal } from "@/lib/progress/goals";
import { ZGoalInput } from "@/lib/progress/schemas";
import { ZGoalView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "Set a goal with a date (the student, or staff who teach them).",
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZGoalInput,
    status: 201,
    response: z.object({ goal: ZGoalView }),
  },
  async ({ db, session, params, body }) => createGoal(db, session, params.id, body),
);
