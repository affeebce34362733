// PATCH /api/goals/[id] — change a goal or mark it met; DELETE — remove it.
import { route } from "@/lib/http/route";
import { deleteGoal, updateGoal } from "@/lib/progress/goals";
import { ZGoalPatch } from "@/lib/progress/schemas";
import { ZDeletedView, ZGoalChangedView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const PATCH = route(
  {
    summary: "Change a goal or mark it met.",
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZGoalPatch,
    response: ZGoalChangedView,
  },
  async ({ db, session, params, body }) => updateGoal(db, session, params.id, body),
);

export const DELETE = route(
  { summary: "Remove a goal.", feature: "progress_tracking", params: ZIdParams, response: ZDeletedView },
  async ({ db, session, params }) => deleteGoal(db, session, params.id),
);
