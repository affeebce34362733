"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { IntakeAnswersForm } from "./intake-answers-form";
import type { IntakeAnswer, IntakeFieldItem } from "./intake-types";

/** The owner edits a student's answers, staff-only ones too. */
export function IntakeAnswersDialog({
  studentId,
  fields,
  answers,
}: {
  studentId: string;
  fields: IntakeFieldItem[];
  answers: IntakeAnswer[];
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="justify-self-start">
          <Pencil aria-hidden />
          Edit answers
        </Button>
      </DialogTrigger>
      <DialogContent title="Intake answers" description="Staff-only answers are never shown to the student.">
        <IntakeAnswersForm
          endpoint={`/api/students/${studentId}/intake`}
          questions={fields.map((field) => ({
            ...field,
            required: false,
            label: field.staffOnly ? `${field.label} (staff only)` : field.label,
          }))}
          answers={answers}
          idPrefix="student-intake"
          onSaved={() => {
            setOpen(false);
            router.refresh();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
