import { describe, expect, it } from "vitest";
import { errorResponse } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { guardOverlaps } from "@/lib/scheduling/conflicts";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** What pg throws when PostgreSQL picks this transaction as a deadlock's victim. */
const deadlock = () =>
  Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }) });

describe("a deadlock between two writers of the same time", () => {
  it("runs the aborted write again (it changed nothing), up to three times", async () => {
    const s = await makeScheduleStudio();
    const slot = {
      startsAt: new Date("2031-03-04T15:00:00Z"),
      endsAt: new Date("2031-03-04T15:45:00Z"),
      instructorId: s.instructor.id,
      roomId: null,
    };
    let calls = 0;
    const result = await guardOverlaps(await getDb(), { studioId: s.studio.id, timeZone: "America/New_York", slots: [slot] }, async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return "saved";
    });
    expect(result).toBe("saved");
    expect(calls).toBe(3);
  });

  it("answers a deadlock that still escapes with 409 and a message, never a 500", async () => {
    const response = errorResponse(deadlock());
    expect(response.status).toBe(409);
    expect((await response.json()).error).toEqual({
      code: "conflict",
      message: "Someone changed this at the same moment. Please try again.",
    });
  });
});
