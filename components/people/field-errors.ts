import { ApiError } from "@/lib/api/api-fetch";

/** The API's message for the form's alert and its per-field messages (typed values stay). */
export function readApiError(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  return { message: "Something went wrong. Please try again.", fields: {} };
}
