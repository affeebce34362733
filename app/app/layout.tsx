import type { Metadata } from "next";
import { headers } from "next/headers";
import { AppShell } from "@/components/app-shell/app-shell";
import type { ShellPlan } from "@/components/app-shell/sidebar-content";
import { getAppSession } from "@/lib/auth/app-session";
import { resolveSubscription } from "@/lib/billing/subscription";
import { loadStudioBranding } from "@/lib/studio/branding";
import { NONCE_HEADER } from "@/lib/security/nonce";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The signed-in area. The session is verified here on the server for every request (signature,
 * expiry, active membership), whatever proxy.ts did. Every page calls getAppSession() too
 * (cached per request): layouts and pages render in parallel, so the layout alone cannot stop a page.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const session = await getAppSession();
  // The badge resolves the plan exactly as GET /api/subscription does, from the session's own query.
  const subscription = resolveSubscription(session.studioPlan, new Date());
  const plan: ShellPlan = { name: subscription.name, isTrial: subscription.status === "trialing", trialEndsAt: subscription.trialEndsAt };
  const branding = await loadStudioBranding(session);
  // The sidebar's boot script runs before hydration: it needs this request's CSP nonce.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <AppShell
      user={{ name: session.name, studioName: session.studioName, role: session.role }}
      plan={plan}
      branding={branding}
      nonce={nonce}
    >
      {children}
    </AppShell>
  );
}
