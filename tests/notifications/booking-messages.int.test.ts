import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { callRoute } from "../helpers/call-route";
import { parseIcsAttachment, startMailbox } from "./mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

// Monday 11 January 2027, 7:00 PM in New York (EST, UTC−5).
const STARTS = new Date("2027-01-12T00:00:00Z");

async function classWithPlaces(capacity = 10) {
  const s = await makeScheduleStudio();
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    roomId: s.room.id,
    startsAt: STARTS,
    capacity,
  });
  return { s, event };
}

describe("booking e-mails", () => {
  it("a student's booking sends one confirmation, in the studio's zone, with a METHOD:REQUEST .ics", async () => {
    const { s, event } = await classWithPlaces();
    const me = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
    const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    expect(booked.status).toBe(201);
    const mails = await mailbox.deliver(me.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("Booked: Bronze Waltz, Mon, Jan 11, 7:00 PM EST");
    expect(mail.text).toContain("When: Mon, Jan 11, 7:00 PM EST");
    expect(mail.text).toContain("With: Maria Lopez");
    expect(mail.text).toContain("America/New_York");
    expect(mail.html).toContain("Your place is booked");
    const ics = parseIcsAttachment(mail);
    expect(ics.method).toBe("REQUEST");
    expect(ics.event.uid).toContain(event.id);
    expect(new Date(ics.event.start).toISOString()).toBe(STARTS.toISOString());
    expect(ics.text).toContain("TZID=America/New_York");
    // Delivered once: another round sends nothing more.
    expect(await mailbox.deliver(me.user.email)).toHaveLength(1);
  });

  it("a cancellation by the student, or by the studio, sends a METHOD:CANCEL that says who cancelled", async () => {
    const { s, event } = await classWithPlaces();
    const me = await makeStudentMember(s.studio.id);
    const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: me.token, params: { id: booked.body.booking.id } });
    expect(cancelled.status).toBe(200);
    const mine = (await mailbox.deliver(me.user.email)).filter((mail) => mail.subject?.startsWith("Cancelled"));
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toContain("You cancelled your place in Bronze Waltz on Mon, Jan 11, 7:00 PM EST");
    const ics = parseIcsAttachment(mine[0]);
    expect(ics.method).toBe("CANCEL");
    expect(ics.event.status).toBe("CANCELLED");

    const other = await makeStudentMember(s.studio.id);
    const second = await callRoute(bookRoute, { token: s.owner.token, params: { id: event.id }, body: { studentId: other.student.id } });
    expect(second.status).toBe(201);
    await callRoute(cancelRoute, { method: "DELETE", token: s.owner.token, params: { id: second.body.booking.id } });
    // Both were queued before the worker ran: they may arrive in either order (the .ics SEQUENCE orders them for calendars).
    const theirs = await mailbox.deliver(other.user.email);
    expect(theirs.map((mail) => mail.subject?.split(":")[0]).sort()).toEqual(["Booked", "Cancelled"]);
    const cancellation = theirs.find((mail) => mail.subject?.startsWith("Cancelled"))!;
    expect(cancellation.text).toContain(`${s.studio.name} cancelled your place in Bronze Waltz`);
    expect(Number(parseIcsAttachment(cancellation).event.sequence)).toBeGreaterThan(
      Number(parseIcsAttachment(theirs.find((mail) => mail.subject?.startsWith("Booked"))!).event.sequence),
    );
  });

  it("the waitlisted student hears they are in when a place opens; a refused booking sends nothing", async () => {
    const { s, event } = await classWithPlaces(1);
    const [a, b] = [await makeStudentMember(s.studio.id), await makeStudentMember(s.studio.id)];
    const first = await callRoute(bookRoute, { token: a.token, params: { id: event.id }, body: {} });
    const waiting = await callRoute(bookRoute, { token: b.token, params: { id: event.id }, body: {} });
    expect(waiting.body.booking.status).toBe("waitlisted");
    // Booking the same class again is refused (409): its transaction, message included, is rolled back.
    expect((await callRoute(bookRoute, { token: a.token, params: { id: event.id }, body: {} })).status).toBe(409);
    expect(await mailbox.deliver(a.user.email)).toHaveLength(1);
    expect(await mailbox.deliver(b.user.email)).toHaveLength(0);

    await callRoute(cancelRoute, { method: "DELETE", token: a.token, params: { id: first.body.booking.id } });
    const promoted = await mailbox.deliver(b.user.email);
    expect(promoted.map((mail) => mail.subject)).toEqual(["You're in: Bronze Waltz, Mon, Jan 11, 7:00 PM EST"]);
    expect(parseIcsAttachment(promoted[0]).method).toBe("REQUEST");
  });
});
