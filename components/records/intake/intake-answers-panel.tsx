import { Panel } from "@/components/people/detail-header";
import { Tag } from "@/components/ui/tag";
import { formatLongDay } from "@/lib/dates/long-day";
import { IntakeAnswersDialog } from "./intake-answers-dialog";
import type { IntakeAnswer, IntakeFieldItem } from "./intake-types";

/** An answer as people read it: a date written out, yes/no capitalised. */
function answerText(field: Pick<IntakeFieldItem, "kind">, value: string): string {
  if (field.kind === "date") return formatLongDay(value);
  if (field.kind === "yes_no") return value === "yes" ? "Yes" : "No";
  return value;
}

/** The student's record, staff side: their answers to the studio's questions; owners edit them. */
export function IntakeAnswersPanel({
  studentId,
  fields,
  answers,
  canEdit,
}: {
  studentId: string;
  fields: IntakeFieldItem[];
  answers: IntakeAnswer[];
  canEdit: boolean;
}) {
  if (fields.length === 0) return null;
  const byField = new Map(answers.map((answer) => [answer.fieldId, answer.value]));
  return (
    <Panel id="intake-title" title="Intake answers">
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        {fields.map((field) => {
          const value = byField.get(field.id);
          return (
            <div key={field.id} className="contents">
              <dt className="text-muted-foreground">
                {field.label} {field.staffOnly && <Tag>Staff only</Tag>}
              </dt>
              <dd className="break-words">{value ? answerText(field, value) : "—"}</dd>
            </div>
          );
        })}
      </dl>
      {canEdit && <IntakeAnswersDialog studentId={studentId} fields={fields} answers={answers} />}
    </Panel>
  );
}
