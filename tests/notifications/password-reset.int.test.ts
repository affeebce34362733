import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as confirmRoute } from "@/app/api/auth/password-reset/confirm/route";
import { POST as requestRoute } from "@/app/api/auth/password-reset/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { getSessionFromToken } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { createMailTransport } from "@/lib/notifications/mail-transport";
import { drainOutbox } from "@/lib/notifications/worker";
import { callRoute } from "../helpers/call-route";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { makeMember, makeStudio } from "../helpers/studio-factory";

let smtp: SmtpCapture;
let transport: Transporter;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  transport = createMailTransport(smtp.url);
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

const send = async () => drainOutbox(await getDb(), { transport, from: "Promenade <no-reply@promenade.test>" });
const ask = (email: string, ip = "198.51.100.7") => callRoute(requestRoute, { body: { email }, headers: { "x-forwarded-for": ip } });

function linkToken(text: string): string {
  const match = /reset-password\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

describe("POST /api/auth/password-reset", () => {
  it("answers 202 the same for a known and an unknown address, and mails only the known one", async () => {
    const { studio } = await makeStudio({ timeZone: "Europe/London" });
    const member = await makeMember(studio.id, "student", { email: `reset-${Date.now()}@example.test`, name: "Ana Reyes" });
    const start = smtp.messages.length;
    const known = await ask(member.user.email.toUpperCase(), "198.51.100.1");
    const unknown = await ask(`nobody-${Date.now()}@example.test`, "198.51.100.1");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await send();
    const mails = smtp.messages.slice(start);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toMatchObject({ value: [{ name: "Ana Reyes", address: member.user.email }] });
    expect(mails[0].subject).toBe("Reset your Promenade password");
    expect(mails[0].text).toContain("Europe/London");
    expect(mails[0].html).toContain("Choose a new password");
    // Transactional: no unsubscribe header.
    expect(mails[0].headers.get("list-unsubscribe")).toBeUndefined();
  });

  it("sets the new password once, signs in, and ends every other session", async () => {
    const { studio } = await makeStudio();
    const member = await makeMember(studio.id, "owner", { email: `once-${Date.now()}@example.test` });
    const start = smtp.messages.length;
    await ask(member.user.email, "198.51.100.2");
    await send();
    const token = linkToken(smtp.messages.slice(start)[0].text!);

    const confirmed = await callRoute(confirmRoute, { body: { token, password: "a brand new password" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ id: member.user.id, role: "owner" });
    expect(confirmed.headers.get("set-cookie")).toMatch(/token=/);
    const login = await callRoute(loginRoute, { body: { email: member.user.email, password: "a brand new password" } });
    expect(login.status).toBe(200);

    const again = await callRoute(confirmRoute, { body: { token, password: "another new password" } });
    expect(again.status).toBe(410);
    expect(again.body.error.message).toMatch(/already been used/);
  });

  it("refuses an expired link with 410, and a reset ends sessions signed before it", async () => {
    const { studio } = await makeStudio();
    const member = await makeMember(studio.id, "instructor", { email: `old-${Date.now()}@example.test` });
    const start = smtp.messages.length;
    await ask(member.user.email, "198.51.100.3");
    await send();
    const token = linkToken(smtp.messages.slice(start)[0].text!);
    const db = await getDb();
    await expect(resetPassword(db, token, "too late password", new Date(Date.now() + 61 * 60_000))).rejects.toMatchObject({
      code: "gone",
    });
    expect(await getSessionFromToken(db, member.token)).not.toBeNull();
    await resetPassword(db, token, "in time password", new Date(Date.now() + 5_000));
    expect(await getSessionFromToken(db, member.token)).toBeNull();
  });

  it("throttles: a fourth request for one address within the hour is 429, and nothing more is queued", async () => {
    const { studio } = await makeStudio();
    const member = await makeMember(studio.id, "student", { email: `many-${Date.now()}@example.test` });
    for (let index = 0; index < 3; index++) expect((await ask(member.user.email, `198.51.100.${20 + index}`)).status).toBe(202);
    const fourth = await ask(member.user.email, "198.51.100.30");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBeTruthy();
    const queued = await (await getDb()).select().from(outboxMessages).where(eq(outboxMessages.recipient, member.user.email));
    expect(queued).toHaveLength(3);
  });
});
