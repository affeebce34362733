"use client";

import { SidebarContent, type ShellPlan, type ShellUser } from "./sidebar-content";
import { StudioMark, type ShellBranding } from "./studio-mark";
import { SIDEBAR_BOOT_SCRIPT, setSidebarExpanded, useSidebarExpanded } from "./sidebar-state";

/** The desktop sidebar (≥ 768 px): an icon rail by default; the logo expands and collapses it. */
export function Sidebar({ user, plan, branding, nonce }: { user: ShellUser; plan: ShellPlan; branding: ShellBranding; nonce?: string }) {
  const isExpanded = useSidebarExpanded();
  return (
    <aside
      id="app-sidebar"
      data-state={isExpanded ? "expanded" : "collapsed"}
      // The boot script may set data-state before hydration; React then re-renders with the saved value.
      suppressHydrationWarning
      // The column runs the page's whole height (its background and border with it); what is in it stays in view.
      className="group/sidebar hidden w-16 shrink-0 border-r border-r-border bg-card transition-[width] duration-200 data-[state=expanded]:w-60 motion-reduce:transition-none md:block"
    >
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SIDEBAR_BOOT_SCRIPT }} />
      <div className="sticky top-0 h-dvh overflow-x-hidden overflow-y-auto border-t-4 border-t-[var(--brand,transparent)]">
        <SidebarContent
          variant="rail"
          user={user}
          plan={plan}
          isBranded={Boolean(branding.color)}
          header={
            // No aria-label: the name is the visible "Promenade" plus the action, so it always contains what is seen (WCAG 2.5.3).
            <button
              type="button"
              onClick={() => setSidebarExpanded(!isExpanded)}
              aria-expanded={isExpanded}
              aria-controls="app-sidebar"
              title={isExpanded ? "Collapse sidebar" : "Expand sidebar"}
              className="flex h-10 items-center gap-2.5 rounded-md px-1 hover:bg-muted"
            >
              <StudioMark branding={branding} />
              <span className="sr-only font-[family-name:var(--font-display)] text-xl font-semibold whitespace-nowrap group-data-[state=expanded]/sidebar:not-sr-only">
                Promenade
              </span>
              <span className="sr-only">{isExpanded ? ", collapse sidebar" : ", expand sidebar"}</span>
            </button>
          }
        />
      </div>
    </aside>
  );
}
