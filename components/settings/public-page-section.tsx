import type { Session } from "@/lib/auth/session";
import { hasFeature, cheapestPlanWith } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import { env } from "@/lib/env";
import { loadPendingTrials, loadPublicPageSettings, loadStudioTimeZone } from "@/lib/public/load-settings";
import { PendingTrials } from "./pending-trials";
import { PublicPageForm } from "./public-page-form";
import { SettingsSection } from "./settings-section";
import { WidgetSnippet } from "./widget-snippet";

/** Settings → Public page (owners): the studio's page, its address and what it shows; the widget's snippet (Pro). */
export async function PublicPageSection({ session }: { session: Session }) {
  const [settings, trials, timeZone] = await Promise.all([
    loadPublicPageSettings(session),
    loadPendingTrials(session),
    loadStudioTimeZone(session),
  ]);
  const hasWidget = hasFeature(resolveSubscription(session.studioPlan, new Date()).key, "marketing_tools");
  const pageUrl = settings.slug ? `${env.SITE_URL}/s/${settings.slug}` : null;
  return (
    <SettingsSection
      id="settings-public-page"
      title="Public page"
      description="A page anyone can open: your timetable, the instructors who agreed to be shown, and first-lesson booking. Off until you turn it on."
    >
      {settings.enabled && pageUrl && (
        <p className="text-sm">
          Your page:{" "}
          <a href={pageUrl} className="font-medium text-primary underline-offset-4 hover:underline">
            {pageUrl}
          </a>
        </p>
      )}
      <PendingTrials trials={trials} timeZone={timeZone} />
      <PublicPageForm settings={settings} studioName={session.studioName} siteUrl={env.SITE_URL} hasWidget={hasWidget} />
      {hasWidget ? (
        settings.slug && settings.enabled ? (
          <WidgetSnippet widgetUrl={`${env.SITE_URL}/s/${settings.slug}/widget`} />
        ) : (
          <p className="text-sm text-muted-foreground">Turn the page on to get the widget for your own website.</p>
        )
      ) : (
        <p className="text-sm text-muted-foreground">
          The embeddable timetable for your own website comes with marketing tools on the {cheapestPlanWith("marketing_tools")?.name} plan.
        </p>
      )}
    </SettingsSection>
  );
}
