import type { Session } from "@/lib/auth/session";
import { loadPushDevices } from "@/lib/notifications/push-devices";
import { loadNotificationSettings } from "@/lib/notifications/preferences";
import { NotificationsForm } from "./notifications-form";
import { PushDevices } from "./push-devices";
import { SettingsSection } from "./settings-section";

/** Settings → Notifications (everyone): which messages you get; owners also what the studio sends, and when. */
export async function NotificationsSection({ session }: { session: Session }) {
  const [settings, devices] = await Promise.all([loadNotificationSettings(session), loadPushDevices(session)]);
  return (
    <SettingsSection id="settings-notifications" title="Notifications" description="Choose which e-mails and push notifications you get.">
      {settings.studio && !settings.mailConfigured && (
        <p role="note" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-foreground">
          No mail server is configured (SMTP_URL), so e-mails are kept in the E-mail log below instead of being sent.
        </p>
      )}
      <NotificationsForm settings={settings} />
      {settings.push.length > 0 && <PushDevices devices={devices} />}
    </SettingsSection>
  );
}
