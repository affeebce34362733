import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { canBookInto, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import type { Db, Tx } from "@/lib/db/client";
import { paymentItems, studentMemberships, studentPackages } from "@/lib/db/schema";
import type { DANCE_ROLES } from "@/lib/db/schema/booking";
import { formatMoney } from "@/lib/money/money";
import { listUsablePackages, pickUnit } from "@/lib/payments/package-units";
import { assertBookingOpen } from "./booking-window";
import type { LockedEvent } from "./event-lock";
import { findActivePlace } from "./held-places";
import { countPlaces, hasRoomFor } from "./places";
import { signingPath, unsignedRequiredDocuments } from "./required-documents";
import { resolveStudent } from "./resolve-student";

/**
 * Which bookings a rule judges: `event`, a place in a scheduled event (a class, a practice party, or
 * staff filling a private lesson); `private`, a new private lesson in an instructor's free slot;
 * `rental`, a room rented for practice; `named`, the students staff name as they schedule a lesson.
 */
export type PlaceKind = "event" | "private" | "rental" | "named";

/** Who asks: a student for themselves, or staff (an owner, an instructor) for a student. */
export type Asker = "student" | "staff";

/** What is wanted. An event is read holding its row lock (`lockEvent`), so every rule judges the state the booking writes on. */
export type WantedPlace =
  | { kind: "event"; event: LockedEvent }
  | { kind: "named"; event: LockedEvent }
  | { kind: "private"; instructorId: string; serviceId: string; startsAt: Date }
  | { kind: "rental"; room: { name: string; capacity: number }; serviceId: string; startsAt: Date };

export type AdmissionRequest = {
  /** Who asks. */
  session: Session;
  /** Who the place is for: the student asking, the student staff chose, both of a couple renting a room. */
  studentIds: string[];
  place: WantedPlace;
  /** The dance role asked for (a partnered class needs one). */
  role?: (typeof DANCE_ROLES)[number];
  now: Date;
};

/** A place, or (a full class, on a plan with the waitlist) a waitlist place. */
export type Admission = "place" | "waitlist";

type RequestFor<K extends PlaceKind> = AdmissionRequest & { place: Extract<WantedPlace, { kind: K }> };
/** An event's rules run in its transaction, holding its lock; a private lesson's or a rental's before theirs begins. */
type ReaderFor<K extends PlaceKind> = [Exclude<K, "event" | "named">] extends [never] ? Tx : Db;
type Check = (tx: Db, request: AdmissionRequest) => Admission | void | Promise<Admission | void>;

export type AdmissionRule = { check: Check; kinds: readonly PlaceKind[]; askers: readonly Asker[] };

function rule<K extends PlaceKind>(
  appliesTo: { kinds: K[]; askers?: Asker[] },
  check: (tx: ReaderFor<K>, request: RequestFor<K>) => Admission | void | Promise<Admission | void>,
): AdmissionRule {
  // checkAdmission runs a rule only for the kinds it names, and its overloads take a Tx for an event.
  return { check: check as unknown as Check, kinds: appliesTo.kinds, askers: appliesTo.askers ?? ["student", "staff"] };
}

/** Instructors book only into the lessons they teach; owners into any (students book for themselves). */
function ownLessonsOnly(_tx: Db, { session, place }: RequestFor<"event" | "private">) {
  if (place.kind === "event" && !canBookInto(session, place.event))
    throw new AppError("forbidden", "Instructors can only book students into their own lessons.");
  if (place.kind === "private" && !canBookInto(session, { instructorId: place.instructorId }))
    throw new AppError("forbidden", "Instructors can only book their own private lessons.");
}

/** A student's private lesson is a new one, in a free slot of the instructor's. */
function privateFromFreeSlots(_tx: Tx, { place }: RequestFor<"event">) {
  if (place.event.kind === "private") throw new AppError("rule", "Book a private lesson from the instructor's free slots.");
}

/** Practice time in a room is rented from its free times, never booked as a place. */
function rentalFromRoomTimes(_tx: Tx, { place }: RequestFor<"event">) {
  if (place.event.kind === "rental") throw new AppError("rule", "A room rental is booked from the room's free times.");
}

/** What the studio keeps off online booking, only staff book a student into. */
function bookableOnline(_tx: Tx, { place: { event } }: RequestFor<"event">) {
  if (!event.bookableOnline) throw new AppError("rule", `${event.title} is booked by the studio. Ask them to book you in.`);
}

function notCancelled(_tx: Tx, { place: { event } }: RequestFor<"event">) {
  if (event.status !== "scheduled") throw new AppError("rule", `${event.title} has been cancelled.`);
}

/** Places are booked in lessons still to come. */
function notStarted(_tx: Tx, { place, now }: RequestFor<"event" | "named">) {
  if (place.event.startsAt.getTime() > now.getTime()) return;
  if (place.kind === "event") throw new AppError("rule", `${place.event.title} has already started.`);
  throw new AppError("rule", "This lesson has already started: book students into lessons still to come.", {
    fields: { studentIds: "The lesson has already started." },
  });
}

/** A class opens for a student on their booking window's day (Premium's priority booking). */
async function bookingWindowOpen(tx: Tx, { session, studentIds, place, now }: RequestFor<"event">) {
  await assertBookingOpen(tx, session, place.event, studentIds[0], now);
}

/** A partnered class (lead and follow caps) needs the dancer's role. */
function roleChosen(_tx: Tx, { place: { event }, role }: RequestFor<"event">) {
  const isPartnered = event.leadCap !== null || event.followCap !== null;
  if (isPartnered && !role)
    throw new AppError("validation", "Choose lead or follow for this class.", { fields: { role: "Choose lead or follow." } });
}

/** Staff name no more students than the lesson has places for. */
function fitsTheLesson(_tx: Tx, { place: { event }, studentIds }: RequestFor<"named">) {
  if (studentIds.length > event.capacity)
    throw new AppError("validation", `This lesson has room for ${event.capacity}.`, {
      fields: { studentIds: `This lesson has room for ${event.capacity}: choose fewer students, or give it more places.` },
    });
}

/** Each named student is an active student of the studio the caller may book (the other kinds resolved theirs before asking). */
async function studentsBookable(tx: Tx, { session, studentIds }: RequestFor<"named">) {
  for (const studentId of studentIds) await resolveStudent(tx, session, studentId);
}

/** A room holds as many dancers as it is for: a couple needs a room for two. */
function roomFitsDancers(_tx: Db, { place: { room }, studentIds }: RequestFor<"rental">) {
  if (room.capacity < studentIds.length)
    throw new AppError("rule", `${room.name} is for one dancer at a time. Choose a larger room for the two of you.`);
}

/** One place per student in a class: booked, on its waitlist, or held while they pay (their own expired hold is let go). */
async function notThereAlready(tx: Tx, { place: { event }, studentIds, now }: RequestFor<"event">) {
  const existing = await findActivePlace(tx, event, studentIds[0], now);
  if (!existing) return;
  throw new AppError(
    "conflict",
    existing.status === "booked"
      ? "Already booked for this class."
      : existing.status === "held"
        ? "Your place in this class is held while you pay. Finish paying at Stripe, or try again once the hold ends."
        : "Already on the waitlist for this class.",
  );
}

/**
 * A student signs the studio's documents required before booking (a liability waiver), in their
 * current version, before they book a class or a private lesson: refused with the signing page's
 * link (`sign`), so the booking screen offers "Sign <title>". A visitor's first lesson from the
 * public page has no account yet to sign with: they are asked at their next booking.
 */
async function requiredDocumentsSigned(db: Db, { session, studentIds }: RequestFor<"event" | "private">) {
  if (!session.userId) return;
  const [unsigned] = await unsignedRequiredDocuments(db, session.studioId, studentIds[0]);
  if (!unsigned) return;
  throw new AppError("rule", `Please sign ${unsigned.title} before booking.`, {
    extra: { sign: signingPath(unsigned.id), document: { id: unsigned.id, title: unsigned.title } },
  });
}

/**
 * A membership past due covers nothing until it is paid (its units are suspended): a student whose
 * place only those units would have paid for is told why and how to put it right. Staff book as
 * usual, and the lesson is charged like any other.
 */
async function membershipInGoodStanding(db: Db, { session, studentIds, place, now }: RequestFor<"event" | "private">) {
  const lesson =
    place.kind === "event"
      ? { serviceId: place.event.serviceId, lessonAt: place.event.startsAt, what: place.event.kind === "group" ? "class" : "lesson" }
      : { serviceId: place.serviceId, lessonAt: place.startsAt, what: "lesson" };
  const [held] = await db
    .select({ membershipId: studentPackages.membershipId })
    .from(studentPackages)
    .where(
      and(
        eq(studentPackages.studioId, session.studioId),
        eq(studentPackages.studentId, studentIds[0]),
        eq(studentPackages.suspended, true),
        gt(studentPackages.expiresAt, lesson.lessonAt),
        lt(studentPackages.unitsUsed, studentPackages.units),
        sql`${lesson.serviceId} = any(${studentPackages.serviceIds})`,
      ),
    )
    .limit(1);
  if (!held?.membershipId) return;
  if (pickUnit(await listUsablePackages(db, session.studioId, studentIds[0], now), lesson)) return;
  const [membership] = await db
    .select({ name: studentMemberships.name })
    .from(studentMemberships)
    .where(and(eq(studentMemberships.studioId, session.studioId), eq(studentMemberships.id, held.membershipId)));
  const [failed] = await db
    .select({ owedCents: sql<number>`coalesce(sum(${paymentItems.amountCents}), 0)` })
    .from(paymentItems)
    .where(
      and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.membershipId, held.membershipId), eq(paymentItems.status, "failed")),
    );
  const owed = Number(failed?.owedCents ?? 0);
  throw new AppError(
    "conflict",
    `Your ${membership?.name ?? ""} membership is past due, so it doesn't cover this ${lesson.what} until ` +
      `${owed > 0 ? `its ${formatMoney(owed, session.studioCurrency)} is` : "it is"} paid: pay it or change your card on the Payments page.`,
  );
}

/** Room in the class (and in the dancer's role), else its waitlist on a plan that has one (Pro and up), else 409 class_full. */
async function roomOrWaitlist(tx: Tx, { session, place: { event }, role, now }: RequestFor<"event">): Promise<Admission> {
  if (hasRoomFor(event, await countPlaces(tx, event.id), role ?? null)) return "place";
  // The session's query already read the studio's plan fields: no second query per booking.
  if (hasFeature(resolveSubscription(session.studioPlan, now).key, "waitlist")) return "waitlist";
  const plan = cheapestPlanWith("waitlist");
  throw new AppError("class_full", `${event.title} is full.${plan ? ` A waitlist is available on the ${plan.name} plan.` : ""}`);
}

/**
 * The rules a booking passes, in the order they are asked: the first that refuses answers, so a
 * booking wrong in two ways is told about the earlier. Whose lesson it is, what the event is, its
 * state and timing, then the dancers, then the documents the studio asks them to sign first, then
 * whether their membership is in good standing, and last whether there is room. A new rule (the
 * studio's required intake fields) is one more line here, at the place its refusal should rank.
 */
export const ADMISSION_RULES: readonly AdmissionRule[] = [
  rule({ kinds: ["event", "private"], askers: ["staff"] }, ownLessonsOnly),
  rule({ kinds: ["event"], askers: ["student"] }, privateFromFreeSlots),
  rule({ kinds: ["event"] }, rentalFromRoomTimes),
  rule({ kinds: ["event"], askers: ["student"] }, bookableOnline),
  rule({ kinds: ["event"] }, notCancelled),
  rule({ kinds: ["event", "named"] }, notStarted),
  rule({ kinds: ["event"], askers: ["student"] }, bookingWindowOpen),
  rule({ kinds: ["event"] }, roleChosen),
  rule({ kinds: ["named"] }, fitsTheLesson),
  rule({ kinds: ["named"] }, studentsBookable),
  rule({ kinds: ["rental"] }, roomFitsDancers),
  rule({ kinds: ["event"] }, notThereAlready),
  rule({ kinds: ["event", "private"], askers: ["student"] }, requiredDocumentsSigned),
  rule({ kinds: ["event", "private"], askers: ["student"] }, membershipInGoodStanding),
  rule({ kinds: ["event"] }, roomOrWaitlist),
];

/**
 * May these students take this place: runs the rules that apply to the kind of booking and to who
 * asks, in order, and answers a place or a waitlist place (or throws the first refusal). For an event,
 * call it in the booking's transaction right after `lockEvent`; for a private lesson or a rental,
 * before the slot's transaction (their time is guarded by the EXCLUDE constraints as it is written).
 * A dancer being free at that time is not asked here: the booking's own write checks it under the
 * students' row locks (`assertStudentsFree`).
 */
export async function checkAdmission(tx: Tx, request: RequestFor<"event" | "named">): Promise<Admission>;
export async function checkAdmission(db: Db, request: RequestFor<"private" | "rental">): Promise<Admission>;
export async function checkAdmission(tx: Db, request: AdmissionRequest): Promise<Admission> {
  const asker: Asker = isStudent(request.session) ? "student" : "staff";
  let admission: Admission = "place";
  for (const { check, kinds, askers } of ADMISSION_RULES) {
    if (!kinds.includes(request.place.kind) || !askers.includes(asker)) continue;
    if ((await check(tx, request)) === "waitlist") admission = "waitlist";
  }
  return admission;
}
