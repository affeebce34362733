import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

/** What the worker needs from a mail transport (nodemailer's Transporter, or a test's stand-in). */
export type MailSender = Pick<Transporter, "sendMail">;

const globalForMail = globalThis as typeof globalThis & { __promenadeMail?: Transporter | null };

/** A pooled SMTP transport for SMTP_URL (a few connections reused), or null when none is configured. */
export function createMailTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, pool: true, maxConnections: 5, maxMessages: 500 });
}

/** The process's transport, made once; null without SMTP_URL (messages are kept as `unsent`). */
export function getMailTransport(): Transporter | null {
  if (globalForMail.__promenadeMail === undefined) {
    globalForMail.__promenadeMail = env.SMTP_URL ? createMailTransport(env.SMTP_URL) : null;
  }
  return globalForMail.__promenadeMail;
}

/** The address part of MAIL_FROM (`Promenade <no-reply@example.com>` or a bare address). */
export function mailFromAddress(from: string = env.MAIL_FROM): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

export const isMailConfigured = (): boolean => Boolean(env.SMTP_URL);
