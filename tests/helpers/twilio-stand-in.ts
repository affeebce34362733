import http from "node:http";
import type { AddressInfo } from "node:net";
import type { SmsSettings } from "@/lib/notifications/sms-transport";

export type TwilioRequest = { method: string; path: string; authorization: string | undefined; form: Record<string, string> };

export const TWILIO_TEST: Omit<SmsSettings, "apiBase"> = {
  accountSid: "AC00000000000000000000000000000001",
  authToken: "twilio-test-auth-token-0123456789",
  from: "+12125550100",
};

/**
 * A local stand-in of Twilio's REST API (node:http on a random port): the app's REAL Twilio SDK
 * sends to it, and every request is kept (form-decoded) so a test asserts exactly what Twilio
 * would receive. Messages.create answers 201 with a message resource; `failNext` answers errors.
 */
export async function startTwilioStandIn() {
  const requests: TwilioRequest[] = [];
  const failures: { status: number; code: number; message: string }[] = [];
  let counter = 0;
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: request.method ?? "GET", path: url.pathname, authorization: request.headers.authorization, form });
      const failure = failures.shift();
      response.writeHead(failure?.status ?? 201, { "content-type": "application/json" });
      if (failure) {
        response.end(JSON.stringify({ code: failure.code, message: failure.message, status: failure.status }));
        return;
      }
      const sid = `SM${String(++counter).padStart(32, "0")}`;
      response.end(
        JSON.stringify({
          sid,
          status: "queued",
          to: form.To,
          from: form.From ?? null,
          body: form.Body,
          account_sid: TWILIO_TEST.accountSid,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    settings: { ...TWILIO_TEST, apiBase: base } satisfies SmsSettings,
    /** The next request is answered with this Twilio error. */
    failNext(status: number, code: number, message: string) {
      failures.push({ status, code, message });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
