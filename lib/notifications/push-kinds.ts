// Client-safe (Settings → Notifications lists them): no database imports.
import type { Audience } from "./kinds";

/**
 * What a push notification shows: a title and one sentence, read on a lock screen by whoever
 * holds the phone. So it names the lesson, a first name and an initial, and the time — never a
 * price, an amount owed, a note or a message's body.
 */
export type PushContent = { title: string; body: string };

/** The kinds that go as push notifications too, as Settings → Notifications names them. */
export const PUSH_KINDS = {
  reminder: { label: "Lesson reminders", audiences: ["student"] },
  waitlist_promoted: { label: "A place opened for you from a waitlist", audiences: ["student"] },
  booking_cancelled: { label: "A lesson the studio cancelled", audiences: ["student"] },
  lesson_with_you: { label: "Lessons booked, moved or cancelled with you", audiences: ["instructor"] },
  board_post: { label: "New posts on the studio board", audiences: ["student", "instructor"] },
} as const satisfies Record<string, { label: string; audiences: Audience[] }>;
export type PushKind = keyof typeof PUSH_KINDS;
export const PUSH_KIND_KEYS = Object.keys(PUSH_KINDS) as PushKind[];

export const isPushKind = (kind: string): kind is PushKind => Object.hasOwn(PUSH_KINDS, kind);

/** The page a tap on the notification opens. */
export const PUSH_URLS: Record<PushKind, string> = {
  reminder: "/app/schedule",
  waitlist_promoted: "/app/schedule",
  booking_cancelled: "/app/schedule",
  lesson_with_you: "/app/schedule",
  board_post: "/app/community",
};
