import { z } from "zod";

/**
 * The one place that reads process.env (docs/configuration.md lists each variable). Parsed once, at first import; a bad value stops
 * the process with a message naming the variable instead of failing later in a request.
 */
const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** postgres://… selects a PostgreSQL server; unset means embedded PGlite in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: "must start with postgres:// or postgresql://",
      }),
    /**
     * postgres://… of a streaming replica of DATABASE_URL's server: reports, exports and the calendar feed
     * read from it while it lags at most REPLICA_MAX_LAG_SECONDS (lib/db/replica.ts). Unset: every read goes to the primary.
     */
    DATABASE_REPLICA_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: "must start with postgres:// or postgresql://",
      }),
    /** How far behind the replica may be, measured on the replica, before its reads go to the primary (and how long a writer reads from the primary). */
    REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    /** Where `npm run backup` and the nightly backup write (named with the UTC time, each with its .sha256). */
    BACKUP_DIR: z.string().trim().min(1).default("./backups"),
    /** The embedded database's nightly backup, HH:MM in the server's time zone, or `off`. */
    BACKUP_AT: z
      .string()
      .trim()
      .toLowerCase()
      .default("03:00")
      .refine((value) => value === "off" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), { message: "must be HH:MM (24-hour) or off" }),
    /** Retention after each backup: the newest backup of each of this many days, and of this many weeks. */
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    /** Required in production; in development a secret is generated once and kept in DATA_DIR. */
    JWT_SECRET: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || value.length >= 32, {
        message: "must be at least 32 characters",
      }),
    /**
     * The public address of the site: e-mailed and shared links, sitemap, canonical links, Open Graph,
     * Stripe's return links. Unset, `npm start` sets http://localhost:PORT for the server it starts.
     */
    SITE_URL: z
      .url()
      .default("http://localhost:3000")
      .transform((value) => value.replace(/\/+$/, "")),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * How many reverse proxies stand in front of the app (each appending to X-Forwarded-For). Unset
     * or 0: the header is the client's to forge, so per-address throttles don't read it.
     */
    TRUSTED_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Set by the start server (scripts/serve.mjs) for the app it serves: X-Promenade-Client-Address
     * holds the connection's address, and any copy a client sent was removed. Never set it by hand:
     * without that server in front, the header is the client's to forge.
     */
    CLIENT_ADDRESS_HEADER: z
      .string()
      .optional()
      .transform((value) => value === "1"),
    /**
     * Only for tests: multiplies the hourly limits of sign-up, password reset, contact and first-lesson
     * requests (per address and their backstops). The e2e suite creates dozens of studios from 127.0.0.1.
     */
    ADDRESS_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Only for tests: how often, in milliseconds, the notification worker sends what is due (5 s). The e2e
     * suite reads dozens of e-mails the moment they are sent (invitations, confirmations) and sets it lower.
     */
    NOTIFY_EVERY_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Shows the demo credentials on the login form in production. */
    DEMO: z
      .string()
      .optional()
      .transform((value) => value !== undefined && value !== "" && value !== "0" && value !== "false"),
    /** Online payments (Stripe Checkout) are offered only when both keys are set. */
    STRIPE_SECRET_KEY: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    /**
     * The signing secret of the Connect webhook (/api/webhooks/stripe-connect): events from studios' own
     * accounts. Students are offered online payment only when it is set too.
     */
    STRIPE_CONNECT_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** The platform's cut of each student payment, in basis points (100 = 1%), sent as application_fee_amount. */
    PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(0),
    /** Only for tests: the base URL of a local stand-in of Stripe's API (e.g. http://127.0.0.1:12111). */
    STRIPE_API_BASE: z.url().optional(),
    /** smtp:// or smtps:// (user:password@host:port): where e-mail goes; unset = kept in Settings → E-mail log. */
    SMTP_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^smtps?:\/\//.test(value), { message: "must start with smtp:// or smtps://" }),
    /** The sender of every e-mail. */
    MAIL_FROM: z.string().trim().min(3).default("Promenade <no-reply@localhost>"),
    /** Who runs the site: these accounts' e-mails (comma-separated) see /operator. No studio role comes with it. */
    OPERATOR_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" }))),
    /** Where each new message from the marketing site's contact form is e-mailed (through the outbox); unset: none is. */
    CONTACT_TO: optionalText().pipe(z.email({ error: "must be one e-mail address" }).optional()),
    /** SMS (Pro) through Twilio: offered only when the account SID, auth token and a sender are all set. */
    SMS_ACCOUNT_SID: optionalText(),
    SMS_AUTH_TOKEN: optionalText(),
    /** The sending number in E.164 (+12125550100), or SMS_MESSAGING_SERVICE_SID (MG…) instead. */
    SMS_FROM: optionalText(),
    SMS_MESSAGING_SERVICE_SID: optionalText(),
    /** Only for tests: the base URL of a local stand-in of Twilio's API (e.g. http://127.0.0.1:12112). */
    SMS_API_BASE: z.url().optional(),
    /**
     * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it). Unset, a
     * pair is made once and kept in the database, shared by every process.
     */
    VAPID_PUBLIC_KEY: optionalText(),
    VAPID_PRIVATE_KEY: optionalText(),
    /** Who push services may contact about this sender: a mailto: or https: URL (default: mailto: MAIL_FROM's address). */
    VAPID_SUBJECT: optionalText().refine((value) => value === undefined || /^(mailto:|https:\/\/)/.test(value), {
      message: "must start with mailto: or https://",
    }),
    /**
     * Only for tests: host:port pairs (comma-separated) a push subscription's endpoint may name besides
     * the browsers' push services (a local stand-in). Never set it in production: the server posts to
     * every endpoint it accepts.
     */
    PUSH_TEST_HOSTS: optionalText(),
    /** The server log's level (pino): trace, debug, info, warn, error, fatal or silent. Default info; silent under Vitest. */
    LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).optional(),
    /** The bearer token a Prometheus scraper sends to /metrics; unset, /metrics answers 404. */
    METRICS_TOKEN: optionalText().refine((value) => value === undefined || value.length >= 16, {
      message: "must be at least 16 characters",
    }),
    /** How long, in seconds, the oldest due outbox message may wait before /api/ready says the outbox is stuck. */
    OUTBOX_STALL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  })
  .superRefine((env, ctx) => {
    // `next build` runs with NODE_ENV=production too; the secret is only needed to serve.
    if (env.NODE_ENV === "production" && !env.JWT_SECRET && process.env.NEXT_PHASE !== "phase-production-build") {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "is required when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`)",
      });
    }
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_REPLICA_URL"], message: "needs DATABASE_URL (the primary it replicates)" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "is required with the other VAPID key (set both, or neither to keep a generated pair in the database)",
      });
    }
  });

export type Env = z.infer<typeof ZEnv>;

function loadEnv(): Env {
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = loadEnv();

/** Demo credentials are offered everywhere but production, where DEMO=1 turns them back on. */
export const showDemoCredentials = env.NODE_ENV !== "production" || env.DEMO;
