import {
  CalendarDays,
  ChartColumn,
  CreditCard,
  GraduationCap,
  House,
  Inbox,
  MessagesSquare,
  Settings,
  Sun,
  TrendingUp,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";

export type ShellRole = "owner" | "instructor" | "student";

/** The sidebar's sections, in order, with the roles that may use them (docs/product.md#navigation). */
export const APP_NAV_ITEMS: readonly { href: string; label: string; icon: LucideIcon; roles: readonly ShellRole[] }[] = [
  // Each role's home first, at the URL every sign-in lands on (lib/access/home.ts): a student's lessons and
  // booking, an instructor's agenda ("Home"), the owner's studio calendar ("Schedule"). The calendar is a
  // tap away from the first two, in their page's header.
  { href: "/app/schedule", label: "Home", icon: House, roles: ["student", "instructor"] },
  { href: "/app/schedule", label: "Schedule", icon: CalendarDays, roles: ["owner"] },
  { href: "/app/today", label: "Today", icon: Sun, roles: ["owner", "instructor"] },
  { href: "/app/instructors", label: "Instructors", icon: GraduationCap, roles: ["owner", "instructor"] },
  { href: "/app/students", label: "Students", icon: Users, roles: ["owner", "instructor"] },
  // The pipeline of people who asked about lessons (an instructor sees those assigned to them).
  { href: "/app/inquiries", label: "Inquiries", icon: Inbox, roles: ["owner", "instructor"] },
  // A student's own progress (staff reach theirs from the Students page).
  { href: "/app/progress", label: "Progress", icon: TrendingUp, roles: ["student"] },
  // Showcases, competitions and medal exams: owners run them, instructors enter their students, students their own.
  { href: "/app/competitions", label: "Events", icon: Trophy, roles: ["owner", "instructor", "student"] },
  { href: "/app/reports", label: "Reports", icon: ChartColumn, roles: ["owner", "instructor"] },
  { href: "/app/payments", label: "Payments", icon: CreditCard, roles: ["owner", "student"] },
  // The studio board and partner search.
  { href: "/app/community", label: "Community", icon: MessagesSquare, roles: ["owner", "instructor", "student"] },
  { href: "/app/settings", label: "Settings", icon: Settings, roles: ["owner", "instructor", "student"] },
];

/** The items a role can use: a sidebar never offers a screen that would only refuse. */
export function navItemsFor(role: ShellRole) {
  return APP_NAV_ITEMS.filter((item) => item.roles.includes(role));
}

/** The item a path belongs to (a detail page under /app/students/… marks Students). */
export function isCurrentItem(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
