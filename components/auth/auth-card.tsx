import { AuthTabs } from "./auth-tabs";

type AuthCardProps = {
  active: "login" | "signup";
  title: string;
  description: string;
  children: React.ReactNode;
};

/** The login/sign-up frame: the Login and Sign Up tabs, a heading, the form. */
export function AuthCard({ active, title, description, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <AuthTabs active={active} />
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
    </div>
  );
}
