import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpCapture = {
  url: string;
  messages: ParsedMail[];
  /** Refuse the next `count` messages with a temporary (4xx) or permanent (5xx) error. */
  refuseNext: (count: number, code?: number) => void;
  /** Resolves when `count` messages have arrived in total. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
};

/** A real SMTP server on a free port that keeps every message it accepts, parsed with mailparser. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error("Try again later"), { responseCode: refusalCode });
          return callback(error);
        }
        messages.push(await simpleParser(Buffer.concat(chunks)));
        for (const waiter of waiters) if (messages.length >= waiter.count) waiter.resolve();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code = 451) {
      refusals = count;
      refusalCode = code;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Only ${messages.length} of ${count} messages arrived.`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(messages);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
