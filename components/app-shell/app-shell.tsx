import { MobileNav } from "./mobile-nav";
import { Sidebar } from "./sidebar";
import type { ShellPlan, ShellUser } from "./sidebar-content";

/** The signed-in area's frame: no public header, the sidebar (or the phone's top bar) and the view filling the rest. */
export function AppShell({ user, plan, children }: { user: ShellUser; plan: ShellPlan; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Sidebar user={user} plan={plan} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNav user={user} plan={plan} />
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
