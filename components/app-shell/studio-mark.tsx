import { LogoMark } from "@/components/site/logo";
import { HEX_COLOR } from "@/lib/api/hex-color";
import { contrastBetween, readableTextOn } from "@/lib/studio/contrast";
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

/** The light theme's page background: a focus ring in the brand colour must stand out on it (3:1, WCAG 1.4.11). */
const LIGHT_BACKGROUND = "#fbf8f6";

/**
 * The brand colour for the whole document while the signed-in app is shown, dialogs (portalled to
 * <body>) included: `--brand` for the shell's accents, `--action` for primary buttons with the text
 * that reads best on it, and in the light theme the focus ring, when it stands out on the page.
 * The doubled `:root` outranks globals.css's `:root` and `.dark`.
 */
export function brandCss(color: string | null): string | null {
  if (!color || !HEX_COLOR.test(color)) return null;
  const value = color.toLowerCase();
  const root = `:root:root{--brand:${value};--action:${value};--action-foreground:${readableTextOn(value)}}`;
  return contrastBetween(value, LIGHT_BACKGROUND) >= 3 ? `${root}:root:root:not(.dark){--ring:${value}}` : root;
}
