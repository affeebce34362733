import type { Session } from "@/lib/auth/session";

/** Settings: services and their prices (payments issue). Placeholder until its section is built. */
export function ServicesSection(_props: { session: Session }) {
  return null;
}
