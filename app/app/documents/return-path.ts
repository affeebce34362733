/** Where a signing page sends the student back to: a page of the app (never another site), else their documents. */
export function returnPath(next: string | string[] | undefined): string {
  const path = typeof next === "string" ? next : "";
  return /^\/app(\/|\?|$)/.test(path) && !path.includes("\\") ? path : "/app/documents";
}
