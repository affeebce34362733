import type { Metadata } from "next";
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
          <a href="/terms-of-service" className="text-primary underline underline-offset-4">
            Terms of Service
          </a>{" "}
          and the{" "}
          <a href="/privacy-policy" className="text-primary underline underline-offset-4">
            Privacy Policy
          </a>
          .
        </p>
      </div>
    </AuthCard>
  );
}
