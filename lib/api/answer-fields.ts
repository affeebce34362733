import { z } from "zod";

/**
 * Fields of answers (response schemas, `route({ response })`): what a client reads. A JSON answer is
 * parsed through its schema before it is sent, so an object keeps only the fields its schema names.
 */

/** An instant as the client reads it: ISO 8601 in UTC. Services may hand a Date or the database's text. */
export const ZInstantOut = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()))
  .pipe(z.iso.datetime());

/** A record's id in an answer. */
export const ZIdOut = z.string();

/** A calendar day (YYYY-MM-DD), a wall-clock time (HH:MM[:SS]): as stored, in the studio's time zone. */
export const ZDayOut = z.string();
export const ZTimeOut = z.string();

/** Amounts are integer cents in the studio's currency. */
export const ZCentsOut = z.number().int();

/** `{ ok: true }`: a change that has nothing else to say. */
export const ZOk = z.object({ ok: z.literal(true) });

/**
 * An answer parsed through its schema once and kept as JSON text (a week of the schedule kept in
 * memory between changes): route() sends the text as it is, when the route declares this same
 * schema, instead of parsing the same events again on every request.
 */
export class ParsedAnswer<TSchema extends z.ZodType = z.ZodType> {
  private constructor(
    readonly schema: TSchema,
    readonly json: string,
  ) {}

  /** The value parsed through `schema` (fields it doesn't name are dropped) and written as JSON. */
  static of<TSchema extends z.ZodType>(schema: TSchema, value: z.input<TSchema>): ParsedAnswer<TSchema> {
    return new ParsedAnswer(schema, JSON.stringify(schema.parse(value)));
  }
}
