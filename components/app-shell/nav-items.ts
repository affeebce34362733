import { CalendarDays, ChartColumn, CreditCard, GraduationCap, Settings, Users, type LucideIcon } from "lucide-react";

/** SPEC §2's sidebar items, in order. */
export const APP_NAV_ITEMS: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/app/schedule", label: "Schedule", icon: CalendarDays },
  { href: "/app/instructors", label: "Instructors", icon: GraduationCap },
  { href: "/app/students", label: "Students", icon: Users },
  { href: "/app/reports", label: "Reports", icon: ChartColumn },
  { href: "/app/payments", label: "Payments", icon: CreditCard },
  { href: "/app/settings", label: "Settings", icon: Settings },
];

/** The item a path belongs to (a detail page under /app/students/… marks Students). */
export function isCurrentItem(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
