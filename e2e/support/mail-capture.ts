import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "./smtp-port";

/** A real SMTP server on the port the e2e server sends to: every message it receives, parsed. */
export async function startMailCapture() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The app keeps pooled connections open: don't wait for them to end on close.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve);
  });
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((entry) => entry.value);
  return {
    /** Waits (the worker sends every few seconds) for a message to `address` whose subject matches. */
    async waitFor(address: string, subject: RegExp): Promise<ParsedMail> {
      let found: ParsedMail | undefined;
      await expect
        .poll(
          () => {
            found = messages.find((mail) => subject.test(mail.subject ?? "") && to(mail).some((entry) => entry.address === address));
            return Boolean(found);
          },
          { timeout: 30_000, message: `an e-mail to ${address} matching ${subject}` },
        )
        .toBe(true);
      return found!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
