// Client-safe (the settings form validates with these): no database imports.
import { z } from "zod";
import { OPTIONAL_KINDS } from "./kinds";

const ZOptionalKind = z.enum(OPTIONAL_KINDS as [string, ...string[]], "That message can't be turned off.");

/** How long before a lesson its reminder goes (the studio's choice). */
export const ZReminderLeadHours = z
  .number("Enter a number of hours.")
  .int("Use whole hours.")
  .min(1, "Send reminders at least 1 hour before.")
  .max(168, "Send reminders at most a week (168 hours) before.");

/** Settings → Notifications: the kinds the person doesn't want; owners also the studio's choices. */
export const ZNotificationSettingsPatch = z.object({
  mutedKinds: z.array(ZOptionalKind).max(50).optional(),
  studio: z
    .object({
      reminderLeadHours: ZReminderLeadHours.optional(),
      mutedKinds: z.array(ZOptionalKind).max(50).optional(),
    })
    .optional(),
});
export type TNotificationSettingsPatch = z.infer<typeof ZNotificationSettingsPatch>;

export const ZUnsubscribeQuery = z.object({ token: z.string().min(10).max(500) });
