import type { Session } from "@/lib/auth/session";

/** Settings: the studio's plan (payments issue). Placeholder until its section is built. */
export function PlanSection(_props: { session: Session }) {
  return null;
}
