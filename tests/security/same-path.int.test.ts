import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as resetRoute } from "@/app/api/auth/password-reset/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { settleAfterResponse } from "@/lib/api/after-response";
import { getDb } from "@/lib/db/client";
import { outboxMessages, passwordResetTokens, trialConfirmations } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { recordQueries } from "../helpers/query-log";
import { makeStudent } from "../helpers/people-factory";
import { makePublicStudio } from "../public/public-fixture";

/**
 * Whether an address has an account must not show in how the answer is made, nor in how long it
 * takes: password reset and first-lesson answers run the same statements for every address, and
 * the look-up of the address (and the e-mail work) happens after the answer. Every SQL statement is
 * recorded through Drizzle's logger (inside transactions too), with the point the handler answered.
 */
const statements = recordQueries();

let address = 0;
type Handler = Parameters<typeof callRoute>[0];

/** Calls the route, leaving its after-the-answer work pending: the statements run before it answered, and the answer. */
async function answeredWith(handler: Handler, options: Parameters<typeof callRoute>[1]) {
  await settleAfterResponse();
  statements.length = 0;
  let answered = -1;
  const recorded: Handler = async (request, context) => {
    const response = await handler(request, context);
    answered = statements.length;
    return response;
  };
  const response = await callRoute(recorded, {
    ...options,
    headers: { "x-forwarded-for": `198.51.100.${++address}` },
    leaveAfterResponse: true,
  });
  const before = statements.slice(0, answered);
  await settleAfterResponse();
  return { status: response.status, body: response.body, before, after: statements.slice(answered) };
}

const readsAccounts = (sql: string) => /from "users"/i.test(sql);

describe("known and unknown addresses take the same path", () => {
  it("password reset: the same statements answer 202 for an account and for no one; the account is looked up after the answer", async () => {
    const { member } = await makePublicStudio();
    const nobody = `nobody-${Date.now()}@example.test`;
    const known = await answeredWith(resetRoute, { body: { email: member.user.email } });
    const unknown = await answeredWith(resetRoute, { body: { email: nobody } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    expect(known.before).toEqual(unknown.before);
    expect(known.before.filter(readsAccounts)).toEqual([]);
    // After the answer: the account is found, and only its link made and queued.
    expect(known.after.some(readsAccounts)).toBe(true);
    const db = await getDb();
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.user.id))).toHaveLength(1);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, nobody))).toHaveLength(0);
  });

  it("first lesson: the same statements and answer for an account, a student without one, and a stranger; the address is looked up after", async () => {
    const { studio, slug, event, member } = await makePublicStudio();
    const student = await makeStudent(studio.id, { name: "Karen Known", email: `karen-${Date.now()}@example.test` });
    const stranger = `stranger-${Date.now()}@example.test`;
    const ask = (email: string) => answeredWith(trialRoute, { params: { slug }, body: { eventId: event.id, name: "Visitor", email } });
    const account = await ask(member.user.email);
    const withoutAccount = await ask(student.email!);
    const unknown = await ask(stranger);
    for (const answer of [account, withoutAccount, unknown]) {
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        status: "check_email",
        message: "Check your e-mail: follow the link we sent you to confirm your lesson.",
      });
      expect(answer.before.filter(readsAccounts)).toEqual([]);
      expect(answer.after.some(readsAccounts)).toBe(true);
    }
    expect(withoutAccount.before).toEqual(account.before);
    expect(unknown.before).toEqual(account.before);
    // After the answer: a confirmation waits for the two without an account; the account is asked to sign in.
    const db = await getDb();
    const waiting = await db
      .select({ email: trialConfirmations.email })
      .from(trialConfirmations)
      .where(eq(trialConfirmations.studioId, studio.id));
    expect(waiting.map((row) => row.email).sort()).toEqual([student.email, stranger].sort());
    const [signIn] = await db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, studio.id), eq(outboxMessages.recipient, member.user.email)));
    expect(signIn.subject).toMatch(/^Sign in to confirm /);
  });
});
