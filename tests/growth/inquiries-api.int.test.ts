import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as inquiryRoute, PATCH as patchInquiry } from "@/app/api/inquiries/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/inquiries/route";
import { POST as eraseRoute } from "@/app/api/students/[id]/erase/route";
import { saveContactMessage } from "@/lib/contact/save-contact-message";
import { getDb } from "@/lib/db/client";
import { inquiries, inquiryEvents } from "@/lib/db/schema";
import { listFollowUpsDue } from "@/lib/growth/inquiry-follow-ups";
import { instantToLocal } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type World = Awaited<ReturnType<typeof makeScheduleStudio>>;
let world: World;
let today: string;
beforeAll(async () => {
  world = await makeScheduleStudio();
  today = instantToLocal(new Date(), world.studio.timeZone).date;
});

const create = (body: unknown, token = world.owner.token) =>
  callRoute(createRoute, { method: "POST", token, body, path: "/api/inquiries" });
const patch = (id: string, body: unknown, token = world.owner.token) =>
  callRoute(patchInquiry, { method: "PATCH", token, params: { id }, body });

describe("POST /api/inquiries", () => {
  it("takes a walk-in by hand, links the student with that e-mail, and writes its first stage", async () => {
    const student = await makeStudent(world.studio.id, { name: "Walter Walkin", email: "walter@example.test" });
    const made = await create({
      name: "Walter Walkin",
      email: "Walter@Example.test",
      origin: "walk_in",
      interest: "wedding",
      followUpOn: today,
      followUpNote: "Call back",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.inquiry).toMatchObject({
      origin: "walk_in",
      sourceLabel: "Walk-in",
      stage: "new",
      studentId: student.id,
      followUpOn: today,
    });
    // A second one naming the same student is refused: one inquiry per student.
    const again = await create({ name: "Walter", studentId: student.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain("already has an inquiry");
  });

  it("answers 400 naming the field for bad input", async () => {
    const noContact = await create({ name: "Nobody" });
    expect(noContact.status).toBe(400);
    expect(noContact.body.error.fields.email).toBe("Enter an e-mail address or a phone number, so someone can follow up.");
    const badStaff = await create({ name: "Ann", phone: "555", assignedTo: crypto.randomUUID() });
    expect(badStaff.status).toBe(400);
    expect(badStaff.body.error.fields.assignedTo).toBe("Choose an instructor from the list.");
    const formOrigin = await create({ name: "Ann", phone: "555", origin: "contact_form" });
    expect(formOrigin.status).toBe(400);
    expect(formOrigin.body.error.fields.origin).toBeTruthy();
  });
});

describe("PATCH /api/inquiries/{id}", () => {
  it("needs a reason for lost, keeps it with the stage, and reopens by hand", async () => {
    const { body } = await create({ name: "Lara Lost", phone: "+1 555 0100" });
    const id = body.inquiry.id;
    const noReason = await patch(id, { stage: "lost" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.lostReason).toBe("Say why the inquiry was lost.");
    const strayReason = await patch(id, { lostReason: "Too far" });
    expect(strayReason.status).toBe(400);
    expect(strayReason.body.error.fields.lostReason).toBe("A reason is only kept for a lost inquiry.");
    const lost = await patch(id, { stage: "lost", lostReason: "Too far away" });
    expect(lost.status).toBe(200);
    expect(lost.body.inquiry).toMatchObject({ stage: "lost", lostReason: "Too far away" });
    const reopened = await patch(id, { stage: "new" });
    expect(reopened.body.inquiry).toMatchObject({ stage: "new", lostReason: null });
    const read = await callRoute(inquiryRoute, { token: world.owner.token, params: { id } });
    expect(
      read.body.inquiry.history.events.map((event: { stage: string; byName: string; note: string | null }) => [event.stage, event.note]),
    ).toEqual([
      ["new", null],
      ["lost", "Too far away"],
      ["new", null],
    ]);
  });

  it("sets and clears the follow-up; Today lists what is due for owners, and an instructor only theirs", async () => {
    const mine = (
      await create({ name: "Fiona Follow", phone: "+1 555 0101", assignedTo: world.instructor.id, followUpOn: today, followUpNote: "Call" })
    ).body.inquiry;
    const other = (await create({ name: "Oscar Other", phone: "+1 555 0102", followUpOn: today })).body.inquiry;
    const owner = await listFollowUpsDue(await getDb(), world.owner.session!);
    expect(owner.followUps.map((item) => item.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    const instructor = await listFollowUpsDue(await getDb(), world.instructorMember.session!);
    expect(instructor.followUps.map((item) => item.id)).toEqual([mine.id]);
    // The instructor works it: done, and gone from Today.
    const done = await patch(mine.id, { followUpOn: null, followUpNote: null }, world.instructorMember.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await listFollowUpsDue(await getDb(), world.instructorMember.session!)).followUps).toEqual([]);
    // Another's inquiry is not theirs to read or change; handing it on is the owners'.
    expect((await patch(other.id, { followUpOn: null }, world.instructorMember.token)).status).toBe(404);
    expect((await patch(mine.id, { assignedTo: null }, world.instructorMember.token)).status).toBe(403);
    const theirList = await callRoute(listRoute, { token: world.instructorMember.token, path: "/api/inquiries" });
    expect(theirList.body.inquiries.map((item: { id: string }) => item.id)).toEqual([mine.id]);
  });

  it("filters the list by stage, source, staff and period", async () => {
    const path = (query: string) => `/api/inquiries?${query}`;
    const read = async (query: string) =>
      (await callRoute(listRoute, { token: world.owner.token, path: path(query) })).body.inquiries.map(
        (item: { name: string }) => item.name,
      );
    expect(await read("stage=lost")).toEqual([]);
    expect(await read(`assignedTo=${world.instructor.id}`)).toEqual(["Fiona Follow"]);
    expect(await read("source=walk_in")).toEqual(expect.arrayContaining(["Walter Walkin", "Fiona Follow"]));
    expect(await read(`from=${today}&to=${today}&search=oscar`)).toEqual(["Oscar Other"]);
    const backwards = await callRoute(listRoute, { token: world.owner.token, path: path("from=2026-02-02&to=2026-01-01") });
    expect(backwards.status).toBe(400);
  });
});

describe("the studio contact form", () => {
  it("opens a contact-form inquiry due for a reply today, linked to the student with that address; a second message joins it", async () => {
    const student = await makeStudent(world.studio.id, { name: "Cora Contact", email: "cora@example.test" });
    const message = { name: "Cora", email: "cora@example.test", subject: undefined, message: "Do you teach West Coast Swing?" };
    await saveContactMessage(await getDb(), message, "203.0.113.40", new Date(), world.studio.id);
    await saveContactMessage(await getDb(), { ...message, message: "And on Sundays too?" }, "203.0.113.41", new Date(), world.studio.id);
    const db = await getDb();
    const rows = await db.select().from(inquiries).where(eq(inquiries.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origin: "contact_form", followUpOn: today, followUpNote: "Reply to their message" });
    const read = await callRoute(inquiryRoute, { token: world.owner.token, params: { id: rows[0].id } });
    expect(read.body.inquiry.history.messages.map((item: { message: string }) => item.message).sort()).toEqual([
      "And on Sundays too?",
      "Do you teach West Coast Swing?",
    ]);
    // The marketing site's form (no studio) makes none.
    await saveContactMessage(db, { ...message, email: "marketing@example.test" }, "203.0.113.42");
    expect(await db.select().from(inquiries).where(eq(inquiries.email, "marketing@example.test"))).toEqual([]);
  });
});

describe("erasing a student", () => {
  it("empties their inquiry of who they were while it stays counted", async () => {
    const student = await makeStudent(world.studio.id, { name: "Erin Erased", email: "erin.erased@example.test", phone: "+1 555 0177" });
    const made = await create({
      name: "Erin Erased",
      email: "erin.erased@example.test",
      phone: "+1 555 0177",
      notes: "Erin's knee",
      followUpNote: "Call Erin",
    });
    await patch(made.body.inquiry.id, { stage: "lost", lostReason: "Erin moved" });
    const erased = await callRoute(eraseRoute, { method: "POST", token: world.owner.token, params: { id: student.id } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, made.body.inquiry.id));
    expect(row).toMatchObject({
      name: erased.body.student.name,
      email: null,
      phone: null,
      notes: null,
      followUpNote: null,
      stage: "lost",
      lostReason: "Removed",
    });
    const notes = await db.select({ note: inquiryEvents.note }).from(inquiryEvents).where(eq(inquiryEvents.inquiryId, row.id));
    expect(JSON.stringify([row, notes])).not.toMatch(/Erin/);
  });
});
