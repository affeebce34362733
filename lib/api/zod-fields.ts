import { z } from "zod";
import { HEX_COLOR } from "./hex-color";

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

/**
 * Characters no text field takes: C0 controls (NUL among them: PostgreSQL can't store it), DEL,
 * C1 controls, and lone UTF-16 surrogates (no character at all). Tabs and line breaks are handled
 * by LINE_BREAK: only fields marked `multiline()` (notes, messages) take them.
 */
const CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const MULTILINE = z.registry<{ multiline: true }>();

/** Marks a text field as multi-line (notes, messages, an address): it may hold line breaks and tabs, still no other control character. */
export function multiline<T extends z.ZodType>(schema: T): T {
  MULTILINE.add(schema, { multiline: true });
  return schema;
}

/** The fields of a body schema marked multiline() ("notes", "contact.address"), through optional, nullable, defaults, pipes and unions. */
function multilineFields(schema: z.ZodType | undefined): Set<string> {
  const found = new Set<string>();
  const visit = (node: z.ZodType | undefined, path: string): void => {
    for (let each = node; each;) {
      if (MULTILINE.has(each)) found.add(path);
      if (each instanceof z.ZodUnion) return (each.options as z.ZodType[]).forEach((option) => visit(option, path));
      if (each instanceof z.ZodObject) {
        for (const [key, field] of Object.entries(each.shape)) visit(field as z.ZodType, path ? `${path}.${key}` : key);
        return;
      }
      const def = each._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
      each = def.innerType ?? def.in;
    }
  };
  visit(schema, "");
  return found;
}

/**
 * The control-character rule for a whole request part (a parsed JSON body, a query, path
 * parameters): every string anywhere in it, keys too. Returns { field: message } for the first
 * offender, or null. Run by the route wrapper on every request, so every endpoint, new ones
 * included, answers 400 naming the field instead of failing in the database.
 */
export function controlCharacterError(input: unknown, schema?: z.ZodType): Record<string, string> | null {
  const multi = multilineFields(schema);
  const walk = (value: unknown, path: string[]): Record<string, string> | null => {
    if (typeof value === "string") {
      const field = path.join(".") || "_";
      if (CONTROL.test(value)) return { [field]: "Remove the invisible control characters from this field." };
      if (LINE_BREAK.test(value) && !multi.has(path.join("."))) return { [field]: "Keep this field on one line: no line breaks or tabs." };
      return null;
    }
    if (typeof value !== "object" || value === null) return null;
    if (path.length > 32) return { [path.join(".")]: "This is nested too deeply." };
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key) || LINE_BREAK.test(key))
        return { [[...path, key.toWellFormed()].join(".")]: "Not a field this request takes." };
      const found = walk(item, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(input, []);
}

/** Text with the control characters removed, for what a page reads from its URL (a search box): the API refuses them instead. */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL.source, "g"), "").toWellFormed();
}

/** A colour field ("#7A1F4B", " #7a1f4b "): "#rrggbb", kept lower-case, so one colour is one value. */
export const ZHexColor = z.string().trim().regex(HEX_COLOR, "Use a colour like #7a1f4b.").toLowerCase();

/** The scheduling horizon: times and dates of lessons, classes and rentals are within two years of today, either way. */
export const TWO_YEARS_MS = 2 * 365.25 * 86_400_000;
const withinTwoYears = (ms: number) => Math.abs(ms - Date.now()) <= TWO_YEARS_MS;

/** An instant, ISO 8601 with its offset, within two years of today (events, bookings, availability windows). */
export const ZInstant = z.iso
  .datetime({ offset: true, error: "Use an ISO 8601 date and time, e.g. 2026-11-24T19:00:00-05:00." })
  .refine((value) => withinTwoYears(Date.parse(value)), "Choose a time within two years of today.");

/** A local date "YYYY-MM-DD" within two years of today (series, availability exceptions, rates, goals, practice). */
export const ZLocalDate = z.iso
  .date("Use a date like 2026-11-24.")
  .refine((value) => withinTwoYears(Date.parse(`${value}T12:00:00Z`)), "Choose a date within two years of today.");

/** A date bounding a period of history (reports, payments): from 2000 up to two years ahead. */
export const ZPeriodDate = z.iso
  .date("Use a date like 2026-11-01.")
  .refine(
    (value) => value >= "2000-01-01" && Date.parse(`${value}T00:00:00Z`) <= Date.now() + TWO_YEARS_MS,
    "Choose a date between 2000 and two years from today.",
  );

/**
 * A link the app shows people to open (a lesson's meeting, a figure's video): https only — never
 * http, javascript: or data: — to a named host, at most 500 characters.
 */
export const ZHttpsUrl = z
  .string({ error: "Paste a link starting with https://." })
  .trim()
  .max(500, "A link has at most 500 characters.")
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, normalize: true, error: "Paste a link starting with https://." }));
