import { ServicesEditor } from "@/components/payments/services-editor";
import type { Session } from "@/lib/auth/session";

/** Settings (owners): services and their prices. The list loads in the browser, so it can refresh after an edit. */
export function ServicesSection(_props: { session: Session }) {
  return <ServicesEditor />;
}
