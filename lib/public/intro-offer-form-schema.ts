import { z } from "zod";
import { ZIntroOfferPurchase } from "@/lib/growth/intro-offer-schemas";
import { decodeChoice, PRIVATE_CHOICE } from "./trial-choice";

/** The public page's intro-offer form: the offer, then the first lesson as the first-lesson form picks it, piped into the route's schema. */
export const ZIntroOfferForm = z
  .object({
    packageId: z.string().min(1, "Choose an offer."),
    choice: z.string().min(1, "Choose your first lesson."),
    day: z.string().optional(),
    time: z.string().optional(),
    role: z.enum(["", "lead", "follow"]).optional(),
    name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    website: z.string().optional(),
    ref: z.string().optional(),
    utmSource: z.string().optional(),
    utmMedium: z.string().optional(),
    utmCampaign: z.string().optional(),
  })
  .superRefine(({ choice, day, time }, ctx) => {
    if (choice !== PRIVATE_CHOICE) return;
    if (!day) ctx.addIssue({ code: "custom", path: ["day"], message: "Choose a day." });
    else if (!time) ctx.addIssue({ code: "custom", path: ["time"], message: "Choose a time." });
  })
  .transform(({ choice, day: _day, time, role, phone, ...rest }) => {
    const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ""));
    return { ...given, ...decodeChoice(choice, time), ...(role ? { role } : {}), ...(phone ? { phone } : {}) } as Record<string, unknown>;
  })
  .pipe(ZIntroOfferPurchase);
