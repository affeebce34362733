import type { Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { instructors, outboxMessages, students, studios, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { DEMO_NOT_SENT, enqueueMessage, isMadeUpAddress } from "@/lib/notifications/enqueue";
import { createMailTransport } from "@/lib/notifications/mail-transport";
import { scanDueNotices } from "@/lib/notifications/scan";
import { drainOutbox } from "@/lib/notifications/worker";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { makeStudio } from "../helpers/studio-factory";

let smtp: SmtpCapture;
let transport: Transporter;
const FROM = "Promenade <no-reply@promenade.test>";

beforeAll(async () => {
  smtp = await startSmtpCapture();
  transport = createMailTransport(smtp.url);
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

const outboxOf = async (studioId: string) => (await getDb()).select().from(outboxMessages).where(eq(outboxMessages.studioId, studioId));

describe("the demo seed with a mail server configured", () => {
  it("hands nothing to SMTP: seeded into a fresh database, with the worker's scan and a round of sending", async () => {
    const db = await getDb();
    const { studioId, created } = await seedDemo(db);
    expect(created).toBe(true);
    // Every person the seed makes up has an address under .test, the demo's mark.
    const addresses = [
      ...(await db.select({ email: users.email }).from(users)).map((row) => row.email),
      ...(await db.select({ email: students.email }).from(students).where(eq(students.studioId, studioId))).map((row) => row.email),
      ...(await db.select({ email: instructors.email }).from(instructors).where(eq(instructors.studioId, studioId))).map(
        (row) => row.email,
      ),
    ].filter((email): email is string => Boolean(email));
    expect(addresses.length).toBeGreaterThan(40);
    for (const email of addresses) expect(isMadeUpAddress(email), email).toBe(true);

    // What the worker does on its first tick after `npm start`: scan for due notices, then send.
    const scanned = await scanDueNotices(db);
    expect(scanned.packages + scanned.reminders + scanned.trials).toBeGreaterThan(0);
    const result = await drainOutbox(db, { transport, from: FROM });
    expect(result).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
    // Written down as not sent, with the reason the e-mail log shows.
    const rows = await outboxOf(studioId);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ status: "suppressed", lastError: DEMO_NOT_SENT });

    // Later messages to the demo's people are set aside the same way; a real person someone adds
    // while trying the demo, and any other studio, still get theirs.
    const receipt = (studio: string, recipient: string, subject: string) =>
      enqueueMessage(db, { studioId: studio, kind: "payment_receipt", recipient, subject, text: "Paid." });
    await receipt(studioId, "student@promenade.test", "Demo receipt");
    await receipt(studioId, "new.dancer@example.com", "Newcomer receipt");
    const { studio } = await makeStudio();
    await receipt(studio.id, "real@example.test", "Other studio receipt");
    expect((await drainOutbox(db, { transport, from: FROM })).sent).toBe(2);
    expect(smtp.messages.map((message) => message.subject).sort()).toEqual(["Newcomer receipt", "Other studio receipt"]);
  });

  it("sets aside what a demo seeded before the flag existed still had waiting for its people", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    await db.update(studios).set({ demo: false }).where(eq(studios.id, studioId));
    await enqueueMessage(db, { studioId, kind: "payment_receipt", recipient: "student@promenade.test", subject: "Old", text: "Queued." });
    expect((await outboxOf(studioId)).some((row) => row.status === "queued")).toBe(true);

    const before = smtp.messages.length;
    expect(await seedDemo(db)).toEqual({ studioId, created: false });
    await drainOutbox(db, { transport, from: FROM });
    expect(smtp.messages.length).toBe(before);
    const demoPeople = (await outboxOf(studioId)).filter((row) => isMadeUpAddress(row.recipient));
    expect(demoPeople.find((row) => row.subject === "Old")).toMatchObject({ status: "suppressed", lastError: DEMO_NOT_SENT });
    expect(demoPeople.filter((row) => row.status !== "suppressed")).toEqual([]);
  });
});
