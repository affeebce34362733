"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { isStudent } from "@/lib/access/rules";
import { EntryForm, entryLabel, type EntryProps } from "./entry-form";

/** "Enter a student" / "Propose an entry" (POST …/entries) or "Edit" (PATCH …/entries/{entryId}). */
export function EntryFormDialog({ context, entry, onDone }: EntryProps) {
  const [open, setOpen] = useState(false);
  const proposing = isStudent(context);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {entry ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${entry.studentName}'s ${entryLabel(entry)}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden />
            {proposing ? "Propose an entry" : "Enter a student"}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={entry ? "Edit entry" : proposing ? "Propose an entry" : "Enter a student"}
        description={
          context.exam
            ? "One medal exam: the student, the dances and level examined, and their slot."
            : proposing
              ? "The heats you would like to dance. The studio confirms them; you can change them until the entry deadline."
              : "The student with their instructor (pro-am), with their partner as a couple, or alone. Each single dance ticked is its own heat."
        }
        className="max-w-2xl"
      >
        {open && <EntryForm context={context} entry={entry} onClose={() => setOpen(false)} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}
