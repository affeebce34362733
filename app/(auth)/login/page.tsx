import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginFormOnDemand } from "@/components/auth/auth-forms-on-demand";
import { SocialButtons } from "@/components/auth/social-buttons";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/demo/seed";
import { showDemoCredentials } from "@/lib/env";

export const metadata: Metadata = { title: "Login", description: "Log in to your Promenade studio." };

// A logged-in visitor never sees this page: proxy.ts sends them on to the redirect target. Built
// ahead of time (the demo credentials are the build's: scripts/start.mts builds with DEMO set).
export default function LoginPage() {
  const demo = showDemoCredentials ? { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD } : undefined;
  return (
    <AuthCard active="login" title="Welcome back" description="Log in to manage your studio's schedule, students and payments.">
      <div className="grid gap-6">
        <LoginFormOnDemand demo={demo} />
        <SocialButtons verb="Sign in" />
      </div>
    </AuthCard>
  );
}
