import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as announceRoute } from "@/app/api/announcements/route";
import { PATCH as settingsRoute } from "@/app/api/me/notifications/route";
import { getDb } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

describe("POST /api/announcements", () => {
  it("e-mails everyone once (even booked twice into the class), by level, by class, and not those who turned it off", async () => {
    const s = await makeScheduleStudio();
    const ana = await makeStudentMember(s.studio.id, { level: "Silver" });
    const ben = await makeStudentMember(s.studio.id, { level: "Bronze" });
    const quiet = await makeStudentMember(s.studio.id, { level: "Silver" });
    await makeStudent(s.studio.id, { name: "No Account", email: "noaccount@example.test" });
    await callRoute(settingsRoute, { token: quiet.token, method: "PATCH", body: { mutedKinds: ["announcement"] } });
    const db = await getDb();
    for (const hours of [48, 216]) {
      const event = await makeEvent(s.studio.id, {
        serviceId: s.groupClass.id,
        instructorId: s.instructor.id,
        startsAt: hoursFromNow(hours),
      });
      await db.insert(bookings).values({ studioId: s.studio.id, eventId: event.id, studentId: ana.student.id, status: "booked" });
    }

    const all = await callRoute(announceRoute, {
      token: s.owner.token,
      body: { subject: "Holiday party", body: "Dec 20 at 8 PM.", audience: "all" },
    });
    expect(all.status).toBe(202);
    // The student without an account can't unsubscribe, so isn't e-mailed; the one who turned it off is suppressed.
    expect(all.body.announcement).toMatchObject({ recipients: 3, suppressed: 1 });
    const toAna = await mailbox.deliver(ana.user.email);
    expect(toAna).toHaveLength(1);
    expect(toAna[0].subject).toBe("Holiday party");
    expect(toAna[0].text).toContain("Stop these e-mails:");
    expect(await mailbox.deliver(quiet.user.email)).toHaveLength(0);
    expect(await mailbox.deliver("noaccount@example.test")).toHaveLength(0);

    const silver = await callRoute(announceRoute, {
      token: s.owner.token,
      body: { subject: "Silver", body: "Medal test", audience: "level", level: "Silver" },
    });
    expect(silver.body.announcement.recipients).toBe(2);
    const waltz = await callRoute(announceRoute, {
      token: s.owner.token,
      body: { subject: "Waltz moves rooms", body: "Studio B.", audience: "class", serviceId: s.groupClass.id },
    });
    expect(waltz.body.announcement.recipients).toBe(1);
    expect(await mailbox.deliver(ana.user.email)).toHaveLength(3);
    expect(await mailbox.deliver(ben.user.email)).toHaveLength(1);
  });

  it("refuses Basic (plan_required), non-owners (403), a missing level (400) and another studio's class (404)", async () => {
    const { owner } = await makeStudio({ plan: "basic" });
    const basic = await callRoute(announceRoute, { token: owner.token, body: { subject: "Hi", body: "Hello", audience: "all" } });
    expect(basic.status).toBe(403);
    expect(basic.body.error).toMatchObject({ code: "plan_required", feature: "marketing_tools", plan: "pro" });
    const s = await makeScheduleStudio();
    await makeStudentMember(s.studio.id);
    expect(
      (await callRoute(announceRoute, { token: s.student.token, body: { subject: "Hi", body: "Hello", audience: "all" } })).status,
    ).toBe(403);
    const noLevel = await callRoute(announceRoute, { token: s.owner.token, body: { subject: "Hi", body: "Hello", audience: "level" } });
    expect(noLevel.status).toBe(400);
    expect(noLevel.body.error.fields.level).toBe("Choose the level.");
    const other = await makeScheduleStudio();
    const theirs = await callRoute(announceRoute, {
      token: s.owner.token,
      body: { subject: "Hi", body: "Hello", audience: "class", serviceId: other.groupClass.id },
    });
    expect(theirs.status).toBe(404);
  });
});
