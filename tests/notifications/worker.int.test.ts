import { eq, inArray } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { enqueueMessages, type NewMessage } from "@/lib/notifications/enqueue";
import { createMailTransport } from "@/lib/notifications/mail-transport";
import { secretSlot } from "@/lib/notifications/secrets";
import { claimBatch, drainOutbox, NO_MAIL_SERVER, runWorkerOnce } from "@/lib/notifications/worker";
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

async function queue(studioId: string, count: number, subject = "Hello") {
  const db = await getDb();
  const messages: NewMessage[] = Array.from({ length: count }, (_, index) => ({
    studioId,
    kind: "payment_receipt",
    recipient: `person${index}@example.test`,
    subject: `${subject} ${index}`,
    text: `Message ${index}`,
  }));
  await enqueueMessages(db, messages);
  return db.select().from(outboxMessages).where(eq(outboxMessages.studioId, studioId));
}

const since = (start: number) => smtp.messages.slice(start);

describe("the outbox worker", () => {
  it("sends a queued message once, to its recipient, and marks it sent", async () => {
    const { studio } = await makeStudio();
    const [row] = await queue(studio.id, 1, "Receipt");
    const start = smtp.messages.length;
    const result = await drainOutbox(await getDb(), { transport, from: FROM });
    expect(result.sent).toBe(1);
    const arrived = since(start);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].subject).toBe("Receipt 0");
    expect(arrived[0].to).toMatchObject({ text: "person0@example.test" });
    expect(arrived[0].headers.get("x-promenade-message")).toBe(row.id);
    const [stored] = await (await getDb()).select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(stored).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    // Nothing is due any more: another round sends nothing again.
    expect((await drainOutbox(await getDb(), { transport, from: FROM })).sent).toBe(0);
    expect(since(start)).toHaveLength(1);
  });

  it("delivers after a retry when the server refuses first (4xx), backing off a minute", async () => {
    const { studio } = await makeStudio();
    const [row] = await queue(studio.id, 1, "Retry me");
    const db = await getDb();
    const start = smtp.messages.length;
    const t0 = new Date();
    smtp.refuseNext(1, 451);
    expect(await runWorkerOnce(db, { transport, from: FROM, now: () => t0 })).toMatchObject({ retrying: 1, sent: 0 });
    const [waiting] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(waiting.status).toBe("queued");
    expect(waiting.lastError).toMatch(/Try again later/);
    expect(waiting.nextAttemptAt.getTime() - t0.getTime()).toBeGreaterThanOrEqual(59_000);
    // Not before the backoff has passed…
    expect((await runWorkerOnce(db, { transport, from: FROM, now: () => new Date(t0.getTime() + 30_000) })).sent).toBe(0);
    // …then delivered, once.
    expect((await runWorkerOnce(db, { transport, from: FROM, now: () => new Date(t0.getTime() + 61_000) })).sent).toBe(1);
    expect(since(start).map((mail) => mail.subject)).toEqual(["Retry me 0"]);
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("records a permanent failure after the last try, and at once for a 5xx refusal", async () => {
    const { studio } = await makeStudio();
    const [a] = await queue(studio.id, 1, "Never");
    const db = await getDb();
    let now = Date.now();
    smtp.refuseNext(5, 451);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await runWorkerOnce(db, { transport, from: FROM, now: () => new Date(now) });
      now += 3 * 3600_000;
    }
    const [failed] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, a.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 5 });

    const { studio: other } = await makeStudio();
    const [b] = await queue(other.id, 1, "Rejected");
    smtp.refuseNext(1, 550);
    await runWorkerOnce(db, { transport, from: FROM });
    const [rejected] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, b.id));
    expect(rejected).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("sends a message claimed by a process that died, once the claim has timed out", async () => {
    const { studio } = await makeStudio();
    const [row] = await queue(studio.id, 1, "Orphan");
    const db = await getDb();
    const t0 = new Date();
    // A worker claims the row and dies before sending.
    const claimed = await claimBatch(db, t0, 100, 120_000);
    expect(claimed.map((message) => message.id)).toContain(row.id);
    await db
      .update(outboxMessages)
      .set({ status: "sent" })
      .where(
        inArray(
          outboxMessages.id,
          claimed.filter((message) => message.id !== row.id).map((message) => message.id),
        ),
      );
    const start = smtp.messages.length;
    // Another worker leaves it alone while the claim holds…
    expect((await runWorkerOnce(db, { transport, from: FROM, now: () => new Date(t0.getTime() + 60_000) })).sent).toBe(0);
    // …and sends it after.
    expect((await runWorkerOnce(db, { transport, from: FROM, now: () => new Date(t0.getTime() + 121_000) })).sent).toBe(1);
    expect(since(start).map((mail) => mail.subject)).toEqual(["Orphan 0"]);
  });

  it("two workers over 500 queued messages send each exactly once", async () => {
    const { studio } = await makeStudio();
    const rows = await queue(studio.id, 500, "Bulk");
    const db = await getDb();
    const start = smtp.messages.length;
    const second = createMailTransport(smtp.url);
    const [a, b] = await Promise.all([
      drainOutbox(db, { transport, from: FROM, batchSize: 25 }),
      drainOutbox(db, { transport: second, from: FROM, batchSize: 25 }),
    ]);
    second.close();
    expect(a.sent + b.sent).toBe(500);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    const ids = since(start).map((mail) => mail.headers.get("x-promenade-message"));
    expect(ids).toHaveLength(500);
    expect(new Set(ids).size).toBe(500);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
  });

  it("without a mail server keeps messages as unsent, never lost", async () => {
    const { studio } = await makeStudio();
    const [row] = await queue(studio.id, 1, "Kept");
    const db = await getDb();
    const result = await runWorkerOnce(db, { transport: null, from: FROM });
    expect(result.unsent).toBeGreaterThanOrEqual(1);
    const [kept] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(kept).toMatchObject({ status: "unsent", lastError: NO_MAIL_SERVER, text: "Message 0" });
  });

  it("drops a second message with the same dedupe key", async () => {
    const { studio } = await makeStudio();
    const db = await getDb();
    const message: NewMessage = {
      studioId: studio.id,
      kind: "reminder",
      recipient: "a@example.test",
      subject: "Reminder",
      text: "Soon",
      dedupeKey: "reminder:x:1",
    };
    expect(await enqueueMessages(db, [message])).toBe(1);
    expect(await enqueueMessages(db, [message])).toBe(0);
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, studio.id));
    expect(rows).toHaveLength(1);
  });

  it("sends in the studio's name, with replies going to the studio's contact e-mail", async () => {
    const { studio } = await makeStudio({ name: "Thames Ballroom", contactEmail: "desk@thames.example" });
    const { studio: plain } = await makeStudio({ name: "No Contact Studio", contactEmail: null });
    const start = smtp.messages.length;
    await queue(studio.id, 1, "Named");
    await queue(plain.id, 1, "Plain");
    await drainOutbox(await getDb(), { transport, from: "Promenade <no-reply@promenade.test>" });
    const mails = since(start);
    const named = mails.find((mail) => mail.subject === "Named 0")!;
    expect(named.from?.value[0]).toMatchObject({ name: "Thames Ballroom", address: "no-reply@promenade.test" });
    expect(named.replyTo?.value[0]).toMatchObject({ address: "desk@thames.example" });
    const other = mails.find((mail) => mail.subject === "Plain 0")!;
    expect(other.from?.value[0]).toMatchObject({ name: "No Contact Studio", address: "no-reply@promenade.test" });
    expect(other.replyTo).toBeUndefined();
  });

  it("fills a message's secret slots as it sends, and keeps no copy once sent", async () => {
    const { studio } = await makeStudio();
    const db = await getDb();
    const start = smtp.messages.length;
    await enqueueMessages(db, [
      {
        studioId: studio.id,
        kind: "password_reset",
        recipient: "reset@example.test",
        subject: "Secret",
        text: `Go to https://x.test/r?token=${secretSlot("token")}`,
        html: `<a href="https://x.test/r?token=${secretSlot("token")}">Go</a>`,
        secrets: { token: "the-real-token-123" },
      },
    ]);
    const [queued] = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, studio.id));
    expect(queued.text).not.toContain("the-real-token-123");
    await drainOutbox(db, { transport, from: FROM });
    const [mail] = since(start);
    expect(mail.text).toContain("https://x.test/r?token=the-real-token-123");
    expect(mail.html).toContain("https://x.test/r?token=the-real-token-123");
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, studio.id));
    expect(sent).toMatchObject({ status: "sent", secrets: null });
  });
});
