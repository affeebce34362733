import { LogoMark } from "@/components/site/logo";
import { cn } from "@/lib/utils";

/** The studio's branding as the shell wears it (Premium); both null: Promenade's own. */
export type ShellBranding = { color: string | null; logoUrl: string | null };

/**
 * The mark at the top of the sidebar and the phone's bar: the studio's logo when it has one (its
 * name is written beside it, so the picture is decorative), else Promenade's.
 */
export function StudioMark({ branding, className }: { branding: ShellBranding; className?: string }) {
  if (!branding.logoUrl) return <LogoMark className={className} />;
  return (
    // A plain img: the logo's URL is immutable and cached for a year; next/image would re-encode it.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={branding.logoUrl} alt="" className={cn("size-8 shrink-0 rounded-md object-contain", className)} />
  );
}

/** The brand colour as a CSS variable on the shell, for the accents that carry white text (checked ≥ 4.5:1). */
export function brandStyle(branding: ShellBranding): React.CSSProperties | undefined {
  return branding.color ? ({ "--brand": branding.color } as React.CSSProperties) : undefined;
}
