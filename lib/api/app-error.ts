/** Error codes the API answers with, and their HTTP statuses (docs/product.md#api-answers-and-errors). */
export const ERROR_STATUS = {
  /** A field is missing or malformed. */
  validation: 400,
  /** The body is not JSON, or another request-shape problem. */
  bad_request: 400,
  /** No session, or a token that is expired, forged or for a removed account. */
  unauthorized: 401,
  /** Signed in, but the role may not do this. */
  forbidden: 403,
  /** A change signed in with the session cookie came from another site, or was not sent as JSON. */
  cross_site: 403,
  /** The studio's plan does not include this feature or limit. */
  plan_required: 403,
  /** No such record in the caller's studio (another studio's ids look the same). */
  not_found: 404,
  /** Collides with something that exists (a booking, an e-mail address). */
  conflict: 409,
  /** A group class has no place left and no waitlist. */
  class_full: 409,
  /** An invitation link that was already used or has expired. */
  gone: 410,
  /** The request body is larger than the endpoint reads (100 KB of JSON). */
  too_large: 413,
  /** A business rule refuses the change. */
  rule: 422,
  /** An import's file has problems (listed by row and column in `errors`): nothing was imported. */
  import_invalid: 422,
  /** Too many attempts; Retry-After says when to try again. */
  rate_limited: 429,
  /** The database or Stripe can't be reached just now (restarting, stopped, an outage): try again shortly; Retry-After says when. */
  unavailable: 503,
  /** Something broke on our side; the message reveals nothing. */
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; [extra: string]: unknown };
};

/** The one error type services throw; the route wrapper turns it into a status and a JSON body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fields?: Record<string, string>; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    const { fields, extra } = this.details;
    return { error: { code: this.code, message: this.message, ...(fields ? { fields } : {}), ...extra } };
  }
}
