import { Lock } from "lucide-react";
import Link from "next/link";
import type { Session } from "@/lib/auth/session";
import { loadBrandingSettings } from "@/lib/studio/branding";
import { BrandColorForm } from "./brand-color-form";
import { LogoForm } from "./logo-form";

/** Settings → Branding (owners, Premium): the studio's logo and colour; lower plans see it locked. */
export async function BrandingSection({ session }: { session: Session }) {
  const settings = await loadBrandingSettings(session);
  return (
    <section aria-labelledby="settings-branding" className="grid gap-6 rounded-xl border border-border bg-card p-5 sm:p-6">
      <div>
        <h2 id="settings-branding" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          Branding
        </h2>
        <p className="text-sm text-muted-foreground">
          Your logo and colour in the studio&apos;s app, on the pages your students use, and on receipts.
        </p>
      </div>
      {settings.lockedUntil ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-border bg-muted px-4 py-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Lock aria-hidden className="size-4" />
            Available on {settings.lockedUntil}
          </p>
          <Link href="/app/settings#settings-plan" className="text-sm font-medium text-primary underline underline-offset-2">
            Compare plans
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          <LogoForm logo={settings.logo} />
          <BrandColorForm color={settings.color} />
        </div>
      )}
    </section>
  );
}
