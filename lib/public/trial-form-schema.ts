import { z } from "zod";
import { ZTrialBooking } from "./schemas";
import { decodeChoice, PRIVATE_CHOICE } from "./trial-choice";

/**
 * The public page's booking form: a class, or a private lesson by day and then time, piped into the
 * route's own schema.
 */
export const ZTrialForm = z
  .object({
    choice: z.string().min(1, "Choose a class or a private lesson."),
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
    intake: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
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
  .pipe(ZTrialBooking);
