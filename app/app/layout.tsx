import type { Metadata } from "next";
import { AppShell } from "@/components/app-shell/app-shell";
import type { ShellPlan } from "@/components/app-shell/sidebar-content";
import { getAppSession } from "@/lib/auth/app-session";
import { getSubscription } from "@/lib/billing/subscription";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The signed-in area. The session is verified here on the server for every request (signature,
 * expiry, active membership), whatever the middleware did. Every page calls getAppSession() too
 * (cached per request): layouts and pages render in parallel, so the layout alone cannot stop a page.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const session = await getAppSession();
  const plan = await readPlan(session.studioId);
  return (
    <AppShell user={{ name: session.name, studioName: session.studioName, role: session.role }} plan={plan}>
      {children}
    </AppShell>
  );
}

/** The badge reads the same function as GET /api/subscription; SPEC §8: any failure shows Free. */
async function readPlan(studioId: string): Promise<ShellPlan> {
  try {
    const subscription = await getSubscription(await getDb(), studioId);
    return { name: subscription.name, isTrial: subscription.status === "trialing" };
  } catch (error) {
    console.error("Plan badge: could not read the subscription:", error);
    return { name: "Free", isTrial: false };
  }
}
