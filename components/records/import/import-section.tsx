import { FileUp } from "lucide-react";
import Link from "next/link";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { ImportHistory } from "./import-history";

/** Settings → Import (owners): the way in for a file from the previous system, and every import so far with its undo. */
export function ImportSection({ timeZone }: { timeZone: string }) {
  return (
    <SettingsSection
      id="settings-import"
      title="Import"
      description="Bring students, instructors, package and account balances, booked lessons and weekly classes from a spreadsheet or your previous system."
      actions={
        <Button asChild>
          <Link href="/app/settings/import">
            <FileUp aria-hidden />
            Import a file
          </Link>
        </Button>
      }
    >
      <ImportHistory timeZone={timeZone} />
    </SettingsSection>
  );
}
