/**
 * The values some columns accept, in a module without drizzle: the API's zod schemas (which client
 * forms import too) read them from here, so a form never bundles the table definitions.
 */

/** A student's level, lowest first. */
export const STUDENT_LEVELS = ["Newcomer", "Bronze", "Silver", "Gold"] as const;
export const INVITE_ROLES = ["instructor", "student"] as const;
/** What a late cancel or a no-show costs: the lesson itself (a unit or its price), a fixed fee, or nothing. */
export const MISSED_LESSON_POLICIES = ["lesson", "fee", "none"] as const;
/**
 * How a studio writes dates and times (lib/studio/locales.ts): English in each region's own
 * conventions, until the interface speaks more languages (a German date in an English screen would
 * be neither).
 */
export const STUDIO_LOCALES = ["en-US", "en-GB", "en-IE", "en-CA", "en-AU", "en-NZ", "en-ZA"] as const;
export const SERVICE_KINDS = ["private", "group", "practice", "rental"] as const;
/** A new studio's cancellation window: cancelling a booked place less than this many hours before it starts is late. */
export const DEFAULT_CANCELLATION_WINDOW_HOURS = 24;

// The ballroom model's fixed vocabulary (lib/progress/levels.ts names and orders it).
/**
 * The medal ladder in order: Newcomer, Bronze 1–4, Silver 1–4, Gold 1–4, Gold Bar. The keys are
 * stable (stored in rows, taken by every API); a studio may rename them, never reorder them.
 */
export const LEVEL_KEYS = [
  "newcomer",
  "bronze-1",
  "bronze-2",
  "bronze-3",
  "bronze-4",
  "silver-1",
  "silver-2",
  "silver-3",
  "silver-4",
  "gold-1",
  "gold-2",
  "gold-3",
  "gold-4",
  "gold-bar",
] as const;
export const DANCE_STYLES = ["american-smooth", "american-rhythm", "international-standard", "international-latin", "club"] as const;
/** Where a student is with one figure; `checked` is an instructor's dated check-off. */
export const FIGURE_STATUSES = ["introduced", "learning", "checked"] as const;
/** A check-out's or medal test's result: honours is a pass with distinction (it moves the level as a pass does). */
export const ASSESSMENT_RESULTS = ["pass", "honours", "retry"] as const;
/** The results that pass a level: every reader of "passed" (levels, rollups, the overview) takes both. */
export const PASSING_RESULTS = ["pass", "honours"] as const;
/** A studio check-out by an instructor, or a medal test in front of an examiner. */
export const ASSESSMENT_KINDS = ["check-out", "medal-test"] as const;
/** A level to reach in some dances, minutes of practice a week, or anything else in words. */
export const GOAL_KINDS = ["level", "practice", "other"] as const;

export const MEMBERSHIP_PERIODS = ["week", "month"] as const;
/** What a period's unused units do when the next period starts. */
export const UNUSED_UNITS = ["expire", "roll_over"] as const;
export const PAYMENT_ITEM_SOURCES = ["membership", "instalment"] as const;
export const PAYMENT_ITEM_STATUSES = ["scheduled", "paid", "failed", "cancelled", "waived"] as const;
/** How a paid item was settled: the saved card off-session, a charge on the account (no card), or cash at the desk. */
export const PAYMENT_ITEM_SETTLEMENTS = ["card", "account", "cash"] as const;

/** What one import file holds: one kind per file. */
export const IMPORT_KINDS = ["students", "instructors", "packages", "balances", "lessons", "classes"] as const;
/** An import is uploaded (mapped, dry-run as often as wanted), then committed once; a committed one can be undone. */
export const IMPORT_STATUSES = ["uploaded", "committed", "undone"] as const;
/** What kind of record an import created or changed (the entity an external id names). */
export const IMPORT_ENTITIES = [
  "student",
  "instructor",
  "student_package",
  "ledger_entry",
  "event",
  "series",
  "booking",
  "package",
  "service",
] as const;
/** A studio document: the liability waiver, the studio's policies, photo and video consent. */
export const DOCUMENT_KINDS = ["waiver", "policy", "consent"] as const;
export const INTAKE_FIELD_KINDS = ["text", "choice", "date", "yes_no"] as const;
export const ERASURE_REQUEST_STATUSES = ["open", "erased", "declined"] as const;

/** An inquiry's stage: moved forward by real events (a first lesson booked, taken, sales), to `lost` only by hand. */
export const INQUIRY_STAGES = ["new", "first_lesson_booked", "first_lesson_taken", "original", "extension", "renewal", "lost"] as const;
export const INQUIRY_INTERESTS = ["wedding", "social", "competition", "fitness", "other"] as const;
/** Where an inquiry came in: the public page's first-lesson form, its contact form, or staff typing it in. */
export const INQUIRY_ORIGINS = ["first_lesson_form", "contact_form", "walk_in", "phone", "other"] as const;
/**
 * What a sale was, in a ballroom studio's words: the first-lesson offer, the original (first
 * package), the extension (first larger program), a renewal, and sales outside that ladder.
 */
export const SALE_CATEGORIES = ["first_lesson", "original", "extension", "renewal", "event", "sundry", "coaching"] as const;
export const SALE_KINDS = ["package", "membership"] as const;
/** When commission is earned: on the sale's date, or as its money is actually collected. */
export const COMMISSION_BASES = ["sale", "collected"] as const;

/** An event students enter: the studio's own showcase, a medal ball, an outside competition, a medal exam day. */
export const COMPETITION_KINDS = ["showcase", "medal_ball", "competition", "medal_exam"] as const;
/**
 * One entry is one heat a student dances: a single dance, a multi-dance event, a scholarship, a solo,
 * or at a medal exam one dance (or a group of dances) examined at one level.
 */
export const COMPETITION_ENTRY_TYPES = ["single", "multi", "scholarship", "solo", "exam"] as const;
/** A student proposes an entry online before the deadline; staff confirm it (staff's own entries start confirmed). */
export const COMPETITION_ENTRY_STATUSES = ["proposed", "confirmed"] as const;
/**
 * Priced lines of an event besides the entry fees: a package ("20 heats + dinner": its price covers that
 * many heats' entry fees), an extra a student chooses (dinner, tickets), a shared cost split among the
 * students who go (travel, hotel, coaching).
 */
export const COMPETITION_ITEM_KINDS = ["package", "extra", "shared"] as const;
/** How shared costs are split among the students who go: evenly, or by their heats (a couple's heat counts half). */
export const SHARED_COST_SPLITS = ["even", "heats"] as const;
/** An examiner's verdict at a medal exam: a pass, a pass with honours, or try again. */
export const EXAM_RESULTS = ["pass", "honours", "retry"] as const;
/** What an attendance tap sent from a device did: applied, or refused because the lesson or booking was cancelled meanwhile. */
export const ATTENDANCE_RECEIPT_RESULTS = ["applied", "conflict"] as const;

/** A site e-mail's state (site_outbox): queued, claimed by a worker, sent, or given up on. */
export const SITE_OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
/** The views of the operator's screen (/operator), as its audit rows name them. */
export const OPERATOR_VIEWS = ["health", "messages", "studios"] as const;
