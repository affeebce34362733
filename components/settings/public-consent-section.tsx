import type { Session } from "@/lib/auth/session";
import { loadOwnConsent } from "@/lib/public/load-settings";
import { PublicConsentForm } from "./public-consent-form";
import { SettingsSection } from "./settings-section";

/** An instructor's own choice to appear on the studio's public page (name, styles, bio); the owner picks among those who agreed. */
export async function PublicConsentSection({ session }: { session: Session }) {
  const { showOnPublicPage } = await loadOwnConsent(session);
  return (
    <SettingsSection
      id="settings-public-consent"
      title="Public page"
      description="Whether the studio may show your name, dance styles and bio on its public page."
    >
      <PublicConsentForm showOnPublicPage={showOnPublicPage} />
    </SettingsSection>
  );
}
