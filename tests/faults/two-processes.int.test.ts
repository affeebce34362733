import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { PATCH as patchEvent } from "@/app/api/events/[id]/route";
import { POST as createEvent } from "@/app/api/events/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { bookings, studios } from "@/lib/db/schema";
import { callRoute, type CallOptions } from "../helpers/call-route";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { futureAt, makeScheduleStudio, plusMinutes } from "../helpers/studio-factory";
import { withDatabase } from "../setup/global-db";

/**
 * The load tests again with a second app process on the same PostgreSQL database: this process's
 * route handlers answer the even-numbered requests, a child process (tests/faults/app-process.mts:
 * the same handlers over HTTP, its own pg pool) the odd ones. Row locks and EXCLUDE constraints
 * live in the database, so the outcomes are those of one process: 200 bookings for the last 20
 * places, 50 moves into one slot, 10 refunds of one payment. PostgreSQL only (`npm run test:pg`).
 */
const url = process.env.DATABASE_URL;
let child: ChildProcess | undefined;
let base = "";

type Handler = Parameters<typeof callRoute>[0];
function send(index: number, handler: Handler, path: string, options: CallOptions) {
  if (index % 2 === 0) return callRoute(handler, { ...options, path });
  return fetch(`${base}${path}`, {
    method: options.method ?? "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
    body: JSON.stringify(options.body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
}

describe.skipIf(!url)("load with a second app process on the same PostgreSQL", () => {
  beforeAll(async () => {
    const [{ name }] = await queryRows<{ name: string }>(await getDb(), sql`select current_database() as name`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: withDatabase(url!, name), NODE_ENV: "test" };
    child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.resolve("tests/faults/app-process.mts")], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    const port = await new Promise<number>((resolve, reject) => {
      child!.stderr!.on("data", (chunk) => (log += chunk));
      child!.stdout!.on("data", (chunk) => {
        log += chunk;
        const match = /listening (\d+)/.exec(log);
        if (match) resolve(Number(match[1]));
      });
      child!.on("exit", (code) => reject(new Error(`the second app process exited (${code}):\n${log}`)));
    });
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(() => {
    child?.kill("SIGTERM");
  });

  it("200 parallel bookings for the last 20 places (Basic), half through each process: 20 booked, 180 × 409", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: hoursFromNow(72), capacity: 20 });
    const people = await Promise.all(Array.from({ length: 200 }, () => makeStudent(s.studio.id)));
    const started = performance.now();
    const responses = await Promise.all(
      people.map((student, index) =>
        send(index, bookRoute, `/api/events/${event.id}/bookings`, {
          token: s.owner.token,
          params: { id: event.id },
          body: { studentId: student.id },
        }),
      ),
    );
    console.log(`[two processes] 200 parallel bookings for 20 places: ${Math.round(performance.now() - started)} ms`);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(20);
    expect(responses.filter((response) => response.status === 409 && response.body.error.code === "class_full")).toHaveLength(180);
    expect(await db.select().from(bookings).where(eq(bookings.eventId, event.id))).toHaveLength(20);
  });

  it("50 parallel moves into one slot of one instructor, half through each process: exactly 1 moved", async () => {
    const s = await makeScheduleStudio();
    const slot = futureAt(12, 14);
    const ids: string[] = [];
    for (let day = 1; day <= 50; day++) {
      const startsAt = plusMinutes(slot, day * 24 * 60);
      const body = { serviceId: s.privateLesson.id, instructorId: s.instructor.id, startsAt, endsAt: plusMinutes(startsAt, 45) };
      ids.push((await callRoute(createEvent, { token: s.owner.token, body })).body.event.id);
    }
    const responses = await Promise.all(
      ids.map((id, index) =>
        send(index, patchEvent, `/api/events/${id}`, {
          method: "PATCH",
          token: s.owner.token,
          params: { id },
          body: { startsAt: slot, endsAt: plusMinutes(slot, 45) },
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(49);
  });

  it("10 parallel refunds of $30 against a $100 payment, half through each process: three succeed", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const body = { studentId: me.student.id, amountCents: 10_000, method: "card" };
    const paid = await callRoute(paymentRoute, { token: s.owner.token, body });
    const id = paid.body.payment.id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(index, refundRoute, `/api/payments/${id}/refunds`, { token: s.owner.token, params: { id }, body: { amountCents: 3_000 } }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 422)).toHaveLength(7);
  });
});
