// Client-safe (the settings form validates with these): no database imports.
import { z } from "zod";
import { OPTIONAL_KINDS } from "./kinds";
import { PUSH_KIND_KEYS } from "./push-kinds";

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
  /** The kinds the person doesn't want as push notifications (on any of their devices). */
  pushMutedKinds: z
    .array(z.enum(PUSH_KIND_KEYS as [string, ...string[]], "That message isn't sent as a push notification."))
    .max(20)
    .optional(),
  studio: z
    .object({
      reminderLeadHours: ZReminderLeadHours.optional(),
      mutedKinds: z.array(ZOptionalKind).max(50).optional(),
    })
    .optional(),
});
export type TNotificationSettingsPatch = z.infer<typeof ZNotificationSettingsPatch>;

export const ZUnsubscribeQuery = z.object({ token: z.string().min(10).max(500) });
