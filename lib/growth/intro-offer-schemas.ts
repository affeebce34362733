import { z } from "zod";
import { ZInstant } from "@/lib/api/zod-fields";
import { DANCE_ROLES } from "@/lib/db/schema/booking";

const ZText = (max: number, what: string) => z.string().trim().max(max, `Keep the ${what} under ${max} characters.`).optional();

/**
 * POST /api/public/studios/{slug}/intro-offers: the offer (`packageId`), the first lesson — a class
 * (`eventId`) or a private time (`instructorId` + `startsAt`), as the first-lesson form takes it —
 * and who is coming. `website` is the honeypot: people never see it, bots fill it.
 */
export const ZIntroOfferPurchase = z
  .object({
    packageId: z.uuid("Choose an offer."),
    eventId: z.uuid("Choose a class.").optional(),
    instructorId: z.uuid("Choose an instructor.").optional(),
    startsAt: ZInstant.optional(),
    role: z.enum(DANCE_ROLES, "Choose lead or follow.").optional(),
    name: z.string().trim().min(1, "Enter your name.").max(100, "Keep your name under 100 characters."),
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address.")),
    phone: z.string().trim().max(40, "A phone number has at most 40 characters.").optional(),
    website: z.string().max(200).optional(),
    // Where the visitor came from (?ref= and the UTM fields), as the first-lesson form carries them.
    ref: ZText(100, "reference"),
    utmSource: ZText(100, "UTM source"),
    utmMedium: ZText(100, "UTM medium"),
    utmCampaign: ZText(100, "UTM campaign"),
  })
  .superRefine((value, ctx) => {
    const isClass = Boolean(value.eventId);
    const isPrivate = Boolean(value.instructorId || value.startsAt);
    if (isClass === isPrivate)
      ctx.addIssue({ code: "custom", path: ["eventId"], message: "Choose your first lesson: a class or a private-lesson time." });
    if (isPrivate && !(value.instructorId && value.startsAt))
      ctx.addIssue({ code: "custom", path: ["startsAt"], message: "Choose an instructor and a time." });
  });
export type TIntroOfferPurchase = z.infer<typeof ZIntroOfferPurchase>;
