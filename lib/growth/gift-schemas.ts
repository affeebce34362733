import { z } from "zod";
import { multiline, ZLocalDate } from "@/lib/api/zod-fields";

const name = (who: string) =>
  z.string(`Enter the ${who}'s name.`).trim().min(1, `Enter the ${who}'s name.`).max(100, `Keep the ${who}'s name under 100 characters.`);
const email = z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address.")).pipe(z.string().max(254));
const money = (label: string) =>
  z
    .number(`Enter the ${label} as a number of cents.`)
    .int(`The ${label} must be whole cents.`)
    .min(500, `A gift certificate is at least 5.00.`)
    .max(500_000, `A gift certificate is at most 5,000.00.`);
/** A personal message, printed on the certificate (Stripe keeps metadata values under 500 characters). */
const message = multiline(z.string().trim().max(400, "Keep the message under 400 characters.")).optional();

const ZWho = {
  buyerName: name("buyer"),
  recipientName: name("recipient"),
  message,
  /** The studio-local day the recipient's e-mail goes out; without it, at once. */
  deliverOn: ZLocalDate.optional(),
};

/** POST /api/gift-certificates: sold at the desk, an amount or N lessons of a package, paid in person. */
export const ZGiftSaleFields = z.object({
  ...ZWho,
  buyerEmail: email.optional(),
  recipientEmail: email.optional(),
  amountCents: money("amount").optional(),
  units: z.number("Enter the number of lessons.").int("Lessons are a whole number.").min(1, "At least 1 lesson.").max(100).optional(),
  packageId: z.uuid("Choose the package its lessons are from.").optional(),
  /** What the buyer paid; by default the amount, or the package's price for that many lessons. */
  paidCents: z.number("Enter what was paid in cents.").int().min(0, "What was paid can't be negative.").max(500_000).optional(),
  paymentMethod: z.enum(["cash", "card", "check", "other"], "Choose cash, card, check or other."),
});
export const ZGiftSale = ZGiftSaleFields.superRefine((value, ctx) => {
  if ((value.amountCents === undefined) === (value.units === undefined))
    ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Give an amount, or a number of lessons and their package." });
  if (value.units !== undefined && !value.packageId)
    ctx.addIssue({ code: "custom", path: ["packageId"], message: "Choose the package its lessons are from." });
  if (value.recipientEmail === undefined && value.deliverOn)
    ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: "Enter the recipient's e-mail to deliver it on a day." });
});
export type TGiftSale = z.infer<typeof ZGiftSale>;

/** POST /api/public/studios/{slug}/gift-certificates: a visitor buys an amount, paid at Stripe Checkout. */
export const ZGiftPurchase = z.object({
  ...ZWho,
  buyerEmail: email,
  recipientEmail: email,
  amountCents: money("amount"),
});
export type TGiftPurchase = z.infer<typeof ZGiftPurchase>;

/** A code as people type it: any case, spaces or dashes between the groups. */
export const ZGiftCode = z
  .string("Enter the certificate's code.")
  .trim()
  .min(1, "Enter the certificate's code.")
  .max(40, "That is longer than a gift certificate code.");

/** POST /api/gift-certificates/redeem: all that is left, or `amount` (cents, or lessons) of it. */
export const ZGiftRedeem = z.object({
  code: ZGiftCode,
  /** Staff name the student; a student redeems into their own account. */
  studentId: z.uuid("Choose a student.").optional(),
  amount: z.number("Enter how much to redeem.").int("Whole cents or lessons.").positive("Redeem more than zero.").max(500_000).optional(),
});
export type TGiftRedeem = z.infer<typeof ZGiftRedeem>;

export const ZGiftVoid = z.object({
  reason: z.string("Say why it is voided.").trim().min(1, "Say why it is voided.").max(200, "Keep the reason under 200 characters."),
});

/** PUT /api/gift-certificates/settings: months until a new certificate expires, or null for never (the default). */
export const ZGiftSettings = z.object({
  expiryMonths: z
    .number("Enter a number of months.")
    .int("Whole months.")
    .min(1, "At least 1 month.")
    .max(120, "At most 120 months.")
    .nullable(),
});
export type TGiftSettings = z.infer<typeof ZGiftSettings>;

export const ZGiftListQuery = z.object({ status: z.enum(["all", "open"], "Choose all or open.").optional() });
