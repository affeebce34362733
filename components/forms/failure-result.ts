import { ApiError, readApiError, readPlanRequired, type PlanRequired } from "@/lib/api/api-fetch";

// Apart from use-api-form, so a screen that only reports failed actions (the schedule's drag and
// drop, say) doesn't load react-hook-form and zod with its first page.

/** What a form says after a submit: one message, and, for a plan refusal, the plan that unlocks it. */
export type FormResult = {
  kind: "error" | "success";
  text: string;
  planRequired?: PlanRequired;
  /** The HTTP status of a refused request (409, 410 …), for a form that offers a way on. */
  status?: number;
};

/** A failed call as a form or an action says it: the API's message (or `fallback`), the plan that unlocks it, the status. */
export function failureResult(error: unknown, fallback?: string): FormResult {
  const { message } = readApiError(error, fallback);
  return {
    kind: "error",
    text: message,
    planRequired: readPlanRequired(error),
    status: error instanceof ApiError ? error.status : undefined,
  };
}
