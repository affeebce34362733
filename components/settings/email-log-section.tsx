import type { Session } from "@/lib/auth/session";
import { loadOutbox } from "@/lib/notifications/outbox-log";
import { EmailLog } from "./email-log";
import { SettingsSection } from "./settings-section";

/** Settings → E-mail log (owners): every message the studio sent or tried to, and what became of it. */
export async function EmailLogSection({ session }: { session: Session }) {
  const { messages } = await loadOutbox(session);
  return (
    <SettingsSection
      id="settings-email-log"
      title="E-mail log"
      description="The latest 200 e-mails from your studio: sent, waiting, failed, or turned off by their recipient."
    >
      <EmailLog initial={messages} timeZone={session.studioTimeZone} />
    </SettingsSection>
  );
}
