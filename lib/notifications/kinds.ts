/**
 * Every kind of message the app sends. `always`: transactional (receipts, password reset,
 * invitations, charges): nobody can turn it off, on any plan. `unsubscribe`: reminder- and
 * marketing-type messages carry a one-click unsubscribe link (RFC 8058). `audience`: who is offered
 * the choice in Settings → Notifications.
 */
/** Who is offered a kind's choice in Settings → Notifications ("none": nobody, it always goes). */
export type Audience = "student" | "instructor" | "owner" | "none";

export const MESSAGE_KINDS = {
  invitation: { label: "Invitation to join the studio", always: true, unsubscribe: false, audience: "none" },
  password_reset: { label: "Password reset", always: true, unsubscribe: false, audience: "none" },
  first_lesson_confirmation: { label: "First-lesson confirmation link", always: true, unsubscribe: false, audience: "none" },
  booking_confirmed: { label: "Booking confirmed", always: false, unsubscribe: false, audience: "student" },
  booking_cancelled: { label: "Booking cancelled", always: false, unsubscribe: false, audience: "student" },
  reminder: { label: "Lesson reminder", always: false, unsubscribe: true, audience: "student" },
  waitlist_promoted: { label: "Moved from the waitlist into a class", always: false, unsubscribe: false, audience: "student" },
  missed_lesson_charge: { label: "Late-cancel or no-show charge", always: true, unsubscribe: false, audience: "student" },
  payment_receipt: { label: "Payment receipt", always: true, unsubscribe: false, audience: "student" },
  refund: { label: "Refund", always: true, unsubscribe: false, audience: "student" },
  autopay_failed: { label: "Automatic payment failed", always: true, unsubscribe: false, audience: "none" },
  autopay_upcoming: { label: "Automatic payment coming up", always: false, unsubscribe: true, audience: "student" },
  card_expiring: { label: "Saved card expiring before the next payment", always: false, unsubscribe: true, audience: "student" },
  membership_changed: { label: "Membership paused, resumed or ending", always: true, unsubscribe: false, audience: "none" },
  package_low: { label: "Package running low", always: false, unsubscribe: true, audience: "student" },
  package_expiring: { label: "Package expiring soon", always: false, unsubscribe: true, audience: "student" },
  plan_changed: { label: "Plan changed", always: true, unsubscribe: false, audience: "owner" },
  trial_ending: { label: "Trial ending", always: false, unsubscribe: true, audience: "owner" },
  board_post: { label: "New post on the studio board", always: false, unsubscribe: true, audience: "student" },
  announcement: { label: "Announcements from the studio", always: false, unsubscribe: true, audience: "student" },
  partner_request: { label: "Partner requests, and when yours is accepted", always: false, unsubscribe: true, audience: "student" },
  lesson_with_you: { label: "Lessons booked, moved or cancelled with you", always: false, unsubscribe: true, audience: "instructor" },
  first_lesson_request: { label: "First lessons and messages from your page", always: false, unsubscribe: true, audience: "owner" },
  erasure_requested: { label: "A student asks for their personal data to be erased", always: true, unsubscribe: false, audience: "none" },
  erasure_declined: { label: "Request to erase personal data declined", always: true, unsubscribe: false, audience: "none" },
  gift_certificate: { label: "Gift certificate for its recipient and buyer", always: true, unsubscribe: false, audience: "none" },
  heat_sheet: { label: "Your heats and times at a showcase or competition", always: false, unsubscribe: false, audience: "student" },
} as const satisfies Record<
  string,
  { label: string; always: boolean; unsubscribe: boolean; audience: "student" | "instructor" | "owner" | "none" }
>;

export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_KEYS = Object.keys(MESSAGE_KINDS) as MessageKind[];

/** Kinds a person or the studio may turn off (transactional ones always go). */
export const OPTIONAL_KINDS = MESSAGE_KIND_KEYS.filter((kind) => !MESSAGE_KINDS[kind].always);

export function isOptionalKind(kind: string): kind is MessageKind {
  return (OPTIONAL_KINDS as string[]).includes(kind);
}
