import { DrizzleQueryError } from "drizzle-orm/errors";
import { requestFields, serverLog } from "./server-log.mjs";

/**
 * An error as the server's log may keep it. A failed query's error names its parameters (Drizzle's
 * "Failed query: … params: …") and the database's detail repeats the row ("Failing row contains …"):
 * either can hold a live token or someone's personal data, so a database error is logged by its code,
 * message and place only. Anything else is logged as it is (with its stack).
 */
export function loggableError(error: unknown): unknown {
  const database = isDrizzleQueryError(error) ? (error as { cause?: unknown }).cause : error;
  if (!isDatabaseError(database)) return isDrizzleQueryError(error) ? "A database query failed (no detail kept)." : error;
  const { code, message, table, constraint, routine } = database;
  return { databaseError: { code, message, table, constraint, routine } };
}

/**
 * Writes an error to the server's log only (never to an answer): the message, the error as
 * loggableError keeps it (with its stack), and the request id when it happened while serving one.
 */
export function logError(message: string, error: unknown): void {
  const kept = loggableError(error);
  serverLog().error({ ...requestFields(), ...(kept instanceof Error ? { err: kept } : { error: kept }) }, message);
}

type DatabaseError = { code: string; message: string; severity: string; table?: string; constraint?: string; routine?: string };

function isDrizzleQueryError(error: unknown): boolean {
  return error instanceof DrizzleQueryError;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  return typeof error === "object" && error !== null && typeof (error as DatabaseError).code === "string" && "severity" in error;
}
