import { z } from "zod";

/** Zod issues as { field: first message }, the shape forms show beside their inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The keys an object schema takes (through refinements, transforms and unions), or null when it takes any. */
function knownKeys(schema: z.ZodType): Set<string> | null {
  if (schema instanceof z.ZodPipe) return knownKeys(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const keys = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const optionKeys = knownKeys(option);
      if (!optionKeys) return null;
      for (const key of optionKeys) keys.add(key);
    }
    return keys;
  }
  if (!(schema instanceof z.ZodObject)) return null;
  // A loose object (or one with a catchall) takes any key on purpose.
  const catchall = schema._zod.def.catchall;
  if (catchall && catchall._zod.def.type !== "never") return null;
  return new Set(Object.keys(schema.shape));
}

/**
 * The top-level fields of a JSON body the schema doesn't take. Zod drops them silently, so a
 * misspelt field ("capcity") would answer 200 and change nothing: the route wrapper refuses them.
 */
export function unknownFields(schema: z.ZodType, input: unknown): string[] {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return [];
  const known = knownKeys(schema);
  return known ? Object.keys(input).filter((key) => !known.has(key)) : [];
}
