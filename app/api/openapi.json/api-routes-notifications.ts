// The notifications part of the route table (api-routes.ts holds the rest and includes this).
import type { ApiRoute } from "@/lib/http/openapi";
import * as authPasswordReset from "@/app/api/auth/password-reset/route";
import * as authPasswordResetConfirm from "@/app/api/auth/password-reset/confirm/route";
import * as meNotifications from "@/app/api/me/notifications/route";
import * as meSms from "@/app/api/me/sms/route";
import * as webhooksTwilio from "@/app/api/webhooks/twilio/route";
import * as notificationsUnsubscribe from "@/app/api/notifications/unsubscribe/route";
import * as outbox from "@/app/api/outbox/route";
import * as outboxIdRetry from "@/app/api/outbox/[id]/retry/route";

export const NOTIFICATION_ROUTES: readonly ApiRoute[] = [
  {
    path: "/api/auth/password-reset",
    module: authPasswordReset,
    summary: { POST: "E-mail a single-use link (1 hour) to reset the password: 202 whether or not the address has an account; throttled." },
  },
  {
    path: "/api/auth/password-reset/confirm",
    module: authPasswordResetConfirm,
    summary: { POST: "Set a new password from a reset link and sign in; every other session ends. 410 when used or expired." },
  },
  {
    path: "/api/me/notifications",
    module: meNotifications,
    summary: {
      GET: "Which messages you get, and which always go; owners also the studio's reminder lead time and the kinds it sends.",
      PATCH: "Turn messages off or on (`mutedKinds`); owners: `studio.reminderLeadHours`, `studio.mutedKinds`.",
    },
  },
  {
    path: "/api/me/sms",
    module: meSms,
    summary: {
      GET: 'Your "Text me reminders" choice and number (`available: false` without SMS settings); students and instructors.',
      PATCH: "Turn texts on (`enabled`, `phone`, stored in E.164; Pro and up) or off, for yourself only.",
    },
  },
  {
    path: "/api/webhooks/twilio",
    module: webhooksTwilio,
    summary: {
      POST: "Incoming texts from Twilio, signature-checked: STOP turns texts off for the number, START back on (404 without SMS).",
    },
  },
  {
    path: "/api/notifications/unsubscribe",
    module: notificationsUnsubscribe,
    summary: {
      GET: "A confirmation page for an e-mail's unsubscribe link (changes nothing).",
      POST: "One-click unsubscribe (RFC 8058) from one kind of message, by the link's signed token; no session.",
    },
  },
  { path: "/api/outbox", module: outbox, summary: { GET: "The e-mail log: the studio's latest 200 messages and their status (owners)." } },
  {
    path: "/api/outbox/{id}/retry",
    module: outboxIdRetry,
    summary: { POST: "Send a failed or unsent message again (owners); 422 for one sent or turned off." },
  },
];
