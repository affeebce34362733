import { SettingsSection } from "@/components/settings/settings-section";
import { buttonVariants } from "@/components/ui/button";
import { EXPORT_GROUPS } from "@/lib/records/export/tables";

/** Settings → Export (owners, every plan): one download of everything the studio keeps. */
export function ExportSection() {
  return (
    <SettingsSection
      id="settings-export"
      title="Export"
      description="Everything your studio keeps in Promenade, in one download, on every plan: your records are yours to take anywhere."
      actions={
        <a href="/api/studio/export" download className={buttonVariants()}>
          Download everything (.zip)
        </a>
      }
    >
      <div className="grid gap-4 text-sm">
        <p className="text-muted-foreground">
          A zip of spreadsheet files (CSV, one per kind of record) that Excel, Numbers or Google Sheets open, and the same records in one
          JSON file for another system to read. Amounts are in cents; erased students appear only as “Former student #N”. Passwords, sign-in
          links and card details are never in it.
        </p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {EXPORT_GROUPS.map((group) => (
            <li key={group.label} className="grid content-start gap-1 rounded-lg border border-border p-3">
              <span className="font-medium text-foreground">{group.label}</span>
              <span className="text-muted-foreground">{sentence(group.tables.map((table) => table.about).join("; "))}</span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          A studio with years of lessons takes a minute or two: the download starts at once and fills as it goes.
        </p>
      </div>
    </SettingsSection>
  );
}

/** The group's list as a sentence: capital first, full stop last. */
function sentence(list: string): string {
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}.`;
}
