// npm run bench:notifications — 10,000 lesson reminders come due within one minute: the scan queues
// them (dedupe keys), then two workers drain the outbox at once into a local SMTP server (smtp-server):
// messages per second, and a check that every reminder arrived exactly once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";

const STUDENTS = 100;
const CLASSES = 100;
const LEAD_MS = 24 * 3600_000;

const { openPglite } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { bookings, events, services, students, studios } = await import("@/lib/db/schema");
const { scanDueNotices } = await import("@/lib/notifications/scan");
const { createMailTransport } = await import("@/lib/notifications/mail-transport");
const { drainOutbox } = await import("@/lib/notifications/worker");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-notifications-"));
const handle = await openPglite(dir);
const { db } = handle;
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString("utf8");
    });
    stream.on("end", () => {
      received.push(/X-Promenade-Message: ([\w-]+)/i.exec(head)?.[1] ?? "?");
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const port = (smtp.server.address() as { port: number }).port;

try {
  await migrateDatabase(db, "pglite");
  const now = new Date();
  const [studio] = await db.insert(studios).values({ name: "Bench Ballroom", timeZone: "America/New_York", plan: "pro" }).returning();
  const [service] = await db
    .insert(services)
    .values({ studioId: studio.id, name: "Group Class", kind: "group", durationMinutes: 60, priceCents: 2000, defaultCapacity: STUDENTS })
    .returning();
  const people = await db
    .insert(students)
    .values(Array.from({ length: STUDENTS }, (_, i) => ({ studioId: studio.id, name: `Dancer ${i}`, email: `dancer${i}@bench.test` })))
    .returning({ id: students.id });
  // 100 classes starting over one minute, 24 hours from now: every reminder comes due in the same minute.
  const classes = await db
    .insert(events)
    .values(
      Array.from({ length: CLASSES }, (_, i) => {
        const startsAt = new Date(now.getTime() + LEAD_MS - 60_000 + i * 600);
        return {
          studioId: studio.id,
          serviceId: service.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3600_000),
          capacity: STUDENTS,
        };
      }),
    )
    .returning({ id: events.id });
  const bookedAt = new Date(now.getTime() - 3 * LEAD_MS);
  for (const event of classes) {
    await db.insert(bookings).values(
      people.map((person) => ({
        studioId: studio.id,
        eventId: event.id,
        studentId: person.id,
        status: "booked" as const,
        createdAt: bookedAt,
      })),
    );
  }
  console.log(`${CLASSES} classes × ${STUDENTS} students booked a week ago; every reminder is due at ${now.toISOString()}`);

  let started = performance.now();
  const first = await scanDueNotices(db, now);
  const again = await scanDueNotices(db, now);
  const scanMs = performance.now() - started;
  console.log(
    `scan: ${first.reminders} reminders queued (${(first.reminders / (scanMs / 1000)).toFixed(0)}/s incl. a second scan that queued ${again.reminders})`,
  );

  const url = `smtp://127.0.0.1:${port}`;
  const [a, b] = [createMailTransport(url), createMailTransport(url)];
  started = performance.now();
  const from = "Promenade <no-reply@bench.test>";
  const results = await Promise.all([
    drainOutbox(db, { transport: a, from, batchSize: 100 }),
    drainOutbox(db, { transport: b, from, batchSize: 100 }),
  ]);
  const seconds = (performance.now() - started) / 1000;
  a.close();
  b.close();
  const sent = results[0].sent + results[1].sent;
  const unique = new Set(received).size;
  console.log(
    `drain: ${sent} sent by two workers (${results[0].sent} + ${results[1].sent}) in ${seconds.toFixed(1)} s → ${(sent / seconds).toFixed(0)} messages/s`,
  );
  console.log(`received: ${received.length} messages, ${unique} distinct, duplicates: ${received.length - unique}`);
  if (first.reminders !== CLASSES * STUDENTS || received.length !== CLASSES * STUDENTS || unique !== received.length) {
    throw new Error("Expected every reminder exactly once.");
  }
  console.log("OK: every reminder sent exactly once.");
} finally {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
