import { AppleLogo, FacebookLogo, GoogleLogo } from "./social-logos";

const PROVIDERS = [
  { name: "Google", Logo: GoogleLogo },
  { name: "Facebook", Logo: FacebookLogo },
  { name: "Apple", Logo: AppleLogo },
] as const;

/**
 * The Google, Facebook and Apple sign-in logos. No provider is configured, so each is a disabled button that says so
 * (label and tooltip) rather than a button that silently does nothing.
 */
export function SocialButtons({ verb }: { verb: "Sign in" | "Sign up" }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <ul className="grid grid-cols-3 gap-2">
        {PROVIDERS.map(({ name, Logo }) => {
          const label = `${verb} with ${name} is not available yet`;
          return (
            // Disabled buttons get no pointer events in some browsers: the wrapper carries the tooltip too.
            <li key={name} title={label}>
              <button
                type="button"
                disabled
                aria-label={label}
                title={label}
                className="inline-flex h-11 w-full cursor-not-allowed items-center justify-center rounded-md border border-border bg-card opacity-70"
              >
                <Logo />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-center text-xs text-muted-foreground">Social sign-in is coming soon.</p>
    </div>
  );
}
