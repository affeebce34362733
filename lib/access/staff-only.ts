/**
 * What an answer to a student or a visitor never holds, whatever the endpoint: the studio's internal
 * ids and the keys of other systems. Declared once; every route's response schema is checked against
 * it by tests/security/answers-declared.int.test.ts, which signs in as each role and reads every answer.
 */
export const STAFF_ONLY_KEYS = [
  "studioId",
  "userId",
  "passwordHash",
  "tokenHash",
  "stripeCustomerId",
  "stripeSubscriptionId",
  "stripePaymentIntentId",
  "stripeCheckoutSessionId",
  "stripeAccountId",
  /** What Stripe charged the studio for a payment it took (its fee): the studio's business. */
  "stripeCharge",
  /** Whether an intake question is the staff's alone: a student's answers never carry such a question at all. */
  "staffOnly",
  "secrets",
] as const;

/** Never in any answer, to anyone: what proves who someone is. */
export const NEVER_SENT_KEYS = ["passwordHash", "tokenHash", "secrets"] as const;
