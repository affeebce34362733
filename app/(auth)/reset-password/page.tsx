import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = {
  title: "Choose a new password",
  description: "Set a new Promenade password.",
  robots: { index: false },
};

// The token is checked when the form is sent (410 used or expired): reading the page must not use it up.
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  return (
    <AuthCard
      active="login"
      title="Choose a new password"
      description="After this, every other device signed in to your account is signed out."
    >
      {value ? (
        <ResetPasswordForm token={value} />
      ) : (
        <p className="text-sm">
          This page needs the link from your reset e-mail.{" "}
          <a href="/forgot-password" className="font-medium text-primary underline underline-offset-2">
            Ask for a link
          </a>
        </p>
      )}
    </AuthCard>
  );
}
