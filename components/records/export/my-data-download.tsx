import { buttonVariants } from "@/components/ui/button";

/** In Settings → Profile, for everyone: a copy of what the studio keeps about you. */
export function MyDataDownload() {
  return (
    <div className="grid gap-2 border-t border-border pt-5">
      <h3 id="settings-my-data" className="text-base font-semibold">
        Your data
      </h3>
      <p className="text-sm text-muted-foreground">
        Download a copy of what this studio keeps about you: your profile, lessons, payments, progress, signed documents and the messages
        sent to you, in one file (JSON).
      </p>
      <div>
        <a href="/api/me/export" download className={buttonVariants({ variant: "secondary" })}>
          Download my data
        </a>
      </div>
    </div>
  );
}
