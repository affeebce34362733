"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { INTEREST_LABELS } from "@/lib/growth/inquiry-labels";
import { cn } from "@/lib/utils";

/** Someone an owner may ask to follow an inquiry up. */
export type StaffOption = { id: string; name: string };

/** A field of the form, registered, and the message beside it. */
type Registered = { field: UseFormRegisterReturn; error?: string };

export const SELECT = cn(fieldClass, "h-10");

/** What the person wants to dance. */
export function InterestField({ id, field, error }: Registered & { id: string }) {
  return (
    <FormField id={id} label="Interested in" error={error}>
      {(props) => (
        <select {...props} {...field} className={SELECT}>
          {Object.entries(INTEREST_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Who follows the inquiry up: one of `staff`, or nobody yet. */
export function AssigneeField({ id, staff, field, error }: Registered & { id: string; staff: StaffOption[] }) {
  return (
    <FormField id={id} label="Follows up" error={error}>
      {(props) => (
        <select {...props} {...field} className={SELECT}>
          <option value="">Nobody yet</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The next follow-up: its day, and beside it what to do then. */
export function FollowUpFields({
  idPrefix,
  date,
  task,
}: {
  /** The fields' ids are `<idPrefix>-follow-up` and `<idPrefix>-task`. */
  idPrefix: string;
  date: Registered & { hint?: string };
  task: Registered & { label: string; placeholder?: string };
}) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
      <FormField id={`${idPrefix}-follow-up`} label="Follow up on" error={date.error} hint={date.hint}>
        {(props) => <Input {...props} {...date.field} type="date" />}
      </FormField>
      <FormField id={`${idPrefix}-task`} label={task.label} error={task.error}>
        {(props) => <Input {...props} {...task.field} autoComplete="off" placeholder={task.placeholder} />}
      </FormField>
    </div>
  );
}
