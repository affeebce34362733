import type { Session } from "@/lib/auth/session";

/** Settings: cancellation and missed-lesson policy (payments issue). Placeholder until its section is built. */
export function PolicySection(_props: { session: Session }) {
  return null;
}
