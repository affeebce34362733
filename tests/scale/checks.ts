// The races of the scale test (tests/scale/scale-test.mts), run through the proxy or against one
// process at a time. Each returns a line of figures or throws with what went wrong.
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { bookings, outboxMessages, studios } from "@/lib/db/schema";
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from "@/lib/auth/login-throttle";
import { hoursFromNow, makeEvent, makeStudent } from "@/tests/helpers/people-factory";
import { futureAt, makeScheduleStudio, plusMinutes } from "@/tests/helpers/studio-factory";
import type { SmtpCapture } from "@/tests/helpers/smtp-capture";

type Answer = { status: number; body: any; upstream: string | null };

export async function call(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, upstream: response.headers.get("x-upstream") };
}

function assert(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

const spread = (answers: Answer[]) => {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer.upstream ?? "?", (counts.get(answer.upstream ?? "?") ?? 0) + 1);
  return [...counts.values()].join("/");
};

export async function parallelBookings(proxy: string): Promise<string> {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
  const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(72), capacity: 20 });
  const people = await Promise.all(Array.from({ length: 200 }, () => makeStudent(s.studio.id)));
  const started = performance.now();
  const answers = await Promise.all(
    people.map((student) => call(proxy, `/api/events/${event.id}/bookings`, { token: s.owner.token, body: { studentId: student.id } })),
  );
  const ms = Math.round(performance.now() - started);
  const booked = answers.filter((answer) => answer.status === 201).length;
  const full = answers.filter((answer) => answer.status === 409 && answer.body?.error?.code === "class_full").length;
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.studioId, s.studio.id), eq(bookings.eventId, event.id)));
  assert(
    booked === 20 && full === 180 && rows.length === 20,
    `200 bookings for 20 places: ${booked} booked, ${full} full, ${rows.length} rows`,
  );
  return `200 parallel bookings for the last 20 places: 20 booked, 180 × 409 class_full, 20 rows (${ms} ms; processes served ${spread(answers)})`;
}

export async function sessionAcrossProcesses([a, b]: string[], email: string): Promise<{ line: string; token: string }> {
  const signup = await call(a, "/api/auth/signup", {
    body: { name: "Scale Test", email, password: "scale-test-password", studioName: "Scale" },
  });
  assert(signup.status === 201, `sign-up on ${a}: ${signup.status} ${JSON.stringify(signup.body)}`);
  const token = signup.body.accessToken as string;
  const me = await call(b, "/api/me", { token });
  assert(me.status === 200 && me.body.user.email === email, `the session from ${a} on ${b}: ${me.status}`);
  const out = await call(b, "/api/auth/logout", { method: "POST", token });
  const after = await call(a, "/api/me", { token });
  assert(after.status === 401, `logged out on ${b}, still accepted on ${a}: ${out.status} then ${after.status}`);
  return { line: `a session issued by process 1 accepted by process 2 (200); logged out on 2, refused on 1 (401)`, token };
}

export async function loginThrottle(proxy: string, email: string): Promise<string> {
  const answers: Answer[] = [];
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS + 2; i++)
    answers.push(await call(proxy, "/api/auth/login", { body: { email, password: "wrong-password" } }));
  const refused = answers.filter((answer) => answer.status === 401).length;
  const throttled = answers.filter((answer) => answer.status === 429).length;
  const right = await call(proxy, "/api/auth/login", { body: { email, password: "scale-test-password" } });
  assert(
    refused === MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS && throttled === 2 && right.status === 429,
    `login throttle: ${answers.map((answer) => `${answer.status}@${answer.upstream}`).join(" ")}, then the right password ${right.status}`,
  );
  return `login throttle across processes: ${refused} × 401 then ${throttled + 1} × 429 (the right password too, from the same address), attempts served ${spread(answers)}`;
}

export async function bookingMoved([a, b]: string[]): Promise<string> {
  const s = await makeScheduleStudio();
  const startsAt = futureAt(20, 15);
  const body = { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 45) };
  const created = await call(a, "/api/events", { token: s.owner.token, body });
  assert(created.status === 201, `create a lesson on ${a}: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.event.id as string;
  const student = await makeStudent(s.studio.id);
  const booked = await call(a, `/api/events/${id}/bookings`, { token: s.owner.token, body: { studentId: student.id } });
  assert(booked.status === 201, `book on ${a}: ${booked.status} ${JSON.stringify(booked.body)}`);
  const moved = plusMinutes(startsAt, 24 * 60 + 60);
  const patch = await call(a, `/api/events/${id}`, {
    method: "PATCH",
    token: s.owner.token,
    body: { startsAt: moved, endsAt: plusMinutes(moved, 45) },
  });
  assert(patch.status === 200, `move on ${a}: ${patch.status} ${JSON.stringify(patch.body)}`);
  const range = `from=${encodeURIComponent(plusMinutes(moved, -60))}&to=${encodeURIComponent(plusMinutes(moved, 60))}`;
  const read = await call(b, `/api/events?${range}`, { token: s.owner.token });
  const seen = (read.body?.events ?? []).find((event: { id: string }) => event.id === id);
  assert(
    seen && new Date(seen.startsAt).getTime() === new Date(moved).getTime(),
    `read on ${b}: ${JSON.stringify(read.body)?.slice(0, 300)}`,
  );
  return `a booked lesson moved through process 1 and read at its new time through process 2`;
}

/** Queues `count` e-mails and waits for both processes' workers to send them: each exactly once. */
export async function outboxOnce(smtp: SmtpCapture, count = 60): Promise<string> {
  const s = await makeScheduleStudio();
  const db = await getDb();
  const rows = await db
    .insert(outboxMessages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        studioId: s.studio.id,
        kind: "scale_test",
        recipient: `scale-${i}@example.test`,
        subject: `Scale test ${i}`,
        text: "One of many.",
      })),
    )
    .returning({ id: outboxMessages.id });
  const ids = new Set(rows.map((row) => row.id));
  const started = performance.now();
  const until = Date.now() + 60_000;
  const ours = () => smtp.messages.filter((message) => ids.has(String(message.headers.get("x-promenade-message"))));
  while (ours().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 6_000)); // a full worker tick more: nothing is sent twice late
  const received = ours().map((message) => String(message.headers.get("x-promenade-message")));
  const distinct = new Set(received).size;
  const [{ sent }] = await queryRows<{ sent: number }>(
    db,
    sql`select count(*)::int as sent from ${outboxMessages} where ${outboxMessages.studioId} = ${s.studio.id} and ${outboxMessages.status} = 'sent'`,
  );
  assert(
    received.length === count && distinct === count && Number(sent) === count,
    `outbox: ${received.length} received, ${distinct} distinct, ${sent} sent`,
  );
  return `outbox: ${count} e-mails sent by two workers, each received once (${received.length} received, ${distinct} distinct, ${ms} ms)`;
}
