import { get, set, type FieldErrors, type FieldValues } from "react-hook-form";

/** Moves errors found under API names to the form's names (the route schema speaks the API's names). */
export function renameErrors<T extends FieldValues>(errors: FieldErrors<T>, names: Record<string, string>): FieldErrors<T> {
  const entries = Object.entries(names);
  if (entries.length === 0 || Object.keys(errors).length === 0) return errors;
  const renamed: Record<string, unknown> = { ...errors };
  for (const [apiName, formName] of entries) {
    const error = get(renamed, apiName);
    if (!error) continue;
    removePath(renamed, apiName.split("."));
    if (!get(renamed, formName)) set(renamed, formName, error);
  }
  return renamed as FieldErrors<T>;
}

/** Deletes one nested entry (copying the objects on its way, never the caller's) and any parent it leaves empty. */
function removePath(node: Record<string, unknown>, [key, ...rest]: string[]): void {
  if (rest.length === 0) {
    delete node[key];
    return;
  }
  const child = node[key];
  if (!child || typeof child !== "object") return;
  const copy = { ...(child as Record<string, unknown>) };
  removePath(copy, rest);
  if (Object.keys(copy).length === 0) delete node[key];
  else node[key] = copy;
}

/** Every error with a message, as [dotted path, message], in the order the schema reported them. */
export function flattenErrors(errors: FieldErrors, prefix = ""): [string, string][] {
  const found: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object" || key === "ref") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message) found.push([name, message]);
    else found.push(...flattenErrors(value as FieldErrors, name));
  }
  return found;
}
