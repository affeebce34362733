import "server-only";
import twilio from "twilio";
import RequestClient from "twilio/lib/base/RequestClient";
import { env } from "@/lib/env";

/** What the worker needs to send a text (Twilio's client, or a test's stand-in). */
export type SmsSender = { send(to: string, body: string): Promise<{ id: string }> };

const globalForSms = globalThis as typeof globalThis & { __promenadeSms?: SmsSender | null };

export type SmsSettings = { accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; apiBase?: string };

let override: SmsSettings | null | undefined;

/** Tests only: use these settings (null = not configured; undefined = back to the environment). */
export function setSmsSettingsForTests(settings: SmsSettings | null | undefined): void {
  override = settings;
  delete (globalThis as typeof globalForSms).__promenadeSms;
}

/** The SMS_* settings, or null when any part is missing (then SMS is hidden and nothing is queued). */
export function smsSettings(): SmsSettings | null {
  if (override !== undefined) return override;
  const { SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, SMS_MESSAGING_SERVICE_SID, SMS_API_BASE } = env;
  if (!SMS_ACCOUNT_SID || !SMS_AUTH_TOKEN || (!SMS_FROM && !SMS_MESSAGING_SERVICE_SID)) return null;
  return {
    accountSid: SMS_ACCOUNT_SID,
    authToken: SMS_AUTH_TOKEN,
    from: SMS_FROM,
    messagingServiceSid: SMS_MESSAGING_SERVICE_SID,
    apiBase: SMS_API_BASE,
  };
}

export const isSmsConfigured = (): boolean => smsSettings() !== null;

/**
 * Twilio's own request client, sending to `base` instead of https://api.twilio.com (tests: a local
 * stand-in receives exactly the HTTP request Twilio would).
 */
class RebasedRequestClient extends RequestClient {
  constructor(private readonly base: string) {
    super();
  }
  request<TData>(options: RequestClient.RequestOptions<TData>) {
    return super.request({ ...options, uri: options.uri.replace(/^https:\/\/api\.twilio\.com/, this.base) });
  }
}

/** A sender over Twilio's official SDK (Messages.create). */
export function createSmsSender(settings: SmsSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBase ? new RebasedRequestClient(settings.apiBase.replace(/\/+$/, "")) : undefined,
  });
  return {
    async send(to, body) {
      const message = await client.messages.create({
        to,
        body,
        ...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from! }),
      });
      return { id: message.sid };
    },
  };
}

/** The process's sender, made once; null without SMS settings. */
export function getSmsSender(): SmsSender | null {
  if (globalForSms.__promenadeSms === undefined) {
    const settings = smsSettings();
    globalForSms.__promenadeSms = settings ? createSmsSender(settings) : null;
  }
  return globalForSms.__promenadeSms;
}
