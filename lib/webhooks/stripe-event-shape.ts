import "server-only";
import type Stripe from "stripe";
import { z } from "zod";
import { AppError } from "@/lib/api/app-error";

/**
 * What lib/webhooks/stripe-event.ts reads from an event, checked before any of it is used: a
 * correctly signed event of another shape (a fault at the sender, an old test payload, another API
 * version) is refused with 400 and one warning line instead of failing halfway with a 500. Fields
 * it doesn't read may be anything; ids that end up in SQL must be ids, numbers must fit their columns.
 */
const ZText = z.string().min(1).max(500);
/** Seconds since 1970, up to the year 5000. */
const ZUnixTime = z.number().int().min(0).max(95_617_584_000);
const ZCents = z.number().int().min(0).max(2_147_483_647);
const ZExpandable = z.union([ZText, z.looseObject({ id: ZText })]).nullish();
const ZUuid = z.uuid();
const ZBlankOrUuid = z.union([z.literal(""), ZUuid]);

const ZMetadata = z
  .looseObject({
    studioId: ZBlankOrUuid.optional(),
    studentId: ZBlankOrUuid.optional(),
    packageId: ZBlankOrUuid.optional(),
    bookingIds: z
      .string()
      .refine((text) => text.split(",").every((id) => id === "" || ZUuid.safeParse(id).success), "not a list of ids")
      .optional(),
  })
  .nullish();

const ZCheckoutSession = z.looseObject({
  id: ZText,
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  amount_total: ZCents.nullish(),
  metadata: ZMetadata,
  subscription: ZExpandable,
  customer: ZExpandable,
  payment_intent: ZExpandable,
  setup_intent: ZExpandable,
});

const ZSubscription = z.looseObject({ id: ZText });

const ZAccount = z.looseObject({
  id: ZText,
  charges_enabled: z.boolean().nullish(),
  payouts_enabled: z.boolean().nullish(),
  details_submitted: z.boolean().nullish(),
  requirements: z.looseObject({ currently_due: z.array(ZText).nullish(), past_due: z.array(ZText).nullish() }).nullish(),
});

const ZCharge = z.looseObject({ id: ZText, payment_intent: ZExpandable, balance_transaction: ZExpandable });

const ZInvoice = z.looseObject({
  id: ZText.nullish(),
  billing_reason: z.string().nullish(),
  amount_paid: ZCents,
  period_start: ZUnixTime,
  period_end: ZUnixTime,
  lines: z.looseObject({
    data: z.array(z.looseObject({ period: z.looseObject({ start: ZUnixTime, end: ZUnixTime }), metadata: ZMetadata })),
  }),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: ZExpandable, metadata: ZMetadata }).nullish() }).nullish(),
  // API versions before 2025-03-31.
  subscription: ZExpandable,
  subscription_details: z.looseObject({ metadata: ZMetadata }).nullish(),
});

/** The object each event type the handler acts on carries in `data.object`; other types are only acknowledged. */
const OBJECT_OF: Record<string, z.ZodType> = {
  "checkout.session.completed": ZCheckoutSession,
  "checkout.session.async_payment_succeeded": ZCheckoutSession,
  "checkout.session.async_payment_failed": ZCheckoutSession,
  "checkout.session.expired": ZCheckoutSession,
  "customer.subscription.updated": ZSubscription,
  "customer.subscription.deleted": ZSubscription,
  "invoice.paid": ZInvoice,
  // A studio's own account (the Connect webhook).
  "account.updated": ZAccount,
  "account.application.deauthorized": z.looseObject({ id: ZText }),
  "charge.succeeded": ZCharge,
  "charge.updated": ZCharge,
  "payment_method.detached": z.looseObject({ id: ZText }),
};

const ZEvent = z.looseObject({
  id: ZText,
  type: ZText,
  created: ZUnixTime,
  /** The studio's account the event happened on (Connect events only). */
  account: ZText.nullish(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** The verified event, or 400 (logged once, one line) when it isn't shaped as the handler reads it. */
export function readStripeEvent(event: unknown): Stripe.Event {
  const envelope = ZEvent.safeParse(event);
  const object = envelope.success ? OBJECT_OF[envelope.data.type]?.safeParse(envelope.data.data.object) : undefined;
  const error = envelope.error ?? object?.error;
  if (!error) return event as Stripe.Event;
  const issue = error.issues[0];
  const at = [...(envelope.success ? ["data", "object"] : []), ...issue.path].join(".") || "(the event)";
  const { id, type } = (envelope.success ? envelope.data : {}) as { id?: string; type?: string };
  console.warn(`Stripe webhook refused: ${type ?? "an event"} ${id ?? ""} is malformed at ${at}: ${issue.message}`.replace(/\s+/g, " "));
  throw new AppError("bad_request", "This is not an event we can read: its fields are not shaped as Stripe sends them.");
}
