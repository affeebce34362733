import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelEventRoute } from "@/app/api/events/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as createSeriesRoute } from "@/app/api/series/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { scanDueNotices } from "@/lib/notifications/scan";
import { callRoute } from "../helpers/call-route";
import { makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";
import { parseIcsAttachment, startMailbox } from "./mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const cancel = (token: string, id: string, scope = "one") =>
  callRoute(cancelEventRoute, { method: "DELETE", token, path: `/api/events/${id}?scope=${scope}`, params: { id } });
const book = (token: string, id: string) => callRoute(bookRoute, { token, params: { id }, body: {} });

describe("the studio cancels whole lessons", () => {
  it("each booked student gets the cancellation e-mail with METHOD:CANCEL once, the waitlist doesn't, reminders are withdrawn", async () => {
    const s = await makeScheduleStudio();
    const startsAt = new Date(Date.now() + 30 * 3600_000);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt, capacity: 2 });
    const [a, b, waiting] = [
      await makeStudentMember(s.studio.id),
      await makeStudentMember(s.studio.id),
      await makeStudentMember(s.studio.id),
    ];
    for (const student of [a, b, waiting]) expect((await book(student.token, event.id)).status).toBe(201);
    await mailbox.deliver();
    const db = await getDb();
    // The reminders are queued (due 6 hours from now), not yet sent.
    await scanDueNotices(db, new Date(Date.now() + 7 * 3600_000));
    const reminders = () =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.studioId, s.studio.id), like(outboxMessages.dedupeKey, "reminder:%")));
    expect((await reminders()).map((row) => row.status)).toEqual(["queued", "queued"]);

    expect((await cancel(s.owner.token, event.id)).status).toBe(200);
    expect((await cancel(s.owner.token, event.id)).status).toBe(200); // again: already cancelled, nothing more
    expect((await reminders()).map((row) => row.status)).toEqual(["suppressed", "suppressed"]);
    for (const student of [a, b]) {
      const mails = (await mailbox.deliver(student.user.email)).filter((mail) => mail.subject?.startsWith("Cancelled:"));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(`${s.studio.name} cancelled your place in Bronze Waltz`);
      const ics = parseIcsAttachment(mails[0]);
      expect(ics.method).toBe("CANCEL");
      expect(ics.event.uid).toContain(event.id);
    }
    const waitlisted = (await mailbox.deliver(waiting.user.email)).filter((mail) => mail.subject?.startsWith("Cancelled:"));
    expect(waitlisted).toHaveLength(0);
  });

  it("cancelling a series' following occurrences writes to each student once per cancelled lesson", async () => {
    const s = await makeScheduleStudio();
    const created = await callRoute(createSeriesRoute, {
      token: s.owner.token,
      body: {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        roomId: s.room.id,
        weekdays: [6],
        startTime: "19:00",
        durationMinutes: 60,
        startDate: "2027-01-02",
        count: 4,
      },
    });
    expect(created.status).toBe(201);
    const events = created.body.events as { id: string }[];
    const student = await makeStudentMember(s.studio.id);
    for (const event of events) expect((await book(student.token, event.id)).status).toBe(201);
    await mailbox.deliver();
    expect((await cancel(s.owner.token, events[2].id, "following")).body.cancelled).toHaveLength(2);
    const mails = (await mailbox.deliver(student.user.email)).filter((mail) => mail.subject?.startsWith("Cancelled:"));
    expect(mails).toHaveLength(2);
    // One e-mail for each cancelled lesson (ids are random, so the order of either list is not meaningful).
    expect(mails.map((mail) => parseIcsAttachment(mail).event.uid.split("@")[0]).sort()).toEqual([events[2].id, events[3].id].sort());
  });
});
