"use client";

import { Pencil, Plus } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { FormStatus } from "@/components/forms/form-status";
import type { FormResult } from "@/components/forms/failure-result";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

/**
 * The dialog of a room or service form: "Add …" or "Edit" opens it, opening starts from the record
 * as it is now (`onOpen` resets the form), and the form's fields go between its status and buttons.
 */
export function CatalogFormDialog(props: {
  /** "room", "service": the buttons say "Add room", "Save room". */
  noun: string;
  /** The record being edited; none to add one. */
  editing?: { name: string };
  description: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  onOpen: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  result: FormResult | null;
  isSubmitting: boolean;
  children: ReactNode;
}) {
  const { noun, editing, open, setOpen } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) props.onOpen();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        {editing ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${editing.name}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden />
            Add {noun}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent title={editing ? `Edit ${editing.name}` : `Add a ${noun}`} description={props.description}>
        <form onSubmit={props.onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={props.result} />
          {props.children}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.isSubmitting}>
              {editing ? `Save ${noun}` : `Add ${noun}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
