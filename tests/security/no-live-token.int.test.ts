import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as invite } from "@/app/api/invites/route";
import { POST as requestTrial } from "@/app/api/public/studios/[slug]/trial/route";
import { ROLES } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { outboxMessages, students } from "@/lib/db/schema";
import type { BookingDetails } from "@/lib/notifications/booking-details";
import { enqueueMessages, type NewMessage } from "@/lib/notifications/enqueue";
import { MESSAGE_KIND_KEYS, MESSAGE_KINDS, type MessageKind } from "@/lib/notifications/kinds";
import { createMailTransport } from "@/lib/notifications/mail-transport";
import { packageMessage, trialEndingMessage } from "@/lib/notifications/messages/account-notices";
import { bookingMessage } from "@/lib/notifications/messages/booking";
import { invitationMessage } from "@/lib/notifications/messages/invitation";
import {
  autopayFailedMessage,
  autopayUpcomingMessage,
  cardExpiringMessage,
  membershipChangedMessage,
} from "@/lib/notifications/messages/autopay";
import { ledgerMessage, missedLessonMessage } from "@/lib/notifications/messages/money";
import { erasureDeclinedMessage, erasureRequestedMessage } from "@/lib/notifications/messages/erasure";
import { giftRecipientMessage } from "@/lib/growth/gift-notices";
import { heatSheetMessage } from "@/lib/competitions/heats-notify";
import { passwordResetMessage } from "@/lib/notifications/messages/password-reset";
import { trialConfirmationMessage } from "@/lib/notifications/messages/trial";
import { communityMessage } from "@/lib/notifications/community-notices";
import { firstLessonMessage, lessonMessage } from "@/lib/notifications/lesson-notices";
import type { Recipient } from "@/lib/notifications/recipients";
import { secretSlot } from "@/lib/notifications/secrets";
import { loadStudioContext, type StudioContext } from "@/lib/notifications/studio-context";
import { readUnsubscribeToken } from "@/lib/notifications/unsubscribe-token";
import { drainOutbox } from "@/lib/notifications/worker";
import { env } from "@/lib/env";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { readEveryGet } from "../helpers/answer-walk";
import { makeWorld, type World } from "../helpers/route-fixtures";
import { endpoints, urlFor } from "../helpers/route-table";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { headerLine } from "../notifications/mail-helpers";

/**
 * No live credential is readable by anyone but its recipient. Every kind of message is queued (the
 * map below must name each kind, so a new kind can't be forgotten), plus a real password reset and a
 * real invitation and a first-lesson request; the worker sends them to a real SMTP server. Every token in what arrived (reset,
 * invitation and unsubscribe links) must work — and must appear in no answer of any endpoint the
 * route table serves, as any role, before or after sending, nor in the stored messages once sent.
 */
type Sample = (studio: StudioContext, to: Recipient & { userId: string }) => NewMessage | null;

const when = new Date(Date.now() + 3 * 86_400_000);
const booking = (studio: StudioContext, to: Recipient & { userId: string }): BookingDetails => ({
  bookingId: crypto.randomUUID(),
  studioId: studio.id,
  status: "booked",
  bookingSequence: 0,
  eventId: crypto.randomUUID(),
  eventSequence: 0,
  eventStatus: "scheduled",
  startsAt: when,
  endsAt: new Date(when.getTime() + 3_600_000),
  title: "Waltz Basics",
  kind: "class",
  roomName: "Studio A",
  instructorName: "Maria Lopez",
  studentName: to.name,
  userId: to.userId,
  email: to.email,
});
const pack = { id: crypto.randomUUID(), name: "Ten Privates", left: 1, expiresAt: when };
const entry = (kind: "payment" | "refund") => ({
  id: crypto.randomUUID(),
  kind,
  amountCents: 5_000,
  method: "cash",
  description: "Payment",
  createdAt: new Date(),
});
const community = { subject: "News", heading: "News", paragraphs: ["Hello"], key: crypto.randomUUID() };
/** A made-up credential put through the secrets slot, as real senders do; the real flows are below. */
const sampleToken = (kind: string) => `sample-${kind}-${crypto.randomUUID()}`;
const sampleGift = {
  id: crypto.randomUUID(),
  code: "SAMPLE",
  amountCents: 10_000,
  units: null,
  packageName: null,
  buyerName: "Gina Giver",
  buyerEmail: null,
  message: "Happy dancing",
  deliverOn: null,
  expiresOn: null,
};

const SAMPLES: Record<MessageKind, Sample> = {
  invitation: (studio, to) => ({
    ...invitationMessage(studio, {
      email: to.email,
      name: to.name,
      role: "student",
      url: `${env.SITE_URL}/invite/${secretSlot("token")}`,
      expiresAt: when,
      dedupeKey: crypto.randomUUID(),
    }),
    secrets: { token: sampleToken("invitation") },
  }),
  password_reset: (studio, to) => ({
    ...passwordResetMessage(
      studio,
      { id: to.userId, name: to.name, email: to.email },
      { url: `${env.SITE_URL}/reset-password?token=${secretSlot("token")}`, expiresAt: when },
    ),
    secrets: { token: sampleToken("reset") },
  }),
  first_lesson_confirmation: (studio, to) => ({
    ...trialConfirmationMessage(studio, {
      email: to.email,
      name: to.name,
      url: `${env.SITE_URL}/s/studio/trial/confirm/${secretSlot("token")}`,
      expiresAt: when,
      lesson: { title: "Waltz Basics", startsAt: when },
      dedupeKey: crypto.randomUUID(),
    }),
    secrets: { token: sampleToken("confirm") },
  }),
  booking_confirmed: (studio, to) => bookingMessage(studio, booking(studio, to), "booking_confirmed"),
  booking_cancelled: (studio, to) => bookingMessage(studio, booking(studio, to), "booking_cancelled", { by: "studio" }),
  reminder: (studio, to) => bookingMessage(studio, booking(studio, to), "reminder"),
  waitlist_promoted: (studio, to) => bookingMessage(studio, booking(studio, to), "waitlist_promoted"),
  missed_lesson_charge: (studio, to) =>
    missedLessonMessage(studio, to, { bookingId: crypto.randomUUID(), outcome: "no_show", title: "Waltz", startsAt: when, cost: "$50" }),
  payment_receipt: (studio, to) => ledgerMessage(studio, to, entry("payment")),
  refund: (studio, to) => ledgerMessage(studio, to, entry("refund")),
  autopay_failed: (studio, to) =>
    autopayFailedMessage(studio, to, {
      itemId: "00000000-0000-4000-8000-000000000001",
      description: "Unlimited group classes · December",
      amountCents: 12_000,
      reason: "Your card was declined.",
      tries: 1,
      nextAttemptAt: new Date(),
    }),
  autopay_upcoming: (studio, to) =>
    autopayUpcomingMessage(studio, to, {
      id: crypto.randomUUID(),
      description: "Bronze 1 · instalment 3 of 6",
      amountCents: 40_000,
      dueOn: "2026-12-01",
      card: { brand: "visa", last4: "4242" },
    }),
  card_expiring: (studio, to) =>
    cardExpiringMessage(
      studio,
      to,
      { id: `pm_${crypto.randomUUID()}`, brand: "visa", last4: "4242", expMonth: 11, expYear: 2026 },
      { description: "Unlimited group classes · Dec 1 – Dec 31", amountCents: 12_000, dueOn: "2026-12-01" },
    ),
  membership_changed: (studio, to) =>
    membershipChangedMessage(
      studio,
      to,
      {
        id: crypto.randomUUID(),
        name: "Unlimited group classes",
        pausedFrom: "2026-12-10",
        pausedUntil: "2027-01-10",
        endsOn: null,
        commitmentEndsOn: null,
      },
      "paused",
      { today: "2026-12-01", nextChargeOn: null, at: new Date() },
    ),
  package_low: (studio, to) => packageMessage(studio, to, "package_low", pack),
  package_expiring: (studio, to) => packageMessage(studio, to, "package_expiring", pack),
  plan_changed: (studio, to) => ({ ...ledgerMessage(studio, to, entry("payment")), kind: "plan_changed" }),
  trial_ending: (studio, to) => trialEndingMessage(studio, to, when),
  board_post: (studio, to) => communityMessage(studio, to, "board_post", community),
  announcement: (studio, to) => communityMessage(studio, to, "announcement", community),
  partner_request: (studio, to) => communityMessage(studio, to, "partner_request", community),
  lesson_with_you: (studio, to) =>
    lessonMessage(
      studio,
      [
        {
          id: crypto.randomUUID(),
          startsAt: when,
          title: "Private Lesson",
          instructorName: to.name,
          instructorUserId: to.userId,
          email: to.email,
          students: "Ana Ruiz",
        },
      ],
      "booked",
    ),
  first_lesson_request: (studio, to) =>
    firstLessonMessage(studio, to, { visitorName: "Vera Visitor", title: "Waltz Basics", startsAt: when, state: "booked" }),
  erasure_requested: (studio, to) =>
    erasureRequestedMessage(studio, to, { studentId: crypto.randomUUID(), studentName: "Ana Ruiz", message: "Please", requestedAt: when }),
  erasure_declined: (studio, to) => erasureDeclinedMessage(studio, to, { reason: "Open balance", requestedAt: when }),
  heat_sheet: (studio, to) =>
    heatSheetMessage(studio, to, { id: crypto.randomUUID(), name: "Spring Showcase" }, crypto.randomUUID(), [
      { number: "12", startsAt: when, title: "Bronze 2 American Smooth Waltz", partner: "Marco" },
    ]),
  gift_certificate: (studio, to) => ({
    ...giftRecipientMessage(studio, { ...sampleGift, recipientEmail: to.email, recipientName: to.name }, new Date()),
    secrets: { code: sampleToken("gift") },
  }),
};

let smtp: SmtpCapture;
let transport: Transporter;
let world: World;
/** Every answer an endpoint gave during the walk, with who asked and what. */
const answers: { who: string; body: string }[] = [];

async function walkEveryEndpoint(label: string) {
  const readings = await readEveryGet(world);
  for (const { endpoint, reader, body } of readings)
    answers.push({ who: `${label}: ${endpoint.name} as ${reader ?? "nobody"}`, body: JSON.stringify(body) });
  return readings.length;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  transport = createMailTransport(smtp.url);
  world = await makeWorld();
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

describe("no live token is readable back", () => {
  it("walks every message kind and every endpoint: tokens reach their recipient, and no answer contains one", async () => {
    const db = await getDb();
    const studio = await loadStudioContext(db, world.studio.id);
    const member = await makeStudentMember(world.studio.id, { name: "Robin Walker" });
    const to = { userId: member.user.id, name: member.user.name, email: member.user.email };
    const samples = MESSAGE_KIND_KEYS.map((kind) => SAMPLES[kind](studio, to)).filter((message) => message !== null);
    expect(samples.map((message) => message.kind).sort()).toEqual([...MESSAGE_KIND_KEYS].sort());
    await enqueueMessages(db, samples);

    // The real flows that make credentials: a reset, and an invitation of a student without an account.
    const reset = await callRoute(requestReset, { body: { email: member.user.email } });
    expect(reset.status).toBe(202);
    const [invitee] = await db
      .insert(students)
      .values({ studioId: world.studio.id, name: "Ari Invitee", email: `ari-${crypto.randomUUID()}@example.test` })
      .returning();
    const invited = await callRoute(invite, {
      token: world.tokens.owner,
      body: { role: "student", personId: invitee.id, email: invitee.email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    answers.push({ who: "POST /api/invites as owner", body: JSON.stringify(invited.body) });
    // A visitor's first-lesson request: its confirmation link goes to the address only.
    const firstLesson = await callRoute(requestTrial, {
      params: { slug: world.fields.slug },
      body: { eventId: world.fields.eventId, name: "Vera Visitor", email: `vera-${crypto.randomUUID()}@example.test` },
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(firstLesson.status, JSON.stringify(firstLesson.body)).toBe(201);
    answers.push({ who: "POST /api/public/studios/{slug}/trial", body: JSON.stringify(firstLesson.body) });

    const before = await walkEveryEndpoint("queued");
    const start = smtp.messages.length;
    await drainOutbox(db, { transport, from: "Promenade <no-reply@promenade.test>" });
    const after = await walkEveryEndpoint("sent");

    // What arrived: every link carries its real token, never the placeholder.
    const delivered = smtp.messages.slice(start);
    const mailText = delivered.map((mail) => `${mail.text}\n${mail.html}\n${headerLine(mail, "list-unsubscribe") ?? ""}`).join("\n");
    expect(mailText).not.toContain("__secret_");
    expect(mailText).not.toContain("[private]");
    const tokens = new Set<string>();
    for (const match of mailText.matchAll(/(?:reset-password\?token=|\/invite\/|unsubscribe\?token=|\/trial\/confirm\/)([\w.%-]{16,})/g))
      tokens.add(decodeURIComponent(match[1]));
    const unsubscribes = [...tokens].filter((token) => readUnsubscribeToken(token) !== null);
    const optionalWithLink = MESSAGE_KIND_KEYS.filter((kind) => MESSAGE_KINDS[kind].unsubscribe);
    expect(unsubscribes.length).toBe(optionalWithLink.length);
    // 3 samples (reset, invitation, confirmation) + the real reset, invitation and confirmation + the unsubscribe links.
    expect(tokens.size).toBe(6 + optionalWithLink.length);

    // No answer, as anyone, before or after sending, holds one of them.
    const leaks = answers.flatMap(({ who, body }) => [...tokens].filter((token) => body.includes(token)).map(() => who));
    expect(leaks).toEqual([]);
    // Once sent, the stored messages keep no copy.
    const stored = JSON.stringify(await db.select().from(outboxMessages).where(eq(outboxMessages.studioId, world.studio.id)));
    expect([...tokens].filter((token) => stored.includes(token))).toEqual([]);
    console.info(
      `token walk: ${MESSAGE_KIND_KEYS.length} message kinds + 3 real flows, ${tokens.size} live tokens delivered, ` +
        `${before + after} answers searched, 0 containing a token`,
    );
  });
});
