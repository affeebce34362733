import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteInstructorRoute } from "@/app/api/instructors/[id]/route";
import { getDb } from "@/lib/db/client";
import { inquiries, instructors } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeInstructor, makeScheduleStudio } from "../helpers/studio-factory";

describe("removing an instructor who follows up inquiries", () => {
  it("removes them and leaves their inquiries unassigned", async () => {
    const db = await getDb();
    const world = await makeScheduleStudio();
    const newcomer = await makeInstructor(world.studio.id, { name: "Nina New" });
    const [inquiry] = await db
      .insert(inquiries)
      .values({ studioId: world.studio.id, name: "Ivy Inquirer", origin: "phone", assignedTo: newcomer.id })
      .returning({ id: inquiries.id });
    const res = await callRoute(deleteInstructorRoute, { method: "DELETE", token: world.owner.token, params: { id: newcomer.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const gone = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(and(eq(instructors.studioId, world.studio.id), eq(instructors.id, newcomer.id)));
    expect(gone).toHaveLength(0);
    const [after] = await db.select({ assignedTo: inquiries.assignedTo }).from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(after.assignedTo).toBeNull();
  });
});
