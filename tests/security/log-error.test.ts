import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggableError } from "@/lib/api/log-error";

describe("what the server logs of an error", () => {
  it("keeps a failed query's code and message, never its parameters or the row", () => {
    const cause = Object.assign(new Error('null value in column "studio_id" violates not-null constraint'), {
      code: "23502",
      severity: "ERROR",
      table: "outbox_messages",
      detail: 'Failing row contains (…, {"token": "live-secret-123"}).',
    });
    const error = new DrizzleQueryError("insert into outbox_messages …", ['{"token":"live-secret-123"}'], cause);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain("live-secret-123");
    expect(logged).toContain("23502");
    expect(logged).toContain("outbox_messages");
  });
  it("keeps any other error as it is", () => {
    const error = new TypeError("boom");
    expect(loggableError(error)).toBe(error);
  });
});
