import { SettingsSection } from "@/components/settings/settings-section";
import { Tag } from "@/components/ui/tag";
import { IntakeFieldActions } from "./intake-field-actions";
import { IntakeFieldDialog } from "./intake-field-dialog";
import { KIND_LABELS } from "./kind-labels";
import type { IntakeFieldItem } from "./intake-types";

/** Settings → Intake fields (owners): the studio's own questions about its students, in the order they're asked. */
export function IntakeSection({ fields }: { fields: IntakeFieldItem[] }) {
  return (
    <SettingsSection
      id="settings-intake"
      title="Intake fields"
      description="Your own questions for students: asked when they accept an invitation or book a first lesson, and kept on their record. Staff-only ones are never asked or shown to the student."
      actions={<IntakeFieldDialog />}
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No questions yet. Add goals, how they heard of you, or health notes for staff.</p>
      ) : (
        <ol className="divide-y divide-border" aria-label="Intake fields">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{field.label}</span>
                <span className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
                  {KIND_LABELS[field.kind]}
                  {field.kind === "choice" && `: ${field.choices.join(", ")}`}
                  {field.required && <Tag tone="primary">Required</Tag>}
                  {field.staffOnly && <Tag>Staff only</Tag>}
                </span>
              </span>
              <div className="flex flex-wrap items-center gap-1">
                <IntakeFieldDialog field={field} />
                <IntakeFieldActions field={field} index={index} count={fields.length} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </SettingsSection>
  );
}
