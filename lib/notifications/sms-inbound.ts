import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { validateRequest } from "twilio";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { notificationPreferences } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { smsSettings } from "./sms-transport";

/** Twilio's standard opt-out and opt-in keywords (a whole message, any case). */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"]);
const START_WORDS = new Set(["START", "YES", "UNSTOP", "OPTIN"]);

/** The address Twilio signs: the webhook's public URL, as configured in Twilio's console. */
export const twilioWebhookUrl = () => `${env.SITE_URL}/api/webhooks/twilio`;

/**
 * POST /api/webhooks/twilio: an incoming text, verified with the SDK's signature check (403 and
 * nothing changed when it fails). STOP turns texts off for that number in every studio it was
 * opted into; START turns them back on where a STOP had turned them off (never for someone who
 * didn't choose texts). The number is all Twilio names, so this one lookup spans studios.
 */
export async function receiveTwilioWebhook(db: Db, body: string, signature: string | null, now = new Date()): Promise<Response> {
  const settings = smsSettings();
  if (!settings) throw new AppError("not_found", "Text messages aren't set up here.");
  const params = Object.fromEntries(new URLSearchParams(body));
  if (!signature || !validateRequest(settings.authToken, signature, twilioWebhookUrl(), params)) {
    throw new AppError("forbidden", "The Twilio signature is not valid.");
  }
  const from = String(params.From ?? "");
  const word = String(params.Body ?? "")
    .trim()
    .toUpperCase();
  if (from && STOP_WORDS.has(word)) {
    await db
      .update(notificationPreferences)
      .set({ smsEnabled: false, smsStoppedAt: now, updatedAt: now })
      .where(and(eq(notificationPreferences.smsPhone, from), eq(notificationPreferences.smsEnabled, true)));
  } else if (from && START_WORDS.has(word)) {
    await db
      .update(notificationPreferences)
      .set({ smsEnabled: true, smsStoppedAt: null, updatedAt: now })
      .where(and(eq(notificationPreferences.smsPhone, from), isNotNull(notificationPreferences.smsStoppedAt)));
  }
  // Empty TwiML: Twilio's own opt-out handling sends the confirmation reply.
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { "content-type": "text/xml; charset=utf-8" },
  });
}
