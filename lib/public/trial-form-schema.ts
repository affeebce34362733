import { z } from "zod";
import { ZTrialBooking } from "./schemas";

/** A choice in the booking form: `class:<eventId>` or `private:<instructorId>:<startsAt>`. */
export function encodeChoice(choice: { eventId: string } | { instructorId: string; startsAt: string }): string {
  return "eventId" in choice ? `class:${choice.eventId}` : `private:${choice.instructorId}:${choice.startsAt}`;
}

function decodeChoice(value: string): { eventId?: string; instructorId?: string; startsAt?: string } {
  if (value.startsWith("class:")) return { eventId: value.slice(6) };
  const [, instructorId, ...rest] = value.split(":");
  return { instructorId, startsAt: rest.join(":") };
}

/** The public page's booking form: one choice field for "which lesson", piped into the route's own schema. */
export const ZTrialForm = z
  .object({
    choice: z.string().min(1, "Choose a class or a private-lesson time."),
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
  .transform(({ choice, role, phone, ...rest }) => {
    const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ""));
    return { ...given, ...decodeChoice(choice), ...(role ? { role } : {}), ...(phone ? { phone } : {}) } as Record<string, unknown>;
  })
  .pipe(ZTrialBooking);
