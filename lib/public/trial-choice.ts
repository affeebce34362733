// The booking form's values for "which lesson", without zod: the page's first download carries this, not the schema.

/** The lesson field's value for a first private lesson: a day and then a time are chosen below it. */
export const PRIVATE_CHOICE = "private";

/** A class in the booking form's lesson field: `class:<eventId>`. */
export function encodeChoice(choice: { eventId: string }): string {
  return `class:${choice.eventId}`;
}

/** A free private time in the booking form's time field: `<instructorId>|<startsAt>`. */
export function encodeTime(time: { instructorId: string; startsAt: string }): string {
  return `${time.instructorId}|${time.startsAt}`;
}

/** What the lesson and time fields name, as POST …/trial takes it. */
export function decodeChoice(choice: string, time: string | undefined): { eventId?: string; instructorId?: string; startsAt?: string } {
  if (choice.startsWith("class:")) return { eventId: choice.slice("class:".length) };
  const [instructorId, startsAt] = (time ?? "").split("|");
  return { instructorId, startsAt };
}
