import { z } from "zod";
import { OUTBOX_STATUSES } from "@/lib/db/schema/notifications";
import { OPTIONAL_KINDS } from "./kinds";

const ZOptionalKind = z.enum(OPTIONAL_KINDS as [string, ...string[]], "That message can't be turned off.");

/** Settings → Notifications: the kinds the person doesn't want; owners also the studio's choices. */
export const ZNotificationSettingsPatch = z.object({
  mutedKinds: z.array(ZOptionalKind).max(50).optional(),
  studio: z
    .object({
      reminderLeadHours: z
        .number("Enter a number of hours.")
        .int("Use whole hours.")
        .min(1, "Send reminders at least 1 hour before.")
        .max(168, "Send reminders at most a week (168 hours) before.")
        .optional(),
      mutedKinds: z.array(ZOptionalKind).max(50).optional(),
    })
    .optional(),
});
export type TNotificationSettingsPatch = z.infer<typeof ZNotificationSettingsPatch>;

/** The e-mail log's filter. */
export const ZOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, "Choose a status to filter by.").optional(),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZUnsubscribeQuery = z.object({ token: z.string().min(10).max(500) });
