import { afterAll, beforeAll } from "vitest";
import { getDb } from "@/lib/db/client";

type LoggedSession = { logger: unknown; options: { logger?: unknown } };

/**
 * Every SQL statement the test file's database runs, in order, while its tests run: recorded through
 * Drizzle's logger, which the session keeps (and hands to every transaction, so those count too).
 * Call at the top of a file; it puts the original logger back after the file.
 */
export function recordQueries(): string[] {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  let restore: () => void = () => {};
  beforeAll(async () => {
    const { session } = (await getDb()) as unknown as { session: LoggedSession };
    const before = { logger: session.logger, options: session.options.logger };
    session.logger = logger;
    session.options.logger = logger;
    restore = () => {
      session.logger = before.logger;
      session.options.logger = before.options;
    };
  });
  afterAll(() => restore());
  return statements;
}
