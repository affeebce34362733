import { eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { getDb } from "@/lib/db/client";
import { siteOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { createMailTransport } from "@/lib/notifications/mail-transport";
import { drainOutbox, runWorkerOnce } from "@/lib/notifications/worker";
import { callRoute } from "../helpers/call-route";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";

const FROM = "Promenade <no-reply@promenade.example>";
const INBOX = "hello@promenade.example";
let smtp: SmtpCapture;
let transports: Transporter[];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Two transports: two workers, each with its own connections, as two server processes would have.
  transports = [createMailTransport(smtp.url), createMailTransport(smtp.url)];
});
afterAll(async () => {
  for (const transport of transports) transport.close();
  await smtp.close();
});
beforeEach(async () => {
  const db = await getDb();
  await db.execute(sql`delete from site_outbox`);
  await db.execute(sql`delete from contact_messages`);
  await db.execute(sql`delete from throttle_buckets`);
  env.CONTACT_TO = INBOX;
});
afterEach(() => {
  env.CONTACT_TO = undefined;
});

const body = { name: "Ana Castillo", email: "ana@example.com", subject: "Studio rental", message: "Can we rent a room on Sundays?" };
const send = (ip = "198.51.100.20") => callRoute(POST, { body, headers: { "x-forwarded-for": ip } });
const worker = (index: number, now?: () => Date) => ({ transport: transports[index], from: FROM, now });
const toInbox = (start: number) => smtp.messages.slice(start).filter((mail) => mail.to && "text" in mail.to && mail.to.text === INBOX);

describe("a contact message e-mails CONTACT_TO through the outbox", () => {
  it("two workers at once send it once, to CONTACT_TO, answering to the visitor", async () => {
    expect((await send()).status).toBe(201);
    const start = smtp.messages.length;
    const db = await getDb();
    const [a, b] = await Promise.all([runWorkerOnce(db, worker(0)), runWorkerOnce(db, worker(1))]);
    expect(a.sent + b.sent).toBe(1);
    // Nothing is left for a later round either.
    expect((await drainOutbox(db, worker(0))).sent).toBe(0);
    const mails = toInbox(start);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Contact form: Studio rental");
    expect(mails[0].replyTo?.text).toBe("ana@example.com");
    expect(mails[0].text).toContain("Can we rent a room on Sundays?");
    const [row] = await db.select().from(siteOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, recipient: INBOX, lastError: null });
  });

  it("tries again after a refusal, a minute later, and then sends it once", async () => {
    await send();
    const db = await getDb();
    const start = smtp.messages.length;
    smtp.refuseNext(1, 451);
    const first = await runWorkerOnce(db, worker(0));
    expect(first).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await db.select().from(siteOutbox);
    expect(waiting.status).toBe("queued");
    expect(waiting.lastError).toContain("Try again later");
    // Not before its minute is up.
    expect((await runWorkerOnce(db, worker(0))).sent).toBe(0);
    const later = () => new Date(Date.now() + 2 * 60_000);
    expect((await drainOutbox(db, worker(1, later))).sent).toBe(1);
    expect(toInbox(start)).toHaveLength(1);
    const [sent] = await db.select().from(siteOutbox).where(eq(siteOutbox.id, waiting.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up on a permanent refusal (5xx) and says why", async () => {
    await send();
    const db = await getDb();
    smtp.refuseNext(1, 550);
    expect(await runWorkerOnce(db, worker(0))).toMatchObject({ failed: 1 });
    const [row] = await db.select().from(siteOutbox);
    expect(row.status).toBe("failed");
  });

  it("queues nothing without CONTACT_TO, and nothing for a bot's message", async () => {
    env.CONTACT_TO = undefined;
    await send();
    env.CONTACT_TO = INBOX;
    await callRoute(POST, { body: { ...body, website: "https://spam.example" } });
    const db = await getDb();
    expect(await db.select().from(siteOutbox)).toHaveLength(0);
  });
});
