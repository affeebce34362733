import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupFormOnDemand } from "@/components/auth/auth-forms-on-demand";
import { SocialButtons } from "@/components/auth/social-buttons";

export const metadata: Metadata = {
  title: "Sign Up",
  description: "Create your Promenade studio: a 14-day free trial of Pro, no card needed.",
};

export default function SignupPage() {
  return (
    <AuthCard active="signup" title="Create your studio" description="Scheduling, booking and payments for your ballroom studio.">
      <div className="grid gap-6">
        <SignupFormOnDemand />
        <SocialButtons verb="Sign up" />
        <p className="text-center text-xs text-muted-foreground">
          By signing up you agree to the{" "}
          <Link href="/terms-of-service" className="text-primary underline underline-offset-4">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link href="/privacy-policy" className="text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </AuthCard>
  );
}
