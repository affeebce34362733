import type { Session } from "@/lib/auth/session";

/** Settings: profile (issue 5). Placeholder until its section is built. */
export function ProfileSection(_props: { session: Session }) {
  return null;
}
