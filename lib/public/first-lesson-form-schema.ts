import { z } from "zod";
import { decodeChoice, PRIVATE_CHOICE } from "./trial-choice";

/**
 * The fields of a public first-lesson form after its lesson choice: the private lesson's day and time,
 * lead or follow, who is coming, the honeypot and where the visitor came from.
 */
export const firstLessonFields = {
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
};

type Chosen = { choice: string; day?: string; time?: string; role?: "" | "lead" | "follow"; phone?: string };

/** A private lesson needs its day, then its time (a superRefine). */
export function requireDayAndTime({ choice, day, time }: Chosen, ctx: z.RefinementCtx) {
  if (choice !== PRIVATE_CHOICE) return;
  if (!day) ctx.addIssue({ code: "custom", path: ["day"], message: "Choose a day." });
  else if (!time) ctx.addIssue({ code: "custom", path: ["time"], message: "Choose a time." });
}

/** The form's values as the route takes them: the choice decoded, the day dropped, what was left empty left out. */
export function toRouteBody({ choice, day: _day, time, role, phone, ...rest }: Chosen & Record<string, unknown>): Record<string, unknown> {
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ""));
  return { ...given, ...decodeChoice(choice, time), ...(role ? { role } : {}), ...(phone ? { phone } : {}) };
}
