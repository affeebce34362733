import { z } from "zod";
import { INQUIRY_INTERESTS } from "@/lib/db/schema/column-values";
import { ZContactMessage } from "./contact-schema";

const sourceField = (what: string) => z.string().trim().max(100, `Keep the ${what} under 100 characters.`).optional();

/**
 * POST /api/public/studios/{slug}/contact: a visitor's message to one studio, from the contact form
 * on its public page. The marketing form's name, e-mail, message and honeypot (`website`), plus a
 * phone number, what they would like to dance for, and where they came from (the page's ?ref= and
 * UTM fields, sent along unseen). Shared by the form and the route.
 */
export const ZStudioContactMessage = ZContactMessage.pick({ name: true, email: true, message: true, website: true }).extend({
  phone: z
    .string("The phone number must be text.")
    .trim()
    // Read in the studio's country when the message is saved: the form doesn't know it.
    .max(40, "A phone number has at most 40 characters.")
    .optional()
    .transform((value) => value || undefined),
  interest: z.enum(INQUIRY_INTERESTS, "Choose what you would like to dance for."),
  ref: sourceField("reference"),
  utmSource: sourceField("UTM source"),
  utmMedium: sourceField("UTM medium"),
  utmCampaign: sourceField("UTM campaign"),
});
export type TStudioContactMessage = z.infer<typeof ZStudioContactMessage>;
