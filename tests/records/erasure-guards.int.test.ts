import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as erase } from "@/app/api/students/[id]/erase/route";
import { PATCH as editStudent } from "@/app/api/students/[id]/route";
import { POST as addStudent } from "@/app/api/students/route";
import { getDb } from "@/lib/db/client";
import { bookings, students } from "@/lib/db/schema";
import { makeMembership } from "../autopay/notices-fixture";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeService, makeStudio } from "../helpers/studio-factory";

// An erasure waits until nothing is still to happen for the student, and an erased record stays as it was left.

const eraseAs = (token: string, id: string) => callRoute(erase, { method: "POST", token, params: { id } });

describe("erasing a student with things still ahead", () => {
  it("is refused, naming the lessons and the membership, until they are cancelled", async () => {
    const { studio, owner } = await makeStudio();
    const service = await makeService(studio.id);
    const student = await makeStudent(studio.id, { name: "Nora Quist", email: "nora@example.test" });
    const event = await makeEvent(studio.id, { serviceId: service.id, startsAt: hoursFromNow(48) });
    const db = await getDb();
    const [booking] = await db
      .insert(bookings)
      .values({ studioId: studio.id, eventId: event.id, studentId: student.id, status: "booked" })
      .returning({ id: bookings.id });
    const membership = await makeMembership(studio.id, student.id, { startsOn: "2026-01-01" });

    const refused = await eraseAs(owner.token, student.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Nora Quist still has 1 lesson booked ahead, 1 membership still running. Cancel them first (on their page), then erase their personal data.",
    );
    const [kept] = await db.select().from(students).where(eq(students.id, student.id));
    expect(kept).toMatchObject({ name: "Nora Quist", email: "nora@example.test", erasedAt: null });

    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    await db.execute(`update student_memberships set ends_on = '2026-02-01' where id = '${membership.id}'`);
    expect((await eraseAs(owner.token, student.id)).status).toBe(200);
  });
});

describe("an erased student's record", () => {
  it("can't be edited, and nobody is partnered with it", async () => {
    const { studio, owner } = await makeStudio();
    const gone = await makeStudent(studio.id, { name: "Otto Lind" });
    const other = await makeStudent(studio.id, { name: "Pia Lind" });
    expect((await eraseAs(owner.token, gone.id)).status).toBe(200);

    const edited = await callRoute(editStudent, {
      method: "PATCH",
      token: owner.token,
      params: { id: gone.id },
      body: { name: "Otto Lind" },
    });
    expect(edited.status).toBe(409);
    expect(edited.body.error.message).toBe("This student's personal data was erased: their record can't be changed.");

    const partnered = await callRoute(editStudent, {
      method: "PATCH",
      token: owner.token,
      params: { id: other.id },
      body: { partnerId: gone.id },
    });
    expect(partnered.status).toBe(400);
    expect(partnered.body.error.fields).toEqual({ partnerId: "Choose another partner." });
    const added = await callRoute(addStudent, { method: "POST", token: owner.token, body: { name: "Rea Lind", partnerId: gone.id } });
    expect(added.status).toBe(400);

    const db = await getDb();
    const [row] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.id, gone.id)));
    expect(row.name).toMatch(/^Former student #\d+$/);
  });
});
