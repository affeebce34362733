import { readApiError } from "@/lib/api/api-fetch";

/**
 * A failed save as a dialog shows it: per-field messages beside the fields the form has (the API's
 * keys, mapped by `rename` where the form names them differently), and the general message on top
 * only when no shown field already says it, so one problem is never written twice.
 */
export function serverError(
  error: unknown,
  shownFields: readonly string[],
  rename: Record<string, string> = {},
): { alert: string | null; fields: Record<string, string> } {
  const { message, fields: raw } = readApiError(error);
  const fields: Record<string, string> = {};
  for (const [key, text] of Object.entries(raw)) fields[rename[key] ?? key] = text;
  const saidBeside = shownFields.some((name) => fields[name] === message);
  return { alert: saidBeside ? null : message, fields };
}
