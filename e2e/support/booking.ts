import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions } from "@playwright/test";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { uniqueEmail } from "./login";
import { invitationPath } from "./mail-capture";

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
  return { id: student.id, name, email, path: await invitePath(owner, email, "student", student.id) };
}

/** The owner invites a person by e-mail; returns the invite's path ("/invite/…"), read from the e-mail, the only place it is shown. */
async function invitePath(owner: APIRequestContext, email: string, role: "instructor" | "student", personId: string) {
  const invite = await owner.post("/api/invites", { data: { email, role, personId } });
  expect(invite.status(), await invite.text()).toBe(201);
  return invitationPath(email);
}

/** Accepts an invite in `context` (which is then signed in as the invited person). */
async function accept(context: { request: APIRequestContext }, path: string, name: string) {
  const accepted = await context.request.post(`/api${path.replace("/invite/", "/invites/")}/accept`, {
    data: { name, password: STUDENT_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/**
 * A signed-in student in a fresh browser context (invited by the owner, accepted through the API),
 * who has signed the studio's documents required before booking (the demo's liability waiver), as a
 * student does on their first booking (e2e/waivers.spec.ts shows that step).
 */
export async function newStudentContext(browser: Browser, owner: APIRequestContext) {
  const student = await inviteStudent(owner);
  const context = await browser.newContext();
  await accept(context, student.path, student.name);
  await signRequiredDocuments(context.request, student.name);
  return { context, page: await context.newPage(), student };
}

/** The signed-in student signs each document the studio requires before booking that they haven't signed yet. */
export async function signRequiredDocuments(student: APIRequestContext, fullName: string) {
  const listed = await student.get("/api/documents");
  expect(listed.ok(), await listed.text()).toBe(true);
  const { documents } = (await listed.json()) as { documents: { id: string; requiredBeforeBooking: boolean; signature: unknown }[] };
  for (const document of documents.filter((item) => item.requiredBeforeBooking && !item.signature)) {
    const signed = await student.post(`/api/documents/${document.id}/sign`, { data: { fullName } });
    expect(signed.status(), await signed.text()).toBe(201);
  }
}

/**
 * A signed-in instructor of their own (added and invited by the owner), in a fresh browser context.
 * The specs that need a lesson that has begun give it to one: a new instructor is free a minute ago
 * at any time of day, where Maria's first hour after midnight in New York held at most four of the
 * five such lessons a run needs.
 */
export async function newInstructorContext(browser: Browser, owner: APIRequestContext, options: BrowserContextOptions = {}) {
  const name = uniqueName("Nina");
  const email = uniqueEmail("instructor");
  const created = await owner.post("/api/instructors", { data: { name, email } });
  expect(created.status(), await created.text()).toBe(201);
  const { instructor } = (await created.json()) as { instructor: { id: string } };
  const path = await invitePath(owner, email, "instructor", instructor.id);
  const context = await browser.newContext(options);
  await accept(context, path, name);
  return { context, page: await context.newPage(), instructor: { id: instructor.id, name } };
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
 * A one-off Group Class created by the owner, without a room, lasting `minutes`. Should the instructor
 * already teach then (a rerun on the same database, a parallel test), it tries 70 minutes later, up
 * to 8 times.
 */
export async function createClass(
  owner: APIRequestContext,
  start: Date,
  instructor: string,
  extra: Record<string, unknown> = {},
  minutes = 60,
) {
  const data = { serviceId: await serviceId(owner, "Group Class"), instructorId: await instructorId(owner, instructor), ...extra };
  for (let attempt = 0; ; attempt += 1) {
    const startsAt = new Date(start.getTime() + attempt * 70 * 60_000);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const response = await owner.post("/api/events", { data: { ...data, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } });
    if (response.status() === 409 && attempt < 8) continue;
    expect(response.status(), await response.text()).toBe(201);
    const { event } = (await response.json()) as { event: { id: string } };
    return { id: event.id, startsAt, endsAt };
  }
}

/**
 * Moves a lesson (booked while in the future: a started class can't be booked) to a minute ago — or
 * to midnight in New York, within a minute after it — and gives it to `instructor`, for half an hour
 * or until midnight. The instructor must be free then: one of the spec's own (newInstructorContext).
 * In the last minute before midnight it waits for the new day, so the lesson is on the day the spec's
 * screens open on. Returns its start.
 */
export async function moveToStartedToday(owner: APIRequestContext, lessonId: string, instructor: string): Promise<Date> {
  const untilTomorrow = studioMidnight(1).getTime() - Date.now();
  if (untilTomorrow < 60_000) {
    test.info().setTimeout(test.info().timeout + untilTomorrow + 1_000);
    await new Promise((resolve) => setTimeout(resolve, untilTomorrow + 1_000));
  }
  const started = new Date(Date.now() - 60_000);
  started.setUTCSeconds(0, 0);
  const midnight = studioMidnight(0);
  const startsAt = started < midnight ? midnight : started;
  const endsAt = new Date(Math.min(startsAt.getTime() + 30 * 60_000, studioMidnight(1).getTime()));
  const moved = await owner.patch(`/api/events/${lessonId}?scope=one`, {
    data: { instructorId: await instructorId(owner, instructor), startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return startsAt;
}

/** Midnight in the studio's zone `days` after today's (0: today's), as an instant, across clock changes too. */
function studioMidnight(days: number): Date {
  return localToInstant(addDays(instantToLocal(new Date(), STUDIO_ZONE).date, days), "00:00", STUDIO_ZONE);
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
