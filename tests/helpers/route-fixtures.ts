import { randomBytes, randomUUID } from "node:crypto";
import type { Role } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import {
  boardPosts,
  boardReplies,
  bookings,
  dances,
  erasureRequests,
  figures,
  goals,
  ledgerEntries,
  outboxMessages,
  partnerRequests,
  practiceLogs,
  savedReports,
  studios,
  studioPublicPages,
  trialRequests,
} from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";
import { and, eq } from "drizzle-orm";
import { makePackage } from "./money-factory";
import { autopayRecords } from "./route-fixtures-autopay";
import { documentRecords } from "./route-fixtures-documents";
import { intakeRecords } from "./route-fixtures-intake";
import { importRecords } from "./route-fixtures-imports";
import { giftRecords } from "./route-fixtures-gifts";
import { promoRecords } from "./route-fixtures-promo";
import { pushRecords } from "./route-fixtures-push";
import { competitionRecords } from "./route-fixtures-competitions";
import { inquiryRecords } from "./route-fixtures-inquiries";
import { salesRecords } from "./route-fixtures-sales";
import { stripeRecords } from "./route-fixtures-stripe";
import { hoursFromNow, makeEvent, makeStudentMember } from "./people-factory";
import { makeScheduleStudio } from "./studio-factory";
import { ROUTE_HINTS, OWN, type RouteHint } from "./route-hints";
import { inputSchema, sampleOf, type Endpoint } from "./route-table";

/**
 * A studio with one of every record an endpoint can name, all tied to the signed-in people: Sam
 * (a student account) is booked into Maria's class (Maria: an instructor account), has a payment,
 * an unpaid charge and a package on sale to buy; the studio has its own Stripe account, where Sam
 * paid once online and saved a card. Generated tests use one as the caller's studio
 * and another as "another studio". On Premium, so every plan-gated endpoint reaches its handler.
 */
export async function makeWorld() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(studios).set({ plan: "premium" }).where(eq(studios.id, s.studio.id));
  const sam = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
  const upcoming = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
  const [booking] = await db
    .insert(bookings)
    .values({ studioId: s.studio.id, eventId: upcoming.id, studentId: sam.student.id, status: "booked", promotedAt: new Date() })
    .returning();
  const pkg = await makePackage(s.studio.id, [s.privateLesson.id]);
  const [payment, charge] = await db
    .insert(ledgerEntries)
    .values([
      {
        studioId: s.studio.id,
        studentId: sam.student.id,
        kind: "payment",
        method: "cash",
        amountCents: 5_000,
        description: "Payment (cash)",
      },
      { studioId: s.studio.id, studentId: sam.student.id, kind: "charge", amountCents: 9_500, description: "Private Lesson" },
    ])
    .returning();
  // The studio's own Stripe account: Sam paid there once and saved his card (its Stripe ids: `stripeIds`).
  const { cardId, stripeIds } = await stripeRecords(db, s.studio.id, sam.student.id);
  await ensureSyllabus(db, s.studio.id);
  const [dance] = await db
    .select()
    .from(dances)
    .where(and(eq(dances.studioId, s.studio.id), eq(dances.name, "Waltz")))
    .limit(1);
  const [figure] = await db.select().from(figures).where(eq(figures.danceId, dance.id)).limit(1);
  const [goal] = await db
    .insert(goals)
    .values({ studioId: s.studio.id, studentId: sam.student.id, title: "Dance at the showcase", kind: "other", targetDate: "2027-06-01" })
    .returning();
  const [practice] = await db
    .insert(practiceLogs)
    .values({ studioId: s.studio.id, studentId: sam.student.id, date: "2026-11-20", minutes: 30 })
    .returning();
  const [report] = await db
    .insert(savedReports)
    .values({ studioId: s.studio.id, name: "Lessons by instructor", measure: "lessons", groupBy: "instructor" })
    .returning();
  const [message] = await db
    .insert(outboxMessages)
    .values({
      studioId: s.studio.id,
      kind: "payment_receipt",
      recipient: "sam@example.test",
      subject: "Receipt",
      text: "Thanks",
      status: "failed",
    })
    .returning();
  const [post] = await db
    .insert(boardPosts)
    .values({ studioId: s.studio.id, authorName: "Owner", title: "Showcase", body: "Dec 12" })
    .returning();
  const [reply] = await db
    .insert(boardReplies)
    .values({ studioId: s.studio.id, postId: post.id, authorName: "Sam", body: "Count me in" })
    .returning();
  const asker = await makeStudentMember(s.studio.id, { name: "Alex Rivera" });
  const [partnerRequest] = await db
    .insert(partnerRequests)
    .values({ studioId: s.studio.id, fromStudentId: asker.student.id, toStudentId: sam.student.id })
    .returning();
  // The studio's public page, on: /api/public/studios/{slug} routes take its slug.
  const slug = `world-${randomUUID().slice(0, 8)}`;
  await db.insert(studioPublicPages).values({ studioId: s.studio.id, enabled: true, slug });
  const [trial] = await db
    .insert(trialRequests)
    .values({ studioId: s.studio.id, studentId: sam.student.id, eventId: upcoming.id, status: "pending" })
    .returning();
  const { plan, membership, dueItem } = await autopayRecords(db, s.studio.id, sam.student.id);
  const [erasureRequest] = await db
    .insert(erasureRequests)
    .values({ studioId: s.studio.id, studentId: sam.student.id, message: "Please erase my data." })
    .returning();
  const { documentId } = await documentRecords(db, s.studio.id);
  const { intakeFieldId } = await intakeRecords(db, s.studio.id, sam.student.id);
  const { importId } = await importRecords(db, s.studio.id);
  const { promoCodeId } = await promoRecords(db, s.studio.id);
  const { inquiryId } = await inquiryRecords(db, s.studio.id, sam.student.id, s.instructor.id);
  const { saleId } = await salesRecords(db, s.studio.id, sam.student.id, membership.id);
  const { giftId } = await giftRecords(db, s.studio.id);
  const { competitionId, entryId } = await competitionRecords(db, s.studio.id, sam.student.id, s.instructor.id, dance);
  const tokens: Record<Role, string> = { owner: s.owner.token, instructor: s.instructorMember.token, student: sam.token };
  const devices = await pushRecords(db, s.studio.id, [s.owner.user.id, s.instructorMember.user.id, sam.user.id]);
  /** The record a path's `{id}` names, by the segment before it (`/api/events/{id}/bookings` → events). */
  const records: Record<string, string> = {
    instructors: s.instructor.id,
    students: sam.student.id,
    events: upcoming.id,
    bookings: booking.id,
    rooms: s.room.id,
    services: s.groupClass.id,
    packages: pkg.id,
    payments: payment.id,
    charges: charge.id,
    dances: dance.id,
    figures: figure.id,
    goals: goal.id,
    practice: practice.id,
    custom: report.id,
    outbox: message.id,
    // A notice's id is its booking's ("a place opened up": Sam's place came off the waitlist).
    notices: booking.id,
    posts: post.id,
    replies: reply.id,
    "partner-requests": partnerRequest.id,
    "trial-requests": trial.id,
    studios: slug,
    "payment-methods": cardId,
    "membership-plans": plan.id,
    memberships: membership.id,
    items: dueItem.id,
    "payment-items": dueItem.id,
    documents: documentId,
    "intake-fields": intakeFieldId,
    imports: importId,
    "erasure-requests": erasureRequest.id,
    "gift-certificates": giftId,
    "promo-codes": promoCodeId,
    competitions: competitionId,
    entries: entryId,
    costs: sam.student.id, // a cost sheet's `{studentId}`: Sam's, who has the entry
    inquiries: inquiryId,
    sales: saleId,
    "push-subscriptions": devices.student,
  };
  /** The record a body or query field names, by the field's name. */
  const fields: Record<string, string> = {
    studentId: sam.student.id,
    personId: sam.student.id,
    instructorId: s.instructor.id,
    serviceId: s.privateLesson.id,
    roomId: s.room.id,
    packageId: pkg.id,
    eventId: upcoming.id,
    danceId: dance.id,
    figureId: figure.id,
    slug,
    planId: plan.id,
  };
  const ownRecords: Record<string, Record<Role, string>> = { "push-subscriptions": devices }; // each caller's own, by role
  return { studio: s.studio, tokens, records, ownRecords, fields, stripeIds };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;

/** The segment a path parameter's record is named by: `/api/students/{id}/account` → "students". */
export function resourceOf(endpoint: Endpoint, param: string): string {
  const segments = endpoint.path.split("/");
  return segments[segments.indexOf(`{${param}}`) - 1];
}

/** The id of the record a path parameter names in this world (`role`'s own where each has one); a kind nobody made yet fails loudly. */
export function recordFor(world: World, endpoint: Endpoint, param: string, role?: Role): string {
  const kind = resourceOf(endpoint, param);
  const id = (role && world.ownRecords[kind]?.[role]) || world.records[kind];
  if (!id) {
    throw new Error(
      `${endpoint.name}: no "${kind}" record in the generated tests' studio. Add one line to makeWorld() in ` +
        `tests/helpers/route-fixtures.ts (create one, then \`records.${kind} = row.id\`).`,
    );
  }
  return id;
}

/** A path parameter's value for a record nobody has: a random id, or a random invitation token. */
export function unknownParam(param: string): string {
  return param === "token" ? randomBytes(32).toString("base64url") : randomUUID();
}

/** Replaces OWN in a hint with the world's record for that field. */
function withOwnIds(world: World, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === OWN ? world.fields[key] : value]));
}

/**
 * A request the endpoint's schemas accept, made of the caller's own records: its body and query
 * generated from the schemas, with the route's hint on top. When that still fails its schema the
 * test can't reach the handler, so it fails saying which line to add.
 */
export function validRequest(world: World, endpoint: Endpoint): { body?: unknown; query: Record<string, string> } {
  const hint: RouteHint = ROUTE_HINTS[endpoint.name] ?? {};
  const idFor = (field: string) => world.fields[field];
  const { body: bodySchema, query: querySchema } = endpoint.spec;
  const body = bodySchema ? { ...(sampleOf(inputSchema(bodySchema), idFor) as object), ...withOwnIds(world, hint.body ?? {}) } : undefined;
  const query = querySchema
    ? (Object.fromEntries(
        Object.entries({ ...(sampleOf(inputSchema(querySchema), idFor) as object), ...withOwnIds(world, hint.query ?? {}) }).map(
          ([key, value]) => [key, String(value)],
        ),
      ) as Record<string, string>)
    : {};
  for (const [what, schema, value] of [
    ["body", bodySchema, body],
    ["query", querySchema, query],
  ] as const) {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success) {
      throw new Error(
        `${endpoint.name}: the generated ${what} ${JSON.stringify(value)} fails its schema (${parsed.error.issues[0]?.path.join(".")}: ` +
          `${parsed.error.issues[0]?.message}). Add one line to ROUTE_HINTS in tests/helpers/route-hints.ts: ` +
          `"${endpoint.name}": { ${what}: { … } } with values that pass (OWN for a record of the caller's studio).`,
      );
    }
  }
  return { body, query };
}
