import type { ParsedMail } from "mailparser";
import type { Transporter } from "nodemailer";
import ical, { type VEvent } from "node-ical";
import { getDb } from "@/lib/db/client";
import { createMailTransport } from "@/lib/notifications/mail-transport";
import { drainOutbox } from "@/lib/notifications/worker";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";

/** A real SMTP server and a worker sending to it, for one test file. */
export async function startMailbox() {
  const smtp: SmtpCapture = await startSmtpCapture();
  const transport: Transporter = createMailTransport(smtp.url);
  return {
    smtp,
    /** Runs the worker until nothing is due; then the messages that arrived for `address`. */
    async deliver(address?: string, now?: Date): Promise<ParsedMail[]> {
      await drainOutbox(await getDb(), { transport, from: "Promenade <no-reply@promenade.test>", now: now ? () => now : undefined });
      return address ? mailsTo(smtp.messages, address) : smtp.messages;
    },
    async close() {
      transport.close();
      await smtp.close();
    },
  };
}

export function mailsTo(messages: ParsedMail[], address: string): ParsedMail[] {
  return messages.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.some((entry) => entry.value.some((value) => value.address === address));
  });
}

/** The mail's .ics attachment parsed back: its METHOD and its one VEVENT. */
export function parseIcsAttachment(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!file) throw new Error(`No .ics attached to "${mail.subject}"`);
  const text = file.content.toString("utf8");
  const parsed = ical.sync.parseICS(text);
  const event = Object.values(parsed).find((entry) => entry?.type === "VEVENT") as VEvent | undefined;
  const method = /^METHOD:(\w+)/m.exec(text)?.[1];
  return { text, method, event: event! };
}

/** A header as sent (mailparser folds List-* headers into one structured `list` entry). */
export function headerLine(mail: ParsedMail, key: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === key)?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\s+/g, " ")
    .trim();
}
