import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelBookingRoute } from "@/app/api/bookings/[id]/route";
import { GET as listBookingsRoute, POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { DELETE as cancelEventRoute, PATCH as patchEventRoute } from "@/app/api/events/[id]/route";
import { POST as createEventRoute } from "@/app/api/events/route";
import { PATCH as patchSettings } from "@/app/api/me/notifications/route";
import { callRoute } from "../helpers/call-route";
import { makeStudent } from "../helpers/people-factory";
import { futureAt, makeScheduleStudio, plusMinutes } from "../helpers/studio-factory";
import { headerLine, startMailbox } from "./mail-helpers";

// Instructors hear of lessons someone else creates, books, moves or cancels with them; nobody hears
// of their own change; each can turn it off in Settings → Notifications.
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

async function studio() {
  const s = await makeScheduleStudio();
  const maria = s.instructorMember.user.email;
  let seen = 0;
  /** The subjects of Maria's mail since the last look. */
  const subjects = async () => {
    const mails = await mailbox.deliver(maria);
    const fresh = mails.slice(seen).map((mail) => mail.subject);
    seen = mails.length;
    return fresh;
  };
  return { ...s, maria, subjects };
}

function createPrivate(s: Awaited<ReturnType<typeof studio>>, token: string, startsAt: string, studentIds?: string[]) {
  return callRoute(createEventRoute, {
    token,
    body: { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 45), studentIds },
  });
}

describe("lessons with an instructor, as the instructor hears of them", () => {
  it("tells them of a lesson the desk creates, books, moves and cancels — in the studio's name, with their schedule", async () => {
    const s = await studio();
    const ana = await makeStudent(s.studio.id, { name: "Ana Ruiz" });
    const created = await createPrivate(s, s.owner.token, futureAt(3, 22), [ana.id]);
    expect(created.status).toBe(201);
    const id = created.body.event.id;
    const moved = await callRoute(patchEventRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id },
      path: `/api/events/${id}?scope=one`,
      body: { startsAt: futureAt(4, 22), endsAt: plusMinutes(futureAt(4, 22), 45) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const open = await createPrivate(s, s.owner.token, futureAt(5, 22));
    const ben = await makeStudent(s.studio.id, { name: "Ben Okafor" });
    expect(
      (await callRoute(bookRoute, { token: s.owner.token, params: { id: open.body.event.id }, body: { studentId: ben.id } })).status,
    ).toBe(201);
    const cancelled = await callRoute(cancelEventRoute, {
      method: "DELETE",
      token: s.owner.token,
      params: { id },
      path: `/api/events/${id}?scope=one`,
    });
    expect(cancelled.status).toBe(200);

    const mails = await mailbox.deliver(s.maria);
    // Sent together, so in no set order.
    expect(mails.map((mail) => mail.subject!.split(":")[0]).sort()).toEqual([
      "A lesson with you has moved",
      "A lesson with you is cancelled",
      "A new lesson with you",
      "A new lesson with you",
      "A student booked a lesson with you",
    ]);
    const first = mails.find((mail) => mail.subject!.startsWith("A new lesson with you: Private Lesson with Ana Ruiz"))!;
    expect(first.text).toContain("/app/schedule");
    expect(headerLine(first, "list-unsubscribe")).toMatch(/\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(mails.find((mail) => mail.subject!.startsWith("A student booked"))!.subject).toContain("with Ben Okafor");
  });

  it("says nothing of an instructor's own changes, and a booking cancelled by the desk is told", async () => {
    const s = await studio();
    const own = await createPrivate(s, s.instructorMember.token, futureAt(3, 21));
    expect(own.status).toBe(201);
    expect(await s.subjects()).toEqual([]);
    const cleo = await makeStudent(s.studio.id, { name: "Cleo Park" });
    const booked = await callRoute(bookRoute, { token: s.owner.token, params: { id: own.body.event.id }, body: { studentId: cleo.id } });
    const cancel = await callRoute(cancelBookingRoute, { method: "DELETE", token: s.owner.token, params: { id: booked.body.booking.id } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await s.subjects()).map((subject) => subject!.split(":")[0]).sort()).toEqual([
      "A lesson with you is cancelled",
      "A student booked a lesson with you",
    ]);
  });

  it("is the instructor's to turn off", async () => {
    const s = await studio();
    const muted = await callRoute(patchSettings, {
      method: "PATCH",
      token: s.instructorMember.token,
      body: { mutedKinds: ["lesson_with_you"] },
    });
    expect(muted.status, JSON.stringify(muted.body)).toBe(200);
    expect(muted.body.mine).toContainEqual({ kind: "lesson_with_you", label: "Lessons booked, moved or cancelled with you", on: false });
    await createPrivate(s, s.owner.token, futureAt(3, 20));
    expect(await s.subjects()).toEqual([]);
  });

  it("tells the instructor a lesson was handed over from them, and a couple's lesson goes on when one partner cancels", async () => {
    const s = await studio();
    const [lead, follow] = await Promise.all([makeStudent(s.studio.id), makeStudent(s.studio.id)]);
    const couple = await createPrivate(s, s.owner.token, futureAt(3, 19), [lead.id, follow.id]);
    expect(couple.status).toBe(201);
    await s.subjects();
    const places = await callRoute(listBookingsRoute, { token: s.owner.token, params: { id: couple.body.event.id } });
    const leadPlace = places.body.bookings.find((row: { studentId: string }) => row.studentId === lead.id);
    expect((await callRoute(cancelBookingRoute, { method: "DELETE", token: s.owner.token, params: { id: leadPlace.id } })).status).toBe(
      200,
    );
    expect(await s.subjects()).toEqual([]);

    const id = couple.body.event.id;
    const handed = await callRoute(patchEventRoute, {
      method: "PATCH",
      token: s.owner.token,
      params: { id },
      path: `/api/events/${id}?scope=one`,
      body: { instructorId: s.otherInstructor.id },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const [mail] = await mailbox.deliver(s.maria).then((mails) => mails.slice(-1));
    expect(mail.subject).toMatch(/^A lesson is no longer with you: Private Lesson with /);
    expect(mail.text).toContain("another instructor teaches it now.");
  });
});
