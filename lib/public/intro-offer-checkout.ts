import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { readPhone } from "@/lib/api/phone";
import { assertAddressLimits, type AddressLimits } from "@/lib/auth/address-limits";
import { assertThrottle, type ThrottleRule } from "@/lib/auth/throttle";
import { findFreeSlots } from "@/lib/booking/free-slots";
import type { Db } from "@/lib/db/client";
import { events, students, studios } from "@/lib/db/schema";
import { countryOfTimeZone } from "@/lib/dates/time-zone-country";
import type { TIntroOfferPurchase } from "@/lib/growth/intro-offer-schemas";
import { assertNewCustomer, findIntroOffer, type IntroOffer } from "@/lib/growth/intro-offers";
import { formatMoney } from "@/lib/money/money";
import { assertStudentLimit } from "@/lib/people/plan-limits";
import { returnUrl } from "@/lib/stripe/booking-checkout";
import { requireStudioStripe } from "@/lib/stripe/studio-account";
import { introOfferMetadata } from "./intro-offer-metadata";
import { findPublicPage } from "./public-studio";
import { resolveWantedLesson, type WantedLesson } from "./trial-lesson";
import { visitorSession } from "./visitor-session";

/** 10 intro-offer checkouts an hour from one address, 200 an hour per studio page as a backstop. */
const INTRO_OFFER_LIMITS: AddressLimits = {
  perAddress: { name: "intro-offer:address", limit: 10, windowMs: 3600_000 },
  backstop: { name: "intro-offer:page", limit: 200, windowMs: 3600_000 },
};
/** 5 an hour per e-mail address: the answer says whether the address is already a customer. */
const PER_EMAIL: ThrottleRule = { name: "intro-offer:email", limit: 5, windowMs: 3600_000 };

/** Stripe's smallest charge (in dollars and most currencies): a cheaper offer isn't sold online. */
export const MIN_ONLINE_CENTS = 50;

/** Stripe's shortest Checkout life: the lesson isn't held meanwhile, so a stale session mustn't be paid much later. */
const SESSION_MINUTES = 31;

/**
 * POST /api/public/studios/{slug}/intro-offers: a visitor who has never been the studio's customer
 * buys an intro offer and chooses their first lesson, then pays at Stripe Checkout on the studio's
 * own account. Everything that can refuse refuses here, before any money moves: the studio takes
 * online payments, the offer is on sale, the address has no lessons or purchases at the studio, the
 * lesson is still free and is one the offer's units pay for. Nothing is written: the webhook
 * (lib/public/intro-offer-purchase.ts) sells, books and confirms once the payment succeeds.
 */
export async function startIntroOfferCheckout(
  db: Db,
  slug: string,
  input: TIntroOfferPurchase,
  request: { address: string },
  now = new Date(),
): Promise<{ checkoutUrl: string }> {
  await assertAddressLimits(
    db,
    INTRO_OFFER_LIMITS,
    { address: request.address, backstopSubject: slug },
    { perAddress: "Too many purchases from this network.", backstop: "This studio's page is very busy right now. Try again in a while." },
    now,
  );
  // The honeypot: a field people never see. A bot that fills it gets nowhere.
  if (input.website) throw new AppError("validation", "Please fill in the form again.");
  const page = await findPublicPage(db, slug);
  const studioStripe = await requireStudioStripe(db, page.studioId);
  const offer = await findIntroOffer(db, page.studioId, input.packageId);
  const [studio] = await db
    .select({ currency: studios.currency, timeZone: studios.timeZone })
    .from(studios)
    .where(eq(studios.id, page.studioId));
  if (offer.priceCents < MIN_ONLINE_CENTS)
    throw new AppError("rule", `Online payments start at ${formatMoney(MIN_ONLINE_CENTS, studio.currency)}. Please contact the studio.`);
  await assertThrottle(db, PER_EMAIL, input.email, "Too many tries for this e-mail address. Try again in an hour.", now);
  await assertNewCustomer(db, page.studioId, input.email);
  await assertRoomForNewStudent(db, page.studioId, input.email);
  const phone = input.phone ? readPhone(input.phone, countryOfTimeZone(studio.timeZone)) : undefined;
  const lesson = await resolveWantedLesson(db, page, input, now);
  await assertOfferCovers(db, page.studioId, offer, lesson);
  if (lesson.kind === "private") await assertTimeFree(db, page.studioId, lesson, now);

  const fee = studioStripe.platformFee(offer.priceCents);
  const path = `/s/${page.slug ?? slug}/intro-offer`;
  const checkout = await studioStripe.stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer_email: input.email,
      expires_at: Math.floor(now.getTime() / 1000) + SESSION_MINUTES * 60,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: studio.currency.toLowerCase(),
            unit_amount: offer.priceCents,
            product_data: { name: offer.name, description: `First lesson: ${lesson.title}` },
          },
        },
      ],
      metadata: introOfferMetadata({ studioId: page.studioId, packageId: offer.id, input: { ...input, phone }, lesson }),
      ...(fee > 0 && { payment_intent_data: { application_fee_amount: fee } }),
      success_url: returnUrl(path, "paid"),
      cancel_url: returnUrl(path, "cancelled"),
    },
    studioStripe.on,
  );
  return { checkoutUrl: checkout.url! };
}

/** A new address becomes a student when paid: a studio at its plan's student limit says so before the payment. */
async function assertRoomForNewStudent(db: Db, studioId: string, email: string) {
  const [known] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.active, true), sql`lower(${students.email}) = ${email}`))
    .limit(1);
  if (known) return;
  try {
    await assertStudentLimit(db, studioId);
  } catch {
    throw new AppError("rule", "The studio can't take new students online just now. Please contact them directly.");
  }
}

/** The offer's units must pay for the first lesson, or it would be booked and billed apart. */
async function assertOfferCovers(db: Db, studioId: string, offer: IntroOffer, lesson: WantedLesson) {
  const serviceId =
    lesson.kind === "private"
      ? lesson.serviceId
      : (
          await db
            .select({ serviceId: events.serviceId })
            .from(events)
            .where(and(eq(events.studioId, studioId), eq(events.id, lesson.eventId)))
        )[0]?.serviceId;
  if (!serviceId || !offer.serviceIds.includes(serviceId))
    throw new AppError("validation", `${offer.name} doesn't cover ${lesson.title}. Choose a lesson from the offer's list.`, {
      fields: { eventId: "Choose a lesson this offer covers." },
    });
}

/** The private time is still free now, by the rules students book by (it is checked again when paid). */
async function assertTimeFree(db: Db, studioId: string, lesson: Extract<WantedLesson, { kind: "private" }>, now: Date) {
  const session = await visitorSession(db, studioId, { id: "", name: "", email: "" });
  const from = lesson.startsAt.toISOString();
  const to = new Date(lesson.startsAt.getTime() + 12 * 3600_000).toISOString();
  const slots = await findFreeSlots(db, session, { instructorId: lesson.instructorId, serviceId: lesson.serviceId, from, to }, now);
  if (!slots.some((slot) => Date.parse(slot.startsAt) === lesson.startsAt.getTime()))
    throw new AppError("conflict", "That time was just taken. Choose another time.", { fields: { startsAt: "Choose another time." } });
}
