import { z } from "zod";
import { ZIntroOfferPurchase } from "@/lib/growth/intro-offer-schemas";
import { firstLessonFields, requireDayAndTime, toRouteBody } from "./first-lesson-form-schema";

/** The public page's intro-offer form: the offer, then the first lesson as the first-lesson form picks it, piped into the route's schema. */
export const ZIntroOfferForm = z
  .object({
    packageId: z.string().min(1, "Choose an offer."),
    choice: z.string().min(1, "Choose your first lesson."),
    ...firstLessonFields,
  })
  .superRefine(requireDayAndTime)
  .transform(toRouteBody)
  .pipe(ZIntroOfferPurchase);
