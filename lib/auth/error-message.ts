/**
 * The message inside a non-OK answer's body (a failed sign-in shows the answer's own text): our JSON
 * error's `message`, a bare `{ message }`, or the text itself; "" when there is nothing to show.
 */
export function messageFromBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return "";
  try {
    const body = JSON.parse(trimmed) as { error?: { message?: unknown }; message?: unknown };
    const message = body?.error?.message ?? body?.message;
    if (typeof message === "string" && message.trim()) return message.trim();
  } catch {
    // Not JSON: the text is the message.
  }
  return trimmed;
}
