import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readMe } from "@/app/api/me/route";
import { GET as revenue } from "@/app/api/reports/revenue/route";
import { GET as summary } from "@/app/api/reports/summary/route";
import { POST as erase } from "@/app/api/students/[id]/erase/route";
import { getDb } from "@/lib/db/client";
import {
  assessments,
  boardPosts,
  boardReplies,
  calendarFeeds,
  contactMessages,
  dances,
  documentSignatures,
  documents,
  documentVersions,
  giftCertificates,
  giftRedemptions,
  importBatches,
  intakeAnswers,
  intakeFields,
  invites,
  ledgerEntries,
  notificationPreferences,
  outboxMessages,
  partnerSearchProfiles,
  progressNotes,
  students,
  throttleBuckets,
  trialConfirmations,
  users,
} from "@/lib/db/schema";
import { queryRows } from "@/lib/db/query-rows";
import { readEveryGet, type Reading } from "../helpers/answer-walk";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { makeWorld, type World } from "../helpers/route-fixtures";
import { withStripeStandIn } from "../helpers/stripe-stand-in";

// Erasing a student leaves no personal datum of theirs findable: not through any endpoint, as any
// reader, and not in any table of the database; the studio's money reads exactly as before.

// The world's studio takes payments on its own Stripe account: Sam's saved card is detached there.
withStripeStandIn();

let world: World;
let samId: string;
let samUserId: string;
/** What identified Sam: each must be gone from every answer and every row. */
let personal: Record<string, string>;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `from=${day(-3 * 365)}&to=${day(1)}`;

async function money() {
  const read = async (handler: typeof revenue, path: string) => {
    const response = await callRoute(handler, { token: world.tokens.owner, path: `${path}?${PERIOD}` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  return { revenue: await read(revenue, "/api/reports/revenue"), summary: await read(summary, "/api/reports/summary") };
}

beforeAll(async () => {
  world = await makeWorld();
  const db = await getDb();
  samId = world.fields.studentId;
  const marker = randomUUID().slice(0, 6);
  personal = {
    name: `Quinlan Zabriskie${marker}`,
    email: `quinlan.${marker}@example.test`,
    phone: `+1917555${String(parseInt(marker, 16) % 10_000).padStart(4, "0")}`,
    "emergency contact": `Marguerite Okonkwo ${marker}`,
    "the studio's notes": `Prefers Tuesday evenings ${marker}`,
    "an intake answer": `Left knee surgery ${marker}`,
    "a progress note": `Frame collapses in the natural turn ${marker}`,
    "a board post": `Selling my Latin shoes ${marker}`,
    "a typed signature's browser": `QuinlanBrowser/${marker}`,
  };
  const [sam] = await db
    .update(students)
    .set({
      name: personal.name,
      email: personal.email,
      phone: personal.phone,
      emergencyContact: personal["emergency contact"],
      notes: personal["the studio's notes"],
      dateOfBirth: "1990-04-12",
    })
    .where(eq(students.id, samId))
    .returning();
  samUserId = sam.userId!;
  // Erasure waits until nothing is ahead for him: the owner has cancelled his lessons to come, ended
  // his membership and cancelled what it had still to charge (as they would on his page).
  await db.execute(sql`update bookings b set status = 'cancelled' from events e
    where e.studio_id = b.studio_id and e.id = b.event_id and b.student_id = ${samId} and e.starts_at > now()
      and b.status in ('booked', 'waitlisted', 'held')`);
  await db.execute(sql`update student_memberships set ends_on = starts_on + 1 where student_id = ${samId}`);
  await db.execute(sql`update payment_items set status = 'cancelled' where student_id = ${samId} and status in ('scheduled', 'failed')`);
  await db.update(users).set({ name: personal.name, email: personal.email }).where(eq(users.id, samUserId));
  const studioId = world.studio.id;
  // A partner, who keeps their record and loses only the link.
  const [alex] = await db
    .select()
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.name, "Alex Rivera")));
  await db.update(students).set({ partnerId: alex.id }).where(eq(students.id, samId));
  await db.update(students).set({ partnerId: samId }).where(eq(students.id, alex.id));
  // A ledger line of Alex's that names Sam, and Sam's own line with a note.
  await db.insert(ledgerEntries).values([
    { studioId, studentId: alex.id, kind: "charge", amountCents: 4_000, description: `Couple lesson with ${personal.name}` },
    { studioId, studentId: samId, kind: "charge", amountCents: 1_000, description: "Practice party", note: `Paid by ${personal.phone}` },
  ]);
  // The e-mail log: a message to Sam, and one to the instructor about Sam.
  await db
    .update(outboxMessages)
    .set({ recipient: personal.email, recipientName: personal.name })
    .where(eq(outboxMessages.studioId, studioId));
  await db.insert(outboxMessages).values({
    studioId,
    kind: "lesson_with_you",
    recipient: "maria@example.test",
    subject: `${personal.name} booked Waltz`,
    text: `${personal.name} (${personal.email}, ${personal.phone}) booked Waltz Basics.`,
    html: `<p>${personal.name} booked Waltz Basics.</p>`,
    status: "sent",
  });
  // Progress: an instructor's note and an assessment's notes.
  const [dance] = await db
    .select()
    .from(dances)
    .where(and(eq(dances.studioId, studioId), eq(dances.name, "Waltz")));
  await db.insert(progressNotes).values({ studioId, studentId: samId, body: personal["a progress note"] });
  await db.insert(assessments).values({
    studioId,
    studentId: samId,
    danceId: dance.id,
    level: "bronze-1",
    result: "pass",
    date: "2026-10-01",
    notes: `Lovely rise and fall, ${personal.name}`,
  });
  // The board: a post and a reply by Sam's account.
  const [post] = await db
    .insert(boardPosts)
    .values({ studioId, authorUserId: samUserId, authorName: personal.name, title: "Shoes", body: personal["a board post"] })
    .returning();
  await db
    .insert(boardReplies)
    .values({ studioId, postId: post.id, authorUserId: samUserId, authorName: personal.name, body: `Call ${personal.phone}` });
  await db.insert(partnerSearchProfiles).values({ studioId, studentId: samId, style: "international-standard", level: "Bronze" });
  // Intake answers and a signed waiver.
  const [field] = await db.insert(intakeFields).values({ studioId, label: "Health notes", kind: "text" }).returning();
  await db.insert(intakeAnswers).values({ studioId, studentId: samId, fieldId: field.id, value: personal["an intake answer"] });
  const [document] = await db.insert(documents).values({ studioId, title: "Liability waiver", kind: "waiver" }).returning();
  const [version] = await db
    .insert(documentVersions)
    .values({ studioId, documentId: document.id, version: 1, body: "I dance at my own risk.", bodyHash: "a".repeat(64) })
    .returning();
  await db.insert(documentSignatures).values({
    studioId,
    versionId: version.id,
    documentId: document.id,
    studentId: samId,
    signedBy: samUserId,
    fullName: personal.name,
    bodyHash: version.bodyHash,
    ipAddress: "203.0.113.77",
    userAgent: personal["a typed signature's browser"],
  });
  // What the public page and the contact form kept under Sam's address, invitations, feeds, SMS number.
  await db.insert(contactMessages).values({ studioId, name: personal.name, email: personal.email, message: "Hello", ip: "203.0.113.5" });
  await db.insert(trialConfirmations).values({
    studioId,
    email: personal.email,
    asked: { name: personal.name, phone: personal.phone, source: null, lesson: { title: "Waltz", startsAt: new Date().toISOString() } },
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(invites).values({
    studioId,
    email: personal.email,
    role: "student",
    personId: samId,
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(calendarFeeds).values({ studioId, userId: samUserId, scope: "me", tokenHash: randomUUID() });
  await db
    .insert(throttleBuckets)
    .values({ key: `login:known:${personal.email} 203.0.113.9`, count: 1, windowEndsAt: new Date(Date.now() + 3_600_000) });
  await db.insert(notificationPreferences).values({ studioId, userId: samUserId, smsPhone: personal.phone, smsEnabled: true });
  // Gift certificates: one given to Sam (part of it redeemed into his credit), one Sam bought for a friend.
  const gift = { studioId, soldVia: "desk" as const, paymentMethod: "card" as const, amountCents: 10_000, paidCents: 10_000 };
  const [toSam] = await db
    .insert(giftCertificates)
    .values([
      {
        ...gift,
        code: `TOSAM${marker}`.toUpperCase(),
        balance: 6_000,
        buyerName: "Rosa Vance",
        recipientName: personal.name,
        recipientEmail: personal.email,
        message: `Happy birthday, ${personal.name}`,
      },
      {
        ...gift,
        code: `BYSAM${marker}`.toUpperCase(),
        balance: 10_000,
        buyerName: personal.name,
        buyerEmail: personal.email,
        recipientName: "Alex Rivera",
      },
    ])
    .returning();
  const [credit] = await db
    .insert(ledgerEntries)
    .values({
      studioId,
      studentId: samId,
      kind: "payment",
      method: "other",
      amountCents: 4_000,
      description: "Gift certificate",
      broughtForward: true,
    })
    .returning();
  await db
    .insert(giftRedemptions)
    .values({ studioId, giftCertificateId: toSam.id, studentId: samId, amount: 4_000, valueCents: 4_000, ledgerEntryId: credit.id });
  // An import file that had Sam's row.
  const csv = `Name,Email,Phone\n${personal.name},${personal.email},${personal.phone}\nAlex Rivera,,\n`;
  await db.insert(importBatches).values({
    studioId,
    kind: "students",
    fileName: "clients.csv",
    content: Buffer.from(csv),
    columns: ["Name", "Email", "Phone"],
    rowCount: 2,
  });
});

/** "endpoint as reader: what" for each personal datum an answer holds (case-insensitive). */
function answersHolding(readings: Reading[]): string[] {
  const found: string[] = [];
  for (const { endpoint, reader, body } of readings) {
    const text = JSON.stringify(body).toLowerCase();
    for (const [what, value] of Object.entries(personal))
      if (text.includes(value.toLowerCase())) found.push(`${endpoint.name} as ${reader ?? "a visitor"}: ${what}`);
  }
  return found;
}

/** "table: what" for each personal datum any row of any table holds, the row read as text. */
async function rowsHolding(values: [string, string][]): Promise<string[]> {
  const db = await getDb();
  const tables = await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
  const hits: string[] = [];
  for (const { name } of tables)
    for (const [what, value] of values) {
      const [hit] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${value}%`}`,
      );
      if (hit.n > 0) hits.push(`${name}: ${what}`);
    }
  console.info(`erasure scan: ${tables.length} tables read as text, ${hits.length} holding a personal datum`);
  return hits;
}

describe("erasing a student with a rich history", () => {
  it("leaves no personal datum in any answer or any row, and the money reads the same", async () => {
    const db = await getDb();
    const before = await money();
    const samToken = world.tokens.student;
    // Before: the walk and the scan do find each of them (so "none found" afterwards means something).
    const foundBefore = answersHolding(await readEveryGet(world));
    for (const what of ["name", "email", "phone", "emergency contact", "the studio's notes"])
      expect(
        foundBefore.some((hit) => hit.endsWith(`: ${what}`)),
        `${what} readable before`,
      ).toBe(true);
    const rowsBefore = await rowsHolding(Object.entries(personal));
    for (const what of Object.keys(personal))
      expect(
        rowsBefore.some((hit) => hit.endsWith(`: ${what}`)),
        `${what} stored before`,
      ).toBe(true);

    const erased = await callRoute(erase, { method: "POST", token: world.tokens.owner, params: { id: samId } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.student).toMatchObject({ id: samId, name: "Former student #1", formerNumber: 1 });

    expect(await money()).toEqual(before);

    // Sam's sessions ended with the membership; the walk reads as another student of the studio.
    expect((await callRoute(readMe, { token: samToken })).status).toBe(401);
    world.tokens.student = (await makeStudentMember(world.studio.id, { name: "Robin Walker" })).token;
    const readings = await readEveryGet(world);
    const found = answersHolding(readings);
    const owners = readings.filter((reading) => reading.reader === "owner");
    console.info(`erasure walk: ${readings.length} answers read (${owners.length} as the owner), ${found.length} personal data found`);
    expect(found).toEqual([]);
    expect(
      owners.some(({ body }) => JSON.stringify(body).includes("Former student #1")),
      "lists show the new name",
    ).toBe(true);

    // Every table, every row of every studio, read as text: none holds what identified Sam.
    const inRows = await rowsHolding(Object.entries(personal));
    expect(inRows).toEqual([]);
    const [file] = await db
      .select({ content: importBatches.content })
      .from(importBatches)
      .where(and(eq(importBatches.studioId, world.studio.id), eq(importBatches.fileName, "clients.csv")));
    const csv = Buffer.from(file.content).toString("utf8");
    for (const value of [personal.name, personal.email, personal.phone]) expect(csv).not.toContain(value);
    expect(csv).toContain("Former student #1");
    // The gift certificates keep their money and the redemption its credit, naming nobody.
    const gifts = await db
      .select({ balance: giftCertificates.balance, recipientName: giftCertificates.recipientName, buyerName: giftCertificates.buyerName })
      .from(giftCertificates)
      .where(and(eq(giftCertificates.studioId, world.studio.id), sql`${giftCertificates.code} ~ '^(BYSAM|TOSAM)'`))
      .orderBy(giftCertificates.code);
    expect(gifts).toEqual([
      { balance: 10_000, recipientName: "Alex Rivera", buyerName: "Former student #1" },
      { balance: 6_000, recipientName: "Former student #1", buyerName: "Rosa Vance" },
    ]);
    const redemptions = await db
      .select()
      .from(giftRedemptions)
      .where(and(eq(giftRedemptions.studioId, world.studio.id), eq(giftRedemptions.studentId, samId)));
    expect(redemptions).toMatchObject([{ studentId: samId, amount: 4_000, valueCents: 4_000 }]);
  });

  it("keeps the row, its money and the fact of a signature; lets go of the account and the partner", async () => {
    const db = await getDb();
    const [sam] = await db.select().from(students).where(eq(students.id, samId));
    expect(sam).toMatchObject({
      name: "Former student #1",
      email: null,
      phone: null,
      partnerId: null,
      userId: null,
      active: false,
      dateOfBirth: null,
    });
    expect(sam.erasedAt).toBeInstanceOf(Date);
    const [alex] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, world.studio.id), eq(students.name, "Alex Rivera")));
    expect(alex.partnerId).toBeNull();
    const [user] = await db.select().from(users).where(eq(users.id, samUserId));
    expect(user).toMatchObject({ name: "Former student #1", email: `erased-${samUserId}@erased.invalid`, passwordHash: "erased" });
    const [signature] = await db.select().from(documentSignatures).where(eq(documentSignatures.studentId, samId));
    expect(signature).toMatchObject({ fullName: "Former student #1", ipAddress: null, userAgent: null });
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, samId));
    expect(ledger.length).toBeGreaterThanOrEqual(4);
    const [toSam] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, world.studio.id), eq(outboxMessages.kind, "payment_receipt")));
    expect(toSam).toMatchObject({ recipient: "Former student #1", status: "suppressed", subject: "Message to Former student #1" });
    const [aboutSam] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, world.studio.id), eq(outboxMessages.kind, "lesson_with_you")));
    expect(aboutSam.subject).toBe("Former student #1 booked Waltz");
  });

  it("erasing twice is refused", async () => {
    const again = await callRoute(erase, { method: "POST", token: world.tokens.owner, params: { id: samId } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("conflict");
  });
});
