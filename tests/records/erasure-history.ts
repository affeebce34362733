import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
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
import type { World } from "../helpers/route-fixtures";

/** The world's student Sam, with a history to erase, and what identified him. */
export type SamToErase = {
  samId: string;
  samUserId: string;
  /** What identified Sam: each must be gone from every answer and every row. */
  personal: Record<string, string>;
};

/**
 * Gives the world's student (Sam) a rich history: personal details, a partner, ledger lines and
 * e-mails that name him, progress, board posts, intake answers, a signed waiver, what the public page
 * and the contact form kept, invitations, feeds, gift certificates and an import file with his row;
 * nothing ahead for him, so he can be erased.
 */
export async function giveSamARichHistory(world: World): Promise<SamToErase> {
  const db = await getDb();
  const samId = world.fields.studentId;
  const marker = randomUUID().slice(0, 6);
  const personal: Record<string, string> = {
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
  const samUserId = sam.userId!;
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
  return { samId, samUserId, personal };
}
