import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { uniqueEmail } from "./login";

export const STUDIO_ZONE = "America/New_York";
export const STUDENT_PASSWORD = "e2e-password-1";

let counter = 0;

/** A name no other test (or seeded student) has, so lists can be searched by it. */
export function uniqueName(first: string): string {
  counter += 1;
  return `${first} ${Date.now().toString(36).slice(-5)}${process.pid % 1000}${counter}`;
}

/** The owner adds a student and invites them; returns the student and the invite's path. */
export async function inviteStudent(owner: APIRequestContext, name = uniqueName("Ivy")) {
  const email = uniqueEmail("student");
  const created = await owner.post("/api/students", { data: { name, email } });
  expect(created.status(), await created.text()).toBe(201);
  const { student } = (await created.json()) as { student: { id: string } };
  const invite = await owner.post("/api/invites", { data: { email, role: "student", personId: student.id } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { url } = (await invite.json()) as { url: string };
  return { id: student.id, name, email, path: new URL(url).pathname };
}

/** A signed-in student in a fresh browser context (invited by the owner, accepted through the API). */
export async function newStudentContext(browser: Browser, owner: APIRequestContext) {
  const student = await inviteStudent(owner);
  const context = await browser.newContext();
  const accepted = await context.request.post(`/api${student.path.replace("/invite/", "/invites/")}/accept`, {
    data: { name: student.name, password: STUDENT_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { context, page: await context.newPage(), student };
}

export async function serviceId(owner: APIRequestContext, name: string): Promise<string> {
  const response = await owner.get("/api/services");
  const { services } = (await response.json()) as { services: { id: string; name: string }[] };
  return services.find((service) => service.name === name)!.id;
}

export async function instructorId(owner: APIRequestContext, name: string): Promise<string> {
  const response = await owner.get("/api/instructors");
  const { instructors } = (await response.json()) as { instructors: { id: string; name: string }[] };
  return instructors.find((instructor) => instructor.name === name)!.id;
}

/**
 * A one-off Group Class created by the owner, without a room. Should the instructor already teach
 * then (a rerun on the same database, a parallel test), it tries 70 minutes later, up to 8 times.
 */
export async function createClass(owner: APIRequestContext, start: Date, instructor: string, extra: Record<string, unknown> = {}) {
  const data = { serviceId: await serviceId(owner, "Group Class"), instructorId: await instructorId(owner, instructor), ...extra };
  for (let attempt = 0; ; attempt += 1) {
    const startsAt = new Date(start.getTime() + attempt * 70 * 60_000);
    const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
    const response = await owner.post("/api/events", { data: { ...data, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } });
    if (response.status() === 409 && attempt < 8) continue;
    expect(response.status(), await response.text()).toBe(201);
    const { event } = (await response.json()) as { event: { id: string } };
    return { id: event.id, startsAt, endsAt };
  }
}

/**
 * Moves a lesson (booked while in the future: a started class can't be booked) into the past of
 * today in New York and gives it to `instructor`: the latest start from a minute ago back, minute by
 * minute (so they pack without gaps), that the instructor's lessons leave free (409 otherwise), lasting 15 minutes — a
 * block's least height, so lessons that don't overlap never stand side by side (a phone's day view
 * folds a third into "+N") and each is one full-width block to click. Short lessons leave room for
 * the five specs that need one from 01:01 in New York (half-hour lessons in quarter-hour steps from
 * 20 minutes back found none for the third spec before 02:00 there). Returns its start.
 */
export async function moveToStartedToday(owner: APIRequestContext, lessonId: string, instructor: string): Promise<Date> {
  const id = await instructorId(owner, instructor);
  const today = newYorkDate(new Date());
  const starts: Date[] = [];
  for (let step = 0; step < 240; step += 1) {
    const started = new Date(Date.now() - (1 + step) * 60_000);
    started.setUTCSeconds(0, 0);
    if (newYorkDate(started) !== today) break;
    starts.push(started);
  }
  // Within a minute of midnight in New York no minute of today lies back: midnight itself has begun.
  const midnight = newYorkMidnight(new Date());
  if (midnight.getTime() < Date.now() - 10_000 && !starts.some((start) => start.getTime() === midnight.getTime())) starts.push(midnight);
  for (const started of starts) {
    const moved = await owner.patch(`/api/events/${lessonId}?scope=one`, {
      data: {
        instructorId: id,
        startsAt: started.toISOString(),
        endsAt: new Date(started.getTime() + LESSON_MINUTES * 60_000).toISOString(),
      },
    });
    if (moved.ok()) return started;
    expect(moved.status(), await moved.text()).toBe(409);
  }
  throw new Error(`${instructor} has no free quarter hour earlier today in New York`);
}

const LESSON_MINUTES = 15;

/** Today's midnight in New York, as an instant. */
function newYorkMidnight(now: Date): Date {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/New_York",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)!.value);
  const midnight = new Date(now.getTime() - (part("hour") * 60 + part("minute")) * 60_000);
  midnight.setUTCSeconds(0, 0);
  return midnight;
}

function newYorkDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(instant);
}

/** A start `days` ahead late at night in New York (04:xx UTC), when no seeded lesson runs, at an odd minute. */
export function oddStart(days: number): Date {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(4, 5 + Math.floor(Math.random() * 10) * 5, 0, 0);
  return start;
}

function plain(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, " ");
}

/** "7:05 PM" in the studio's zone, as the screens write it. */
export function clock(instant: Date): string {
  return plain(new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: STUDIO_ZONE }).format(instant));
}

/** "Tuesday, November 24, 2026 · 7:05 PM–8:05 PM", as components/booking/when.ts writes it. */
export function whenLabel(startsAt: Date, endsAt: Date): string {
  const day = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: STUDIO_ZONE,
  }).format(startsAt);
  return `${plain(day)} · ${clock(startsAt)}–${clock(endsAt)}`;
}
