import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as studioRoute } from "@/app/api/public/studios/[slug]/route";
import { GET as timetableRoute } from "@/app/api/public/studios/[slug]/timetable/route";
import { POST as confirmRoute } from "@/app/api/public/studios/[slug]/trial/confirm/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { bookings, services, studios } from "@/lib/db/schema";
import { readTrialConfirmation } from "@/lib/public/trial-confirmation";
import { startMailbox } from "../notifications/mail-helpers";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, makePackage, unitsUsed } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { makePublicStudio } from "./public-fixture";

// What the public page lists as a first lesson's price is what confirming it then costs the visitor.

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

let address = 0;
const ask = (slug: string, body: unknown) =>
  callRoute(trialRoute, {
    params: { slug },
    body,
    headers: { "x-forwarded-for": `203.0.113.${++address}` },
    path: `/api/public/studios/${slug}/trial`,
  });

/** The token of the last "Confirm your first lesson" e-mail to `to`. */
async function tokenFor(slug: string, to: string) {
  const mail = (await mailbox.deliver(to)).filter((item) => item.subject?.startsWith("Confirm your first lesson")).at(-1);
  return new RegExp(`/s/${slug}/trial/confirm/([A-Za-z0-9_-]+)`).exec(mail?.text ?? "")![1];
}

const confirm = (slug: string, token: string) =>
  callRoute(confirmRoute, { params: { slug }, body: { token }, path: `/api/public/studios/${slug}/trial/confirm` });

/** A public studio keeping its books in pounds: the class £18, a private lesson £55. */
async function setup() {
  const s = await makePublicStudio();
  const db = await getDb();
  await db.update(studios).set({ currency: "GBP" }).where(eq(studios.id, s.studio.id));
  await db.update(services).set({ priceCents: 1_800 }).where(eq(services.id, s.group.id));
  await db.update(services).set({ priceCents: 5_500 }).where(eq(services.id, s.privateLesson.id));
  return { ...s, db };
}

describe("first-lesson prices on the public page", () => {
  it("a class: the timetable's price is what confirming charges the new student, and the answer says so", async () => {
    const s = await setup();
    const timetable = await callRoute(timetableRoute, { params: { slug: s.slug }, path: `/api/public/studios/${s.slug}/timetable` });
    const listed = timetable.body.timetable.classes.find((item: { id: string }) => item.id === s.event.id);
    expect(listed.price).toEqual({ kind: "charge", amountCents: 1_800, currency: "GBP" });

    const to = `priced-${Date.now()}@example.test`;
    expect((await ask(s.slug, { eventId: s.event.id, name: "Pia Price", email: to })).status).toBe(201);
    const token = await tokenFor(s.slug, to);
    const page = await readTrialConfirmation(s.db, s.studio.id, token);
    expect(page).toMatchObject({ state: "open", price: listed.price });
    const confirmed = await confirm(s.slug, token);
    expect(confirmed.body.message).toContain("You're booked. £18.00 added to your account.");
    // The visitor's place (the other is the fixture's student): their account owes exactly the listed price.
    const places = await s.db.select().from(bookings).where(eq(bookings.eventId, s.event.id));
    const visitor = places.find((place) => place.studentId !== s.member.student.id)!;
    expect(await balanceOf(visitor.studentId)).toBe(1_800);
  });

  it("a private lesson: the studio's listed private-lesson price is what confirming a private time charges", async () => {
    const s = await setup();
    const studio = await callRoute(studioRoute, { params: { slug: s.slug }, path: `/api/public/studios/${s.slug}` });
    const [offered] = studio.body.studio.privateLessons;
    expect(offered).toMatchObject({ id: s.privateLesson.id, price: { kind: "charge", amountCents: 5_500, currency: "GBP" } });

    const day = addDays(instantToLocal(new Date(), s.studio.timeZone).date, 3);
    const startsAt = localToInstant(day, "15:00", s.studio.timeZone).toISOString();
    const to = `private-${Date.now()}@example.test`;
    expect((await ask(s.slug, { instructorId: s.shown.id, startsAt, name: "Priya Private", email: to })).status).toBe(201);
    const token = await tokenFor(s.slug, to);
    expect(await readTrialConfirmation(s.db, s.studio.id, token)).toMatchObject({ price: offered.price });
    const confirmed = await confirm(s.slug, token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toContain("£55.00 added to your account.");
  });

  it("a student the studio sold a package to: the confirmation page says a credit, and confirming takes that credit", async () => {
    const s = await setup();
    const known = await makeStudent(s.studio.id, { name: "Kim Known", email: `kim-${Date.now()}@example.test` });
    const pkg = await makePackage(s.studio.id, [s.group.id], { name: "4 Classes", units: 4 });
    const owned = await giveStudentPackage(s.studio.id, known.id, pkg, { unitsUsed: 1 });
    expect((await ask(s.slug, { eventId: s.event.id, name: "Kim Known", email: known.email })).status).toBe(201);
    const token = await tokenFor(s.slug, known.email!);
    expect(await readTrialConfirmation(s.db, s.studio.id, token)).toMatchObject({
      price: { kind: "unit", packageName: "4 Classes", unitsLeft: 3 },
    });
    const confirmed = await confirm(s.slug, token);
    expect(confirmed.body.message).toContain("1 credit used from 4 Classes: 2 left.");
    expect(await unitsUsed(owned.id)).toBe(2);
    expect(await balanceOf(known.id)).toBe(0);
  });
});
