import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from "@/lib/db/schema/notifications";
import { MESSAGE_KIND_KEYS, type MessageKind } from "./kinds";

const ZKind = z.enum(MESSAGE_KIND_KEYS as [MessageKind, ...MessageKind[]]);
const ZKindChoice = z.object({ kind: ZKind, label: z.string(), on: z.boolean() });

/** Which messages a person gets, which always go, and (owners) what the studio sends and when. */
export const ZNotificationSettingsView = z.object({
  mine: z.array(ZKindChoice),
  always: z.array(z.object({ kind: ZKind, label: z.string() })),
  /** The kinds that may come as push notifications, on or off for all of the person's devices. */
  push: z.array(ZKindChoice),
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

/**
 * One message of the e-mail log (owners): to whom, what, and how it fared. An explicit projection:
 * never the message's secrets, its HTML or its headers (they carry the same links), and its text
 * with every secret slot redacted, so the log shows that a reset went, never a link that works.
 */
export const ZOutboxEntryView = z.object({
  id: ZIdOut,
  kind: z.string(),
  kindLabel: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  recipientName: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: ZInstantOut,
  sentAt: ZInstantOut.nullable(),
  nextAttemptAt: ZInstantOut,
});

/** An unsubscribe done by an e-mail's link: the kind of message no longer sent. */
export const ZUnsubscribedView = z.object({ unsubscribed: z.string() });

/** One of the person's own devices taking push notifications (the endpoint lets the browser find itself in the list). */
export const ZPushDeviceView = z.object({
  id: ZIdOut,
  device: z.string().nullable(),
  endpoint: z.string(),
  createdAt: ZInstantOut,
  lastSentAt: ZInstantOut.nullable(),
});

/** The site's VAPID public key (base64url): browsers subscribe to it as the application server key. */
export const ZPushPublicKeyView = z.object({ publicKey: z.string() });
