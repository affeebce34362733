import { MobileNav } from "./mobile-nav";
import { Sidebar } from "./sidebar";
import type { ShellPlan, ShellUser } from "./sidebar-content";
import { brandCss, brandStyle, type ShellBranding } from "./studio-mark";

const NO_BRANDING: ShellBranding = { color: null, logoUrl: null };

/**
 * The signed-in area's frame: no public header, the sidebar (or the phone's top bar) and the view
 * filling the rest, in the studio's branding (logo, and its colour as `--brand`) on Premium.
 */
export function AppShell({
  user,
  plan,
  branding = NO_BRANDING,
  nonce,
  children,
}: {
  user: ShellUser;
  plan: ShellPlan;
  branding?: ShellBranding;
  /** This request's CSP nonce, for the sidebar's boot script. */
  nonce?: string;
  children: React.ReactNode;
}) {
  const css = brandCss(branding.color);
  return (
    <div className="flex min-h-dvh bg-background" style={brandStyle(branding)} data-branded={branding.color ? "" : undefined}>
      {css && <style>{css}</style>}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Sidebar user={user} plan={plan} branding={branding} nonce={nonce} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNav user={user} plan={plan} branding={branding} />
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
