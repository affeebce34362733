import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as batchRoute } from "@/app/api/attendance/batch/route";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancelEventRoute } from "@/app/api/events/[id]/route";
import { getDb } from "@/lib/db/client";
import { attendanceReceipts, bookings, ledgerEntries, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeScheduleStudio } from "../helpers/studio-factory";

type Item = { bookingId: string; status: string; takenAt: string; clientId: string };
type Results = { results: { clientId: string; result: string; message?: string }[]; error?: Record<string, unknown> };

/** Maria's group class that began an hour ago, with `count` booked students. */
async function startedClass(count = 1) {
  const s = await makeScheduleStudio();
  const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(-1) });
  const db = await getDb();
  const students = await Promise.all(Array.from({ length: count }, () => makeStudent(s.studio.id)));
  const places = await db
    .insert(bookings)
    .values(students.map((student) => ({ studioId: s.studio.id, eventId: event.id, studentId: student.id, status: "booked" as const })))
    .returning();
  return { ...s, event, places };
}

function tap(bookingId: string, status = "attended"): Item {
  return { bookingId, status, takenAt: new Date(Date.now() - 30 * 60_000).toISOString(), clientId: randomUUID() };
}

function send(token: string, items: Item[]) {
  return callRoute<Results>(batchRoute, { token, body: { items } });
}

async function statusOf(bookingId: string) {
  const [row] = await (await getDb()).select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row.status;
}

async function receiptsOf(studioId: string, bookingId: string) {
  return (await getDb())
    .select()
    .from(attendanceReceipts)
    .where(and(eq(attendanceReceipts.studioId, studioId), eq(attendanceReceipts.bookingId, bookingId)));
}

describe("POST /api/attendance/batch", () => {
  it("applies each tap once: the same batch sent again is duplicate and undoes no later change", async () => {
    const s = await startedClass(2);
    const [ann, bea] = s.places;
    const items = [tap(ann.id, "no_show"), tap(bea.id, "attended")];
    const first = await send(s.instructorMember.token, items);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual(items.map((item) => ({ clientId: item.clientId, result: "applied" })));
    expect(await statusOf(ann.id)).toBe("no_show");

    // The owner corrects Ann online; then the device, which never saw its answer, sends the same batch again.
    await callRoute(attendanceRoute, { token: s.owner.token, params: { id: ann.id }, body: { status: "attended" } });
    const again = await send(s.instructorMember.token, items);
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual(items.map((item) => ({ clientId: item.clientId, result: "duplicate" })));
    expect(await statusOf(ann.id)).toBe("attended");
    const receipts = await receiptsOf(s.studio.id, ann.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ status: "no_show", result: "applied", takenBy: s.instructorMember.user.id });
  });

  it("applies a tap sent by parallel batches exactly once", async () => {
    const s = await startedClass(1);
    const db = await getDb();
    const noShowFeeCents = 2500;
    await db.update(studios).set({ noShowPolicy: "fee", noShowFeeCents }).where(eq(studios.id, s.studio.id));
    const items = [tap(s.places[0].id, "no_show")];
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(s.instructorMember.token, items)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const results = answers.map((answer) => answer.body.results[0].result).sort();
    expect(results).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await receiptsOf(s.studio.id, s.places[0].id)).toHaveLength(1);
    const fees = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studioId, s.studio.id), eq(ledgerEntries.bookingId, s.places[0].id), eq(ledgerEntries.kind, "charge")));
    expect(fees.map((fee) => fee.amountCents)).toEqual([noShowFeeCents]);
  });

  it("applies taps on the same place in the order sent, so a later correction wins", async () => {
    const s = await startedClass(1);
    const [place] = s.places;
    const response = await send(s.instructorMember.token, [tap(place.id, "attended"), tap(place.id, "no_show")]);
    expect(response.body.results.map((row) => row.result)).toEqual(["applied", "applied"]);
    expect(await statusOf(place.id)).toBe("no_show");
  });

  it("reports a lesson the studio cancelled meanwhile as a conflict, keeps the receipt and leaves the booking alone", async () => {
    const s = await startedClass(2);
    const [ann, bea] = s.places;
    const cancelled = await callRoute(cancelEventRoute, { method: "DELETE", token: s.owner.token, params: { id: s.event.id } });
    expect(cancelled.status).toBeLessThan(300);
    const before = await statusOf(ann.id);
    const items = [tap(ann.id, "attended")];
    const response = await send(s.instructorMember.token, items);
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      { clientId: items[0].clientId, result: "conflict", message: "Lesson cancelled by the studio — your mark wasn't saved." },
    ]);
    expect(await statusOf(ann.id)).toBe(before);
    expect(await receiptsOf(s.studio.id, ann.id)).toEqual([expect.objectContaining({ result: "conflict", status: "attended" })]);

    // Sent again, the tap is a duplicate that still says it wasn't saved.
    const again = await send(s.instructorMember.token, items);
    expect(again.body.results[0]).toMatchObject({ result: "duplicate", message: expect.stringContaining("not saved") });
    expect(await statusOf(bea.id)).toBe(before);
  });

  it("reports a place the studio cancelled as a conflict, and still applies the batch's other taps", async () => {
    const s = await startedClass(2);
    const [ann, bea] = s.places;
    await (await getDb()).update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, ann.id));
    const response = await send(s.instructorMember.token, [tap(ann.id), tap(bea.id)]);
    expect(response.body.results.map((row) => row.result)).toEqual(["conflict", "applied"]);
    expect(response.body.results[0].message).toBe("This place was cancelled by the studio — your mark wasn't saved.");
    expect(await statusOf(ann.id)).toBe("cancelled");
    expect(await statusOf(bea.id)).toBe("attended");
  });

  it("reports a lesson that hasn't started as a conflict", async () => {
    const s = await makeScheduleStudio();
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(3) });
    const student = await makeStudent(s.studio.id);
    const [place] = await (
      await getDb()
    )
      .insert(bookings)
      .values({ studioId: s.studio.id, eventId: event.id, studentId: student.id, status: "booked" })
      .returning();
    const response = await send(s.instructorMember.token, [tap(place.id)]);
    expect(response.body.results[0]).toMatchObject({
      result: "conflict",
      message: "This lesson hadn't started yet — your mark wasn't saved.",
    });
    expect(await statusOf(place.id)).toBe("booked");
  });

  it("refuses another instructor's booking (403) and writes nothing of the batch", async () => {
    const s = await startedClass(1);
    const other = await makeMember(s.studio.id, "instructor");
    await makeInstructor(s.studio.id, { userId: other.user.id });
    const response = await send(other.token, [tap(s.places[0].id)]);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: "forbidden", bookingId: s.places[0].id } });
    expect(await statusOf(s.places[0].id)).toBe("booked");
    expect(await receiptsOf(s.studio.id, s.places[0].id)).toHaveLength(0);
  });

  it("answers 404 for another studio's booking, 403 to a student, 400 for a malformed tap", async () => {
    const mine = await startedClass(1);
    const theirs = await startedClass(1);
    const response = await send(mine.instructorMember.token, [tap(mine.places[0].id), tap(theirs.places[0].id)]);
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: "not_found", bookingId: theirs.places[0].id });
    expect(await statusOf(mine.places[0].id)).toBe("booked");
    expect(await statusOf(theirs.places[0].id)).toBe("booked");

    expect((await send(mine.student.token, [tap(mine.places[0].id)])).status).toBe(403);
    const bad = await send(mine.instructorMember.token, [{ ...tap(mine.places[0].id), clientId: "tap-1" }]);
    expect(bad.status).toBe(400);
    expect((await send(mine.instructorMember.token, [])).status).toBe(400);
    expect((await send(mine.instructorMember.token, [{ ...tap(mine.places[0].id), status: "booked" }])).status).toBe(400);
  });

  it("lets an owner send taps for any instructor's lesson", async () => {
    const s = await startedClass(1);
    const response = await send(s.owner.token, [tap(s.places[0].id, "late_cancel")]);
    expect(response.body.results[0].result).toBe("applied");
    expect(await statusOf(s.places[0].id)).toBe("late_cancel");
  });
});
