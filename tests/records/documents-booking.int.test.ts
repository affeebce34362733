import { describe, expect, it } from "vitest";
import * as bookingsRoute from "@/app/api/events/[id]/bookings/route";
import * as documentsRoute from "@/app/api/documents/route";
import * as documentRoute from "@/app/api/documents/[id]/route";
import * as signRoute from "@/app/api/documents/[id]/sign/route";
import { checkAdmission } from "@/lib/booking/admission";
import { getDb } from "@/lib/db/client";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/**
 * A document required before booking (lib/booking/admission.ts, requiredDocumentsSigned): a student's
 * booking is refused with the link to sign it until they sign its current version, and again after a
 * new version; staff booking for them are not asked; an inactive or optional document asks nothing.
 */
describe("a waiver required before booking", () => {
  it("refuses a booking until the waiver is signed, and again after a new version", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const created = await callRoute(documentsRoute.POST, {
      token: s.owner.token,
      body: { title: "Liability waiver", kind: "waiver", text: "At my own risk.", requiredBeforeBooking: true },
    });
    const waiver = created.body.document as { id: string };
    const optional = await callRoute(documentsRoute.POST, {
      token: s.owner.token,
      body: { title: "Photo consent", kind: "consent", text: "Photos are fine." },
    });
    expect(optional.status).toBe(201);
    const book = (eventId: string) => callRoute(bookingsRoute.POST, { token: me.token, params: { id: eventId }, body: {} });

    const first = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(48) });
    const refused = await book(first.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: "rule",
      message: "Please sign Liability waiver before booking.",
      sign: `/app/documents/${waiver.id}`,
      document: { id: waiver.id, title: "Liability waiver" },
    });
    // A private lesson is asked the same; staff booking the student in are not.
    const db = await getDb();
    const slot = { kind: "private" as const, instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: hoursFromNow(50) };
    await expect(checkAdmission(db, { session: me.session, studentIds: [me.student.id], place: slot, now: new Date() })).rejects.toThrow(
      "Please sign Liability waiver before booking.",
    );
    expect(await checkAdmission(db, { session: s.owner.session, studentIds: [me.student.id], place: slot, now: new Date() })).toBe("place");

    const signed = await callRoute(signRoute.POST, { token: me.token, params: { id: waiver.id }, body: { fullName: me.student.name } });
    expect(signed.status).toBe(201);
    expect((await book(first.id)).status).toBe(201);

    await callRoute(documentRoute.PATCH, { token: s.owner.token, params: { id: waiver.id }, body: { text: "At my own risk, version 2." } });
    const second = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(72) });
    const again = await book(second.id);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe("Please sign Liability waiver before booking.");
    await callRoute(signRoute.POST, { token: me.token, params: { id: waiver.id }, body: { fullName: me.student.name, version: 2 } });
    expect((await book(second.id)).status).toBe(201);

    // Made inactive (or not required), it stops asking.
    await callRoute(documentRoute.PATCH, { token: s.owner.token, params: { id: waiver.id }, body: { text: "Version 3.", active: false } });
    const third = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(96) });
    expect((await book(third.id)).status).toBe(201);
  });
});
