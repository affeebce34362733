import type { SetupChecklist } from "@/lib/studio/setup-checklist";
import type { StudioSettings } from "@/lib/studio/studio-settings";
import { ChecklistToggle } from "./checklist-toggle";
import { SettingsSection } from "./settings-section";
import { StudioForm } from "./studio-form";

type Props = { studio: StudioSettings; nextLesson: { title: string; startsAt: string } | null; checklist: SetupChecklist };

/** Settings → Studio (owners): read on the server by the page (the same functions as GET /api/studio), so it paints filled in. */
export function StudioSection({ studio, nextLesson, checklist }: Props) {
  return (
    <SettingsSection id="settings-studio" title="Studio" description="Your studio's name, clock, currency, hours and contact details.">
      <StudioForm studio={studio} nextLesson={nextLesson} />
      <ChecklistToggle checklist={checklist} />
    </SettingsSection>
  );
}
