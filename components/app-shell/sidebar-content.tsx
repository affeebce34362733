"use client";

import { Gauge } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { cn } from "@/lib/utils";
import { LogoutButton } from "./logout-button";
import { isCurrentItem, navItemsFor, type ShellRole } from "./nav-items";
import { PlanBadge } from "./plan-badge";
import { canManageStudio } from "@/lib/access/rules";

/** `isOperator`: the account is in OPERATOR_EMAILS, so the footer links to /operator (no studio role comes with it). */
export type ShellUser = { name: string; studioName: string; role: ShellRole; isOperator?: boolean };
export type ShellPlan = { name: string; isTrial: boolean; trialEndsAt?: string | null };

/**
 * What the sidebar holds (docs/product.md#navigation): who is signed in, the sections the role can use, the owner's plan badge, the theme
 * toggle and Logout. The rail variant hides its labels while collapsed (CSS reads the rail's
 * data-state, so the first paint is right); the drawer variant always shows them.
 */
export function SidebarContent({
  variant,
  user,
  plan,
  header,
  onNavigate,
  isBranded = false,
}: {
  variant: "rail" | "drawer";
  user: ShellUser;
  plan: ShellPlan;
  header: React.ReactNode;
  onNavigate?: () => void;
  /** The studio's colour (`--brand`, white text ≥ 4.5:1) marks the person's initials and the current section. */
  isBranded?: boolean;
}) {
  const pathname = usePathname();
  const isRail = variant === "rail";
  // Collapsed: the text stays for screen readers; expanded: it shows.
  const label = isRail ? "sr-only whitespace-nowrap group-data-[state=expanded]/sidebar:not-sr-only" : "whitespace-nowrap";

  return (
    <div className="flex h-full flex-col gap-4 p-3">
      {header}
      <div className="flex items-center gap-3 px-1" title={isRail ? `${user.name} · ${user.studioName}` : undefined}>
        <span
          aria-hidden
          className={cn(
            "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
            isBranded ? "bg-[var(--brand)] text-white" : "bg-primary-soft text-primary",
          )}
        >
          {initials(user.name)}
        </span>
        <span className={cn("min-w-0 leading-tight", label)}>
          <span className="block truncate text-sm font-semibold">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.studioName}</span>
        </span>
      </div>

      <nav aria-label="Studio">
        <ul className="grid gap-1">
          {navItemsFor(user.role).map(({ href, label: text, icon: Icon }) => {
            const isCurrent = isCurrentItem(pathname, href);
            return (
              <li key={href}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={isCurrent ? "page" : undefined}
                  title={isRail ? text : undefined}
                  className={cn(
                    "flex h-10 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
                    isCurrent && "bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary",
                    isCurrent && isBranded && "shadow-[inset_3px_0_0_var(--brand)]",
                  )}
                >
                  <Icon aria-hidden className="size-5 shrink-0" />
                  <span className={label}>{text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-auto grid gap-1 border-t border-border pt-3">
        {/* The plan is the owner's business; staff and students only see what they can use. */}
        {canManageStudio(user) && (
          <PlanBadge name={plan.name} isTrial={plan.isTrial} trialEndsAt={plan.trialEndsAt ?? null} inRail={isRail} />
        )}
        {user.isOperator && (
          <Link
            href="/operator"
            onClick={onNavigate}
            title={isRail ? "Operator" : undefined}
            className="flex h-10 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Gauge aria-hidden className="size-5 shrink-0" />
            <span className={label}>Operator</span>
          </Link>
        )}
        {/* The rail shows icons only; the drawer has room for the label ("Dark mode" / "Light mode"), which then names the button. */}
        <ThemeToggle className={cn("justify-self-start px-2.5", !isRail && "gap-3")} showLabel={!isRail} />
        <LogoutButton className="px-2.5" labelClassName={label} />
      </div>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}
