import { z } from "zod";

/**
 * Form fields whose typed text differs from the API's value. Each one turns the text into the value
 * and then pipes it into the route's own schema for that field, so its messages are the route's.
 */

/** A text box or a select whose empty choice means "none": "" becomes `empty` (null or undefined). */
export function blankAs<TEmpty extends null | undefined, TSchema extends z.ZodType>(empty: TEmpty, schema: TSchema) {
  return z
    .string()
    .transform((text): string | TEmpty => (text.trim() === "" ? empty : text))
    .pipe(schema as unknown as z.ZodType<z.output<TSchema>, string | Awaited<TEmpty>>);
}

/** A number typed as text ("10"); an empty box is `NaN`, which the route's number schema refuses with its own message. */
export function numberText<TSchema extends z.ZodType<unknown, number>>(schema: TSchema) {
  return z
    .string()
    .transform((text) => (text.trim() === "" ? Number.NaN : Number(text.trim())))
    .pipe(schema);
}

/** A picker whose value is the chosen option (`{ id, name }`, or null for none): the API gets its id, or `none`. */
export function pickedId<TNone extends "" | null, TSchema extends z.ZodType>(none: TNone, schema: TSchema) {
  return z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .transform((option): string | TNone => option?.id ?? none)
    .pipe(schema as unknown as z.ZodType<z.output<TSchema>, string | Awaited<TNone>>);
}

/** Reports a nested parse's problems as the outer schema's own, under `path` (a part of the form checked on its own). */
export function addIssues(result: z.ZodSafeParseResult<unknown>, ctx: z.RefinementCtx, path: PropertyKey[]): void {
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: [...path, ...issue.path] });
}
