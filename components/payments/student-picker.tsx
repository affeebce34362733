"use client";

import { useState } from "react";
import { type StudentMatch, useStudentSearch } from "@/components/people/use-student-search";
import { fieldClass, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export type StudentOption = StudentMatch;

/**
 * Find a student by name, then choose from the matches (a studio can have thousands, so the options
 * are the first page of matches). The first match is chosen for you when nobody is chosen yet.
 */
export function StudentPicker({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: StudentOption | null;
  onChange: (student: StudentOption | null) => void;
  error?: string;
}) {
  const [query, setQuery] = useState("");
  const results = useStudentSearch(query, (found) => {
    if (!value && found[0]) onChange(found[0]);
  });

  const options = [...(value ? [value] : []), ...results.filter((option) => option.id !== value?.id)];
  const errorId = `${idPrefix}-student-error`;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">Student</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-student-search`}>Find a student</Label>
        <input
          id={`${idPrefix}-student-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Type a name"
          className={cn(fieldClass, "h-10")}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-student`}>Student</Label>
        <select
          id={`${idPrefix}-student`}
          value={value?.id ?? ""}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(options.find((option) => option.id === e.target.value) ?? null)}
          className={cn(fieldClass, "h-10")}
        >
          <option value="">Choose a student</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      )}
    </fieldset>
  );
}
