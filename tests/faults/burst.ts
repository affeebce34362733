import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { call, type Answer } from "./app-child";

/**
 * A burst of the writes a studio's desk makes, for the kill tests: each client, in a loop, adds a
 * student, sells them a 10-class package paid in cash (the package, its sale, its charge and its
 * payment: one transaction), books them into a class (the booking, its package unit and the unit's
 * credit entry: one transaction) and records a cash payment. Money goes with an Idempotency-Key,
 * so a request whose answer was lost can be sent again after the restart.
 */
/** The routes the burst and its set-up call: the app process loads only these. */
export const BURST_ROUTES = [
  "/api/auth/signup",
  "/api/services",
  "/api/packages",
  "/api/events",
  "/api/instructors",
  "/api/events/{id}/bookings",
  "/api/students",
  "/api/students/{id}/packages",
  "/api/payments",
];

export type Studio = { token: string; packageId: string; classIds: string[] };

export type Confirmed = {
  students: string[];
  packages: string[];
  /** The sales' charge and payment entries and the plain payments: ledger entries answered 201. */
  entries: string[];
  bookings: string[];
};

/** A request sent but never answered (the kill cut it): sent again after the restart with its key. */
export type Unanswered = { path: string; body: unknown; key: string };

/** `paid`: money requests answered 201, each of which wrote exactly one payment entry. */
export type Burst = {
  confirmed: Confirmed;
  unanswered: Unanswered[];
  paid: number;
  requests: number;
  cut: number;
  stop: () => Promise<void>;
};

const HOUR = 3_600_000;

/** A new studio (the ballroom starter) with a package for its Group Class and three classes of 500 places a week ahead. */
export async function setUpStudio(base: string): Promise<Studio> {
  const email = `burst.${randomUUID()}@example.test`;
  const signup = await call(base, "/api/auth/signup", {
    body: { name: "Burst Owner", email, password: "correct horse battery", starter: "ballroom" },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const token: string = signup.body.accessToken;
  const services = await call(base, "/api/services", { token });
  const groupClass = services.body.services.find((service: { kind: string }) => service.kind === "group");
  const sold = await call(base, "/api/packages", {
    token,
    body: { name: "10 Classes", units: 10, priceCents: 20_000, validDays: 365, serviceIds: [groupClass.id] },
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  const teacher = await call(base, "/api/instructors", { token, body: { name: "Burst Teacher" } });
  expect(teacher.status, JSON.stringify(teacher.body)).toBe(201);
  const classIds: string[] = [];
  for (const days of [7, 8, 9]) {
    const startsAt = new Date(Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR);
    const endsAt = new Date(startsAt.getTime() + HOUR).toISOString();
    const body = {
      serviceId: groupClass.id,
      instructorId: teacher.body.instructor.id,
      startsAt: startsAt.toISOString(),
      endsAt,
      capacity: 500,
    };
    const created = await call(base, "/api/events", { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    classIds.push(created.body.event.id);
  }
  return { token, packageId: sold.body.package.id, classIds };
}

/** Starts `clients` desk clients against `base`; `stop()` ends their loops and waits for them. */
export function startBurst(base: string, studio: Studio, clients: number): Burst {
  const confirmed: Confirmed = { students: [], packages: [], entries: [], bookings: [] };
  const burst: Burst = { confirmed, unanswered: [], paid: 0, requests: 0, cut: 0, stop: async () => {} };
  let running = true;
  const send = async (path: string, body: unknown, money: boolean): Promise<Answer | null> => {
    const key = randomUUID();
    burst.requests += 1;
    try {
      return await call(base, path, { token: studio.token, body, headers: money ? { "idempotency-key": key } : {} });
    } catch (error) {
      // Refused: the app was already gone, nothing was sent. Otherwise the kill cut the request: whatever
      // happened to this write, nobody was told it was saved.
      if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") {
        burst.requests -= 1;
        return null;
      }
      burst.cut += 1;
      if (money) burst.unanswered.push({ path, body, key });
      return null;
    }
  };
  const client = async (number: number) => {
    for (let round = 0; running; round++) {
      const student = await send("/api/students", { name: `Dancer ${number}.${round}` }, false);
      if (student?.status !== 201) continue;
      const studentId: string = student.body.student.id;
      confirmed.students.push(studentId);
      const sale = await send(
        `/api/students/${studentId}/packages`,
        { packageId: studio.packageId, payment: { method: "cash", amountCents: 20_000 } },
        true,
      );
      if (sale?.status !== 201) continue;
      burst.paid += 1;
      confirmed.packages.push(sale.body.studentPackage.id);
      confirmed.entries.push(sale.body.chargeId, sale.body.paymentId);
      const classId = studio.classIds[round % studio.classIds.length];
      const booked = await send(`/api/events/${classId}/bookings`, { studentId }, false);
      if (booked?.status !== 201) continue;
      confirmed.bookings.push(booked.body.booking.id);
      const paid = await send("/api/payments", { studentId, amountCents: 2_500, method: "cash" }, true);
      if (paid?.status !== 201) continue;
      burst.paid += 1;
      confirmed.entries.push(paid.body.payment.id);
    }
  };
  const loops = Array.from({ length: clients }, (_, number) => client(number));
  burst.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return burst;
}

/** How many writes were answered 201 so far. */
export function confirmedCount(confirmed: Confirmed): number {
  return confirmed.students.length + confirmed.packages.length + confirmed.entries.length + confirmed.bookings.length;
}

/**
 * After the restart, each unanswered money request is sent again with its key: the first answer
 * replayed if it had been saved, else saved now. Either way exactly one is recorded (checked after).
 */
export async function resend(
  base: string,
  token: string,
  unanswered: Unanswered[],
): Promise<{ replayed: number; saved: number; statuses: number[] }> {
  const result = { replayed: 0, saved: 0, statuses: [] as number[] };
  for (const { path, body, key } of unanswered) {
    const answer = await call(base, path, { token, body, headers: { "idempotency-key": key } });
    result.statuses.push(answer.status);
    if (answer.headers.get("idempotent-replayed") === "true") result.replayed += 1;
    else result.saved += 1;
  }
  return result;
}
