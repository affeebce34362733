import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password", description: "Get a link to choose a new Promenade password." };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      active="login"
      title="Forgot your password?"
      description="Enter the e-mail you log in with and we'll send you a link to choose a new one."
    >
      <div className="grid gap-4">
        <ForgotPasswordForm />
        <p className="text-center text-sm text-muted-foreground">
          Remembered it?{" "}
          <a href="/login" className="font-medium text-primary underline underline-offset-2">
            Back to login
          </a>
        </p>
      </div>
    </AuthCard>
  );
}
