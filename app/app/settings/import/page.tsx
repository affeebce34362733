import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/components/app-shell/page-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { ImportWizard } from "@/components/records/import/import-wizard";
import { canManageStudio } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Import" };

/** Settings → Import → a file: the owner brings students, packages, balances, lessons or classes from their previous system. */
export default async function ImportPage() {
  const session = await getAppSession();
  if (!canManageStudio(session))
    return (
      <PersonUnavailable
        title="Import"
        message="Importing is for the studio's owner."
        back={{ href: "/app/settings", label: "Back to settings" }}
      />
    );
  return (
    <>
      <PageHeader
        title="Import"
        description="Bring your studio from a spreadsheet or your previous system: nothing is saved until you've checked every row."
      />
      <div className="grid max-w-5xl gap-6 px-4 py-6 sm:px-8">
        <Link
          href="/app/settings#settings-import"
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Past imports
        </Link>
        <ImportWizard />
      </div>
    </>
  );
}
