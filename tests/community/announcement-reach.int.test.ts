import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as reachRoute } from "@/app/api/announcements/reach/route";
import { GET as listRoute, POST as announceRoute } from "@/app/api/announcements/route";
import { PATCH as settingsRoute } from "@/app/api/me/notifications/route";
import { callRoute } from "../helpers/call-route";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const reach = (token: string, query: string) => callRoute(reachRoute, { token, path: `/api/announcements/reach?${query}` });

describe("GET /api/announcements/reach", () => {
  it("counts who it would reach before sending, the same people sending then e-mails, less those who turned it off", async () => {
    const s = await makeScheduleStudio();
    const ana = await makeStudentMember(s.studio.id, { level: "Silver" });
    await makeStudentMember(s.studio.id, { level: "Bronze" });
    const quiet = await makeStudentMember(s.studio.id, { level: "Silver" });
    await makeStudent(s.studio.id, { name: "No Account", level: "Silver", email: "noaccount-reach@example.test" });
    await callRoute(settingsRoute, { token: quiet.token, method: "PATCH", body: { mutedKinds: ["announcement"] } });

    const all = await reach(s.owner.token, "audience=all");
    expect(all.status).toBe(200);
    // Three with accounts (the one without can't unsubscribe, so isn't counted), one turned it off.
    expect(all.body).toEqual({ reach: 2, optedOut: 1, audienceLabel: "All students" });
    expect((await reach(s.owner.token, "audience=level&level=Silver")).body).toEqual({
      reach: 1,
      optedOut: 1,
      audienceLabel: "Silver students",
    });
    const none = await reach(s.owner.token, `audience=class&serviceId=${s.groupClass.id}`);
    expect(none.body).toMatchObject({ reach: 0, optedOut: 0 });
    const missing = await reach(s.owner.token, "audience=level");
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.level).toBe("Choose the level.");

    const sent = await callRoute(announceRoute, {
      token: s.owner.token,
      body: { subject: "Silver medal test", body: "Saturday at 10.", audience: "level", level: "Silver" },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.announcement).toMatchObject({ recipients: 2, suppressed: 1, audienceLabel: "Silver students" });
    expect(await mailbox.deliver(ana.user.email)).toHaveLength(1);
    expect(await mailbox.deliver(quiet.user.email)).toHaveLength(0);
  });

  it("counts everyone as opted out when the studio turned announcements off, as the outbox then holds every one", async () => {
    const s = await makeScheduleStudio();
    await makeStudentMember(s.studio.id, { level: "Silver" });
    await makeStudentMember(s.studio.id, { level: "Bronze" });
    const studioOff = await callRoute(settingsRoute, {
      token: s.owner.token,
      method: "PATCH",
      body: { studio: { mutedKinds: ["announcement"] } },
    });
    expect(studioOff.status).toBe(200);
    const all = await reach(s.owner.token, "audience=all");
    expect(all.body).toMatchObject({ reach: 0, audienceLabel: "All students" });
    expect(all.body.optedOut).toBeGreaterThanOrEqual(2);
    const sent = await callRoute(announceRoute, { token: s.owner.token, body: { subject: "Held", body: "Hello.", audience: "all" } });
    expect(sent.body.announcement).toMatchObject({ recipients: all.body.optedOut, suppressed: all.body.optedOut });
  });

  it("refuses Basic with plan_required, and students", async () => {
    const { owner } = await makeStudio({ plan: "basic" });
    const basic = await reach(owner.token, "audience=all");
    expect(basic.status).toBe(403);
    expect(basic.body.error).toMatchObject({ code: "plan_required", feature: "marketing_tools", plan: "pro" });
    const s = await makeScheduleStudio();
    expect((await reach(s.student.token, "audience=all")).status).toBe(403);
  });
});

describe("GET /api/announcements", () => {
  it("lists what was sent, newest first, with audience and recipients, only the studio's own", async () => {
    const s = await makeScheduleStudio();
    await makeStudentMember(s.studio.id, { level: "Gold" });
    for (const subject of ["First", "Second"])
      await callRoute(announceRoute, { token: s.owner.token, body: { subject, body: "Hello.", audience: "all" } });
    const other = await makeScheduleStudio();
    await callRoute(announceRoute, { token: other.owner.token, body: { subject: "Theirs", body: "Hello.", audience: "all" } });

    const list = await callRoute(listRoute, { token: s.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.announcements.map((sent: { subject: string }) => sent.subject)).toEqual(["Second", "First"]);
    expect(list.body.announcements[0]).toMatchObject({ audienceLabel: "All students", recipients: 1, suppressed: 0 });
    expect(list.body.announcements[0].sentByName).toBeTruthy();
    expect((await callRoute(listRoute, { token: s.student.token })).status).toBe(403);
  });
});
