import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { cache } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { KeptAgendaGuard } from "@/components/offline/kept-agenda-guard";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { StudioLocaleProvider } from "@/components/ui/studio-locale";
import type { ShellPlan } from "@/components/app-shell/sidebar-content";
import { isInstructor } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { resolveSubscription } from "@/lib/billing/subscription";
import { loadStudioBranding } from "@/lib/studio/branding";
import { manifestHref } from "@/lib/pwa/manifest";
import { NONCE_HEADER } from "@/lib/security/nonce";
import { isOperator } from "@/lib/operator/access";

// Read once per request by the metadata, the viewport and the layout (the session is cached per request).
const brandingOfRequest = cache(async () => loadStudioBranding(await getAppSession()));

/** On Premium, the installed app wears the studio's colour: its manifest and its title bar. */
export async function generateMetadata(): Promise<Metadata> {
  const branding = await brandingOfRequest();
  return { robots: { index: false, follow: false }, manifest: manifestHref(branding.color) };
}

export async function generateViewport(): Promise<Viewport> {
  const branding = await brandingOfRequest();
  return branding.color ? { themeColor: branding.color } : {};
}

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
  const branding = await brandingOfRequest();
  // The sidebar's boot script runs before hydration: it needs this request's CSP nonce.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <ServiceWorker>
      {/* Only an instructor's own agenda is kept on a device (the id goes to no one else's page). */}
      <KeptAgendaGuard userId={isInstructor(session) ? session.userId : null} />
      <AppShell
        user={{ name: session.name, studioName: session.studioName, role: session.role, isOperator: isOperator(session.email) }}
        plan={plan}
        branding={branding}
        nonce={nonce}
      >
        <StudioLocaleProvider locale={session.studioLocale}>{children}</StudioLocaleProvider>
      </AppShell>
    </ServiceWorker>
  );
}
