import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "./smtp-port";

/** Where the run's one SMTP server keeps what it receives, one file per message, for every worker to read. */
export const MAIL_DIR = path.join(os.tmpdir(), `promenade-e2e-mail-${E2E_SMTP_PORT}`);

/**
 * A real SMTP server on the port the e2e server sends to (playwright.config.ts): started once per run
 * by the global setup, so specs in both workers read the same mail. Each message is written whole
 * (a temporary name, then renamed), so a reader never parses half of one.
 */
export async function startMailServer(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The app keeps pooled connections open: don't wait for them to end on close.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const name = `${Date.now()}-${String(++count).padStart(6, "0")}.eml`;
        const partial = path.join(MAIL_DIR, `.${name}`);
        fs.writeFileSync(partial, Buffer.concat(chunks));
        fs.renameSync(partial, path.join(MAIL_DIR, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message the run's SMTP server received so far, parsed (each file once per reader). */
function mailReader() {
  const parsed = new Map<string, ParsedMail>();
  return async (): Promise<ParsedMail[]> => {
    const names = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith(".eml") && !name.startsWith(".")) : [];
    for (const name of names.sort())
      if (!parsed.has(name)) parsed.set(name, await simpleParser(fs.readFileSync(path.join(MAIL_DIR, name))));
    return [...parsed.values()];
  };
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((entry) => entry.value);

/** The mail the e2e server sent this run (the global setup's SMTP server), as a spec reads it. */
export async function startMailCapture() {
  const read = mailReader();
  return {
    /** Waits (the worker sends every quarter second here) for a message to `address` whose subject matches. */
    async waitFor(address: string, subject: RegExp): Promise<ParsedMail> {
      let found: ParsedMail | undefined;
      await expect
        .poll(
          async () => {
            found = (await read()).findLast(
              (mail) => subject.test(mail.subject ?? "") && to(mail).some((entry) => entry.address === address),
            );
            return Boolean(found);
          },
          // Looked for every quarter second, as often as the e2e server's worker sends (playwright.config.ts).
          { timeout: 30_000, intervals: [250], message: `an e-mail to ${address} matching ${subject}` },
        )
        .toBe(true);
      return found!;
    },
    /** Nothing to stop: the server belongs to the run. */
    close: async () => {},
  };
}

/** The path of the link in the invitation e-mailed to `address` ("/invite/…"): the only place it is shown. */
export async function invitationPath(address: string): Promise<string> {
  const mail = await (await startMailCapture()).waitFor(address, / invites you to Promenade$/);
  return new URL(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(mail.text ?? "")![0]).pathname;
}
