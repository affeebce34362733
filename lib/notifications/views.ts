import { z } from "zod";
import { MESSAGE_KIND_KEYS, type MessageKind } from "./kinds";

const ZKind = z.enum(MESSAGE_KIND_KEYS as [MessageKind, ...MessageKind[]]);
const ZKindChoice = z.object({ kind: ZKind, label: z.string(), on: z.boolean() });

/** Which messages a person gets, which always go, and (owners) what the studio sends and when. */
export const ZNotificationSettingsView = z.object({
  mine: z.array(ZKindChoice),
  always: z.array(z.object({ kind: ZKind, label: z.string() })),
  studio: z.object({ reminderLeadHours: z.number().int(), kinds: z.array(ZKindChoice) }).nullable(),
  /** false: no mail server set up, so messages wait in the e-mail log. */
  mailConfigured: z.boolean(),
});

/** A person's own "Text me reminders": absent without SMS settings; their own number, as their country writes it. */
export const ZSmsSettingsView = z.discriminatedUnion("available", [
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    allowed: z.boolean(),
    planName: z.string(),
    enabled: z.boolean(),
    phone: z.string().nullable(),
    stopped: z.boolean(),
  }),
]);
