import type { Session } from "@/lib/auth/session";
import { loadNotificationSettings } from "@/lib/notifications/preferences";
import { NotificationsForm } from "./notifications-form";
import { SettingsSection } from "./settings-section";

/** Settings → Notifications (everyone): which messages you get; owners also what the studio sends, and when. */
export async function NotificationsSection({ session }: { session: Session }) {
  const settings = await loadNotificationSettings(session);
  return (
    <SettingsSection id="settings-notifications" title="Notifications" description="Choose which e-mails you get.">
      {settings.studio && !settings.mailConfigured && (
        <p role="note" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-foreground">
          No mail server is configured (SMTP_URL), so e-mails are kept in the E-mail log below instead of being sent.
        </p>
      )}
      <NotificationsForm settings={settings} />
    </SettingsSection>
  );
}
