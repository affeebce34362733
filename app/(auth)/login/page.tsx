import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { SocialButtons } from "@/components/auth/social-buttons";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/demo/seed";
import { showDemoCredentials } from "@/lib/env";
import { readRedirectTarget } from "../redirect-target";

export const metadata: Metadata = { title: "Login", description: "Log in to your Promenade studio." };

// A logged-in visitor never sees this page: middleware.ts sends them on to the redirect target.
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { target, query } = await readRedirectTarget(searchParams);
  const demo = showDemoCredentials ? { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD } : undefined;
  return (
    <AuthCard
      active="login"
      title="Welcome back"
      description="Log in to manage your studio's schedule, students and payments."
      redirectQuery={query}
    >
      <div className="grid gap-6">
        <LoginForm redirectTo={target} demo={demo} />
        <SocialButtons verb="Sign in" />
      </div>
    </AuthCard>
  );
}
