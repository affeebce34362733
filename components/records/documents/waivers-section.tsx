import { SettingsSection } from "@/components/settings/settings-section";
import { Tag } from "@/components/ui/tag";
import type { DocumentView } from "@/lib/records/documents";
import { plural } from "@/lib/text/plural";
import type { StudioClock } from "@/lib/studio/locales";
import { DocumentFormDialog } from "./document-form-dialog";
import { DocumentSignaturesDialog } from "./document-signatures-dialog";

const KIND = { waiver: "Waiver", policy: "Policy", consent: "Consent" } as const;

/** Settings → Waivers (owners): the studio's waivers, policies and consents, their versions, and who hasn't signed. */
export function WaiversSection({ documents, clock }: { documents: DocumentView[]; clock: StudioClock }) {
  const { timeZone, locale } = clock;
  const published = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(at);
  return (
    <SettingsSection
      id="settings-waivers"
      title="Waivers"
      description="Documents students sign: read, type their full name, agree. A new text is a new version, which everyone signs again."
      actions={<DocumentFormDialog timeZone={timeZone} />}
    >
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No documents yet. Add a liability waiver and require it before booking, so no one dances before signing it.
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Waivers">
          {documents.map((document) => (
            <li key={document.id} className="grid gap-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <span className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {document.title}
                    <Tag>{KIND[document.kind]}</Tag>
                    {document.requiredBeforeBooking && <Tag tone="primary">Required before booking</Tag>}
                    {!document.active && <Tag>Inactive</Tag>}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    Version {document.current.version} · {document.signedCount} signed ·{" "}
                    <span className={document.unsignedCount > 0 ? "font-medium text-foreground" : undefined}>
                      {plural(document.unsignedCount, "student")} not signed
                    </span>
                  </span>
                </span>
                <div className="flex flex-wrap items-center gap-1">
                  <DocumentSignaturesDialog
                    document={{ id: document.id, title: document.title, version: document.current.version }}
                    timeZone={timeZone}
                  />
                  <DocumentFormDialog document={document} timeZone={timeZone} />
                </div>
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-muted-foreground">{plural(document.versions.length, "version")}</summary>
                <ol className="mt-1 grid gap-0.5 pl-4" aria-label={`Versions of ${document.title}`}>
                  {document.versions.map((version) => (
                    <li key={version.id} className="text-muted-foreground">
                      Version {version.version}, published {published(version.publishedAt)} ·{" "}
                      <code className="text-xs" title={`SHA-256 ${version.bodyHash}`}>
                        {version.bodyHash.slice(0, 12)}…
                      </code>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
