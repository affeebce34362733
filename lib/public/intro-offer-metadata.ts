import type Stripe from "stripe";
import { isId } from "@/lib/api/ids";
import type { TrialSource } from "@/lib/db/schema";
import { DANCE_ROLES } from "@/lib/db/schema/booking";
import type { TIntroOfferPurchase } from "@/lib/growth/intro-offer-schemas";
import type { WantedLesson } from "./trial-lesson";

/** What a paid intro-offer Checkout carries to the webhook: the offer, the lesson chosen, who is coming. */
export type IntroOfferPaid = {
  checkoutId: string;
  studioId: string;
  packageId: string;
  amountCents: number;
  name: string;
  email: string;
  phone: string | null;
  source: TrialSource | null;
  lesson:
    | { kind: "class"; eventId: string; role?: "lead" | "follow" }
    | { kind: "private"; instructorId: string; serviceId: string; startsAt: string };
};

/** The Checkout's metadata (Stripe keeps strings of at most 500 characters; every field here is shorter). */
export function introOfferMetadata(sale: {
  studioId: string;
  packageId: string;
  input: TIntroOfferPurchase;
  lesson: WantedLesson;
}): Record<string, string> {
  const { input, lesson } = sale;
  const source = { ref: input.ref, utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign };
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value));
  return {
    kind: "intro_offer",
    studioId: sale.studioId,
    packageId: sale.packageId,
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(Object.keys(given).length ? { source: JSON.stringify(given) } : {}),
    ...(lesson.kind === "class"
      ? { eventId: lesson.eventId, ...(lesson.role ? { role: lesson.role } : {}) }
      : { instructorId: lesson.instructorId, serviceId: lesson.serviceId, startsAt: lesson.startsAt.toISOString() }),
  };
}

/** A paid Checkout of an intro offer, read back from its metadata; null for any other Checkout or one malformed. */
export function introOfferOf(checkout: Stripe.Checkout.Session): IntroOfferPaid | null {
  const meta = checkout.metadata ?? {};
  if (meta.kind !== "intro_offer" || !isId(meta.studioId ?? "") || !isId(meta.packageId ?? "") || !meta.email || !meta.name) return null;
  // A dance role, lead or follow: not an account's role.
  const role = DANCE_ROLES.find((known) => known.localeCompare(meta.role ?? "") === 0);
  const lesson: IntroOfferPaid["lesson"] | null = meta.eventId
    ? isId(meta.eventId)
      ? { kind: "class", eventId: meta.eventId, ...(role ? { role } : {}) }
      : null
    : isId(meta.instructorId ?? "") && isId(meta.serviceId ?? "") && !Number.isNaN(Date.parse(meta.startsAt ?? ""))
      ? { kind: "private", instructorId: meta.instructorId, serviceId: meta.serviceId, startsAt: meta.startsAt }
      : null;
  if (!lesson) return null;
  return {
    checkoutId: checkout.id,
    studioId: meta.studioId,
    packageId: meta.packageId,
    amountCents: checkout.amount_total ?? 0,
    name: meta.name,
    email: meta.email.toLowerCase(),
    phone: meta.phone || null,
    source: readSource(meta.source),
    lesson,
  };
}

function readSource(text: string | undefined): TrialSource | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const keys = ["ref", "utmSource", "utmMedium", "utmCampaign"] as const;
    const source = Object.fromEntries(keys.flatMap((key) => (typeof parsed[key] === "string" ? [[key, parsed[key]]] : [])));
    return Object.keys(source).length ? (source as TrialSource) : null;
  } catch {
    return null;
  }
}
